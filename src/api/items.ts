import { get, post } from './client';
import type { ItemList, ItemSort, ShopGoods } from './types/catalogue';

/** Item lookups of /api/obapi/ used by the shell (search box, image search). */
export type KeywordCheck = { type: 'item'; tp: string; tid: string } | { type: 'keyword'; keyword: string };
export type ImageSearchAnswer = { error_code: string; msg?: string; items?: { item: { name: string } } };

export const checkKeyword = (keyword: string) => get<KeywordCheck>('/api/obapi/check_keyword', { keyword });
export const itemPassword = (password: string) => post<{ tp: string; tid: string }>('/api/obapi/itemPassword', { password }, { toast: false });
/** Image search: the 480 px crop as base64 (spec §3 imgcode); success is error_code "0000". */
export const uploadImg = (imgcode: string) => post<ImageSearchAnswer>('/api/obapi/uploadImg', { imgcode }, { loading: true });

/** Search filters of /api/obapi/getItemlist (prices in yuan; `imgid` needs login). */
export type ItemSearch = { keyword?: string; cid?: number | string; tp?: string; imgid?: string; sort?: ItemSort; start_price?: string; end_price?: string };
export const searchItems = (q: ItemSearch, page: number, pagesize: number) => get<ItemList>('/api/obapi/getItemlist', { ...q, page, pagesize });
/** A shop's header and one page of its goods (best sellers first). */
export const shopItems = (seller_id: string, tp: string | undefined, page: number, pagesize: number) => post<ShopGoods>('/api/obapi/getItemSearchShop', { seller_id, tp, page, pagesize });
