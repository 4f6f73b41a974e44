import type { RegionRow } from './region-row';
import { US_REGIONS } from './regions-us';
import { RU_REGIONS } from './regions-ru';
import { BR_REGIONS, CA_REGIONS, MX_REGIONS } from './regions-americas';
import { AM_REGIONS, BY_REGIONS, KG_REGIONS, KZ_REGIONS, UA_REGIONS, UZ_REGIONS } from './regions-cis';
import { AU_REGIONS, JP_REGIONS } from './regions-asia-pacific';
import { DE_REGIONS, GB_REGIONS } from './regions-europe';

/**
 * Countries and regions of the demo shop: [ISO 3166 code, English, Russian, Chinese, dialling code]
 * and, per country, [ISO 3166-2 code, English, Russian, Chinese].
 */
export type CountryRow = [code: string, en: string, ru: string, zh: string, mcode: string];
export type { RegionRow } from './region-row';

export const COUNTRIES: CountryRow[] = [
  ['RU', 'Russia', 'Россия', '俄罗斯', '+7'],
  ['KZ', 'Kazakhstan', 'Казахстан', '哈萨克斯坦', '+7'],
  ['BY', 'Belarus', 'Беларусь', '白俄罗斯', '+375'],
  ['UA', 'Ukraine', 'Украина', '乌克兰', '+380'],
  ['UZ', 'Uzbekistan', 'Узбекистан', '乌兹别克斯坦', '+998'],
  ['KG', 'Kyrgyzstan', 'Киргизия', '吉尔吉斯斯坦', '+996'],
  ['AM', 'Armenia', 'Армения', '亚美尼亚', '+374'],
  ['GE', 'Georgia', 'Грузия', '格鲁吉亚', '+995'],
  ['AZ', 'Azerbaijan', 'Азербайджан', '阿塞拜疆', '+994'],
  ['MD', 'Moldova', 'Молдова', '摩尔多瓦', '+373'],
  ['US', 'United States', 'США', '美国', '+1'],
  ['CA', 'Canada', 'Канада', '加拿大', '+1'],
  ['MX', 'Mexico', 'Мексика', '墨西哥', '+52'],
  ['BR', 'Brazil', 'Бразилия', '巴西', '+55'],
  ['GB', 'United Kingdom', 'Великобритания', '英国', '+44'],
  ['IE', 'Ireland', 'Ирландия', '爱尔兰', '+353'],
  ['DE', 'Germany', 'Германия', '德国', '+49'],
  ['FR', 'France', 'Франция', '法国', '+33'],
  ['IT', 'Italy', 'Италия', '意大利', '+39'],
  ['ES', 'Spain', 'Испания', '西班牙', '+34'],
  ['PT', 'Portugal', 'Португалия', '葡萄牙', '+351'],
  ['NL', 'Netherlands', 'Нидерланды', '荷兰', '+31'],
  ['BE', 'Belgium', 'Бельгия', '比利时', '+32'],
  ['CH', 'Switzerland', 'Швейцария', '瑞士', '+41'],
  ['AT', 'Austria', 'Австрия', '奥地利', '+43'],
  ['PL', 'Poland', 'Польша', '波兰', '+48'],
  ['CZ', 'Czechia', 'Чехия', '捷克', '+420'],
  ['SE', 'Sweden', 'Швеция', '瑞典', '+46'],
  ['NO', 'Norway', 'Норвегия', '挪威', '+47'],
  ['FI', 'Finland', 'Финляндия', '芬兰', '+358'],
  ['TR', 'Turkey', 'Турция', '土耳其', '+90'],
  ['IL', 'Israel', 'Израиль', '以色列', '+972'],
  ['AE', 'United Arab Emirates', 'ОАЭ', '阿联酋', '+971'],
  ['JP', 'Japan', 'Япония', '日本', '+81'],
  ['KR', 'South Korea', 'Южная Корея', '韩国', '+82'],
  ['SG', 'Singapore', 'Сингапур', '新加坡', '+65'],
  ['MY', 'Malaysia', 'Малайзия', '马来西亚', '+60'],
  ['TH', 'Thailand', 'Таиланд', '泰国', '+66'],
  ['AU', 'Australia', 'Австралия', '澳大利亚', '+61'],
  ['NZ', 'New Zealand', 'Новая Зеландия', '新西兰', '+64'],
];

/**
 * Every first-level region (ISO 3166-2) of the countries whose postal addresses name one; the address form asks
 * for one of them. A country not listed has no region list (its address needs none).
 */
export const REGIONS: Record<string, RegionRow[]> = {
  US: US_REGIONS, RU: RU_REGIONS, CA: CA_REGIONS, MX: MX_REGIONS, BR: BR_REGIONS,
  KZ: KZ_REGIONS, BY: BY_REGIONS, UA: UA_REGIONS, UZ: UZ_REGIONS, KG: KG_REGIONS, AM: AM_REGIONS,
  JP: JP_REGIONS, AU: AU_REGIONS, GB: GB_REGIONS, DE: DE_REGIONS,
};
