import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { offlinePayAccounts, offlinePayAreas } from '../../db/schema';

/** An offline-payment bank account as stored. */
export type PayAccountRow = typeof offlinePayAccounts.$inferSelect;

/** What a shopper pays in and where from, to offer the accounts that suit them first. */
export type PayPreference = { currency?: string; country?: string };

/** Sort rank of an area: one with an account in the shopper's currency first, then one serving their country. */
function areaRank(area: { id: number; countries: string }, currencies: Map<number, Set<string>>, p: PayPreference): number {
  const currency = (p.currency ?? '').toUpperCase();
  const country = (p.country ?? '').toUpperCase();
  const byCurrency = currency && currencies.get(area.id)?.has(currency) ? 0 : 2;
  const byCountry = country && area.countries.split(',').includes(country) ? 0 : 1;
  return byCurrency + byCountry;
}

/**
 * The areas shoppers remit from: those with an account in the shopper's currency first, then those serving their
 * country, then the operator's order.
 */
export async function payAreas(db: DbOrTx, p: PayPreference = {}) {
  const areas = await db.select().from(offlinePayAreas).orderBy(asc(offlinePayAreas.sort), asc(offlinePayAreas.id));
  const accounts = await db.select({ areaId: offlinePayAccounts.areaId, currency: offlinePayAccounts.currency }).from(offlinePayAccounts);
  const currencies = new Map<number, Set<string>>();
  for (const a of accounts) currencies.set(a.areaId, (currencies.get(a.areaId) ?? new Set()).add(a.currency.toUpperCase()));
  // Array sort is stable: within a rank the operator's order stays.
  return areas.map((a) => ({ a, rank: areaRank(a, currencies, p) })).sort((x, y) => x.rank - y.rank).map((x) => x.a);
}

/** The bank accounts of an area, those in the shopper's currency first; null when there is no such area. */
export async function payAccounts(db: DbOrTx, areaId: number, currency = '') {
  const [area] = await db.select({ id: offlinePayAreas.id }).from(offlinePayAreas).where(eq(offlinePayAreas.id, areaId));
  if (!area) return null;
  const rows = await db.select().from(offlinePayAccounts).where(eq(offlinePayAccounts.areaId, area.id)).orderBy(asc(offlinePayAccounts.id));
  const code = currency.toUpperCase();
  return rows.map((a) => ({ a, rank: a.currency.toUpperCase() === code ? 0 : 1 })).sort((x, y) => x.rank - y.rank).map((x) => x.a);
}

export async function payAccount(db: DbOrTx, id: number) {
  const [a] = await db.select().from(offlinePayAccounts).where(eq(offlinePayAccounts.id, id));
  return a ?? null;
}
