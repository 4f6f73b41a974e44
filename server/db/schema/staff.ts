import { pgTable, serial, text, integer, boolean, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { unixTime } from './common';

/**
 * The shop's staff who answer the live chat (issue 34, migration 0022): added by the operator (`npm run ops --
 * staff_add`), signing in to the console with their e-mail (kept lower-cased) and a password hashed as shoppers'
 * are. A disabled one cannot sign in and their sessions end.
 */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [uniqueIndex('staff_email').on(t.email)]);

/** A staff member's console session: the SHA-256 of its cookie's token, never the token; `seenAt` is their presence. */
export const staffSessions = pgTable('staff_sessions', {
  hash: text('hash').primaryKey(),
  staffId: integer('staff_id').notNull(),
  createdAt: unixTime('created_at').notNull(),
  expiresAt: unixTime('expires_at').notNull(),
  seenAt: unixTime('seen_at').notNull(),
}, (t) => [index('staff_sessions_staff').on(t.staffId), index('staff_sessions_seen').on(t.seenAt)]);

/**
 * A picture staff uploaded for the chat (/ops/chat/upload, /uploads/chat/…): `conversationId` is set by the reply that
 * sends it, and from then on only that conversation's shopper and staff are served it.
 */
export const chatPictures = pgTable('chat_pictures', {
  url: text('url').primaryKey(),
  staffId: integer('staff_id'),
  conversationId: integer('conversation_id'),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [index('chat_pictures_conversation').on(t.conversationId)]);
