import { bigint, customType, jsonb } from 'drizzle-orm/pg-core';

/** Text in the three shipped languages; the server picks one per request. */
export type I18nText = { en: string; ru: string; 'zh-cn': string };

export const i18n = (name: string) => jsonb(name).$type<I18nText>();
/**
 * Unix seconds, in 64 bits (migration 0019): a 32-bit integer ends at 2038-01-19 03:14:07 UTC, and cards, coupons
 * and deadlines reach past it. A JavaScript number holds every second of the next 285 000 years exactly.
 */
export const unixTime = (name: string) => bigint(name, { mode: 'number' });
export const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A text-search document (PostgreSQL tsvector), read as its text form; columns of this type are generated. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
