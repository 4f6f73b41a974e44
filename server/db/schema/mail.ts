import { sql } from 'drizzle-orm';
import { pgTable, serial, text, integer, jsonb, index } from 'drizzle-orm/pg-core';
import { unixTime } from './common';

/** What an outbox row is: a code, an invitation, a notification of an event, a newsletter confirmation. */
export type MailKind = 'code' | 'invite' | 'notice' | 'newsletter';
/** pending → sending (claimed, leased until next_at) → sent; back to pending to retry; failed after the last attempt. */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/**
 * Every e-mail the shop sends (issue 27, migration 0017), written in the transaction of what it reports and
 * delivered by the worker of server/domain/mail (claim and lease: lease-queue.ts). `params` is what the kind's
 * template needs; the e-mail is worded when it is sent, in `lang`.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  toAddr: text('to_addr').notNull(),
  kind: text('kind').$type<MailKind>().notNull(),
  lang: text('lang').notNull().default('en'),
  params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
  userId: integer('user_id'),
  status: text('status').$type<MailStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  /** Pending: when it may be tried; sending: when its claim's lease ends. */
  nextAt: unixTime('next_at').notNull(),
  /** The token of the worker holding it while sending. */
  claim: text('claim'),
  lastError: text('last_error').notNull().default(''),
  createdAt: unixTime('created_at').notNull(),
  sentAt: unixTime('sent_at'),
}, (t) => [
  index('mail_outbox_due').on(t.nextAt, t.id).where(sql`"status" IN ('pending', 'sending')`),
  index('mail_outbox_status').on(t.status, t.id),
]);

/** The language and currency a shopper's e-mails are written in: the last the shop saw them use. */
export const mailPrefs = pgTable('mail_prefs', {
  userId: integer('user_id').primaryKey(),
  lang: text('lang').notNull().default('en'),
  /** A code of the currencies table; '' = not known yet: the storefront's default (USD). */
  currency: text('currency').notNull().default(''),
  updatedAt: unixTime('updated_at').notNull(),
});
