import { get, post } from './client';
import type { Page, Yuan } from './types/common';
import type {
  GoodsProblem, RefundInfo, RefundInfoNew, RefundReason, ProblemHandled,
} from './types/rewards';

/** Refunds and order problems (spec §7 "Other features"). Ship-for-me and seller settlement: api/shipforme.ts; Withdrawals: api/wallet.ts; sign-in: api/points.ts; invitations, rebates and cashback: api/invite.ts; activities: api/cards.ts. */

/**
 * `images`: urls from uploadImage (up to 6, the shopper's own uploads), sent comma-joined (a GET query carries no arrays).
 * `reason`: a reason's id from getReason (or text typed in); `amount` (addRefund only, default the most): at most max_amount of
 * getInfo. addRefundOnly always refunds the whole line (max_amount) and needs no reason.
 */
export type RefundForm = { goods_id: number; amount?: Yuan; reason?: string; remark?: string; images?: string[] };

/** Refunds of a purchase order's goods line (`goods_id`): addRefund returns the goods, addRefundOnly refunds without a return. */
export const refundReasons = () => get<RefundReason[]>('/api/goodsrefund/getReason');
export const refundInfo = (goods_id: number) => get<RefundInfo>('/api/goodsrefund/getInfo', { goods_id });
export const refundInfoNew = (goods_id: number) => get<RefundInfoNew>('/api/goodsrefund/getInfoNew', { goods_id });
export const addRefund = (form: RefundForm) => post<RefundInfo>('/api/goodsrefund/addRefund', { ...form, images: form.images?.join(',') }, { loading: true });
export const addRefundOnly = (form: RefundForm) => get<RefundInfo>('/api/goodsrefund/addRefundOnly', { ...form, images: form.images?.join(',') }, { loading: true });
/** Withdraws a pending return (`id` = the request's id, refund.id of getInfo); answers the line's state. */
export const deleteRefund = (id: number) => post<RefundInfo>('/api/goodsrefund/delRefund', { id }, { loading: true });

/** An order's open problem (out of stock, price change) and the shopper's choice; `id` = the purchase order's id. */
export const orderProblem = (id: number) => get<GoodsProblem | null>('/api/goodsproblem/getProblem', { id });
export const handleProblem = (id: number, method: 'pay' | 'refund' | 'cancel') => post<ProblemHandled>('/api/goodsproblem/handleMethod', { id, method }, { loading: true });
