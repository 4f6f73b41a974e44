import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { addresses, areas } from '../../db/schema';
import type { AddressSnapshot } from '../../db/schema';
import type { Lang } from '../../i18n';
import { notFound } from '../../http/errors';

/** A copy of one of the user's addresses, frozen into a parcel or one-pay order: the region by its name, or as typed. */
export async function addressSnapshot(db: DbOrTx, userId: number, addressId: number, lang: Lang): Promise<AddressSnapshot> {
  const [a] = await db.select().from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!a) throw notFound('address.notFound');
  const names = await db.select().from(areas).where(inArray(areas.id, [a.countryId, a.regionId || a.countryId]));
  const country = names.find((n) => n.id === a.countryId);
  const region = names.find((n) => n.id === a.regionId);
  return {
    name: a.name, mcode: a.mcode, mobile: a.mobile,
    country: country?.name[lang] ?? '', countryCode: country?.code ?? '',
    region: a.regionId ? region?.name[lang] ?? '' : a.region, city: a.city, address: a.address, zipcode: a.zipcode,
  };
}

/** A frozen address as the wire shows it. */
export type AddressView = {
  name: string; mcode: string; mobile: string; country: string; country_code: string;
  region: string; city: string; address: string; zipcode: string;
};

/**
 * Frozen addresses as the shopper reads them in `lang` (one language per screen): the country by its code and
 * the region by its name in any language, looked up again; what the shopper typed (street, city) stays as typed.
 */
export async function addressesIn(db: DbOrTx, snaps: AddressSnapshot[], lang: Lang): Promise<AddressView[]> {
  const codes = [...new Set(snaps.map((s) => s.countryCode).filter(Boolean))];
  const countries = codes.length ? await db.select().from(areas).where(and(eq(areas.level, 1), inArray(areas.code, codes))) : [];
  const regions = countries.length ? await db.select().from(areas).where(inArray(areas.pid, countries.map((c) => c.id))) : [];
  return snaps.map((a) => {
    const country = countries.find((c) => c.code === a.countryCode);
    const region = a.region && country ? regions.find((r) => r.pid === country.id && Object.values(r.name).includes(a.region)) : undefined;
    return {
      name: a.name, mcode: a.mcode, mobile: a.mobile, country: country?.name[lang] || a.country, country_code: a.countryCode,
      region: region?.name[lang] || a.region, city: a.city, address: a.address, zipcode: a.zipcode,
    };
  });
}
