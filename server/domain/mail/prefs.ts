import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { currencies, mailPrefs } from '../../db/schema';
import { normalizeLang, type Lang } from '../../i18n';
import type { Currency } from '../../../src/api/types/settings';

/** The storefront's currency until the shopper chooses one (src/state/currency.ts, spec §1). */
export const DEFAULT_CURRENCY = 'USD';

/**
 * Remembers the language (and, when the page sends it, the currency) a shopper uses, for the e-mails written to
 * them later without a request: sign-in, registration, the app's start and the notification settings call it.
 * Writes only when something changed.
 */
export async function rememberLocale(db: DbOrTx, userId: number, lang: Lang, now: number, currency?: string): Promise<void> {
  const code = currency?.trim().toUpperCase();
  const known = code && /^[A-Z]{3}$/.test(code) ? code : undefined;
  await db.insert(mailPrefs).values({ userId, lang, currency: known ?? '', updatedAt: now })
    .onConflictDoUpdate({
      target: mailPrefs.userId,
      set: { lang, updatedAt: now, ...(known ? { currency: known } : {}) },
      setWhere: known
        ? sql`${mailPrefs.lang} IS DISTINCT FROM ${lang} OR ${mailPrefs.currency} IS DISTINCT FROM ${known}`
        : sql`${mailPrefs.lang} IS DISTINCT FROM ${lang}`,
    });
}

/** The language a shopper's e-mails are written in (English until the shop has seen them use one). */
export async function langOf(db: DbOrTx, userId: number): Promise<Lang> {
  const [p] = await db.select({ lang: mailPrefs.lang }).from(mailPrefs).where(eq(mailPrefs.userId, userId));
  return normalizeLang(p?.lang);
}

/** The shopper's currency as the storefront formats with it (src/lib/format.ts), or null for yuan only. */
export async function currencyOf(db: DbOrTx, userId: number): Promise<Currency | null> {
  const [p] = await db.select({ currency: mailPrefs.currency }).from(mailPrefs).where(eq(mailPrefs.userId, userId));
  const code = p?.currency || DEFAULT_CURRENCY;
  if (code === 'CNY') return null;
  const [c] = await db.select().from(currencies).where(eq(currencies.code, code));
  if (!c || !(Number(c.value) > 0)) return null;
  return { code: c.code, symbol_left: c.symbolLeft, symbol_right: c.symbolRight, symbol: c.symbol, value: String(Number(c.value)), decimal_place: c.decimalPlace };
}
