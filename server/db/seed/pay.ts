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
  'Once you have sent the transfer, upload a photo of the bank receipt. Transfers are checked within one working day.',
  'Отправив перевод, загрузите фото квитанции банка. Переводы проверяются в течение одного рабочего дня.',
  '汇款后请上传银行回单照片，我们会在一个工作日内审核。',
);

type Account = Omit<typeof offlinePayAccounts.$inferInsert, 'areaId' | 'note'>;

/**
 * Remittance areas (with the countries each serves) and the bank accounts in each: realistic in shape, entirely
 * fictitious. A bank is named in the shopper's language, its Latin name kept where a transfer form asks for it.
 */
const AREAS: { name: I18nText; countries: string; accounts: Account[] }[] = [
  {
    name: t3('Russia', 'Россия', '俄罗斯'),
    countries: 'RU,BY,KZ,KG,AM',
    accounts: [
      { bankName: t3('Volga Commerce Bank (JSC)', 'АО «Волга Коммерц Банк»', '伏尔加商业银行（股份公司）'), accountName: 'OOO BuyForMe Logistics', accountNo: '40702810900000012345', swift: 'VLCBRUMMXXX', currency: 'RUB' },
      { bankName: t3('Card transfer — Volga Commerce Bank', 'Перевод на карту — Волга Коммерц Банк', '银行卡转账 — 伏尔加商业银行'), accountName: 'BuyForMe Logistics', accountNo: '2200 7000 1234 5678', swift: '', currency: 'RUB' },
    ],
  },
  {
    name: t3('Europe (SEPA)', 'Европа (SEPA)', '欧洲（SEPA）'),
    countries: 'AT,BE,BG,HR,CY,CZ,DK,EE,FI,FR,DE,GR,HU,IE,IT,LV,LT,LU,MT,NL,PL,PT,RO,SK,SI,ES,SE,IS,LI,NO,CH,GB,MC,SM,AD',
    accounts: [
      { bankName: t3('Rheinland Handelsbank AG', 'Rheinland Handelsbank AG (Германия)', '莱茵兰商业银行（Rheinland Handelsbank AG）'), accountName: 'BuyForMe Trading GmbH', accountNo: 'DE89 3704 0044 0532 0130 00', swift: 'RHHBDEFFXXX', currency: 'EUR' },
    ],
  },
  {
    name: t3('United States', 'США', '美国'),
    countries: 'US',
    accounts: [
      { bankName: t3('Lakeshore National Bank', 'Lakeshore National Bank (США)', '湖岸国民银行（Lakeshore National Bank）'), accountName: 'BuyForMe Trading LLC', accountNo: '000123456789 (ABA 026009999)', swift: 'LKSNUS33', currency: 'USD' },
    ],
  },
  {
    name: t3('China', 'Китай', '中国'),
    countries: 'CN,HK,MO',
    accounts: [
      { bankName: t3('East China Commerce Bank, Guangzhou Baiyun Branch', 'Восточно-Китайский коммерческий банк, отделение Байюнь (Гуанчжоу)', '华东商业银行广州白云支行'), accountName: 'Guangzhou BuyForMe Supply Chain Co., Ltd.', accountNo: '6222 0210 0112 3456 789', swift: 'ECCBCNSHGZH', currency: 'CNY' },
      { bankName: t3('Pearl River Bank (Hong Kong)', 'Pearl River Bank (Гонконг)', '珠江银行（香港）'), accountName: 'BuyForMe HK Ltd.', accountNo: '012-345-678901-2', swift: 'PRBKHKHHXXX', currency: 'USD' },
    ],
  },
];

export async function seedPay(db: Db) {
  await db.insert(couponRules).values(RULES);
  for (const [i, area] of AREAS.entries()) {
    const [row] = await db.insert(offlinePayAreas).values({ name: area.name, countries: area.countries, sort: i + 1 }).returning();
    await db.insert(offlinePayAccounts).values(area.accounts.map((a) => ({ ...a, areaId: row.id, note: NOTE })));
  }
}
