import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { expressCompanies, orderGoods, orders, ORDER_STATUS } from '../../db/schema';
import type { Lang } from '../../i18n';
import { page } from '../../http/envelope';
import { yuan } from '../money/money';
import { ordersMoney } from '../money/order-money';
import { countMessages } from './messages';
import { refundedGoods } from './refund-info';
import { refundAwareStatus, refundedFenBySn, refundState } from './refund-totals';
import { freeDaysLeft, shopperFreeDays } from './storage';
import { listTracking } from '../parcels/tracking';
import { goodsByOrder, goodsLine, groupSns, orderCan, ownOrder, problemPending, problemText, sellersOf, type GoodsRow, type Order, type Translate } from './orders';
import { goodsInLanguage } from '../catalogue/goods-language';
import { declaredByOrder } from '../shipforme/buyself';
import { buyAgainLines } from './buy-again';
import type {
  ExpressTrack, ExpressTrackNew, GoodsPhotos, OrderDetail, OrderGoodsDetail, OrderProblem, OrderStatus, Paged, ProblemHandling, WarehouseFields, WarehouseGoods,
} from '../../../src/api/types/order';

export function warehouseFields(g: GoodsRow, freeDays: number, extraDays: number, now: number): WarehouseFields {
  return {
    weight_g: g.weightG, volume_cm3: g.volumeCm3, photos: g.photos, photo_requested: g.photoRequested,
    arrived_at: g.arrivedAt, free_days_left: freeDaysLeft(g.arrivedAt, freeDays, extraDays, now), goods_type: g.goodsType,
  };
}

export function goodsDetail(g: GoodsRow, freeDays: number, extraDays: number, now: number): OrderGoodsDetail {
  return {
    ...goodsLine(g), ...warehouseFields(g, freeDays, extraDays, now),
    url: g.url, remark: g.remark, subtotal: yuan(g.priceFen * g.quantity), in_parcel: g.parcelId != null,
  };
}

/** What the shopper can do about the order's problem (none once it is cancelled): the one rule of order detail and goodsproblem. */
export function problemHandling(o: Order, t: Translate): ProblemHandling | null {
  if (!o.problem || o.status === ORDER_STATUS.cancelled) return null;
  const kind = o.problem as OrderProblem;
  const pending = problemPending(o);
  const actions: ProblemHandling['actions'] = !pending ? [] : kind === 'price_change' ? ['pay', 'cancel'] : ['refund', 'cancel'];
  return {
    kind, text: problemText(t, kind), amount: yuan(o.problemFen), actions,
    pay: kind === 'price_change' && pending ? { type: 'order_problem', sn: o.sn, amount: yuan(o.problemFen) } : null,
  };
}

/** The full view of one of the shopper's orders. */
export async function orderDetail(db: DbOrTx, userId: number, id: number, now: number, t: Translate, lang: Lang): Promise<OrderDetail> {
  const o = await ownOrder(db, userId, id);
  const goods = (await goodsByOrder(db, [o.id], lang)).get(o.id) ?? [];
  const freeDays = await shopperFreeDays(db, userId, now);
  const sn = (await groupSns(db, [o.groupId])).get(o.groupId) ?? '';
  const seller = (await sellersOf(db, [o], lang, t)).get(o.id)!;
  const money = (await ordersMoney(db, userId, [o], now)).get(o.id)!;
  const refundedFen = (await refundedFenBySn(db, userId, [o.sn])).get(o.sn) ?? 0;
  const state = refundState(o, refundedFen);
  return {
    id: o.id, sn: o.sn, group_sn: sn, seller, status: o.status as OrderStatus, status_text: refundAwareStatus(t, o, state),
    refunded: yuan(refundedFen), refund_state: state,
    shipping: o.shipping, remark: o.remark,
    goods: goods.map((g) => goodsDetail(g, freeDays, o.extraStorageDays, now)), goods_count: goods.reduce((s, g) => s + g.quantity, 0),
    refunded_goods: await refundedGoods(db, o.id),
    // Money as its card shows it (design §4c, one quote): total = goods + post + service fee − its coupon; what was paid.
    goods_total: yuan(o.goodsFen), post_fee: yuan(o.postFeeFen), service_fee: yuan(o.serviceFen),
    total: yuan(money.totalFen), coupon: yuan(money.couponFen), paid: yuan(money.paidFen),
    problem: o.problem as OrderProblem | null, problem_text: problemText(t, o.problem), problem_amount: yuan(o.problemFen),
    problem_handling: problemHandling(o, t),
    express_company: o.expressCompany, express_no: o.expressNo, messages_count: await countMessages(db, 'order', o.id),
    free_days: freeDays, extra_storage_days: o.extraStorageDays,
    created_at: o.createdAt, paid_at: o.paidAt, bought_at: o.boughtAt, stored_at: o.storedAt, cancelled_at: o.cancelledAt,
    can: orderCan(o),
    buy_again: await buyAgainLines(db, goods, o.sellerName),
  };
}

/** Goods of the shopper's orders in one status that are not in a parcel: the warehouse list (status 3). */
export async function warehouseGoods(db: DbOrTx, userId: number, q: { status: number; page: number; pagesize: number; lang: Lang }, now: number): Promise<Paged<WarehouseGoods>> {
  const where = and(
    eq(orders.userId, userId), eq(orders.status, q.status), eq(orders.deleted, false),
    eq(orderGoods.userId, userId), eq(orderGoods.deleted, false), isNull(orderGoods.parcelId),
  );
  const [{ n }] = await db.select({ n: count() }).from(orderGoods).innerJoin(orders, eq(orders.id, orderGoods.orderId)).where(where);
  const rows = await db.select({ g: orderGoods, o: orders }).from(orderGoods).innerJoin(orders, eq(orders.id, orderGoods.orderId)).where(where)
    .orderBy(desc(orderGoods.arrivedAt), desc(orderGoods.id)).limit(q.pagesize).offset((q.page - 1) * q.pagesize);
  const freeDays = await shopperFreeDays(db, userId, now);
  const shown = await goodsInLanguage(db, rows.map((r) => r.g), q.lang);
  const declared = await declaredByOrder(db, rows.filter((r) => r.o.source === 'buyself').map((r) => r.o.id));
  const data = rows.map(({ o }, i) => ({ g: shown[i], o })).map(({ g, o }): WarehouseGoods => ({
    id: g.id, order_id: o.id, order_sn: o.sn, title: g.title, pic_url: g.picUrl, sku_text: g.skuText,
    quantity: g.quantity, price: yuan(g.priceFen), ...warehouseFields(g, freeDays, o.extraStorageDays, now),
    ...(declared.has(o.id) ? { declared_value: yuan(declared.get(o.id)!) } : {}),
  }));
  return page(data, Number(n), q.page, q.pagesize);
}

export const goodsPhotos = (g: GoodsRow): GoodsPhotos => ({
  goods_id: g.id, title: g.title, sku_text: g.skuText, pic_url: g.picUrl, photos: g.photos, photo_requested: g.photoRequested,
});

/** The QC photos of every goods line of one of the shopper's orders. */
export async function orderPhotos(db: DbOrTx, userId: number, id: number, lang: Lang): Promise<GoodsPhotos[]> {
  const o = await ownOrder(db, userId, id);
  return ((await goodsByOrder(db, [o.id], lang)).get(o.id) ?? []).map(goodsPhotos);
}

/** A domestic express company's name in the shopper's language (the stored code when unknown). */
export async function expressName(db: DbOrTx, code: string, lang: Lang): Promise<string> {
  if (!code) return '';
  const [row] = await db.select().from(expressCompanies).where(eq(expressCompanies.code, code)).limit(1);
  return row ? row.name[lang] : code;
}

/** Domestic tracking (seller → warehouse) of one of the shopper's orders. */
export async function expressTrack(db: DbOrTx, userId: number, id: number, lang: Lang): Promise<ExpressTrack> {
  const o = await ownOrder(db, userId, id);
  return { company: await expressName(db, o.expressCompany, lang), number: o.expressNo, list: await listTracking(db, 'order', o.id, lang) };
}

/** The same in the newer shape, with an overall state. */
export async function expressTrackNew(db: DbOrTx, userId: number, id: number, lang: Lang): Promise<ExpressTrackNew> {
  const o = await ownOrder(db, userId, id);
  const events = await listTracking(db, 'order', o.id, lang);
  const state = o.status >= ORDER_STATUS.warehouse ? 'delivered' : events.length ? 'in_transit' : 'pending';
  return { company: await expressName(db, o.expressCompany, lang), number: o.expressNo, state, events };
}
