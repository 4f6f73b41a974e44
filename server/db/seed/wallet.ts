import type { Db } from '../index';
import { cashBanks } from '../schema';
import type { I18nText } from '../schema';

const t3 = (en: string, ru: string, zh: string): I18nText => ({ en, ru, 'zh-cn': zh });

/** Where withdrawals can be paid to (cash/bankLists); anything else is typed in (addCashNew). */
const BANKS: { name: I18nText; needsSwift: boolean }[] = [
  { name: t3('Bank transfer (SWIFT)', 'Банковский перевод (SWIFT)', '国际电汇（SWIFT）'), needsSwift: true },
  { name: t3('SEPA bank transfer (EUR)', 'Перевод SEPA (EUR)', 'SEPA 转账（欧元）'), needsSwift: false },
  { name: t3('PayPal', 'PayPal', 'PayPal'), needsSwift: false },
  { name: t3('Wise', 'Wise', 'Wise'), needsSwift: false },
  { name: t3('Alipay', 'Alipay', '支付宝'), needsSwift: false },
  { name: t3('Bank card (Russia)', 'Банковская карта (Россия)', '银行卡（俄罗斯）'), needsSwift: false },
];

export async function seedWallet(db: Db) {
  await db.insert(cashBanks).values(BANKS.map((b, i) => ({ ...b, sort: i + 1 })));
}
