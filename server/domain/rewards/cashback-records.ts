import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { cashbacks, promotions } from '../../db/schema';

/** The states of a cashback row (written when an order is paid, paid to the wallet when it is done). */
export const CASHBACK_STATUS = { pending: 0, paid: 1, cancelled: -1 } as const;

export type CashbackListRow = typeof cashbacks.$inferSelect & { promotionTitle: Record<string, string> | null };

/** One page of the shopper's cashback, newest first, with the activity that gave it; `status` narrows to one state. */
export async function listCashbacks(db: DbOrTx, userId: number, o: { page: number; pagesize: number; status?: number }) {
  const where = and(eq(cashbacks.userId, userId), o.status === undefined ? undefined : eq(cashbacks.status, o.status));
  const [total] = await db.select({ n: count() }).from(cashbacks).where(where);
  const rows = await db.select({ c: cashbacks, title: promotions.title }).from(cashbacks)
    .leftJoin(promotions, eq(promotions.id, cashbacks.promotionId))
    .where(where).orderBy(desc(cashbacks.id)).limit(o.pagesize).offset((o.page - 1) * o.pagesize);
  return { rows: rows.map(({ c, title }): CashbackListRow => ({ ...c, promotionTitle: title ?? null })), total: Number(total.n) };
}

export type CashbackTotals = { pendingFen: number; paidFen: number };

export async function cashbackTotals(db: DbOrTx, userId: number): Promise<CashbackTotals> {
  const rows = await db.select({ status: cashbacks.status, fen: sql<string>`coalesce(sum(${cashbacks.amountFen}), 0)` }).from(cashbacks)
    .where(eq(cashbacks.userId, userId)).groupBy(cashbacks.status);
  const of = (s: number) => Number(rows.find((r) => r.status === s)?.fen ?? 0);
  return { pendingFen: of(CASHBACK_STATUS.pending), paidFen: of(CASHBACK_STATUS.paid) };
}
