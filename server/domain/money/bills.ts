import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { coupons, moneyLog, onepayOrders, orderGroups, orders, parcels, ORDER_STATUS, ONEPAY_STATUS, PARCEL_STATUS } from '../../db/schema';
import type { BillType } from '../../db/schema';
import { SN_PATTERN } from '../numbers/sn';
import type { CouponBase } from './coupon-value';
import { couponBaseOf, priceBill, type BillPart, type CouponOffer, type Quote } from './quote';
import { joinedCashbackRate, recordedCashback } from '../rewards/cashback';

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
  /** What is owed now, after the coupon (the quote's total); 0 once paid. */
  owedFen: number;
  payable: boolean;
  paid: boolean;
  lines: BillLine[];
  /** The coupon the bill carries and what it takes off, when it applies (payable bills). */
  coupon: { id: number; fen: number } | null;
  /** "No coupon" was chosen for this payable bill (coupon id 0; an order: for it, or for its group while it carries the group's). */
  noCoupon: boolean;
  /** What is owed before the coupon (the amount a coupon's minimum is checked against). */
  dueFen: number;
  /** The goods, service fee and shipping still owed: the parts a coupon takes from by its scope; null when nothing is owed. */
  couponBase: CouponBase | null;
  /** THE quote of the bill (quote.ts): unpaid, as it would be paid now; paid, as it was paid. */
  quote: Quote;
  /** Order groups and orders: the purchase orders the bill pays or paid, in the order of the quote's shares; [] otherwise. */
  orderIds: number[];
  /** Orders: their group; null otherwise. */
  groupId: number | null;
};

type Find = { type?: string; now: number; lock?: boolean };
type OrderRow = typeof orders.$inferSelect;

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
 * are locked FOR UPDATE for the rest of the transaction, always group before order before coupon, so that two
 * payers of one bill (or of one coupon) queue instead of both paying.
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

/** A purchase order as a part of a bill: its goods earn only when bought here (not ship-for-me goods). */
export const orderPart = (r: Pick<OrderRow, 'goodsFen' | 'postFeeFen' | 'serviceFen' | 'totalFen' | 'source'>): BillPart => ({
  goodsFen: r.goodsFen, postFeeFen: r.postFeeFen, serviceFen: r.serviceFen, shippingFen: 0, insuranceFen: 0, totalFen: r.totalFen, earns: r.source === 'purchase',
});

/** A one-pay order as its bill's one part: goods, domestic post, international shipping and insurance. */
export const onepayPart = (r: Pick<typeof onepayOrders.$inferSelect, 'goodsFen' | 'postFeeFen' | 'shippingFen' | 'insuranceFen' | 'totalFen'>): BillPart => ({
  goodsFen: r.goodsFen, postFeeFen: r.postFeeFen, serviceFen: 0, shippingFen: r.shippingFen, insuranceFen: r.insuranceFen, totalFen: r.totalFen, earns: true,
});

/** The coupon chosen for a bill as an offer, when it is the shopper's, unused and unexpired (locked with `lock`). */
export async function couponOffer(db: DbOrTx, userId: number, couponId: number | null, o: Find): Promise<CouponOffer | null> {
  if (!couponId) return null;
  const q = db.select().from(coupons).where(and(eq(coupons.id, couponId), eq(coupons.userId, userId)));
  const [c] = o.lock ? await q.for('update') : await q;
  if (!c || c.status !== 0 || c.expiresAt <= o.now) return null;
  return { id: c.id, amountFen: c.amountFen, percent: c.percent, scope: c.scope, minFen: c.minFen };
}

/**
 * The quote of a bill already paid, as it was paid: its parts, the coupon each part kept (stored at payment) and
 * the cashback recorded then (not the shopper's activity of today).
 */
async function paidQuote(db: DbOrTx, type: BillType, sn: string, parts: BillPart[], coupon: { id: number | null; shares: number[] }): Promise<Quote> {
  const q = priceBill(type, parts, null, null);
  const fen = coupon.shares.reduce((s, x) => s + x, 0);
  const cb = await recordedCashback(db, type, sn);
  return {
    ...q, coupon: coupon.id && fen > 0 ? { id: coupon.id, fen } : null, shares: coupon.shares, totalFen: q.dueFen - fen,
    earns: { ...q.earns, cashbackFen: cb?.amountFen ?? 0, rateBp: cb?.rateBp ?? 0, promotionId: cb?.promotionId ?? null },
  };
}

/** The lines of a quote: each named part that is not zero, "other charges" for the rest, the coupon as a negative line. */
function linesOf(q: Quote): BillLine[] {
  const named: [string, number][] = [
    ['pay.line.goods', q.goodsFen], ['pay.line.postFee', q.postFeeFen], ['pay.line.service', q.serviceFen],
    ['pay.line.shipping', q.shippingFen], ['pay.line.insurance', q.insuranceFen], ['pay.line.other', q.otherFen],
  ];
  const lines: BillLine[] = named.filter(([, fen]) => fen !== 0).map(([key, fen]) => ({ key, fen }));
  if (q.coupon) lines.push({ key: 'pay.line.coupon', fen: -q.coupon.fen });
  return lines;
}

type Head = Pick<Bill, 'type' | 'sn' | 'id' | 'userId' | 'status' | 'createdAt' | 'payable' | 'paid'> & Partial<Pick<Bill, 'refNo' | 'orderIds' | 'groupId'>>;

/** The coupon chosen for a bill, as stored: an id, 0 for "no coupon", null for no choice made. */
type Chosen = number | null | undefined;

function bill(h: Head, parts: BillPart[], quote: Quote, chosen?: Chosen, lines: (q: Quote) => BillLine[] = linesOf): Bill {
  return {
    noCoupon: h.payable && chosen === 0,
    refNo: 0, orderIds: [], groupId: null, ...h, quote,
    owedFen: h.payable ? quote.totalFen : 0,
    lines: h.payable ? lines(quote) : [],
    coupon: h.payable ? quote.coupon : null,
    dueFen: quote.dueFen,
    couponBase: h.payable ? couponBaseOf(parts) : null,
  };
}

async function groupBill(db: DbOrTx, userId: number, sn: string, o: Find): Promise<Bill | null> {
  const q = db.select().from(orderGroups).where(and(eq(orderGroups.sn, sn), eq(orderGroups.userId, userId)));
  const [g] = o.lock ? await q.for('update') : await q;
  if (!g) return null;
  const head = { type: 'order_group' as const, sn, id: g.id, userId, status: g.status, createdAt: g.createdAt, paid: g.status === 1 };
  if (g.status === 1) {
    const list = await db.select().from(orders).where(and(eq(orders.groupId, g.id), eq(orders.paidBy, sn))).orderBy(orders.id);
    const parts = list.map(orderPart);
    const quote = await paidQuote(db, 'order_group', sn, parts, { id: g.couponId, shares: list.map((r) => r.couponFen) });
    return bill({ ...head, payable: false, orderIds: list.map((r) => r.id) }, parts, quote);
  }
  const oq = db.select().from(orders).where(and(eq(orders.groupId, g.id), eq(orders.status, ORDER_STATUS.unpaid), eq(orders.deleted, false))).orderBy(orders.id);
  const unpaid = o.lock ? await oq.for('update') : await oq;
  const parts = unpaid.map(orderPart);
  const dueFen = parts.reduce((s, p) => s + p.totalFen, 0);
  const payable = g.status === 0 && unpaid.length > 0 && dueFen > 0;
  const offer = payable ? await couponOffer(db, userId, g.couponId, o) : null;
  const quote = priceBill('order_group', parts, offer, payable ? await joinedCashbackRate(db, userId, o.now) : null);
  return bill({ ...head, payable, orderIds: unpaid.map((r) => r.id) }, parts, quote, g.couponId);
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

/**
 * The coupon an unpaid order paid alone carries: the one chosen for it; none when "no coupon" was chosen for it
 * (coupon_id 0); else its group's, while the group is unpaid (design §4c: the coupon chosen at checkout follows the
 * order paid from My orders when it still applies).
 */
export const orderCouponChoice = (r: Pick<OrderRow, 'couponId'>, group: { status: number; couponId: number | null } | undefined): number | null =>
  r.couponId !== null ? r.couponId || null : group?.status === 0 ? group.couponId : null;

async function orderBill(db: DbOrTx, userId: number, sn: string, o: Find): Promise<Bill | null> {
  const r = await orderRow(db, userId, sn, o);
  if (!r) return null;
  const payable = r.status === ORDER_STATUS.unpaid && r.totalFen > 0;
  const parts = [orderPart(r)];
  const head = { type: 'order' as const, sn, id: r.id, userId, status: r.status, createdAt: r.createdAt, payable, paid: r.status >= ORDER_STATUS.paid, orderIds: [r.id], groupId: r.groupId };
  if (!payable) {
    const quote = r.paidBy ? await paidQuote(db, 'order', sn, parts, { id: r.couponId, shares: [r.couponFen] }) : priceBill('order', parts, null, null);
    return bill(head, parts, quote);
  }
  const [g] = await db.select({ status: orderGroups.status, couponId: orderGroups.couponId }).from(orderGroups).where(eq(orderGroups.id, r.groupId));
  const quote = priceBill('order', parts, await couponOffer(db, userId, orderCouponChoice(r, g), o), await joinedCashbackRate(db, userId, o.now));
  return bill(head, parts, quote, r.couponId ?? (g?.status === 0 ? g.couponId : null));
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
  // A price difference takes no coupon and earns nothing (coupon-value.ts BILL_SCOPES).
  const parts: BillPart[] = [{ goodsFen: 0, postFeeFen: 0, serviceFen: 0, shippingFen: 0, insuranceFen: 0, totalFen: r.problemFen, earns: false }];
  return bill({ type: 'order_problem', sn, refNo: r.problemNo, id: r.id, userId, status: r.status, createdAt: r.createdAt, payable, paid }, parts,
    priceBill('order_problem', parts, null, null), null, () => [{ key: 'pay.line.priceChange', params: { sn }, fen: r.problemFen }]);
}

async function onepayBill(db: DbOrTx, userId: number, sn: string, o: Find): Promise<Bill | null> {
  const q = db.select().from(onepayOrders).where(and(eq(onepayOrders.sn, sn), eq(onepayOrders.userId, userId), eq(onepayOrders.deleted, false)));
  const [r] = o.lock ? await q.for('update') : await q;
  if (!r) return null;
  const payable = r.status === ONEPAY_STATUS.unpaid && r.totalFen > 0;
  const paid = r.status >= ONEPAY_STATUS.paid;
  const parts = [onepayPart(r)];
  const head = { type: 'onepay' as const, sn, id: r.id, userId, status: r.status, createdAt: r.createdAt, payable, paid };
  const quote = payable
    ? priceBill('onepay', parts, await couponOffer(db, userId, r.couponId, o), await joinedCashbackRate(db, userId, o.now))
    : paid || r.paidAt ? await paidQuote(db, 'onepay', sn, parts, { id: r.couponId, shares: [r.couponFen] }) : priceBill('onepay', parts, null, null);
  return bill(head, parts, quote, r.couponId);
}

async function parcelBill(db: DbOrTx, userId: number, sn: string, o: Find): Promise<Bill | null> {
  const q = db.select().from(parcels).where(and(eq(parcels.sn, sn), eq(parcels.userId, userId)));
  const [r] = o.lock ? await q.for('update') : await q;
  if (!r) return null;
  const total = r.totalFen ?? 0;
  const payable = r.status === PARCEL_STATUS.weighed && total > 0;
  const paid = r.status >= PARCEL_STATUS.paid;
  const parts: BillPart[] = [{ goodsFen: 0, postFeeFen: 0, serviceFen: 0, shippingFen: r.shippingFen ?? 0, insuranceFen: r.insuranceFen, totalFen: total, earns: false }];
  const head = { type: 'parcel' as const, sn, id: r.id, userId, status: r.status, createdAt: r.createdAt, payable, paid };
  const quote = payable
    ? priceBill('parcel', parts, await couponOffer(db, userId, r.couponId, o), null)
    : paid ? await paidQuote(db, 'parcel', sn, parts, { id: r.couponId, shares: [r.couponFen] }) : priceBill('parcel', parts, null, null);
  return bill(head, parts, quote, r.couponId);
}
