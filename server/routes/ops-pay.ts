import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { BizError } from '../http/errors';
import { approveRemittance, rechargeUser, rejectRemittance, remittancesForReview } from '../domain/money/remittances';
import { yuan } from '../domain/money/money';
import { payWithdrawal, rejectWithdrawal, withdrawalsForReview } from '../domain/money/withdrawals';

/**
 * Operator calls for money (header X-Ops-Token): review offline remittances and recharge a wallet.
 *   remits [status=0]                 remittances to review (0 pending, 1 approved, -1 rejected)
 *   remit_approve id [amount]         credit what was received (default: the declared amount) and pay its bill
 *   remit_reject id reason
 *   recharge user_id|email amount [memo]
 *   withdrawals [status=0]            withdrawal requests (0 pending, 1 paid, -1 rejected, -2 cancelled)
 *   withdrawal_pay id                 the money was sent: close the request
 *   withdrawal_reject id reason       the amount returns to the shopper's balance
 */
export default defineGroup('/ops', (on) => {
  on('remits', { help: 'offline remittances (status 0 awaiting review, 1 approved, -1 rejected)', auth: 'ops', input: z.object({ status: z.coerce.number().int().min(-1).max(1).default(0) }) }, async ({ db, input }) =>
    (await remittancesForReview(db, input.status)).map(({ r, email, username }) => ({
      id: r.id, user_id: r.userId, user: email ?? username ?? '', bill_sn: r.billSn, bill_type: r.billType, amount: yuan(r.amountFen),
      currency: r.currency, payer_name: r.payerName, proof: r.proof, status: r.status, created_at: r.createdAt,
    })));

  on('remit_approve', { help: 'approve a remittance: the amount (yuan) goes to the balance of the shopper', auth: 'ops', input: z.object({ id: f.id(), amount: f.yuan().optional() }) }, async ({ db, input, now }) => {
    if (input.amount !== undefined && input.amount <= 0) throw new BizError('error.invalid', { field: 'amount' });
    const r = await approveRemittance(db, input.id, { now: now(), amountFen: input.amount });
    return { id: r.id, user_id: r.user_id, bill_sn: r.bill_sn, credited: yuan(r.credited), paid: r.paid, balance: yuan(r.balanceFen) };
  });

  on('remit_reject', { help: 'reject a remittance with a reason', auth: 'ops', input: z.object({ id: f.id(), reason: f.nonEmpty(500) }) }, async ({ db, input, now }) =>
    rejectRemittance(db, input.id, { now: now(), reason: input.reason }));

  on('recharge', {
    help: 'add money (yuan) to the balance of a shopper, by user_id or email',
    auth: 'ops',
    input: z.object({ user_id: f.id().optional(), email: f.text(255).optional(), amount: f.yuan(), memo: f.text(255).optional() }),
  }, async ({ db, input, now }) => {
    if (!input.user_id && !input.email) throw new BizError('error.required', { field: 'user_id' });
    if (input.amount <= 0) throw new BizError('error.invalid', { field: 'amount' });
    const r = await rechargeUser(db, { userId: input.user_id, email: input.email }, { amountFen: input.amount, now: now(), memo: input.memo });
    return { user_id: r.user_id, balance: yuan(r.balanceFen) };
  });

  on('withdrawals', { help: 'withdrawal requests (status 0 pending, 1 paid, -1 rejected, -2 cancelled)', auth: 'ops', input: z.object({ status: z.coerce.number().int().min(-2).max(1).default(0) }) }, async ({ db, input }) =>
    (await withdrawalsForReview(db, [input.status])).map(({ w, email, username }) => ({
      id: w.id, sn: w.sn, user_id: w.userId, user: email ?? username ?? '', amount: yuan(w.amountFen), fee: yuan(w.feeFen), net: yuan(w.amountFen - w.feeFen),
      bank_name: w.bankName, account_name: w.accountName, account_no: w.accountNo, swift: w.swift, status: w.status, created_at: w.createdAt,
    })));

  on('withdrawal_pay', { help: 'a withdrawal was paid out: close the request', auth: 'ops', input: z.object({ id: f.id() }) }, async ({ db, input, now }) => {
    const w = await payWithdrawal(db, input.id, now());
    return { id: w.id, sn: w.sn, status: w.status };
  });

  on('withdrawal_reject', { help: 'reject a withdrawal with a reason: the amount returns to the balance of the shopper', auth: 'ops', input: z.object({ id: f.id(), reason: f.nonEmpty(500) }) }, async ({ db, input, now }) => {
    const w = await rejectWithdrawal(db, input.id, input.reason, now());
    return { id: w.id, sn: w.sn, status: w.status };
  });
});
