/**
 * PROVISIONAL — /api/signin, /api/invitefriends, /api/cashback, /api/userrebate,
 * /api/promotions, /api/buyself, /api/shop, /api/goodsrefund and /api/goodsproblem have no server yet;
 * these shapes are the client's guess until the server implements the groups (money yuan strings,
 * times unix seconds, lists Page<T>).
 */
import type { Yuan } from './common';

/** signin/lists: this month's sign-ins. `day` is the calendar day "YYYY-MM-DD" in the shop's time zone. */
export type SigninDay = { day: string; score: number; fillup: boolean; created_at: number };
export type SigninInfo = { signed_today: boolean; /** Consecutive days up to today. */ continuous: number; days: SigninDay[] };
export type SigninResult = { score: number; continuous: number };
export type SigninRankRow = { nickname: string; avatar: string; continuous: number };

/** invitefriends/lists: a friend who registered with the shopper's link. */
export type InvitedFriend = { id: number; nickname: string; avatar: string; created_at: number };

/** 0 pending, 1 credited, -1 cancelled. */
export type RewardStatus = 0 | 1 | -1;
/** cashback/lists and userrebate/lists: money earned on an order (own or an invited friend's). */
export type RewardRecord = { id: number; order_sn: string; amount: Yuan; status: RewardStatus; status_text: string; created_at: number };
export type RebateSummary = { total: Yuan; available: Yuan };

/** promotions/getPromotions: a running promotion and whether the shopper has joined. */
export type Promotion = { id: number; title: string; image: string; content: string; start_time: number; end_time: number; joined: boolean };

/** shop/getinfo: the shopper's seller-settlement application. 0 pending, 1 approved, -1 rejected. */
export type ShopApplication = { id: number; name: string; contact: string; mobile: string; email: string; description: string; status: 0 | 1 | -1; review_note: string; created_at: number };

/** buyself/add: goods the shopper bought themselves and sent to the warehouse (ship-for-me). */
export type BuyselfGoods = { id: number; title: string; quantity: number; express_company: string; express_no: string; remark: string; created_at: number };

/** goodsrefund/*: a refund request for a purchase order's goods. 0 pending, 1 refunded, -1 refused. */
export type RefundReason = { id: number; name: string };
export type RefundInfo = {
  id: number; order_id: number; goods_id: number; title: string; pic_url: string; quantity: number;
  /** What can be refunded at most. */
  max_amount: Yuan;
  refund: { id: number; type: 'refund' | 'return'; amount: Yuan; reason: string; status: 0 | 1 | -1; status_text: string; created_at: number } | null;
};

/** goodsproblem/handleMethod: what the choice led to. */
export type ProblemHandled = { id: number; method: 'pay' | 'refund' | 'cancel'; status: number };
