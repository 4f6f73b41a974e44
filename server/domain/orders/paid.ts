import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { moneyLog, orderGroups } from '../../db/schema';
import type { Order } from './orders';

/** The order's share of its group's coupon (the coupon was taken off the group as a whole, by order total). */
export async function couponShareFen(tx: DbOrTx, o: Order): Promise<number> {
  const [g] = await tx.select().from(orderGroups).where(eq(orderGroups.id, o.groupId));
  return g && g.couponFen && g.totalFen > 0 ? Math.round((g.couponFen * o.totalFen) / g.totalFen) : 0;
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
