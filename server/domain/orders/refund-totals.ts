import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { goodsRefunds, moneyLog, orderGoods, orders, ORDER_STATUS, REFUND_STATUS } from '../../db/schema';
import type { Lang } from '../../i18n';
import { goodsInLanguage } from '../catalogue/goods-language';
import type { OrderRefundState } from '../../../src/api/types/order';
import type { GoodsRow, Order, Translate } from './rows';

/*
 * How much of an order's money came back, as its list row and detail say it: the ledger's `refund` entries of
 * the order (lines refunded at once, returns approved, what a cancellation gave back) — the figures the wallet
 * shows, never worked out again from prices.
 */

/** An order the ledger has refunded anything of (SQL, on `orders`): the "refunded" tab and its count. */
export const orderRefunded = sql`exists (select 1 from ${moneyLog} where ${moneyLog.type} = 'refund' and ${moneyLog.refType} = 'order' and ${moneyLog.refSn} = ${orders.sn} and ${moneyLog.userId} = ${orders.userId})`;

/** What went back to the wallet for each of some of the shopper's orders, in fen, by order number (absent: nothing). */
export async function refundedFenBySn(db: DbOrTx, userId: number, sns: string[]): Promise<Map<string, number>> {
  if (!sns.length) return new Map();
  const rows = await db.select({ sn: moneyLog.refSn, fen: sql<string>`sum(${moneyLog.amountFen})` }).from(moneyLog)
    .where(and(eq(moneyLog.userId, userId), eq(moneyLog.type, 'refund'), eq(moneyLog.refType, 'order'), inArray(moneyLog.refSn, [...new Set(sns)])))
    .groupBy(moneyLog.refSn);
  return new Map(rows.map((r) => [r.sn, Number(r.fen)]));
}

/**
 * `fully`: the order closed with money back (every line refunded — at once or by approved returns — or cancelled
 * after it was paid); `partly`: some of it came back and the order goes on; `none`: nothing came back.
 */
export const refundState = (o: Pick<Order, 'status'>, refundedFen: number): OrderRefundState =>
  refundedFen <= 0 ? 'none' : o.status === ORDER_STATUS.cancelled ? 'fully' : 'partly';

/** The order's status as the shopper reads it: "Refunded" once it closed with its money back, else its status. */
export const refundAwareStatus = (t: Translate, o: Pick<Order, 'status'>, state: OrderRefundState) =>
  t(state === 'fully' ? 'order.status.refunded' : `order.status.${o.status}`);

/**
 * The lines that left some orders refunded (refund-only, or a return approved), in `lang`, by order id: what a
 * list row shows of an order none of whose lines is left, instead of nothing.
 */
export async function refundedLinesByOrder(db: DbOrTx, orderIds: number[], lang: Lang): Promise<Map<number, GoodsRow[]>> {
  const map = new Map<number, GoodsRow[]>();
  if (!orderIds.length) return map;
  const stored = await db.select({ g: orderGoods }).from(orderGoods)
    .innerJoin(goodsRefunds, and(eq(goodsRefunds.goodsId, orderGoods.id), eq(goodsRefunds.status, REFUND_STATUS.refunded)))
    .where(and(inArray(orderGoods.orderId, orderIds), eq(orderGoods.deleted, true))).orderBy(orderGoods.id);
  for (const g of await goodsInLanguage(db, stored.map((r) => r.g), lang)) map.set(g.orderId!, [...(map.get(g.orderId!) ?? []), g]);
  return map;
}
