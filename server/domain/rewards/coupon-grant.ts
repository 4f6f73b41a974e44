import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { couponRules, coupons } from '../../db/schema';
import type { CouponSource } from '../../db/schema';
import { BizError } from '../../http/errors';

/**
 * Gives a shopper the coupon of a rule for a reward that is not a typed code (points exchange, spin-wheel
 * prize, joining an activity): one coupon per (user, source, sourceRef), valid `days_valid` days from now.
 * Counts against the rule's total when it has one (BizError 'coupon.exhausted'). Run it in the transaction
 * of the reward; answers the coupon's id, or null when this key already had its coupon.
 */
export async function grantCoupon(tx: DbOrTx, g: { userId: number; ruleId: number; source: Exclude<CouponSource, 'code'>; sourceRef: string; now: number }): Promise<number | null> {
  const [had] = await tx.select({ id: coupons.id }).from(coupons)
    .where(and(eq(coupons.userId, g.userId), eq(coupons.source, g.source), eq(coupons.sourceRef, g.sourceRef)));
  if (had) return null;
  const [rule] = await tx.update(couponRules).set({ issued: sql`${couponRules.issued} + 1` })
    .where(and(eq(couponRules.id, g.ruleId), sql`(${couponRules.total} = 0 OR ${couponRules.issued} < ${couponRules.total})`))
    .returning();
  if (!rule) throw new BizError('coupon.exhausted');
  const [c] = await tx.insert(coupons).values({
    userId: g.userId, ruleId: rule.id, amountFen: rule.amountFen, minFen: rule.minFen, percent: rule.percent, scope: rule.scope,
    source: g.source, sourceRef: g.sourceRef, createdAt: g.now, expiresAt: g.now + rule.daysValid * 86400,
  }).returning({ id: coupons.id });
  return c.id;
}
