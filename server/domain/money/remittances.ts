import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { currencies, offlinePayAccounts, remittances, uploads, users } from '../../db/schema';
import type { BillType } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { findBill } from './bills';
import { settleBill } from './payment';
import { credit } from './wallet';
import { yuan } from './money';
import { notify } from '../messages/notify';
import { payAccount } from './pay-accounts';
import { topUpReferenceFor } from './topup-reference';
import { uploadPath } from '../files/upload-paths';

export const REMIT_STATUS = { pending: 0, approved: 1, rejected: -1 } as const;

export type RemitInput = {
  accountId: number; sn: string; amountFen: number; currency: string; payerName: string; proof: string; remark: string;
  /** A top-up's reference as the shopper was shown it (topUpReference); ignored for a bill, whose number is its reference. */
  reference?: string;
};

/** Is there a remittance for this bill of the user waiting for review? */
export async function remitPending(db: DbOrTx, userId: number, sn: string): Promise<boolean> {
  const [r] = await db.select({ n: count() }).from(remittances)
    .where(and(eq(remittances.userId, userId), eq(remittances.billSn, sn), eq(remittances.status, REMIT_STATUS.pending)));
  return Number(r.n) > 0;
}

/**
 * Records an offline remittance (pending review) for a bill the user owes, or for a wallet recharge when
 * `sn` is empty. The proof must be a file this user uploaded; one pending remittance per bill.
 */
export async function addRemittance(db: Db, userId: number, input: RemitInput, now: number) {
  return db.transaction(async (tx) => {
    // One remittance at a time per user: two racing submissions for one bill cannot both pass the check.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const account = await payAccount(tx, input.accountId);
    if (!account) throw notFound('offlinepay.accountNotFound');
    const proof = uploadPath(input.proof);
    const [upload] = proof ? await tx.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.userId, userId), eq(uploads.url, proof))) : [];
    if (!upload) throw new BizError('remit.proof');
    const currency = (input.currency || 'CNY').toUpperCase();
    const [known] = await tx.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, currency));
    if (!known) throw new BizError('remit.currency', { currency });
    let billType: BillType | 'recharge' = 'recharge';
    let reference = input.sn;
    if (!input.sn) reference = await topUpReferenceFor(tx, userId, input.reference ?? '');
    else {
      const bill = await findBill(tx, userId, input.sn, { now });
      if (!bill) throw notFound('pay.notFound');
      if (bill.paid) throw new BizError('pay.alreadyPaid');
      if (!bill.payable) throw new BizError('pay.notPayable');
      if (await remitPending(tx, userId, input.sn)) throw new BizError('remit.pending');
      billType = bill.type;
    }
    const [row] = await tx.insert(remittances).values({
      userId, accountId: account.id, billType, billSn: input.sn, reference, amountFen: input.amountFen, currency,
      payerName: input.payerName, proof, remark: input.remark, status: REMIT_STATUS.pending, createdAt: now,
    }).returning();
    return { r: row, a: account };
  });
}

/** The user's remittances, newest first, with the account each went to. */
export async function listRemittances(db: DbOrTx, userId: number, o: { page: number; pagesize: number }) {
  const where = eq(remittances.userId, userId);
  const [total] = await db.select({ n: count() }).from(remittances).where(where);
  const rows = await db.select({ r: remittances, a: offlinePayAccounts }).from(remittances)
    .leftJoin(offlinePayAccounts, eq(offlinePayAccounts.id, remittances.accountId))
    .where(where).orderBy(desc(remittances.id)).limit(o.pagesize).offset((o.page - 1) * o.pagesize);
  return { rows, total: Number(total.n) };
}

/** Remittances for the operator, oldest first (status default: pending). */
export async function remittancesForReview(db: DbOrTx, status: number = REMIT_STATUS.pending) {
  return db.select({ r: remittances, email: users.email, username: users.username }).from(remittances)
    .leftJoin(users, eq(users.id, remittances.userId))
    .where(eq(remittances.status, status)).orderBy(remittances.id);
}

async function lockPending(tx: DbOrTx, id: number) {
  const [r] = await tx.select().from(remittances).where(eq(remittances.id, id)).for('update');
  if (!r) throw notFound('remit.notFound');
  if (r.status !== REMIT_STATUS.pending) throw new BizError('remit.reviewed');
  return r;
}

/** `fen` hundredths of `currency` in CNY fen at the currency's rate (units per 1 CNY), rounded to the fen. */
async function toCnyFen(tx: DbOrTx, currency: string, fen: number): Promise<number> {
  if (currency === 'CNY') return fen;
  const [c] = await tx.select({ value: currencies.value }).from(currencies).where(eq(currencies.code, currency));
  const rate = Number(c?.value);
  if (!(rate > 0)) throw new BizError('remit.currency', { currency });
  return Math.round(fen / rate);
}

/**
 * Approves a remittance: the money received (`amountFen`, default the amount declared, both in the
 * remittance's currency) is converted to yuan at that currency's rate of the day and credited to the
 * wallet as a recharge, and when it was sent for a bill that is still payable and the wallet now covers it,
 * the bill is paid exactly as payBalance pays it — one transaction, so the ledger shows recharge + payment.
 */
export async function approveRemittance(db: Db, id: number, o: { now: number; amountFen?: number }) {
  return db.transaction(async (tx) => {
    const r = await lockPending(tx, id);
    // Lock order as in payBalance: the bill's rows before the wallet.
    const bill = r.billSn ? await findBill(tx, r.userId, r.billSn, { type: r.billType, now: o.now, lock: true }) : null;
    const received = o.amountFen ?? r.amountFen;
    const creditedFen = await toCnyFen(tx, r.currency, received);
    let balanceFen = await credit(tx, 'recharge', {
      userId: r.userId, amountFen: creditedFen, refType: 'remittance', refSn: String(r.id), memo: r.billSn ? `remittance for ${r.billSn}` : 'offline recharge', now: o.now,
    });
    let paid = false;
    if (bill && bill.payable && !bill.paid && balanceFen >= bill.owedFen) {
      balanceFen = (await settleBill(tx, bill, o.now)).balanceFen;
      paid = true;
    }
    await tx.update(remittances).set({ status: REMIT_STATUS.approved, amountFen: received, reviewedAt: o.now }).where(eq(remittances.id, id));
    await notify(tx, { userId: r.userId, kind: 'remittance_decided', name: 'remittance_approved', params: { amount: yuan(creditedFen) }, ref: { type: 'remittance', id, sn: r.billSn } }, o.now);
    return { id, user_id: r.userId, bill_sn: r.billSn, credited: creditedFen, paid, balanceFen };
  });
}

/** Rejects a remittance with the reason the shopper will read. */
export async function rejectRemittance(db: Db, id: number, o: { now: number; reason: string }) {
  return db.transaction(async (tx) => {
    const r = await lockPending(tx, id);
    await tx.update(remittances).set({ status: REMIT_STATUS.rejected, reviewNote: o.reason, reviewedAt: o.now }).where(eq(remittances.id, id));
    await notify(tx, { userId: r.userId, kind: 'remittance_decided', name: 'remittance_rejected', params: { reason: o.reason }, ref: { type: 'remittance', id, sn: r.billSn } }, o.now);
    return { id, status: REMIT_STATUS.rejected };
  });
}

/** Credits a user's wallet (an operator recharge); the user is found by id or e-mail. */
export async function rechargeUser(db: Db, who: { userId?: number; email?: string }, o: { amountFen: number; now: number; memo?: string }) {
  const where = who.userId ? eq(users.id, who.userId) : eq(sql`lower(${users.email})`, (who.email ?? '').trim().toLowerCase());
  const [u] = await db.select({ id: users.id }).from(users).where(where);
  if (!u) throw notFound('ops.userNotFound');
  const balanceFen = await db.transaction((tx) => credit(tx, 'recharge', { userId: u.id, amountFen: o.amountFen, memo: o.memo ?? 'operator recharge', refType: 'ops', now: o.now }));
  return { user_id: u.id, balanceFen };
}
