import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { affiliateWithdrawals, affiliates, users } from '../../db/schema';
import { BizError } from '../../http/errors';
import { withUniqueSn } from '../numbers/sn';
import { credit } from '../money/wallet';
import { yuan } from '../money/money';
import { notify } from '../messages/notify';
import { lockAffiliate, postAffiliate } from './ledger';
import { AFFILIATE_STATUS, affiliateRules } from './programme';
import { withdrawableFen } from './commissions';

export type AffiliateWithdrawalRow = typeof affiliateWithdrawals.$inferSelect;
export const AFF_WITHDRAWAL_STATUS = { pending: 0, paid: 1, rejected: -1 } as const;

export type WithdrawalRequest = { amountFen: number; method: 'wallet' | 'bank'; accountName?: string; accountNo?: string; bankName?: string };

/**
 * Withdraws revenue: at least the minimum, never more than available — the balance less its pending commission
 * (goods that can still come back, design §4b). The amount is frozen at once — taken
 * from the revenue (ledger `withdrawal`) in the transaction that writes the request, under the affiliate's row
 * lock, so racing requests run one after another and never take more than there is.
 */
export async function applyWithdrawal(db: Db, affiliateId: number, r: WithdrawalRequest, now: number): Promise<AffiliateWithdrawalRow> {
  if (r.method === 'bank' && (!r.accountName || !r.accountNo || !r.bankName)) throw new BizError('error.required', { field: !r.bankName ? 'bank_name' : !r.accountName ? 'account_name' : 'account_no' });
  const rules = await affiliateRules(db);
  if (r.amountFen < rules.withdrawMinFen) throw new BizError('aff.withdrawMin', { min: (rules.withdrawMinFen / 100).toFixed(2) });
  return db.transaction(async (tx) => {
    const aff = await lockAffiliate(tx, affiliateId);
    if (aff.status !== AFFILIATE_STATUS.approved) throw new BizError('aff.notApproved');
    const availableFen = await withdrawableFen(tx, affiliateId, aff.balanceFen);
    if (r.amountFen > availableFen) throw new BizError('aff.insufficient', { balance: (availableFen / 100).toFixed(2) });
    const row = await withUniqueSn('A', now, async (sn) => {
      const [w] = await tx.insert(affiliateWithdrawals).values({
        affiliateId, sn, amountFen: r.amountFen, method: r.method, status: AFF_WITHDRAWAL_STATUS.pending, createdAt: now,
        ...(r.method === 'bank' ? { accountName: r.accountName, accountNo: r.accountNo, bankName: r.bankName } : {}),
      }).returning();
      return w;
    });
    await postAffiliate(tx, { affiliateId, type: 'withdrawal', amountFen: -r.amountFen, ref: row.sn, now });
    return row;
  });
}

/** One page of the affiliate's withdrawals, newest first. */
export async function listAffiliateWithdrawals(db: DbOrTx, affiliateId: number, o: { page: number; pagesize: number }) {
  const where = eq(affiliateWithdrawals.affiliateId, affiliateId);
  const [total] = await db.select({ n: count() }).from(affiliateWithdrawals).where(where);
  const rows = await db.select().from(affiliateWithdrawals).where(where).orderBy(desc(affiliateWithdrawals.id)).limit(o.pagesize).offset((o.page - 1) * o.pagesize);
  return { rows, total: Number(total.n) };
}

/** Takes a pending withdrawal under a row lock for the operator's decision. */
async function pending(tx: DbOrTx, id: number): Promise<AffiliateWithdrawalRow & { userId: number }> {
  const [row] = await tx.select({ w: affiliateWithdrawals, userId: affiliates.userId }).from(affiliateWithdrawals)
    .innerJoin(affiliates, eq(affiliates.id, affiliateWithdrawals.affiliateId)).where(eq(affiliateWithdrawals.id, id)).for('update', { of: affiliateWithdrawals });
  if (!row) throw new BizError('error.notFound');
  if (row.w.status !== AFF_WITHDRAWAL_STATUS.pending) throw new BizError('aff.decided');
  return { ...row.w, userId: row.userId };
}

/**
 * The operator pays a withdrawal: to the wallet, the amount is credited to the shopper's balance (wallet ledger,
 * type `affiliate`, ref `affiliate_withdrawal` + sn) in the transaction that marks it paid; to a bank, it was sent.
 */
export async function payAffiliateWithdrawal(db: Db, id: number, now: number): Promise<AffiliateWithdrawalRow> {
  return db.transaction(async (tx) => {
    const w = await pending(tx, id);
    const [paid] = await tx.update(affiliateWithdrawals).set({ status: AFF_WITHDRAWAL_STATUS.paid, decidedAt: now }).where(eq(affiliateWithdrawals.id, id)).returning();
    if (w.method === 'wallet') {
      await credit(tx, 'affiliate', { userId: w.userId, amountFen: w.amountFen, refType: 'affiliate_withdrawal', refSn: w.sn, memo: `Affiliate withdrawal ${w.sn}`, now });
    }
    await notify(tx, { userId: w.userId, kind: 'affiliate', name: 'aff_withdrawal_paid', params: { sn: w.sn, amount: yuan(w.amountFen) }, ref: { type: 'affiliate', id: w.affiliateId, sn: w.sn } }, now);
    return paid;
  });
}

/** The operator rejects a withdrawal: the frozen amount returns to the revenue (ledger `withdrawal_return`). */
export async function rejectAffiliateWithdrawal(db: Db, id: number, reason: string, now: number): Promise<AffiliateWithdrawalRow> {
  return db.transaction(async (tx) => {
    const w = await pending(tx, id);
    const [row] = await tx.update(affiliateWithdrawals).set({ status: AFF_WITHDRAWAL_STATUS.rejected, reason, decidedAt: now }).where(eq(affiliateWithdrawals.id, id)).returning();
    await postAffiliate(tx, { affiliateId: w.affiliateId, type: 'withdrawal_return', amountFen: w.amountFen, ref: w.sn, now });
    await notify(tx, { userId: w.userId, kind: 'affiliate', name: 'aff_withdrawal_rejected', params: { sn: w.sn, amount: yuan(w.amountFen), reason }, ref: { type: 'affiliate', id: w.affiliateId, sn: w.sn } }, now);
    return row;
  });
}

/** Withdrawals for the operator (pending by default), with the shopper's e-mail. */
export async function affiliateWithdrawalsForReview(db: DbOrTx, status: number = AFF_WITHDRAWAL_STATUS.pending) {
  return db.select({ w: affiliateWithdrawals, userId: affiliates.userId, email: users.email }).from(affiliateWithdrawals)
    .innerJoin(affiliates, eq(affiliates.id, affiliateWithdrawals.affiliateId)).innerJoin(users, eq(users.id, affiliates.userId))
    .where(and(eq(affiliateWithdrawals.status, status))).orderBy(desc(affiliateWithdrawals.id)).limit(200);
}
