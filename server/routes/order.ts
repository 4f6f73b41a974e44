import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { BizError } from '../http/errors';
import { listOrders, deleteOrder, ownOrder, ORDER_TABS } from '../domain/orders/orders';
import { cancelOrder } from '../domain/orders/cancel';
import { orderDetail, warehouseGoods, orderPhotos, expressTrack, expressTrackNew } from '../domain/orders/detail';
import { changeShipping, deleteGoods, requestPhotos } from '../domain/orders/edit';
import { addStorage, STORAGE_DAYS } from '../domain/orders/storage';
import { addMessage, listMessages, MESSAGE_MAX } from '../domain/orders/messages';
import { yuan } from '../domain/money/money';

/** A tab of the order list: 'all' (also when empty), a status, 'problem' or 'refunded'. */
export const tab = <T extends readonly [string, ...string[]]>(tabs: T) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? 'all' : String(v)), z.enum(tabs));

const byId = z.object({ id: f.id() });
const paged = { page: f.page(), pagesize: f.pagesize() };

/** /api/order/* — the shopper's purchase orders (ordertopackage lives with parcels). */
export default defineGroup('/api/order', (on) => {
  on('lists', { auth: 'required', input: z.object({ status: tab(ORDER_TABS), ...paged }) }, ({ db, user, input, t, lang, now }) =>
    listOrders(db, user.id, { tab: input.status, page: input.page, pagesize: input.pagesize, lang, now: now() }, t));

  on('cancel', { auth: 'required', input: byId, msg: 'order.cancelOk' }, async ({ db, user, input, now, t }) => {
    const r = await cancelOrder(db, user.id, input.id, now(), t);
    return { id: r.id, status: r.status, refund: yuan(r.refund_fen) };
  });

  on('delete', { auth: 'required', input: byId, msg: 'order.deleteOk' }, async ({ db, user, input, t }) => {
    await deleteOrder(db, user.id, input.id, t);
    return { id: input.id };
  });

  on('detail', { auth: 'required', input: byId }, ({ db, user, input, now, t, lang }) => orderDetail(db, user.id, input.id, now(), t, lang));

  on('getGoodslist', { auth: 'required', input: z.object({ status: z.preprocess((v) => (v === '' || v == null ? 3 : v), f.int().min(-1).max(5)), ...paged }) },
    ({ db, user, input, now, lang }) => warehouseGoods(db, user.id, { ...input, lang }, now()));

  on('changeShipping', { auth: 'required', input: z.object({ id: f.id(), express: z.enum(['standard', 'express']) }), msg: 'order.shippingOk' },
    ({ db, user, input, t }) => changeShipping(db, user.id, input.id, input.express, t));

  on('deletegoods', { auth: 'required', input: z.object({ id: f.id(), goods_id: f.id() }), msg: 'order.goodsDeleted' },
    ({ db, user, input, t, now }) => deleteGoods(db, user.id, input.id, input.goods_id, t, now()));

  on('getExpressTrack', { auth: 'required', input: byId }, ({ db, user, input, lang }) => expressTrack(db, user.id, input.id, lang));
  on('getExpressTrackNew', { auth: 'required', input: byId }, ({ db, user, input, lang }) => expressTrackNew(db, user.id, input.id, lang));

  on('orderReply', { auth: 'required', input: byId }, async ({ db, user, input }) => {
    const o = await ownOrder(db, user.id, input.id);
    return listMessages(db, 'order', o.id);
  });

  on('addReply', { auth: 'required', input: z.object({ id: f.id(), content: f.text(MESSAGE_MAX).default(''), image: f.image() }), msg: 'order.replyOk' },
    async ({ db, user, input, now }) => {
      const o = await ownOrder(db, user.id, input.id);
      return addMessage(db, { refType: 'order', refId: o.id, userId: user.id, fromStaff: false, content: input.content, image: input.image, now: now() });
    });

  on('photo', { auth: 'required', input: byId }, ({ db, user, input, lang }) => orderPhotos(db, user.id, input.id, lang));

  on('addPhoto', { auth: 'required', input: z.object({ goods_id: f.id().optional(), id: f.id().optional(), remark: f.text(200).default('') }), msg: 'order.photoRequested' },
    ({ db, user, input, now, t }) => {
      const goodsId = input.goods_id ?? input.id;
      if (!goodsId) throw new BizError('error.required', { field: 'goods_id' });
      return requestPhotos(db, user.id, goodsId, input.remark, now(), t);
    });

  on('addStorage', {
    auth: 'required',
    input: z.object({
      goods_id: f.id().optional(), id: f.id().optional(),
      days: f.int().refine((d) => (STORAGE_DAYS as readonly number[]).includes(d), { message: 'msg:order.storageDays' }),
    }),
    msg: 'order.storageOk',
  }, ({ db, user, input, now, t }) => {
    if (!input.goods_id && !input.id) throw new BizError('error.required', { field: 'id' });
    return addStorage(db, user.id, { goodsId: input.goods_id, orderId: input.id }, input.days, now(), t);
  });
});
