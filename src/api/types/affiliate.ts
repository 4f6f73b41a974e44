/**
 * PROVISIONAL — the reference server has no affiliate API yet (its own base, Bearer token, success
 * code 0) and the spec shows neither its paths nor its fields; these shapes are the client's
 * guess, in the main API's conventions (money yuan strings, times unix seconds, lists Page<T>).
 */
import type { Yuan } from './common';

export type AffiliateUser = {
  id: number; nickname: string; avatar: string; level_id: number; level_name: string;
  /** The code in the shopper's promotion links. */
  code: string;
  revenue_total: Yuan; balance: Yuan; withdrawn: Yuan;
};

export type AffiliateRevenue = { id: number; order_sn: string; amount: Yuan; rate: number; status: 0 | 1 | -1; status_text: string; created_at: number };
export type AffiliateWithdrawal = { id: number; amount: Yuan; account: string; status: 0 | 1 | -1; status_text: string; created_at: number };
export type AffiliateLevel = { id: number; name: string; image: string; /** Commission in percent. */ rate: number; min_revenue: Yuan };
/** A promotion task and the shopper's submission, if any. */
export type AffiliatePromotion = { id: number; title: string; content: string; reward: Yuan; submitted: boolean; status: 0 | 1 | -1 | null };
