import type { CouponScope } from '../../db/schema';

/** What a coupon promises: an amount or a percent off one part of a bill. */
export type CouponTerms = { amountFen: number; percent: number; scope: CouponScope };

/** The parts of a bill a coupon can take from (fen). */
export type CouponBase = { goodsFen: number; serviceFen: number; shippingFen: number };

/** The part of a bill a coupon of `scope` applies to. */
export const baseOf = (scope: CouponScope, b: CouponBase): number =>
  scope === 'goods' ? b.goodsFen : scope === 'fee' ? b.serviceFen : b.shippingFen;

/**
 * What a coupon takes off a bill, in fen: its amount, or its percent of the part it applies to (rounded
 * down to the fen), never more than that part — a goods coupon never eats into the fees, a fee coupon
 * never into the goods.
 */
export function couponDiscount(c: CouponTerms, b: CouponBase): number {
  const base = Math.max(0, baseOf(c.scope, b));
  const off = c.percent > 0 ? Math.floor((base * Math.min(c.percent, 100)) / 100) : c.amountFen;
  return Math.max(0, Math.min(off, base));
}
