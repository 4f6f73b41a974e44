import { readStored } from '../lib/storage';

export type Lang = 'en' | 'ru' | 'zh-cn';
export const LANGS: Lang[] = ['en', 'ru', 'zh-cn'];

export const isLang = (v: unknown): v is Lang => LANGS.includes(v as Lang);

/** The language the shopper chose (stored), if any; without one the app starts in en (state/lang.ts). */
export function storedLang(): Lang | null {
  const stored = readStored('language');
  return isLang(stored) ? stored : null;
}

/** The language a shopper who chose none sees (spec §1): ru in Russia, en elsewhere (the server's skeleton draws it too). */
export const countryLang = (countryCode: string): Lang => (countryCode.toUpperCase() === 'RU' ? 'ru' : 'en');
