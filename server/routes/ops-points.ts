import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { BizError } from '../http/errors';
import { adjustPoints } from '../domain/rewards/score';

/**
 * Operator calls for points (header X-Ops-Token):
 *   score_add user_id|email amount memo   a support correction: adds (or, negative, takes) points; ledger type 'ops'
 */
export default defineGroup('/ops', (on) => {
  on('score_add', {
    help: 'add points to a shopper (negative: take them, never below zero), by user_id or email, with the reason in memo',
    auth: 'ops',
    input: z.object({ user_id: f.id().optional(), email: f.text(255).optional(), amount: f.int(), memo: f.nonEmpty(255) }),
  }, async ({ db, input, now }) => {
    if (!input.user_id && !input.email) throw new BizError('error.required', { field: 'user_id' });
    if (input.amount === 0 || Math.abs(input.amount) > 1_000_000) throw new BizError('error.invalid', { field: 'amount' });
    return adjustPoints(db, { userId: input.user_id, email: input.email }, { amount: input.amount, memo: input.memo, now: now() });
  });
});
