import { pgTable, serial, text, integer, jsonb, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { unixTime } from './common';
import type { MessageKind, MessageRefType } from '../../../src/api/types/member-extra';

/**
 * A message to the shopper, written in the transaction of the status change it reports. Title and text are
 * message keys (server/i18n/messages/shopper-messages.ts) with their params, so a list answers in the
 * language of the request that reads it.
 */
export const shopperMessages = pgTable('shopper_messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  kind: text('kind').$type<MessageKind>().notNull(),
  titleKey: text('title_key').notNull(),
  textKey: text('text_key').notNull(),
  params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
  refType: text('ref_type').$type<MessageRefType>().notNull(),
  refId: integer('ref_id').notNull(),
  refSn: text('ref_sn').notNull().default(''),
  readAt: unixTime('read_at'),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [
  index('shopper_messages_user').on(t.userId, t.id),
  index('shopper_messages_unread').on(t.userId).where(sql`read_at is null`),
]);
