import type { Db } from '../index';
import { addons, config, currencies, languages, levels, moneyLog, users } from '../schema';
import { hashPassword } from '../../domain/account/passwords';

export const DEMO_USER = { email: 'demo@example.com', password: 'demo1234', username: 'demo', balanceFen: 500_000 };

/** Storefront settings read at boot (configlist section `all`). */
export const CONFIG_ALL: Record<string, unknown> = {
  site_name: 'BuyForMe',
  language: 'en',
  currency: 'USD',
  ios_app_version: '2.5.1',
  android_app_version: '2.5.1',
  api_image_search: 1,
  /** 'code' = a code sent by e-mail or SMS, 'image' = image captcha, 'none' = no captcha. */
  captcha_type: 'code',
  register_type: 'email',
  /** The Service tab's chat (server/domain/service/chat-provider.ts): the server's own; `npm run ops -- chat_provider` changes it. */
  chat_provider: 'embedded',
  chat_company_id: '89317',
  chat_script_url: 'https://chat.buyforme.example/widget.js',
  /** Live chat (group `chat`): staff hours, their zone and weekdays (1 = Monday); /api/chat/status reads them. */
  chat_hours: '09:00-21:00',
  chat_hours_tz: '+08:00',
  chat_days: '1-7',
  service_email: 'service@buyforme.example',
  service_fee_rate: 5,
  free_storage_days: 90,
  storage_day_price: '1.00',
  /** Where the storefront sends web-vitals beacons; '' turns them off. */
  vitals_url: '/api/vitals/collect',
};

export async function seedCore(db: Db, now: number) {
  await db.insert(config).values(Object.entries(CONFIG_ALL).map(([name, value]) => ({ name, section: 'all', value })));
  await db.insert(addons).values([
    ['signin', 'Daily sign-in'], ['coupon', 'Coupons'], ['invite', 'Invite friends'], ['cashback', 'Cashback'],
    ['affiliate', 'Affiliate programme'], ['membershipcard', 'Membership card'], ['zhuanpan', 'Spin wheel'],
    ['shipforme', 'Ship for me'], ['rehearsal', 'Trial packing'],
  ].map(([name, title], i) => ({ name, title, state: 1, version: `1.${i}.0` })));
  await db.insert(currencies).values([
    { code: 'CNY', name: 'Chinese Yuan', symbolLeft: '¥', symbolRight: '', symbol: '¥', value: '1', decimalPlace: 2, sort: 1 },
    { code: 'USD', name: 'US Dollar', symbolLeft: '$', symbolRight: '', symbol: '$', value: '0.13850000', decimalPlace: 2, sort: 2 },
    { code: 'EUR', name: 'Euro', symbolLeft: '€', symbolRight: '', symbol: '€', value: '0.12750000', decimalPlace: 2, sort: 3 },
    { code: 'GBP', name: 'Pound Sterling', symbolLeft: '£', symbolRight: '', symbol: '£', value: '0.10900000', decimalPlace: 2, sort: 4 },
    { code: 'RUB', name: 'Russian Rouble', symbolLeft: '', symbolRight: ' ₽', symbol: '₽', value: '12.70000000', decimalPlace: 0, sort: 5 },
    { code: 'JPY', name: 'Japanese Yen', symbolLeft: '', symbolRight: '円', symbol: '円', value: '20.90000000', decimalPlace: 0, sort: 6 },
    { code: 'KRW', name: 'South Korean Won', symbolLeft: '₩', symbolRight: '', symbol: '₩', value: '191.00000000', decimalPlace: 0, sort: 7 },
    { code: 'AUD', name: 'Australian Dollar', symbolLeft: 'A$', symbolRight: '', symbol: 'A$', value: '0.21200000', decimalPlace: 2, sort: 8 },
  ]);
  await db.insert(languages).values([
    { code: 'en', name: 'English', sort: 1 },
    { code: 'ru', name: 'Русский', sort: 2 },
    { code: 'zh-cn', name: '简体中文', sort: 3 },
  ]);
  await db.insert(levels).values([
    { name: { en: 'Member', ru: 'Участник', 'zh-cn': '普通会员' }, minScore: 0, discount: 100 },
    { name: { en: 'Silver', ru: 'Серебро', 'zh-cn': '白银会员' }, minScore: 1000, discount: 95 },
    { name: { en: 'Gold', ru: 'Золото', 'zh-cn': '黄金会员' }, minScore: 5000, discount: 90 },
    { name: { en: 'Diamond', ru: 'Бриллиант', 'zh-cn': '钻石会员' }, minScore: 20000, discount: 85 },
  ]);
  const [demo] = await db.insert(users).values({
    username: DEMO_USER.username, nickname: 'Demo Shopper', email: DEMO_USER.email, mobile: '13800000000',
    passwordHash: await hashPassword(DEMO_USER.password), moneyFen: DEMO_USER.balanceFen, createdAt: now,
  }).returning();
  await db.insert(moneyLog).values({
    userId: demo.id, type: 'recharge', amountFen: DEMO_USER.balanceFen, balanceAfterFen: DEMO_USER.balanceFen,
    memo: 'Demo balance', createdAt: now,
  });
}
