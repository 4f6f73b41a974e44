import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { affiliateLog, affiliates } from '../../db/schema';
import type { AffiliateLogType } from '../../db/schema';
import { BizError } from '../../http/errors';

export type AffiliateRow = typeof affiliates.$inferSelect;

/** Locks the affiliate's row for the rest of the transaction and answers it (racing calls run one after another). */
export async function lockAffiliate(tx: DbOrTx, affiliateId: number): Promise<AffiliateRow> {
  const [row] = await tx.select().from(affiliates).where(eq(affiliates.id, affiliateId)).for('update');
  if (!row) throw new BizError('error.notFound');
  return row;
}

export type AffiliateEntry = { affiliateId: number; type: AffiliateLogType; amountFen: number; ref: string; now: number };

/**
 * One movement of an affiliate's revenue (design §4b): appended to affiliate_log with the balance after it and
 * the cached affiliates.balance_fen kept in step, in the caller's transaction, under the affiliate's row lock.
 * Never below zero (BizError 'aff.insufficient'); an entry with the same (type, ref) twice is refused by the
 * unique index affiliate_log_once.
 */
export async function postAffiliate(tx: DbOrTx, e: AffiliateEntry): Promise<number> {
  if (!Number.isInteger(e.amountFen) || e.amountFen === 0) throw new BizError('error.invalid', { field: 'amount' });
  const row = await lockAffiliate(tx, e.affiliateId);
  const after = row.balanceFen + e.amountFen;
  if (after < 0) throw new BizError('aff.insufficient', { balance: (row.balanceFen / 100).toFixed(2) });
  await tx.insert(affiliateLog).values({ affiliateId: e.affiliateId, type: e.type, amountFen: e.amountFen, balanceAfterFen: after, ref: e.ref, createdAt: e.now });
  await tx.update(affiliates).set({ balanceFen: after }).where(eq(affiliates.id, e.affiliateId));
  return after;
}

/** The balance as the ledger says (what the cached balance_fen must equal). */
export async function affiliateLedgerBalance(db: DbOrTx, affiliateId: number): Promise<number> {
  const [row] = await db.select({ s: sql<string>`coalesce(sum(${affiliateLog.amountFen}), 0)` }).from(affiliateLog).where(eq(affiliateLog.affiliateId, affiliateId));
  return Number(row.s);
}
