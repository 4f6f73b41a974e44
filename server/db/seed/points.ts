import { eq } from 'drizzle-orm';
import type { Db } from '../index';
import { couponRules, scoreCoupons, signins, users } from '../schema';
import type { CouponScope, I18nText } from '../schema';
import { DEMO_USER } from './core';
import { postPoints } from '../../domain/rewards/points';
import { SIGNIN_RULES } from '../../domain/rewards/signin';
import { addDays, dayStart, shopDay } from '../../domain/rewards/shop-day';

const t3 = (en: string, ru: string, zh: string): I18nText => ({ en, ru, 'zh-cn': zh });
const DAY = 86_400;

/**
 * Coupons offered for points (integralcoupon): each a coupon rule without a code (only exchanged, never typed),
 * its cost in points, the stock (0 = no limit) and how many one shopper may take (0 = no limit).
 */
const OFFERS: { name: I18nText; amountFen: number; percent?: number; minFen: number; scope?: CouponScope; daysValid: number; cost: number; stock: number; perUser: number }[] = [
  { name: t3('¥5 off, no minimum', 'Скидка ¥5 без минимума', '无门槛减¥5'), amountFen: 500, minFen: 0, daysValid: 30, cost: 100, stock: 0, perUser: 0 },
  { name: t3('¥20 off orders over ¥200', 'Скидка ¥20 на заказ от ¥200', '满¥200减¥20'), amountFen: 2000, minFen: 20_000, daysValid: 30, cost: 300, stock: 200, perUser: 3 },
  { name: t3('10% off the service fee', 'Сервисный сбор −10%', '服务费9折'), amountFen: 0, percent: 10, minFen: 0, scope: 'fee', daysValid: 30, cost: 150, stock: 100, perUser: 2 },
  { name: t3('¥15 off parcel shipping', 'Скидка ¥15 на доставку посылки', '国际运费减¥15'), amountFen: 1500, minFen: 10_000, scope: 'shipping', daysValid: 60, cost: 250, stock: 50, perUser: 1 },
];

/** The offers, and the demo shopper's points: a welcome gift and the three days before today signed in (today is left to sign). */
export async function seedPoints(db: Db, now: number) {
  for (const [i, o] of OFFERS.entries()) {
    const [rule] = await db.insert(couponRules).values({
      code: null, name: o.name, amountFen: o.amountFen, percent: o.percent ?? 0, minFen: o.minFen, scope: o.scope ?? 'goods', daysValid: o.daysValid,
    }).returning({ id: couponRules.id });
    await db.insert(scoreCoupons).values({ ruleId: rule.id, cost: o.cost, stock: o.stock, perUser: o.perUser, sort: i + 1 });
  }
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER.email));
  if (!demo) return;
  // No memo: an operator's memo is shown as written, in one language; the kind's own words are in the reader's.
  await postPoints(db, { userId: demo.id, type: 'ops', amount: 200, memo: '', now: now - 10 * DAY });
  const today = shopDay(now);
  for (let n = 3; n >= 1; n--) {
    const day = addDays(today, -n);
    const at = dayStart(day) + 9 * 3600;
    await db.insert(signins).values({ userId: demo.id, day, streak: 4 - n, points: SIGNIN_RULES.daily, createdAt: at });
    await postPoints(db, { userId: demo.id, type: 'signin', amount: SIGNIN_RULES.daily, refKey: day, memo: `Sign-in ${day}`, now: at });
  }
}
