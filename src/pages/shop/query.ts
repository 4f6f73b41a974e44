import type { ItemSort } from '../../api/types/catalogue';
import type { ItemSearch } from '../../api/items';

/** What /pages/shop/index was opened with (all strings, as in the url). */
export type ShopQuery = Record<string, string | undefined>;

export type SearchMode = 'start' | 'keyword' | 'category' | 'shop' | 'image';

const SORTS: ItemSort[] = ['default', 'price_asc', 'price_desc', 'sales'];
const PATH = '/pages/shop/index';

/**
 * Which search the url asks for: a shop (seller_id), an image (imgid), a category (cid, optionally
 * with a keyword), a keyword, or none at all (the start view with history and hot searches).
 */
export function modeOf(q: ShopQuery): SearchMode {
  if (q.seller_id) return 'shop';
  if (q.imgid) return 'image';
  if (q.cid) return 'category';
  if (q.keyword?.trim()) return 'keyword';
  return 'start';
}

export const sortOf = (q: ShopQuery): ItemSort => (SORTS.includes(q.sort as ItemSort) ? (q.sort as ItemSort) : 'default');

/** A price bound from the url (yuan, up to 2 decimals), or undefined. */
const bound = (v: string | undefined) => (v && /^\d+(\.\d{1,2})?$/.test(v) ? v : undefined);

/** The getItemlist filters of a url: sort and price range (in CNY) go with keyword, category and image searches. */
export function itemSearchOf(q: ShopQuery): ItemSearch {
  const s: ItemSearch = { sort: sortOf(q), start_price: bound(q.start_price), end_price: bound(q.end_price) };
  if (q.imgid) s.imgid = q.imgid;
  if (q.cid) s.cid = q.cid;
  if (q.keyword?.trim()) s.keyword = q.keyword.trim();
  if (q.tp) s.tp = q.tp;
  if (s.sort === 'default') delete s.sort;
  for (const k of ['start_price', 'end_price'] as const) if (!s[k]) delete s[k];
  return s;
}

/** What a search's share link carries: the search itself (never an image search's picture, which is the shopper's own). */
export function shareQuery(q: ShopQuery): string {
  const p = new URLSearchParams();
  for (const k of ['keyword', 'cid', 'seller_id', 'tp', 'sort', 'start_price', 'end_price']) if (q[k]?.trim()) p.set(k, q[k]!.trim());
  return p.toString();
}

/** The same search with some parameters changed (undefined or '' drops one). */
export function shopUrl(q: ShopQuery, change: ShopQuery = {}): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...q, ...change })) if (v !== undefined && v !== '') p.set(k, v);
  const s = p.toString();
  return s ? `${PATH}?${s}` : PATH;
}

/** The next sort when a sort button is tapped: price toggles ascending ⇄ descending. */
export function nextSort(current: ItemSort, tapped: 'default' | 'price' | 'sales'): ItemSort {
  if (tapped !== 'price') return tapped;
  return current === 'price_asc' ? 'price_desc' : 'price_asc';
}

/**
 * A price typed in the shown currency → yuan for the server (rate = units of that currency per yuan):
 * the lower bound rounds down and the upper bound up, so the range never loses an item at its edges.
 */
export function toYuan(amount: string, rate: number, edge: 'low' | 'high'): string {
  const n = Number(amount);
  if (!amount || !Number.isFinite(n)) return '';
  const r = rate > 0 ? rate : 1;
  const fen = (n / r) * 100;
  const rounded = edge === 'low' ? Math.floor(fen + 1e-6) : Math.ceil(fen - 1e-6);
  return (rounded / 100).toFixed(2);
}

/** A yuan bound from the url shown in the chosen currency (for the inputs after a reload or back). */
export function fromYuan(yuan: string | undefined, rate: number, decimals: number): string {
  if (!yuan) return '';
  const n = Number(yuan) * (rate > 0 ? rate : 1);
  return Number.isFinite(n) ? String(Number(n.toFixed(decimals))) : '';
}
