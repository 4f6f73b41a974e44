import { and, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { cashbacks, orderGoods, orderGroups, orders, promotionJoins, promotions, ONEPAY_STATUS, ORDER_STATUS } from '../../db/schema';
import { credit } from '../money/wallet';
import type { Quote } from '../money/quote';

/**
 * Cashback of activities (design §4b): a goods bill — an order group, a single purchase order paid alone, a
 * one-pay order — paid while its shopper has joined a running activity with a cashback rate earns
 * `rate × its goods` (rounded down to a fen; the best rate when several run), the figure of the bill's quote
 * (money/quote.ts): a pending `cashbacks` row written in the payment's transaction, one per bill (unique index
 * cashbacks_once on its kind and number). When the bill's goods are finished it is settled once, under the row's
 * lock: the goods that are done (purchase orders 5, a one-pay order received) and not refunded earn the rate, at
 * most what was recorded, credited to the wallet (ledger `cashback`, ref the bill) and the row marked paid (1);
 * a bill with nothing done (all cancelled or refunded) is marked cancelled (-1). Settling runs where an order
 * becomes done or cancelled, or a one-pay order is received or cancelled, in that transaction.
 */
export const CASHBACK_STATUS = { pending: 0, paid: 1, cancelled: -1 } as const;

type CashbackRow = typeof cashbacks.$inferSelect;
const FINISHED: number[] = [ORDER_STATUS.done, ORDER_STATUS.cancelled];

/** The best cashback rate (basis points) among running activities the shopper has joined, with the activity; null when none. */
export async function joinedCashbackRate(db: DbOrTx, userId: number, now: number): Promise<{ promotionId: number; rateBp: number } | null> {
  const [row] = await db.select({ promotionId: promotions.id, rateBp: promotions.cashbackBp }).from(promotionJoins)
    .innerJoin(promotions, eq(promotions.id, promotionJoins.promotionId))
    .where(and(
      eq(promotionJoins.userId, userId), eq(promotions.enabled, true), gt(promotions.cashbackBp, 0),
      lte(promotions.startsAt, now), gt(promotions.endsAt, now),
    ))
    .orderBy(desc(promotions.cashbackBp), desc(promotions.id)).limit(1);
  return row ?? null;
}

/** The cashback a bill earned when it was paid (any state), or null. */
export async function recordedCashback(db: DbOrTx, refType: string, refSn: string): Promise<CashbackRow | null> {
  const [row] = await db.select().from(cashbacks).where(and(eq(cashbacks.refType, refType), eq(cashbacks.refSn, refSn)));
  return row ?? null;
}

/**
 * Records the pending cashback of a goods bill being paid, as its quote says (call it in the payment's
 * transaction). Nothing when the quote earns none, or when this bill already has its row. Answers the row written, or null.
 */
export async function recordCashback(tx: DbOrTx, bill: { type: string; sn: string; userId: number; quote: Quote }, now: number) {
  const e = bill.quote.earns;
  if (e.cashbackFen <= 0 || e.promotionId === null) return null;
  const [row] = await tx.insert(cashbacks).values({
    userId: bill.userId, refType: bill.type, refSn: bill.sn, promotionId: e.promotionId, baseFen: e.cashbackBaseFen, rateBp: e.rateBp,
    amountFen: e.cashbackFen, status: CASHBACK_STATUS.pending, createdAt: now,
  }).onConflictDoNothing().returning();
  return row ?? null;
}

/** The pending row of a bill, locked: two settlements of one bill queue, the later one seeing the other's changes. */
async function pendingRow(tx: DbOrTx, refType: string, refSn: string): Promise<CashbackRow | null> {
  const [cb] = await tx.select().from(cashbacks)
    .where(and(eq(cashbacks.refType, refType), eq(cashbacks.refSn, refSn), eq(cashbacks.status, CASHBACK_STATUS.pending))).for('update');
  return cb ?? null;
}

/** Goods still on some lines' orders (not refunded), in fen. */
async function liveGoodsFen(tx: DbOrTx, where: SQL): Promise<number> {
  const [row] = await tx.select({ fen: sql<string>`coalesce(sum(${orderGoods.priceFen} * ${orderGoods.quantity}), 0)` }).from(orderGoods)
    .where(and(where, eq(orderGoods.deleted, false)));
  return Number(row.fen);
}

/** Pays a finished bill's pending row on the goods done (at most what was recorded), or cancels it when none is. */
async function settleRow(tx: DbOrTx, cb: CashbackRow, doneFen: number, now: number): Promise<void> {
  const amountFen = Math.min(cb.amountFen, Math.floor((doneFen * cb.rateBp) / 10_000));
  if (amountFen > 0) {
    await credit(tx, 'cashback', { userId: cb.userId, amountFen, refType: cb.refType, refSn: cb.refSn, memo: `cashback ${cb.refSn}`, now });
    await tx.update(cashbacks).set({ status: CASHBACK_STATUS.paid, amountFen, paidAt: now }).where(eq(cashbacks.id, cb.id));
  } else {
    await tx.update(cashbacks).set({ status: CASHBACK_STATUS.cancelled }).where(eq(cashbacks.id, cb.id));
  }
}

/**
 * Settles the pending cashbacks of these purchase orders' bills that are finished: an order paid alone once it
 * is done or cancelled; an order group once every order it paid is. Bills with an order still on its way are left
 * pending. Run it in the transaction that made an order done or cancelled, after that change.
 */
export async function settleCashbacks(tx: DbOrTx, orderIds: number[], now: number): Promise<void> {
  if (!orderIds.length) return;
  const list = await tx.select({ id: orders.id, sn: orders.sn, status: orders.status, groupId: orders.groupId }).from(orders).where(inArray(orders.id, orderIds));
  for (const o of list) {
    if (!FINISHED.includes(o.status)) continue;
    const cb = await pendingRow(tx, 'order', o.sn);
    if (cb) await settleRow(tx, cb, o.status === ORDER_STATUS.done ? await liveGoodsFen(tx, eq(orderGoods.orderId, o.id)) : 0, now);
  }
  const groups = await tx.selectDistinct({ id: orderGroups.id, sn: orderGroups.sn }).from(orderGroups)
    .where(inArray(orderGroups.id, [...new Set(list.map((o) => o.groupId))]));
  for (const g of groups) {
    const cb = await pendingRow(tx, 'order_group', g.sn);
    if (!cb) continue;
    const paid = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(and(eq(orders.groupId, g.id), eq(orders.paidBy, g.sn)));
    if (paid.some((o) => !FINISHED.includes(o.status))) continue;
    const done = paid.filter((o) => o.status === ORDER_STATUS.done).map((o) => o.id);
    await settleRow(tx, cb, done.length ? await liveGoodsFen(tx, inArray(orderGoods.orderId, done)) : 0, now);
  }
}

/** Settles a one-pay order's pending cashback once it is received (its goods) or cancelled (nothing). */
export async function settleOnepayCashback(tx: DbOrTx, o: { id: number; sn: string; status: number }, now: number): Promise<void> {
  if (o.status !== ONEPAY_STATUS.received && o.status !== ONEPAY_STATUS.cancelled) return;
  const cb = await pendingRow(tx, 'onepay', o.sn);
  if (cb) await settleRow(tx, cb, o.status === ONEPAY_STATUS.received ? await liveGoodsFen(tx, eq(orderGoods.onepayId, o.id)) : 0, now);
}
