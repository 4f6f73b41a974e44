import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { BizError } from '../http/errors';
import { adjustPoints } from '../domain/rewards/score';
import { opsUsers } from '../domain/account/ops-list';
import { listInputNoStatus } from './ops-list-input';

/**
 * Operator calls for points (header X-Ops-Token):
 *   users [email] [limit]                 shoppers, newest first, with balance and points
 *   score_add user_id|email amount memo   a support correction: adds (or, negative, takes) points; ledger type 'ops'
 */
export default defineGroup('/ops', (on) => {
  on('users', { help: 'shoppers, newest first, with their balance and points (the user_id recharge and score_add take)', auth: 'ops', input: listInputNoStatus },
    ({ db, input }) => opsUsers(db, input));

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
