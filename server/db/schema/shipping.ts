import { pgTable, serial, text, integer, jsonb, boolean } from 'drizzle-orm/pg-core';
import { i18n } from './common';

/** Countries (level 1, `code` = ISO 3166 alpha-2) and their regions (level 2, pid = country). */
export const areas = pgTable('areas', {
  id: serial('id').primaryKey(),
  pid: integer('pid').notNull().default(0),
  level: integer('level').notNull().default(1),
  name: i18n('name').notNull(),
  code: text('code').notNull().default(''),
  /** International dialling code, e.g. '+7'. */
  mcode: text('mcode').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  name: i18n('name').notNull(),
  address: text('address').notNull(),
  contact: text('contact').notNull(),
  phone: text('phone').notNull(),
  /** Free storage, days from arrival. */
  freeDays: integer('free_days').notNull().default(90),
});

export const goodsTypes = pgTable('goods_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: i18n('name').notNull(),
});

/** An international shipping line with its fee rule (design §4). */
export const shippingLines = pgTable('shipping_lines', {
  id: serial('id').primaryKey(),
  name: i18n('name').notNull(),
  carrier: text('carrier').notNull(),
  firstWeightG: integer('first_weight_g').notNull(),
  firstPriceFen: integer('first_price_fen').notNull(),
  stepWeightG: integer('step_weight_g').notNull(),
  stepPriceFen: integer('step_price_fen').notNull(),
  /** Volumetric divisor: L×W×H (cm) / divisor = kg. */
  divisor: integer('divisor').notNull().default(6000),
  maxWeightG: integer('max_weight_g').notNull().default(30000),
  transitDays: text('transit_days').notNull(),
  /** ISO codes the line serves; ['*'] = everywhere. */
  countries: jsonb('countries').$type<string[]>().notNull(),
  /** Goods-type codes the line accepts. */
  goodsTypes: jsonb('goods_types').$type<string[]>().notNull(),
  /** Insurance premium in per-mille of declared value. */
  insuranceRate: integer('insurance_rate').notNull().default(30),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Domestic express companies (getExpresslist). */
export const expressCompanies = pgTable('express_companies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: i18n('name').notNull(),
});
