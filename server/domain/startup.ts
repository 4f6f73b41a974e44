import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { addons, config, currencies, languages } from '../db/schema';
import type { AddonEntry, Currency, Language } from '../../src/api/types/settings';

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

/** /api/currency/lists */
export async function currencyList(db: DbOrTx): Promise<Currency[]> {
  const rows = await db.select().from(currencies).orderBy(asc(currencies.sort));
  return rows.map((r) => ({
    code: r.code, title: r.name, symbol_left: r.symbolLeft, symbol_right: r.symbolRight, symbol: r.symbol,
    value: String(Number(r.value)), decimal_place: r.decimalPlace,
  }));
}

/** /api/language/lists */
export async function languageList(db: DbOrTx): Promise<Language[]> {
  return (await db.select().from(languages).orderBy(asc(languages.sort))).map((l) => ({ code: l.code, name: l.name }));
}
