import type { BillType, CouponScope } from '../../db/schema';

/** What a coupon promises: an amount or a percent off one part of a bill. */
export type CouponTerms = { amountFen: number; percent: number; scope: CouponScope };

/** The parts of a bill a coupon can take from (fen). */
export type CouponBase = { goodsFen: number; serviceFen: number; shippingFen: number };

/**
 * The coupons each kind of bill takes (design §4c): goods and service-fee coupons on an order group, a single
 * order and a one-pay order; shipping coupons on a parcel's shipping; a price difference takes none.
 */
export const BILL_SCOPES: Record<BillType, readonly CouponScope[]> = {
  order_group: ['goods', 'fee'],
  order: ['goods', 'fee'],
  onepay: ['goods', 'fee'],
  parcel: ['shipping'],
  order_problem: [],
};

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

/** Why a coupon does not go on a bill: not of a scope the bill takes, its minimum not met, nothing to take off. */
export type CouponMisfit = 'scope' | 'min' | 'nothing';

/**
 * What a coupon takes off a bill of `type` owing `dueFen` before any coupon, whose parts are `base`: the fen, or
 * why it does not apply. The minimum is checked against the whole bill.
 */
export function couponFit(c: CouponTerms & { minFen: number }, type: BillType, dueFen: number, base: CouponBase): { fen: number } | { misfit: CouponMisfit } {
  if (!BILL_SCOPES[type].includes(c.scope)) return { misfit: 'scope' };
  if (c.minFen > dueFen) return { misfit: 'min' };
  const fen = Math.min(couponDiscount(c, base), dueFen);
  return fen > 0 ? { fen } : { misfit: 'nothing' };
}

/**
 * Splits `total` fen over `weights` in proportion, exactly (largest remainder): each gets the floor of its
 * share, then the fen left over go one each to the largest remainders (the first on a tie). The shares sum to
 * `total` and none exceeds its weight when `total` ≤ the weights' sum; with no weight at all, nothing is shared.
 */
export function allocate(total: number, weights: number[]): number[] {
  const ws = weights.map((w) => BigInt(Math.max(0, Math.trunc(w))));
  const sum = ws.reduce((s, w) => s + w, 0n);
  if (sum <= 0n || total <= 0) return weights.map(() => 0);
  const t = BigInt(total);
  const shares = ws.map((w) => (t * w) / sum);
  let left = t - shares.reduce((s, x) => s + x, 0n);
  const rems = ws.map((w, i) => ({ i, rem: (t * w) % sum })).sort((a, b) => (b.rem > a.rem ? 1 : b.rem < a.rem ? -1 : a.i - b.i));
  for (const { i, rem } of rems) {
    if (left <= 0n || rem === 0n) break;
    shares[i] += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}
