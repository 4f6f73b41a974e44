import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { categories, items, type ApiType } from '../../db/schema';
import type { Lang } from '../../i18n';
import { page, type Page } from '../../http/envelope';
import { goodsCard } from './goods-card';
import { cardsByIds, type ItemRow } from './items';
import { hamming } from './phash';
import type { GoodsCard } from '../../../src/api/types/goods';
import type { ItemSort } from '../../../src/api/types/catalogue';

export type ItemFilter = { keyword?: string; cid?: number; tp?: ApiType; minFen?: number; maxFen?: number; shopId?: number };
export const SORTS: [ItemSort, ...ItemSort[]] = ['default', 'price_asc', 'price_desc', 'sales'];

/** An image search lists at most this many of the nearest items. */
export const IMAGE_RESULTS = 60;

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every word of the keyword must appear in the title in one of the three languages (any case). */
function keywordMatch(keyword: string): SQL | undefined {
  const words = keyword.split(/\s+/).filter(Boolean).slice(0, 6);
  return and(...words.map((w) => {
    const p = likePattern(w);
    return or(ilike(sql`${items.title}->>'en'`, p), ilike(sql`${items.title}->>'ru'`, p), ilike(sql`${items.title}->>'zh-cn'`, p));
  }));
}

/** A category and its sub-categories. */
const inCategory = (db: DbOrTx, cid: number) =>
  inArray(items.categoryId, db.select({ id: categories.id }).from(categories).where(or(eq(categories.id, cid), eq(categories.pid, cid))));

function where(db: DbOrTx, f: ItemFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.keyword) parts.push(keywordMatch(f.keyword));
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

/** One page of goods cards matching the filter, in the asked order. */
export async function searchItems(db: DbOrTx, f: ItemFilter, sort: ItemSort, current: number, perPage: number, lang: Lang): Promise<Page<GoodsCard>> {
  const cond = where(db, f);
  const [{ total }] = await db.select({ total: count() }).from(items).where(cond);
  const rows = await db.select().from(items).where(cond).orderBy(...ORDER[sort]).limit(perPage).offset((current - 1) * perPage);
  return page(rows.map((r) => goodsCard(r, lang)), Number(total), current, perPage);
}

/** Items matching the filter ordered by the hamming distance of their main picture to `hash`, nearest first. */
export async function nearestItems(db: DbOrTx, f: ItemFilter, hash: string, current: number, perPage: number, lang: Lang): Promise<Page<GoodsCard>> {
  const all = await db.select({ id: items.id, phash: items.phash }).from(items).where(where(db, f));
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
