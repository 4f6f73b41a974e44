import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { areas, config, rehearsals } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { page } from '../../http/envelope';
import { t, type Lang } from '../../i18n';
import { lineOptions } from './lines';
import { autoMeasure, goodsByIds, goodsTypesOf, goodsView, warehouseGoods, type GoodsRow } from './goods';
import { createParcel, type NewParcel } from './parcels';
import type { Measure } from './shipping';
import type { Paged, ParcelCreated, RehearsalDetail, RehearsalListRow, RehearsalStatus } from '../../../src/api/types/parcel';

export type RehearsalRow = typeof rehearsals.$inferSelect;
export const REHEARSAL_STATUS = { measuring: 0, measured: 1, submitted: 2, cancelled: -1 } as const;

/**
 * Whether a new trial packing is measured at once from its goods (the demo default). Config
 * `all.rehearsal_auto` = 0 leaves it measuring until staff call /ops/rehearsal_measure.
 */
async function autoMeasureOn(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ value: config.value }).from(config).where(eq(config.name, 'rehearsal_auto'));
  return !row || !(row.value === 0 || row.value === '0' || row.value === false);
}

const measured = (m: Measure | null, now: number) => (m
  ? { status: REHEARSAL_STATUS.measured, weightG: m.weightG, lengthCm: m.lengthCm ?? null, widthCm: m.widthCm ?? null, heightCm: m.heightCm ?? null, measuredAt: now }
  : {});

/** A trial packing of the user's warehouse goods for a destination country. */
export async function addRehearsal(db: DbOrTx, userId: number, goodsIds: number[], country: string, now: number): Promise<RehearsalRow> {
  const goods = await warehouseGoods(db, userId, goodsIds);
  const countryCode = country.toUpperCase();
  const [known] = await db.select({ id: areas.id }).from(areas).where(and(eq(areas.level, 1), eq(areas.code, countryCode))).limit(1);
  if (!known) throw new BizError('error.invalid', { field: 'country' });
  const auto = (await autoMeasureOn(db)) ? autoMeasure(goods) : null;
  const [row] = await db.insert(rehearsals).values({ userId, goodsIds, countryCode, status: REHEARSAL_STATUS.measuring, createdAt: now, ...measured(auto, now) }).returning();
  return row;
}

/** The user's trial packing, or "not found" (also for another user's id). */
export async function findRehearsal(db: DbOrTx, userId: number, id: number): Promise<RehearsalRow> {
  const [row] = await db.select().from(rehearsals).where(and(eq(rehearsals.id, id), eq(rehearsals.userId, userId)));
  if (!row) throw notFound('rehearsal.notFound');
  return row;
}

function listRow(r: RehearsalRow, goods: GoodsRow[], lang: Lang): RehearsalListRow {
  return {
    id: r.id, status: r.status as RehearsalStatus, status_text: t(lang, `rehearsal.status.${r.status}`), country_code: r.countryCode,
    goods_count: r.goodsIds.length, goods: goods.map((g) => ({ title: g.title, pic_url: goodsView(g).pic_url })),
    weight_g: r.weightG, parcel_id: r.parcelId, created_at: r.createdAt,
  };
}

export async function listRehearsals(db: DbOrTx, userId: number, current: number, perPage: number, lang: Lang): Promise<Paged<RehearsalListRow>> {
  const rows = await db.select().from(rehearsals).where(eq(rehearsals.userId, userId)).orderBy(desc(rehearsals.id)).limit(perPage).offset((current - 1) * perPage);
  const [{ n }] = await db.select({ n: count() }).from(rehearsals).where(eq(rehearsals.userId, userId));
  const goods = await goodsByIds(db, userId, rows.flatMap((r) => r.goodsIds), lang);
  return page(rows.map((r) => listRow(r, goods.filter((g) => r.goodsIds.includes(g.id)), lang)), Number(n), current, perPage);
}

/** The goods, the measured size once measured, and then a fee per line that accepts the country and goods. */
export async function rehearsalDetail(db: DbOrTx, r: RehearsalRow, lang: Lang): Promise<RehearsalDetail> {
  const goods = await goodsByIds(db, r.userId, r.goodsIds, lang);
  const isMeasured = r.status === REHEARSAL_STATUS.measured && r.weightG !== null;
  // Measured packed, like a weighed parcel: the carton is in the weight.
  const measure: Measure = { weightG: r.weightG ?? 0, lengthCm: r.lengthCm ?? 0, widthCm: r.widthCm ?? 0, heightCm: r.heightCm ?? 0, packed: true };
  const options = isMeasured ? await lineOptions(db, { countryCode: r.countryCode, goodsTypes: goodsTypesOf(goods), measure }, lang) : { lines: [], refused: [] };
  const open = r.status === REHEARSAL_STATUS.measuring || r.status === REHEARSAL_STATUS.measured;
  return {
    ...listRow(r, goods, lang),
    goods: goods.map(goodsView),
    dimensions: r.lengthCm === null ? null : { length: r.lengthCm, width: r.widthCm ?? 0, height: r.heightCm ?? 0 },
    volume: r.lengthCm === null ? null : r.lengthCm * (r.widthCm ?? 0) * (r.heightCm ?? 0),
    ...options,
    measured_at: r.measuredAt,
    can: { cancel: open, submit: open },
  };
}

const OPEN = [REHEARSAL_STATUS.measuring, REHEARSAL_STATUS.measured];

export async function cancelRehearsal(db: DbOrTx, userId: number, id: number): Promise<void> {
  const [row] = await db.update(rehearsals).set({ status: REHEARSAL_STATUS.cancelled })
    .where(and(eq(rehearsals.id, id), eq(rehearsals.userId, userId), inArray(rehearsals.status, OPEN))).returning({ id: rehearsals.id });
  if (!row) {
    await findRehearsal(db, userId, id);
    throw new BizError('rehearsal.cannotCancel');
  }
}

/** Staff measured the trial packing (status 0 → 1; measuring again replaces the measure). */
export async function measureRehearsal(db: DbOrTx, id: number, m: Measure, now: number): Promise<RehearsalRow> {
  const [row] = await db.update(rehearsals).set(measured(m, now)).where(and(eq(rehearsals.id, id), inArray(rehearsals.status, OPEN))).returning();
  if (row) return row;
  const [exists] = await db.select({ id: rehearsals.id }).from(rehearsals).where(eq(rehearsals.id, id));
  throw exists ? new BizError('rehearsal.cannotMeasure') : notFound('rehearsal.notFound');
}

/** Turns the trial packing into a real parcel (exactly as ordertopackage does) in one transaction; status → 2. */
export function submitRehearsal(db: DbOrTx, id: number, p: Omit<NewParcel, 'goodsIds'>): Promise<ParcelCreated & { rehearsal_id: number }> {
  return db.transaction(async (tx) => {
    const [r] = await tx.update(rehearsals).set({ status: REHEARSAL_STATUS.submitted })
      .where(and(eq(rehearsals.id, id), eq(rehearsals.userId, p.userId), inArray(rehearsals.status, OPEN))).returning();
    if (!r) {
      await findRehearsal(tx, p.userId, id);
      throw new BizError('rehearsal.cannotSubmit');
    }
    const { parcel, ...created } = await createParcel(tx, { ...p, goodsIds: r.goodsIds });
    await tx.update(rehearsals).set({ parcelId: parcel.id }).where(eq(rehearsals.id, id));
    return { ...created, rehearsal_id: id };
  });
}
