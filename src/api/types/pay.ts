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
  /** The coupon on the bill and what it takes off (the server's quote), while it applies. */
  coupon: { id: number; amount: string } | null;
  /** The shopper chose "No coupon" for this bill: the pay page keeps it so (else it puts the best coupon that fits on the bill). */
  no_coupon: boolean;
  /** The coupons this kind of bill takes (design §4c); [] for a price difference, which takes none. */
  coupon_scopes: CouponScope[];
  /**
   * What paying the bill earns (unpaid: as quoted now; paid: as recorded when paid): points for its goods, credited
   * when the goods are done, and the cashback of an activity the shopper joined, pending until then. 0 / "0.00" none.
   */
  earn: { points: number; cashback: string };
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

/** `amount`: what was taken from the balance for the bill (the quote's total). */
export type PayResult = { sn: string; type: BillType; paid: true; amount: string; balance: string };

/** 0 usable, 1 used, 2 expired. */
export type CouponStatus = 0 | 1 | 2;

/** What a coupon takes off: the goods or the service fee of an order or a one-pay order, or a parcel's shipping. */
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
  /** Minimum bill (what it owes before the coupon) for the coupon to apply; "0.00" = none. */
  min: string;
  status: CouponStatus;
  expires_at: number;
  created_at: number;
  /** coupon/uselist for a bill (`sn`): what the coupon takes off that bill. */
  off?: string;
};

export type OfflinePayArea = { id: number; name: string };

/** offlinepay/topupReference: the payment reference to write on the shopper's next top-up transfer. */
export type TopUpReference = { reference: string };

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
  /** What the shopper wrote in the payment reference: the bill's number, or the top-up's own code (TU-<user>-<n>). */
  reference: string;
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
