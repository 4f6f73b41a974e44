import { pgTable, serial, text, integer, boolean, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { i18n, unixTime } from './common';

/*
 * Rewards (issue 12, design §4b): points, sign-in, coupons for points, membership cards, invitations and
 * rebates, cashback, the spin wheel, activities and the newsletter. Every reward has a unique key so a
 * retried or concurrent request can never grant it twice; points move through `score_log` as money moves
 * through `money_log` (users.score is the cached balance, kept in step in one transaction).
 */

/** What a points entry is for. */
export type ScoreType = 'order' | 'signin' | 'signin_bonus' | 'fillup' | 'exchange' | 'wheel_spin' | 'wheel_prize' | 'ops';

/** The append-only points ledger; a user's points are the sum of their entries, never negative. */
export const scoreLog = pgTable('score_log', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  type: text('type').$type<ScoreType>().notNull(),
  /** Signed: spending is negative. */
  amount: integer('amount').notNull(),
  balanceAfter: integer('balance_after').notNull(),
  /** The reward's key within (user, type): an order group's number, a day 'YYYY-MM-DD', a spin's id … ('' = no key). */
  refKey: text('ref_key').notNull().default(''),
  memo: text('memo').notNull().default(''),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [
  index('score_log_user').on(t.userId, t.id),
  uniqueIndex('score_log_once').on(t.userId, t.type, t.refKey).where(sql`ref_key <> ''`),
]);

/** One row per day a shopper signed in (the shop's calendar day, Asia/Shanghai); a filled-up day has `filled`. */
export const signins = pgTable('signins', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  /** 'YYYY-MM-DD'. */
  day: text('day').notNull(),
  /** Consecutive days ending with this one (7, 14 … earn the bonus). */
  streak: integer('streak').notNull().default(1),
  points: integer('points').notNull().default(0),
  filled: boolean('filled').notNull().default(false),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [uniqueIndex('signins_user_day').on(t.userId, t.day)]);

/** Coupons offered for points (integralcoupon): a coupon rule, its cost in points, the stock. */
export const scoreCoupons = pgTable('score_coupons', {
  id: serial('id').primaryKey(),
  ruleId: integer('rule_id').notNull(),
  cost: integer('cost').notNull(),
  /** 0 = unlimited. */
  stock: integer('stock').notNull().default(0),
  exchanged: integer('exchanged').notNull().default(0),
  /** How many one shopper may take; 0 = unlimited. */
  perUser: integer('per_user').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Paid membership cards (30/90/365 days): a service-fee discount and extra free storage days while active. */
export const membershipCards = pgTable('membership_cards', {
  id: serial('id').primaryKey(),
  name: i18n('name').notNull(),
  days: integer('days').notNull(),
  priceFen: integer('price_fen').notNull(),
  /** Percent of the service fee still charged (80 = 20 % off). */
  feeRate: integer('fee_rate').notNull().default(100),
  extraStorageDays: integer('extra_storage_days').notNull().default(0),
  image: text('image').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** A card bought by a shopper: buying again while active extends from the current end. */
export const userCards = pgTable('user_cards', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  cardId: integer('card_id').notNull(),
  /** The purchase's number (ledger ref_sn), M + 12 digits. */
  sn: text('sn').notNull(),
  priceFen: integer('price_fen').notNull(),
  startsAt: unixTime('starts_at').notNull(),
  endsAt: unixTime('ends_at').notNull(),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [index('user_cards_user').on(t.userId, t.endsAt), uniqueIndex('user_cards_sn').on(t.sn)]);

/** E-mail invitations a shopper sent (invitefriends emailAdd / sendInvitefriendsEmail). */
export const inviteEmails = pgTable('invite_emails', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  email: text('email').notNull(),
  sentAt: unixTime('sent_at'),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [uniqueIndex('invite_emails_user_email').on(t.userId, t.email)]);

/**
 * A rebate the inviter earns on an invitee's goods payment (one per payment and inviter); withdrawn into the
 * wallet together (`withdrawn_at`, ledger type `rebate`).
 */
export const rebates = pgTable('rebates', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  inviteeId: integer('invitee_id').notNull(),
  refType: text('ref_type').notNull(),
  refSn: text('ref_sn').notNull(),
  baseFen: integer('base_fen').notNull(),
  /** Share in basis points (100 = 1 %). */
  rateBp: integer('rate_bp').notNull(),
  amountFen: integer('amount_fen').notNull(),
  /**
   * 2 pending (the goods can still come back), 0 earned (can be moved to the wallet), 1 withdrawn, -1 reversed (the
   * payment was refunded before withdrawal). Design §4b; migration 0013.
   */
  status: integer('status').notNull().default(0),
  withdrawnAt: unixTime('withdrawn_at'),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [index('rebates_user').on(t.userId, t.status), uniqueIndex('rebates_once').on(t.userId, t.refType, t.refSn)]);

/** Cashback on an order (an activity's rate), paid to the wallet when the order is done (ledger `cashback`). */
export const cashbacks = pgTable('cashbacks', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  refType: text('ref_type').notNull(),
  refSn: text('ref_sn').notNull(),
  promotionId: integer('promotion_id'),
  baseFen: integer('base_fen').notNull(),
  rateBp: integer('rate_bp').notNull(),
  amountFen: integer('amount_fen').notNull(),
  /** 0 pending (order not done), 1 paid, -1 cancelled. */
  status: integer('status').notNull().default(0),
  paidAt: unixTime('paid_at'),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [index('cashbacks_user').on(t.userId, t.id), uniqueIndex('cashbacks_once').on(t.refType, t.refSn)]);

/** Activities (promotions/getPromotions): joining may grant a coupon and sets a cashback rate on later orders. */
export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  title: i18n('title').notNull(),
  body: i18n('body').notNull(),
  image: text('image').notNull().default(''),
  startsAt: unixTime('starts_at').notNull(),
  endsAt: unixTime('ends_at').notNull(),
  /** Cashback in basis points on goods of orders paid while joined and the activity runs; 0 = none. */
  cashbackBp: integer('cashback_bp').notNull().default(0),
  /** A coupon rule issued on joining (coupons.source 'promotion'); null = none. */
  couponRuleId: integer('coupon_rule_id'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const promotionJoins = pgTable('promotion_joins', {
  id: serial('id').primaryKey(),
  promotionId: integer('promotion_id').notNull(),
  userId: integer('user_id').notNull(),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [uniqueIndex('promotion_joins_once').on(t.promotionId, t.userId)]);

export type WheelPrizeKind = 'points' | 'coupon' | 'none';

/** The spin wheel's prizes and their weights (set by the operator). */
export const wheelPrizes = pgTable('wheel_prizes', {
  id: serial('id').primaryKey(),
  name: i18n('name').notNull(),
  kind: text('kind').$type<WheelPrizeKind>().notNull(),
  points: integer('points').notNull().default(0),
  couponRuleId: integer('coupon_rule_id'),
  weight: integer('weight').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** Every spin: one free spin a day (unique on user and day where `cost` = 0), more bought with points. */
export const wheelSpins = pgTable('wheel_spins', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  day: text('day').notNull(),
  /** Points paid for the spin; 0 = the day's free spin. */
  cost: integer('cost').notNull().default(0),
  prizeId: integer('prize_id').notNull(),
  kind: text('kind').$type<WheelPrizeKind>().notNull(),
  points: integer('points').notNull().default(0),
  couponId: integer('coupon_id'),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [index('wheel_spins_user').on(t.userId, t.id), uniqueIndex('wheel_spins_free_once').on(t.userId, t.day).where(sql`cost = 0`)]);

/** The newsletter (usersubscription detail/add). */
export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  email: text('email').notNull(),
  /** On, to a confirmed address (double opt-in, issue 27): only then is the newsletter sent. */
  subscribed: boolean('subscribed').notNull().default(true),
  /** The address its owner confirmed by the e-mailed link ('' none yet): subscribing it again needs no new link. */
  confirmedEmail: text('confirmed_email').notNull().default(''),
  /** A confirmation link was sent to `email` and is awaited. */
  pending: boolean('pending').notNull().default(false),
  updatedAt: unixTime('updated_at').notNull(),
}, (t) => [uniqueIndex('subscriptions_user').on(t.userId)]);
