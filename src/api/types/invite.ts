/**
 * Wire types of invitations, rebates and cashback (issue 12): /api/invitefriends/*, /api/userrebate/*,
 * /api/cashback/lists (money: yuan decimal strings; times: unix seconds; lists Page<T> with totals beside).
 */
import type { Page, Yuan } from './common';

/** The rules a shopper is told: the inviter earns `rate_bp` basis points (300 = 3 %) of a friend's goods for `days` after the friend registers. */
export type RebateRules = { rate_bp: number; days: number };

/**
 * What the shopper's rebates add up to. `available` can be moved to the wallet now; `pending` waits until the
 * friend's goods can no longer come back (shipped in a parcel, or the order done); `earned` is all three.
 */
export type RebateTotals = RebateRules & { pending: Yuan; available: Yuan; withdrawn: Yuan; earned: Yuan };

/** 'registered': has not paid for anything yet; 'ordered': has paid for goods. */
export type FriendStatus = 'registered' | 'ordered';

/** invitefriends/lists: a friend who registered through the shopper's link (name and e-mail masked). */
export type InvitedFriend = {
  id: number;
  name: string;
  email: string;
  avatar: string;
  /** When the friend registered. */
  created_at: number;
  status: FriendStatus;
  status_text: string;
  /** Rebates earned from this friend (earned or withdrawn). */
  rebate: Yuan;
  /** Until when the friend's payments earn a rebate. */
  rebate_until: number;
};

/**
 * invitefriends/lists: the friends, how many have ordered, the rebate totals, and `invite_code`: what the
 * shopper's own link carries as `inviter` (#/pages/user/register?inviter=…).
 */
export type InvitedFriendsPage = Page<InvitedFriend> & RebateTotals & { ordered: number; invite_code: string };

/** invitefriends/emailAdd and sendInvitefriendsEmail: an address on the shopper's list; `sent_at` null until the invitation goes. */
export type InviteEmail = { id: number; email: string; sent_at: number | null; created_at: number };

/**
 * 2 pending (the friend's goods can still come back: not movable yet), 0 earned (can be moved to the wallet),
 * 1 moved to the wallet, -1 reversed (the payment was refunded).
 */
export type RebateStatus = 2 | 0 | 1 | -1;

/** userrebate/lists: a rebate earned on a friend's payment. */
export type Rebate = {
  id: number;
  /** The friend, masked. */
  friend: string;
  /** The payment's number (OG…, O…, P…). */
  ref_sn: string;
  /** The goods it was counted on. */
  base: Yuan;
  rate_bp: number;
  amount: Yuan;
  status: RebateStatus;
  status_text: string;
  created_at: number;
  withdrawn_at: number | null;
};
export type RebatePage = Page<Rebate> & RebateTotals;

/** userrebate/withdraw: what moved to the wallet, and the balance after. */
export type RebateWithdrawn = { amount: Yuan; count: number; balance: Yuan };

/** 0 pending (the order is not done yet), 1 paid to the wallet, -1 cancelled. */
export type CashbackStatus = 0 | 1 | -1;

/** cashback/lists: cashback on one of the shopper's orders. */
export type Cashback = {
  id: number;
  ref_sn: string;
  /** The activity that gave it ('' when none). */
  title: string;
  base: Yuan;
  rate_bp: number;
  amount: Yuan;
  status: CashbackStatus;
  status_text: string;
  created_at: number;
  paid_at: number | null;
};
export type CashbackPage = Page<Cashback> & { pending: Yuan; paid: Yuan };
