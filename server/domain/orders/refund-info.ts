import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { goodsRefunds, orderGoods, orders, REFUND_STATUS } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Lang } from '../../i18n';
import { yuan } from '../money/money';
import { goodsInLanguage } from '../catalogue/goods-language';
import { lineRefundFen, refundMode } from './refund-amount';
import { reasonText } from './refund-reasons';
import { lockOwnOrder, type GoodsRow, type Order, type Translate } from './orders';
import type { GoodsRefund, RefundInfo, RefundInfoNew, RefundStatus } from '../../../src/api/types/rewards';

export type RefundRow = typeof goodsRefunds.$inferSelect;

/**
 * One goods line of the shopper's purchase orders with its order, locked FOR UPDATE with `lock` (group,
 * order, line: the order the payments and cancellations lock in). Another shopper's line, a one-pay line or a missing one: not found.
 */
export async function ownLine(tx: DbOrTx, userId: number, goodsId: number, lock = false): Promise<{ o: Order; g: GoodsRow }> {
  const [peek] = await tx.select({ orderId: orderGoods.orderId }).from(orderGoods)
    .where(and(eq(orderGoods.id, goodsId), eq(orderGoods.userId, userId), isNotNull(orderGoods.orderId)));
  if (!peek?.orderId) throw notFound('refund.goodsNotFound');
  const [o] = lock
    ? [await lockOwnOrder(tx, userId, peek.orderId)]
    : await tx.select().from(orders).where(and(eq(orders.id, peek.orderId), eq(orders.userId, userId), eq(orders.deleted, false)));
  const gq = tx.select().from(orderGoods).where(and(eq(orderGoods.id, goodsId), eq(orderGoods.orderId, peek.orderId)));
  const [g] = lock ? await gq.for('update') : await gq;
  if (!o || !g) throw notFound('refund.goodsNotFound');
  return { o, g };
}

export const refundWire = (t: Translate) => (r: RefundRow): GoodsRefund => ({
  id: r.id, type: r.kind, amount: yuan(r.amountFen), reason: reasonText(t, r), remark: r.remark, images: r.images,
  status: r.status as RefundStatus, status_text: t(`refund.status.${r.status}`), review_note: r.reviewNote,
  created_at: r.createdAt, decided_at: r.decidedAt,
});

/** Every request of a line, newest first. */
export const lineRefunds = (db: DbOrTx, goodsId: number) =>
  db.select().from(goodsRefunds).where(eq(goodsRefunds.goodsId, goodsId)).orderBy(desc(goodsRefunds.id));

const isOpen = (r: Pick<RefundRow, 'status'>) => r.status === REFUND_STATUS.pending || r.status === REFUND_STATUS.refunded;

/** Does the line have a pending or refunded request? */
export async function hasOpenRefund(db: DbOrTx, goodsId: number): Promise<boolean> {
  return (await db.select({ status: goodsRefunds.status }).from(goodsRefunds).where(eq(goodsRefunds.goodsId, goodsId))).some(isOpen);
}

/** The refund state of one of the shopper's lines; with `history`, every request of it (getInfoNew). */
export async function refundInfo(db: DbOrTx, userId: number, goodsId: number, ctx: { t: Translate; lang: Lang }): Promise<RefundInfo>;
export async function refundInfo(db: DbOrTx, userId: number, goodsId: number, ctx: { t: Translate; lang: Lang; history: true }): Promise<RefundInfoNew>;
export async function refundInfo(db: DbOrTx, userId: number, goodsId: number, ctx: { t: Translate; lang: Lang; history?: boolean }): Promise<RefundInfo | RefundInfoNew> {
  const { o, g: stored } = await ownLine(db, userId, goodsId);
  const all = await lineRefunds(db, goodsId);
  // A line removed from an unpaid order (deletegoods) was never paid: it has no refund state.
  if (stored.deleted && !all.length) throw notFound('refund.goodsNotFound');
  const [g] = await goodsInLanguage(db, [stored], ctx.lang);
  const open = all.some(isOpen);
  const mode = open ? null : refundMode(o, g);
  const latest = all.find((r) => r.status !== REFUND_STATUS.withdrawn);
  const info: RefundInfo = {
    id: g.id, order_id: o.id, order_sn: o.sn, goods_id: g.id, title: g.title, pic_url: g.picUrl, sku_text: g.skuText,
    quantity: g.quantity, price: yuan(g.priceFen),
    max_amount: yuan(mode ? await lineRefundFen(db, o, g) : 0),
    mode,
    refund: latest ? refundWire(ctx.t)(latest) : null,
  };
  return ctx.history ? { ...info, history: all.map(refundWire(ctx.t)) } : info;
}

/** The goods lines of an order that left it refunded (refund-only, or a return staff approved): order detail names them so the page still shows them. */
export async function refundedGoods(db: DbOrTx, orderId: number): Promise<number[]> {
  const rows = await db.select({ id: goodsRefunds.goodsId }).from(goodsRefunds)
    .where(and(eq(goodsRefunds.orderId, orderId), eq(goodsRefunds.status, REFUND_STATUS.refunded))).orderBy(goodsRefunds.id);
  return rows.map((r) => r.id);
}
