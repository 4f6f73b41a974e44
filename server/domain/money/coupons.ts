import { and, asc, count, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { couponRules, coupons, orderGroups } from '../../db/schema';
import type { CouponScope, CouponSource, I18nText } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { findBill } from './bills';
import { couponDiscount, type CouponBase } from './coupon-value';
import { isUniqueViolation } from '../sn';

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
 * Usable coupons for an order group's checkout: unused, unexpired, their minimum met by `amountFen`, and for the
 * goods or the service fee (a shipping coupon is for a parcel). With `base` (an order group's goods and fee owed)
 * only those that take something off, biggest discount first; without (an amount before the order exists) the
 * biggest amount, then percent, first.
 */
export async function usableCoupons(db: DbOrTx, userId: number, amountFen: number, now: number, base?: CouponBase): Promise<CouponRow[]> {
  const rows = (await db.select(columns).from(coupons).innerJoin(couponRules, eq(couponRules.id, coupons.ruleId))
    .where(and(eq(coupons.userId, userId), stateFilter(0, now), lte(coupons.minFen, amountFen), ne(coupons.scope, 'shipping')))
    .orderBy(desc(coupons.amountFen), desc(coupons.percent), asc(coupons.expiresAt), asc(coupons.id))).map(toRow(now));
  if (!base) return rows;
  const off = new Map(rows.map((r) => [r.id, couponDiscount(r, base)]));
  return rows.filter((r) => off.get(r.id)! > 0).sort((a, b) => off.get(b.id)! - off.get(a.id)!);
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

/**
 * Puts one of the user's coupons on an unpaid order group (`couponId` 0 takes it off). The coupon must be
 * unused, unexpired, its minimum met by what the group owes, and not on another unpaid group.
 */
export async function applyCoupon(db: Db, userId: number, sn: string, couponId: number, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const bill = await findBill(tx, userId, sn, { now, lock: true });
    if (!bill) throw notFound('pay.notFound');
    if (bill.type !== 'order_group') throw new BizError('coupon.notForBill');
    if (bill.paid) throw new BizError('pay.alreadyPaid');
    if (!bill.payable) throw new BizError('pay.notPayable');
    if (!couponId) {
      await tx.update(orderGroups).set({ couponId: null, couponFen: 0 }).where(eq(orderGroups.id, bill.id));
      return;
    }
    const [c] = await tx.select().from(coupons).where(and(eq(coupons.id, couponId), eq(coupons.userId, userId))).for('update');
    if (!c) throw notFound('coupon.notFound');
    if (c.status === 1) throw new BizError('coupon.used');
    if (c.expiresAt <= now) throw new BizError('coupon.expired');
    if (c.minFen > bill.dueFen) throw new BizError('coupon.minNotMet', { min: (c.minFen / 100).toFixed(2) });
    if (c.scope === 'shipping') throw new BizError('coupon.forShipping');
    const off = Math.min(couponDiscount(c, bill.couponBase ?? { goodsFen: 0, serviceFen: 0, shippingFen: 0 }), bill.dueFen);
    if (off <= 0) throw new BizError('coupon.nothingOff');
    const [other] = await tx.select({ id: orderGroups.id }).from(orderGroups)
      .where(and(eq(orderGroups.couponId, c.id), eq(orderGroups.status, 0), ne(orderGroups.id, bill.id)));
    if (other) throw new BizError('coupon.inUse');
    await tx.update(orderGroups).set({ couponId: c.id, couponFen: off }).where(eq(orderGroups.id, bill.id));
  });
}

/**
 * Gives an order group's coupon back when the group is cancelled (or refunded): the group lets go of it
 * and, if paying the group had used it, the coupon is usable again. Call inside the cancelling transaction.
 */
export async function releaseGroupCoupon(tx: DbOrTx, groupId: number): Promise<void> {
  const [g] = await tx.select({ sn: orderGroups.sn, couponId: orderGroups.couponId }).from(orderGroups).where(eq(orderGroups.id, groupId));
  if (!g?.couponId) return;
  await tx.update(coupons).set({ status: 0, usedRef: '' }).where(and(eq(coupons.id, g.couponId), eq(coupons.usedRef, g.sn)));
  await tx.update(orderGroups).set({ couponId: null, couponFen: 0 }).where(eq(orderGroups.id, groupId));
}
