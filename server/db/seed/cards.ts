import type { Db } from '../index';
import { couponRules, membershipCards, promotions } from '../schema';
import type { I18nText } from '../schema';

const t3 = (en: string, ru: string, zh: string): I18nText => ({ en, ru, 'zh-cn': zh });
const DAY = 86_400;

/** Membership cards for 30, 90 and 365 days: the longer, the lower the service fee and the more free storage. Prices in fen. */
const CARDS = [
  { name: t3('Monthly card', 'Карта на месяц', '月卡'), days: 30, priceFen: 3000, feeRate: 80, extraStorageDays: 15 },
  { name: t3('Quarterly card', 'Карта на квартал', '季卡'), days: 90, priceFen: 7800, feeRate: 70, extraStorageDays: 30 },
  { name: t3('Annual card', 'Годовая карта', '年卡'), days: 365, priceFen: 26800, feeRate: 50, extraStorageDays: 90 },
];

/** The coupon joining the running activity gives (no code: only given). */
const GIFT = { name: t3('Activity gift: ¥15 off ¥150', 'Подарок акции: ¥15 от ¥150', '活动礼券：满¥150减¥15'), amountFen: 1500, minFen: 15000, daysValid: 30, total: 0 };

/**
 * Two activities: one running (3% cashback on order groups paid while joined, and a coupon on joining) and one
 * starting in two weeks (5% cashback). Dates are relative to the day the database is seeded.
 */
export async function seedCards(db: Db, now: number) {
  await db.insert(membershipCards).values(CARDS.map((c, i) => ({ ...c, sort: i + 1 })));
  const [gift] = await db.insert(couponRules).values(GIFT).returning();
  await db.insert(promotions).values([
    {
      title: t3('Shop more, get more back: 3% cashback', 'Больше покупок — больше кешбэка: 3\u00a0%', '多买多返：3% 返现'),
      body: t3(
        'Join the activity and every order you pay while it runs earns 3% of its goods back to your wallet once the order is done (its parcel received).\n\nJoining also gives you a coupon: ¥15 off an order of ¥150 or more, valid 30 days.\n\nOne entry per account. Cancelled or refunded goods earn no cashback.',
        'Участвуйте в акции: за каждый заказ, оплаченный во время акции, 3\u00a0% стоимости товаров вернутся на ваш баланс, когда заказ будет выполнен (посылка получена).\n\nУчастие также даёт купон: ¥15 скидки на заказ от ¥150, действует 30 дней.\n\nОдно участие на аккаунт. За отменённые и возвращённые товары кешбэк не начисляется.',
        '参加活动后，活动期间支付的每笔订单，在订单完成（包裹签收）后将按商品金额的 3% 返现到您的余额。\n\n参加活动还可获得一张优惠券：满¥150减¥15，30 天内有效。\n\n每个账号限参加一次。已取消或已退款的商品不返现。',
      ),
      startsAt: now - DAY, endsAt: now + 180 * DAY, cashbackBp: 300, couponRuleId: gift.id, sort: 1,
    },
    {
      title: t3('Singles\' Day warm-up: 5% cashback', 'Разогрев к «Дню холостяка»: 5\u00a0% кешбэка', '双十一预热：5% 返现'),
      body: t3(
        'From its first day, every order you pay while joined earns 5% of its goods back to your wallet once it is done.\n\nYou can join once it starts. One entry per account.',
        'С первого дня акции за каждый заказ, оплаченный во время участия, 5\u00a0% стоимости товаров вернутся на баланс, когда заказ будет выполнен.\n\nПрисоединиться можно, когда акция начнётся. Одно участие на аккаунт.',
        '活动开始后，参加期间支付的每笔订单完成后，将按商品金额的 5% 返现到您的余额。\n\n活动开始后即可参加，每个账号限参加一次。',
      ),
      startsAt: now + 14 * DAY, endsAt: now + 44 * DAY, cashbackBp: 500, couponRuleId: null, sort: 2,
    },
  ]);
}
