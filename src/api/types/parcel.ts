/**
 * Wire types of the parcel (send order) and trial-packing (rehearsal) calls: /api/sendorder/*,
 * /api/order/ordertopackage and /api/rehearsal/*. Money is a yuan decimal string, weights grams,
 * sizes centimetres, times unix seconds.
 */
import type { OrderMessage, TrackEvent } from './order';

export type { OrderMessage, TrackEvent };

/** 0 submitted – packing, 1 weighed – awaiting shipping payment, 2 paid, 3 shipped, 4 received, -1 cancelled. */
export type ParcelStatus = 0 | 1 | 2 | 3 | 4 | -1;
/** 0 measuring, 1 measured, 2 submitted as a parcel, -1 cancelled. */
export type RehearsalStatus = 0 | 1 | 2 | -1;

/** One page of a list (ThinkPHP paginator). */
export type Paged<T> = { total: number; per_page: number; current_page: number; last_page: number; data: T[] };

/**
 * A parcel's estimate before it is weighed, the confirmation's quote (design §4c): the line's `fee` for the goods'
 * weights (`weight_g`) with the `carton_g` carton → `chargeable_weight`; the insurance premium ("0.00" uninsured); `total`.
 */
export type ParcelEstimate = { chargeable_weight: number; weight_g: number; carton_g: number; fee: string; insurance_fee: string; total: string };

/** POST /api/order/ordertopackage and /api/rehearsal/submit. */
export type ParcelCreated = { sn: string; id: number; estimate: ParcelEstimate };

export type ParcelActions = { pay: boolean; cancel: boolean; receipt: boolean };

export type ParcelListRow = {
  id: number;
  sn: string;
  status: ParcelStatus;
  status_text: string;
  line_name: string;
  country: string;
  country_code: string;
  goods_count: number;
  goods: { title: string; pic_url: string }[];
  /** Measured weight, null until weighed. */
  weight_g: number | null;
  chargeable_weight: number | null;
  /** null until weighed. */
  shipping_fee: string | null;
  insurance_fee: string;
  /** Shipping + insurance − `coupon` (design §4c, the server's quote): what paying takes now, or took; null until weighed. */
  total: string | null;
  /** The shipping coupon it takes ("0.00" none) and what was paid for it ("0.00" unpaid). */
  coupon: string;
  paid: string;
  /** Before weighing (status 0): what it was confirmed at; null after. */
  estimate: ParcelEstimate | null;
  created_at: number;
  can: ParcelActions;
};

/** Counts per status tab: keys 'all', '0', '1', '2', '3', '4', '-1'. */
export type ParcelCounts = Record<'all' | '0' | '1' | '2' | '3' | '4' | '-1', number>;
export type ParcelList = Paged<ParcelListRow> & { counts: ParcelCounts };

export type ParcelAddress = {
  name: string; mcode: string; mobile: string; country: string; country_code: string;
  region: string; city: string; address: string; zipcode: string;
};

export type ParcelGoods = {
  id: number;
  order_id: number | null;
  title: string;
  pic_url: string;
  sku: string;
  quantity: number;
  price: string;
  goods_type: string;
  weight_g: number | null;
  volume: number | null;
};

export type DeclarationLine = { goods_id: number; type: string; value: string };

export type ParcelDetail = Omit<ParcelListRow, 'goods'> & {
  remark: string;
  address: ParcelAddress;
  /** `divisor`: L×W×H (cm) ÷ divisor = the volumetric weight in kg. */
  line: { id: number; name: string; carrier: string; transit_days: string; divisor: number };
  goods: ParcelGoods[];
  declaration: DeclarationLine[];
  declared_value: string;
  insurance: 0 | 1;
  dimensions: { length: number; width: number; height: number } | null;
  /** The measured box's volumetric weight on the parcel's line (grams), null until measured. */
  volumetric_weight: number | null;
  photos: string[];
  carrier: string;
  tracking_no: string;
  weighed_at: number | null;
  paid_at: number | null;
  shipped_at: number | null;
  received_at: number | null;
  cancelled_at: number | null;
};

/** A line that can carry the parcel, with its fee for the (measured or estimated) parcel. */
export type LineQuote = {
  id: number;
  name: string;
  carrier: string;
  transit_days: string;
  chargeable_weight: number;
  fee: string;
  first_weight: number;
  first_price: string;
  step_weight: number;
  step_price: string;
  insurance_rate: number;
};
export type LineRefused = { id: number; name: string; reason: 'country' | 'goods' | 'weight'; reason_text: string };

/** /api/sendorder/getShippingMethod. */
export type ShippingMethods = {
  country_code: string;
  /** The goods' weight before the carton, or once weighed the packed parcel's weight (its carton in it). */
  weight_g: number;
  measured: boolean;
  current_line_id: number | null;
  lines: LineQuote[];
  refused: LineRefused[];
};

/** /api/sendorder/gettrackindex (events newest first). */
export type ParcelTrack = { carrier: string; tracking_no: string; events: TrackEvent[] };

export type RehearsalListRow = {
  id: number;
  status: RehearsalStatus;
  status_text: string;
  country_code: string;
  goods_count: number;
  goods: { title: string; pic_url: string }[];
  weight_g: number | null;
  parcel_id: number | null;
  created_at: number;
};

export type RehearsalDetail = Omit<RehearsalListRow, 'goods'> & {
  goods: ParcelGoods[];
  dimensions: { length: number; width: number; height: number } | null;
  /** The packed trial parcel's volume (cm³); its weight `weight_g` holds the carton. */
  volume: number | null;
  /** When measured: a fee per line that accepts the country and goods, cheapest first. */
  lines: LineQuote[];
  refused: LineRefused[];
  measured_at: number | null;
  can: { cancel: boolean; submit: boolean };
};

/** The parcel list's tabs: all, or one status of design §4. */
export type ParcelTab = 'all' | '0' | '1' | '2' | '3' | '4' | '-1';
