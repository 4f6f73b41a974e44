import { sql } from 'drizzle-orm';
import { pgTable, serial, text, integer, boolean, jsonb, index } from 'drizzle-orm/pg-core';
import { unixTime } from './common';

/** An advisory thread's state (design §4b): 0 the shopper waits for an answer, 1 customer service answered last. */
export const ADVISORY_STATUS = { waiting: 0, answered: 1 } as const;

/**
 * A question to customer service (advisory): a thread whose messages are in advisory_messages, the question
 * first. `title` is the question's opening words (lists, the shopper's message when it is answered); `lang`
 * the language it was asked in (the demo autopilot answers in it).
 */
export const advisories = pgTable('advisories', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  title: text('title').notNull(),
  status: integer('status').notNull().default(0),
  lang: text('lang').notNull().default('en'),
  createdAt: unixTime('created_at').notNull(),
  /** The newest message's time: lists are newest activity first. */
  updatedAt: unixTime('updated_at').notNull(),
}, (t) => [
  index('advisories_user').on(t.userId, t.updatedAt),
  index('advisories_waiting').on(t.updatedAt).where(sql`status = 0`),
]);

/** One message of an advisory thread: the shopper's question or follow-up, or an answer of customer service. */
export const advisoryMessages = pgTable('advisory_messages', {
  id: serial('id').primaryKey(),
  advisoryId: integer('advisory_id').notNull(),
  fromStaff: boolean('from_staff').notNull().default(false),
  content: text('content').notNull(),
  /** A photo the shopper uploaded (/uploads/user/…), or '' . */
  image: text('image').notNull().default(''),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [index('advisory_messages_thread').on(t.advisoryId, t.id)]);

/** What a feedback is about (feedback/add `kind`). */
export const FEEDBACK_KINDS = ['suggestion', 'problem', 'complaint', 'other'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** A shopper's suggestion with up to 4 photos and a way to reach them; the operator's reply once given. */
export const feedbacks = pgTable('feedbacks', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  kind: text('kind').$type<FeedbackKind>().notNull(),
  content: text('content').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  contact: text('contact').notNull().default(''),
  reply: text('reply').notNull().default(''),
  createdAt: unixTime('created_at').notNull(),
  repliedAt: unixTime('replied_at'),
}, (t) => [
  index('feedbacks_user').on(t.userId, t.id),
  index('feedbacks_unreplied').on(t.id).where(sql`replied_at is null`),
]);
