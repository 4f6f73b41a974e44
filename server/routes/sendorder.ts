import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { BizError } from '../http/errors';
import { cancelParcel, changeParcelLine, findParcel, hasTracking } from '../domain/parcels/parcels';
import { goodsShippingMethods, listParcels, parcelDetail, parcelShippingMethods } from '../domain/parcels/view';
import { deliverParcel } from '../domain/parcels/ops';
import { listTracking } from '../domain/parcels/tracking';
import { carrierName } from '../i18n';
import { MESSAGE_MAX, addMessage, listMessages } from '../domain/orders/messages';
import orderToPackage from './order-to-package';
import rehearsal from './rehearsal';
import opsParcels from './ops-parcels';
import type { ParcelTrack } from '../../src/api/types/parcel';

const TABS = ['all', '0', '1', '2', '3', '4', '-1'] as const;
const byId = z.object({ id: f.id() });

/** Parcels (send orders), spec §7: the shopper's side. Creating one is /api/order/ordertopackage. */
const sendorder = defineGroup('/api/sendorder', (on) => {
  on('lists', {
    auth: 'required',
    input: z.object({
      status: z.preprocess((v) => (v === undefined || v === '' ? 'all' : String(v)), z.enum(TABS)),
      page: f.page(), pagesize: f.pagesize(),
    }),
  }, ({ db, input, user, lang, now }) =>
    listParcels(db, user.id, input.status === 'all' ? null : Number(input.status), input.page, input.pagesize, lang, now()));

  on('detail', { auth: 'required', input: byId }, async ({ db, input, user, lang, now }) => parcelDetail(db, await findParcel(db, user.id, input.id), lang, now()));

  on('cancel', { auth: 'required', input: byId, msg: 'parcel.cancelled' }, async ({ db, input, user, lang, now }) =>
    parcelDetail(db, await cancelParcel(db, user.id, input.id, now()), lang));

  on('getShippingMethod', {
    auth: 'required',
    input: z.object({ id: f.id().optional(), goods_ids: f.ids().optional(), country: f.text(20).optional() }),
  }, async ({ db, input, user, lang }) => {
    if (input.id) return parcelShippingMethods(db, await findParcel(db, user.id, input.id), lang);
    if (!input.goods_ids) throw new BizError('error.required', { field: 'goods_ids' });
    if (!input.country) throw new BizError('error.required', { field: 'country' });
    return goodsShippingMethods(db, user.id, input.goods_ids, input.country, lang);
  });

  on('changeShippingMethod', { auth: 'required', input: z.object({ id: f.id(), line_id: f.id() }) }, async ({ db, input, user, lang }) =>
    parcelDetail(db, await changeParcelLine(db, user.id, input.id, input.line_id, lang), lang));

  on('isshowtrackindex', { auth: 'required', input: byId }, async ({ db, input, user }) => {
    const p = await findParcel(db, user.id, input.id);
    return { show: hasTracking(p) };
  });

  on('gettrackindex', { auth: 'required', input: byId }, async ({ db, input, user, lang }): Promise<ParcelTrack> => {
    const p = await findParcel(db, user.id, input.id);
    return { carrier: carrierName(p.carrier, lang), tracking_no: p.trackingNo, events: await listTracking(db, 'parcel', p.id, lang) };
  });

  on('addReply', {
    auth: 'required',
    input: z.object({ id: f.id(), content: f.text(MESSAGE_MAX).default(''), image: f.image() }),
  }, async ({ db, input, user, now }) => {
    const p = await findParcel(db, user.id, input.id);
    return addMessage(db, { refType: 'parcel', refId: p.id, userId: user.id, fromStaff: false, content: input.content, image: input.image, now: now() });
  });

  on('sendorderReply', { auth: 'required', input: byId }, async ({ db, input, user }) => {
    const p = await findParcel(db, user.id, input.id);
    return listMessages(db, 'parcel', p.id);
  });

  on('receipt', { auth: 'required', input: byId, msg: 'parcel.received' }, async ({ db, config, input, user, lang, now }) =>
    parcelDetail(db, await deliverParcel({ db, config, now }, { id: input.id, userId: user.id }), lang));

  on('photo', { auth: 'required', input: byId }, async ({ db, input, user }) => {
    const p = await findParcel(db, user.id, input.id);
    return { id: p.id, sn: p.sn, photos: p.photos };
  });
});

/** Every parcel-related group: /api/sendorder, /api/order/ordertopackage, /api/rehearsal and the parcel /ops calls. */
export default function parcelRoutes(app: Parameters<typeof sendorder>[0]) {
  for (const g of [sendorder, orderToPackage, rehearsal, opsParcels]) g(app);
}
