import { z } from 'zod';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { page } from '../http/envelope';
import { yuan } from '../domain/money/money';
import { addBuyself, buyselfPage, carrierNames, deleteBuyself, BUYSELF_STATUS, type BuyselfRow } from '../domain/shipforme/buyself';
import { SHOP_PLATFORMS, applyShop, latestShop, type ShopRow } from '../domain/shipforme/settlement';
import type { BuyselfGoods, BuyselfList, BuyselfStatus, ShopApplication, ShopStatus } from '../../src/api/types/shipforme';

type T = (key: string, params?: Record<string, string | number>) => string;

const buyselfView = (t: T, names: Map<string, string>) => (b: BuyselfRow): BuyselfGoods => ({
  id: b.id, carrier: b.carrier, carrier_name: names.get(b.carrier) ?? b.carrier, tracking_no: b.trackingNo, contents: b.contents,
  quantity: b.quantity, value: yuan(b.valueFen), remark: b.remark, status: b.status as BuyselfStatus, status_text: t(`buyself.status.${b.status}`),
  order_id: b.orderId, can_delete: b.status === BUYSELF_STATUS.pending, created_at: b.createdAt, received_at: b.receivedAt,
});

export const shopView = (t: T) => (s: ShopRow): ShopApplication => ({
  id: s.id, shop_name: s.shopName, platform: s.platform as ShopApplication['platform'], shop_url: s.shopUrl, contact_name: s.contactName,
  contact: s.contact, description: s.description, status: s.status as ShopStatus, status_text: t(`shop.status.${s.status}`), reason: s.reason,
  created_at: s.createdAt, decided_at: s.decidedAt,
});

/** A tracking number as carriers print them: letters, digits and dashes (spaces typed in are dropped). */
const trackingNo = z.string().transform((s) => s.replace(/\s+/g, '').toUpperCase()).pipe(z.string().regex(/^[A-Z0-9-]{4,40}$/, 'msg:buyself.tracking'));
/** The declared value of the goods, more than zero. */
const value = f.yuan().refine((fen) => fen > 0, { message: 'msg:error.invalid' });

/** /api/buyself/*: ship-for-me declarations (design §4b). */
const buyself = defineGroup('/api/buyself', (on) => {
  on('lists', {
    auth: 'required',
    input: z.object({ page: f.page(), pagesize: f.pagesize(), status: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional()) }),
  }, async ({ db, user, input, t, lang }): Promise<BuyselfList> => {
    const { rows, total, counts } = await buyselfPage(db, user.id, { page: input.page, pagesize: input.pagesize, status: input.status as 0 | 1 | undefined });
    return { ...page(rows.map(buyselfView(t, await carrierNames(db, lang))), total, input.page, input.pagesize), counts };
  });

  on('add', {
    auth: 'required',
    input: z.object({
      carrier: f.nonEmpty(40), tracking_no: trackingNo, contents: f.nonEmpty(200), quantity: f.count(9999).default(1), value, remark: f.text(500).default(''),
    }),
    msg: 'buyself.added',
  }, async ({ db, user, input, t, lang, now }): Promise<BuyselfGoods> => {
    const row = await addBuyself(db, user.id, {
      carrier: input.carrier, trackingNo: input.tracking_no, contents: input.contents, quantity: input.quantity, valueFen: input.value, remark: input.remark,
    }, now());
    return buyselfView(t, await carrierNames(db, lang))(row);
  });

  on('delete', { auth: 'required', input: z.object({ id: f.id() }), msg: 'buyself.deleted' }, async ({ db, user, input }) => {
    await deleteBuyself(db, user.id, input.id);
    return { id: input.id };
  });
});

/** A shop's link: http(s) only ('' for none). */
const shopUrl = z.string().trim().max(500).refine((s) => s === '' || /^https?:\/\/[^\s/]+\.[^\s]*$/i.test(s), 'msg:shop.url').default('');

/** /api/shop/*: seller settlement (design §4b). */
const shop = defineGroup('/api/shop', (on) => {
  on('add', {
    auth: 'required',
    input: z.object({
      shop_name: f.nonEmpty(100), platform: z.enum(SHOP_PLATFORMS), shop_url: shopUrl, contact_name: f.nonEmpty(60), contact: f.nonEmpty(100),
      description: f.text(2000).default(''),
    }),
    msg: 'shop.sent',
  }, async ({ db, user, input, t, now }): Promise<ShopApplication> => shopView(t)(await applyShop(db, user.id, {
    shopName: input.shop_name, platform: input.platform, shopUrl: input.shop_url, contactName: input.contact_name, contact: input.contact, description: input.description,
  }, now())));

  on('getinfo', { auth: 'required' }, async ({ db, user, t }): Promise<ShopApplication | null> => {
    const row = await latestShop(db, user.id);
    return row && shopView(t)(row);
  });
});

export default function shipformeGroups(app: Hono<AppEnv>) {
  buyself(app);
  shop(app);
}
