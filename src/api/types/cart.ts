/** Wire types of /api/cart/* (money: yuan decimal strings, e.g. "12.50"). */
import type { LineQuote, LineRefused } from './parcel';

export type ApiType = 'taobao' | '1688' | 'jd' | 'weidian';
export type CartShipping = 'standard' | 'express';

/** One cart line. Manual goods (added from the not-found page) have item_id, api_type, num_iid and stock null. */
export type CartLine = {
  id: number;
  item_id: number | null;
  api_type: ApiType | null;
  num_iid: string | null;
  title: string;
  pic_url: string;
  /** The source link of manual goods; '' for catalogue goods. */
  url: string;
  sku_id: string;
  sku_text: string;
  price: string;
  quantity: number;
  remark: string;
  selected: boolean;
  /** The SKU's (or item's) current stock; null for manual goods. */
  stock: number | null;
  /** The item is gone, the SKU is gone, or the stock is below the quantity: it cannot be ordered. */
  invalid: boolean;
};

export type CartGroup = {
  seller: string;
  shipping: CartShipping;
  /** Domestic post fee of this seller: the max of its selected lines' post fees (of all its lines when none is selected), doubled for express. */
  post_fee: string;
  goods: CartLine[];
};

/**
 * The discount on the shopper's service fee (design §4b): their active membership card's or their level's, the
 * better one (they do not multiply). `name`: the card's or level's name in the request's language; `off`: percent
 * off the service fee (20 = the fee is 80 % of the shop's); `service_fee_full`: the selected lines' fee without it.
 */
export type FeeDiscount = { source: 'card' | 'level'; name: string; off: number; service_fee_full: string };

/**
 * Selected lines only, except `count`. Service fee: each seller's goods × all.service_fee_rate % × (100 − the
 * discount's `off`) %, rounded up to a fen; `fee_discount` null when the shopper has none (absent from a backend without it).
 */
export type CartTotals = {
  count: number;
  selected_count: number;
  goods: string;
  post_fee: string;
  service_fee: string;
  total: string;
  fee_discount?: FeeDiscount | null;
};

export type CartList = { groups: CartGroup[]; totals: CartTotals };

/** add: the line the goods landed on (merged or new) and the cart's line count. */
export type CartAddResult = { id: number; quantity: number; count: number };
export type CartBatchAddResult = { added: number; count: number };
export type CartEditResult = { goods: CartLine; totals: CartTotals };
export type CartDeleteResult = { deleted: number; count: number; totals: CartTotals };
export type CartCheckResult = CartTotals;
export type CartCount = { count: number };
export type CartShippingResult = { seller: string; shipping: CartShipping; post_fee: string; totals: CartTotals };

/** carttoorder: the order group to pay (`OG` + 12 digits) and its purchase orders, one per seller. */
export type CartToOrderResult = {
  order_sn: string;
  total: string;
  orders: { sn: string; seller: string; goods: string; post_fee: string; service_fee: string; total: string }[];
};

/** carttoonepayorder: the one-pay order to pay (`P` + 12 digits). total = goods + post_fee + shipping + insurance. */
export type CartToOnepayResult = {
  order_sn: string;
  total: string;
  goods: string;
  post_fee: string;
  shipping: string;
  insurance: string;
  weight: number;
  chargeable_weight: number;
};

/**
 * onepayLines: what a one-pay order of the chosen lines to an address would cost, per shipping line (cheapest
 * first), priced as carttoonepayorder prices it: total = goods + post_fee + line fee (+ insurance when asked).
 * `weight_g` counts 500 g a piece for goods of unknown weight; lines that cannot carry it are in `refused`.
 */
export type OnepayQuote = {
  country_code: string;
  country: string;
  weight_g: number;
  goods: string;
  post_fee: string;
  /** `insurance`: the premium on this line for the goods' value; `total` / `total_insured` what the order costs on it without / with insurance. */
  lines: (LineQuote & { insurance: string; total: string; total_insured: string })[];
  refused: LineRefused[];
};
