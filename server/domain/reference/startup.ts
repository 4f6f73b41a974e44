import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { addons, config, currencies, languages } from '../../db/schema';
import type { Lang } from '../../i18n';
import type { AddonEntry, Currency, Language } from '../../../src/api/types/settings';

/** /api/addon/lists: add-ons keyed by name. */
export async function addonMap(db: DbOrTx): Promise<Record<string, AddonEntry>> {
  const rows = await db.select().from(addons);
  return Object.fromEntries(rows.map((a) => [a.name, { name: a.name, title: a.title, state: a.state, version: a.version }]));
}

/** /api/other/configlist: config rows grouped by section. */
export async function configSections(db: DbOrTx): Promise<Record<string, Record<string, unknown>>> {
  const rows = await db.select().from(config);
  const sections: Record<string, Record<string, unknown>> = {};
  for (const r of rows) (sections[r.section] ??= {})[r.name] = r.value;
  return sections;
}

/**
 * A currency's name in the shopper's language: the operator's name in English, the language's own
 * (CLDR, through Intl) otherwise — "Доллар США", "美元" — so a Russian or Chinese screen stays in one language.
 */
export function currencyName(code: string, operatorName: string, lang: Lang): string {
  if (lang === 'en') return operatorName;
  try {
    const name = new Intl.DisplayNames(lang === 'zh-cn' ? 'zh-CN' : lang, { type: 'currency', fallback: 'none' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : operatorName;
  } catch {
    return operatorName;
  }
}

/** /api/currency/lists, names in `lang`. */
export async function currencyList(db: DbOrTx, lang: Lang): Promise<Currency[]> {
  const rows = await db.select().from(currencies).orderBy(asc(currencies.sort));
  return rows.map((r) => ({
    code: r.code, title: currencyName(r.code, r.name, lang), symbol_left: r.symbolLeft, symbol_right: r.symbolRight, symbol: r.symbol,
    value: String(Number(r.value)), decimal_place: r.decimalPlace,
  }));
}

/** /api/language/lists */
export async function languageList(db: DbOrTx): Promise<Language[]> {
  return (await db.select().from(languages).orderBy(asc(languages.sort))).map((l) => ({ code: l.code, name: l.name }));
}
