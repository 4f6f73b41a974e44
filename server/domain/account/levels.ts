import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { levels, onepayOrders, orderGoods, orders, users, ORDER_STATUS, ONEPAY_STATUS } from '../../db/schema';
import type { Lang } from '../../i18n';
import type { Level } from '../../../src/api/types/user';

export type LevelRow = typeof levels.$inferSelect;

const levelRows = (db: DbOrTx) => db.select().from(levels).orderBy(asc(levels.minScore), asc(levels.id));
const view = (lang: Lang) => (l: LevelRow): Level => ({ id: l.id, name: l.name[lang], min_score: l.minScore, discount: l.discount, image: l.image });

/** /api/level/lists: the member levels, lowest first, named in `lang`. */
export async function levelList(db: DbOrTx, lang: Lang): Promise<Level[]> {
  return (await levelRows(db)).map(view(lang));
}

/**
 * A shopper's growth value (design §4b "yuan spent on goods"), in whole yuan rounded down: the goods of their
 * purchase orders paid and not cancelled (status 1–5; the lines still on them, so a refunded line no longer
 * counts) and of their one-pay orders paid and not cancelled (status 1–4). Fees, shipping and coupons do not
 * count. A level once reached is kept: growth lost to a refund does not lower it (raiseLevel only raises).
 */
export async function growthOf(db: DbOrTx, userId: number): Promise<number> {
  const [g] = await db.select({ fen: sql<string>`coalesce(sum(${orderGoods.priceFen} * ${orderGoods.quantity}), 0)` })
    .from(orderGoods).innerJoin(orders, eq(orders.id, orderGoods.orderId))
    .where(and(eq(orders.userId, userId), eq(orderGoods.deleted, false), gte(orders.status, ORDER_STATUS.paid)));
  const [p] = await db.select({ fen: sql<string>`coalesce(sum(${onepayOrders.goodsFen}), 0)` }).from(onepayOrders)
    .where(and(eq(onepayOrders.userId, userId), inArray(onepayOrders.status, [ONEPAY_STATUS.paid, ONEPAY_STATUS.warehouse, ONEPAY_STATUS.shipped, ONEPAY_STATUS.received])));
  return Math.floor((Number(g.fen) + Number(p.fen)) / 100);
}

/** The highest level whose threshold `growth` reaches (the lowest level when none does). */
const levelFor = (rows: LevelRow[], growth: number) => rows.filter((l) => l.minScore <= growth).at(-1) ?? rows[0];

/**
 * Raises the shopper's level when their growth has crossed the next threshold: run in the transaction of the
 * payment that added the growth (the user's row is locked by the wallet debit). Never lowers a level.
 */
export async function raiseLevel(tx: DbOrTx, userId: number): Promise<void> {
  const rows = await levelRows(tx);
  if (!rows.length) return;
  const [u] = await tx.select({ levelId: users.levelId }).from(users).where(eq(users.id, userId));
  if (!u) return;
  const target = levelFor(rows, await growthOf(tx, userId));
  const current = rows.find((l) => l.id === u.levelId);
  if (!current || target.minScore > current.minScore) await tx.update(users).set({ levelId: target.id }).where(eq(users.id, userId));
}

/** A shopper's place among the levels: their growth, their level, the next one and the growth still needed to reach it. */
export async function myLevel(db: DbOrTx, userId: number, lang: Lang) {
  const rows = await levelRows(db);
  const [u] = await db.select({ levelId: users.levelId }).from(users).where(eq(users.id, userId));
  const growth = await growthOf(db, userId);
  const current = rows.find((l) => l.id === u?.levelId) ?? levelFor(rows, growth);
  const next = rows.find((l) => l.minScore > current.minScore) ?? null;
  return {
    growth, level: view(lang)(current), next: next ? view(lang)(next) : null,
    left: next ? Math.max(0, next.minScore - growth) : 0,
  };
}
