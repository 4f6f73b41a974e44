import { and, asc, count, desc, eq, gte, inArray, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { categories, items, type ApiType } from '../../db/schema';
import type { Lang } from '../../i18n';
import { page, type Page } from '../../http/envelope';
import { goodsCard } from './goods-card';
import { cardsByIds, type ItemRow } from './items';
import { hamming } from './phash';
import { configOf, marksOf, rankOf, searchDoc, textQuery, tsquery, type TextQuery } from '../search/text-query';
import type { GoodsCard } from '../../../src/api/types/goods';
import type { ItemSort } from '../../../src/api/types/catalogue';

export type ItemFilter = { keyword?: string; cid?: number; tp?: ApiType; minFen?: number; maxFen?: number; shopId?: number };
export const SORTS: [ItemSort, ...ItemSort[]] = ['default', 'price_asc', 'price_desc', 'sales'];

/** An image search lists at most this many of the nearest items. */
export const IMAGE_RESULTS = 60;

/** A search's query for goods titles: a word counts in any language (a ru shopper may type "zara"). */
const itemQuery = (db: DbOrTx, keyword: string) => textQuery(db, keyword, ['russian', 'english']);

/** What an item's titles hold for a search (the migration's item_search_doc, which the index items_search holds). */
const itemDoc = sql`item_search_doc(${items.title})`;

/** A category and its sub-categories. */
const inCategory = (db: DbOrTx, cid: number) =>
  inArray(items.categoryId, db.select({ id: categories.id }).from(categories).where(or(eq(categories.id, cid), eq(categories.pid, cid))));

function where(db: DbOrTx, f: ItemFilter, q: TextQuery | undefined): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q) parts.push(sql`${itemDoc} @@ ${tsquery(q)}`);
  if (f.cid) parts.push(inCategory(db, f.cid));
  if (f.tp) parts.push(eq(items.apiType, f.tp));
  if (f.shopId) parts.push(eq(items.shopId, f.shopId));
  if (f.minFen !== undefined) parts.push(gte(items.priceFen, f.minFen));
  if (f.maxFen !== undefined) parts.push(lte(items.priceFen, f.maxFen));
  return and(...parts);
}

const ORDER: Record<ItemSort, SQL[]> = {
  default: [asc(items.id)],
  price_asc: [asc(items.priceFen), asc(items.id)],
  price_desc: [desc(items.priceFen), asc(items.id)],
  sales: [desc(items.sales), asc(items.id)],
};

/** Relevance of a keyword search: the rank of the title in the shopper's language (rankOf), then best sellers. */
const relevance = (q: TextQuery, lang: Lang): SQL[] => [
  rankOf(configOf(lang), searchDoc(configOf(lang), sql`${items.title}->>${lang}`), tsquery(q)), desc(items.sales), asc(items.id),
];

/**
 * One page of goods cards matching the filter, in the asked order ('default' is relevance for a keyword).
 * A keyword's words match in any of their forms (design §8: "dresses" finds "dress", "платья" "платье",
 * "亚麻" "夏季亚麻连衣裙"), and each card answers where they stand in its title.
 */
export async function searchItems(db: DbOrTx, f: ItemFilter, sort: ItemSort, current: number, perPage: number, lang: Lang): Promise<Page<GoodsCard>> {
  const q = f.keyword ? await itemQuery(db, f.keyword) : undefined;
  if (q === null) return page([], 0, current, perPage);
  const cond = where(db, f, q);
  const [{ total }] = await db.select({ total: count() }).from(items).where(cond);
  const order = q && sort === 'default' ? relevance(q, lang) : ORDER[sort];
  const rows = await db.select().from(items).where(cond).orderBy(...order).limit(perPage).offset((current - 1) * perPage);
  const marks = q ? await marksOf(db, configOf(lang), rows.map((r) => r.title[lang]), q) : [];
  return page(rows.map((r, i) => (marks[i]?.length ? { ...goodsCard(r, lang), title_marks: marks[i] } : goodsCard(r, lang))), Number(total), current, perPage);
}

/** Items matching the filter ordered by the hamming distance of their main picture to `hash`, nearest first. */
export async function nearestItems(db: DbOrTx, f: ItemFilter, hash: string, current: number, perPage: number, lang: Lang): Promise<Page<GoodsCard>> {
  const q = f.keyword ? await itemQuery(db, f.keyword) : undefined;
  if (q === null) return page([], 0, current, perPage);
  const all = await db.select({ id: items.id, phash: items.phash }).from(items).where(where(db, f, q));
  const ranked = all
    .filter((r) => r.phash)
    .map((r) => ({ id: r.id, d: hamming(r.phash, hash) }))
    .sort((a, b) => a.d - b.d || a.id - b.id)
    .slice(0, IMAGE_RESULTS);
  const ids = ranked.slice((current - 1) * perPage, current * perPage).map((r) => r.id);
  return page(await cardsByIds(db, ids, lang), ranked.length, current, perPage);
}

/** Up to `limit` other items of the same sub-category (then the same top category), nearest in price. */
export async function similarItems(db: DbOrTx, item: ItemRow, lang: Lang, limit = 12): Promise<GoodsCard[]> {
  const [cat] = await db.select().from(categories).where(eq(categories.id, item.categoryId));
  const top = cat && cat.pid ? cat.pid : item.categoryId;
  const nearness = sql`abs(${items.priceFen} - ${item.priceFen})`;
  const sameSub = await db.select().from(items).where(and(eq(items.categoryId, item.categoryId), ne(items.id, item.id)))
    .orderBy(nearness, asc(items.id)).limit(limit);
  const rows = [...sameSub];
  if (rows.length < limit) {
    const seen = [item.id, ...rows.map((r) => r.id)];
    const more = await db.select().from(items)
      .where(and(inCategory(db, top), notInArray(items.id, seen)))
      .orderBy(nearness, asc(items.id)).limit(limit - rows.length);
    rows.push(...more);
  }
  return rows.map((r) => goodsCard(r, lang));
}
