import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { moneyLog, users } from '../../db/schema';
import type { LedgerType } from '../../db/schema';
import { BizError } from '../../http/errors';

export type Entry = { userId: number; amountFen: number; refType?: string; refSn?: string; refNo?: number; memo?: string; now: number };

/** Locks the user's row for the rest of the transaction and answers the balance in fen. */
export async function lockBalance(tx: DbOrTx, userId: number): Promise<number> {
  const rows = await tx.execute(sql`SELECT money_fen FROM users WHERE id = ${userId} FOR UPDATE`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { money_fen: string | number }[];
  if (!list.length) throw new BizError('error.notFound');
  return Number(list[0].money_fen);
}

async function post(tx: DbOrTx, type: LedgerType, e: Entry, signed: number) {
  const balance = await lockBalance(tx, e.userId);
  const after = balance + signed;
  if (after < 0) throw new BizError('pay.insufficient', { balance: (balance / 100).toFixed(2) });
  await tx.insert(moneyLog).values({
    userId: e.userId, type, amountFen: signed, balanceAfterFen: after,
    refType: e.refType ?? '', refSn: e.refSn ?? '', refNo: e.refNo ?? 0, memo: e.memo ?? '', createdAt: e.now,
  });
  await tx.update(users).set({ moneyFen: after }).where(eq(users.id, e.userId));
  return after;
}

/**
 * Takes money from the wallet: must run inside the transaction that also changes what is paid for.
 * Refuses (BizError 'pay.insufficient') rather than go negative; a second payment entry for the
 * same bill (ref type, sn and number) is refused by the database (unique index money_log_one_payment).
 */
export function debit(tx: DbOrTx, type: Extract<LedgerType, 'payment' | 'withdrawal'>, e: Entry): Promise<number> {
  if (!(e.amountFen > 0)) throw new BizError('error.invalid', { field: 'amount' });
  return post(tx, type, e, -e.amountFen);
}

/** Puts money into the wallet (recharge, refund, cashback, rebate). */
export function credit(tx: DbOrTx, type: Exclude<LedgerType, 'payment' | 'withdrawal'>, e: Entry): Promise<number> {
  if (!(e.amountFen > 0)) throw new BizError('error.invalid', { field: 'amount' });
  return post(tx, type, e, e.amountFen);
}

/** The balance as the ledger says (the truth the cached users.money_fen must equal). */
export async function ledgerBalance(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ s: sql<string>`coalesce(sum(${moneyLog.amountFen}), 0)` }).from(moneyLog).where(eq(moneyLog.userId, userId));
  return Number(row.s);
}
