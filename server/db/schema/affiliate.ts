import { pgTable, serial, text, integer, bigint, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { i18n, unixTime } from './common';

/*
 * The affiliate programme (issue 14, design §3 and §4b): its own API at /affiliate-api with its own Bearer
 * tokens; revenue is commission on the goods payments of shoppers who registered through an affiliate's link
 * (users.affiliate_id), by the affiliate's level; every yuan of revenue moves through `affiliate_log`
 * (affiliates.balance_fen is the cached sum, kept in step in one transaction, never negative).
 */

/** A shopper's affiliate account: applied, then approved or rejected by the operator. */
export const affiliates = pgTable('affiliates', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  /** 0 applied, 1 approved, -1 rejected (may apply again). */
  status: integer('status').notNull().default(0),
  /** The code of the affiliate's link (`#/pages/user/register?aff=CODE`). */
  code: text('code').notNull(),
  levelId: integer('level_id').notNull().default(1),
  /** What the applicant said: where they promote, how to reach them. */
  channel: text('channel').notNull().default(''),
  contact: text('contact').notNull().default(''),
  reason: text('reason').notNull().default(''),
  rejectReason: text('reject_reason').notNull().default(''),
  /** Available revenue in fen (cached from affiliate_log). */
  balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
  createdAt: unixTime('created_at').notNull(),
  decidedAt: unixTime('decided_at'),
}, (t) => [uniqueIndex('affiliates_user').on(t.userId), uniqueIndex('affiliates_code').on(t.code)]);

/** Bearer tokens of the affiliate API: sha256 stored, never the token; not shopper tokens. */
export const affiliateTokens = pgTable('affiliate_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  affiliateId: integer('affiliate_id').notNull(),
  createdAt: unixTime('created_at').notNull(),
  expiresAt: unixTime('expires_at').notNull(),
}, (t) => [index('affiliate_tokens_affiliate').on(t.affiliateId)]);

/** Affiliate levels by total revenue earned; each with its commission rate. */
export const affiliateLevels = pgTable('affiliate_levels', {
  id: serial('id').primaryKey(),
  name: i18n('name').notNull(),
  /** Total commission earned (fen) from which the level applies. */
  minRevenueFen: integer('min_revenue_fen').notNull().default(0),
  /** Commission in basis points of the goods paid (500 = 5 %). */
  rateBp: integer('rate_bp').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Commission on one goods payment of a referred shopper: credited when paid, reversed on refund. */
export const affiliateCommissions = pgTable('affiliate_commissions', {
  id: serial('id').primaryKey(),
  affiliateId: integer('affiliate_id').notNull(),
  buyerId: integer('buyer_id').notNull(),
  refType: text('ref_type').notNull(),
  refSn: text('ref_sn').notNull(),
  baseFen: integer('base_fen').notNull(),
  rateBp: integer('rate_bp').notNull(),
  amountFen: integer('amount_fen').notNull(),
  /** What has been taken back by refunds so far (fen). */
  reversedFen: integer('reversed_fen').notNull().default(0),
  /**
   * 0 pending: the goods can still come back, what is kept of it is revenue but not yet withdrawable; 1 available
   * (the goods shipped in a parcel or the order is done). Design §4b; migration 0013.
   */
  status: integer('status').notNull().default(1),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [index('affiliate_commissions_affiliate').on(t.affiliateId, t.id), uniqueIndex('affiliate_commissions_once').on(t.affiliateId, t.refType, t.refSn)]);

export type AffiliateLogType = 'commission' | 'reversal' | 'withdrawal' | 'withdrawal_return' | 'task';

/** The affiliate's revenue ledger (append-only, signed fen). */
export const affiliateLog = pgTable('affiliate_log', {
  id: serial('id').primaryKey(),
  affiliateId: integer('affiliate_id').notNull(),
  type: text('type').$type<AffiliateLogType>().notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
  /** What the entry is for: a commission's id, a withdrawal's sn, a proof's id. Unique per (affiliate, type, ref) where set. */
  ref: text('ref').notNull().default(''),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [index('affiliate_log_affiliate').on(t.affiliateId, t.id), uniqueIndex('affiliate_log_once').on(t.affiliateId, t.type, t.ref).where(sql`ref <> ''`)]);

/** A withdrawal of revenue: frozen (debited) when applied, paid or rejected (returned) by the operator. */
export const affiliateWithdrawals = pgTable('affiliate_withdrawals', {
  id: serial('id').primaryKey(),
  affiliateId: integer('affiliate_id').notNull(),
  sn: text('sn').notNull(),
  amountFen: integer('amount_fen').notNull(),
  /** Where to: 'wallet' (the shopper's balance) or 'bank' with the account below. */
  method: text('method').notNull(),
  accountName: text('account_name').notNull().default(''),
  accountNo: text('account_no').notNull().default(''),
  bankName: text('bank_name').notNull().default(''),
  /** 0 pending, 1 paid, -1 rejected. */
  status: integer('status').notNull().default(0),
  reason: text('reason').notNull().default(''),
  createdAt: unixTime('created_at').notNull(),
  decidedAt: unixTime('decided_at'),
}, (t) => [index('affiliate_withdrawals_affiliate').on(t.affiliateId, t.id), uniqueIndex('affiliate_withdrawals_sn').on(t.sn)]);

/** Promotion tasks (post a link or a picture somewhere) rewarded after the operator reviews the proof. */
export const affiliateTasks = pgTable('affiliate_tasks', {
  id: serial('id').primaryKey(),
  title: i18n('title').notNull(),
  body: i18n('body').notNull(),
  rewardFen: integer('reward_fen').notNull(),
  image: text('image').notNull().default(''),
  startsAt: unixTime('starts_at').notNull(),
  endsAt: unixTime('ends_at').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: integer('enabled').notNull().default(1),
});

/** A proof submitted for a task (text + images): one open or approved proof per task and affiliate. */
export const affiliateProofs = pgTable('affiliate_proofs', {
  id: serial('id').primaryKey(),
  taskId: integer('task_id').notNull(),
  affiliateId: integer('affiliate_id').notNull(),
  text: text('text').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  /** 0 pending review, 1 approved (rewarded), -1 rejected (may submit again). */
  status: integer('status').notNull().default(0),
  reason: text('reason').notNull().default(''),
  createdAt: unixTime('created_at').notNull(),
  decidedAt: unixTime('decided_at'),
}, (t) => [index('affiliate_proofs_affiliate').on(t.affiliateId, t.id), uniqueIndex('affiliate_proofs_once').on(t.taskId, t.affiliateId).where(sql`status >= 0`)]);
