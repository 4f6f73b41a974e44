import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { scoreLog, users } from '../../db/schema';
import type { ScoreType } from '../../db/schema';
import { BizError } from '../../http/errors';

export type PointsEntry = {
  userId: number;
  type: ScoreType;
  /** Signed: spending is negative; never 0. */
  amount: number;
  /** The reward's key within (user, type): granted at most once per key ('' = no key, e.g. a purchase). */
  refKey?: string;
  memo?: string;
  now: number;
};

/** Locks the user's row for the rest of the transaction and answers their points. */
async function lockPoints(tx: DbOrTx, userId: number): Promise<number> {
  const rows = await tx.execute(sql`SELECT score FROM users WHERE id = ${userId} FOR UPDATE`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { score: string | number }[];
  if (!list.length) throw new BizError('error.notFound');
  return Number(list[0].score);
}

/**
 * Adds or spends points: must run inside the transaction that also records what they are for. The user's
 * row is locked first, so concurrent entries of one shopper run one after another: a keyed entry already
 * there answers null (granted before, nothing changes), and spending more than the balance is refused
 * (BizError 'score.insufficient'). The unique index score_log_once is the last guard. Answers the balance after.
 */
export async function postPoints(tx: DbOrTx, e: PointsEntry): Promise<number | null> {
  if (!Number.isInteger(e.amount) || e.amount === 0) throw new BizError('error.invalid', { field: 'amount' });
  const balance = await lockPoints(tx, e.userId);
  const refKey = e.refKey ?? '';
  if (refKey) {
    const [had] = await tx.select({ id: scoreLog.id }).from(scoreLog)
      .where(and(eq(scoreLog.userId, e.userId), eq(scoreLog.type, e.type), eq(scoreLog.refKey, refKey)));
    if (had) return null;
  }
  const after = balance + e.amount;
  if (after < 0) throw new BizError('score.insufficient', { score: balance });
  await tx.insert(scoreLog).values({ userId: e.userId, type: e.type, amount: e.amount, balanceAfter: after, refKey, memo: e.memo ?? '', createdAt: e.now });
  await tx.update(users).set({ score: after }).where(eq(users.id, e.userId));
  return after;
}

/** The points as the ledger says (the truth the cached users.score must equal). */
export async function ledgerPoints(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ s: sql<string>`coalesce(sum(${scoreLog.amount}), 0)` }).from(scoreLog).where(eq(scoreLog.userId, userId));
  return Number(row.s);
}
