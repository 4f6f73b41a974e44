import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { moneyLog } from '../../db/schema';
import type { Order } from './orders';

/**
 * The part of a coupon this order was paid with: its exact share of its group's coupon, or the whole of the coupon
 * it was paid alone with (stored when paid: money/payment.ts); 0 while unpaid.
 */
export async function couponShareFen(_tx: DbOrTx, o: Order): Promise<number> {
  return o.paidBy ? o.couponFen : 0;
}

/** What went back to the wallet for single goods lines of the order (ledger `refund`, ref_no = the line's id). */
export async function linesRefundedFen(tx: DbOrTx, o: Order): Promise<number> {
  const [row] = await tx.select({ fen: sql<string>`coalesce(sum(${moneyLog.amountFen}), 0)` }).from(moneyLog)
    .where(and(eq(moneyLog.userId, o.userId), eq(moneyLog.type, 'refund'), eq(moneyLog.refType, 'order'), eq(moneyLog.refSn, o.sn), gt(moneyLog.refNo, 0)));
  return Number(row.fen);
}

/**
 * What the shopper paid for one order and has not had back: its total less its share of the group's
 * coupon, plus any extra paid for a price change, less what single lines of it have been refunded.
 */
export async function paidFen(tx: DbOrTx, o: Order): Promise<number> {
  const [extra] = await tx.select({ fen: sql<string>`coalesce(-sum(${moneyLog.amountFen}), 0)` }).from(moneyLog)
    .where(and(eq(moneyLog.userId, o.userId), eq(moneyLog.type, 'payment'), eq(moneyLog.refType, 'order_problem'), eq(moneyLog.refSn, o.sn)));
  return Math.max(0, o.totalFen - (await couponShareFen(tx, o)) + Number(extra.fen) - (await linesRefundedFen(tx, o)));
}
