import { pgTable, serial, text, integer, boolean, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { unixTime } from './common';

/** The addresses a shopper's reminder e-mails can go to (the account's e-mail, kept when it changes); one is the default. */
export const remindEmails = pgTable('remind_emails', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  email: text('email').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [uniqueIndex('remind_emails_user_email').on(t.userId, t.email)]);

/** A reminder the shopper switched (no row: on). */
export const remindSettings = pgTable('remind_settings', {
  userId: integer('user_id').notNull(),
  event: text('event').notNull(),
  enabled: boolean('enabled').notNull(),
  updatedAt: unixTime('updated_at').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.event] })]);
