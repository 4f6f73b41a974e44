import { getTableColumns, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../index';
import { ads, categories, config, floors, hotSearches, items, itemSkus, reviews, shareCodes, shops, type ApiType } from '../schema';
import { buildCatalogue } from './catalogue-build';
import { BANNERS, FLOOR_NAMES, HOT_SEARCHES, MIDDLE_ADS } from './catalogue-texts';
import { bannerUrl, DRAWING_VERSION, floorImageUrl } from '../../domain/catalogue/images';
import { HASHES_CONFIG, hashMainPictures } from '../../domain/catalogue/picture-hashes';

/**
 * Inserts many rows in one statement with one parameter (a JSON array read by
 * jsonb_populate_recordset): several times faster than a multi-row VALUES on PGlite.
 */
async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]) {
  if (!rows.length) return;
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys = Object.keys(rows[0]).filter((k) => k in columns);
  const names = keys.map((k) => columns[k].name);
  const json = rows.map((r) => Object.fromEntries(keys.map((k, i) => [names[i], (r as Record<string, unknown>)[k]])));
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  await db.execute(sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(json)}::jsonb)`);
}

/** Explicit ids were inserted: move each serial past them. */
async function syncSequence(db: Db, table: string) {
  await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`));
}

/**
 * The demo catalogue: categories, shops, items with SKUs, reviews and share codes, hot searches,
 * home and mall floors, ads. Deterministic for a given `now`. (News and help articles: seed/content.ts.)
 */
export async function seedCatalogue(db: Db, now: number) {
  const c = buildCatalogue(now);
  // The pictures are hashed on sharp's threads while the rows that do not need the hashes go in.
  const hashing = hashMainPictures(c.items, c.categories);
  hashing.catch(() => {}); // awaited below; an insert failing first must not leave it unhandled

  await db.insert(categories).values(c.categories);
  await db.insert(shops).values(c.shops);
  await bulkInsert(db, reviews, c.reviews);
  await bulkInsert(db, shareCodes, c.shareCodes);

  await db.insert(hotSearches).values(HOT_SEARCHES.map((keyword, i) => ({ keyword, sort: i })));

  const bySales = [...c.items].sort((a, b) => (b.sales ?? 0) - (a.sales ?? 0) || a.id - b.id);
  const newest = [...c.items].sort((a, b) => b.createdAt - a.createdAt || a.id - b.id);
  const topOf = (list: typeof c.items, n = 16) => list.slice(0, n).map((i) => i.id);
  const inCategory = (top: number) => bySales.filter((i) => c.categories.find((cat) => cat.id === i.categoryId)?.pid === top);
  const home = [
    { name: FLOOR_NAMES.fresh, itemIds: topOf(newest) },
    { name: FLOOR_NAMES.best, itemIds: topOf(bySales) },
    ...[1, 5, 8, 7].map((top) => ({ name: c.categories[top - 1].name, itemIds: topOf(inCategory(top)) })),
  ];
  const mall = (['taobao', '1688', 'jd', 'weidian'] as ApiType[]).map((t) => ({ name: FLOOR_NAMES[t], itemIds: topOf(bySales.filter((i) => i.apiType === t)) }));
  await db.insert(floors).values([
    ...home.map((f, i) => ({ ...f, place: 'home', image: floorImageUrl(i + 1), sort: i })),
    ...mall.map((f, i) => ({ ...f, place: 'mall', image: floorImageUrl(home.length + i + 1), sort: i })),
  ]);

  await db.insert(ads).values([
    ...BANNERS.map((b, i) => ({ mark: 'wap_home_banner', title: b.title, image: bannerUrl(i + 1), link: `/pages/shop/index?cid=${b.cat + 1}`, sort: i })),
    ...MIDDLE_ADS.map((a, i) => ({ mark: 'wap_home_middle', title: a.title, image: bannerUrl(BANNERS.length + i + 1), link: a.link, sort: i })),
  ]);

  const hashes = await hashing;
  for (const it of c.items) it.phash = hashes.get(it.id)!;
  await bulkInsert(db, items, c.items);
  await bulkInsert(db, itemSkus, c.skus);
  for (const table of ['categories', 'shops', 'items']) await syncSequence(db, table);
  await db.insert(config).values({ name: HASHES_CONFIG, section: 'system', value: DRAWING_VERSION });
}
