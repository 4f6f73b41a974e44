import { pgTable, serial, text, integer, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { unixTime } from './common';

/** Community posts (comment lists/add, issue 13): a shopper's post with photos about a parcel they received, one per parcel, in the language it was written in. */
export const comments = pgTable('comments', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  parcelId: integer('parcel_id').notNull(),
  content: text('content').notNull(),
  /** The language the post was written in (the request's): the feed shows a reader the posts of their language. */
  lang: text('lang').notNull().default('en'),
  /** Upload urls (the poster's own uploads). */
  images: jsonb('images').$type<string[]>().notNull().default([]),
  /** 1 shown, 0 hidden by the operator. */
  status: integer('status').notNull().default(1),
  replyCount: integer('reply_count').notNull().default(0),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [index('comments_recent').on(t.status, t.lang, t.id), uniqueIndex('comments_parcel_once').on(t.userId, t.parcelId)]);

/** Replies to a post (comment reply). */
export const commentReplies = pgTable('comment_replies', {
  id: serial('id').primaryKey(),
  commentId: integer('comment_id').notNull(),
  userId: integer('user_id').notNull(),
  content: text('content').notNull(),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [index('comment_replies_comment').on(t.commentId, t.id)]);
