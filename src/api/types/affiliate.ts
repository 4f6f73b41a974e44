/**
 * The affiliate API's wire (/affiliate-api, design §3, §4b; issue 14). Envelope `{ code, msg, data }`: 0 success,
 * 1 refused (msg translated), 10300 token missing/expired/invalid. Money: yuan strings in CNY ("12.50") and, next
 * to each, `<field>_display` in the request's `s_c` currency at the currencies table's rate ("€1.60").
 */
import type { Page, Yuan } from './common';

/** -2 never applied, 0 applied (under review), 1 approved, -1 rejected (may apply again). */
export type AffiliateStatus = -2 | -1 | 0 | 1;

/** auth/token: the exchange of the shopper's token for the affiliate API's Bearer token. */
export type AffiliateToken = { token: string; expires_in: number; status: AffiliateStatus };

export type AffiliateUser = {
  id: number; user_id: number; nickname: string; avatar: string;
  status: AffiliateStatus; status_text: string; reject_reason: string;
  channel: string; contact: string; reason: string;
  /** The code in the affiliate's link `#/pages/user/register?aff=CODE`. */
  code: string;
  level_id: number; level_name: string; /** Commission in percent of the goods paid. */ rate: number;
  /** Available to withdraw: the revenue less its pending part. */
  balance: Yuan; balance_display: string;
  /** Commission on goods that can still come back (not shipped yet): revenue, not withdrawable until they ship. */
  pending: Yuan; pending_display: string;
  /** In withdrawals being processed. */
  frozen: Yuan; frozen_display: string;
  withdrawn: Yuan; withdrawn_display: string;
  /** Commission earned and kept (credited minus reversed), all time. */
  revenue_total: Yuan; revenue_total_display: string;
  withdraw_min: Yuan; withdraw_min_display: string;
  /** The `s_c` code the _display fields are in. */
  currency: string;
};

export type AffiliateTotals = {
  today: Yuan; today_display: string; month: Yuan; month_display: string; total: Yuan; total_display: string;
  available: Yuan; available_display: string; pending: Yuan; pending_display: string; currency: string;
};

/**
 * A commission: 0 pending (the goods can still come back: not withdrawable yet), 1 credited, 2 partly reversed by
 * a refund, -1 fully reversed.
 */
export type AffiliateRevenue = {
  id: number; order_sn: string; ref_type: string; base: Yuan; base_display: string; /** percent */ rate: number;
  amount: Yuan; amount_display: string; reversed: Yuan; reversed_display: string; status: 0 | 1 | 2 | -1; status_text: string; created_at: number;
};
export type AffiliateRevenuePage = Page<AffiliateRevenue> & { totals: AffiliateTotals };

export type AffiliateWithdrawMethod = 'wallet' | 'bank';
export type AffiliateWithdrawal = {
  id: number; sn: string; amount: Yuan; amount_display: string; method: AffiliateWithdrawMethod; method_text: string;
  account_name: string; account_no: string; bank_name: string;
  status: 0 | 1 | -1; status_text: string; reason: string; created_at: number; decided_at: number | null;
};

export type AffiliateLevel = { id: number; name: string; /** percent */ rate: number; rate_bp: number; min_revenue: Yuan; min_revenue_display: string; current: boolean };

export type AffiliateProof = { id: number; text: string; images: string[]; status: 0 | 1 | -1; status_text: string; reason: string; created_at: number };
/** A promotion task and the affiliate's latest proof for it. */
export type AffiliatePromotion = {
  id: number; title: string; content: string; image: string; reward: Yuan; reward_display: string; starts_at: number; ends_at: number;
  proof: AffiliateProof | null;
};
