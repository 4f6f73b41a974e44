import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { ads, categories, floors, hotSearches, items, reviews } from '../../db/schema';
import type { Lang } from '../../i18n';
import { page, type Page } from '../../http/envelope';
import { BizError } from '../../http/errors';
import { flashSaleWindow, salePriceFen, SALE_DISCOUNT } from './flash-sale';
import { goodsCard } from './goods-card';
import { cardsByIds } from './items';
import { searchItems } from './item-search';
import { yuan } from '../money/money';
import type { GoodsCard } from '../../../src/api/types/goods';
import type { Ad, Category, FlashSale, Floor, HotSearch, Opinion } from '../../../src/api/types/catalogue';

/** Goods a floor shows on the home and mall pages; getFloor / mall lists page through all of them. */
export const FLOOR_SHOWS = 8;

/** The category tree: top-level categories (pid 0) with their sub-categories. */
export async function categoryTree(db: DbOrTx, lang: Lang): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  const node = (c: (typeof rows)[number]): Category => ({ id: c.id, name: c.name[lang], image: c.image, keyword: c.keyword, children: [] });
  const top = rows.filter((c) => c.pid === 0).map(node);
  const byId = new Map(top.map((c) => [c.id, c]));
  for (const c of rows) if (c.pid) byId.get(c.pid)?.children.push(node(c));
  return top;
}

export async function hotKeywords(db: DbOrTx, lang: Lang): Promise<HotSearch[]> {
  const rows = await db.select().from(hotSearches).orderBy(asc(hotSearches.sort), asc(hotSearches.id));
  return rows.map((r) => ({ id: r.id, keyword: r.keyword[lang] }));
}

/** The floors of a place ('home' | 'mall'), each with its first goods. */
export async function floorsOf(db: DbOrTx, place: 'home' | 'mall', lang: Lang): Promise<Floor[]> {
  const rows = await db.select().from(floors).where(eq(floors.place, place)).orderBy(asc(floors.sort), asc(floors.id));
  const cards = await cardsByIds(db, [...new Set(rows.flatMap((f) => f.itemIds.slice(0, FLOOR_SHOWS)))], lang);
  const byId = new Map(cards.map((c) => [c.id, c]));
  return rows.map((f) => ({
    id: f.id, name: f.name[lang], image: f.image,
    goods: f.itemIds.slice(0, FLOOR_SHOWS).flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
  }));
}

/** One page of a floor's goods; a floor of another place (or none) is not found. */
export async function floorGoods(db: DbOrTx, id: number, place: 'home' | 'mall' | null, current: number, perPage: number, lang: Lang): Promise<Page<GoodsCard>> {
  const [floor] = await db.select().from(floors).where(place ? and(eq(floors.id, id), eq(floors.place, place)) : eq(floors.id, id));
  if (!floor) throw new BizError('catalogue.floorNotFound');
  const ids = floor.itemIds.slice((current - 1) * perPage, current * perPage);
  return page(await cardsByIds(db, ids, lang), floor.itemIds.length, current, perPage);
}

export async function adsByMark(db: DbOrTx, mark: string, lang: Lang): Promise<Ad[]> {
  const rows = await db.select().from(ads).where(eq(ads.mark, mark)).orderBy(asc(ads.sort), asc(ads.id));
  return rows.map((a) => ({ id: a.id, title: a.title[lang], image: a.image, link: a.link }));
}

/** Best sellers, paged. */
export async function bestSellers(db: DbOrTx, current: number, perPage: number, lang: Lang): Promise<Page<GoodsCard>> {
  return searchItems(db, {}, 'sales', current, perPage, lang);
}

export async function flashSale(db: DbOrTx, now: number, lang: Lang): Promise<FlashSale> {
  const w = await flashSaleWindow(db, now);
  const rows = w.ids.length ? await db.select().from(items).where(inArray(items.id, w.ids)) : [];
  const goods = w.ids.flatMap((id) => {
    const it = rows.find((r) => r.id === id);
    return it ? [{ ...goodsCard(it, lang), sale_price: yuan(salePriceFen(it.priceFen)), discount: SALE_DISCOUNT }] : [];
  });
  return { start_time: w.start, end_time: w.end, goods };
}

/** The newest good reviews (4 and 5 stars) with the item each is about. */
export async function recentOpinions(db: DbOrTx, lang: Lang, limit: number): Promise<Opinion[]> {
  const rows = await db.select().from(reviews).innerJoin(items, eq(items.id, reviews.itemId))
    .where(gte(reviews.rating, 4)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit);
  return rows.map(({ reviews: r, items: it }) => ({
    id: r.id, nickname: r.nickname, content: r.content[lang], rating: r.rating, created_at: r.createdAt, goods: goodsCard(it, lang),
  }));
}
