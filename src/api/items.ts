import { apiBase, get, post } from './client';
import type { FlashSale, ItemDetail, ItemEstimateLine, ItemList, ItemSort, Opinion, Review, ShopGoods } from './types/catalogue';
import type { GoodsCard } from './types/goods';
import type { Page } from './types/common';
import type { HotSearch } from './types/home';

/** The search box's lookups live in ./search (the shell needs them; this module is for pages). */
export { checkKeyword, itemPassword, uploadImg, type KeywordCheck, type ImageSearchAnswer } from './search';

/** Search filters of /api/obapi/getItemlist (prices in yuan; `imgid` needs login). */
export type ItemSearch = { keyword?: string; cid?: number | string; tp?: string; imgid?: string; sort?: ItemSort; start_price?: string; end_price?: string };
export const searchItems = (q: ItemSearch, page: number, pagesize: number) => get<ItemList>('/api/obapi/getItemlist', { ...q, page, pagesize });
/** A shop's header and one page of its goods (best sellers first). */
export const shopItems = (seller_id: string, tp: string | undefined, page: number, pagesize: number) => post<ShopGoods>('/api/obapi/getItemSearchShop', { seller_id, tp, page, pagesize });

/** The item page: one item (a missing one answers code 0, 'item.notFound'), its shipping lines to a country, reviews, similar goods. */
export const getItem = (tp: string, tid: string) => get<ItemDetail>('/api/obapi/getItem', { tp, tid });
export const itemEstimate = (tp: string, tid: string, country: string, quantity = 1) => get<ItemEstimateLine[]>('/api/obapi/estimate', { tp, tid, country, quantity });
export const itemReviews = (tp: string, tid: string, page: number, pagesize: number) => post<Page<Review>>('/api/obapi/getReview', { tp, tid, page, pagesize });
/** Hot search keywords for the search start (hotrecommend/keywords; home has index/hotsearch's in the shell). */
export const hotKeywords = () => get<HotSearch[]>('/api/hotrecommend/keywords', {}, { toast: false });
/** The running (or next) flash sale: its window and its goods at sale prices (index/shoppingTime). */
export const flashSale = () => get<FlashSale>('/api/index/shoppingTime', {}, { toast: false });
/** Shoppers' recent good reviews, each with the item it is about (index/geMatterOfOpinion). */
export const opinions = (limit: number) => get<Opinion[]>('/api/index/geMatterOfOpinion', { limit }, { toast: false });
/** Catalogue goods whose goods number (num_iid) is `goods_sn` exactly. */
export const goodsBySn = (goods_sn: string) => post<GoodsCard[]>('/api/obapi/goodsSnSearchGood', { goods_sn }, { toast: false });
export const similarItems = (tp: string, tid: string) => post<GoodsCard[]>('/api/obapi/goodsFindSimilar', { tp, tid });
/** A home floor's goods, paged (index/getFloor): campaign pages list one (pages/custom). Not in api/home.ts, which the shell carries. */
export const floorGoods = (id: number, page: number, pagesize: number) => post<Page<GoodsCard>>('/api/index/getFloor', { id, page, pagesize });

/**
 * The first picture of the item or search the page was opened at, as this site's server addressed it from the
 * link (/wap/pic/…, server/static/pictures.ts): its skeleton showed it (server/static/home-boot.ts writes
 * window.__PICTURE__), so the page shows the same url in the same box — one request, no swap. Only while the page
 * is at that link's hash, and only with this site's API (another backend's catalogue is not this server's).
 */
export function linkedPicture(): string | undefined {
  const p = (globalThis as { __PICTURE__?: { h: string; u: string } }).__PICTURE__;
  return p && p.h === location.hash && !apiBase() ? p.u : undefined;
}
