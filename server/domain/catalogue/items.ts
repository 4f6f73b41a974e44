import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { favorites, items, itemSkus, reviews, shops, type ApiType, type SkuProp } from '../../db/schema';
import type { Lang } from '../../i18n';
import { notFound } from '../../http/errors';
import { itemSale, salePriceFen } from './flash-sale';
import { goodsCard, thumb } from './goods-card';
import { yuan } from '../money/money';
import { sourceUrl } from './links';
import type { GoodsCard } from '../../../src/api/types/goods';
import type { ItemDetail, ItemProp, ItemSku, Seller } from '../../../src/api/types/catalogue';

export type ItemRow = typeof items.$inferSelect;
/** The platforms items come from (taobao, 1688, jd, weidian), for request schemas. */
export { API_TYPES, type ApiType } from '../../db/schema';

type ShopRow = typeof shops.$inferSelect;

/** The catalogue item of a platform id, or the translated 'item.notFound' business error. */
export async function findItem(db: DbOrTx, tp: ApiType, tid: string): Promise<ItemRow> {
  const [item] = await db.select().from(items).where(and(eq(items.apiType, tp), eq(items.numIid, tid)));
  if (!item) throw notFound('item.notFound');
  return item;
}

export async function findItemById(db: DbOrTx, id: number): Promise<ItemRow> {
  const [item] = await db.select().from(items).where(eq(items.id, id));
  if (!item) throw notFound('item.notFound');
  return item;
}

/** Goods cards of the given item ids, in the order given (ids of vanished items are skipped). */
export async function cardsByIds(db: DbOrTx, ids: number[], lang: Lang): Promise<GoodsCard[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(items).where(inArray(items.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [goodsCard(byId.get(id)!, lang)] : []));
}

export function sellerOf(shop: ShopRow, lang: Lang): Seller {
  return { id: shop.id, seller_id: shop.sellerId, name: shop.name[lang], rating: shop.rating, location: shop.location };
}

function propsOf(props: SkuProp[], lang: Lang): ItemProp[] {
  return props.map((p) => ({
    pid: p.pid,
    name: p.name[lang],
    values: p.values.map((v) => (v.image ? { vid: v.vid, name: v.name[lang], image: v.image } : { vid: v.vid, name: v.name[lang] })),
  }));
}

/** "1627207:1;20509:2" → "Colour: Black; Size: M" in the request's language. */
export function skuText(props: SkuProp[], properties: string, lang: Lang): string {
  return properties.split(';').map((pair) => {
    const [pid, vid] = pair.split(':');
    const prop = props.find((p) => p.pid === pid);
    const value = prop?.values.find((v) => v.vid === vid);
    return prop && value ? `${prop.name[lang]}: ${value.name[lang]}` : pair;
  }).join('; ');
}

/** Everything /pages/item/index shows about one item; while it is in the running flash sale (at `now`), its sale prices. */
export async function itemDetail(db: DbOrTx, item: ItemRow, lang: Lang, userId: number | null, now: number): Promise<ItemDetail> {
  const [[shop], skus, [{ reviewCount }], fav, sale] = await Promise.all([
    db.select().from(shops).where(eq(shops.id, item.shopId)),
    db.select().from(itemSkus).where(eq(itemSkus.itemId, item.id)).orderBy(asc(itemSkus.id)),
    db.select({ reviewCount: count() }).from(reviews).where(eq(reviews.itemId, item.id)),
    userId ? db.select({ id: favorites.id }).from(favorites).where(and(eq(favorites.userId, userId), eq(favorites.itemId, item.id))) : Promise.resolve([]),
    itemSale(db, item.id, now),
  ]);
  const skuList: ItemSku[] = skus.map((s) => ({
    sku_id: s.skuId, properties: s.properties, properties_name: skuText(item.props, s.properties, lang), price: yuan(s.priceFen), stock: s.stock,
    ...(sale ? { sale_price: yuan(salePriceFen(s.priceFen)) } : {}),
  }));
  return {
    id: item.id,
    api_type: item.apiType,
    num_iid: item.numIid,
    title: item.title[lang],
    price: yuan(item.priceFen),
    orig_price: yuan(item.origPriceFen),
    post_fee: yuan(item.postFeeFen),
    pic_url: item.images[0] ?? '',
    images: item.images,
    thumbs: item.images.map(thumb),
    props: propsOf(item.props, lang),
    skus: skuList,
    stock: skus.length ? skus.reduce((n, s) => n + s.stock, 0) : item.stock,
    sales: item.sales,
    weight: item.weightG,
    goods_type: item.goodsType,
    category_id: item.categoryId,
    review_count: Number(reviewCount),
    seller: shop ? sellerOf(shop, lang) : { id: 0, seller_id: '', name: '', rating: 0, location: '' },
    desc_html: item.descHtml[lang],
    source_url: sourceUrl(item.apiType, item.numIid),
    is_favorite: fav.length > 0,
    ...(sale ? { sale_price: yuan(salePriceFen(item.priceFen)), sale_end: sale.end } : {}),
  };
}
