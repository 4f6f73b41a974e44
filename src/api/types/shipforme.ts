/**
 * Ship-for-me (buyself) and seller settlement (shop), issue 13, design §4b. Money in yuan strings, times unix seconds.
 */
import type { Page } from './common';

/** 0 declared – on its way to the warehouse, 1 received into the warehouse (the shopper's deleted ones are never listed). */
export type BuyselfStatus = 0 | 1;

/**
 * buyself/add, buyself/lists: goods the shopper bought elsewhere and sent to our warehouse. `carrier` is the code
 * of an other/getExpresslist company (`carrier_name` its name in the request's language); `value` the declared
 * value of all of it (the parcel's customs declaration starts from it). Once received, `order_id` is the order
 * in the warehouse that carries the goods (and `received_at` when).
 */
export type BuyselfGoods = {
  id: number; carrier: string; carrier_name: string; tracking_no: string; contents: string; quantity: number; value: string;
  remark: string; status: BuyselfStatus; status_text: string; order_id: number | null; can_delete: boolean;
  created_at: number; received_at: number | null;
};

/** buyself/lists: my declarations, newest first; `status` absent = every one, and the counts per status. */
export type BuyselfList = Page<BuyselfGoods> & { counts: { all: number; pending: number; received: number } };

export type BuyselfForm = { carrier: string; tracking_no: string; contents: string; quantity: number; value: string; remark?: string };

/** Where the shopper sells today. */
export type ShopPlatform = 'taobao' | '1688' | 'jd' | 'weidian' | 'other';
/** 0 under review, 1 approved, -1 rejected (`reason` the operator's words; a rejected seller may apply again). */
export type ShopStatus = 0 | 1 | -1;

/** shop/add, shop/getinfo: the shopper's seller-settlement application (getinfo: the latest, or null). */
export type ShopApplication = {
  id: number; shop_name: string; platform: ShopPlatform; shop_url: string; contact_name: string; contact: string; description: string;
  status: ShopStatus; status_text: string; reason: string; created_at: number; decided_at: number | null;
};

export type ShopForm = { shop_name: string; platform: ShopPlatform; shop_url?: string; contact_name: string; contact: string; description?: string };
