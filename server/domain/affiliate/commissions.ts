import { and, count, desc, eq, gte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { affiliateCommissions, affiliateLevels, affiliates, onepayOrders, orderGroups, orders, users, ONEPAY_STATUS } from '../../db/schema';
import type { Bill } from '../money/bills';
import { liveGoodsFen, rebateOf } from '../rewards/rebates';
import { lockAffiliate, postAffiliate } from './ledger';
import { recomputeLevel } from './levels';
import { AFFILIATE_STATUS } from './programme';

export type CommissionRow = typeof affiliateCommissions.$inferSelect;

/** Bills whose goods earn commission: an order group, one order of it paid alone, a one-pay order. */
const GOODS_BILLS: readonly Bill['type'][] = ['order_group', 'order', 'onepay'];

/**
 * Called by settleBill inside the payment's transaction (next to the rebate): when the payer registered through
 * an approved affiliate's link (users.affiliate_id), the affiliate earns their level's rate of the goods paid,
 * credited to affiliate_log at once. Once per payment: the unique index affiliate_commissions_once keeps a second
 * row (and with it a second credit) out. The level is recomputed from the commission kept.
 */
export async function earnCommission(tx: DbOrTx, bill: Bill, now: number): Promise<CommissionRow | null> {
  if (!GOODS_BILLS.includes(bill.type)) return null;
  const [payer] = await tx.select({ affiliateId: users.affiliateId }).from(users).where(eq(users.id, bill.userId));
  if (!payer?.affiliateId) return null;
  const [aff] = await tx.select({ a: affiliates, rateBp: affiliateLevels.rateBp }).from(affiliates)
    .innerJoin(affiliateLevels, eq(affiliateLevels.id, affiliates.levelId)).where(eq(affiliates.id, payer.affiliateId));
  if (!aff || aff.a.status !== AFFILIATE_STATUS.approved || aff.a.userId === bill.userId) return null;
  const goodsFen = bill.lines.filter((l) => l.key === 'pay.line.goods').reduce((s, l) => s + l.fen, 0);
  const baseFen = Math.min(goodsFen, bill.owedFen);
  const amountFen = rebateOf(baseFen, aff.rateBp);
  if (amountFen <= 0) return null;
  const [row] = await tx.insert(affiliateCommissions).values({
    affiliateId: aff.a.id, buyerId: bill.userId, refType: bill.type, refSn: bill.sn, baseFen, rateBp: aff.rateBp, amountFen, createdAt: now,
  }).onConflictDoNothing().returning();
  if (!row) return null;
  await postAffiliate(tx, { affiliateId: aff.a.id, type: 'commission', amountFen, ref: String(row.id), now });
  await recomputeLevel(tx, aff.a.id);
  return row;
}

/**
 * Lowers commissions to what the goods still paid for are worth (`live`): the difference is taken back from the
 * affiliate's revenue (ledger `reversal`), at most what is left there — revenue already withdrawn is not
 * clawed back — and the level is recomputed.
 */
async function revise(tx: DbOrTx, where: ReturnType<typeof and>, live: (r: CommissionRow) => Promise<number>, now: number): Promise<void> {
  const rows = await tx.select().from(affiliateCommissions).where(where).for('update');
  for (const r of rows) {
    const keptFen = rebateOf(Math.min(r.baseFen, await live(r)), r.rateBp);
    const takeFen = r.amountFen - r.reversedFen - keptFen;
    if (takeFen <= 0) continue;
    const reversedFen = r.reversedFen + takeFen;
    await tx.update(affiliateCommissions).set({ reversedFen }).where(eq(affiliateCommissions.id, r.id));
    const { balanceFen } = await lockAffiliate(tx, r.affiliateId);
    const fromBalance = Math.min(takeFen, balanceFen);
    if (fromBalance > 0) await postAffiliate(tx, { affiliateId: r.affiliateId, type: 'reversal', amountFen: -fromBalance, ref: `${r.id}:${reversedFen}`, now });
    await recomputeLevel(tx, r.affiliateId);
  }
}

/** After a refund of an order's goods (refund-only, an approved return, a cancellation), in the refund's transaction. */
export async function reviseOrderCommissions(tx: DbOrTx, orderId: number, now: number): Promise<void> {
  const [o] = await tx.select({ sn: orders.sn, groupId: orders.groupId, groupSn: orderGroups.sn }).from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId)).where(eq(orders.id, orderId));
  if (!o) return;
  const c = affiliateCommissions;
  await revise(tx, or(and(eq(c.refType, 'order_group'), eq(c.refSn, o.groupSn)), and(eq(c.refType, 'order'), eq(c.refSn, o.sn))), async (r) => {
    if (r.refType === 'order') return liveGoodsFen(tx, [orderId]);
    const group = await tx.select({ id: orders.id }).from(orders).where(eq(orders.groupId, o.groupId));
    return liveGoodsFen(tx, group.map((g) => g.id));
  }, now);
}

/** After a one-pay order is cancelled and refunded: its commission is reversed. */
export async function reviseOnepayCommissions(tx: DbOrTx, onepayId: number, now: number): Promise<void> {
  const [o] = await tx.select({ sn: onepayOrders.sn, status: onepayOrders.status, goodsFen: onepayOrders.goodsFen }).from(onepayOrders).where(eq(onepayOrders.id, onepayId));
  if (!o) return;
  await revise(tx, and(eq(affiliateCommissions.refType, 'onepay'), eq(affiliateCommissions.refSn, o.sn)), async () => (o.status === ONEPAY_STATUS.cancelled ? 0 : o.goodsFen), now);
}

/** Commission kept (credited minus reversed) since `from` (unix seconds; 0 for all time). */
export async function keptSince(db: DbOrTx, affiliateId: number, from: number): Promise<number> {
  const c = affiliateCommissions;
  const [row] = await db.select({ s: sql<string>`coalesce(sum(${c.amountFen} - ${c.reversedFen}), 0)` }).from(c)
    .where(and(eq(c.affiliateId, affiliateId), gte(c.createdAt, from)));
  return Number(row.s);
}

/** One page of the affiliate's commissions, newest first. */
export async function listCommissions(db: DbOrTx, affiliateId: number, o: { page: number; pagesize: number }) {
  const where = eq(affiliateCommissions.affiliateId, affiliateId);
  const [total] = await db.select({ n: count() }).from(affiliateCommissions).where(where);
  const rows = await db.select().from(affiliateCommissions).where(where).orderBy(desc(affiliateCommissions.id)).limit(o.pagesize).offset((o.page - 1) * o.pagesize);
  return { rows, total: Number(total.n) };
}
