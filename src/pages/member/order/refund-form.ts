import { toMinor } from '../../../lib/format';
import type { RefundInfo } from '../../../api/types/rewards';
import type { RefundForm } from '../../../api/rewards';

/** The most photos a return request carries (the server's RETURN_IMAGES_MAX). */
export const MAX_PHOTOS = 6;

export type Values = { reason: string; remark: string; amount: string; images: string[] };
export type Field = 'reason' | 'amount';
/** A problem with one field: a message key and its parameters. */
export type Problem = { field: Field; key: 'common.notEmpty' | 'refund.zero' | 'refund.tooMuch' };

/** What the form starts with: no reason, the most that can be refunded. */
export const initial = (info: Pick<RefundInfo, 'max_amount'>): Values => ({ reason: '', remark: '', amount: info.max_amount, images: [] });

/** The first problem of a return request, in the order of the fields on screen (refund-only needs none). */
export function check(v: Values, info: Pick<RefundInfo, 'max_amount' | 'mode'>): Problem | null {
  if (info.mode !== 'return') return null;
  if (!v.reason) return { field: 'reason', key: 'common.notEmpty' };
  const fen = toMinor(v.amount);
  if (!(fen > 0)) return { field: 'amount', key: 'refund.zero' };
  if (fen > toMinor(info.max_amount)) return { field: 'amount', key: 'refund.tooMuch' };
  return null;
}

/**
 * The request as the API takes it. Refund-only refunds the whole line and sends the figure the form showed (the
 * quote read when it opened): the server moves exactly that or refuses, naming the new one. A return sends the
 * amount asked and its photos.
 */
export function request(info: Pick<RefundInfo, 'goods_id' | 'mode' | 'max_amount'>, v: Values): RefundForm {
  const text = { goods_id: info.goods_id, reason: v.reason, remark: v.remark.trim() };
  return info.mode === 'return' ? { ...text, amount: (toMinor(v.amount) / 100).toFixed(2), images: v.images } : { ...text, amount: info.max_amount };
}
