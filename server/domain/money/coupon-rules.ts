import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { couponRules } from '../../db/schema';
import type { CouponScope, I18nText } from '../../db/schema';
import { BizError } from '../../http/errors';
import { isUniqueViolation } from '../numbers/sn';

export type NewCouponRule = {
  /** Activation code (letters, digits, - and _), stored upper-case; null for a rule only given (wheel, points, activities). */
  code: string | null;
  name: I18nText;
  /** Amount off in fen, or 0 with a percent. */
  amountFen: number;
  percent: number;
  minFen: number;
  scope: CouponScope;
  daysValid: number;
  /** 0 = unlimited. */
  total: number;
  /** The code can be activated until then (unix s); null = no end. */
  endsAt: number | null;
};

export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;

/**
 * A coupon rule the operator creates (ops coupon_create): exactly one of an amount or a percent (1–100) off; a
 * code is unique whatever its case.
 */
export async function createCouponRule(db: Db, r: NewCouponRule) {
  const code = r.code?.trim().toUpperCase() ?? null;
  if (code !== null && !CODE_PATTERN.test(code)) throw new BizError('error.invalid', { field: 'code' });
  if ((r.amountFen > 0) === (r.percent > 0)) throw new BizError('coupon.amountOrPercent');
  if (r.percent > 100) throw new BizError('error.invalid', { field: 'percent' });
  try {
    return await db.transaction(async (tx) => {
      if (code !== null) {
        const [taken] = await tx.select({ id: couponRules.id }).from(couponRules).where(eq(sql`upper(${couponRules.code})`, code));
        if (taken) throw new BizError('coupon.codeTaken', { code });
      }
      const [row] = await tx.insert(couponRules).values({ ...r, code }).returning();
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new BizError('coupon.codeTaken', { code: code ?? '' });
    throw err;
  }
}

/** Every coupon rule, oldest first (ops coupon_rules). */
export const couponRuleList = (db: Db) => db.select().from(couponRules).orderBy(asc(couponRules.id));
