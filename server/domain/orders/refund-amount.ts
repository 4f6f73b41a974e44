import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { orderGoods, ORDER_STATUS } from '../../db/schema';
import { couponShareFen, paidFen } from './paid';
import type { GoodsRow, Order } from './orders';

export type RefundMode = 'refund_only' | 'return';

/** What a live line of an order allows: refund-only while the order is paid and not bought, a return once bought (not yet in a parcel). */
export function refundMode(o: Order, g: GoodsRow): RefundMode | null {
  // Ship-for-me goods (source 'buyself') were never paid for here: nothing to refund.
  if (g.deleted || o.source === 'buyself') return null;
  if (o.status === ORDER_STATUS.paid) return 'refund_only';
  if ((o.status === ORDER_STATUS.bought || o.status === ORDER_STATUS.warehouse) && g.parcelId == null) return 'return';
  return null;
}

/** Is `g` the only live line left of its order? */
export async function lastLiveLine(tx: DbOrTx, o: Order): Promise<boolean> {
  const [{ n }] = await tx.select({ n: count() }).from(orderGoods).where(and(eq(orderGoods.orderId, o.id), eq(orderGoods.deleted, false)));
  return Number(n) <= 1;
}

/**
 * The most a line may be refunded, in fen: its goods plus its share (by goods value) of the order's service
 * fee, less its share of the group coupon, rounded down — so the lines together never get more than was
 * paid. The last line of an order not yet bought (its refund cancels the order) takes everything still
 * paid and not refunded: the domestic post fee and any price-change extra too. Never above what is left.
 */
async function lineMaxFen(tx: DbOrTx, o: Order, g: GoodsRow, last: boolean): Promise<number> {
  const left = await paidFen(tx, o);
  if (last && o.status === ORDER_STATUS.paid) return left;
  const goods = g.priceFen * g.quantity;
  if (o.goodsFen <= 0 || goods <= 0) return 0;
  const share = Math.floor((goods * (o.goodsFen + o.serviceFen - Math.min(await couponShareFen(tx, o), o.goodsFen + o.serviceFen))) / o.goodsFen);
  return Math.max(0, Math.min(share, left));
}

/**
 * A line's refund quote, in fen: what refunding it now moves (refund-only), or the most a return may ask. The
 * one computation behind the figure getInfo shows and the amount addRefundOnly / addRefund move or allow, read
 * in the same state of the order (whether the line is the last one left decides whether it takes the post fee),
 * so what a form promises is what comes back. Lines that cannot be refunded now quote 0.
 */
export async function lineRefundFen(tx: DbOrTx, o: Order, g: GoodsRow): Promise<number> {
  if (!refundMode(o, g)) return 0;
  return lineMaxFen(tx, o, g, await lastLiveLine(tx, o));
}
