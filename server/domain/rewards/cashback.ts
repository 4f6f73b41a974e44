import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { cashbacks, orderGoods, orderGroups, orders, promotionJoins, promotions, ORDER_STATUS } from '../../db/schema';
import { credit } from '../money/wallet';

/**
 * Cashback of activities (design §4b): an order group paid while its shopper has joined a running activity
 * with a cashback rate earns `rate × its goods` (rounded down to a fen; the best rate when several run) —
 * a pending `cashbacks` row written in the payment's transaction, one per order group (unique index
 * cashbacks_once). When the group's orders are finished it is settled once, under the row's lock: the goods
 * of its orders that are done (5) and not refunded earn the rate, at most what was recorded, credited to the
 * wallet (ledger `cashback`, ref the group) and the row marked paid (1); a group with nothing done (all
 * cancelled or refunded) is marked cancelled (-1). Settling runs where an order becomes done (parcel
 * received) or cancelled, in that transaction.
 */
export const CASHBACK_STATUS = { pending: 0, paid: 1, cancelled: -1 } as const;

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

/**
 * Records the pending cashback of an order group being paid (call it in the payment's transaction, before its
 * orders are marked paid: the goods are those of its unpaid orders). Nothing without a joined running activity,
 * or when this group already has its row. Answers the row written, or null.
 */
export async function recordCashback(tx: DbOrTx, bill: { type: string; id: number; sn: string; userId: number }, now: number) {
  if (bill.type !== 'order_group') return null;
  const rate = await joinedCashbackRate(tx, bill.userId, now);
  if (!rate) return null;
  const [goods] = await tx.select({ fen: sql<string>`coalesce(sum(${orders.goodsFen}), 0)` }).from(orders)
    .where(and(eq(orders.groupId, bill.id), eq(orders.status, ORDER_STATUS.unpaid), eq(orders.deleted, false)));
  const baseFen = Number(goods.fen);
  const amountFen = Math.floor((baseFen * rate.rateBp) / 10_000);
  if (amountFen <= 0) return null;
  const [row] = await tx.insert(cashbacks).values({
    userId: bill.userId, refType: 'order_group', refSn: bill.sn, promotionId: rate.promotionId, baseFen, rateBp: rate.rateBp,
    amountFen, status: CASHBACK_STATUS.pending, createdAt: now,
  }).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Settles the pending cashbacks of the order groups of these purchase orders whose orders are all finished
 * (done or cancelled); groups with an order still on its way are left pending. Run it in the transaction that
 * made an order done or cancelled, after that change.
 */
export async function settleCashbacks(tx: DbOrTx, orderIds: number[], now: number): Promise<void> {
  if (!orderIds.length) return;
  const groups = await tx.selectDistinct({ id: orderGroups.id, sn: orderGroups.sn }).from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId)).where(inArray(orders.id, orderIds));
  for (const g of groups) {
    // The row's lock queues two settlements of one group; each reads the orders after it, so the later one sees the other's changes.
    const [cb] = await tx.select().from(cashbacks)
      .where(and(eq(cashbacks.refType, 'order_group'), eq(cashbacks.refSn, g.sn), eq(cashbacks.status, CASHBACK_STATUS.pending))).for('update');
    if (!cb) continue;
    const list = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.groupId, g.id));
    if (list.some((o) => o.status !== ORDER_STATUS.done && o.status !== ORDER_STATUS.cancelled)) continue;
    const done = list.filter((o) => o.status === ORDER_STATUS.done).map((o) => o.id);
    let doneFen = 0;
    if (done.length) {
      const [row] = await tx.select({ fen: sql<string>`coalesce(sum(${orderGoods.priceFen} * ${orderGoods.quantity}), 0)` }).from(orderGoods)
        .where(and(inArray(orderGoods.orderId, done), eq(orderGoods.deleted, false)));
      doneFen = Number(row.fen);
    }
    const amountFen = Math.min(cb.amountFen, Math.floor((doneFen * cb.rateBp) / 10_000));
    if (amountFen > 0) {
      await credit(tx, 'cashback', { userId: cb.userId, amountFen, refType: 'order_group', refSn: g.sn, memo: `cashback ${g.sn}`, now });
      await tx.update(cashbacks).set({ status: CASHBACK_STATUS.paid, amountFen, paidAt: now }).where(eq(cashbacks.id, cb.id));
    } else {
      await tx.update(cashbacks).set({ status: CASHBACK_STATUS.cancelled }).where(eq(cashbacks.id, cb.id));
    }
  }
}
