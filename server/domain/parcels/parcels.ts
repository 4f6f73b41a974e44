import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { PARCEL_STATUS, orderGoods, parcels } from '../../db/schema';
import type { Declaration } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { MONEY_MAX_FEN } from '../../http/input';
import type { Lang } from '../../i18n';
import { addressSnapshot } from '../account/address-snapshot';
import { yuan } from '../money/money';
import { acceptedQuote, loadLine } from './lines';
import { estimateMeasure, goodsByIds, goodsTypesOf, orderIdsOf, ordersBackToWarehouse, ordersIntoParcel, warehouseGoods, type GoodsRow } from './goods';
import { cartonOf, insuranceFen, type Measure, type Quote } from './shipping';
import { withUniqueSn } from '../numbers/sn';
import type { ParcelCreated, ParcelEstimate } from '../../../src/api/types/parcel';

export type { Declaration } from '../../db/schema';

/** Whether a parcel has an international tracking index to show (from shipped on). */
export const hasTracking = (p: { status: number }): boolean => p.status >= PARCEL_STATUS.shipped;

export type ParcelRow = typeof parcels.$inferSelect;

/** What a parcel is priced on: once weighed, the packed parcel as weighed (its carton in it); before, its goods' weights (the carton added). */
export const parcelMeasure = (p: ParcelRow, goods: GoodsRow[]): Measure => (p.weightG === null ? estimateMeasure(goods)
  : { weightG: p.weightG, lengthCm: p.lengthCm ?? 0, widthCm: p.widthCm ?? 0, heightCm: p.heightCm ?? 0, packed: true });

/**
 * The estimate of a parcel not yet weighed, as the confirmation quoted it (design §4c, one quote): the line's fee for the goods'
 * weights with the carton, the insurance premium on its own, and their total.
 */
export const estimateView = (q: Quote, m: Measure, premiumFen: number): ParcelEstimate => ({
  chargeable_weight: q.chargeableG, weight_g: m.weightG, carton_g: cartonOf(m),
  fee: yuan(q.feeFen), insurance_fee: yuan(premiumFen), total: yuan(q.feeFen + premiumFen),
});

export type NewParcel = {
  userId: number;
  goodsIds: number[];
  addressId: number;
  lineId: number;
  insurance: boolean;
  /** One entry per goods line: what it is (free text) and its value in fen. */
  declaration: Declaration[];
  remark: string;
  lang: Lang;
  now: number;
};

/** The most the declared values of one parcel may come to (¥10 000 000.00, like one order): declared_fen and the premium on it fit their columns. */
export const MAX_DECLARED_FEN = MONEY_MAX_FEN;

/** The declaration must name every goods line of the parcel once, and nothing else. */
function checkDeclaration(goods: GoodsRow[], declaration: Declaration[]): Declaration[] {
  const byGoods = new Map<number, Declaration>();
  for (const d of declaration) {
    if (byGoods.has(d.goodsId)) throw new BizError('error.invalid', { field: 'declaration' });
    byGoods.set(d.goodsId, d);
  }
  const ids = new Set(goods.map((g) => g.id));
  if ([...byGoods.keys()].some((id) => !ids.has(id))) throw new BizError('parcel.declarationUnknown');
  const missing = goods.find((g) => !byGoods.has(g.id));
  if (missing) throw new BizError('parcel.declarationMissing', { title: missing.title });
  return goods.map((g) => byGoods.get(g.id)!);
}

/**
 * Packs warehouse goods into a new parcel (status 0), in one transaction: checks the goods, the
 * address, the line (country, goods types, estimated weight) and the declaration; locks the goods into
 * the parcel and moves their purchase orders 3 → 4 once all their lines are packed. Works inside an
 * outer transaction too (it then runs in a savepoint).
 */
export function createParcel(db: DbOrTx, p: NewParcel): Promise<ParcelCreated & { parcel: ParcelRow }> {
  return db.transaction(async (tx) => {
    const goods = await warehouseGoods(tx, p.userId, p.goodsIds);
    const address = await addressSnapshot(tx, p.userId, p.addressId, p.lang);
    const line = await loadLine(tx, p.lineId);
    const measure = estimateMeasure(goods);
    const quote = await acceptedQuote(tx, line, { countryCode: address.countryCode, goodsTypes: goodsTypesOf(goods), measure }, p.lang);
    const declaration = checkDeclaration(goods, p.declaration);
    const declaredFen = declaration.reduce((s, d) => s + d.valueFen, 0);
    if (declaredFen > MAX_DECLARED_FEN) throw new BizError('parcel.declaredTooMuch', { max: yuan(MAX_DECLARED_FEN) });
    const premium = p.insurance ? insuranceFen(line, declaredFen) : 0;
    const parcel = await withUniqueSn('S', p.now, (sn) => tx.transaction(async (sp) => {
      const [row] = await sp.insert(parcels).values({
        sn, userId: p.userId, address, countryCode: address.countryCode, lineId: line.id, status: PARCEL_STATUS.packing,
        insurance: p.insurance, declaration, declaredFen, insuranceFen: premium, remark: p.remark, createdAt: p.now,
      }).returning();
      return row;
    }));
    const locked = await tx.update(orderGoods).set({ parcelId: parcel.id })
      .where(and(inArray(orderGoods.id, p.goodsIds), eq(orderGoods.userId, p.userId), isNull(orderGoods.parcelId), eq(orderGoods.deleted, false)))
      .returning({ id: orderGoods.id });
    if (locked.length !== p.goodsIds.length) throw new BizError('parcel.goodsNotFound');
    await ordersIntoParcel(tx, orderIdsOf(goods));
    return {
      sn: parcel.sn, id: parcel.id, parcel,
      estimate: estimateView(quote, measure, premium),
    };
  });
}

/** The user's parcel, or "not found" (also for another user's id). */
export async function findParcel(db: DbOrTx, userId: number, id: number): Promise<ParcelRow> {
  const [row] = await db.select().from(parcels).where(and(eq(parcels.id, id), eq(parcels.userId, userId)));
  if (!row) throw notFound('parcel.notFound');
  return row;
}

/** The goods lines a parcel was made of (kept in its declaration, so a cancelled parcel still shows them). */
export const parcelGoodsIds = (p: Pick<ParcelRow, 'declaration'>) => p.declaration.map((d) => d.goodsId);

/** Cancels a parcel not yet paid (status 0 or 1 → -1): its goods go back to the warehouse, their orders back to 3. */
export function cancelParcel(db: DbOrTx, userId: number, id: number, now: number): Promise<ParcelRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(parcels).set({ status: PARCEL_STATUS.cancelled, cancelledAt: now })
      .where(and(eq(parcels.id, id), eq(parcels.userId, userId), inArray(parcels.status, [PARCEL_STATUS.packing, PARCEL_STATUS.weighed])))
      .returning();
    if (!row) {
      await findParcel(tx, userId, id);
      throw new BizError('parcel.cannotCancel');
    }
    const freed = await tx.update(orderGoods).set({ parcelId: null }).where(eq(orderGoods.parcelId, id)).returning({ orderId: orderGoods.orderId });
    await ordersBackToWarehouse(tx, orderIdsOf(freed));
    return row;
  });
}

/** Changes the line of a parcel not yet paid; once weighed, the fee is recomputed from the measured size. */
export function changeParcelLine(db: DbOrTx, userId: number, id: number, lineId: number, lang: Lang): Promise<ParcelRow> {
  return db.transaction(async (tx) => {
    const parcel = await findParcel(tx, userId, id);
    if (parcel.status !== PARCEL_STATUS.packing && parcel.status !== PARCEL_STATUS.weighed) throw new BizError('parcel.cannotChangeLine');
    const line = await loadLine(tx, lineId);
    const goods = await goodsByIds(tx, userId, parcelGoodsIds(parcel));
    const quote = await acceptedQuote(tx, line, { countryCode: parcel.countryCode, goodsTypes: goodsTypesOf(goods), measure: parcelMeasure(parcel, goods) }, lang);
    const premium = parcel.insurance ? insuranceFen(line, parcel.declaredFen) : 0;
    const weighed = parcel.status === PARCEL_STATUS.weighed;
    const [row] = await tx.update(parcels).set({
      lineId: line.id, insuranceFen: premium,
      ...(weighed ? { chargeableG: quote.chargeableG, shippingFen: quote.feeFen, totalFen: quote.feeFen + premium } : {}),
    }).where(and(eq(parcels.id, id), eq(parcels.userId, userId), eq(parcels.status, parcel.status))).returning();
    if (!row) throw new BizError('parcel.cannotChangeLine');
    return row;
  });
}
