import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { items, type ApiType } from '../../db/schema';
import type { Lang } from '../../i18n';
import { itemsByNumber } from './item-lookups';
import { searchItems, type ItemFilter } from './item-search';
import type { ItemSort } from '../../../src/api/types/catalogue';
import type { GoodsCard } from '../../../src/api/types/goods';

/**
 * The first picture a page shows, found from its link alone (server/static/pictures.ts answers it at
 * /wap/pic/…, so a deep link's largest paint needs no call first). Each is what the page itself shows first.
 */

/** An item page's gallery's first picture (ItemView: images[0], which is also its pic_url); null for an unknown item. */
export async function itemFirstPicture(db: DbOrTx, tp: ApiType, tid: string): Promise<string | null> {
  const [row] = await db.select({ images: items.images }).from(items).where(and(eq(items.apiType, tp), eq(items.numIid, tid))).limit(1);
  return row?.images[0] || null;
}

/** A goods number the results page looks up first in a keyword search (src/pages/shop/Results.tsx GOODS_SN): its hits are the list. */
const GOODS_SN = /^\d{9,13}$/;

/** The picture of a goods card as GoodsCard shows it (pic_url, the thumbnail, else goodsimg). */
const cardPicture = (card: GoodsCard | undefined) => (card ? card.pic_url || card.goodsimg || null : null);

/** The first result's picture of a keyword or category search (the results page's first card), or null when none. */
export async function searchFirstPicture(db: DbOrTx, filter: ItemFilter, sort: ItemSort, lang: Lang): Promise<string | null> {
  if (filter.keyword && !filter.cid && GOODS_SN.test(filter.keyword)) {
    const hits = await itemsByNumber(db, filter.keyword, lang);
    if (hits.length) return cardPicture(hits[0]);
  }
  const page = await searchItems(db, filter, sort, 1, 1, lang);
  return cardPicture(page.data[0]);
}
