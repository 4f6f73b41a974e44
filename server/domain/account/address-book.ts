import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { addresses, areas, users } from '../../db/schema';
import type { Lang } from '../../i18n';
import { BizError, notFound } from '../../http/errors';
import type { Address } from '../../../src/api/types/member';

/** A shopper keeps at most this many addresses. */
export const MAX_ADDRESSES = 20;

type Row = typeof addresses.$inferSelect;
export type AddressFields = {
  name: string; mcode?: string; mobile: string; country_id: number; region_id?: number; region?: string; city?: string;
  address: string; zipcode?: string; is_default?: boolean; lat?: number; lng?: number;
};

/** Rows with their country and region names (the region as typed where none of a list is named), default first then newest. */
async function serialize(db: Db | Tx, rows: Row[], lang: Lang): Promise<Address[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.countryId, r.regionId]).filter((id) => id > 0))];
  const names = ids.length ? await db.select().from(areas).where(inArray(areas.id, ids)) : [];
  const area = new Map(names.map((a) => [a.id, a]));
  return rows.map((r) => ({
    id: r.id, name: r.name, mcode: r.mcode, mobile: r.mobile,
    country_id: r.countryId, country: area.get(r.countryId)?.name[lang] ?? '', country_code: area.get(r.countryId)?.code ?? '',
    region_id: r.regionId, region: r.regionId ? area.get(r.regionId)?.name[lang] ?? '' : r.region, city: r.city, address: r.address, zipcode: r.zipcode,
    is_default: r.isDefault ? 1 : 0, lat: r.lat, lng: r.lng, created_at: r.createdAt,
  }));
}

const mine = (userId: number, id: number) => and(eq(addresses.id, id), eq(addresses.userId, userId));

/** Serialises the address changes of one user (first-is-default, at most one default, the limit). */
async function lockUser(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function ownRow(tx: Db | Tx, userId: number, id: number): Promise<Row> {
  const [row] = await tx.select().from(addresses).where(mine(userId, id));
  if (!row) throw notFound('address.notFound');
  return row;
}

/**
 * The country must be a country; the region (when given) one of its regions. A region typed as text is for a
 * country without a list only: one with a list is chosen from it (region_id). Answers the dialling code to default to.
 */
async function checkPlace(tx: Tx, countryId: number, regionId: number, regionText: string): Promise<string> {
  const [country] = await tx.select().from(areas).where(and(eq(areas.id, countryId), eq(areas.level, 1)));
  if (!country) throw new BizError('address.country', { field: 'country_id' });
  if (regionId) {
    const [region] = await tx.select({ id: areas.id }).from(areas).where(and(eq(areas.id, regionId), eq(areas.pid, countryId)));
    if (!region) throw new BizError('address.region', { field: 'region_id' });
  }
  if (regionText) {
    const [listed] = await tx.select({ id: areas.id }).from(areas).where(eq(areas.pid, countryId)).limit(1);
    if (listed) throw new BizError('address.regionListed', { field: 'region' });
  }
  return country.mcode;
}

async function makeDefault(tx: Tx, userId: number, id: number) {
  await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), ne(addresses.id, id)));
  await tx.update(addresses).set({ isDefault: true }).where(mine(userId, id));
}

export async function listAddresses(db: Db, userId: number, lang: Lang): Promise<Address[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.id));
  return serialize(db, rows, lang);
}

export async function defaultAddress(db: Db, userId: number, lang: Lang): Promise<Address | null> {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  return row ? (await serialize(db, [row], lang))[0] : null;
}

export async function setDefaultAddress(db: Db, userId: number, id: number, lang: Lang): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await ownRow(tx, userId, id);
    await makeDefault(tx, userId, id);
    return (await serialize(tx, [await ownRow(tx, userId, id)], lang))[0];
  });
}

export async function addAddress(db: Db, userId: number, f: AddressFields, now: number, lang: Lang): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, userId));
    if (n >= MAX_ADDRESSES) throw new BizError('address.limit', { max: MAX_ADDRESSES });
    const regionId = f.region_id ?? 0;
    const countryMcode = await checkPlace(tx, f.country_id, regionId, f.region ?? '');
    const [row] = await tx.insert(addresses).values({
      userId, name: f.name, mcode: f.mcode || countryMcode, mobile: f.mobile, countryId: f.country_id, regionId, region: f.region ?? '',
      city: f.city ?? '', address: f.address, zipcode: f.zipcode ?? '', lat: f.lat ?? null, lng: f.lng ?? null, createdAt: now,
    }).returning();
    if (n === 0 || f.is_default) await makeDefault(tx, userId, row.id);
    return (await serialize(tx, [await ownRow(tx, userId, row.id)], lang))[0];
  });
}

/**
 * Changes the given fields of one of the user's addresses. A new country without a region clears the
 * region (chosen or typed); a region chosen clears the one typed. `is_default = 1` makes it the default; the
 * default cannot be unset here (choose another one).
 */
export async function editAddress(db: Db, userId: number, id: number, f: Partial<AddressFields>, lang: Lang): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const row = await ownRow(tx, userId, id);
    const countryId = f.country_id ?? row.countryId;
    const sameCountry = countryId === row.countryId;
    const regionId = f.region_id ?? (sameCountry ? row.regionId : 0);
    await checkPlace(tx, countryId, regionId, f.region ?? '');
    const region = regionId ? '' : f.region ?? (sameCountry ? row.region : '');
    await tx.update(addresses).set({
      name: f.name ?? row.name, mcode: f.mcode || row.mcode, mobile: f.mobile ?? row.mobile, countryId, regionId, region,
      city: f.city ?? row.city, address: f.address ?? row.address, zipcode: f.zipcode ?? row.zipcode,
      lat: f.lat === undefined ? row.lat : f.lat, lng: f.lng === undefined ? row.lng : f.lng,
    }).where(mine(userId, id));
    if (f.is_default) await makeDefault(tx, userId, id);
    return (await serialize(tx, [await ownRow(tx, userId, id)], lang))[0];
  });
}

/** Deletes one of the user's addresses; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<{ id: number; default_id: number | null }> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const row = await ownRow(tx, userId, id);
    await tx.delete(addresses).where(mine(userId, id));
    const [next] = row.isDefault
      ? await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.id)).limit(1)
      : [];
    if (next) await makeDefault(tx, userId, next.id);
    const [current] = await tx.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    return { id, default_id: current?.id ?? null };
  });
}
