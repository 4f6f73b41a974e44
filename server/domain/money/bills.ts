import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { coupons, moneyLog, onepayOrders, orderGroups, orders, parcels, ORDER_STATUS, ONEPAY_STATUS, PARCEL_STATUS } from '../../db/schema';
import type { BillType } from '../../db/schema';
import { SN_PATTERN } from '../sn';
import { couponDiscount, type CouponBase } from './coupon-value';

/** One line of what a bill is made of: a message key (translated by the caller) and fen. */
export type BillLine = { key: string; params?: Record<string, string | number>; fen: number };

/** Anything a shopper pays: an order group, a purchase order, a price-change problem, a one-pay order or a parcel. */
export type Bill = {
  type: BillType;
  sn: string;
  /** Which bill of `sn` this is when one number carries several in turn (a price-change problem's number); 0 otherwise. */
  refNo: number;
  /** The row id of the group, order, one-pay order or parcel. */
  id: number;
  userId: number;
  status: number;
  createdAt: number;
  /** What is owed now, after the coupon; 0 once paid. */
  owedFen: number;
  payable: boolean;
  paid: boolean;
  lines: BillLine[];
  /** The order group's coupon, when it still applies. */
  coupon: { id: number; fen: number } | null;
  /** Order groups: what is owed before the coupon (the amount a coupon's minimum is checked against). */
  dueFen: number;
  /** Order groups: the goods and service fee still owed, the parts a coupon takes from by its scope; null for other bills. */
  couponBase: CouponBase | null;
};

type Find = { type?: string; now: number; lock?: boolean };

/** The kind of bill a number stands for; `type` only matters to tell a price-change problem from its order. */
export function billTypeOf(sn: string, type?: string): BillType | null {
  if (SN_PATTERN.OG.test(sn)) return 'order_group';
  if (SN_PATTERN.O.test(sn)) return type === 'order_problem' || type === 'problem' ? 'order_problem' : 'order';
  if (SN_PATTERN.P.test(sn)) return 'onepay';
  if (SN_PATTERN.S.test(sn)) return 'parcel';
  return null;
}

/**
 * The user's bill with this number, or null (missing and another user's alike). With `lock` the rows
 * are locked FOR UPDATE for the rest of the transaction, always group before order, so that two
 * payers of one bill queue instead of both paying.
 */
export async function findBill(db: DbOrTx, userId: number, sn: string, o: Find): Promise<Bill | null> {
  switch (billTypeOf(sn, o.type)) {
    case 'order_group': return groupBill(db, userId, sn, o);
    case 'order': return orderBill(db, userId, sn, o);
    case 'order_problem': return problemBill(db, userId, sn, o);
    case 'onepay': return onepayBill(db, userId, sn, o);
    case 'parcel': return parcelBill(db, userId, sn, o);
    default: return null;
  }
}

const sum = (rows: { [k: string]: unknown }[], k: string) => rows.reduce((s, r) => s + Number(r[k] ?? 0), 0);

/** Lines for the parts; whatever the parts do not explain becomes an "other charges" line, so lines add up. */
function parts(total: number, named: [string, number][]): BillLine[] {
  const lines = named.filter(([, fen]) => fen !== 0).map(([key, fen]) => ({ key, fen }));
  const rest = total - named.reduce((s, [, fen]) => s + fen, 0);
  if (rest !== 0) lines.push({ key: 'pay.line.other', fen: rest });
  return lines;
}

function bill(b: Omit<Bill, 'owedFen' | 'lines' | 'dueFen' | 'coupon' | 'refNo' | 'couponBase'> & { dueFen: number; lines: () => BillLine[]; coupon?: Bill['coupon']; refNo?: number; couponBase?: CouponBase }): Bill {
  const coupon = b.payable ? (b.coupon ?? null) : null;
  const owedFen = b.payable ? b.dueFen - (coupon?.fen ?? 0) : 0;
  const lines = b.payable ? b.lines() : [];
  if (coupon) lines.push({ key: 'pay.line.coupon', fen: -coupon.fen });
  return { ...b, refNo: b.refNo ?? 0, couponBase: b.couponBase ?? null, coupon, owedFen, lines };
}

async function groupBill(db: DbOrTx, userId: number, sn: string, o: Find): Promise<Bill | null> {
  const q = db.select().from(orderGroups).where(and(eq(orderGroups.sn, sn), eq(orderGroups.userId, userId)));
  const [g] = o.lock ? await q.for('update') : await q;
  if (!g) return null;
  const oq = db.select().from(orders).where(and(eq(orders.groupId, g.id), eq(orders.status, ORDER_STATUS.unpaid), eq(orders.deleted, false)));
  const unpaid = o.lock ? await oq.for('update') : await oq;
  const dueFen = sum(unpaid, 'totalFen');
  const payable = g.status === 0 && unpaid.length > 0 && dueFen > 0;
  const couponBase: CouponBase = { goodsFen: sum(unpaid, 'goodsFen'), serviceFen: sum(unpaid, 'serviceFen'), shippingFen: 0 };
  return bill({
    type: 'order_group', sn, id: g.id, userId, status: g.status, createdAt: g.createdAt, payable, paid: g.status === 1, dueFen, couponBase,
    coupon: g.couponId ? await couponFor(db, userId, g.couponId, dueFen, couponBase, o) : null,
    lines: () => parts(dueFen, [['pay.line.goods', sum(unpaid, 'goodsFen')], ['pay.line.postFee', sum(unpaid, 'postFeeFen')], ['pay.line.service', sum(unpaid, 'serviceFen')]]),
  });
}

/**
 * The group's coupon and the discount it gives, when it still applies (unused, unexpired, minimum met, something
 * to take off): its amount or percent of the goods or of the service fee (its scope), capped at that part.
 */
async function couponFor(db: DbOrTx, userId: number, couponId: number, dueFen: number, base: CouponBase, o: Find): Promise<Bill['coupon']> {
  const q = db.select().from(coupons).where(and(eq(coupons.id, couponId), eq(coupons.userId, userId)));
  const [c] = o.lock ? await q.for('update') : await q;
  if (!c || c.status !== 0 || c.expiresAt <= o.now || c.minFen > dueFen) return null;
  const fen = Math.min(couponDiscount(c, base), dueFen);
  return fen > 0 ? { id: c.id, fen } : null;
}

async function orderRow(db: DbOrTx, userId: number, sn: string, o: Find) {
  const q = () => db.select().from(orders).where(and(eq(orders.sn, sn), eq(orders.userId, userId), eq(orders.deleted, false)));
  if (!o.lock) return (await q())[0];
  const [first] = await q();
  if (!first) return undefined;
  // Lock order: the group first (as paying the group does), then the order.
  await db.select({ id: orderGroups.id }).from(orderGroups).where(eq(orderGroups.id, first.groupId)).for('update');
  return (await q().for('update'))[0];
}

async function orderBill(db: DbOrTx, userId: number, sn: string, o: Find): Promise<Bill | null> {
  const r = await orderRow(db, userId, sn, o);
  if (!r) return null;
  const payable = r.status === ORDER_STATUS.unpaid && r.totalFen > 0;
  return bill({
    type: 'order', sn, id: r.id, userId, status: r.status, createdAt: r.createdAt, payable, paid: r.status >= ORDER_STATUS.paid, dueFen: r.totalFen,
    lines: () => parts(r.totalFen, [['pay.line.goods', r.goodsFen], ['pay.line.postFee', r.postFeeFen], ['pay.line.service', r.serviceFen]]),
  });
}

async function problemBill(db: DbOrTx, userId: number, sn: string, o: Find): Promise<Bill | null> {
  const q = db.select().from(orders).where(and(eq(orders.sn, sn), eq(orders.userId, userId), eq(orders.deleted, false)));
  const [r] = o.lock ? await q.for('update') : await q;
  if (!r) return null;
  const payable = r.problem === 'price_change' && r.problemFen > 0 && r.status !== ORDER_STATUS.cancelled;
  let paid = false;
  if (!payable) {
    const [entry] = await db.select({ n: sql<number>`count(*)` }).from(moneyLog)
      .where(and(eq(moneyLog.type, 'payment'), eq(moneyLog.refType, 'order_problem'), eq(moneyLog.refSn, sn)));
    paid = Number(entry.n) > 0;
    if (!paid) return null;
  }
  return bill({
    type: 'order_problem', sn, refNo: r.problemNo, id: r.id, userId, status: r.status, createdAt: r.createdAt, payable, paid, dueFen: r.problemFen,
    lines: () => [{ key: 'pay.line.priceChange', params: { sn }, fen: r.problemFen }],
  });
}

async function onepayBill(db: DbOrTx, userId: number, sn: string, o: Find): Promise<Bill | null> {
  const q = db.select().from(onepayOrders).where(and(eq(onepayOrders.sn, sn), eq(onepayOrders.userId, userId), eq(onepayOrders.deleted, false)));
  const [r] = o.lock ? await q.for('update') : await q;
  if (!r) return null;
  const payable = r.status === ONEPAY_STATUS.unpaid && r.totalFen > 0;
  return bill({
    type: 'onepay', sn, id: r.id, userId, status: r.status, createdAt: r.createdAt, payable, paid: r.status >= ONEPAY_STATUS.paid, dueFen: r.totalFen,
    lines: () => parts(r.totalFen, [['pay.line.goods', r.goodsFen], ['pay.line.postFee', r.postFeeFen], ['pay.line.shipping', r.shippingFen], ['pay.line.insurance', r.insuranceFen]]),
  });
}

async function parcelBill(db: DbOrTx, userId: number, sn: string, o: Find): Promise<Bill | null> {
  const q = db.select().from(parcels).where(and(eq(parcels.sn, sn), eq(parcels.userId, userId)));
  const [r] = o.lock ? await q.for('update') : await q;
  if (!r) return null;
  const total = r.totalFen ?? 0;
  const payable = r.status === PARCEL_STATUS.weighed && total > 0;
  return bill({
    type: 'parcel', sn, id: r.id, userId, status: r.status, createdAt: r.createdAt, payable, paid: r.status >= PARCEL_STATUS.paid, dueFen: total,
    lines: () => parts(total, [['pay.line.shipping', r.shippingFen ?? 0], ['pay.line.insurance', r.insuranceFen]]),
  });
}
