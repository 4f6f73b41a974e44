import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f, INT_MAX, TIME_MAX } from '../http/input';
import { BizError } from '../http/errors';
import { yuan } from '../domain/money/money';
import { couponRuleList, createCouponRule } from '../domain/money/coupon-rules';
import { setPrizeWeight, wheelPrizeList, type PrizeRow } from '../domain/rewards/wheel';
import { addDays, dayStart } from '../domain/rewards/shop-day';

/** Unix seconds, or a shop day 'YYYY-MM-DD' meaning until the end of that day (China time). */
const endsAt = z.string().trim().transform((v, ctx) => {
  const t = /^\d{1,12}$/.test(v) ? Number(v)
    : /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? dayStart(addDays(v, 1)) : NaN;
  if (Number.isInteger(t) && t > 0 && t <= TIME_MAX) return t;
  ctx.addIssue({ code: 'custom', message: 'invalid ends_at' });
  return z.NEVER;
});

const ruleView = (r: Awaited<ReturnType<typeof couponRuleList>>[number]) => ({
  id: r.id, code: r.code, name: r.name.en, amount: yuan(r.amountFen), percent: r.percent, min: yuan(r.minFen), scope: r.scope,
  days: r.daysValid, total: r.total, issued: r.issued, ends_at: r.endsAt,
});

const prizeView = (rows: PrizeRow[]) => {
  const total = rows.filter((p) => p.enabled).reduce((s, p) => s + p.weight, 0);
  return (p: PrizeRow) => ({
    id: p.id, name: p.name.en, kind: p.kind, points: p.points, coupon_rule_id: p.couponRuleId, weight: p.weight, enabled: p.enabled,
    share: p.enabled && total > 0 ? `${((100 * p.weight) / total).toFixed(2)}%` : '0%', drawable: p.drawable, sort: p.sort,
  });
};

/**
 * Operator calls for rewards (header X-Ops-Token): coupon codes and the spin wheel's prizes.
 *   coupon_create code name amount|percent [min] [scope] [days] [total] [ends_at]
 *   coupon_rules
 *   wheel_prizes
 *   wheel_prize_set id weight [enabled]
 */
export default defineGroup('/ops', (on) => {
  on('coupon_create', {
    help: 'create a coupon code: amount (yuan) or percent (1-100) off the goods, the service fee (scope=fee) or shipping (scope=shipping, no bill takes it yet); min order (yuan), days valid after activation (30), total 0 = unlimited, ends_at (unix s or YYYY-MM-DD) the last day it can be activated; name_ru / name_zh optional',
    auth: 'ops',
    input: z.object({
      code: f.nonEmpty(32), name: f.nonEmpty(100), amount: f.yuan().optional(), percent: z.coerce.number().int().min(1).max(100).optional(),
      min: f.yuan().default(0), scope: z.enum(['goods', 'fee', 'shipping']).default('goods'), days: f.count(3650).default(30),
      total: z.coerce.number().int().min(0).max(INT_MAX).default(0), ends_at: endsAt.optional(),
      name_ru: f.text(100).optional(), name_zh: f.text(100).optional(),
    }),
  }, async ({ db, input }) => {
    if ((input.amount ?? 0) > 0 === (input.percent ?? 0) > 0) throw new BizError('coupon.amountOrPercent');
    const rule = await createCouponRule(db, {
      code: input.code, name: { en: input.name, ru: input.name_ru || input.name, 'zh-cn': input.name_zh || input.name },
      amountFen: input.amount ?? 0, percent: input.percent ?? 0, minFen: input.min, scope: input.scope, daysValid: input.days,
      total: input.total, endsAt: input.ends_at ?? null,
    });
    return ruleView(rule);
  });

  on('coupon_rules', { help: 'every coupon rule: code, value, minimum, scope, days valid, issued of total, last day to activate', auth: 'ops' }, async ({ db }) =>
    (await couponRuleList(db)).map(ruleView));

  on('wheel_prizes', { help: "the spin wheel's prizes with their weights and share of the draw", auth: 'ops' }, async ({ db }) => {
    const rows = await wheelPrizeList(db, { all: true });
    return rows.map(prizeView(rows));
  });

  on('wheel_prize_set', {
    help: "set a spin-wheel prize's weight (0 takes it off the wheel) and, optionally, enabled=0|1",
    auth: 'ops',
    input: z.object({ id: f.id(), weight: z.coerce.number().int().min(0).max(1_000_000), enabled: f.bool().optional() }),
  }, async ({ db, input }) => {
    await setPrizeWeight(db, input.id, input.weight, input.enabled);
    const rows = await wheelPrizeList(db, { all: true });
    return prizeView(rows)(rows.find((p) => p.id === input.id)!);
  });
});
