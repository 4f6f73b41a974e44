/**
 * Wire types of /api/paywallet/*, /api/coupon/*, /api/couponrule/*, /api/offlinepay/* and /api/remit/*
 * (money: yuan decimal strings in CNY, e.g. "12.50"; times: unix seconds).
 */

export type Paged<T> = { total: number; per_page: number; current_page: number; last_page: number; data: T[] };

/**
 * What a bill is for, detected from its number: `OG…` order group (the cart checkout), `O…` one purchase
 * order (or, with type=order_problem, the extra payment its price change asks), `P…` one-pay order,
 * `S…` parcel (payable once weighed).
 */
export type BillType = 'order_group' | 'order' | 'onepay' | 'parcel' | 'order_problem';

export type InvoiceLine = { label: string; amount: string };

export type Invoice = {
  sn: string;
  type: BillType;
  /** The bill's own status (design §4 statuses of the order group, order, one-pay order or parcel). */
  status: number;
  /** Still owed, after the coupon; "0.00" once paid. */
  amount: string;
  paid: boolean;
  /** What was paid and when (unix s), from the ledger's payment entry: a reopened paid bill shows it, never "0.00". */
  paid_amount: string | null;
  paid_at: number | null;
  /** It can be paid now (unpaid and something is owed; a parcel only once weighed). */
  payable: boolean;
  /** What `amount` is made of (the coupon as a negative line). Empty when nothing is owed. */
  lines: InvoiceLine[];
  coupon: { id: number; amount: string } | null;
  /** The shopper's wallet balance. */
  balance: string;
  /** An offline remittance for this bill awaits review. */
  remit_pending: boolean;
  created_at: number;
};

export type PaymentMethod =
  /** `pay_password`: the shopper has set one, so paying from the balance asks for it. */
  | { code: 'balance'; name: string; balance: string; enough: boolean; pay_password: boolean }
  | { code: 'offline'; name: string };

export type PayResult = { sn: string; type: BillType; paid: true; balance: string };

/** 0 usable, 1 used, 2 expired. */
export type CouponStatus = 0 | 1 | 2;

/** What a coupon takes off: an order group's goods, its service fee, or a parcel's shipping. */
export type CouponScope = 'goods' | 'fee' | 'shipping';
/** How the shopper got it: a typed code, points, the spin wheel, an activity, the operator. */
export type CouponSource = 'code' | 'exchange' | 'wheel' | 'promotion' | 'ops';

export type Coupon = {
  id: number;
  /** The coupon rule's name, in the request's language. */
  name: string;
  rule_id: number;
  /** Amount off ("0.00" for a percent-off coupon). */
  amount: string;
  /** Percent off (1–100) of what `scope` names, capped at it; 0 = `amount` off. */
  percent: number;
  scope: CouponScope;
  source: CouponSource;
  /** Minimum order (goods + fees of the order group) for the coupon to apply; "0.00" = none. */
  min: string;
  status: CouponStatus;
  expires_at: number;
  created_at: number;
};

export type OfflinePayArea = { id: number; name: string };

export type OfflinePayAccount = {
  id: number;
  area_id: number;
  bank_name: string;
  account_name: string;
  account_no: string;
  swift: string;
  currency: string;
  note: string;
};

/** 0 pending review, 1 approved, -1 rejected. */
export type RemittanceStatus = 0 | 1 | -1;

export type Remittance = {
  id: number;
  /** '' for a wallet recharge. */
  bill_sn: string;
  bill_type: BillType | 'recharge';
  amount: string;
  currency: string;
  payer_name: string;
  proof: string;
  remark: string;
  account: { id: number; bank_name: string; account_name: string } | null;
  status: RemittanceStatus;
  status_text: string;
  /** The operator's note, e.g. why it was rejected. */
  review_note: string;
  created_at: number;
  reviewed_at: number | null;
};
