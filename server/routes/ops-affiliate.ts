import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { yuan } from '../domain/money/money';
import { applicationsForReview, decideApplication } from '../domain/affiliate/programme';
import { affiliateWithdrawalsForReview, payAffiliateWithdrawal, rejectAffiliateWithdrawal } from '../domain/affiliate/withdrawals';
import { decideProof, proofsForReview } from '../domain/affiliate/tasks';

const statusInput = z.object({ status: z.coerce.number().int().min(-2).max(1).default(0) });
const decision = z.object({ id: f.id(), reason: f.nonEmpty(500) });

/**
 * Operator calls of the affiliate programme (header X-Ops-Token), issue 14:
 *   affiliate_applications [status=0]      applications (0 open, 1 approved, -1 rejected)
 *   affiliate_approve id / affiliate_reject id reason
 *   affiliate_withdrawals [status=0]       withdrawals of revenue (0 pending, 1 paid, -1 rejected)
 *   affiliate_withdrawal_pay id / affiliate_withdrawal_reject id reason
 *   affiliate_proofs [status=0]            promotion proofs (0 to review, 1 approved, -1 rejected)
 *   affiliate_proof_approve id / affiliate_proof_reject id reason
 */
export default defineGroup('/ops', (on) => {
  on('affiliate_applications', { help: 'affiliate applications (status 0 open, 1 approved, -1 rejected)', auth: 'ops', input: statusInput }, async ({ db, input }) =>
    (await applicationsForReview(db, input.status)).map(({ a, email, username }) => ({
      id: a.id, user_id: a.userId, user: email ?? username ?? '', code: a.code, channel: a.channel, contact: a.contact, reason: a.reason, status: a.status, created_at: a.createdAt,
    })));

  on('affiliate_approve', { help: 'approve an affiliate application: the shopper earns commission from now on', auth: 'ops', input: z.object({ id: f.id() }) }, async ({ db, input, now }) => {
    const a = await decideApplication(db, input.id, { approve: true }, now());
    return { id: a.id, user_id: a.userId, code: a.code, status: a.status };
  });

  on('affiliate_reject', { help: 'reject an affiliate application with a reason (the shopper may apply again)', auth: 'ops', input: decision }, async ({ db, input, now }) => {
    const a = await decideApplication(db, input.id, { approve: false, reason: input.reason }, now());
    return { id: a.id, user_id: a.userId, status: a.status };
  });

  on('affiliate_withdrawals', { help: 'affiliate withdrawals (status 0 pending, 1 paid, -1 rejected)', auth: 'ops', input: statusInput }, async ({ db, input }) =>
    (await affiliateWithdrawalsForReview(db, input.status)).map(({ w, userId, email }) => ({
      id: w.id, sn: w.sn, affiliate_id: w.affiliateId, user_id: userId, user: email ?? '', amount: yuan(w.amountFen), method: w.method,
      bank_name: w.bankName, account_name: w.accountName, account_no: w.accountNo, status: w.status, created_at: w.createdAt,
    })));

  on('affiliate_withdrawal_pay', { help: 'an affiliate withdrawal was paid: to the wallet it is credited to the balance now', auth: 'ops', input: z.object({ id: f.id() }) }, async ({ db, input, now }) => {
    const w = await payAffiliateWithdrawal(db, input.id, now());
    return { id: w.id, sn: w.sn, status: w.status };
  });

  on('affiliate_withdrawal_reject', { help: 'reject an affiliate withdrawal with a reason: the amount returns to the revenue', auth: 'ops', input: decision }, async ({ db, input, now }) => {
    const w = await rejectAffiliateWithdrawal(db, input.id, input.reason, now());
    return { id: w.id, sn: w.sn, status: w.status };
  });

  on('affiliate_proofs', { help: 'promotion proofs (status 0 to review, 1 approved, -1 rejected)', auth: 'ops', input: statusInput }, async ({ db, input }) =>
    (await proofsForReview(db, input.status)).map(({ p, task, email }) => ({
      id: p.id, task_id: p.taskId, task: task.en, affiliate_id: p.affiliateId, user: email ?? '', text: p.text, images: p.images, status: p.status, created_at: p.createdAt,
    })));

  on('affiliate_proof_approve', { help: 'approve a promotion proof: the task reward is credited to the affiliate revenue', auth: 'ops', input: z.object({ id: f.id() }) }, async ({ db, input, now }) => {
    const p = await decideProof(db, input.id, { approve: true }, now());
    return { id: p.id, status: p.status };
  });

  on('affiliate_proof_reject', { help: 'reject a promotion proof with a reason (the affiliate may send another)', auth: 'ops', input: decision }, async ({ db, input, now }) => {
    const p = await decideProof(db, input.id, { approve: false, reason: input.reason }, now());
    return { id: p.id, status: p.status };
  });
});
