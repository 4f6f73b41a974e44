import { describe, it, expect, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { parcels } from '../../server/db/schema';
import { harness, type Harness } from './harness';
import { pack, parcelWorld, shopperWithGoods, type World } from './parcel-setup';
import type { Address } from '../../src/api/types/member';
import type { AreaCountry } from '../../src/api/types/shipping';

let h: Harness;
let w: World;
let france: AreaCountry;
beforeAll(async () => {
  h = await harness();
  w = await parcelWorld(h);
  france = (await h.call<AreaCountry[]>('/api/address/getAreaList', {}, { method: 'GET' })).data.find((c) => c.code === 'FR')!;
});

// Issue 33 item 4: the region typed for a country without a list travels with the parcel, as typed.
describe('a parcel to an address whose region was typed', () => {
  it('freezes the region into the parcel and shows it in its detail, in every language', async () => {
    const s = await shopperWithGoods(h, w);
    const added = await h.call<Address>('/api/address/addAddress', {
      name: 'Marie Curie', mobile: '612345678', country_id: france.id, region: 'Île-de-France', city: 'Paris', address: '1 rue de Rivoli', zipcode: '75001',
    }, { token: s.token });
    expect(added.data).toMatchObject({ country_code: 'FR', region: 'Île-de-France' });
    const made = await pack(h, s, w.air.id, { address_id: added.data.id });
    expect(made.code).toBe(1);

    const [row] = await h.db.select().from(parcels).where(eq(parcels.id, made.data.id));
    expect(row.address).toMatchObject({ countryCode: 'FR', region: 'Île-de-France', city: 'Paris' });
    const expected = { en: 'France', ru: 'Франция', 'zh-cn': '法国' };
    for (const [lang, country] of Object.entries(expected)) {
      const detail = (await h.call('/api/sendorder/detail', { id: made.data.id }, { token: s.token, lang })).data;
      expect(detail.address).toMatchObject({ country, country_code: 'FR', region: 'Île-de-France', city: 'Paris', address: '1 rue de Rivoli' });
    }
    // The address edited afterwards changes nothing in the parcel.
    await h.call('/api/address/editAddress', { id: added.data.id, region: 'Bretagne' }, { token: s.token });
    expect((await h.call('/api/sendorder/detail', { id: made.data.id }, { token: s.token })).data.address.region).toBe('Île-de-France');
  });
});
