import type { Db } from '../index';
import { couponRules, offlinePayAccounts, offlinePayAreas } from '../schema';
import type { I18nText } from '../schema';

const t3 = (en: string, ru: string, zh: string): I18nText => ({ en, ru, 'zh-cn': zh });

/** The public demo code: ¥10 off an order group of ¥50 or more. */
export const WELCOME_CODE = 'WELCOME10';

/** Activation codes (couponrule/activate). Amounts in fen; total 0 = unlimited. */
const RULES = [
  { code: WELCOME_CODE, name: t3('Welcome coupon ¥10', 'Приветственный купон ¥10', '新人优惠券 ¥10'), amountFen: 1000, minFen: 5000, daysValid: 30, total: 0 },
  { code: 'SPRING20', name: t3('Spring sale ¥20 off ¥200', 'Весенняя распродажа: ¥20 от ¥200', '春季特惠 满¥200减¥20'), amountFen: 2000, minFen: 20000, daysValid: 60, total: 5000 },
  { code: 'BIGBUY100', name: t3('¥100 off orders over ¥1000', 'Скидка ¥100 на заказ от ¥1000', '满¥1000减¥100'), amountFen: 10000, minFen: 100000, daysValid: 90, total: 500 },
  { code: 'NOMIN5', name: t3('¥5 off, no minimum', 'Скидка ¥5 без минимальной суммы', '无门槛 ¥5'), amountFen: 500, minFen: 0, daysValid: 14, total: 0 },
  { code: 'LAUNCH50', name: t3('Launch gift ¥50 (sold out)', 'Подарок к запуску ¥50 (закончились)', '上线礼 ¥50（已领完）'), amountFen: 5000, minFen: 30000, daysValid: 30, total: 100, issued: 100 },
];

const NOTE = t3(
  'Put your order number in the payment reference and upload the bank receipt. Transfers are checked within one working day.',
  'Укажите номер заказа в назначении платежа и загрузите квитанцию банка. Переводы проверяются в течение одного рабочего дня.',
  '请在汇款附言中填写订单号并上传银行回单，我们会在一个工作日内审核。',
);

/** Remittance areas and the bank accounts in each: realistic in shape, entirely fictitious. */
const AREAS: { name: I18nText; accounts: Omit<typeof offlinePayAccounts.$inferInsert, 'areaId' | 'note'>[] }[] = [
  {
    name: t3('Russia', 'Россия', '俄罗斯'),
    accounts: [
      { bankName: 'Volga Commerce Bank (JSC)', accountName: 'OOO BuyForMe Logistics', accountNo: '40702810900000012345', swift: 'VLCBRUMMXXX', currency: 'RUB' },
      { bankName: 'Card transfer — Volga Commerce Bank', accountName: 'BuyForMe Logistics', accountNo: '2200 7000 1234 5678', swift: '', currency: 'RUB' },
    ],
  },
  {
    name: t3('Europe (SEPA)', 'Европа (SEPA)', '欧洲（SEPA）'),
    accounts: [
      { bankName: 'Rheinland Handelsbank AG', accountName: 'BuyForMe Trading GmbH', accountNo: 'DE89 3704 0044 0532 0130 00', swift: 'RHHBDEFFXXX', currency: 'EUR' },
    ],
  },
  {
    name: t3('United States', 'США', '美国'),
    accounts: [
      { bankName: 'Lakeshore National Bank', accountName: 'BuyForMe Trading LLC', accountNo: '000123456789 (ABA 026009999)', swift: 'LKSNUS33', currency: 'USD' },
    ],
  },
  {
    name: t3('China', 'Китай', '中国'),
    accounts: [
      { bankName: 'East China Commerce Bank, Guangzhou Baiyun Branch', accountName: 'Guangzhou BuyForMe Supply Chain Co., Ltd.', accountNo: '6222 0210 0112 3456 789', swift: 'ECCBCNSHGZH', currency: 'CNY' },
      { bankName: 'Pearl River Bank (Hong Kong)', accountName: 'BuyForMe HK Ltd.', accountNo: '012-345-678901-2', swift: 'PRBKHKHHXXX', currency: 'USD' },
    ],
  },
];

export async function seedPay(db: Db) {
  await db.insert(couponRules).values(RULES);
  for (const [i, area] of AREAS.entries()) {
    const [row] = await db.insert(offlinePayAreas).values({ name: area.name, sort: i + 1 }).returning();
    await db.insert(offlinePayAccounts).values(area.accounts.map((a) => ({ ...a, areaId: row.id, note: NOTE })));
  }
}
