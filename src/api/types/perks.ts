/**
 * Wire types of the spin wheel (/api/zhuanpan/*) and the newsletter (/api/usersubscription/*). Points are
 * integers, money yuan strings, times unix seconds, lists Page<T>. Coupons: Coupon of ./pay.
 */
import type { Yuan } from './common';
import type { CouponScope } from './pay';

export type WheelPrizeKind = 'points' | 'coupon' | 'none';

/** A coupon prize's terms: `amount` off ("0.00" with a percent), or `percent` off the part `scope` names; `min` the threshold. */
export type WheelCouponTerms = { amount: Yuan; percent: number; min: Yuan; scope: CouponScope };

/** One slice of the wheel, in the wheel's order (clockwise from the top). */
export type WheelPrize = {
  id: number;
  /** In the request's language. */
  name: string;
  kind: WheelPrizeKind;
  /** Points won (kind 'points'; 0 otherwise). */
  points: number;
  coupon: WheelCouponTerms | null;
};

/** zhuanpan/info: the wheel, free spins left today (the shop's day, China time), a bought spin's cost, my points. */
export type WheelInfo = { prizes: WheelPrize[]; free_left: number; free_per_day: number; cost: number; score: number };

/** zhuanpan/draw: the server's draw — the prize (`index` in info's `prizes`) the wheel stops at, and what it cost. */
export type WheelDraw = {
  /** The spin's id. */
  id: number;
  prize_id: number;
  index: number;
  name: string;
  kind: WheelPrizeKind;
  points: number;
  /** The coupon granted (kind 'coupon'): in the usable tab of my coupons. */
  coupon_id: number | null;
  /** The day's free spin (cost 0) or one bought with `cost` points. */
  free: boolean;
  cost: number;
  /** My points after the spin and its prize. */
  score: number;
  free_left: number;
};

/** zhuanpan/records: a spin that won something. */
export type WheelWin = { id: number; prize_id: number; name: string; kind: Exclude<WheelPrizeKind, 'none'>; points: number; coupon_id: number | null; free: boolean; created_at: number };

/**
 * usersubscription/detail and add: the newsletter; `email` where it goes (the account's unless another was given);
 * `pending`: a confirmation link was e-mailed to `email` and is awaited (double opt-in: `subscribed` only once confirmed).
 */
export type NewsletterState = { subscribed: boolean; pending: boolean; email: string; account_email: string };
