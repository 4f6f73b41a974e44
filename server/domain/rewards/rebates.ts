import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { config, onepayOrders, orderGoods, orders, rebates, users, ORDER_STATUS, ONEPAY_STATUS } from '../../db/schema';
import { BizError } from '../../http/errors';
import type { Bill } from '../money/bills';
import { credit } from '../money/wallet';
import { yuan } from '../money/money';
import { goodsSettled, paidOrderIds, paymentOfOnepay, paymentsOfOrders, refIn, type PaymentRef } from './goods-settled';

/**
 * Rebates (design §4b "Invitations and rebates"): a shopper who registered through another's invite link
 * (users.inviter_id) pays for goods within REBATE_RULES.days of registering → the inviter earns rate_bp of
 * those goods, one row per payment (unique index rebates_once), written in the payment's own transaction.
 * It is pending (status 2) until the goods can no longer come back (goods-settled.ts: shipped in a parcel, or
 * done); only then is it earned (0) and can be moved. A refund of that payment before then lowers it to the
 * goods still paid for, and reverses it (status -1) when none are left, so no refunded payment leaves a rebate
 * paid out. Withdrawing moves every earned rebate into the wallet at once (ledger `rebate`) in the transaction
 * that marks them withdrawn.
 */
export const REBATE_STATUS = { pending: 2, earned: 0, withdrawn: 1, reversed: -1 } as const;
export type RebateRow = typeof rebates.$inferSelect;
export type RebateRules = { rateBp: number; days: number };

/** The defaults: 3 % of the goods for a year; an operator changes them with config rows of section "rebate". */
const DEFAULT_RULES: RebateRules = { rateBp: 300, days: 365 };
const RULE_KEYS: Record<string, keyof RebateRules> = { rebate_rate_bp: 'rateBp', rebate_days: 'days' };

export async function rebateRules(db: DbOrTx): Promise<RebateRules> {
  const rules = { ...DEFAULT_RULES };
  for (const row of await db.select().from(config).where(eq(config.section, 'rebate'))) {
    const key = RULE_KEYS[row.name];
    if (key && typeof row.value === 'number' && Number.isInteger(row.value) && row.value >= 0 && row.value <= 10_000) rules[key] = row.value;
  }
  return rules;
}

/** The share of `baseFen`, rounded down to the fen. */
export const rebateOf = (baseFen: number, rateBp: number) => Math.floor((baseFen * rateBp) / 10_000);

/** Bills whose goods earn the inviter a rebate: an order group, one order of it paid alone, a one-pay order. */
const GOODS_BILLS: readonly Bill['type'][] = ['order_group', 'order', 'onepay'];

/**
 * Called by settleBill inside the payment's transaction: when the payer was invited and registered less than
 * `days` ago, the inviter earns the rebate on the goods of the bill (never more than was paid). Once per
 * payment: the unique index rebates_once keeps a second row out.
 */
export async function earnRebate(tx: DbOrTx, bill: Bill, now: number): Promise<RebateRow | null> {
  if (!GOODS_BILLS.includes(bill.type)) return null;
  const [payer] = await tx.select({ inviterId: users.inviterId, createdAt: users.createdAt }).from(users).where(eq(users.id, bill.userId));
  if (!payer?.inviterId || payer.inviterId === bill.userId) return null;
  const rules = await rebateRules(tx);
  if (now >= payer.createdAt + rules.days * 86_400) return null;
  const goodsFen = bill.lines.filter((l) => l.key === 'pay.line.goods').reduce((s, l) => s + l.fen, 0);
  const baseFen = Math.min(goodsFen, bill.owedFen);
  const amountFen = rebateOf(baseFen, rules.rateBp);
  if (amountFen <= 0) return null;
  const [row] = await tx.insert(rebates).values({
    userId: payer.inviterId, inviteeId: bill.userId, refType: bill.type, refSn: bill.sn, baseFen, rateBp: rules.rateBp, amountFen,
    status: REBATE_STATUS.pending, createdAt: now,
  }).onConflictDoNothing().returning();
  return row ?? null;
}

/** Goods of orders still paid for: their live lines, nothing of a cancelled one. */
export async function liveGoodsFen(tx: DbOrTx, orderIds: number[]): Promise<number> {
  if (!orderIds.length) return 0;
  const [row] = await tx.select({ fen: sql<string>`coalesce(sum(${orderGoods.priceFen} * ${orderGoods.quantity}), 0)` }).from(orderGoods)
    .innerJoin(orders, eq(orders.id, orderGoods.orderId))
    .where(and(inArray(orderGoods.orderId, orderIds), eq(orderGoods.deleted, false), ne(orders.status, ORDER_STATUS.cancelled)));
  return Number(row.fen);
}

/**
 * Lowers (or reverses) the pending or earned rebates of `refs` to what `live` of their goods is still worth, then
 * makes those whose goods can no longer come back earned; a withdrawn one stays as it is.
 */
async function revise(tx: DbOrTx, refs: PaymentRef[], live: (r: RebateRow) => Promise<number>): Promise<void> {
  const where = refIn(rebates.refType, rebates.refSn, refs);
  if (!where) return;
  const rows = await tx.select().from(rebates).where(and(where, inArray(rebates.status, [REBATE_STATUS.pending, REBATE_STATUS.earned]))).for('update');
  for (const r of rows) {
    const baseFen = Math.min(r.baseFen, await live(r));
    if (baseFen === r.baseFen) continue;
    const amountFen = rebateOf(baseFen, r.rateBp);
    await tx.update(rebates).set(amountFen > 0 ? { baseFen, amountFen } : { status: REBATE_STATUS.reversed }).where(eq(rebates.id, r.id));
  }
  await releaseRebates(tx, refs);
}

/**
 * After a refund of an order's goods (refund-only, an approved return, a cancellation): the rebates earned on
 * its payment — of its group, or of the order paid alone — are revised to the goods that payment paid for and
 * are still paid for, in the refund's transaction (a group whose other orders have all shipped is then earned).
 */
export async function reviseOrderRebates(tx: DbOrTx, orderId: number): Promise<void> {
  await revise(tx, await paymentsOfOrders(tx, [orderId]), async (r) => liveGoodsFen(tx, await paidOrderIds(tx, { type: r.refType, sn: r.refSn })));
}

/** After a one-pay order is cancelled and refunded: its rebate is reversed. */
export async function reviseOnepayRebates(tx: DbOrTx, onepayId: number): Promise<void> {
  const [o] = await tx.select({ status: onepayOrders.status, goodsFen: onepayOrders.goodsFen }).from(onepayOrders).where(eq(onepayOrders.id, onepayId));
  if (!o) return;
  await revise(tx, await paymentOfOnepay(tx, onepayId), async () => (o.status === ONEPAY_STATUS.cancelled ? 0 : o.goodsFen));
}

/**
 * Pending rebates of `refs` whose goods can no longer come back become earned (2 → 0), in the caller's transaction
 * (a parcel shipped, a one-pay order shipped, the last open order of a group cancelled). Answers how many.
 */
export async function releaseRebates(tx: DbOrTx, refs: PaymentRef[]): Promise<number> {
  const where = refIn(rebates.refType, rebates.refSn, refs);
  if (!where) return 0;
  const rows = await tx.update(rebates).set({ status: REBATE_STATUS.earned })
    .where(and(where, eq(rebates.status, REBATE_STATUS.pending), goodsSettled(rebates.refType, rebates.refSn))).returning({ id: rebates.id });
  return rows.length;
}

export type RebateTotals = { pendingFen: number; availableFen: number; withdrawnFen: number; reversedFen: number };

export async function rebateTotals(db: DbOrTx, userId: number): Promise<RebateTotals> {
  const rows = await db.select({ status: rebates.status, fen: sql<string>`coalesce(sum(${rebates.amountFen}), 0)` }).from(rebates)
    .where(eq(rebates.userId, userId)).groupBy(rebates.status);
  const of = (s: number) => Number(rows.find((r) => r.status === s)?.fen ?? 0);
  return {
    pendingFen: of(REBATE_STATUS.pending), availableFen: of(REBATE_STATUS.earned), withdrawnFen: of(REBATE_STATUS.withdrawn), reversedFen: of(REBATE_STATUS.reversed),
  };
}

export type RebateListRow = RebateRow & { friend: { nickname: string; email: string | null } };

/** One page of the user's rebates, newest first, with the friend each came from; `status` narrows to one state. */
export async function listRebates(db: DbOrTx, userId: number, o: { page: number; pagesize: number; status?: number }) {
  const where = and(eq(rebates.userId, userId), o.status === undefined ? undefined : eq(rebates.status, o.status));
  const [total] = await db.select({ n: count() }).from(rebates).where(where);
  const rows = await db.select({ r: rebates, nickname: users.nickname, email: users.email }).from(rebates)
    .leftJoin(users, eq(users.id, rebates.inviteeId))
    .where(where).orderBy(desc(rebates.id)).limit(o.pagesize).offset((o.page - 1) * o.pagesize);
  return { rows: rows.map(({ r, nickname, email }): RebateListRow => ({ ...r, friend: { nickname: nickname ?? '', email } })), total: Number(total.n) };
}

export type RebateWithdrawal = { amountFen: number; count: number; balanceFen: number };

/**
 * Moves every earned rebate of the user into the wallet (pending ones stay: their goods can still come back): one ledger `rebate` entry for their sum and the rows
 * marked withdrawn, in one transaction. The user's row is locked first, so racing calls run one after another
 * and the later ones find nothing left (BizError 'rebate.nothing').
 */
export async function withdrawRebates(db: Db, userId: number, now: number): Promise<RebateWithdrawal> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const moved = await tx.update(rebates).set({ status: REBATE_STATUS.withdrawn, withdrawnAt: now })
      .where(and(eq(rebates.userId, userId), eq(rebates.status, REBATE_STATUS.earned)))
      .returning({ id: rebates.id, amountFen: rebates.amountFen });
    const amountFen = moved.reduce((s, r) => s + r.amountFen, 0);
    if (amountFen <= 0) {
      const { pendingFen } = await rebateTotals(tx, userId);
      throw pendingFen > 0 ? new BizError('rebate.pending', { amount: yuan(pendingFen) }) : new BizError('rebate.nothing');
    }
    const balanceFen = await credit(tx, 'rebate', {
      userId, amountFen, refType: 'rebate', refNo: moved.length, memo: `Rebates ${moved.map((r) => r.id).join(',')}`.slice(0, 250), now,
    });
    return { amountFen, count: moved.length, balanceFen };
  });
}
