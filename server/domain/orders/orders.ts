import { and, count, desc, eq, inArray, isNotNull, ne, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { orderGoods, orderGroups, orders, ORDER_STATUS } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { page } from '../../http/envelope';
import { yuan } from '../money/money';
import type { OrderCan, OrderGoodsLine, OrderListAnswer, OrderListRow, OrderProblem, OrderStatus, OrderTab, TabCounts } from '../../../src/api/types/order';
import { goodsInLanguage, sellersInLanguage } from '../catalogue/goods-language';
import type { Lang } from '../../i18n';
import { ordersMoney, storedMoney, type OrderMoney } from '../money/order-money';
import { orderRefunded, refundAwareStatus, refundedFenBySn, refundedLinesByOrder, refundState } from './refund-totals';
import type { GoodsRow, Order, Translate } from './rows';

export type { GoodsRow, Order, Translate };

export const ORDER_TABS = ['all', '0', '1', '2', '3', '4', '5', '-1', 'problem', 'refunded'] as const satisfies readonly OrderTab[];

/** A problem still waiting for the shopper: out of stock, or a price change not yet paid. */
export const problemPending = (o: Pick<Order, 'problem' | 'problemFen'>) =>
  o.problem === 'out_of_stock' || (o.problem === 'price_change' && o.problemFen > 0);

export const statusText = (t: Translate, status: number) => t(`order.status.${status}`);
export const problemText = (t: Translate, problem: string | null) => (problem ? t(`order.problem.${problem}`) : '');

export function orderCan(o: Order): OrderCan {
  return {
    pay: o.status === ORDER_STATUS.unpaid,
    cancel: o.status === ORDER_STATUS.unpaid || o.status === ORDER_STATUS.paid,
    delete: o.status === ORDER_STATUS.cancelled || o.status === ORDER_STATUS.done,
    pay_extra: o.status !== ORDER_STATUS.cancelled && o.problem === 'price_change' && o.problemFen > 0,
  };
}

export const goodsLine = (g: GoodsRow): OrderGoodsLine => ({
  id: g.id, title: g.title, pic_url: g.picUrl, sku_text: g.skuText, price: yuan(g.priceFen), quantity: g.quantity,
});

/** The live goods lines of some orders, by order id. */
export async function goodsByOrder(db: DbOrTx, orderIds: number[], lang?: Lang): Promise<Map<number, GoodsRow[]>> {
  const map = new Map<number, GoodsRow[]>();
  if (!orderIds.length) return map;
  const stored = await db.select().from(orderGoods)
    .where(and(inArray(orderGoods.orderId, orderIds), eq(orderGoods.deleted, false))).orderBy(orderGoods.id);
  const rows = lang ? await goodsInLanguage(db, stored, lang) : stored;
  for (const g of rows) {
    const list = map.get(g.orderId!) ?? [];
    list.push(g);
    map.set(g.orderId!, list);
  }
  return map;
}

/** Group numbers (OG…) by group id. */
export async function groupSns(db: DbOrTx, groupIds: number[]): Promise<Map<number, string>> {
  if (!groupIds.length) return new Map();
  const rows = await db.select({ id: orderGroups.id, sn: orderGroups.sn }).from(orderGroups).where(inArray(orderGroups.id, [...new Set(groupIds)]));
  return new Map(rows.map((r) => [r.id, r.sn]));
}

/** One of the shopper's own (not deleted) orders, or the not-found answer. */
export async function ownOrder(db: DbOrTx, userId: number, id: number): Promise<Order> {
  const [o] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId), eq(orders.deleted, false)));
  if (!o) throw notFound('order.notFound');
  return o;
}

function tabWhere(userId: number, tab: OrderTab) {
  const base = and(eq(orders.userId, userId), eq(orders.deleted, false));
  if (tab === 'all') return base;
  if (tab === 'problem') return and(base, isNotNull(orders.problem), ne(orders.status, ORDER_STATUS.cancelled));
  // A cancelled order that gave money back is "refunded", in a tab of its own.
  if (tab === 'refunded') return and(base, eq(orders.status, ORDER_STATUS.cancelled), orderRefunded);
  if (tab === '-1') return and(base, eq(orders.status, ORDER_STATUS.cancelled), not(orderRefunded));
  return and(base, eq(orders.status, Number(tab)));
}

/** Orders per tab (all, each status, problem, refunded) for the badges. */
export async function orderCounts(db: DbOrTx, userId: number): Promise<TabCounts> {
  const rows = await db.select({
    status: orders.status, n: count(), p: sql<number>`count(*) filter (where ${orders.problem} is not null and ${orders.status} <> -1)`,
    r: sql<number>`count(*) filter (where ${orders.status} = -1 and ${orderRefunded})`,
  })
    .from(orders).where(and(eq(orders.userId, userId), eq(orders.deleted, false))).groupBy(orders.status);
  const counts: TabCounts = Object.fromEntries(ORDER_TABS.map((tab) => [tab, 0]));
  for (const r of rows) {
    counts[String(r.status)] = Number(r.n) - Number(r.r);
    counts.refunded += Number(r.r);
    counts.all += Number(r.n);
    counts.problem += Number(r.p);
  }
  return counts;
}

/**
 * Who sold some orders' goods, as the shopper reads them in `lang`, by order id: a catalogue shop by its name in
 * that language whatever the language the order was placed in; ship-for-me goods were sent by the shopper themselves.
 */
export async function sellersOf(db: DbOrTx, list: Pick<Order, 'id' | 'source' | 'sellerName'>[], lang: Lang, t: Translate): Promise<Map<number, string>> {
  const names = await sellersInLanguage(db, list.map((o) => o.sellerName), lang);
  return new Map(list.map((o) => [o.id, o.source === 'buyself' ? t('buyself.seller') : names.get(o.sellerName) ?? o.sellerName]));
}

/**
 * An order's card. Money (design §4c, one quote: money/order-money.ts): `total` = goods + domestic shipping + service
 * fee − `coupon` (its share of a coupon), `paid` what was paid for it.
 */
export function listRow(o: Order, goods: GoodsRow[], groupSn: string, seller: string, t: Translate, refundedFen = 0, money: OrderMoney = storedMoney(o)): OrderListRow {
  const state = refundState(o, refundedFen);
  return {
    id: o.id, sn: o.sn, group_sn: groupSn, seller,
    status: o.status as OrderStatus, status_text: refundAwareStatus(t, o, state), refunded: yuan(refundedFen), refund_state: state,
    problem: o.problem as OrderProblem | null, problem_text: problemText(t, o.problem),
    goods: goods.map(goodsLine), goods_count: goods.reduce((s, g) => s + g.quantity, 0),
    total: yuan(money.totalFen), coupon: yuan(money.couponFen), paid: yuan(money.paidFen),
    goods_total: yuan(o.goodsFen), post_fee: yuan(o.postFeeFen), service_fee: yuan(o.serviceFen), created_at: o.createdAt,
    can: orderCan(o),
  };
}

/** The shopper's orders in one tab, newest first, with the counts of every tab. */
export async function listOrders(db: DbOrTx, userId: number, q: { tab: OrderTab; page: number; pagesize: number; lang: Lang; now: number }, t: Translate): Promise<OrderListAnswer> {
  const where = tabWhere(userId, q.tab);
  const [{ n }] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db.select().from(orders).where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id)).limit(q.pagesize).offset((q.page - 1) * q.pagesize);
  const goods = await goodsByOrder(db, rows.map((o) => o.id), q.lang);
  const sns = await groupSns(db, rows.map((o) => o.groupId));
  const sellers = await sellersOf(db, rows, q.lang, t);
  const refunded = await refundedFenBySn(db, userId, rows.map((o) => o.sn));
  const gone = await refundedLinesByOrder(db, rows.filter((o) => !goods.has(o.id)).map((o) => o.id), q.lang);
  const money = await ordersMoney(db, userId, rows, q.now);
  const data = rows.map((o) => listRow(o, goods.get(o.id) ?? gone.get(o.id) ?? [], sns.get(o.groupId) ?? '', sellers.get(o.id)!, t, refunded.get(o.sn), money.get(o.id)));
  return { ...page(data, Number(n), q.page, q.pagesize), counts: await orderCounts(db, userId) };
}

/**
 * Re-sums an unpaid order group from its live orders after one of them changed or was cancelled;
 * a group left with no live order is cancelled too, so it can no longer be paid.
 */
export async function refreshGroupTotal(tx: DbOrTx, groupId: number): Promise<number> {
  const [{ total, live }] = await tx.select({ total: sql<string>`coalesce(sum(${orders.totalFen}), 0)`, live: count() })
    .from(orders).where(and(eq(orders.groupId, groupId), ne(orders.status, ORDER_STATUS.cancelled)));
  const totalFen = Number(total);
  await tx.update(orderGroups).set(Number(live) ? { totalFen } : { totalFen, status: -1 })
    .where(and(eq(orderGroups.id, groupId), eq(orderGroups.status, 0)));
  return totalFen;
}

/**
 * Locks one of the shopper's orders for the rest of the transaction, its group first: the order payments
 * take them in (group, order, wallet), so a cancellation racing a payment waits instead of deadlocking.
 */
export async function lockOwnOrder(tx: DbOrTx, userId: number, id: number): Promise<Order> {
  const mine = and(eq(orders.id, id), eq(orders.userId, userId), eq(orders.deleted, false));
  const [peek] = await tx.select({ groupId: orders.groupId }).from(orders).where(mine);
  if (!peek) throw notFound('order.notFound');
  await tx.select({ id: orderGroups.id }).from(orderGroups).where(eq(orderGroups.id, peek.groupId)).for('update');
  const [o] = await tx.select().from(orders).where(mine).for('update');
  if (!o) throw notFound('order.notFound');
  return o;
}

/** Only cancelled or finished orders may be hidden; a hidden order is never listed again. */
export async function deleteOrder(db: DbOrTx, userId: number, id: number, t: Translate): Promise<void> {
  const o = await ownOrder(db, userId, id);
  if (o.status !== ORDER_STATUS.cancelled && o.status !== ORDER_STATUS.done) throw new BizError('order.cannotDelete', { status: statusText(t, o.status) });
  await db.update(orders).set({ deleted: true }).where(and(eq(orders.id, o.id), eq(orders.userId, userId)));
}
