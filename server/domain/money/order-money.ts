import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { coupons, moneyLog, orderGroups, orders, onepayOrders, parcels, ONEPAY_STATUS, ORDER_STATUS, PARCEL_STATUS } from '../../db/schema';
import { onepayPart, orderCouponChoice, orderPart } from './bills';
import { priceBill, type CouponOffer } from './quote';

/**
 * The money of an order as its card and detail show it (design §4c, one quote): `couponFen` the coupon it was
 * paid with (its exact share of its group's, or the one it was paid alone with), or for an unpaid order the one
 * paying it now would use; `totalFen` goods + domestic shipping + service fee − that coupon, what paying it now
 * takes (unpaid) or took; `paidFen` what was paid for it (its total, plus any price difference paid), 0 unpaid.
 */
export type OrderMoney = { couponFen: number; totalFen: number; paidFen: number };

type OrderRow = typeof orders.$inferSelect;
type OnepayRow = typeof onepayOrders.$inferSelect;

/** Coupons by id that can still be used now (unused, unexpired), as offers. */
async function offers(db: DbOrTx, userId: number, ids: (number | null)[], now: number): Promise<Map<number, CouponOffer>> {
  const list = [...new Set(ids.filter((id): id is number => !!id))];
  if (!list.length) return new Map();
  const rows = await db.select().from(coupons).where(and(eq(coupons.userId, userId), inArray(coupons.id, list), eq(coupons.status, 0)));
  return new Map(rows.filter((c) => c.expiresAt > now).map((c) => [c.id, { id: c.id, amountFen: c.amountFen, percent: c.percent, scope: c.scope, minFen: c.minFen }]));
}

/** The money of some of the user's purchase orders, by order id: an unpaid one priced as its bill (bills.ts) would be now. */
export async function ordersMoney(db: DbOrTx, userId: number, rows: OrderRow[], now: number): Promise<Map<number, OrderMoney>> {
  const unpaid = rows.filter((r) => r.status === ORDER_STATUS.unpaid);
  const groupIds = [...new Set(unpaid.map((r) => r.groupId))];
  const groups = new Map(groupIds.length
    ? (await db.select({ id: orderGroups.id, status: orderGroups.status, couponId: orderGroups.couponId }).from(orderGroups).where(inArray(orderGroups.id, groupIds))).map((g) => [g.id, g])
    : []);
  const chosen = new Map(unpaid.map((r) => [r.id, orderCouponChoice(r, groups.get(r.groupId))]));
  const offered = await offers(db, userId, [...chosen.values()], now);
  const paidSns = rows.filter((r) => r.paidBy).map((r) => r.sn);
  const extras = new Map(paidSns.length
    ? (await db.select({ sn: moneyLog.refSn, fen: sql<string>`-sum(${moneyLog.amountFen})` }).from(moneyLog)
      .where(and(eq(moneyLog.userId, userId), eq(moneyLog.type, 'payment'), eq(moneyLog.refType, 'order_problem'), inArray(moneyLog.refSn, paidSns)))
      .groupBy(moneyLog.refSn)).map((r) => [r.sn, Number(r.fen)])
    : []);
  return new Map(rows.map((r) => {
    if (r.status === ORDER_STATUS.unpaid) {
      const q = priceBill('order', [orderPart(r)], offered.get(chosen.get(r.id) ?? 0) ?? null, null);
      return [r.id, { couponFen: q.coupon?.fen ?? 0, totalFen: q.totalFen, paidFen: 0 }];
    }
    const couponFen = r.paidBy ? r.couponFen : 0;
    const totalFen = r.totalFen - couponFen;
    return [r.id, { couponFen, totalFen, paidFen: r.paidBy ? totalFen + (extras.get(r.sn) ?? 0) : 0 }];
  }));
}

/** The money of some of the user's one-pay orders, by id, the same way. */
export async function onepaysMoney(db: DbOrTx, userId: number, rows: OnepayRow[], now: number): Promise<Map<number, OrderMoney>> {
  const offered = await offers(db, userId, rows.filter((r) => r.status === ONEPAY_STATUS.unpaid).map((r) => r.couponId), now);
  return new Map(rows.map((r) => {
    if (r.status === ONEPAY_STATUS.unpaid) {
      const q = priceBill('onepay', [onepayPart(r)], offered.get(r.couponId ?? 0) ?? null, null);
      return [r.id, { couponFen: q.coupon?.fen ?? 0, totalFen: q.totalFen, paidFen: 0 }];
    }
    const couponFen = r.paidAt ? r.couponFen : 0;
    return [r.id, { couponFen, totalFen: r.totalFen - couponFen, paidFen: r.paidAt ? r.totalFen - couponFen : 0 }];
  }));
}

/** An order's money from its row alone (a paid one exactly; an unpaid one without a coupon). */
export function storedMoney(r: Pick<OrderRow, 'totalFen' | 'couponFen' | 'paidBy'>): OrderMoney {
  const couponFen = r.paidBy ? r.couponFen : 0;
  return { couponFen, totalFen: r.totalFen - couponFen, paidFen: r.paidBy ? r.totalFen - couponFen : 0 };
}

type ParcelRow = typeof parcels.$inferSelect;

/**
 * The money of some of the user's parcels, by id: a weighed one not yet paid priced with its chosen coupon as its bill
 * would be `now` (without `now`, as stored: no coupon until paid); a paid one as it was paid. `totalFen` null until weighed.
 */
export async function parcelsMoney(db: DbOrTx, userId: number, rows: ParcelRow[], now?: number): Promise<Map<number, { couponFen: number; totalFen: number | null; paidFen: number }>> {
  const payable = rows.filter((r) => r.status === PARCEL_STATUS.weighed && r.totalFen !== null);
  const offered = now === undefined ? new Map<number, CouponOffer>() : await offers(db, userId, payable.map((r) => r.couponId), now);
  return new Map(rows.map((r): [number, { couponFen: number; totalFen: number | null; paidFen: number }] => {
    if (r.totalFen === null) return [r.id, { couponFen: 0, totalFen: null, paidFen: 0 }];
    if (r.status === PARCEL_STATUS.weighed) {
      const part = { goodsFen: 0, postFeeFen: 0, serviceFen: 0, shippingFen: r.shippingFen ?? 0, insuranceFen: r.insuranceFen, totalFen: r.totalFen, earns: false };
      const q = priceBill('parcel', [part], offered.get(r.couponId ?? 0) ?? null, null);
      return [r.id, { couponFen: q.coupon?.fen ?? 0, totalFen: q.totalFen, paidFen: 0 }];
    }
    const couponFen = r.paidAt ? r.couponFen : 0;
    return [r.id, { couponFen, totalFen: r.totalFen - couponFen, paidFen: r.paidAt ? r.totalFen - couponFen : 0 }];
  }));
}
