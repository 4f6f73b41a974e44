import { and, asc, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db';
import { buyselfGoods, expressCompanies, orderGoods, orderGroups, orders, users, ORDER_STATUS } from '../../db/schema';
import type { Deps } from '../../http/env';
import { BizError, notFound } from '../../http/errors';
import type { Lang } from '../../i18n';
import { isUniqueViolation, withUniqueSn } from '../numbers/sn';
import { makeQcPhotos } from '../orders/qc-photos';
import { QC_PHOTOS_PER_LINE } from '../ops/ops-common';
import { addTracking } from '../parcels/tracking';
import { notify } from '../messages/notify';

/**
 * Ship-for-me (design §4b, issue 13): goods a shopper bought elsewhere and sent to our warehouse. The shopper
 * declares them (carrier, tracking number, contents, quantity, declared value); the operator receives them into
 * the warehouse, which makes them an order of source 'buyself' in status 3 — one goods line of 0 fen — and from
 * there they go into a parcel like bought goods. Nothing was paid for them, so no points, rebates, cashback or
 * refunds ever apply (those hooks skip source 'buyself').
 */

export type BuyselfRow = typeof buyselfGoods.$inferSelect;
export const BUYSELF_STATUS = { pending: 0, received: 1, deleted: -1 } as const;

export type BuyselfInput = { carrier: string; trackingNo: string; contents: string; quantity: number; valueFen: number; remark: string };

/** The carrier codes of other/getExpresslist with their names in `lang`. */
export async function carrierNames(db: DbOrTx, lang: Lang): Promise<Map<string, string>> {
  return new Map((await db.select().from(expressCompanies)).map((c) => [c.code, c.name[lang]]));
}

/** A declaration: the carrier must be one of getExpresslist's; one live declaration per tracking number per shopper. */
export async function addBuyself(db: Db, userId: number, p: BuyselfInput, now: number): Promise<BuyselfRow> {
  const [carrier] = await db.select({ code: expressCompanies.code }).from(expressCompanies).where(eq(expressCompanies.code, p.carrier)).limit(1);
  if (!carrier) throw new BizError('buyself.carrier', { field: 'carrier' });
  try {
    const [row] = await db.insert(buyselfGoods).values({
      userId, carrier: carrier.code, trackingNo: p.trackingNo, contents: p.contents, quantity: p.quantity, valueFen: p.valueFen, remark: p.remark, createdAt: now,
    }).returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw new BizError('buyself.duplicate', { tracking: p.trackingNo });
    throw err;
  }
}

/** Deletes one of the shopper's declarations while it is on its way; another's (or a deleted one) is not found. */
export async function deleteBuyself(db: Db, userId: number, id: number): Promise<void> {
  const [gone] = await db.update(buyselfGoods).set({ status: BUYSELF_STATUS.deleted })
    .where(and(eq(buyselfGoods.id, id), eq(buyselfGoods.userId, userId), eq(buyselfGoods.status, BUYSELF_STATUS.pending))).returning({ id: buyselfGoods.id });
  if (gone) return;
  const [row] = await db.select({ status: buyselfGoods.status }).from(buyselfGoods).where(and(eq(buyselfGoods.id, id), eq(buyselfGoods.userId, userId)));
  if (row?.status === BUYSELF_STATUS.received) throw new BizError('buyself.received');
  throw notFound('buyself.notFound');
}

/** One page of the shopper's live declarations (newest first), of one status when asked, and the counts per status. */
export async function buyselfPage(db: DbOrTx, userId: number, q: { page: number; pagesize: number; status?: 0 | 1 }) {
  const mine = and(eq(buyselfGoods.userId, userId), gte(buyselfGoods.status, 0));
  const where = q.status === undefined ? mine : and(mine, eq(buyselfGoods.status, q.status));
  const perStatus = await db.select({ status: buyselfGoods.status, n: count() }).from(buyselfGoods).where(mine).groupBy(buyselfGoods.status);
  const n = (s: number) => Number(perStatus.find((r) => r.status === s)?.n ?? 0);
  const rows = await db.select().from(buyselfGoods).where(where).orderBy(desc(buyselfGoods.id)).limit(q.pagesize).offset((q.page - 1) * q.pagesize);
  const counts = { all: n(0) + n(1), pending: n(0), received: n(1) };
  return { rows, total: q.status === undefined ? counts.all : n(q.status), counts };
}

/** Declarations for the operator (status 0 on its way by default), oldest first, with the shopper. */
export async function buyselfForReview(db: DbOrTx, status: number = BUYSELF_STATUS.pending) {
  return db.select({ b: buyselfGoods, email: users.email, username: users.username }).from(buyselfGoods)
    .leftJoin(users, eq(users.id, buyselfGoods.userId)).where(eq(buyselfGoods.status, status)).orderBy(asc(buyselfGoods.id)).limit(200);
}

/** The declared value of ship-for-me goods by their order (the parcel's declaration starts from it). */
export async function declaredByOrder(db: DbOrTx, orderIds: number[]): Promise<Map<number, number>> {
  if (!orderIds.length) return new Map();
  const rows = await db.select({ orderId: buyselfGoods.orderId, fen: buyselfGoods.valueFen }).from(buyselfGoods)
    .where(and(inArray(buyselfGoods.orderId, orderIds), eq(buyselfGoods.status, BUYSELF_STATUS.received)));
  return new Map(rows.map((r) => [r.orderId!, r.fen]));
}

/** Name of the seller on a ship-for-me order: the shopper sent it. */
export const BUYSELF_SELLER = 'Ship for me';

/**
 * The operator received declared goods (0 → 1): in one transaction the declaration is marked received, an order
 * group and an order of source 'buyself' in status 3 (in the warehouse, goods 0 fen) with one goods line (the
 * contents and quantity, the weight given, volume 4 cm³ per gram unless given, the photos given or QC photos
 * taken now) are created, and the shopper gets a message. Once only, however many receive it at once: the
 * declaration's row is the lock, and only the call that moves it from 0 creates anything.
 */
export async function receiveBuyself(deps: Deps, p: { id: number; weightG: number; volumeCm3?: number; photos?: string[] }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [b] = await tx.update(buyselfGoods).set({ status: BUYSELF_STATUS.received, receivedAt: now })
      .where(and(eq(buyselfGoods.id, p.id), eq(buyselfGoods.status, BUYSELF_STATUS.pending))).returning();
    if (!b) {
      const [row] = await tx.select({ status: buyselfGoods.status }).from(buyselfGoods).where(eq(buyselfGoods.id, p.id));
      throw row ? new BizError('buyself.notPending', { id: p.id, status: row.status }) : notFound('buyself.notFound');
    }
    const order = await warehouseOrder(tx, b, now);
    const [line] = await tx.insert(orderGoods).values({
      userId: b.userId, orderId: order.id, title: b.contents, priceFen: 0, quantity: b.quantity, remark: b.remark,
      weightG: p.weightG, volumeCm3: p.volumeCm3 ?? p.weightG * 4, arrivedAt: now,
    }).returning();
    const photos = p.photos?.length ? p.photos : await makeQcPhotos({ db: tx, config: deps.config }, line, QC_PHOTOS_PER_LINE, now);
    await tx.update(orderGoods).set({ photos }).where(eq(orderGoods.id, line.id));
    await tx.update(buyselfGoods).set({ orderId: order.id }).where(eq(buyselfGoods.id, b.id));
    await addTracking(tx, 'order', order.id, [{ time: now, status: 'warehouseSignedNo', params: { carrier: b.carrier, number: b.trackingNo }, place: 'warehouse' }]);
    await notify(tx, {
      userId: b.userId, kind: 'buyself', params: { sn: order.sn, contents: b.contents, tracking: b.trackingNo }, ref: { type: 'order', id: order.id, sn: order.sn },
    }, now);
    return {
      id: b.id, status: BUYSELF_STATUS.received, order_id: order.id, order_sn: order.sn,
      goods: { id: line.id, weight_g: line.weightG, volume_cm3: line.volumeCm3, photos },
    };
  });
}

/** The order group and order in the warehouse that carry received ship-for-me goods. */
async function warehouseOrder(tx: Tx, b: BuyselfRow, now: number) {
  const group = await withUniqueSn('OG', now, (sn) => tx.transaction(async (sp) => {
    const [g] = await sp.insert(orderGroups).values({ sn, userId: b.userId, totalFen: 0, status: 1, createdAt: now, paidAt: now }).returning();
    return g;
  }));
  return withUniqueSn('O', now, (sn) => tx.transaction(async (sp) => {
    const [o] = await sp.insert(orders).values({
      sn, groupId: group.id, userId: b.userId, sellerName: BUYSELF_SELLER, source: 'buyself', status: ORDER_STATUS.warehouse,
      goodsFen: 0, totalFen: 0, remark: b.remark, expressCompany: b.carrier, expressNo: b.trackingNo,
      createdAt: now, paidAt: now, boughtAt: now, storedAt: now,
    }).returning();
    return o;
  }));
}
