import type { ShopApplication, ShopPlatform } from '../../api/types/shipforme';

export const PLATFORMS: ShopPlatform[] = ['taobao', '1688', 'jd', 'weidian', 'other'];

/** The application form as typed. */
export type Values = { shop_name: string; platform: ShopPlatform; shop_url: string; contact_name: string; contact: string; description: string };
export type Field = keyof Values;
export type Problem = { field: Field; key: 'settled.shopNameNeeded' | 'settled.urlBad' | 'settled.contactNameNeeded' | 'settled.contactNeeded' };

/** A fresh form, or the one a rejected application had (to change what was wrong and apply again). */
export const initial = (from?: ShopApplication | null): Values => ({
  shop_name: from?.shop_name ?? '', platform: from?.platform ?? 'taobao', shop_url: from?.shop_url ?? '',
  contact_name: from?.contact_name ?? '', contact: from?.contact ?? '', description: from?.description ?? '',
});

/** The first problem in field order (the server's rules), or null. */
export function check(v: Values): Problem | null {
  if (!v.shop_name.trim()) return { field: 'shop_name', key: 'settled.shopNameNeeded' };
  const url = v.shop_url.trim();
  if (url && !/^https?:\/\/[^\s/]+\.[^\s]*$/i.test(url)) return { field: 'shop_url', key: 'settled.urlBad' };
  if (!v.contact_name.trim()) return { field: 'contact_name', key: 'settled.contactNameNeeded' };
  if (!v.contact.trim()) return { field: 'contact', key: 'settled.contactNeeded' };
  return null;
}
