import { eq } from 'drizzle-orm';
import type { Db } from '../index';
import { config, couponRules, coupons, users, wheelPrizes } from '../schema';
import type { CouponScope, I18nText, WheelPrizeKind } from '../schema';
import { DEMO_USER } from './core';

const t3 = (en: string, ru: string, zh: string): I18nText => ({ en, ru, 'zh-cn': zh });
const DAY = 86_400;

type Rule = typeof couponRules.$inferInsert;

/** Codes to type on the coupon page (beside WELCOME10 & co. of seed/pay.ts): percent off, the service fee, and one that has ended. */
const CODES: Rule[] = [
  { code: 'SAVE10', name: t3('10% off goods over ¥100', 'Скидка 10% на товары от ¥100', '商品满¥100享9折'), amountFen: 0, percent: 10, minFen: 10_000, scope: 'goods', daysValid: 30 },
  { code: 'FEEHALF', name: t3('Half off the service fee', 'Сервисный сбор −50%', '服务费5折'), amountFen: 0, percent: 50, minFen: 0, scope: 'fee', daysValid: 30 },
  { code: 'NEWYEAR15', name: t3('New Year ¥15 off ¥100 (ended)', 'Новогодняя скидка ¥15 от ¥100 (завершена)', '新年满¥100减¥15（已结束）'), amountFen: 1500, minFen: 10_000, daysValid: 30 },
];

/** Rules without a code: given by the spin wheel and the operator. */
const GIVEN = {
  wheel5: { name: t3('Spin wheel: ¥5 off', 'Колесо фортуны: скидка ¥5', '转盘奖励：减¥5'), amountFen: 500, minFen: 0, daysValid: 14 },
  wheelFee: { name: t3('Spin wheel: 20% off the service fee', 'Колесо фортуны: сервисный сбор −20%', '转盘奖励：服务费8折'), amountFen: 0, percent: 20, scope: 'fee' as CouponScope, daysValid: 30 },
  wheel20: { name: t3('Spin wheel: ¥20 off ¥200', 'Колесо фортуны: ¥20 от ¥200', '转盘奖励：满¥200减¥20'), amountFen: 2000, minFen: 20_000, daysValid: 30 },
  thanks: { name: t3('Thank-you coupon ¥15 off ¥100', 'Купон-благодарность: ¥15 от ¥100', '感谢券：满¥100减¥15'), amountFen: 1500, minFen: 10_000, daysValid: 60 },
  old: { name: t3('Autumn ¥8 off', 'Осенняя скидка ¥8', '秋季立减¥8'), amountFen: 800, minFen: 0, daysValid: 14 },
} satisfies Record<string, Omit<Rule, 'code'>>;

/** The wheel's slices clockwise from the top, weights summing to 100 (so a weight reads as a percent). */
const PRIZES: { name: I18nText; kind: WheelPrizeKind; points?: number; rule?: keyof typeof GIVEN; weight: number }[] = [
  { name: t3('5 points', '5 баллов', '5积分'), kind: 'points', points: 5, weight: 30 },
  { name: t3('¥5 coupon', 'Купон ¥5', '¥5优惠券'), kind: 'coupon', rule: 'wheel5', weight: 12 },
  { name: t3('10 points', '10 баллов', '10积分'), kind: 'points', points: 10, weight: 20 },
  { name: t3('−20% service fee', 'Сбор −20%', '服务费8折'), kind: 'coupon', rule: 'wheelFee', weight: 10 },
  { name: t3('Thanks for playing', 'Повезёт в другой раз', '谢谢参与'), kind: 'none', weight: 20 },
  { name: t3('50 points', '50 баллов', '50积分'), kind: 'points', points: 50, weight: 3 },
  { name: t3('¥20 off ¥200', '¥20 от ¥200', '满¥200减¥20'), kind: 'coupon', rule: 'wheel20', weight: 5 },
];

/** Coupon codes, the spin wheel (prizes, the points a bought spin costs) and two coupons of the demo shopper. */
export async function seedPerks(db: Db, now: number) {
  await db.insert(couponRules).values(CODES.map((r) => (r.code === 'NEWYEAR15' ? { ...r, endsAt: now - 30 * DAY } : r)));
  const ids = {} as Record<keyof typeof GIVEN, number>;
  for (const [key, rule] of Object.entries(GIVEN) as [keyof typeof GIVEN, Omit<Rule, 'code'>][]) {
    const [row] = await db.insert(couponRules).values({ ...rule, code: null }).returning({ id: couponRules.id });
    ids[key] = row.id;
  }
  await db.insert(wheelPrizes).values(PRIZES.map((p, i) => ({
    name: p.name, kind: p.kind, points: p.points ?? 0, couponRuleId: p.rule ? ids[p.rule] : null, weight: p.weight, sort: i + 1,
  })));
  await db.insert(config).values({ name: 'wheel_spin_cost', section: 'wheel', value: 20 }).onConflictDoNothing();
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER.email));
  if (!demo) return;
  const give = (key: 'thanks' | 'old', createdAt: number) => {
    const r = GIVEN[key];
    return {
      userId: demo.id, ruleId: ids[key], amountFen: r.amountFen, minFen: r.minFen, source: 'ops' as const, sourceRef: `seed-${key}`,
      createdAt, expiresAt: createdAt + r.daysValid * DAY,
    };
  };
  // One to use (¥15 off ¥100) and one that ran out, so both tabs show something.
  await db.insert(coupons).values([give('thanks', now), give('old', now - 40 * DAY)]);
}
