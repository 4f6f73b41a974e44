import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { yuan } from '../domain/money/money';
import { cancelOnepay, deleteOnepay, listOnepay, onepayDetail, onepayPhotos, receiptOnepay, ONEPAY_TABS } from '../domain/onepay/onepay';
import { tab } from './order';

const byId = z.object({ id: f.id() });

/** /api/orders/* — the shopper's one-pay orders (goods and international shipping paid up front). */
export default defineGroup('/api/orders', (on) => {
  on('oplists', { auth: 'required', input: z.object({ status: tab(ONEPAY_TABS), page: f.page(), pagesize: f.pagesize() }) }, ({ db, user, input, t, lang, now }) =>
    listOnepay(db, user.id, { tab: input.status, page: input.page, pagesize: input.pagesize, lang, now: now() }, t));

  on('opdetail', { auth: 'required', input: byId }, ({ db, user, input, lang, t, now }) => onepayDetail(db, user.id, input.id, lang, t, now()));

  on('cancel', { auth: 'required', input: byId, msg: 'order.cancelOk' }, async ({ db, user, input, now, t }) => {
    const r = await cancelOnepay(db, user.id, input.id, now(), t);
    return { id: r.id, status: r.status, refund: yuan(r.refund_fen) };
  });

  on('delete', { auth: 'required', input: byId, msg: 'order.deleteOk' }, async ({ db, user, input, t }) => {
    await deleteOnepay(db, user.id, input.id, t);
    return { id: input.id };
  });

  on('receipt', { auth: 'required', input: byId, msg: 'onepay.receiptOk' }, ({ db, user, input, now, t }) => receiptOnepay(db, user.id, input.id, now(), t));

  on('photo', { auth: 'required', input: byId }, ({ db, user, input, lang }) => onepayPhotos(db, user.id, input.id, lang));
});
