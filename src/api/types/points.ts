/**
 * Points, sign-in, coupons for points and levels (issue 12): the shapes the reference server answers for
 * /api/score/*, /api/signin/*, /api/integralcoupon/* and /api/level/lists. Points are whole numbers, money
 * yuan strings, times unix seconds, days 'YYYY-MM-DD' on the shop's calendar (China time), lists Page<T>.
 */
import type { Page, Yuan } from './common';
import type { CouponScope } from './pay';
import type { Level } from './user';

/** What a points entry is for. */
export type ScoreType = 'order' | 'signin' | 'signin_bonus' | 'fillup' | 'exchange' | 'wheel_spin' | 'wheel_prize' | 'ops';

/** One change of the shopper's points: `score` signed (spending is negative), `after` the points left. */
export type ScoreEntry = {
  id: number; type: ScoreType;
  /** The type in the request's language. */
  type_text: string;
  /** What it was, in words in the request's language ("Order O… completed", "Exchanged for the coupon “…”"). */
  text: string;
  /** The in-app page it opens (the order, the sign-in calendar, my coupons, the wheel); null when there is none. */
  link: string | null;
  score: number; after: number;
  /** What it belongs to: the order's number, the day signed or filled up ('' when nothing). */
  ref: string;
  /** A note (the operator's reason for a correction). */
  memo: string;
  created_at: number;
};
/** score/lists: the entries, newest first, and the points the shopper has now. */
export type ScorePage = Page<ScoreEntry> & { score: number };

/** The sign-in rules: points a day, the bonus on every `bonus_every`-th day in a row, what a fill-up costs. */
export type SigninRules = { daily: number; bonus: number; bonus_every: number; fillup_cost: number };
/** A signed day of the month: `points` earned (bonus included; 0 for a filled-up day), `streak` the run ending that day as it stands. */
export type SigninDay = { day: string; points: number; filled: boolean; streak: number };
/** signin/lists: the month's calendar. */
export type SigninMonth = {
  /** 'YYYY-MM' shown; `today` on the shop's calendar. */
  month: string; today: string;
  days: SigninDay[];
  signed_today: boolean;
  /** Days in a row up to today (or yesterday while today is not signed yet). */
  continuous: number;
  /** Sign-ins until one earns the bonus: 1 = the next one does. */
  bonus_in: number;
  /** The shopper's points now. */
  score: number;
  rules: SigninRules;
};
/** signin/add: today's sign-in — `points` earned (5, or 25 with the bonus), the streak it makes, the points now. */
export type SigninResult = { day: string; points: number; bonus: number; continuous: number; score: number };
/** signin/fillup: the day filled up, what it cost, the points left. */
export type FillupResult = { day: string; cost: number; score: number };
/** A place on the month's ranking: the name masked ("D***r"). */
export type SigninRankRow = { rank: number; nickname: string; avatar: string; days: number; me: boolean };
/** signin/rank: the first ten of the month by days signed, and the shopper's own place (null before they sign this month). */
export type SigninRank = { month: string; list: SigninRankRow[]; me: SigninRankRow | null };

/** A coupon that can be bought with points (/pages/member/score/exchange). */
export type PointsCoupon = {
  id: number;
  /** The coupon's name in the request's language. */
  name: string;
  /** Amount off ("0.00" for a percent-off coupon). */
  amount: Yuan;
  /** Percent off (1–100); 0 = `amount` off. */
  percent: number;
  /** Minimum order for the coupon to apply; "0.00" = none. */
  min: Yuan;
  scope: CouponScope;
  /** Days the issued coupon stays valid. */
  days_valid: number;
  /** Points it costs. */
  cost: number;
  /** Coupons left; null = no limit. */
  stock: number | null;
  /** How many one shopper may take in all; 0 = no limit. */
  per_user: number;
  /** How many more the asking shopper may take (within the stock and their limit); null = no limit. */
  can_take: number | null;
};
/** integralcoupon/lists: the offers and the shopper's points (null for a visitor). */
export type PointsCouponPage = Page<PointsCoupon> & { score: number | null };
/** integralcoupon/exchange: the coupon given, what it cost, the points left, and the offer as it now stands. */
export type Exchanged = { coupon_id: number; cost: number; score: number; offer: PointsCoupon };

/** level/lists: the levels (lowest first) and, for a logged-in shopper, where they stand. */
export type LevelInfo = {
  list: Level[];
  me: {
    /** Growth value: whole yuan of goods paid (orders paid and not cancelled; refunded lines do not count). */
    growth: number;
    level: Level;
    /** The next level, null at the top. */
    next: Level | null;
    /** Growth still needed for the next level (0 at the top). */
    left: number;
  } | null;
};
