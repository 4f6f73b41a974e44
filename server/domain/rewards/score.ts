import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { orderGoods, orders, scoreLog, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { postPoints } from './points';

export type ScoreRow = typeof scoreLog.$inferSelect;

/** One page of the shopper's points entries, newest first, with the points they have now. */
export async function scorePage(db: DbOrTx, userId: number, o: { page: number; pagesize: number }) {
  const where = eq(scoreLog.userId, userId);
  const [total] = await db.select({ n: count() }).from(scoreLog).where(where);
  const rows = await db.select().from(scoreLog).where(where).orderBy(desc(scoreLog.id)).limit(o.pagesize).offset((o.page - 1) * o.pagesize);
  const [u] = await db.select({ score: users.score }).from(users).where(eq(users.id, userId));
  return { rows, total: Number(total.n), score: u?.score ?? 0 };
}

/** Points an order earns when done (design §4b): 1 per ¥10 of its goods paid, rounded down. */
export const orderPoints = (goodsFen: number) => Math.floor(goodsFen / 1000);

/**
 * Credits the points of purchase orders that have just become done (5), in the transaction that set the status:
 * 1 point per ¥10 of the goods paid — the order's lines still on it (a refunded line is taken off its order) —
 * keyed by the order's id (type `order`), so an order earns them once whatever calls this again. Ship-for-me orders
 * (source 'buyself': goods not bought here) earn none.
 */
export async function creditOrderPoints(tx: DbOrTx, orderIds: number[], now: number): Promise<void> {
  if (!orderIds.length) return;
  const rows = await tx.select({ id: orders.id, sn: orders.sn, userId: orders.userId, goodsFen: sql<string>`coalesce(sum(${orderGoods.priceFen} * ${orderGoods.quantity}), 0)` })
    .from(orders).leftJoin(orderGoods, and(eq(orderGoods.orderId, orders.id), eq(orderGoods.deleted, false)))
    .where(and(inArray(orders.id, orderIds), eq(orders.source, 'purchase'))).groupBy(orders.id, orders.sn, orders.userId).orderBy(orders.id);
  for (const r of rows) {
    const points = orderPoints(Number(r.goodsFen));
    if (points > 0) await postPoints(tx, { userId: r.userId, type: 'order', amount: points, refKey: String(r.id), memo: r.sn, now });
  }
}

/**
 * Credits the points of a one-pay order that has just been received (its goods done), in that transaction: 1 point per
 * ¥10 of its goods still on it, keyed by its number (type `order`), so it earns them once.
 */
export async function creditOnepayPoints(tx: DbOrTx, o: { id: number; sn: string; userId: number }, now: number): Promise<void> {
  const [row] = await tx.select({ fen: sql<string>`coalesce(sum(${orderGoods.priceFen} * ${orderGoods.quantity}), 0)` }).from(orderGoods)
    .where(and(eq(orderGoods.onepayId, o.id), eq(orderGoods.deleted, false)));
  const points = orderPoints(Number(row.fen));
  if (points > 0) await postPoints(tx, { userId: o.userId, type: 'order', amount: points, refKey: o.sn, memo: o.sn, now });
}

/**
 * An operator's correction (support): adds or takes points with a memo, ledger type `ops` (no key: every call
 * is an entry). Never below zero ('score.insufficient').
 */
export async function adjustPoints(db: Db, who: { userId?: number; email?: string }, o: { amount: number; memo: string; now: number }) {
  const where = who.userId ? eq(users.id, who.userId) : eq(sql`lower(${users.email})`, (who.email ?? '').trim().toLowerCase());
  const [u] = await db.select({ id: users.id }).from(users).where(where);
  if (!u) throw notFound('ops.userNotFound');
  const score = await db.transaction((tx) => postPoints(tx, { userId: u.id, type: 'ops', amount: o.amount, memo: o.memo, now: o.now }));
  return { user_id: u.id, score: score ?? 0 };
}
