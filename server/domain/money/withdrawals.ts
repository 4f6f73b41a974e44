import { and, asc, count, desc, eq, inArray, sum } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { cashBanks, config, users, withdrawals } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { withUniqueSn } from '../numbers/sn';
import { credit, debit } from './wallet';
import { yuan } from './money';
import { notify } from '../messages/notify';
import { withdrawalFee } from '../../../src/lib/withdrawal-fee';
import { bankCodeProblem } from '../../../src/lib/bank-codes';

/**
 * Withdrawals (design §4b): the amount leaves the available balance when asked for (ledger `withdrawal`,
 * never below zero: the wallet's row lock serialises racing requests), so it is "frozen" in the request;
 * the operator pays it (nothing moves: it is gone) or rejects it, and the shopper may cancel while it is
 * pending — both put the amount back (ledger `withdrawal_return`) in the transaction that changes the status.
 */
export const WITHDRAWAL_STATUS = { pending: 0, paid: 1, rejected: -1, cancelled: -2 } as const;

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type CashRules = { minFen: number; maxFen: number; feeRate: number; feeMinFen: number };

/** The defaults; an operator changes them with config rows of section "cash" (cash_min_fen, cash_max_fen, cash_fee_rate, cash_fee_min_fen). */
const DEFAULT_RULES: CashRules = { minFen: 5_000, maxFen: 5_000_000, feeRate: 1, feeMinFen: 500 };
const RULE_KEYS: Record<string, keyof CashRules> = { cash_min_fen: 'minFen', cash_max_fen: 'maxFen', cash_fee_rate: 'feeRate', cash_fee_min_fen: 'feeMinFen' };

export async function cashRules(db: DbOrTx): Promise<CashRules> {
  const rules = { ...DEFAULT_RULES };
  for (const row of await db.select().from(config).where(eq(config.section, 'cash'))) {
    const key = RULE_KEYS[row.name];
    if (key && typeof row.value === 'number' && row.value >= 0) rules[key] = row.value;
  }
  return rules;
}

export { withdrawalFee };

export const cashBankList = (db: DbOrTx) => db.select().from(cashBanks).orderBy(asc(cashBanks.sort), asc(cashBanks.id));

/** The sum of the user's withdrawals awaiting the operator, in fen. */
export async function frozenOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ s: sum(withdrawals.amountFen) }).from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, WITHDRAWAL_STATUS.pending)));
  return Number(row.s ?? 0);
}

export type WithdrawalRequest = {
  amountFen: number;
  /** A bank of cashBankList, or 0 with `bankName` typed in. */
  bankId: number;
  bankName: string;
  accountName: string;
  accountNo: string;
  swift: string;
  remark: string;
};

/** Makes a withdrawal request: checks the amount against the rules and debits it in the same transaction. */
export async function requestWithdrawal(db: Db, userId: number, w: WithdrawalRequest, now: number): Promise<WithdrawalRow> {
  const rules = await cashRules(db);
  if (w.amountFen < rules.minFen) throw new BizError('cash.min', { min: (rules.minFen / 100).toFixed(2) });
  if (w.amountFen > rules.maxFen) throw new BizError('cash.max', { max: (rules.maxFen / 100).toFixed(2) });
  const code = bankCodeProblem(w.accountNo, w.swift);
  if (code) throw new BizError(code === 'iban' ? 'cash.badIban' : 'cash.badSwift');
  let bankName = w.bankName;
  if (w.bankId) {
    const [bank] = await db.select().from(cashBanks).where(eq(cashBanks.id, w.bankId));
    if (!bank) throw notFound('cash.bankNotFound');
    if (bank.needsSwift && !w.swift) throw new BizError('error.required', { field: 'swift' });
    bankName = bank.name.en;
  }
  const feeFen = withdrawalFee(w.amountFen, rules);
  return withUniqueSn('W', now, (sn) => db.transaction(async (tx) => {
    const [row] = await tx.insert(withdrawals).values({
      sn, userId, amountFen: w.amountFen, feeFen, bankId: w.bankId, bankName, accountName: w.accountName,
      accountNo: w.accountNo, swift: w.swift, remark: w.remark, status: WITHDRAWAL_STATUS.pending, createdAt: now,
    }).returning();
    await debit(tx, 'withdrawal', { userId, amountFen: w.amountFen, refType: 'withdrawal', refSn: sn, memo: `withdrawal ${sn}`, now });
    return row;
  }));
}

/** One page of the user's withdrawals, newest first. */
export async function listWithdrawals(db: DbOrTx, userId: number, o: { page: number; pagesize: number; status?: number }) {
  const where = and(eq(withdrawals.userId, userId), o.status === undefined ? undefined : eq(withdrawals.status, o.status));
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  const rows = await db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.id)).limit(o.pagesize).offset((o.page - 1) * o.pagesize);
  return { rows, total: Number(total.n) };
}

/** Locks a pending withdrawal (of `userId` when given: another user's is not found). */
async function lockPending(tx: DbOrTx, id: number, userId?: number): Promise<WithdrawalRow> {
  const [w] = await tx.select().from(withdrawals)
    .where(and(eq(withdrawals.id, id), userId === undefined ? undefined : eq(withdrawals.userId, userId))).for('update');
  if (!w) throw notFound('cash.notFound');
  if (w.status !== WITHDRAWAL_STATUS.pending) throw new BizError('cash.decided');
  return w;
}

/** The shopper's message about the operator's decision (design §4b "Messages"). */
const notifyDecided = (tx: DbOrTx, w: WithdrawalRow, name: 'withdrawal_paid' | 'withdrawal_rejected', now: number) =>
  notify(tx, { userId: w.userId, kind: 'withdrawal_decided', name, params: { sn: w.sn, amount: yuan(w.amountFen), reason: w.reason }, ref: { type: 'withdrawal', id: w.id, sn: w.sn } }, now);

async function close(db: Db, id: number, userId: number | undefined, status: -1 | -2, reason: string, now: number): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const w = await lockPending(tx, id, userId);
    await credit(tx, 'withdrawal_return', { userId: w.userId, amountFen: w.amountFen, refType: 'withdrawal', refSn: w.sn, memo: status === -1 ? 'withdrawal rejected' : 'withdrawal cancelled', now });
    const [row] = await tx.update(withdrawals).set({ status, reason, decidedAt: now }).where(eq(withdrawals.id, id)).returning();
    if (status === WITHDRAWAL_STATUS.rejected) await notifyDecided(tx, row, 'withdrawal_rejected', now);
    return row;
  });
}

/** The shopper cancels a pending withdrawal: the amount returns to the available balance. */
export const cancelWithdrawal = (db: Db, userId: number, id: number, now: number) => close(db, id, userId, WITHDRAWAL_STATUS.cancelled, '', now);

/** The operator rejects a pending withdrawal with the reason the shopper reads; the amount returns. */
export const rejectWithdrawal = (db: Db, id: number, reason: string, now: number) => close(db, id, undefined, WITHDRAWAL_STATUS.rejected, reason, now);

/** The operator has paid the money out: the request is closed (its amount left the wallet when it was made). */
export async function payWithdrawal(db: Db, id: number, now: number): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    await lockPending(tx, id);
    const [row] = await tx.update(withdrawals).set({ status: WITHDRAWAL_STATUS.paid, decidedAt: now }).where(eq(withdrawals.id, id)).returning();
    await notifyDecided(tx, row, 'withdrawal_paid', now);
    return row;
  });
}

/** Withdrawals for the operator (default: pending), oldest first, with who asked. */
export async function withdrawalsForReview(db: DbOrTx, statuses: number[] = [WITHDRAWAL_STATUS.pending]) {
  return db.select({ w: withdrawals, email: users.email, username: users.username }).from(withdrawals)
    .leftJoin(users, eq(users.id, withdrawals.userId))
    .where(inArray(withdrawals.status, statuses)).orderBy(asc(withdrawals.id));
}
