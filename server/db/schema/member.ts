import { sql } from 'drizzle-orm';
import { pgTable, serial, text, integer, boolean, doublePrecision, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { unixTime } from './common';

export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  name: text('name').notNull(),
  mcode: text('mcode').notNull().default(''),
  mobile: text('mobile').notNull(),
  countryId: integer('country_id').notNull(),
  regionId: integer('region_id').notNull().default(0),
  /** The region as typed (migration 0020), for a country without a list of regions; '' when regionId names one. */
  region: text('region').notNull().default(''),
  city: text('city').notNull().default(''),
  address: text('address').notNull(),
  zipcode: text('zipcode').notNull().default(''),
  isDefault: boolean('is_default').notNull().default(false),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [index('addresses_user').on(t.userId)]);

export const favorites = pgTable('favorites', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  itemId: integer('item_id').notNull(),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [uniqueIndex('favorites_user_item').on(t.userId, t.itemId)]);

export const browsingHistory = pgTable('browsing_history', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  itemId: integer('item_id').notNull(),
  viewedAt: unixTime('viewed_at').notNull(),
}, (t) => [uniqueIndex('history_user_item').on(t.userId, t.itemId)]);

export const cartItems = pgTable('cart_items', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  /** Catalogue item; null for goods added by hand from /pages/item/notfound. */
  itemId: integer('item_id'),
  skuId: text('sku_id').notNull().default(''),
  skuText: text('sku_text').notNull().default(''),
  /** Snapshot for display and for manual goods. */
  title: text('title').notNull(),
  picUrl: text('pic_url').notNull().default(''),
  url: text('url').notNull().default(''),
  sellerName: text('seller_name').notNull(),
  priceFen: integer('price_fen').notNull(),
  postFeeFen: integer('post_fee_fen').notNull().default(0),
  quantity: integer('quantity').notNull(),
  remark: text('remark').notNull().default(''),
  selected: boolean('selected').notNull().default(true),
  /** Domestic shipping chosen for this line's seller (changeShipping): express costs double the post fee. */
  shipping: text('shipping').$type<'standard' | 'express'>().notNull().default('standard'),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [
  index('cart_items_user').on(t.userId),
  /** One line per catalogue item and SKU of a shopper (manual goods, item_id null, may repeat). */
  uniqueIndex('cart_items_user_item_sku').on(t.userId, t.itemId, t.skuId).where(sql`${t.itemId} is not null`),
]);
