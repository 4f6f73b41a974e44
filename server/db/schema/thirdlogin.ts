import { pgTable, serial, text, integer, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { unixTime } from './common';
import { users } from './users';

/**
 * A provider account linked to a shopper (issue 36): Google's `sub`, Discord's id, Telegram's id … One per provider
 * and shopper, and one shopper per provider account. Goes with the shopper when the account is deleted.
 */
export const userIdentities = pgTable('user_identities', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** The configured provider's short id (THIRDLOGIN_<ID>_…, lower case): google, discord, vk, telegram, keycloak … */
  provider: text('provider').notNull(),
  /** The provider's stable id of its user (the ID token's `sub`, the OAuth 2 user id, Telegram's id). */
  subject: text('subject').notNull(),
  /** The e-mail the provider vouched for when it was linked; none when it gave none. */
  email: text('email'),
  /** The provider's display name of its user, shown in Settings beside the provider. */
  name: text('name').notNull().default(''),
  createdAt: unixTime('created_at').notNull(),
  /** The last sign-in through it. */
  usedAt: unixTime('used_at'),
}, (t) => [
  uniqueIndex('user_identities_subject').on(t.provider, t.subject),
  uniqueIndex('user_identities_user_provider').on(t.userId, t.provider),
]);

/**
 * A round trip to a provider under way: the browser carries only the state's value; its hash finds what the callback
 * must check (PKCE verifier, nonce) and what it brings back (the app route it came from, the inviter and affiliate of
 * the visit, the device's language and currency, or the shopper who is linking a provider from Settings). Used once.
 */
export const thirdloginStates = pgTable('thirdlogin_states', {
  /** sha256 of the `state` sent to the provider. */
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  /** PKCE code verifier (OAuth 2 / OpenID Connect); empty for Telegram. Never leaves the server. */
  codeVerifier: text('code_verifier').notNull().default(''),
  /** OpenID Connect nonce the ID token must carry; empty where there is no ID token. */
  nonce: text('nonce').notNull().default(''),
  /** The app's route to come back to (`/pages/item/index?id=5`). */
  returnTo: text('return_to').notNull().default('/'),
  inviterId: integer('inviter_id'),
  aff: text('aff'),
  lang: text('lang').notNull().default('en'),
  currency: text('currency'),
  /** Linking from Settings: the shopper who asked (else a sign-in). */
  linkUserId: integer('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: unixTime('created_at').notNull(),
  expiresAt: unixTime('expires_at').notNull(),
  usedAt: unixTime('used_at'),
}, (t) => [index('thirdlogin_states_expires').on(t.expiresAt)]);

/**
 * A one-time code in a URL, never the shop's token (issue 36): `link_start` lets a signed-in shopper's browser start
 * a link from Settings; after the callback `login` signs a shopper in, `confirm` waits for the proof of an existing
 * account whose e-mail the provider named (then links `subject`), `linked` reports a link made. Exchanged once.
 */
export const thirdloginTickets = pgTable('thirdlogin_tickets', {
  /** sha256 of the code. */
  codeHash: text('code_hash').primaryKey(),
  kind: text('kind').$type<'link_start' | 'login' | 'confirm' | 'linked'>().notNull(),
  provider: text('provider').notNull(),
  /** link_start, login, linked: the shopper; confirm: the existing account to be proved. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** confirm: the provider account to link once the account is proved. */
  subject: text('subject'),
  email: text('email'),
  name: text('name'),
  /** login: a new account was made by this sign-in. */
  created: integer('created').notNull().default(0),
  /** The app route to go on to after the exchange. */
  returnTo: text('return_to').notNull().default('/'),
  /** Wrong proofs given for a confirm ticket (it is spent at 5). */
  tries: integer('tries').notNull().default(0),
  createdAt: unixTime('created_at').notNull(),
  expiresAt: unixTime('expires_at').notNull(),
  usedAt: unixTime('used_at'),
}, (t) => [index('thirdlogin_tickets_expires').on(t.expiresAt)]);
