import type { BillType } from '../../db/schema';
import { allocate, baseOf, couponFit, type CouponBase, type CouponTerms } from './coupon-value';
import { orderPoints } from '../rewards/score';

/**
 * One priced part of a bill (fen): a purchase order of an order group, or the whole of any other bill. `totalFen`
 * is what the part comes to before any coupon; what the named parts do not explain is "other charges".
 * `earns`: its goods earn points and cashback (bought here: not ship-for-me goods, not a parcel's shipping).
 */
export type BillPart = {
  goodsFen: number; postFeeFen: number; serviceFen: number; shippingFen: number; insuranceFen: number; totalFen: number; earns: boolean;
};

/** A coupon offered to a bill: the chosen one, with its id and minimum. */
export type CouponOffer = CouponTerms & { id: number; minFen: number };

/** A running activity's cashback the shopper has joined (basis points), when any. */
export type CashbackRate = { promotionId: number; rateBp: number } | null;

/**
 * THE quote of a bill (design §4c "one quote"): its parts summed, the coupon and what it takes off, the total,
 * each part's exact share of the coupon, and what paying it earns. Every screen and record of the bill — the
 * invoice, the pay result, the order list row and detail — reads these figures; paying debits `totalFen`.
 */
export type Quote = {
  goodsFen: number; postFeeFen: number; serviceFen: number; shippingFen: number; insuranceFen: number;
  /** What the named parts do not explain (kept so the lines always add up). */
  otherFen: number;
  /** Owed before the coupon. */
  dueFen: number;
  coupon: { id: number; fen: number } | null;
  /** Each part's share of the coupon (largest remainder by the part the coupon takes from): they sum to the coupon. */
  shares: number[];
  /** Owed: dueFen − the coupon. */
  totalFen: number;
  /** Points (1 per ¥10 of each part's goods, credited when done) and the pending cashback of the goods. */
  earns: { points: number; cashbackFen: number; cashbackBaseFen: number; rateBp: number; promotionId: number | null };
};

const add = (parts: BillPart[], k: keyof Omit<BillPart, 'earns'>) => parts.reduce((s, p) => s + p[k], 0);

/** The parts a coupon takes from, summed over the bill's parts. */
export const couponBaseOf = (parts: BillPart[]): CouponBase => ({ goodsFen: add(parts, 'goodsFen'), serviceFen: add(parts, 'serviceFen'), shippingFen: add(parts, 'shippingFen') });

/**
 * Prices a bill of `type` made of `parts`: with `coupon` when it fits the bill (scope, minimum, something to take
 * off; the caller has checked it is the shopper's, unused and unexpired), and `cashback` when the shopper has
 * joined a running activity. Pure: the same parts, coupon and rate always give the same figures.
 */
export function priceBill(type: BillType, parts: BillPart[], coupon: CouponOffer | null, cashback: CashbackRate): Quote {
  const sums = {
    goodsFen: add(parts, 'goodsFen'), postFeeFen: add(parts, 'postFeeFen'), serviceFen: add(parts, 'serviceFen'),
    shippingFen: add(parts, 'shippingFen'), insuranceFen: add(parts, 'insuranceFen'),
  };
  const dueFen = add(parts, 'totalFen');
  const otherFen = dueFen - sums.goodsFen - sums.postFeeFen - sums.serviceFen - sums.shippingFen - sums.insuranceFen;
  const fit = coupon ? couponFit(coupon, type, dueFen, couponBaseOf(parts)) : null;
  const off = fit && 'fen' in fit ? fit.fen : 0;
  const shares = off > 0 ? allocate(off, parts.map((p) => baseOf(coupon!.scope, p))) : parts.map(() => 0);
  const earning = parts.filter((p) => p.earns);
  const cashbackBaseFen = add(earning, 'goodsFen');
  const rateBp = cashback?.rateBp ?? 0;
  return {
    ...sums, otherFen, dueFen, coupon: off > 0 ? { id: coupon!.id, fen: off } : null, shares, totalFen: dueFen - off,
    earns: {
      points: earning.reduce((s, p) => s + orderPoints(p.goodsFen), 0),
      cashbackFen: Math.floor((cashbackBaseFen * rateBp) / 10_000), cashbackBaseFen, rateBp, promotionId: cashback?.promotionId ?? null,
    },
  };
}
