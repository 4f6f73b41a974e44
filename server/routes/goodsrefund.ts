import { z } from 'zod';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { refundInfo } from '../domain/orders/refund-info';
import { parseReason, refundReasons } from '../domain/orders/refund-reasons';
import { refundOnly } from '../domain/orders/refund-only';
import { requestReturn, withdrawReturn } from '../domain/orders/returns';
import { handleProblem, orderProblem } from '../domain/orders/problems';

const line = z.object({ goods_id: f.id() });
const text = { reason: f.text(200).default(''), remark: f.text(500).default('') };
/** Photos as "url,url" (a GET query carries no arrays), repeated fields or a JSON array; each an upload url (f.image). */
const images = z.union([z.string(), z.array(z.string())]).default('')
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(f.image().unwrap()).max(100)); // the domain allows RETURN_IMAGES_MAX and says so

/** /api/goodsrefund/*: refunds of a purchase order's goods line — refund-only before it is bought, a return after. */
const goodsrefund = defineGroup('/api/goodsrefund', (on) => {
  on('getReason', { auth: 'required' }, ({ t }) => refundReasons(t));

  on('getInfo', { auth: 'required', input: line }, ({ db, user, input, t, lang }) => refundInfo(db, user.id, input.goods_id, { t, lang }));

  on('getInfoNew', { auth: 'required', input: line }, ({ db, user, input, t, lang }) => refundInfo(db, user.id, input.goods_id, { t, lang, history: true }));

  // `amount`: the figure the shopper was shown (getInfo's max_amount); when the line's refund is no longer that, nothing moves.
  on('addRefundOnly', { auth: 'required', msg: 'refund.refunded', input: line.extend({ ...text, amount: f.yuan().optional() }) }, async ({ db, user, input, t, lang, now }) => {
    await refundOnly(db, user.id, input.goods_id, { ...parseReason(input.reason), remark: input.remark, expectedFen: input.amount }, now());
    return refundInfo(db, user.id, input.goods_id, { t, lang });
  });

  on('addRefund', { auth: 'required', msg: 'refund.requested', input: line.extend({ ...text, amount: f.yuan().optional(), images }) }, async ({ db, user, input, t, lang, now }) => {
    await requestReturn(db, user.id, input.goods_id, { ...parseReason(input.reason), remark: input.remark, amountFen: input.amount, images: input.images }, now());
    return refundInfo(db, user.id, input.goods_id, { t, lang });
  });

  on('delRefund', { auth: 'required', msg: 'refund.withdrawn', input: z.object({ id: f.id() }) }, async ({ db, user, input, t, lang, now }) =>
    refundInfo(db, user.id, await withdrawReturn(db, user.id, input.id, now()), { t, lang }));
});

/** /api/goodsproblem/*: a problem staff raised on an order (price change, out of stock) and the shopper's choice. */
const goodsproblem = defineGroup('/api/goodsproblem', (on) => {
  on('getProblem', { auth: 'required', input: z.object({ id: f.id() }) }, ({ db, user, input, t }) => orderProblem(db, user.id, input.id, t));

  on('handleMethod', { auth: 'required', input: z.object({ id: f.id(), method: z.enum(['pay', 'refund', 'cancel']) }) }, ({ db, user, input, t, now }) =>
    handleProblem(db, user.id, input.id, input.method, now(), t));
});

export default function refundGroups(app: Hono<AppEnv>) {
  goodsrefund(app);
  goodsproblem(app);
}
