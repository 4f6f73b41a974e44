import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { couponRules, coupons } from '../../db/schema';
import type { CouponScope, CouponSource, I18nText } from '../../db/schema';
import { BizError } from '../../http/errors';
import type { Bill } from './bills';
import { BILL_SCOPES, couponFit } from './coupon-value';
import { heldElsewhere } from './coupon-holders';
import { isUniqueViolation } from '../numbers/sn';

/** 0 usable, 1 used, 2 expired (an unused coupon past its date). */
export type CouponState = 0 | 1 | 2;
export type CouponRow = {
  id: number; ruleId: number; name: I18nText; amountFen: number; percent: number; scope: CouponScope; source: CouponSource;
  minFen: number; state: CouponState; expiresAt: number; createdAt: number;
};

const columns = {
  id: coupons.id, ruleId: coupons.ruleId, name: couponRules.name, amountFen: coupons.amountFen, percent: coupons.percent, scope: coupons.scope,
  source: coupons.source, minFen: coupons.minFen, status: coupons.status, expiresAt: coupons.expiresAt, createdAt: coupons.createdAt,
};

const stateOf = (r: { status: number; expiresAt: number }, now: number): CouponState => (r.status === 1 ? 1 : r.expiresAt <= now ? 2 : 0);
const toRow = (now: number) => ({ status, ...r }: { status: number } & Omit<CouponRow, 'state'>): CouponRow => ({ ...r, state: stateOf({ status, expiresAt: r.expiresAt }, now) });

function stateFilter(state: CouponState, now: number) {
  if (state === 1) return eq(coupons.status, 1);
  return and(eq(coupons.status, 0), state === 0 ? gt(coupons.expiresAt, now) : lte(coupons.expiresAt, now));
}

/** The user's coupons in one state, newest first, paged. */
export async function listCoupons(db: DbOrTx, userId: number, o: { state: CouponState; page: number; pagesize: number; now: number }) {
  const where = and(eq(coupons.userId, userId), stateFilter(o.state, o.now));
  const [total] = await db.select({ n: count() }).from(coupons).where(where);
  const rows = await db.select(columns).from(coupons).innerJoin(couponRules, eq(couponRules.id, coupons.ruleId))
    .where(where).orderBy(desc(coupons.id)).limit(o.pagesize).offset((o.page - 1) * o.pagesize);
  return { rows: rows.map(toRow(o.now)), total: Number(total.n) };
}

/**
 * Usable coupons for an amount before any bill exists (the checkout's hint, and the old uselist by amount):
 * unused, unexpired, their minimum met by `amountFen`, for the goods or the service fee (a shipping coupon is
 * for a parcel); the biggest amount, then percent, first.
 */
export async function usableCoupons(db: DbOrTx, userId: number, amountFen: number, now: number): Promise<CouponRow[]> {
  return (await db.select(columns).from(coupons).innerJoin(couponRules, eq(couponRules.id, coupons.ruleId))
    .where(and(eq(coupons.userId, userId), stateFilter(0, now), lte(coupons.minFen, amountFen), inArray(coupons.scope, ['goods', 'fee'])))
    .orderBy(desc(coupons.amountFen), desc(coupons.percent), asc(coupons.expiresAt), asc(coupons.id))).map(toRow(now));
}

/**
 * The coupons a payable bill can take (design §4c), each with what it takes off this bill (`offFen`), the biggest
 * discount first: the shopper's unused, unexpired coupons of a scope the bill takes, their minimum met, something
 * to take off, and not on another unpaid bill (an order's group and the group's orders excepted: the coupon
 * moves between them). The coupon on the bill now is among them while it applies.
 */
export async function usableForBill(db: DbOrTx, bill: Bill, now: number): Promise<(CouponRow & { offFen: number })[]> {
  const scopes = BILL_SCOPES[bill.type];
  if (!bill.payable || !bill.couponBase || !scopes.length) return [];
  const rows = (await db.select(columns).from(coupons).innerJoin(couponRules, eq(couponRules.id, coupons.ruleId))
    .where(and(eq(coupons.userId, bill.userId), stateFilter(0, now), lte(coupons.minFen, bill.dueFen), inArray(coupons.scope, [...scopes])))
    .orderBy(asc(coupons.expiresAt), asc(coupons.id))).map(toRow(now));
  const held = await heldElsewhere(db, bill, rows.map((r) => r.id));
  return rows.filter((r) => !held.has(r.id))
    .map((r) => ({ ...r, offFen: ((f) => ('fen' in f ? f.fen : 0))(couponFit(r, bill.type, bill.dueFen, bill.couponBase!)) }))
    .filter((r) => r.offFen > 0)
    .sort((a, b) => b.offFen - a.offFen);
}

/**
 * Issues the coupon of an activation code to the user, once per user, while the code runs (its rule's ends_at)
 * and the rule has coupons left.
 */
export async function activateCode(db: Db, userId: number, code: string, now: number): Promise<CouponRow> {
  try {
    return await db.transaction(async (tx) => {
      const [rule] = await tx.select().from(couponRules).where(eq(sql`upper(${couponRules.code})`, code.trim().toUpperCase()));
      if (!rule) throw new BizError('coupon.codeUnknown');
      if (rule.endsAt !== null && rule.endsAt <= now) throw new BizError('coupon.codeExpired');
      const [had] = await tx.select({ id: coupons.id }).from(coupons).where(and(eq(coupons.userId, userId), eq(coupons.ruleId, rule.id), eq(coupons.source, 'code')));
      if (had) throw new BizError('coupon.alreadyActivated');
      const taken = await tx.update(couponRules).set({ issued: sql`${couponRules.issued} + 1` })
        .where(and(eq(couponRules.id, rule.id), sql`(${couponRules.total} = 0 OR ${couponRules.issued} < ${couponRules.total})`))
        .returning({ id: couponRules.id });
      if (!taken.length) throw new BizError('coupon.exhausted');
      const [c] = await tx.insert(coupons).values({
        userId, ruleId: rule.id, amountFen: rule.amountFen, minFen: rule.minFen, percent: rule.percent, scope: rule.scope, source: 'code',
        createdAt: now, expiresAt: now + rule.daysValid * 86400,
      }).returning();
      return toRow(now)({ ...c, name: rule.name });
    });
  } catch (err) {
    // Two activations racing: the unique index (user, rule) lets one through.
    if (isUniqueViolation(err)) throw new BizError('coupon.alreadyActivated');
    throw err;
  }
}
