import { pgTable, serial, text, integer, jsonb, boolean, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { unixTime } from './common';

/**
 * Purchase order statuses (design §4): 0 unpaid, 1 paid – to buy, 2 bought – seller shipping,
 * 3 in warehouse, 4 in a parcel, 5 done, -1 cancelled.
 */
export const ORDER_STATUS = { unpaid: 0, paid: 1, bought: 2, warehouse: 3, parcel: 4, done: 5, cancelled: -1 } as const;
/** Parcel statuses: 0 submitted – packing, 1 weighed, 2 paid, 3 shipped, 4 received, -1 cancelled. */
export const PARCEL_STATUS = { packing: 0, weighed: 1, paid: 2, shipped: 3, received: 4, cancelled: -1 } as const;
/** One-pay order statuses: 0 unpaid, 1 paid – buying, 2 in warehouse, 3 shipped, 4 received, -1 cancelled. */
export const ONEPAY_STATUS = { unpaid: 0, paid: 1, warehouse: 2, shipped: 3, received: 4, cancelled: -1 } as const;

export type AddressSnapshot = {
  name: string; mcode: string; mobile: string; country: string; countryCode: string;
  region: string; city: string; address: string; zipcode: string;
};

/** A cart checkout: `OG` + 12 digits; one purchase order per seller under it. */
export const orderGroups = pgTable('order_groups', {
  id: serial('id').primaryKey(),
  sn: text('sn').notNull(),
  userId: integer('user_id').notNull(),
  totalFen: integer('total_fen').notNull(),
  couponId: integer('coupon_id'),
  couponFen: integer('coupon_fen').notNull().default(0),
  status: integer('status').notNull().default(0),
  createdAt: unixTime('created_at').notNull(),
  paidAt: unixTime('paid_at'),
}, (t) => [uniqueIndex('order_groups_sn').on(t.sn), index('order_groups_user').on(t.userId)]);

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  sn: text('sn').notNull(),
  groupId: integer('group_id').notNull(),
  userId: integer('user_id').notNull(),
  sellerName: text('seller_name').notNull(),
  /** 'purchase': bought by us for the shopper; 'buyself': ship-for-me goods the shopper sent to the warehouse (nothing paid for goods). */
  source: text('source').$type<'purchase' | 'buyself'>().notNull().default('purchase'),
  status: integer('status').notNull().default(0),
  goodsFen: integer('goods_fen').notNull(),
  postFeeFen: integer('post_fee_fen').notNull().default(0),
  serviceFen: integer('service_fen').notNull().default(0),
  totalFen: integer('total_fen').notNull(),
  /**
   * Unpaid: the coupon chosen for this order paid alone (null: its group's, when it applies). Paid: the coupon its
   * bill used and `coupon_fen` this order's exact share of it (design §4c; the shares of a group sum to its coupon).
   */
  couponId: integer('coupon_id'),
  couponFen: integer('coupon_fen').notNull().default(0),
  /** The bill that paid it: its group's number (OG…) or its own (O…); '' while unpaid. */
  paidBy: text('paid_by').notNull().default(''),
  /** null | 'out_of_stock' | 'price_change' | 'refund' */
  problem: text('problem'),
  /** Extra payment asked for a price change, fen. */
  problemFen: integer('problem_fen').notNull().default(0),
  /** How many problems staff have raised on the order: the current one's number, which keys its extra payment in the ledger. */
  problemNo: integer('problem_no').notNull().default(0),
  remark: text('remark').notNull().default(''),
  /** Domestic shipping chosen by the shopper: 'express' costs twice the seller's standard post fee. */
  shipping: text('shipping').$type<'standard' | 'express'>().notNull().default('standard'),
  expressCompany: text('express_company').notNull().default(''),
  expressNo: text('express_no').notNull().default(''),
  /** Extra free-storage days bought with addStorage. */
  extraStorageDays: integer('extra_storage_days').notNull().default(0),
  createdAt: unixTime('created_at').notNull(),
  paidAt: unixTime('paid_at'),
  boughtAt: unixTime('bought_at'),
  storedAt: unixTime('stored_at'),
  cancelledAt: unixTime('cancelled_at'),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [uniqueIndex('orders_sn').on(t.sn), index('orders_user_status').on(t.userId, t.status), index('orders_group').on(t.groupId)]);

/** One-pay order: goods and international shipping paid up front (`P` + 12 digits). */
export const onepayOrders = pgTable('onepay_orders', {
  id: serial('id').primaryKey(),
  sn: text('sn').notNull(),
  userId: integer('user_id').notNull(),
  address: jsonb('address').$type<AddressSnapshot>().notNull(),
  countryCode: text('country_code').notNull(),
  lineId: integer('line_id').notNull(),
  goodsFen: integer('goods_fen').notNull(),
  postFeeFen: integer('post_fee_fen').notNull().default(0),
  shippingFen: integer('shipping_fen').notNull(),
  insurance: boolean('insurance').notNull().default(false),
  insuranceFen: integer('insurance_fen').notNull().default(0),
  totalFen: integer('total_fen').notNull(),
  /** The coupon on (unpaid) or used by (paid) this order, and what it takes off `total_fen`. */
  couponId: integer('coupon_id'),
  couponFen: integer('coupon_fen').notNull().default(0),
  status: integer('status').notNull().default(0),
  carrier: text('carrier').notNull().default(''),
  trackingNo: text('tracking_no').notNull().default(''),
  remark: text('remark').notNull().default(''),
  createdAt: unixTime('created_at').notNull(),
  paidAt: unixTime('paid_at'),
  shippedAt: unixTime('shipped_at'),
  receivedAt: unixTime('received_at'),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [uniqueIndex('onepay_orders_sn').on(t.sn), index('onepay_orders_user').on(t.userId, t.status)]);

export type Declaration = { goodsId: number; type: string; valueFen: number };

/** Parcel (send order): `S` + 12 digits. */
export const parcels = pgTable('parcels', {
  id: serial('id').primaryKey(),
  sn: text('sn').notNull(),
  userId: integer('user_id').notNull(),
  address: jsonb('address').$type<AddressSnapshot>().notNull(),
  countryCode: text('country_code').notNull(),
  lineId: integer('line_id').notNull(),
  status: integer('status').notNull().default(0),
  insurance: boolean('insurance').notNull().default(false),
  declaration: jsonb('declaration').$type<Declaration[]>().notNull(),
  declaredFen: integer('declared_fen').notNull().default(0),
  remark: text('remark').notNull().default(''),
  weightG: integer('weight_g'),
  /** L×W×H in cm, set when weighed. */
  lengthCm: integer('length_cm'),
  widthCm: integer('width_cm'),
  heightCm: integer('height_cm'),
  chargeableG: integer('chargeable_g'),
  shippingFen: integer('shipping_fen'),
  insuranceFen: integer('insurance_fen').notNull().default(0),
  totalFen: integer('total_fen'),
  /** The shipping coupon on (weighed, unpaid) or used by (paid) this parcel, and what it takes off `total_fen`. */
  couponId: integer('coupon_id'),
  couponFen: integer('coupon_fen').notNull().default(0),
  photos: jsonb('photos').$type<string[]>().notNull().default([]),
  carrier: text('carrier').notNull().default(''),
  trackingNo: text('tracking_no').notNull().default(''),
  createdAt: unixTime('created_at').notNull(),
  weighedAt: unixTime('weighed_at'),
  paidAt: unixTime('paid_at'),
  shippedAt: unixTime('shipped_at'),
  receivedAt: unixTime('received_at'),
  cancelledAt: unixTime('cancelled_at'),
}, (t) => [uniqueIndex('parcels_sn').on(t.sn), index('parcels_user').on(t.userId, t.status)]);

/**
 * A line of goods bought for a shopper. Belongs to a purchase order (orderId) or a one-pay order
 * (onepayId); once in the warehouse it can be put in a parcel (parcelId).
 */
export const orderGoods = pgTable('order_goods', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  orderId: integer('order_id'),
  onepayId: integer('onepay_id'),
  parcelId: integer('parcel_id'),
  itemId: integer('item_id'),
  title: text('title').notNull(),
  picUrl: text('pic_url').notNull().default(''),
  url: text('url').notNull().default(''),
  skuText: text('sku_text').notNull().default(''),
  priceFen: integer('price_fen').notNull(),
  quantity: integer('quantity').notNull(),
  remark: text('remark').notNull().default(''),
  goodsType: text('goods_type').notNull().default('general'),
  /** Set when received into the warehouse. */
  weightG: integer('weight_g'),
  volumeCm3: integer('volume_cm3'),
  photos: jsonb('photos').$type<string[]>().notNull().default([]),
  /** The shopper asked for more QC photos (addPhoto) and staff have not answered yet. */
  photoRequested: boolean('photo_requested').notNull().default(false),
  arrivedAt: unixTime('arrived_at'),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [index('order_goods_order').on(t.orderId), index('order_goods_user').on(t.userId), index('order_goods_parcel').on(t.parcelId)]);

/** Messages between shopper and staff about an order, parcel or one-pay order. */
export const messages = pgTable('order_messages', {
  id: serial('id').primaryKey(),
  refType: text('ref_type').$type<'order' | 'parcel' | 'onepay'>().notNull(),
  refId: integer('ref_id').notNull(),
  userId: integer('user_id').notNull(),
  fromStaff: boolean('from_staff').notNull().default(false),
  content: text('content').notNull(),
  image: text('image').notNull().default(''),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [index('order_messages_ref').on(t.refType, t.refId)]);

/** Domestic (order) and international (parcel, onepay) tracking events. */
export const trackingEvents = pgTable('tracking_events', {
  id: serial('id').primaryKey(),
  refType: text('ref_type').$type<'order' | 'parcel' | 'onepay'>().notNull(),
  refId: integer('ref_id').notNull(),
  time: unixTime('time').notNull(),
  /** A message key of ours ('track.bought', server/domain/parcels/tracking.ts), or a carrier's own words. */
  status: text('status').notNull(),
  /** The values the status names (a tracking number, a carrier). */
  params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
  /** 'track.place.warehouse' and the like, or a place as written. */
  location: text('location').notNull().default(''),
}, (t) => [index('tracking_events_ref').on(t.refType, t.refId)]);

/** Trial packing of chosen warehouse goods before a parcel is submitted. */
export const rehearsals = pgTable('rehearsals', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  goodsIds: jsonb('goods_ids').$type<number[]>().notNull(),
  countryCode: text('country_code').notNull().default(''),
  /** 0 measuring, 1 measured, 2 submitted as a parcel, -1 cancelled */
  status: integer('status').notNull().default(0),
  weightG: integer('weight_g'),
  lengthCm: integer('length_cm'),
  widthCm: integer('width_cm'),
  heightCm: integer('height_cm'),
  parcelId: integer('parcel_id'),
  createdAt: unixTime('created_at').notNull(),
  measuredAt: unixTime('measured_at'),
}, (t) => [index('rehearsals_user').on(t.userId)]);
