import { customType, integer, jsonb } from 'drizzle-orm/pg-core';

/** Text in the three shipped languages; the server picks one per request. */
export type I18nText = { en: string; ru: string; 'zh-cn': string };

export const i18n = (name: string) => jsonb(name).$type<I18nText>();
/** Unix seconds. */
export const unixTime = (name: string) => integer(name);
export const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A text-search document (PostgreSQL tsvector), read as its text form; columns of this type are generated. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
