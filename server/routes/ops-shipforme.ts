import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f, INT_MAX } from '../http/input';
import { yuan } from '../domain/money/money';
import { buyselfForReview, receiveBuyself } from '../domain/shipforme/buyself';
import { decideShop, shopsForReview, type ShopRow } from '../domain/shipforme/settlement';

/** Photo urls of received goods: "a,b", repeated fields or a JSON array; each site-relative or http(s). */
const photos = z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(500).refine((s) => s.startsWith('/') || /^https?:\/\//.test(s))).max(9));

const shopWire = (s: ShopRow) => ({
  id: s.id, user_id: s.userId, shop_name: s.shopName, platform: s.platform, shop_url: s.shopUrl, contact_name: s.contactName, contact: s.contact,
  description: s.description, status: s.status, reason: s.reason, created_at: s.createdAt, decided_at: s.decidedAt,
});

/**
 * Operator calls for ship-for-me and seller settlement (header X-Ops-Token):
 *   buyself_pending [status]                       declarations (0 on its way, the default; 1 received)
 *   buyself_receive id weight [volume] [photos]    receive declared goods into the shopper's warehouse (once)
 *   shops [status]                                 settlement applications (0 under review, the default; 1 approved, -1 rejected)
 *   shop_approve id / shop_reject id reason        decide an application: the shopper gets a message
 */
export default defineGroup('/ops', (on) => {
  on('buyself_pending', {
    help: 'ship-for-me declarations (status 0 on its way, the default; 1 received into the warehouse)',
    auth: 'ops', input: z.object({ status: z.coerce.number().int().min(0).max(1).default(0) }),
  }, async ({ db, input }) => (await buyselfForReview(db, input.status)).map(({ b, email, username }) => ({
    id: b.id, user_id: b.userId, user: email ?? username ?? '', carrier: b.carrier, tracking_no: b.trackingNo, contents: b.contents,
    quantity: b.quantity, value: yuan(b.valueFen), remark: b.remark, status: b.status, order_id: b.orderId, created_at: b.createdAt,
  })));

  on('buyself_receive', {
    help: 'declared goods arrived: weight in grams [volume cm³] [photos=url,url] — they become an order in the shopper\'s warehouse (once)',
    auth: 'ops',
    input: z.object({ id: f.id(), weight: z.coerce.number().int().min(1).max(INT_MAX), volume: z.coerce.number().int().min(1).max(INT_MAX).optional(), photos: photos.optional() }),
  }, ({ input, db, config, now }) => receiveBuyself({ db, config, now }, { id: input.id, weightG: input.weight, volumeCm3: input.volume, photos: input.photos }));

  on('shops', {
    help: 'seller settlement applications (status 0 under review, the default; 1 approved, -1 rejected)',
    auth: 'ops', input: z.object({ status: z.coerce.number().int().min(-1).max(1).default(0) }),
  }, async ({ db, input }) => (await shopsForReview(db, input.status)).map(({ s, email, username }) => ({ ...shopWire(s), user: email ?? username ?? '' })));

  on('shop_approve', { help: 'approve a settlement application: the shopper gets a message', auth: 'ops', input: z.object({ id: f.id() }) },
    async ({ db, input, now }) => shopWire(await decideShop(db, input.id, { approve: true }, now())));

  on('shop_reject', { help: 'reject a settlement application with the reason the shopper reads', auth: 'ops', input: z.object({ id: f.id(), reason: f.nonEmpty(500) }) },
    async ({ db, input, now }) => shopWire(await decideShop(db, input.id, { approve: false, reason: input.reason }, now())));
});
