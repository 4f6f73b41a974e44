/**
 * Wire types of purchase orders (/api/order/*) and one-pay orders (/api/orders/*). Money is a yuan
 * decimal string, weight grams, volume cm³, times unix seconds (design §3).
 */

import type { Page } from './common';

/** ThinkPHP paginator shape (design §3). */
export type Paged<T> = Page<T>;

/** Purchase order: 0 unpaid, 1 paid – to buy, 2 bought – seller shipping, 3 in warehouse, 4 in a parcel, 5 done, -1 cancelled. */
export type OrderStatus = 0 | 1 | 2 | 3 | 4 | 5 | -1;
/** One-pay order: 0 unpaid, 1 paid – buying, 2 in warehouse, 3 shipped, 4 received, -1 cancelled. */
export type OnepayStatus = 0 | 1 | 2 | 3 | 4 | -1;
export type OrderProblem = 'out_of_stock' | 'price_change' | 'refund';
export type DomesticShipping = 'standard' | 'express';
/** The list tabs: 'all', a status, 'problem', or 'refunded' (closed with money back; '-1' then lists the other cancelled ones). */
export type OrderTab = 'all' | '0' | '1' | '2' | '3' | '4' | '5' | '-1' | 'problem' | 'refunded';
/**
 * How much of an order's money came back (`refunded`: the ledger's refunds of it): `fully` — it closed with its
 * money back (every line refunded, or cancelled after paying; status_text says "Refunded"); `partly` — some lines
 * were refunded and it goes on; `none`.
 */
export type OrderRefundState = 'none' | 'partly' | 'fully';
/** Orders per tab, for the tab badges. */
export type TabCounts = Record<string, number>;

export type TrackEvent = { time: number; status: string; location: string };
export type OrderMessage = { id: number; from_staff: boolean; content: string; image: string; created_at: number };

/** What the shopper may do now. */
export type OrderCan = { pay: boolean; cancel: boolean; delete: boolean; pay_extra: boolean; receipt?: boolean };

export type OrderGoodsLine = { id: number; title: string; pic_url: string; sku_text: string; price: string; quantity: number };

export type OrderListRow = {
  id: number; sn: string; group_sn: string; seller: string;
  status: OrderStatus; status_text: string; problem: OrderProblem | null; problem_text: string;
  goods: OrderGoodsLine[]; goods_count: number;
  total: string; goods_total: string; post_fee: string; service_fee: string; created_at: number; can: OrderCan;
  /**
   * Money (design §4c, the server's one quote): `coupon` this order's share of a coupon ("0.00" none; unpaid: what
   * paying it now takes off), `total` goods + post_fee + service_fee − coupon, `paid` what was paid for it ("0.00" unpaid).
   */
  coupon: string; paid: string;
  /** Yuan back in the wallet for this order so far, and what that makes of it. An order none of whose lines is left lists the refunded ones in `goods`. */
  refunded: string; refund_state: OrderRefundState;
};
export type OrderListAnswer = Paged<OrderListRow> & { counts: TabCounts };

/** A goods line in the warehouse view (detail and getGoodslist). */
export type WarehouseFields = {
  weight_g: number | null; volume_cm3: number | null; photos: string[]; photo_requested: boolean;
  arrived_at: number | null; free_days_left: number | null; goods_type: string;
};
export type OrderGoodsDetail = OrderGoodsLine & WarehouseFields & { url: string; remark: string; subtotal: string; in_parcel: boolean };

/** What the shopper can do about a problem: pay the extra on the pay page, or refund / cancel. */
export type ProblemHandling = {
  kind: OrderProblem; text: string; amount: string;
  actions: ('pay' | 'refund' | 'cancel')[];
  /** Open /pages/member/pay/index with these to pay the extra. */
  pay: { type: 'order_problem'; sn: string; amount: string } | null;
};

/** One goods of cart/batchadd that buys an order's goods line again: a catalogue item (id, its SKU) or goods added by hand. */
export type BuyAgainLine = {
  id?: number; sku_id?: string; quantity: number;
  url?: string; title?: string; price?: string; sku_text?: string; pic?: string; seller?: string;
};

export type OrderDetail = {
  id: number; sn: string; group_sn: string; seller: string; status: OrderStatus; status_text: string;
  shipping: DomesticShipping; remark: string;
  goods: OrderGoodsDetail[]; goods_count: number;
  /** Goods lines that left the order refunded (their refund: goodsrefund/getInfo). */
  refunded_goods: number[];
  goods_total: string; post_fee: string; service_fee: string; total: string;
  /** As in OrderListRow: the coupon's share, total after it, what was paid. */
  coupon: string; paid: string;
  /** Yuan back in the wallet for this order so far (lines refunded, returns approved, a cancellation's refund), and what that makes of it. */
  refunded: string; refund_state: OrderRefundState;
  problem: OrderProblem | null; problem_text: string; problem_amount: string; problem_handling: ProblemHandling | null;
  express_company: string; express_no: string; messages_count: number;
  free_days: number; extra_storage_days: number;
  created_at: number; paid_at: number | null; bought_at: number | null; stored_at: number | null; cancelled_at: number | null;
  can: OrderCan;
  /** What "buy again" sends to cart/batchadd: the goods still to be had (empty when none; always sent). */
  buy_again?: BuyAgainLine[];
};

/** getGoodslist: what /pages/member/myWarehouse lists. */
export type WarehouseGoods = WarehouseFields & {
  id: number; order_id: number; order_sn: string; title: string; pic_url: string; sku_text: string;
  quantity: number; price: string;
  /** Ship-for-me goods (sent to the warehouse by the shopper, nothing paid here): their declared value in yuan, which the parcel's declaration starts from; absent for bought goods. */
  declared_value?: string;
};

export type ExpressTrack = { company: string; number: string; list: TrackEvent[] };
export type ExpressTrackNew = { company: string; number: string; state: 'pending' | 'in_transit' | 'delivered'; events: TrackEvent[] };

export type GoodsPhotos = { goods_id: number; title: string; sku_text: string; pic_url: string; photos: string[]; photo_requested: boolean };

export type StorageAnswer = { order_id: number; days: number; paid: string; balance: string; extra_storage_days: number; free_days_left: number | null };
export type ChangedTotals = { id: number; shipping: DomesticShipping; goods_total: string; post_fee: string; service_fee: string; total: string; group_sn: string; group_total: string };

export type OnepayListRow = {
  id: number; sn: string; status: OnepayStatus; status_text: string;
  goods: OrderGoodsLine[]; goods_count: number;
  goods_total: string; shipping_fee: string; total: string; country_code: string; created_at: number; can: OrderCan;
  /** As for purchase orders: the coupon it takes ("0.00" none), `total` after it, what was paid ("0.00" unpaid). */
  coupon: string; paid: string;
};
export type OnepayListAnswer = Paged<OnepayListRow> & { counts: TabCounts };

export type OnepayAddress = {
  name: string; mcode: string; mobile: string; country: string; country_code: string;
  region: string; city: string; address: string; zipcode: string;
};

export type OnepayDetail = {
  id: number; sn: string; status: OnepayStatus; status_text: string; remark: string;
  goods: OrderGoodsDetail[]; goods_count: number; address: OnepayAddress;
  line: { id: number; name: string; carrier: string; transit_days: string } | null;
  goods_total: string; post_fee: string; shipping_fee: string; insurance: boolean; insurance_fee: string; total: string;
  /** The coupon it takes ("0.00" none; `total` is after it) and what was paid ("0.00" unpaid). */
  coupon: string; paid: string;
  carrier: string; tracking_no: string; tracking: TrackEvent[]; photos: string[]; messages_count: number;
  created_at: number; paid_at: number | null; shipped_at: number | null; received_at: number | null;
  can: OrderCan;
};
