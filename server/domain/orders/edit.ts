import { and, count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { items, orderGoods, orders, ORDER_STATUS } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { yuan } from '../money/money';
import { addMessage } from './messages';
import { serviceFeeFen } from '../cart/service-fee';
import { shopperFeeRate } from '../cart/fee-rate';
import { groupSns, lockOwnOrder, refreshGroupTotal, statusText, type Order, type Translate } from './orders';
import type { ChangedTotals, DomesticShipping } from '../../../src/api/types/order';

async function totalsAnswer(tx: DbOrTx, o: Order, groupTotal: number): Promise<ChangedTotals> {
  return {
    id: o.id, shipping: o.shipping, goods_total: yuan(o.goodsFen), post_fee: yuan(o.postFeeFen), service_fee: yuan(o.serviceFen),
    total: yuan(o.totalFen), group_sn: (await groupSns(tx, [o.groupId])).get(o.groupId) ?? '', group_total: yuan(groupTotal),
  };
}

function mustBeUnpaid(o: Order, t: Translate) {
  if (o.status !== ORDER_STATUS.unpaid) throw new BizError('order.notUnpaid', { status: statusText(t, o.status) });
}

/**
 * The seller's standard post fee for an order: as at checkout, the largest post fee of its catalogue
 * items; for goods added by hand (no catalogue item) it is read back from the order's own fee.
 */
async function standardPostFen(tx: DbOrTx, o: Order): Promise<number> {
  const lines = await tx.select({ itemId: orderGoods.itemId, fee: items.postFeeFen }).from(orderGoods)
    .leftJoin(items, eq(items.id, orderGoods.itemId)).where(and(eq(orderGoods.orderId, o.id), eq(orderGoods.deleted, false)));
  if (lines.length && lines.every((l) => l.fee != null)) return Math.max(...lines.map((l) => l.fee!));
  return o.shipping === 'express' ? Math.round(o.postFeeFen / 2) : o.postFeeFen;
}

/** Switches an unpaid order's domestic shipping: express costs twice the standard post fee. */
export async function changeShipping(db: Db, userId: number, id: number, shipping: DomesticShipping, t: Translate): Promise<ChangedTotals> {
  return db.transaction(async (tx) => {
    const o = await lockOwnOrder(tx, userId, id);
    mustBeUnpaid(o, t);
    const standard = await standardPostFen(tx, o);
    const postFeeFen = shipping === 'express' ? standard * 2 : standard;
    const [u] = await tx.update(orders).set({ shipping, postFeeFen, totalFen: o.goodsFen + postFeeFen + o.serviceFen })
      .where(eq(orders.id, o.id)).returning();
    return totalsAnswer(tx, u, await refreshGroupTotal(tx, o.groupId));
  });
}

/** Removes one goods line from an unpaid order that keeps at least one line; goods, service fee (at the shopper's rate: cart/fee-rate.ts) and totals follow. */
export async function deleteGoods(db: Db, userId: number, id: number, goodsId: number, t: Translate, now: number): Promise<ChangedTotals> {
  return db.transaction(async (tx) => {
    const o = await lockOwnOrder(tx, userId, id);
    const [g] = await tx.select().from(orderGoods)
      .where(and(eq(orderGoods.id, goodsId), eq(orderGoods.orderId, o.id), eq(orderGoods.userId, userId), eq(orderGoods.deleted, false)));
    if (!g) throw notFound('order.goodsNotFound');
    mustBeUnpaid(o, t);
    const [{ n }] = await tx.select({ n: count() }).from(orderGoods).where(and(eq(orderGoods.orderId, o.id), eq(orderGoods.deleted, false)));
    if (Number(n) <= 1) throw new BizError('order.lastLine');
    await tx.update(orderGoods).set({ deleted: true }).where(eq(orderGoods.id, g.id));
    const goodsFen = o.goodsFen - g.priceFen * g.quantity;
    const serviceFen = serviceFeeFen(goodsFen, (await shopperFeeRate(tx, userId, now)).percent);
    const [u] = await tx.update(orders).set({ goodsFen, serviceFen, totalFen: goodsFen + o.postFeeFen + serviceFen })
      .where(eq(orders.id, o.id)).returning();
    return totalsAnswer(tx, u, await refreshGroupTotal(tx, o.groupId));
  });
}

/**
 * The shopper asks for more QC photos of a goods line in the warehouse; a remark goes to staff as a
 * message on the order. A second request while one is pending is refused.
 */
export async function requestPhotos(db: Db, userId: number, goodsId: number, remark: string, now: number, t: Translate): Promise<{ goods_id: number; photo_requested: true }> {
  return db.transaction(async (tx) => {
    const [g] = await tx.select().from(orderGoods)
      .where(and(eq(orderGoods.id, goodsId), eq(orderGoods.userId, userId), eq(orderGoods.deleted, false))).for('update');
    if (!g?.orderId) throw notFound('order.goodsNotFound');
    const o = await lockOwnOrder(tx, userId, g.orderId);
    if (o.status !== ORDER_STATUS.warehouse) throw new BizError('order.notInWarehouse', { status: statusText(t, o.status) });
    if (g.photoRequested) throw new BizError('order.photoPending');
    await tx.update(orderGoods).set({ photoRequested: true }).where(eq(orderGoods.id, g.id));
    const text = t('order.photoRequest', { title: g.title }) + (remark ? `: ${remark}` : '');
    await addMessage(tx, { refType: 'order', refId: o.id, userId, fromStaff: false, content: text.slice(0, 500), now });
    return { goods_id: g.id, photo_requested: true as const };
  });
}
