import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { items, reviews, shareCodes, shops, type ApiType } from '../../db/schema';
import type { Lang } from '../../i18n';
import { BizError } from '../../http/errors';
import { page, type Page } from '../../http/envelope';
import { goodsCard } from './goods-card';
import { searchItems } from './item-search';
import { sellerOf } from './items';
import type { GoodsCard } from '../../../src/api/types/goods';
import type { Review, SharedItemRef, ShopGoods } from '../../../src/api/types/catalogue';

/** The item one of the share codes names (the first found), or null. */
export async function itemOfShareCodes(db: DbOrTx, codes: string[]): Promise<SharedItemRef | null> {
  if (!codes.length) return null;
  const [row] = await db.select({ apiType: items.apiType, numIid: items.numIid }).from(shareCodes)
    .innerJoin(items, eq(items.id, shareCodes.itemId)).where(inArray(shareCodes.code, codes)).limit(1);
  return row ? { tp: row.apiType, tid: row.numIid } : null;
}

/** An item's reviews, newest first, a page at a time, in `lang`. */
export async function itemReviews(db: DbOrTx, itemId: number, current: number, perPage: number, lang: Lang): Promise<Page<Review>> {
  const [{ total }] = await db.select({ total: count() }).from(reviews).where(eq(reviews.itemId, itemId));
  const rows = await db.select().from(reviews).where(eq(reviews.itemId, itemId)).orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(perPage).offset((current - 1) * perPage);
  const data = rows.map((r): Review => ({ id: r.id, nickname: r.nickname, content: r.content[lang], rating: r.rating, sku_text: r.skuText, created_at: r.createdAt }));
  return page(data, Number(total), current, perPage);
}

/** A shop by its seller id (on one platform when `tp` is given) with its goods, best sellers first. */
export async function shopGoods(db: DbOrTx, sellerId: string, tp: ApiType | undefined, current: number, perPage: number, lang: Lang): Promise<ShopGoods> {
  const [shop] = await db.select().from(shops).where(tp ? and(eq(shops.sellerId, sellerId), eq(shops.apiType, tp)) : eq(shops.sellerId, sellerId)).limit(1);
  if (!shop) throw new BizError('item.shopNotFound');
  const list = await searchItems(db, { shopId: shop.id }, 'sales', current, perPage, lang);
  return { shop: { ...sellerOf(shop, lang), api_type: shop.apiType, item_count: list.total }, list };
}

/** Goods with this platform goods number, as cards. */
export async function itemsByNumber(db: DbOrTx, sn: string, lang: Lang): Promise<GoodsCard[]> {
  const rows = await db.select().from(items).where(eq(items.numIid, sn));
  return rows.map((r) => goodsCard(r, lang));
}
