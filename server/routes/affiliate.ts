import { z } from 'zod';
import { defineAffiliateGroup } from '../http/affiliate-endpoint';
import { f } from '../http/input';
import { page } from '../http/envelope';
import type { Lang } from '../i18n';
import { yuan } from '../domain/money/money';
import { dayStart, shopDay } from '../domain/rewards/shop-day';
import type { Shown } from '../domain/affiliate/currency';
import { issueAffiliateToken } from '../domain/affiliate/tokens';
import { affiliateLevelList } from '../domain/affiliate/levels';
import { affiliateRules, affiliateSums, applyAffiliate, type AffiliateRow } from '../domain/affiliate/programme';
import { COMMISSION_STATUS, keptSince, listCommissions, pendingCommissionFen, type CommissionRow } from '../domain/affiliate/commissions';
import { applyWithdrawal, listAffiliateWithdrawals, type AffiliateWithdrawalRow } from '../domain/affiliate/withdrawals';
import { mustBeApproved, PROOF_IMAGES_MAX, submitProof, tasksFor, type ProofRow, type TaskRow } from '../domain/affiliate/tasks';
import type { Db } from '../db';
import type { UserRow } from '../http/env';
import type {
  AffiliateLevel, AffiliateProof, AffiliatePromotion, AffiliateRevenue, AffiliateRevenuePage, AffiliateStatus, AffiliateToken,
  AffiliateTotals, AffiliateUser, AffiliateWithdrawal,
} from '../../src/api/types/affiliate';
import type { Page } from '../../src/api/types/common';

type T = (key: string, params?: Record<string, string | number>) => string;
/** `x` and `x_display` of an amount in fen. */
const money = <K extends string>(key: K, fen: number, cur: Shown) => ({ [key]: yuan(fen), [`${key}_display`]: cur.show(fen) }) as Record<K | `${K}_display`, string>;
const percent = (bp: number) => bp / 100;
const listInput = z.object({ page: f.page(), pagesize: f.pagesize() });

async function userView(db: Db, a: AffiliateRow, u: UserRow, lang: Lang, cur: Shown, t: T): Promise<AffiliateUser> {
  const [levels, sums, rules, pendingFen] = await Promise.all([affiliateLevelList(db), affiliateSums(db, a.id), affiliateRules(db), pendingCommissionFen(db, a.id)]);
  const level = levels.find((l) => l.id === a.levelId) ?? levels[0];
  return {
    id: a.id, user_id: u.id, nickname: u.nickname, avatar: u.avatar ?? '', status: a.status as AffiliateStatus, status_text: t(`aff.status.${a.status}`),
    reject_reason: a.rejectReason, channel: a.channel, contact: a.contact, reason: a.reason, code: a.code,
    level_id: level?.id ?? a.levelId, level_name: level?.name[lang] ?? '', rate: percent(level?.rateBp ?? 0),
    ...money('balance', Math.max(0, a.balanceFen - pendingFen), cur), ...money('pending', pendingFen, cur), ...money('frozen', sums.frozenFen, cur), ...money('withdrawn', sums.withdrawnFen, cur),
    ...money('revenue_total', sums.earnedFen, cur), ...money('withdraw_min', rules.withdrawMinFen, cur), currency: cur.code,
  };
}

const revenueView = (t: T, cur: Shown) => (r: CommissionRow): AffiliateRevenue => {
  const status = r.reversedFen >= r.amountFen ? -1 : r.status === COMMISSION_STATUS.pending ? 0 : r.reversedFen > 0 ? 2 : 1;
  return {
    id: r.id, order_sn: r.refSn, ref_type: r.refType, ...money('base', r.baseFen, cur), rate: percent(r.rateBp), ...money('amount', r.amountFen, cur),
    ...money('reversed', r.reversedFen, cur), status, status_text: t(`aff.revenue.${status}`), created_at: r.createdAt,
  };
};

const withdrawalView = (t: T, cur: Shown) => (w: AffiliateWithdrawalRow): AffiliateWithdrawal => ({
  id: w.id, sn: w.sn, ...money('amount', w.amountFen, cur), method: w.method as AffiliateWithdrawal['method'], method_text: t(`aff.method.${w.method}`),
  account_name: w.accountName, account_no: w.accountNo, bank_name: w.bankName, status: w.status as AffiliateWithdrawal['status'],
  status_text: t(`aff.withdrawal.${w.status}`), reason: w.reason, created_at: w.createdAt, decided_at: w.decidedAt,
});

const proofView = (t: T) => (p: ProofRow): AffiliateProof => ({
  id: p.id, text: p.text, images: p.images, status: p.status as AffiliateProof['status'], status_text: t(`aff.proof.${p.status}`), reason: p.reason, created_at: p.createdAt,
});

const promotionView = (lang: Lang, t: T, cur: Shown) => ({ task, proof }: { task: TaskRow; proof: ProofRow | null }): AffiliatePromotion => ({
  id: task.id, title: task.title[lang], content: task.body[lang], image: task.image, ...money('reward', task.rewardFen, cur),
  starts_at: task.startsAt, ends_at: task.endsAt, proof: proof ? proofView(t)(proof) : null,
});

/** A list of image urls sent as images[] fields, "a,b" or a JSON array. */
const imageList = z.union([z.string(), z.array(z.string())]).optional().transform((v, ctx) => {
  const list = (v === undefined ? [] : Array.isArray(v) ? v : v.trim().startsWith('[') ? safeJson(v) : v.split(',')).map((s) => String(s).trim()).filter(Boolean);
  if (list.length > PROOF_IMAGES_MAX || list.some((s) => s.length > 500 || !s.startsWith('/'))) { ctx.addIssue({ code: 'custom', message: 'images' }); return z.NEVER; }
  return list;
});
function safeJson(s: string): unknown[] {
  try {
    const v = JSON.parse(s);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

/**
 * /affiliate-api/*: the affiliate programme (issue 14). Start with auth/token (the shopper's `token` header or
 * field → a Bearer token for 30 days), then every call with `Authorization: Bearer …`, `s_l` and `s_c`.
 */
export default defineAffiliateGroup('/affiliate-api', (on) => {
  on('auth/token', { auth: 'shopper' }, async ({ db, caller, now }): Promise<AffiliateToken> => {
    const { token, expiresIn, affiliate } = await issueAffiliateToken(db, caller.user, now());
    return { token, expires_in: expiresIn, status: affiliate.status as AffiliateStatus };
  });

  on('user/info', { auth: 'member' }, async ({ db, caller, lang, currency, t }) => userView(db, caller.affiliate, caller.user, lang, currency, t));

  on('user/apply', {
    auth: 'member', msg: 'aff.applied',
    input: z.object({ channel: f.nonEmpty(200), contact: f.nonEmpty(200), reason: f.text(1000).default('') }),
  }, async ({ db, caller, input, lang, currency, t, now }) => userView(db, await applyAffiliate(db, caller.affiliate.id, input, now()), caller.user, lang, currency, t));

  on('revenue/lists', { auth: 'approved', input: listInput }, async ({ db, caller, input, currency, t, now }): Promise<AffiliateRevenuePage> => {
    const id = caller.affiliate.id;
    const day = shopDay(now());
    const [{ rows, total }, today, month, all, pendingFen] = await Promise.all([
      listCommissions(db, id, input), keptSince(db, id, dayStart(day)), keptSince(db, id, dayStart(`${day.slice(0, 8)}01`)), keptSince(db, id, 0),
      pendingCommissionFen(db, id),
    ]);
    const totals: AffiliateTotals = {
      ...money('today', today, currency), ...money('month', month, currency), ...money('total', all, currency),
      ...money('available', Math.max(0, caller.affiliate.balanceFen - pendingFen), currency), ...money('pending', pendingFen, currency), currency: currency.code,
    };
    return { ...page(rows.map(revenueView(t, currency)), total, input.page, input.pagesize), totals };
  });

  on('level/lists', { auth: 'member' }, async ({ db, caller, lang, currency }): Promise<AffiliateLevel[]> =>
    (await affiliateLevelList(db)).map((l) => ({
      id: l.id, name: l.name[lang], rate: percent(l.rateBp), rate_bp: l.rateBp, ...money('min_revenue', l.minRevenueFen, currency), current: l.id === caller.affiliate.levelId,
    })));

  on('withdraw/apply', {
    auth: 'approved', msg: 'aff.withdrawRequested',
    input: z.object({
      amount: f.yuan().refine((fen) => fen > 0, 'amount must be positive'), method: z.enum(['wallet', 'bank']).default('wallet'),
      account_name: f.text(100).default(''), account_no: f.text(64).default(''), bank_name: f.text(100).default(''),
    }),
  }, async ({ db, caller, input, currency, t, now }): Promise<AffiliateWithdrawal> => {
    const w = await applyWithdrawal(db, caller.affiliate.id, {
      amountFen: input.amount, method: input.method, accountName: input.account_name, accountNo: input.account_no, bankName: input.bank_name,
    }, now());
    return withdrawalView(t, currency)(w);
  });

  on('withdraw/lists', { auth: 'approved', input: listInput }, async ({ db, caller, input, currency, t }): Promise<Page<AffiliateWithdrawal>> => {
    const { rows, total } = await listAffiliateWithdrawals(db, caller.affiliate.id, input);
    return page(rows.map(withdrawalView(t, currency)), total, input.page, input.pagesize);
  });

  on('promotion/lists', { auth: 'approved' }, async ({ db, caller, lang, currency, t, now }): Promise<AffiliatePromotion[]> =>
    (await tasksFor(db, caller.affiliate.id, now())).map(promotionView(lang, t, currency)));

  on('promotion/submit', {
    auth: 'approved', msg: 'aff.proofSubmitted',
    input: z.object({ id: f.id(), content: f.nonEmpty(2000), images: imageList }),
  }, async ({ db, caller, input, t, now }): Promise<AffiliateProof> => {
    mustBeApproved(caller.affiliate.status);
    const p = await submitProof(db, { affiliateId: caller.affiliate.id, userId: caller.user.id }, { taskId: input.id, text: input.content, images: input.images }, now());
    return proofView(t)(p);
  });
});
