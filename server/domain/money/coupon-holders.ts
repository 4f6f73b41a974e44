import { and, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { onepayOrders, orderGroups, orders, parcels, ONEPAY_STATUS, ORDER_STATUS, PARCEL_STATUS } from '../../db/schema';
import type { Bill } from './bills';

/** An unpaid bill a coupon sits on (chosen, not yet used): a coupon is on one unpaid bill at a time. */
export type Holder = { type: 'order_group' | 'order' | 'onepay' | 'parcel'; id: number; couponId: number; groupId: number | null };

/** The unpaid bills of the user that hold any of these coupons. */
export async function holdersOf(db: DbOrTx, userId: number, couponIds: number[]): Promise<Holder[]> {
  if (!couponIds.length) return [];
  // One after another: inside a transaction the queries share one connection.
  const g = await db.select({ id: orderGroups.id, c: orderGroups.couponId }).from(orderGroups)
    .where(and(eq(orderGroups.userId, userId), eq(orderGroups.status, 0), inArray(orderGroups.couponId, couponIds)));
  const o = await db.select({ id: orders.id, c: orders.couponId, groupId: orders.groupId }).from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, ORDER_STATUS.unpaid), eq(orders.deleted, false), gt(orders.couponId, 0), inArray(orders.couponId, couponIds)));
  const p = await db.select({ id: onepayOrders.id, c: onepayOrders.couponId }).from(onepayOrders)
    .where(and(eq(onepayOrders.userId, userId), eq(onepayOrders.status, ONEPAY_STATUS.unpaid), eq(onepayOrders.deleted, false), inArray(onepayOrders.couponId, couponIds)));
  const s = await db.select({ id: parcels.id, c: parcels.couponId }).from(parcels)
    .where(and(eq(parcels.userId, userId), inArray(parcels.status, [PARCEL_STATUS.packing, PARCEL_STATUS.weighed]), inArray(parcels.couponId, couponIds)));
  return [
    ...g.map((r) => ({ type: 'order_group' as const, id: r.id, couponId: r.c!, groupId: r.id })),
    ...o.map((r) => ({ type: 'order' as const, id: r.id, couponId: r.c!, groupId: r.groupId })),
    ...p.map((r) => ({ type: 'onepay' as const, id: r.id, couponId: r.c!, groupId: null })),
    ...s.map((r) => ({ type: 'parcel' as const, id: r.id, couponId: r.c!, groupId: null })),
  ];
}

/**
 * Whether a holder may give its coupon up to `bill`: it is the bill itself, or they are an order group and one
 * of its orders (the coupon chosen for the group follows the order paid alone, and back).
 */
export function movesTo(h: Holder, bill: Pick<Bill, 'type' | 'id' | 'groupId'>): boolean {
  if (h.type === bill.type && h.id === bill.id) return true;
  if (bill.type === 'order' && h.type === 'order_group') return h.id === bill.groupId;
  if (bill.type === 'order_group' && h.type === 'order') return h.groupId === bill.id;
  return false;
}

/** Those of these coupons that another unpaid bill holds (one `bill` cannot take from). */
export async function heldElsewhere(db: DbOrTx, bill: Pick<Bill, 'type' | 'id' | 'groupId' | 'userId'>, couponIds: number[]): Promise<Set<number>> {
  return new Set((await holdersOf(db, bill.userId, couponIds)).filter((h) => !movesTo(h, bill)).map((h) => h.couponId));
}
