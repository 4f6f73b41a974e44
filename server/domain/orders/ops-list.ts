/** The operator's lists of purchase orders: what `buy`, `receive`, `problem`, `reply` and `answer_photo` take ids of. */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { messages, orderGoods, orders, users } from '../../db/schema';
import { yuan } from '../money/money';
import { emailIs, userColumns, userLabel, type OpsListQuery } from '../account/ops-list';
import { goodsByOrder, problemPending, type GoodsRow } from './orders';

/** "Title" of the first line, "+2" when more follow. */
export const goodsSummary = (lines: Pick<GoodsRow, 'title' | 'quantity'>[] | undefined) =>
  !lines?.length ? '' : `${lines[0].title}${lines[0].quantity > 1 ? ` ×${lines[0].quantity}` : ''}${lines.length > 1 ? ` +${lines.length - 1}` : ''}`;

/** Purchase orders, newest first, with their shopper, first goods line and total. */
export async function opsOrders(db: DbOrTx, q: OpsListQuery) {
  const rows = await db.select({ o: orders, ...userColumns }).from(orders).leftJoin(users, eq(users.id, orders.userId))
    .where(and(q.status === undefined ? undefined : eq(orders.status, q.status), emailIs(q.email)))
    .orderBy(desc(orders.id)).limit(q.limit);
  const goods = await goodsByOrder(db, rows.map((r) => r.o.id));
  return rows.map(({ o, ...u }) => ({
    id: o.id, sn: o.sn, status: o.status, user: userLabel(u), goods: goodsSummary(goods.get(o.id)), total: yuan(o.totalFen),
    problem: o.problem ?? '', created_at: o.createdAt,
  }));
}

/** Orders with a problem raised (out of stock, price change), newest first: `pending` while the shopper has not answered it. */
export async function opsProblems(db: DbOrTx, q: Omit<OpsListQuery, 'status'>) {
  const rows = await db.select({ o: orders, ...userColumns }).from(orders).leftJoin(users, eq(users.id, orders.userId))
    .where(and(isNotNull(orders.problem), emailIs(q.email))).orderBy(desc(orders.id)).limit(q.limit);
  return rows.map(({ o, ...u }) => ({
    id: o.id, sn: o.sn, status: o.status, problem: o.problem ?? '', extra: yuan(o.problemFen), pending: problemPending(o), user: userLabel(u), created_at: o.createdAt,
  }));
}

/** Goods lines whose shopper asked for more photos, newest first: the goods_id `answer_photo` takes. */
export async function opsPhotoRequests(db: DbOrTx, q: Omit<OpsListQuery, 'status'>) {
  const rows = await db.select({ g: orderGoods, ...userColumns }).from(orderGoods).leftJoin(users, eq(users.id, orderGoods.userId))
    .where(and(eq(orderGoods.photoRequested, true), eq(orderGoods.deleted, false), emailIs(q.email))).orderBy(desc(orderGoods.id)).limit(q.limit);
  return rows.map(({ g, ...u }) => ({
    goods_id: g.id, order_id: g.orderId, onepay_id: g.onepayId, title: g.title, photos: g.photos.length, user: userLabel(u),
  }));
}

/**
 * Shoppers' messages on orders, one-pay orders and parcels, newest first: the ref_type and id `reply` takes, and
 * whether staff have answered since.
 */
export async function opsMessages(db: DbOrTx, q: Omit<OpsListQuery, 'status'>) {
  const rows = await db.select({ m: messages, ...userColumns }).from(messages).leftJoin(users, eq(users.id, messages.userId))
    .where(and(eq(messages.fromStaff, false), emailIs(q.email))).orderBy(desc(messages.id)).limit(q.limit);
  const refIds = [...new Set(rows.map((r) => r.m.refId))];
  const staff = refIds.length
    ? await db.select({ refType: messages.refType, refId: messages.refId, id: messages.id }).from(messages)
      .where(and(eq(messages.fromStaff, true), inArray(messages.refId, refIds)))
    : [];
  const answered = (m: typeof messages.$inferSelect) => staff.some((s) => s.refType === m.refType && s.refId === m.refId && s.id > m.id);
  return rows.map(({ m, ...u }) => ({
    id: m.id, ref_type: m.refType, ref_id: m.refId, answered: answered(m), user: userLabel(u), content: m.content, image: m.image, created_at: m.createdAt,
  }));
}
