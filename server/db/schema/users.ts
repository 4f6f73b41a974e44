import { pgTable, serial, text, integer, smallint, bigint, boolean, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { i18n, unixTime } from './common';

export const levels = pgTable('levels', {
  id: serial('id').primaryKey(),
  name: i18n('name').notNull(),
  minScore: integer('min_score').notNull().default(0),
  /** Service-fee discount in percent (100 = no discount). */
  discount: integer('discount').notNull().default(100),
  image: text('image').notNull().default(''),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  nickname: text('nickname').notNull().default(''),
  email: text('email'),
  mobile: text('mobile'),
  passwordHash: text('password_hash').notNull(),
  avatar: text('avatar').notNull().default(''),
  /** A short self-description (profile). */
  bio: text('bio').notNull().default(''),
  gender: smallint('gender').notNull().default(0),
  levelId: integer('level_id').notNull().default(1),
  score: integer('score').notNull().default(0),
  /** Cached wallet balance in fen; the ledger (money_log) is the truth, kept in step in one transaction. */
  moneyFen: bigint('money_fen', { mode: 'number' }).notNull().default(0),
  inviterId: integer('inviter_id'),
  /** The affiliate whose link the shopper registered through (issue 14): their goods payments earn that affiliate commission. */
  affiliateId: integer('affiliate_id'),
  status: text('status').notNull().default('normal'),
  createdAt: unixTime('created_at').notNull(),
  loginAt: unixTime('login_at'),
}, (t) => [
  uniqueIndex('users_username').on(t.username),
  uniqueIndex('users_email').on(t.email),
  uniqueIndex('users_mobile').on(t.mobile),
]);

export const userTokens = pgTable('user_tokens', {
  /** sha256 of the token; the token itself is never stored. */
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: unixTime('created_at').notNull(),
  expiresAt: unixTime('expires_at').notNull(),
}, (t) => [index('user_tokens_user').on(t.userId)]);

/** Codes sent by e-mail or SMS; also the dev outbox (`npm run ops -- outbox`). */
export const verificationCodes = pgTable('verification_codes', {
  id: serial('id').primaryKey(),
  channel: text('channel').$type<'email' | 'mobile'>().notNull(),
  target: text('target').notNull(),
  event: text('event').notNull(),
  code: text('code').notNull(),
  tries: integer('tries').notNull().default(0),
  used: boolean('used').notNull().default(false),
  createdAt: unixTime('created_at').notNull(),
  expiresAt: unixTime('expires_at').notNull(),
}, (t) => [index('verification_codes_target').on(t.target, t.event)]);

/** Image captcha answers, bound to a session cookie. */
export const captchas = pgTable('captchas', {
  sid: text('sid').primaryKey(),
  answer: text('answer').notNull(),
  expiresAt: unixTime('expires_at').notNull(),
});

export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  url: text('url').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [index('uploads_url').on(t.url)]);

/**
 * Failed sign-ins per key ("account:<name>" or "client:<address>") in the current window: after too many,
 * sign-in is refused until the window ends (OWASP API2). In the database, so every server process agrees.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: unixTime('window_start').notNull(),
});
