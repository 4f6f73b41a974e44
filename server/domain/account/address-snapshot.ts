import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { addresses, areas } from '../../db/schema';
import type { AddressSnapshot } from '../../db/schema';
import type { Lang } from '../../i18n';
import { notFound } from '../../http/errors';

/** A copy of one of the user's addresses, frozen into a parcel or one-pay order. */
export async function addressSnapshot(db: DbOrTx, userId: number, addressId: number, lang: Lang): Promise<AddressSnapshot> {
  const [a] = await db.select().from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!a) throw notFound('address.notFound');
  const names = await db.select().from(areas).where(inArray(areas.id, [a.countryId, a.regionId || a.countryId]));
  const country = names.find((n) => n.id === a.countryId);
  const region = names.find((n) => n.id === a.regionId);
  return {
    name: a.name, mcode: a.mcode, mobile: a.mobile,
    country: country?.name[lang] ?? '', countryCode: country?.code ?? '',
    region: region?.name[lang] ?? '', city: a.city, address: a.address, zipcode: a.zipcode,
  };
}
