import { pgTable, serial, text, integer, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { unixTime } from './common';

/**
 * Ship-for-me (buyself, issue 13): goods a shopper bought elsewhere and sent to our warehouse. Declared with the
 * carrier and tracking number; when the operator receives them they become an order in the warehouse
 * (orders.source 'buyself', `order_id`) and go into a parcel like bought goods.
 */
export const buyselfGoods = pgTable('buyself_goods', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  /** A carrier of other/getExpresslist, by its code or name as listed. */
  carrier: text('carrier').notNull(),
  trackingNo: text('tracking_no').notNull(),
  contents: text('contents').notNull(),
  quantity: integer('quantity').notNull().default(1),
  /** Declared value of the contents, fen (for the parcel's customs declaration). */
  valueFen: integer('value_fen').notNull().default(0),
  remark: text('remark').notNull().default(''),
  /** 0 declared – on its way, 1 received into the warehouse, -1 deleted by the shopper. */
  status: integer('status').notNull().default(0),
  orderId: integer('order_id'),
  createdAt: unixTime('created_at').notNull(),
  receivedAt: unixTime('received_at'),
}, (t) => [
  index('buyself_goods_user').on(t.userId, t.id),
  uniqueIndex('buyself_goods_tracking').on(t.userId, t.trackingNo).where(sql`status >= 0`),
]);

/** A seller's application to settle a shop (shop add / getinfo), decided by the operator. */
export const shopApplications = pgTable('shop_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  shopName: text('shop_name').notNull(),
  /** Where the seller sells today: taobao, 1688, jd, weidian, other. */
  platform: text('platform').notNull(),
  shopUrl: text('shop_url').notNull().default(''),
  contactName: text('contact_name').notNull(),
  contact: text('contact').notNull(),
  description: text('description').notNull().default(''),
  /** 0 pending, 1 approved, -1 rejected (a rejected seller may apply again). */
  status: integer('status').notNull().default(0),
  reason: text('reason').notNull().default(''),
  createdAt: unixTime('created_at').notNull(),
  decidedAt: unixTime('decided_at'),
}, (t) => [uniqueIndex('shop_applications_open').on(t.userId).where(sql`status >= 0`)]);
