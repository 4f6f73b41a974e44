import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { onepayOrders, orderGoods, shippingLines, ONEPAY_STATUS } from '../../db/schema';
import type { Lang } from '../../i18n';
import { carrierName } from '../../i18n';
import { BizError, notFound } from '../../http/errors';
import { page } from '../../http/envelope';
import { yuan } from '../money/money';
import { countMessages } from '../orders/messages';
import { goodsDetail, goodsPhotos } from '../orders/detail';
import { goodsLine, type GoodsRow, type Translate } from '../orders/orders';
import { addTracking, listTracking } from '../parcels/tracking';
import { reviseOnepayRebates } from '../rewards/rebates';
import { reviseOnepayCommissions } from '../affiliate/commissions';
import { credit } from '../money/wallet';
import { onepaysMoney } from '../money/order-money';
import { releaseCouponOf } from '../money/coupon-on-bill';
import { settleOnepayCashback } from '../rewards/cashback';
import { creditOnepayPoints } from '../rewards/score';
import type { GoodsPhotos, OnepayDetail, OnepayListAnswer, OnepayListRow, OnepayStatus, OrderCan, TabCounts } from '../../../src/api/types/order';
import { goodsInLanguage } from '../catalogue/goods-language';
import { addressesIn } from '../account/address-snapshot';

export type Onepay = typeof onepayOrders.$inferSelect;
export const ONEPAY_TABS = ['all', '0', '1', '2', '3', '4', '-1'] as const;
export type OnepayTab = (typeof ONEPAY_TABS)[number];

const S = ONEPAY_STATUS;
export const onepayStatusText = (t: Translate, status: number) => t(`onepay.status.${status}`);

export const onepayCan = (o: Onepay): OrderCan => ({
  pay: o.status === S.unpaid, cancel: o.status === S.unpaid || o.status === S.paid,
  delete: o.status === S.cancelled || o.status === S.received, pay_extra: false, receipt: o.status === S.shipped,
});

async function goodsByOnepay(db: DbOrTx, ids: number[], lang: Lang): Promise<Map<number, GoodsRow[]>> {
  const map = new Map<number, GoodsRow[]>();
  if (!ids.length) return map;
  const rows = await goodsInLanguage(db, await db.select().from(orderGoods).where(and(inArray(orderGoods.onepayId, ids), eq(orderGoods.deleted, false))).orderBy(orderGoods.id), lang);
  for (const g of rows) map.set(g.onepayId!, [...(map.get(g.onepayId!) ?? []), g]);
  return map;
}

/** One of the shopper's own (not deleted) one-pay orders, optionally locked, or the not-found answer. */
export async function ownOnepay(db: DbOrTx, userId: number, id: number, lock = false): Promise<Onepay> {
  const q = db.select().from(onepayOrders).where(and(eq(onepayOrders.id, id), eq(onepayOrders.userId, userId), eq(onepayOrders.deleted, false)));
  const [o] = lock ? await q.for('update') : await q;
  if (!o) throw notFound('onepay.notFound');
  return o;
}

async function onepayCounts(db: DbOrTx, userId: number): Promise<TabCounts> {
  const rows = await db.select({ status: onepayOrders.status, n: count() }).from(onepayOrders)
    .where(and(eq(onepayOrders.userId, userId), eq(onepayOrders.deleted, false))).groupBy(onepayOrders.status);
  const counts: TabCounts = Object.fromEntries(ONEPAY_TABS.map((tab) => [tab, 0]));
  for (const r of rows) {
    counts[String(r.status)] = Number(r.n);
    counts.all += Number(r.n);
  }
  return counts;
}

/** The shopper's one-pay orders in one tab, newest first, with the counts of every tab. */
export async function listOnepay(db: DbOrTx, userId: number, q: { tab: OnepayTab; page: number; pagesize: number; lang: Lang; now: number }, t: Translate): Promise<OnepayListAnswer> {
  const base = and(eq(onepayOrders.userId, userId), eq(onepayOrders.deleted, false));
  const where = q.tab === 'all' ? base : and(base, eq(onepayOrders.status, Number(q.tab)));
  const [{ n }] = await db.select({ n: count() }).from(onepayOrders).where(where);
  const rows = await db.select().from(onepayOrders).where(where)
    .orderBy(desc(onepayOrders.createdAt), desc(onepayOrders.id)).limit(q.pagesize).offset((q.page - 1) * q.pagesize);
  const goods = await goodsByOnepay(db, rows.map((o) => o.id), q.lang);
  const money = await onepaysMoney(db, userId, rows, q.now);
  const data = rows.map((o): OnepayListRow => {
    const lines = goods.get(o.id) ?? [];
    const m = money.get(o.id)!;
    return {
      id: o.id, sn: o.sn, status: o.status as OnepayStatus, status_text: onepayStatusText(t, o.status),
      goods: lines.map(goodsLine), goods_count: lines.reduce((s, g) => s + g.quantity, 0),
      // Money (design §4c, one quote): total after its coupon, what was paid.
      goods_total: yuan(o.goodsFen), shipping_fee: yuan(o.shippingFen), total: yuan(m.totalFen), coupon: yuan(m.couponFen), paid: yuan(m.paidFen),
      country_code: o.countryCode, created_at: o.createdAt, can: onepayCan(o),
    };
  });
  return { ...page(data, Number(n), q.page, q.pagesize), counts: await onepayCounts(db, userId) };
}

/** The full view of one of the shopper's one-pay orders. */
export async function onepayDetail(db: DbOrTx, userId: number, id: number, lang: Lang, t: Translate, now: number): Promise<OnepayDetail> {
  const o = await ownOnepay(db, userId, id);
  const m = (await onepaysMoney(db, userId, [o], now)).get(o.id)!;
  const goods = (await goodsByOnepay(db, [o.id], lang)).get(o.id) ?? [];
  const [line] = await db.select().from(shippingLines).where(eq(shippingLines.id, o.lineId));
  const [address] = await addressesIn(db, [o.address], lang);
  return {
    id: o.id, sn: o.sn, status: o.status as OnepayStatus, status_text: onepayStatusText(t, o.status), remark: o.remark,
    goods: goods.map((g) => ({ ...goodsDetail(g, 0, 0, 0), free_days_left: null })), goods_count: goods.reduce((s, g) => s + g.quantity, 0),
    address,
    line: line ? { id: line.id, name: line.name[lang], carrier: carrierName(line.carrier, lang), transit_days: line.transitDays } : null,
    goods_total: yuan(o.goodsFen), post_fee: yuan(o.postFeeFen), shipping_fee: yuan(o.shippingFen),
    insurance: o.insurance, insurance_fee: yuan(o.insuranceFen), total: yuan(m.totalFen), coupon: yuan(m.couponFen), paid: yuan(m.paidFen),
    carrier: carrierName(o.carrier, lang), tracking_no: o.trackingNo, tracking: await listTracking(db, 'onepay', o.id, lang),
    photos: goods.flatMap((g) => g.photos), messages_count: await countMessages(db, 'onepay', o.id),
    created_at: o.createdAt, paid_at: o.paidAt, shipped_at: o.shippedAt, received_at: o.receivedAt, can: onepayCan(o),
  };
}

export async function onepayPhotos(db: DbOrTx, userId: number, id: number, lang: Lang): Promise<GoodsPhotos[]> {
  const o = await ownOnepay(db, userId, id);
  return ((await goodsByOnepay(db, [o.id], lang)).get(o.id) ?? []).map(goodsPhotos);
}

/**
 * Unpaid (0) → cancelled; paid, still buying (1) → cancelled with what was paid (its total less its coupon) credited
 * back, its coupon given back and its pending cashback cancelled, in one transaction.
 */
export async function cancelOnepay(db: Db, userId: number, id: number, now: number, t: Translate): Promise<{ id: number; status: -1; refund_fen: number }> {
  return db.transaction(async (tx) => {
    const o = await ownOnepay(tx, userId, id, true);
    if (o.status !== S.unpaid && o.status !== S.paid) throw new BizError('onepay.cannotCancel', { status: onepayStatusText(t, o.status) });
    await tx.update(onepayOrders).set({ status: S.cancelled }).where(eq(onepayOrders.id, o.id));
    const refund = o.status === S.paid ? o.totalFen - o.couponFen : 0;
    if (o.status === S.paid) await releaseCouponOf(tx, userId, o.sn);
    await settleOnepayCashback(tx, { ...o, status: S.cancelled }, now);
    if (refund > 0) await credit(tx, 'refund', { userId, amountFen: refund, refType: 'onepay', refSn: o.sn, memo: `Cancelled one-pay order ${o.sn}`, now });
    if (refund > 0) await reviseOnepayRebates(tx, o.id);
    if (refund > 0) await reviseOnepayCommissions(tx, o.id, now);
    return { id: o.id, status: -1 as const, refund_fen: refund };
  });
}

/** Only cancelled or received one-pay orders may be hidden. */
export async function deleteOnepay(db: DbOrTx, userId: number, id: number, t: Translate): Promise<void> {
  const o = await ownOnepay(db, userId, id);
  if (o.status !== S.cancelled && o.status !== S.received) throw new BizError('onepay.cannotDelete', { status: onepayStatusText(t, o.status) });
  await db.update(onepayOrders).set({ deleted: true }).where(and(eq(onepayOrders.id, o.id), eq(onepayOrders.userId, userId)));
}

/**
 * Marks a shipped one-pay order received (by the shopper's receipt or the operator's deliver): its goods are done,
 * so they earn their points and its pending cashback is paid, in the same transaction.
 */
export async function markOnepayReceived(db: Db, o: Onepay, now: number, t: Translate): Promise<{ id: number; status: 4; received_at: number }> {
  if (o.status !== S.shipped) throw new BizError('onepay.cannotReceipt', { status: onepayStatusText(t, o.status) });
  const u = await db.transaction(async (tx) => {
    const [row] = await tx.update(onepayOrders).set({ status: S.received, receivedAt: now })
      .where(and(eq(onepayOrders.id, o.id), eq(onepayOrders.status, S.shipped))).returning();
    if (row) {
      await creditOnepayPoints(tx, row, now);
      await settleOnepayCashback(tx, row, now);
    }
    return row;
  });
  if (!u) throw new BizError('onepay.cannotReceipt', { status: onepayStatusText(t, o.status) });
  await addTracking(db, 'onepay', o.id, [{ time: now, status: 'deliveredConsignee', location: o.address.city || o.address.country }]);
  return { id: u.id, status: 4 as const, received_at: now };
}

export async function receiptOnepay(db: Db, userId: number, id: number, now: number, t: Translate) {
  return markOnepayReceived(db, await ownOnepay(db, userId, id), now, t);
}
