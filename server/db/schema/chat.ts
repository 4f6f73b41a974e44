import { pgTable, serial, text, integer, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { unixTime } from './common';

/** Who wrote a chat message. */
export const CHAT_AUTHORS = ['shopper', 'visitor', 'staff'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];
export const CHAT_KINDS = ['text', 'picture', 'card'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];
export const CHAT_CARD_TYPES = ['order', 'parcel', 'item'] as const;
export type ChatCardType = (typeof CHAT_CARD_TYPES)[number];

/**
 * Live chat (issue 34, migration 0021): one conversation per shopper that goes on over time, or per visitor's
 * device (`deviceId`, the Guid header, `userId` null) until that device signs in and it joins the shopper's.
 * `waitingSince`: the first shopper message staff have not answered (staff see the longest waiting first).
 */
export const chatConversations = pgTable('chat_conversations', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  deviceId: text('device_id'),
  status: text('status').$type<'open' | 'done'>().notNull().default('open'),
  lastMessageAt: unixTime('last_message_at'),
  waitingSince: unixTime('waiting_since'),
  shopperReadId: integer('shopper_read_id').notNull().default(0),
  staffReadId: integer('staff_read_id').notNull().default(0),
  createdAt: unixTime('created_at').notNull(),
  /** Presence (migration 0022): until when the shopper's stream is open (kept fresh by its heartbeats; null: closed). */
  shopperOnlineUntil: unixTime('shopper_online_until'),
  /** When the shopper was last told by Messages and e-mail that staff replied while they were away (one per 10 minutes). */
  awayNoticeAt: unixTime('away_notice_at'),
}, (t) => [
  uniqueIndex('chat_conversations_user').on(t.userId).where(sql`"user_id" IS NOT NULL`),
  uniqueIndex('chat_conversations_device').on(t.deviceId).where(sql`"user_id" IS NULL`),
  index('chat_conversations_waiting').on(t.status, t.waitingSince),
]);

/** A message: plain text, a picture (a private upload's path) or a card naming an order, a parcel or an item. */
export const chatMessages = pgTable('chat_messages', {
  id: serial('id').primaryKey(),
  conversationId: integer('conversation_id').notNull(),
  author: text('author').$type<ChatAuthor>().notNull(),
  staffId: integer('staff_id'),
  kind: text('kind').$type<ChatKind>().notNull(),
  text: text('text').notNull().default(''),
  picture: text('picture').notNull().default(''),
  cardType: text('card_type').$type<ChatCardType>(),
  cardId: integer('card_id'),
  /** The sender's own key for the message: a retried send with the same key stores nothing new. */
  clientId: text('client_id'),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [
  index('chat_messages_conversation').on(t.conversationId, t.id),
  uniqueIndex('chat_messages_client').on(t.conversationId, t.clientId),
]);

/** A ticket that opens a conversation's event stream once: its SHA-256, never the ticket itself. */
export const chatTickets = pgTable('chat_tickets', {
  hash: text('hash').primaryKey(),
  conversationId: integer('conversation_id').notNull(),
  expiresAt: unixTime('expires_at').notNull(),
}, (t) => [index('chat_tickets_expires').on(t.expiresAt)]);
