import { sql } from 'drizzle-orm';
import { pgTable, serial, text, integer, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { i18n, unixTime } from './common';

export type ApiType = 'taobao' | '1688' | 'jd' | 'weidian';
export const API_TYPES: ApiType[] = ['taobao', '1688', 'jd', 'weidian'];

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  pid: integer('pid').notNull().default(0),
  name: i18n('name').notNull(),
  image: text('image').notNull().default(''),
  /** Search keyword used when the category is opened. */
  keyword: text('keyword').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  apiType: text('api_type').$type<ApiType>().notNull(),
  sellerId: text('seller_id').notNull(),
  name: i18n('name').notNull(),
  rating: integer('rating').notNull().default(5),
  location: text('location').notNull().default(''),
}, (t) => [uniqueIndex('shops_seller').on(t.apiType, t.sellerId)]);

/** A SKU property: e.g. { pid: '1627207', name: {…'Colour'}, values: [{ vid: '1', name: {…'Red'} }] } */
export type SkuProp = { pid: string; name: import('./common').I18nText; values: { vid: string; name: import('./common').I18nText; image?: string }[] };

export const items = pgTable('items', {
  id: serial('id').primaryKey(),
  apiType: text('api_type').$type<ApiType>().notNull(),
  /** The source platform's item id: the `tid` of /pages/item/index. */
  numIid: text('num_iid').notNull(),
  title: i18n('title').notNull(),
  categoryId: integer('category_id').notNull(),
  shopId: integer('shop_id').notNull(),
  priceFen: integer('price_fen').notNull(),
  origPriceFen: integer('orig_price_fen').notNull(),
  /** Domestic (seller → warehouse) shipping in fen. */
  postFeeFen: integer('post_fee_fen').notNull().default(0),
  sales: integer('sales').notNull().default(0),
  stock: integer('stock').notNull().default(0),
  weightG: integer('weight_g').notNull().default(500),
  /** Relative image urls: [0] is the main picture. */
  images: jsonb('images').$type<string[]>().notNull(),
  props: jsonb('props').$type<SkuProp[]>().notNull(),
  descHtml: i18n('desc_html').notNull(),
  /** 64-bit perceptual hash (hex) of the main image, for image search. */
  phash: text('phash').notNull().default(''),
  /** Goods-type code (general, battery, liquid, cosmetics …) used by shipping rules. */
  goodsType: text('goods_type').notNull().default('general'),
  createdAt: unixTime('created_at').notNull(),
  /** Where the row comes from (migration 0023): 'demo' (the embedded catalogue) or a product-data source ('onebound'), whose rows are its cache. */
  source: text('source').notNull().default('demo'),
  /** When a source's answer last wrote the row (unix seconds); null for the demo catalogue, which is never fetched. */
  fetchedAt: unixTime('fetched_at'),
}, (t) => [
  uniqueIndex('items_source').on(t.apiType, t.numIid),
  index('items_category').on(t.categoryId),
  index('items_shop').on(t.shopId),
  /** Word search of the titles (design §8, migration 0016): stems, whole words and Chinese characters of every language. */
  index('items_search').using('gin', sql`item_search_doc(${t.title})`),
]);

export const itemSkus = pgTable('item_skus', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id').notNull().references(() => items.id, { onDelete: 'cascade' }),
  skuId: text('sku_id').notNull(),
  /** "pid:vid;pid:vid" in prop order. */
  properties: text('properties').notNull(),
  priceFen: integer('price_fen').notNull(),
  stock: integer('stock').notNull(),
}, (t) => [index('item_skus_item').on(t.itemId), uniqueIndex('item_skus_sku').on(t.itemId, t.skuId)]);

export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id').notNull(),
  nickname: text('nickname').notNull(),
  content: i18n('content').notNull(),
  rating: integer('rating').notNull(),
  skuText: text('sku_text').notNull().default(''),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [index('reviews_item').on(t.itemId)]);

/** Share codes ("itemPassword") that resolve to an item. */
export const shareCodes = pgTable('share_codes', {
  code: text('code').primaryKey(),
  itemId: integer('item_id').notNull(),
});

/** Uploaded image-search crops: the image id (`items.item.name`) and its hash. */
export const imageSearches = pgTable('image_searches', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull(),
  phash: text('phash').notNull(),
  /** The item source's provider's key for the uploaded picture (OneBound's upload_img imgid), when it took it. */
  providerImgid: text('provider_imgid'),
  createdAt: unixTime('created_at').notNull(),
});

export const hotSearches = pgTable('hot_searches', {
  id: serial('id').primaryKey(),
  keyword: i18n('keyword').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Home and mall floors: a titled row of items. `place` is 'home' | 'mall'. */
export const floors = pgTable('floors', {
  id: serial('id').primaryKey(),
  place: text('place').notNull().default('home'),
  name: i18n('name').notNull(),
  image: text('image').notNull().default(''),
  itemIds: jsonb('item_ids').$type<number[]>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const ads = pgTable('ads', {
  id: serial('id').primaryKey(),
  /** Zone mark, e.g. 'wap_home_banner'. */
  mark: text('mark').notNull(),
  title: i18n('title').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull().default(''),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('ads_mark').on(t.mark)]);
