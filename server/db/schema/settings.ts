import { sql } from 'drizzle-orm';
import { pgTable, serial, text, integer, jsonb, numeric, index } from 'drizzle-orm/pg-core';
import { i18n, tsvector, unixTime } from './common';

/** configlist: one row per key, grouped by section (`all` is what the storefront reads at boot). */
export const config = pgTable('config', {
  name: text('name').primaryKey(),
  section: text('section').notNull().default('all'),
  value: jsonb('value').notNull(),
});

export const addons = pgTable('addons', {
  name: text('name').primaryKey(),
  title: text('title').notNull(),
  /** 1 = on; anything else = off. */
  state: integer('state').notNull().default(1),
  version: text('version').notNull().default('1.0.0'),
});

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbolLeft: text('symbol_left').notNull().default(''),
  symbolRight: text('symbol_right').notNull().default(''),
  symbol: text('symbol').notNull(),
  /** Units of this currency per 1 CNY. */
  value: numeric('value', { precision: 18, scale: 8 }).notNull(),
  decimalPlace: integer('decimal_place').notNull().default(2),
  sort: integer('sort').notNull().default(0),
});

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const articleCategories = pgTable('article_categories', {
  id: serial('id').primaryKey(),
  name: i18n('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull(),
  /** 'help' | 'news' */
  kind: text('kind').notNull().default('help'),
  title: i18n('title').notNull(),
  content: i18n('content').notNull(),
  createdAt: unixTime('created_at').notNull(),
  /** What the text in a language holds for the help search (design §8, migration 0016's search_doc): kept, not worked out per search. */
  searchEn: tsvector('search_en').generatedAlwaysAs(sql`search_doc('english'::regconfig, regexp_replace(content->>'en', '<[^>]*>', ' ', 'g'))`),
  searchRu: tsvector('search_ru').generatedAlwaysAs(sql`search_doc('russian'::regconfig, regexp_replace(content->>'ru', '<[^>]*>', ' ', 'g'))`),
  searchZh: tsvector('search_zh').generatedAlwaysAs(sql`search_doc('simple'::regconfig, regexp_replace(content->>'zh-cn', '<[^>]*>', ' ', 'g'))`),
});

/** Field metrics posted by the storefront (web-vitals); read by time (the report's days), hence the index. */
export const vitals = pgTable('vitals', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  value: numeric('value', { precision: 14, scale: 4 }).notNull(),
  route: text('route').notNull(),
  createdAt: unixTime('created_at').notNull(),
}, (t) => [index('vitals_created').on(t.createdAt)]);
