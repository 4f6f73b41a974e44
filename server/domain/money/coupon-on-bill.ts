import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { coupons, onepayOrders, orderGroups, orders, parcels, ORDER_STATUS } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { findBill, type Bill } from './bills';
import { BILL_SCOPES, couponFit, type CouponMisfit } from './coupon-value';
import { holdersOf, movesTo, type Holder } from './coupon-holders';
import { yuan } from './money';

/**
 * Puts a coupon on an unpaid bill, or takes it off. Every bill stores what it was given: 0 means "no coupon" chosen
 * for it (the pay page then chooses none for the shopper), null that nothing was (an order then carries its group's,
 * orderCouponChoice in bills.ts; the pay page puts the best coupon that fits on the others).
 */
async function setCoupon(tx: DbOrTx, b: Pick<Bill, 'type' | 'id'> | Holder, couponId: number | null): Promise<void> {
  switch (b.type) {
    case 'order_group': await tx.update(orderGroups).set({ couponId, couponFen: 0 }).where(eq(orderGroups.id, b.id)); return;
    case 'order': await tx.update(orders).set({ couponId }).where(eq(orders.id, b.id)); return;
    case 'onepay': await tx.update(onepayOrders).set({ couponId }).where(eq(onepayOrders.id, b.id)); return;
    case 'parcel': await tx.update(parcels).set({ couponId }).where(eq(parcels.id, b.id)); return;
  }
}

const MISFIT: Record<CouponMisfit, (bill: Bill) => string> = {
  scope: (bill) => (bill.type === 'parcel' ? 'coupon.forOrders' : 'coupon.forShipping'),
  min: () => 'coupon.minNotMet',
  nothing: () => 'coupon.nothingOff',
};

/**
 * Puts one of the user's coupons on any payable bill (`couponId` 0 takes it off) — one coupon per bill (design
 * §4c). The coupon must be unused, unexpired, of a scope the bill takes, its minimum met by what the bill owes,
 * something to take off, and on no other unpaid bill; between an order group and one of its orders it moves
 * (the one it leaves lets go of it). A price difference takes no coupon. The coupon stays the shopper's until
 * the bill is paid with it.
 */
export async function applyCoupon(db: Db, userId: number, sn: string, couponId: number, now: number, type?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const bill = await findBill(tx, userId, sn, { type, now, lock: true });
    if (!bill) throw notFound('pay.notFound');
    if (!BILL_SCOPES[bill.type].length) throw new BizError('coupon.notForProblem');
    if (bill.paid) throw new BizError('pay.alreadyPaid');
    if (!bill.payable) throw new BizError('pay.notPayable');
    if (!couponId) return setCoupon(tx, bill, 0);
    const [c] = await tx.select().from(coupons).where(and(eq(coupons.id, couponId), eq(coupons.userId, userId))).for('update');
    if (!c) throw notFound('coupon.notFound');
    if (c.status === 1) throw new BizError('coupon.used');
    if (c.expiresAt <= now) throw new BizError('coupon.expired');
    const fit = couponFit(c, bill.type, bill.dueFen, bill.couponBase!);
    if ('misfit' in fit) throw new BizError(MISFIT[fit.misfit](bill), { min: yuan(c.minFen) });
    for (const h of await holdersOf(tx, userId, [c.id])) {
      if (!movesTo(h, bill)) throw new BizError('coupon.inUse');
      // The group or order it leaves lets go of it (an order then carries its group's again).
      if (h.type !== bill.type || h.id !== bill.id) await setCoupon(tx, h, null);
    }
    await setCoupon(tx, bill, c.id);
  });
}

/** Uses a coupon for a bill being paid (in the payment's transaction, the coupon locked by findBill). */
export async function useCoupon(tx: DbOrTx, couponId: number, sn: string): Promise<void> {
  const used = await tx.update(coupons).set({ status: 1, usedRef: sn }).where(and(eq(coupons.id, couponId), eq(coupons.status, 0))).returning({ id: coupons.id });
  if (!used.length) throw new BizError('coupon.used');
}

/** Gives back the coupon a bill used (its payment undone: a cancelled one-pay order, a cancelled order paid alone). */
export async function releaseCouponOf(tx: DbOrTx, userId: number, sn: string): Promise<void> {
  await tx.update(coupons).set({ status: 0, usedRef: '' }).where(and(eq(coupons.userId, userId), eq(coupons.usedRef, sn), eq(coupons.status, 1)));
}

/**
 * Gives an order group's coupon back when the group is cancelled (or refunded): the group lets go of it
 * and, if paying the group had used it, the coupon is usable again. Call inside the cancelling transaction.
 */
export async function releaseGroupCoupon(tx: DbOrTx, groupId: number): Promise<void> {
  const [g] = await tx.select({ sn: orderGroups.sn, userId: orderGroups.userId, couponId: orderGroups.couponId }).from(orderGroups).where(eq(orderGroups.id, groupId));
  if (!g?.couponId) return;
  await releaseCouponOf(tx, g.userId, g.sn);
  await tx.update(orderGroups).set({ couponId: null, couponFen: 0 }).where(eq(orderGroups.id, groupId));
}

/** Gives back the coupons that orders of a group paid alone used, once those orders are cancelled. */
export async function releaseOrderCoupons(tx: DbOrTx, groupId: number): Promise<void> {
  const list = await tx.select({ sn: orders.sn, userId: orders.userId, paidBy: orders.paidBy }).from(orders)
    .where(and(eq(orders.groupId, groupId), eq(orders.status, ORDER_STATUS.cancelled), isNotNull(orders.couponId)));
  for (const o of list) if (o.paidBy === o.sn) await releaseCouponOf(tx, o.userId, o.sn);
}
