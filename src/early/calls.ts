import type { Method, Params } from '../api/wire';
import type { ItemDetail, ItemList } from '../api/types/catalogue';
import { PAGE_SIZE } from '../lib/scroll-states';
import { itemSearchOf, modeOf } from '../pages/shop/query';
import { orderTabOf } from '../pages/member/order/tabs';
import { tabOf as parcelTabOf } from '../pages/member/sendorder/tabs';

/**
 * A page's first call as index.html can start it: `auth` ones only with a stored token; `image` picks
 * from the answer's data the picture that will be the page's largest paint, fetched at once too.
 */
export type EarlyCallSpec = { method: Method; path: string; params: Params; auth?: boolean; image?: (data: unknown) => string | undefined };

const get = (path: string, params: Params, auth = false): EarlyCallSpec => ({ method: 'GET', path, params, auth });
/** The first card's picture of a goods list (GoodsCard shows pic_url, else goodsimg). */
/** The first card's first goods picture of an order or parcel list. */
const firstGoods = (data: unknown) => (data as { data?: { goods?: { pic_url?: string }[] }[] } | undefined)?.data?.[0]?.goods?.[0]?.pic_url;
const firstCard = (data: unknown) => {
  const card = (data as ItemList | undefined)?.data?.[0];
  return card ? card.pic_url || card.goodsimg : undefined;
};

/**
 * The first call of the pages people open directly (a shared item, a search, a login redirect, the
 * order and parcel lists from a notification), by route, from the url's query. index.html starts it
 * beside the page's chunks (src/early/start.ts) and the page's own identical call takes the answer
 * (api/early-call.ts), so a deep link waits for one round trip, not two in a row. Each must be exactly
 * the call its page makes; test/e2e checks each route asks once.
 */
export const EARLY_CALLS: Record<string, (q: URLSearchParams) => EarlyCallSpec | null> = {
  '/pages/item/index': (q) => {
    const tp = q.get('tp')?.trim();
    const tid = q.get('tid')?.trim();
    // The gallery's first picture (ItemView: images[0], else pic_url).
    const image = (data: unknown) => (data as ItemDetail | undefined)?.images?.[0] || (data as ItemDetail | undefined)?.pic_url;
    return tp && tid ? { ...get('/api/obapi/getItem', { tp, tid }), image } : null;
  },
  '/pages/shop/index': (q) => {
    const query = Object.fromEntries(q);
    const mode = modeOf(query);
    if (mode === 'start') return null;
    if (mode === 'shop') return { method: 'POST', path: '/api/obapi/getItemSearchShop', params: { seller_id: query.seller_id, tp: query.tp, page: 1, pagesize: PAGE_SIZE } };
    return { ...get('/api/obapi/getItemlist', { ...itemSearchOf(query), page: 1, pagesize: PAGE_SIZE }, mode === 'image'), image: firstCard };
  },
  '/pages/user/login': () => get('/api/thirdlogin/list', {}),
  // A help article (the call of pages/help/info.tsx; a malformed id costs one wasted request, not bytes here).
  '/pages/help/info': (q) => get('/api/article/detail', { id: q.get('id') }),
  '/pages/member/order/index': (q) => ({ ...get('/api/order/lists', { status: orderTabOf(q.get('status')), page: 1, pagesize: PAGE_SIZE }, true), image: firstGoods }),
  '/pages/member/sendorder/index': (q) => ({ ...get('/api/sendorder/lists', { status: parcelTabOf(q.get('status')), page: 1, pagesize: PAGE_SIZE }, true), image: firstGoods }),
};
