import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f, INT_MAX } from '../http/input';
import { answerPhoto, buyOnepay, buyOrder, deliverOnepay, raiseProblem, receiveOrder, shipOnepay, staffReply } from '../domain/orders/ops';
import { MESSAGE_MAX } from '../domain/orders/messages';
import { approveReturn, refundsForReview, rejectReturn } from '../domain/orders/refund-review';
import { yuan } from '../domain/money/money';
import { opsMessages, opsOrders, opsPhotoRequests, opsProblems } from '../domain/orders/ops-list';
import { opsOnepays } from '../domain/onepay/ops-list';
import { listInput, listInputNoStatus } from './ops-list-input';

/** Positive integers (at most an int32 each) in order, duplicates kept: "400,350", repeated fields or a JSON array (weights per line). */
const intList = () => z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]).transform((v, ctx) => {
  const raw = Array.isArray(v) ? v : typeof v === 'number' ? [v] : v.trim().startsWith('[') ? jsonList(v) : v.split(',');
  const nums = raw.map((x) => Number(String(x).trim()));
  if (!nums.length || nums.some((n) => !Number.isInteger(n) || n <= 0 || n > INT_MAX)) { ctx.addIssue({ code: 'custom', message: 'invalid list' }); return z.NEVER; }
  return nums;
});

function jsonList(s: string): unknown[] {
  try {
    const v: unknown = JSON.parse(s);
    return Array.isArray(v) ? v : [NaN];
  } catch {
    return [NaN];
  }
}

const byId = z.object({ id: f.id() });
const measures = z.object({ id: f.id(), weights: intList().optional(), volumes: intList().optional() });

/** /ops/* — operator actions on purchase orders and one-pay orders (X-Ops-Token). */
export default defineGroup('/ops', (on) => {
  on('orders', { help: 'purchase orders, newest first (status 0 unpaid, 1 paid, 2 bought, 3 in the warehouse, 4 in a parcel, 5 done, -1 cancelled; all when omitted), of one shopper with email=…', auth: 'ops', input: listInput },
    ({ db, input }) => opsOrders(db, input));

  on('problems', { help: 'orders with a problem raised, newest first: pending until the shopper pays, refunds or cancels', auth: 'ops', input: listInputNoStatus },
    ({ db, input }) => opsProblems(db, input));

  on('photo_requests', { help: 'goods lines whose shopper asked for more photos (the goods_id answer_photo takes)', auth: 'ops', input: listInputNoStatus },
    ({ db, input }) => opsPhotoRequests(db, input));

  on('messages', { help: "shoppers' messages on orders, one-pay orders and parcels, newest first, and whether staff answered (reply ref_type=… id=…)", auth: 'ops', input: listInputNoStatus },
    ({ db, input }) => opsMessages(db, input));

  on('onepays', { help: 'one-pay orders, newest first (status 0 unpaid, 1 paid, 2 in the warehouse, 3 shipped, 4 received, -1 cancelled; all when omitted)', auth: 'ops', input: listInput },
    ({ db, input }) => opsOnepays(db, input));

  on('buy', { help: 'an order was bought from the seller (1 → 2)', auth: 'ops', input: z.object({ id: f.id(), express_company: f.text(40).optional(), express_no: f.text(60).optional() }) },
    ({ input, db, config, now }) => buyOrder({ db, config, now }, { id: input.id, expressCompany: input.express_company, expressNo: input.express_no }));

  on('receive', { help: 'goods arrived in the warehouse: QC photos, weight, volume (2 → 3)', auth: 'ops', input: measures }, ({ input, db, config, now }) => receiveOrder({ db, config, now }, input));

  on('problem', { help: 'raise a problem on an order: out_of_stock, or price_change with the extra amount', auth: 'ops', input: z.object({ id: f.id(), kind: z.enum(['out_of_stock', 'price_change']), amount: f.yuan().optional() }) },
    ({ input, db, config, now }) => raiseProblem({ db, config, now }, { id: input.id, kind: input.kind, amountFen: input.amount }));

  on('refunds', { help: 'refund requests of goods lines (status 0 returns awaiting review, 1 refunded, -1 rejected, -2 withdrawn)', auth: 'ops', input: z.object({ status: z.coerce.number().int().min(-2).max(1).default(0) }) },
    async ({ db, input }) => (await refundsForReview(db, [input.status])).map(({ r, email, username, title, orderSn }) => ({
      id: r.id, type: r.kind, user_id: r.userId, user: email ?? username ?? '', order_sn: orderSn ?? '', goods_id: r.goodsId, title: title ?? '',
      amount: yuan(r.amountFen), reason: r.reason || `#${r.reasonId}`, remark: r.remark, images: r.images.length, status: r.status, created_at: r.createdAt,
    })));

  on('refund_approve', { help: 'approve a return request: the amount goes to the balance of the shopper, the line leaves its order', auth: 'ops', input: byId }, async ({ db, input, now }) => {
    const r = await approveReturn(db, input.id, now());
    return { id: r.id, goods_id: r.goodsId, status: r.status, amount: yuan(r.amountFen), balance: yuan(r.balanceFen) };
  });

  on('refund_reject', { help: 'reject a return request with the reason the shopper reads', auth: 'ops', input: z.object({ id: f.id(), reason: f.nonEmpty(500) }) }, async ({ db, input, now }) => {
    const r = await rejectReturn(db, input.id, input.reason, now());
    return { id: r.id, goods_id: r.goodsId, status: r.status, reason: r.reviewNote };
  });

  on('reply', {
    help: 'staff answer the message of a shopper on an order, one-pay order or parcel',
    auth: 'ops',
    input: z.object({ ref_type: z.enum(['order', 'onepay', 'parcel']).default('order'), id: f.id(), content: f.text(MESSAGE_MAX).default(''), image: f.image() }),
  }, ({ input, db, config, now }) => staffReply({ db, config, now }, { refType: input.ref_type, id: input.id, content: input.content, image: input.image }));

  on('answer_photo', { help: 'staff add a photo a shopper asked for on a goods line', auth: 'ops', input: z.object({ goods_id: f.id(), photo: f.image() }) },
    ({ input, db, config, now }) => answerPhoto({ db, config, now }, { goodsId: input.goods_id, photo: input.photo || undefined }));

  on('onepay_buy', { help: 'a one-pay order was bought and measured in the warehouse (1 → 2)', auth: 'ops', input: measures }, ({ input, db, config, now }) => buyOnepay({ db, config, now }, input));

  on('onepay_ship', { help: 'a one-pay order was shipped (2 → 3)', auth: 'ops', input: z.object({ id: f.id(), carrier: f.text(40).optional(), tracking_no: f.text(60).optional() }) },
    ({ input, db, config, now }) => shipOnepay({ db, config, now }, { id: input.id, carrier: input.carrier, trackingNo: input.tracking_no }));

  on('onepay_deliver', { help: 'a one-pay order was received (3 → 4)', auth: 'ops', input: byId }, ({ input, db, config, now }) => deliverOnepay({ db, config, now }, input));
});
