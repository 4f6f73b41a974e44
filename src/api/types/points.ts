/**
 * PROVISIONAL — /api/score/* and /api/integralcoupon/* have no server yet; these shapes are the client's
 * guess until the server implements the groups (points are integers, money yuan strings, times unix
 * seconds, lists Page<T>).
 */
import type { Yuan } from './common';

/** One change of the shopper's points: `score` signed, `after` the points left. */
export type ScoreEntry = { id: number; score: number; after: number; memo: string; created_at: number };

/** A coupon that can be bought with points (/pages/member/score/exchange). */
export type PointsCoupon = {
  id: number;
  name: string;
  /** Discount. */
  amount: Yuan;
  /** Minimum order for the coupon to apply; "0.00" = none. */
  min: Yuan;
  /** Points it costs. */
  score: number;
  /** Days the issued coupon stays valid. */
  days_valid: number;
  /** Coupons left; null = unlimited. */
  stock: number | null;
};
