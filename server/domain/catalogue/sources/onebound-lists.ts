import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db';
import { items, type ApiType } from '../../../db/schema';
import type { Lang } from '../../../i18n';
import { page, type Page } from '../../../http/envelope';
import { yuan } from '../../money/money';
import { thumb } from '../goods-card';
import type { ItemFilter } from '../item-search';
import type { GoodsCard } from '../../../../src/api/types/goods';
import type { ItemSort, Review } from '../../../../src/api/types/catalogue';
import { fenOf, PROVIDER_LANG } from './onebound-map';
import type { OneBoundAnswer } from './onebound-client';

/** The provider's sort names (item_search `sort`): price up, price down, best sellers; relevance is its default. */
export const PROVIDER_SORT: Record<ItemSort, string | undefined> = { default: undefined, price_asc: 'bid', price_desc: '_bid', sales: '_sale' };

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const list = (answer: OneBoundAnswer) => {
  const found = obj(answer.items);
  return { found, rows: Array.isArray(found.item) ? found.item.map(obj) : [] };
};

/** item_search's parameters for a keyword, page, price range (fen → ¥) and sort, in the shopper's language. */
export function searchParams(filter: ItemFilter, sort: ItemSort, current: number, lang: Lang): Record<string, string> {
  const params: Record<string, string> = { q: filter.keyword ?? '', page: String(current), lang: PROVIDER_LANG[lang] };
  if (filter.minFen !== undefined) params.start_price = yuan(filter.minFen);
  if (filter.maxFen !== undefined) params.end_price = yuan(filter.maxFen);
  const s = PROVIDER_SORT[sort];
  if (s) params.sort = s;
  return params;
}

/**
 * A provider's result page as the shop's goods cards: the provider's own paging (its page size is the page), its
 * pictures kept here (`keep`), and the id of the shop's row where the item is kept already (0 until it is opened:
 * a card opens by api type and id). A result with no id, title or price is left out.
 */
export async function cardsOf(db: DbOrTx, tp: ApiType, answer: OneBoundAnswer, current: number, perPage: number, keep: (url: string) => Promise<string | null>): Promise<Page<GoodsCard>> {
  const { found, rows } = list(answer);
  const hits = rows.flatMap((r) => {
    const num = str(r.num_iid);
    const price = fenOf(r.promotion_price) ?? fenOf(r.price);
    const title = str(r.title);
    return num && title && price !== null ? [{ num, title, price, orig: Math.max(fenOf(r.price) ?? price, price), sales: Number(str(r.sales)) || 0, pic: str(r.pic_url) }] : [];
  });
  const kept = hits.length ? await db.select({ id: items.id, numIid: items.numIid }).from(items).where(and(eq(items.apiType, tp), inArray(items.numIid, hits.map((h) => h.num)))) : [];
  const idOf = new Map(kept.map((k) => [k.numIid, k.id]));
  const cards = await Promise.all(hits.map(async (h): Promise<GoodsCard> => {
    const image = h.pic ? await keep(h.pic) : null;
    return { id: idOf.get(h.num) ?? 0, api_type: tp, num_iid: h.num, title: h.title, pic_url: image ? thumb(image) : '', goodsimg: image ?? '', price: yuan(h.price), orig_price: yuan(h.orig), sales: h.sales };
  }));
  const size = Number(str(found.page_size)) || perPage;
  const total = Number(str(found.real_total_results) || str(found.total_results)) || 0;
  return page(cards, total, current, size);
}

/** "2026-11-20 10:31:02" (Beijing time) → unix seconds; 0 when unreadable. */
function beijing(date: string): number {
  const t = Date.parse(`${date.replace(' ', 'T')}+08:00`);
  return Number.isFinite(t) ? Math.floor(t / 1000) : 0;
}

/** item_review's page as the shop's reviews (the provider gives no stars: 5, as a platform's default good review). */
export function reviewsOf(answer: OneBoundAnswer, current: number, perPage: number): Page<Review> {
  const { found, rows } = list(answer);
  const data = rows.flatMap((r): Review[] => {
    const content = str(r.rate_content);
    if (!content) return [];
    const nickname = str(r.display_user_nick);
    const createdAt = beijing(str(r.rate_date));
    const id = parseInt(createHash('sha256').update(`${nickname}|${createdAt}|${content}`).digest('hex').slice(0, 12), 16);
    return [{ id, nickname, content, rating: 5, sku_text: str(r.auction_sku), created_at: createdAt }];
  });
  const size = Number(str(found.page_size)) || perPage;
  return page(data, Number(str(found.total_results)) || data.length, current, size);
}
