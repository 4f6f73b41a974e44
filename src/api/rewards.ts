import { get, post } from './client';
import type { Page, Yuan } from './types/common';
import type {
  BuyselfGoods, GoodsProblem, InvitedFriend, Promotion, RebateSummary, RefundInfo, RefundInfoNew, RefundReason, RewardRecord, ShopApplication, SigninInfo,
  SigninRankRow, SigninResult, ProblemHandled,
} from './types/rewards';

/** Rewards, seller settlement, refunds and order problems (spec §7 "Other features"); refunds and problems are served (the rest provisional). Withdrawals: api/wallet.ts. */
export const signins = (month?: string) => get<SigninInfo>('/api/signin/lists', { month });
export const signin = () => get<SigninResult>('/api/signin/add', {}, { loading: true });
export const signinRank = () => get<SigninRankRow[]>('/api/signin/rank');
/** Make up a missed day ("YYYY-MM-DD"). */
export const fillupSignin = (day: string) => post<SigninResult>('/api/signin/fillup', { day }, { loading: true });

export const invitedFriends = (page: number, pagesize: number) => get<Page<InvitedFriend>>('/api/invitefriends/lists', { page, pagesize });
export const addInviteEmail = (email: string) => get<null>('/api/invitefriends/emailAdd', { email }, { loading: true });
export const sendInviteEmail = (email: string) => post<null>('/api/invitefriends/sendInvitefriendsEmail', { email }, { loading: true });

export const cashbacks = (page: number, pagesize: number) => post<Page<RewardRecord>>('/api/cashback/lists', { page, pagesize });
export const rebates = (page: number, pagesize: number) => get<Page<RewardRecord> & RebateSummary>('/api/userrebate/lists', { page, pagesize });
/** Move the available rebate to the wallet. */
export const withdrawRebate = (amount: Yuan) => post<RebateSummary>('/api/userrebate/withdraw', { amount }, { loading: true });

export const promotions = () => get<Promotion[]>('/api/promotions/getPromotions');
export const joinPromotion = (id: number) => post<Promotion>('/api/promotions/join', { id }, { loading: true });

/** Ship-for-me: goods the shopper bought and sent to the warehouse themselves. */
export const addBuyself = (form: { title: string; quantity: number; express_company: string; express_no: string; remark?: string }) =>
  get<BuyselfGoods>('/api/buyself/add', form, { loading: true });
export const deleteBuyself = (id: number) => post<{ id: number }>('/api/buyself/delete', { id }, { loading: true });

/** Seller settlement (/pages/settled/index). */
export const applyShop = (form: { name: string; contact: string; mobile: string; email: string; description?: string }) =>
  post<ShopApplication>('/api/shop/add', form, { loading: true });
export const shopApplication = () => get<ShopApplication | null>('/api/shop/getinfo');

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
