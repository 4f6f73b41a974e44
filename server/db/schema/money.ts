import { pgTable, serial, text, integer, bigint, boolean, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { i18n, unixTime } from './common';
import type { LedgerType } from '../../../src/api/types/wallet';

/**
 * Ledger entry kinds. A withdrawal request debits the wallet at once (`withdrawal`: the money is frozen in
 * the request); a rejected or cancelled request puts it back (`withdrawal_return`).
 */
export type { LedgerType };
/** What a bill is for: order group (OG…), purchase order, one-pay order (P…), parcel (S…). */
export type BillType = 'order_group' | 'order' | 'onepay' | 'parcel' | 'order_problem';

/** The append-only wallet ledger; a user's balance is the sum of their entries, never negative. */
export const moneyLog = pgTable('money_log', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  type: text('type').$type<LedgerType>().notNull(),
  /** Signed, fen: a payment is negative. */
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
  refType: text('ref_type').notNull().default(''),
  refSn: text('ref_sn').notNull().default(''),
  /**
   * Which bill of `ref_sn` a payment is for when one number carries several in turn: the price-change
   * problem's number for an `order_problem` payment (orders.problem_no); for a `refund` of one goods line of
   * an order, the line's id; 0 otherwise.
   */
  refNo: integer('ref_no').notNull().default(0),
  memo: text('memo').notNull().default(''),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [
  index('money_log_user').on(t.userId),
  // A bill is paid at most once: the database refuses a second payment entry for it.
  uniqueIndex('money_log_one_payment').on(t.refType, t.refSn, t.refNo).where(sql`type = 'payment'`),
  // …and refunded at most once: an order (ref_no 0) or one goods line of it (ref_no = the line's id).
  uniqueIndex('money_log_one_refund').on(t.refType, t.refSn, t.refNo).where(sql`type = 'refund'`),
]);


export type CouponScope = 'goods' | 'fee' | 'shipping';
export type CouponSource = 'code' | 'exchange' | 'wheel' | 'promotion' | 'ops';

export const couponRules = pgTable('coupon_rules', {
  id: serial('id').primaryKey(),
  /** Activation code typed by the shopper (couponrule/activate); null for coupons only given (points, wheel, activities). */
  code: text('code').unique(),
  name: i18n('name').notNull(),
  amountFen: integer('amount_fen').notNull(),
  minFen: integer('min_fen').notNull().default(0),
  daysValid: integer('days_valid').notNull().default(30),
  /** Percent off (1–100) instead of an amount off; 0 = `amount_fen` off. */
  percent: integer('percent').notNull().default(0),
  /** What the coupon takes off: the goods, the service fee or a parcel's shipping. */
  scope: text('scope').$type<CouponScope>().notNull().default('goods'),
  /** The code can be activated until then (null = no end). */
  endsAt: unixTime('ends_at'),
  /** 0 = unlimited */
  total: integer('total').notNull().default(0),
  issued: integer('issued').notNull().default(0),
});

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  ruleId: integer('rule_id').notNull(),
  amountFen: integer('amount_fen').notNull(),
  minFen: integer('min_fen').notNull(),
  percent: integer('percent').notNull().default(0),
  scope: text('scope').$type<CouponScope>().notNull().default('goods'),
  /** How the shopper got it: a typed code (once per rule), points, the spin wheel, an activity. */
  source: text('source').$type<CouponSource>().notNull().default('code'),
  /** The grant's key within its source (a points entry, a spin, an activity join): one coupon per key. */
  sourceRef: text('source_ref').notNull().default(''),
  /** 0 unused, 1 used */
  status: integer('status').notNull().default(0),
  usedRef: text('used_ref').notNull().default(''),
  createdAt: unixTime('created_at').notNull(),
  expiresAt: unixTime('expires_at').notNull(),
}, (t) => [
  index('coupons_user').on(t.userId),
  uniqueIndex('coupons_user_rule').on(t.userId, t.ruleId).where(sql`source = 'code'`),
  uniqueIndex('coupons_source_once').on(t.userId, t.source, t.sourceRef).where(sql`source <> 'code'`),
]);

export const offlinePayAreas = pgTable('offline_pay_areas', {
  id: serial('id').primaryKey(),
  name: i18n('name').notNull(),
  sort: integer('sort').notNull().default(0),
  /** The countries the area serves (ISO codes, comma-separated): after the currency, the shopper's country puts it first. */
  countries: text('countries').notNull().default(''),
});

/** Bank accounts shoppers remit to, per area. */
export const offlinePayAccounts = pgTable('offline_pay_accounts', {
  id: serial('id').primaryKey(),
  areaId: integer('area_id').notNull(),
  /** The bank (or the way to pay) in the shopper's language; the account name stays as the bank knows it. */
  bankName: i18n('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  accountNo: text('account_no').notNull(),
  swift: text('swift').notNull().default(''),
  currency: text('currency').notNull().default('USD'),
  note: i18n('note').notNull(),
});

/** An offline remittance with its proof, awaiting review (0 pending, 1 approved, -1 rejected). */
export const remittances = pgTable('remittances', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  accountId: integer('account_id').notNull(),
  billType: text('bill_type').$type<BillType | 'recharge'>().notNull(),
  billSn: text('bill_sn').notNull().default(''),
  /** What the shopper writes in the transfer's payment reference: the bill's number, or a top-up's own code (TU-<user>-<n>). */
  reference: text('reference').notNull().default(''),
  amountFen: integer('amount_fen').notNull(),
  currency: text('currency').notNull().default('CNY'),
  payerName: text('payer_name').notNull().default(''),
  proof: text('proof').notNull(),
  remark: text('remark').notNull().default(''),
  status: integer('status').notNull().default(0),
  /** The operator's note on review, e.g. why a remittance was rejected. */
  reviewNote: text('review_note').notNull().default(''),
  createdAt: unixTime('created_at').notNull(),
  reviewedAt: unixTime('reviewed_at'),
}, (t) => [index('remittances_user').on(t.userId), index('remittances_bill').on(t.billSn, t.status)]);

/** Where withdrawals can be paid to (cash/bankLists): banks and payment services, named per language. */
export const cashBanks = pgTable('cash_banks', {
  id: serial('id').primaryKey(),
  name: i18n('name').notNull(),
  /** International bank transfers need the SWIFT/BIC code. */
  needsSwift: boolean('needs_swift').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/**
 * A withdrawal request (0 pending, 1 paid, -1 rejected, -2 cancelled by the shopper). Its amount left the
 * available balance when it was made (ledger `withdrawal`); rejected and cancelled ones were put back.
 */
export const withdrawals = pgTable('withdrawals', {
  id: serial('id').primaryKey(),
  sn: text('sn').notNull().unique(),
  userId: integer('user_id').notNull(),
  amountFen: integer('amount_fen').notNull(),
  feeFen: integer('fee_fen').notNull(),
  /** 0 when the bank was typed in (addCashNew). */
  bankId: integer('bank_id').notNull().default(0),
  bankName: text('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  accountNo: text('account_no').notNull(),
  swift: text('swift').notNull().default(''),
  remark: text('remark').notNull().default(''),
  status: integer('status').notNull().default(0),
  /** Why the operator rejected it. */
  reason: text('reason').notNull().default(''),
  createdAt: unixTime('created_at').notNull(),
  decidedAt: unixTime('decided_at'),
}, (t) => [index('withdrawals_user').on(t.userId, t.id)]);

/** The 6-digit pay password (hashed like passwords) and its wrong-try lock. */
export const payPasswords = pgTable('pay_passwords', {
  userId: integer('user_id').primaryKey(),
  hash: text('hash').notNull(),
  /** Tries taken since the last right one or the last lock, counted before each is judged (the last one sets the lock). */
  fails: integer('fails').notNull().default(0),
  lockedUntil: unixTime('locked_until').notNull().default(0),
  updatedAt: unixTime('updated_at').notNull(),
});
