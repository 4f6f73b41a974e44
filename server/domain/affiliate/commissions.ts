import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { affiliateCommissions, affiliateLevels, affiliates, onepayOrders, users, ONEPAY_STATUS } from '../../db/schema';
import type { Bill } from '../money/bills';
import { liveGoodsFen, rebateOf } from '../rewards/rebates';
import { goodsSettled, paidOrderIds, paymentOfOnepay, paymentsOfOrders, refIn, type PaymentRef } from '../rewards/goods-settled';
import { lockAffiliate, postAffiliate } from './ledger';
import { recomputeLevel } from './levels';
import { AFFILIATE_STATUS } from './programme';

export type CommissionRow = typeof affiliateCommissions.$inferSelect;
/** 0 pending (the goods can still come back: not withdrawable), 1 available. */
export const COMMISSION_STATUS = { pending: 0, available: 1 } as const;

/** Bills whose goods earn commission: an order group, one order of it paid alone, a one-pay order. */
const GOODS_BILLS: readonly Bill['type'][] = ['order_group', 'order', 'onepay'];

/**
 * Called by settleBill inside the payment's transaction (next to the rebate): when the payer registered through
 * an approved affiliate's link (users.affiliate_id), the affiliate earns their level's rate of the goods paid,
 * credited to affiliate_log at once but pending (design §4b): not withdrawable until the goods can no longer come
 * back (releaseCommissions), and taken back by a refund before then. Once per payment: the unique index affiliate_commissions_once keeps a second
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
    affiliateId: aff.a.id, buyerId: bill.userId, refType: bill.type, refSn: bill.sn, baseFen, rateBp: aff.rateBp, amountFen,
    status: COMMISSION_STATUS.pending, createdAt: now,
  }).onConflictDoNothing().returning();
  if (!row) return null;
  await postAffiliate(tx, { affiliateId: aff.a.id, type: 'commission', amountFen, ref: String(row.id), now });
  await recomputeLevel(tx, aff.a.id);
  return row;
}

/**
 * Lowers the commissions of `refs` to what the goods still paid for are worth (`live`): the difference is taken
 * back from the affiliate's revenue (ledger `reversal`), at most what is left there, and the level is recomputed;
 * then those whose goods can no longer come back become available. A pending commission cannot have been
 * withdrawn (withdrawals leave the pending part), so what a refund takes back from it is always there.
 */
async function revise(tx: DbOrTx, refs: PaymentRef[], live: (r: CommissionRow) => Promise<number>, now: number): Promise<void> {
  const where = refIn(affiliateCommissions.refType, affiliateCommissions.refSn, refs);
  if (!where) return;
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
  await releaseCommissions(tx, refs);
}

/** After a refund of an order's goods (refund-only, an approved return, a cancellation), in the refund's transaction. */
export async function reviseOrderCommissions(tx: DbOrTx, orderId: number, now: number): Promise<void> {
  await revise(tx, await paymentsOfOrders(tx, [orderId]), async (r) => liveGoodsFen(tx, await paidOrderIds(tx, { type: r.refType, sn: r.refSn })), now);
}

/** After a one-pay order is cancelled and refunded: its commission is reversed. */
export async function reviseOnepayCommissions(tx: DbOrTx, onepayId: number, now: number): Promise<void> {
  const [o] = await tx.select({ status: onepayOrders.status, goodsFen: onepayOrders.goodsFen }).from(onepayOrders).where(eq(onepayOrders.id, onepayId));
  if (!o) return;
  await revise(tx, await paymentOfOnepay(tx, onepayId), async () => (o.status === ONEPAY_STATUS.cancelled ? 0 : o.goodsFen), now);
}

/**
 * Pending commissions of `refs` whose goods can no longer come back become available (0 → 1), in the caller's
 * transaction. Nothing moves in the ledger: the revenue was credited when earned, only the pending mark goes.
 */
export async function releaseCommissions(tx: DbOrTx, refs: PaymentRef[]): Promise<number> {
  const c = affiliateCommissions;
  const where = refIn(c.refType, c.refSn, refs);
  if (!where) return 0;
  const rows = await tx.update(c).set({ status: COMMISSION_STATUS.available })
    .where(and(where, eq(c.status, COMMISSION_STATUS.pending), goodsSettled(c.refType, c.refSn))).returning({ id: c.id });
  return rows.length;
}

/** What is kept (credited minus reversed) of the affiliate's pending commissions: revenue not yet withdrawable. */
export async function pendingCommissionFen(db: DbOrTx, affiliateId: number): Promise<number> {
  const c = affiliateCommissions;
  const [row] = await db.select({ s: sql<string>`coalesce(sum(${c.amountFen} - ${c.reversedFen}), 0)` }).from(c)
    .where(and(eq(c.affiliateId, affiliateId), eq(c.status, COMMISSION_STATUS.pending)));
  return Number(row.s);
}

/** The revenue the affiliate can withdraw now: the balance less its pending part (never below zero). */
export async function withdrawableFen(db: DbOrTx, affiliateId: number, balanceFen: number): Promise<number> {
  return Math.max(0, balanceFen - (await pendingCommissionFen(db, affiliateId)));
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
