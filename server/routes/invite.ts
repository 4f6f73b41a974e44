import { z } from 'zod';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { page } from '../http/envelope';
import type { Db } from '../db';
import { yuan } from '../domain/money/money';
import { addInviteEmail, inviteLink, listInvitees, maskEmail, maskName, orderedInvitees, sendInviteEmail, type InviteEmailRow } from '../domain/rewards/invite';
import { listRebates, rebateRules, rebateTotals, withdrawRebates } from '../domain/rewards/rebates';
import { cashbackTotals, listCashbacks } from '../domain/rewards/cashback-records';
import type {
  Cashback, CashbackPage, CashbackStatus, InviteEmail, InvitedFriendsPage, Rebate, RebatePage, RebateStatus, RebateTotals, RebateWithdrawn,
} from '../../src/api/types/invite';

const listInput = z.object({ page: f.page(), pagesize: f.pagesize() });
const statusInput = listInput.extend({ status: z.coerce.number().int().min(-1).max(1).optional().catch(undefined) });
/** Rebates have a fourth state: 2 pending (RebateStatus). */
const rebateStatusInput = listInput.extend({ status: z.coerce.number().int().min(-1).max(2).optional().catch(undefined) });
const emailInput = z.object({ email: f.nonEmpty(100) });

async function totals(db: Db, userId: number): Promise<RebateTotals> {
  const [rules, sum] = [await rebateRules(db), await rebateTotals(db, userId)];
  return {
    rate_bp: rules.rateBp, days: rules.days,
    pending: yuan(sum.pendingFen), available: yuan(sum.availableFen), withdrawn: yuan(sum.withdrawnFen),
    earned: yuan(sum.pendingFen + sum.availableFen + sum.withdrawnFen),
  };
}

const emailView = (r: InviteEmailRow): InviteEmail => ({ id: r.id, email: r.email, sent_at: r.sentAt, created_at: r.createdAt });

/** /api/invitefriends/*: the friends a shopper invited, and invitations by e-mail (design §4b). */
const invitefriends = defineGroup('/api/invitefriends', (on) => {
  on('lists', { auth: 'required', input: listInput }, async ({ db, user, input, t }): Promise<InvitedFriendsPage> => {
    const [{ rows, total }, sums, ordered] = [await listInvitees(db, user.id, input), await totals(db, user.id), await orderedInvitees(db, user.id)];
    const friends = rows.map((r) => {
      const status = r.ordered ? 'ordered' as const : 'registered' as const;
      return {
        id: r.id, name: maskName(r.nickname), email: maskEmail(r.email), avatar: r.avatar, created_at: r.createdAt,
        status, status_text: t(`invite.status.${status}`), rebate: yuan(r.rebateFen), rebate_until: r.createdAt + sums.days * 86_400,
      };
    });
    return { ...page(friends, total, input.page, input.pagesize), ...sums, ordered, invite_code: String(user.id) };
  });

  on('emailAdd', { auth: 'required', input: emailInput, msg: 'invite.added' }, async ({ db, user, input, now }) =>
    emailView(await addInviteEmail(db, user.id, input.email, now())));

  on('sendInvitefriendsEmail', { auth: 'required', input: emailInput, msg: 'invite.mailed' }, async ({ db, user, input, now, config, c, lang }) => {
    const origin = config.publicUrl ?? new URL(c.req.url).origin;
    return emailView(await sendInviteEmail(db, user.id, input.email, inviteLink(origin, user.id), now(), lang));
  });
});

/** /api/userrebate/*: rebates earned on invited friends' payments, and moving them to the wallet. */
const userrebate = defineGroup('/api/userrebate', (on) => {
  on('lists', { auth: 'required', input: rebateStatusInput }, async ({ db, user, input, t }): Promise<RebatePage> => {
    const { rows, total } = await listRebates(db, user.id, input);
    const list = rows.map((r): Rebate => ({
      id: r.id, friend: maskName(r.friend.nickname) || maskEmail(r.friend.email), ref_sn: r.refSn, base: yuan(r.baseFen), rate_bp: r.rateBp,
      amount: yuan(r.amountFen), status: r.status as RebateStatus, status_text: t(`rebate.status.${r.status}`), created_at: r.createdAt, withdrawn_at: r.withdrawnAt,
    }));
    return { ...page(list, total, input.page, input.pagesize), ...(await totals(db, user.id)) };
  });

  on('withdraw', { auth: 'required', msg: 'rebate.withdrawn' }, async ({ db, user, now }): Promise<RebateWithdrawn> => {
    const r = await withdrawRebates(db, user.id, now());
    return { amount: yuan(r.amountFen), count: r.count, balance: yuan(r.balanceFen) };
  });
});

/** /api/cashback/lists: the shopper's cashback on orders (written when an order is paid, paid when it is done). */
const cashback = defineGroup('/api/cashback', (on) => {
  on('lists', { auth: 'required', input: statusInput }, async ({ db, user, input, t, lang }): Promise<CashbackPage> => {
    const { rows, total } = await listCashbacks(db, user.id, input);
    const list = rows.map((r): Cashback => ({
      id: r.id, ref_sn: r.refSn, title: r.promotionTitle?.[lang] ?? '', base: yuan(r.baseFen), rate_bp: r.rateBp, amount: yuan(r.amountFen),
      status: r.status as CashbackStatus, status_text: t(`cashback.status.${r.status}`), created_at: r.createdAt, paid_at: r.paidAt,
    }));
    const sums = await cashbackTotals(db, user.id);
    return { ...page(list, total, input.page, input.pagesize), pending: yuan(sums.pendingFen), paid: yuan(sums.paidFen) };
  });
});

export default function inviteGroups(app: Hono<AppEnv>) {
  invitefriends(app);
  userrebate(app);
  cashback(app);
}
