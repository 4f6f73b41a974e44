import type { Db } from '../index';
import { areas, config, expressCompanies, goodsTypes, shippingLines, warehouses } from '../schema';
import type { I18nText } from '../schema';
import { COUNTRIES } from './countries';
import { seedRegions } from './regions';

const t3 = (en: string, ru: string, zh: string): I18nText => ({ en, ru, 'zh-cn': zh });

/** The shop's contacts (configlist section `service`, answered by /api/other/server without the prefix). */
export const SERVICE_CONTACTS: Record<string, unknown> = {
  contact_phone: '+86 20 8888 6688',
  contact_email: 'support@buyforme.example',
  contact_whatsapp: '+86 138 0000 6688',
  contact_telegram: '@buyforme_support',
  contact_wechat: 'buyforme_cs',
  contact_hours: t3('Mon–Sat 9:00–18:00 (UTC+8)', 'Пн–Сб 9:00–18:00 (UTC+8)', '周一至周六 9:00–18:00（北京时间）'),
  contact_address: t3(
    '18 Shitan Road, Baiyun District, Guangzhou, Guangdong, China 510430',
    'Китай, Гуандун, Гуанчжоу, район Байюнь, ул. Шитань, 18, 510430',
    '中国广东省广州市白云区石潭路18号 510430',
  ),
};

const GOODS_TYPES: [string, I18nText][] = [
  ['general', t3('General goods', 'Обычные товары', '普货')],
  ['battery', t3('With battery', 'С батареей', '带电产品')],
  ['liquid', t3('Liquids', 'Жидкости', '液体')],
  ['cosmetics', t3('Cosmetics', 'Косметика', '化妆品')],
  ['food', t3('Food', 'Продукты питания', '食品')],
  ['brand', t3('Branded goods', 'Брендовые товары', '品牌商品')],
];

const SENSITIVE_COUNTRIES = ['RU', 'KZ', 'BY', 'US', 'CA', 'GB', 'DE', 'FR', 'IT', 'ES', 'AU', 'JP', 'KR'];

/** Fee rules in fen and grams (design §4). */
export const SHIPPING_LINES: (typeof shippingLines.$inferInsert)[] = [
  {
    name: t3('EMS', 'EMS', 'EMS国际快递'), carrier: 'EMS', firstWeightG: 500, firstPriceFen: 15000, stepWeightG: 500, stepPriceFen: 5500,
    divisor: 6000, maxWeightG: 30000, transitDays: '7-15', countries: ['*'], goodsTypes: ['general', 'cosmetics'], insuranceRate: 30, sort: 1,
  },
  {
    name: t3('China Post Air', 'Почта Китая (авиа)', '中国邮政航空包裹'), carrier: 'China Post', firstWeightG: 500, firstPriceFen: 7000, stepWeightG: 500,
    stepPriceFen: 3000, divisor: 6000, maxWeightG: 20000, transitDays: '15-30', countries: ['*'], goodsTypes: ['general'], insuranceRate: 20, sort: 2,
  },
  {
    name: t3('DHL Express', 'DHL Экспресс', 'DHL国际快递'), carrier: 'DHL', firstWeightG: 500, firstPriceFen: 22000, stepWeightG: 500, stepPriceFen: 4800,
    divisor: 5000, maxWeightG: 70000, transitDays: '3-6', countries: ['*'], goodsTypes: ['general', 'battery'], insuranceRate: 30, sort: 3,
  },
  {
    name: t3('Russian Express line', 'Экспресс-линия в Россию', '俄罗斯快线'), carrier: 'CDEK', firstWeightG: 1000, firstPriceFen: 9500, stepWeightG: 500,
    stepPriceFen: 3200, divisor: 6000, maxWeightG: 30000, transitDays: '8-14', countries: ['RU', 'KZ', 'BY'], goodsTypes: ['general', 'cosmetics', 'brand'],
    insuranceRate: 25, sort: 4,
  },
  {
    name: t3('Sea freight', 'Морская доставка', '海运'), carrier: 'COSCO', firstWeightG: 5000, firstPriceFen: 26000, stepWeightG: 1000, stepPriceFen: 1800,
    divisor: 6000, maxWeightG: 100000, transitDays: '35-60', countries: ['*'], goodsTypes: ['general', 'brand', 'food'], insuranceRate: 20, sort: 5,
  },
  {
    name: t3('Sensitive goods line', 'Линия для особых товаров', '敏感货专线'), carrier: 'YunExpress', firstWeightG: 500, firstPriceFen: 12000, stepWeightG: 500,
    stepPriceFen: 4500, divisor: 6000, maxWeightG: 20000, transitDays: '10-20', countries: SENSITIVE_COUNTRIES,
    goodsTypes: ['general', 'battery', 'liquid', 'cosmetics'], insuranceRate: 35, sort: 6,
  },
];

const EXPRESS: [string, I18nText][] = [
  ['shunfeng', t3('SF Express', 'SF Express', '顺丰速运')],
  ['yuantong', t3('YTO Express', 'YTO Express', '圆通速递')],
  ['zhongtong', t3('ZTO Express', 'ZTO Express', '中通快递')],
  ['shentong', t3('STO Express', 'STO Express', '申通快递')],
  ['yunda', t3('Yunda Express', 'Yunda Express', '韵达快递')],
  ['jd', t3('JD Logistics', 'JD Logistics', '京东物流')],
  ['ems', t3('EMS China', 'EMS Китай', '中国邮政EMS')],
];

/** Countries and regions, warehouses, goods types, shipping lines, express companies, shop contacts. */
export async function seedShipping(db: Db) {
  await db.insert(areas).values(COUNTRIES.map(([code, en, ru, zh, mcode], i) => ({
    pid: 0, level: 1, name: t3(en, ru, zh), code, mcode, sort: i + 1,
  })));
  await seedRegions(db);
  await db.insert(warehouses).values([
    {
      name: t3('Guangzhou main warehouse', 'Основной склад в Гуанчжоу', '广州总仓'),
      address: '广东省广州市白云区石井街道石潭路18号 BuyForMe仓 (18 Shitan Road, Baiyun District, Guangzhou, Guangdong 510430)',
      contact: 'BuyForMe 仓库 (Warehouse)', phone: '+86 20 8888 6600', freeDays: 90,
    },
    {
      name: t3('Yiwu warehouse', 'Склад в Иу', '义乌仓'),
      address: '浙江省义乌市福田街道商城大道88号 BuyForMe仓 (88 Shangcheng Avenue, Futian, Yiwu, Zhejiang 322000)',
      contact: 'BuyForMe 义乌仓 (Yiwu)', phone: '+86 579 8555 0101', freeDays: 60,
    },
  ]);
  await db.insert(goodsTypes).values(GOODS_TYPES.map(([code, name]) => ({ code, name })));
  await db.insert(shippingLines).values(SHIPPING_LINES);
  await db.insert(expressCompanies).values(EXPRESS.map(([code, name]) => ({ code, name })));
  await db.insert(config).values(Object.entries(SERVICE_CONTACTS).map(([name, value]) => ({ name, section: 'service', value })));
}
