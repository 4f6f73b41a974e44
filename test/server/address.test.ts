import { describe, it, expect, beforeAll } from 'vitest';
import { harness, type Harness, type Params } from './harness';
import { newShopper } from './fixtures';
import type { Address } from '../../src/api/types/member';
import type { AreaCountry } from '../../src/api/types/shipping';

let h: Harness;
let tree: AreaCountry[];
const country = (code: string) => tree.find((c) => c.code === code)!;
const region = (code: string) => country(code.slice(0, 2)).children.find((r) => r.code === code)!;

beforeAll(async () => {
  h = await harness();
  tree = (await h.call('/api/address/getAreaList', {}, { method: 'GET' })).data;
});

const home = (over: Params = {}): Params => ({
  name: 'Ivan Petrov', mobile: '9123456789', country_id: country('RU').id, region_id: region('RU-MOW').id,
  city: 'Moscow', address: 'Tverskaya 1, apt 5', zipcode: '125009', ...over,
});
const add = (token: string, over: Params = {}, lang = 'en') => h.call<Address>('/api/address/addAddress', home(over), { token, lang });
const list = async (token: string) => (await h.call<Address[]>('/api/address/lists', {}, { token, method: 'GET' })).data;

describe('/api/address/getAreaList', () => {
  it('answers every country with its regions as children', async () => {
    expect(tree.length).toBeGreaterThanOrEqual(30);
    expect(country('RU')).toMatchObject({ name: 'Russia', mcode: '+7' });
    expect(country('RU').children.length).toBeGreaterThanOrEqual(12);
    expect(country('US').children.map((r) => r.code)).toContain('US-CA');
    expect(country('FR').children).toEqual([]);
    const ru = (await h.call('/api/address/getAreaList', {}, { lang: 'ru' })).data as AreaCountry[];
    expect(ru.find((c) => c.code === 'DE')!.children.map((r) => r.name)).toContain('Бавария');
  });

  // Issue 33 item 4: every first-level region (ISO 3166-2) of a country whose addresses name one, in each language.
  const FULL: Record<string, number> = { US: 52, RU: 83, CA: 13, AU: 8, MX: 32, BR: 27, JP: 47, DE: 16, KZ: 20, BY: 7, UA: 27, UZ: 14 };
  it.each(['en', 'ru', 'zh-cn'])('answers the full lists of regions in %s, each with its name', async (lang) => {
    const all = (await h.call<AreaCountry[]>('/api/address/getAreaList', {}, { method: 'GET', lang })).data;
    for (const [code, n] of Object.entries(FULL)) {
      const { children } = all.find((c) => c.code === code)!;
      expect({ code, n: children.length }).toEqual({ code, n });
      expect(new Set(children.map((r) => r.code)).size).toBe(n);
      for (const r of children) {
        expect(r.code).toMatch(new RegExp(`^${code}-[A-Z0-9]{1,3}$`));
        expect(r.name.trim(), r.code).not.toBe('');
      }
    }
    // Named as the language writes them, in its alphabetical order.
    const names = (code: string) => all.find((c) => c.code === code)!.children.map((r) => r.name);
    const expected = { en: ['Ohio', 'Chelyabinsk Oblast'], ru: ['Огайо', 'Челябинская область'], 'zh-cn': ['俄亥俄州', '车里雅宾斯克州'] }[lang]!;
    expect(names('US')).toContain(expected[0]);
    expect(names('RU')).toContain(expected[1]);
    expect(names('US')).toEqual([...names('US')].sort(new Intl.Collator(lang).compare));
    if (lang === 'ru') expect(names('RU').slice(0, 2)).toEqual(['Алтайский край', 'Амурская область']);
  });

  it('names each region in the other languages too (none answers the same name in all three)', async () => {
    const by = async (lang: string) => new Map((await h.call<AreaCountry[]>('/api/address/getAreaList', {}, { method: 'GET', lang })).data
      .flatMap((c) => c.children).map((r) => [r.code, r.name]));
    const [en, ru, zh] = await Promise.all([by('en'), by('ru'), by('zh-cn')]);
    for (const [code, name] of en) {
      expect(ru.get(code), code).not.toBe(name);
      expect(zh.get(code), code).not.toBe(name);
      expect(zh.get(code), code).toMatch(/\p{Script=Han}/u);
      expect(ru.get(code), code).toMatch(/\p{Script=Cyrillic}/u);
    }
  });
});

describe('adding addresses', () => {
  it('makes the first address the default, fills names and the country\'s dialling code', async () => {
    const { token } = await newShopper(h.db);
    const r = await add(token);
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({ name: 'Ivan Petrov', mcode: '+7', mobile: '9123456789', country: 'Russia', country_code: 'RU', region: 'Moscow', city: 'Moscow', is_default: 1, lat: null });
    const second = await add(token, { name: 'Anna', region_id: 0, mcode: '+375', lat: '55.75', lng: '37.61' });
    expect(second.data).toMatchObject({ is_default: 0, region_id: 0, region: '', mcode: '+375', lat: 55.75, lng: 37.61 });
    expect((await list(token)).map((a) => [a.name, a.is_default])).toEqual([['Ivan Petrov', 1], ['Anna', 0]]);
  });

  it('saves an address in Ohio and one in Chelyabinsk Oblast, named in the reader\'s language', async () => {
    const { token } = await newShopper(h.db);
    const ohio = await add(token, { name: 'Ann Lee', mobile: '6145550123', country_id: country('US').id, region_id: region('US-OH').id, city: 'Columbus', address: '1 High St', zipcode: '43215' });
    expect(ohio.data).toMatchObject({ country_code: 'US', region_id: region('US-OH').id, region: 'Ohio' });
    const che = await add(token, { region_id: region('RU-CHE').id, city: 'Челябинск', address: 'ул. Кирова, 1', zipcode: '454091' }, 'ru');
    expect(che.data).toMatchObject({ country_code: 'RU', region_id: region('RU-CHE').id, region: 'Челябинская область' });
    const zh = (await h.call<Address[]>('/api/address/lists', {}, { token, method: 'GET', lang: 'zh-cn' })).data;
    expect(zh.map((a) => a.region).sort()).toEqual(['俄亥俄州', '车里雅宾斯克州'].sort());
  });

  it('moves the default to a new address added with is_default, keeping one default', async () => {
    const { token } = await newShopper(h.db);
    await add(token);
    await add(token, { name: 'Second' });
    const third = await add(token, { name: 'Third', is_default: 1 });
    expect(third.data.is_default).toBe(1);
    const all = await list(token);
    expect(all.filter((a) => a.is_default).map((a) => a.name)).toEqual(['Third']);
    expect(all[0].name).toBe('Third');
  });

  it.each([
    [{ name: '' }, 'name cannot be empty'],
    [{ mobile: '912-345' }, 'mobile must be 6 to 20 digits'],
    [{ mobile: '12345' }, 'mobile must be 6 to 20 digits'],
    [{ address: undefined }, 'address cannot be empty'],
    [{ country_id: undefined }, 'country_id cannot be empty'],
    [{ country_id: 999999 }, 'country_id'],
    [{ mcode: '7-7' }, 'mcode'],
    [{ zipcode: '12#45' }, 'zipcode'],
    [{ lat: '123' }, 'lat'],
  ])('refuses %o with a message naming the field', async (over, text) => {
    const { token } = await newShopper(h.db);
    const r = await add(token, over);
    expect(r.code).toBe(0);
    expect(r.msg).toContain(text);
    expect(await list(token)).toEqual([]);
  });

  it('refuses a region of another country and a region given as the country', async () => {
    const { token } = await newShopper(h.db);
    const bad = await add(token, { region_id: country('US').children[0].id });
    expect(bad.code).toBe(0);
    expect(bad.msg).toBe('region_id does not belong to the chosen country');
    const asCountry = await add(token, { country_id: country('RU').children[0].id, region_id: 0 }, 'ru');
    expect(asCountry.msg).toBe('country_id: выберите страну из списка');
  });

  it('keeps at most 20 addresses', async () => {
    const { token } = await newShopper(h.db);
    for (let i = 0; i < 20; i++) expect((await add(token, { name: `A${i}` })).code).toBe(1);
    const r = await add(token, { name: 'One too many' });
    expect(r.code).toBe(0);
    expect(r.msg).toBe('You can keep at most 20 addresses');
    expect((await list(token)).length).toBe(20);
  });

  it('keeps one default when addresses are added at the same time', async () => {
    const { token } = await newShopper(h.db);
    await Promise.all(Array.from({ length: 5 }, (_, i) => add(token, { name: `P${i}` })));
    expect((await list(token)).filter((a) => a.is_default).length).toBe(1);
  });
});

// Issue 33 item 4: a country without a list of regions (France, Italy, Korea, …) takes the region as typed.
describe('a region typed for a country without a list', () => {
  const paris = (over: Params = {}): Params => ({
    name: 'Marie Curie', mobile: '612345678', country_id: country('FR').id, region_id: 0, region: '  Île-de-France ',
    city: 'Paris', address: '1 rue de Rivoli', zipcode: '75001', ...over,
  });

  it('is saved trimmed and read back as the region, in every language, by the lists and the default', async () => {
    expect(country('FR').children).toEqual([]);
    const { token } = await newShopper(h.db);
    const r = await add(token, paris());
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({ country_code: 'FR', region_id: 0, region: 'Île-de-France', city: 'Paris' });
    const rome = await add(token, paris({ name: 'Anna Rossi', country_id: country('IT').id, region: 'Lazio', city: 'Roma' }), 'ru');
    expect(rome.data).toMatchObject({ country: 'Италия', region_id: 0, region: 'Lazio' });
    for (const lang of ['en', 'ru', 'zh-cn']) {
      const all = (await h.call<Address[]>('/api/address/lists', {}, { token, method: 'GET', lang })).data;
      expect(all.map((a) => [a.name, a.region])).toEqual([['Marie Curie', 'Île-de-France'], ['Anna Rossi', 'Lazio']]);
    }
    expect((await h.call<Address>('/api/address/defaultAddress', {}, { token, method: 'GET' })).data.region).toBe('Île-de-France');
  });

  it('is kept by an edit of other fields, changed when given, and cleared by a new country or a region chosen', async () => {
    const { token } = await newShopper(h.db);
    const a = (await add(token, paris())).data;
    const edit = (p: Params) => h.call<Address>('/api/address/editAddress', { id: a.id, ...p }, { token });
    expect((await edit({ city: 'Versailles' })).data).toMatchObject({ city: 'Versailles', region: 'Île-de-France' });
    expect((await edit({ region: 'Bretagne' })).data.region).toBe('Bretagne');
    expect((await edit({ country_id: country('IT').id })).data).toMatchObject({ country_code: 'IT', region_id: 0, region: '' });
    expect((await edit({ region: 'Toscana' })).data.region).toBe('Toscana');
    const ru = await edit({ country_id: country('RU').id, region_id: region('RU-CHE').id, region: '' });
    expect(ru.data).toMatchObject({ country_code: 'RU', region_id: region('RU-CHE').id, region: 'Chelyabinsk Oblast' });
  });

  it.each([
    ['too long', { region: 'x'.repeat(101) }],
    ['with a line break', { region: 'Île-de-\nFrance' }],
    ['with a tab', { region: 'Île-de-\tFrance' }],
    ['with a control character', { region: 'Île-de-France\u0007' }],
  ])('refuses a region %s, naming the field', async (_, over) => {
    const { token } = await newShopper(h.db);
    const r = await add(token, paris(over));
    expect(r.code).toBe(0);
    expect(r.msg).toBe('Invalid parameter: region');
    expect(await list(token)).toEqual([]);
    expect((await add(token, paris({ region: 'x'.repeat(100) }))).data.region).toBe('x'.repeat(100));
  });

  it('refuses a region typed for a country with a list: it is chosen from the list', async () => {
    const { token } = await newShopper(h.db);
    const typed = await add(token, { region_id: 0, region: 'Chelyabinsk' });
    expect(typed.code).toBe(0);
    expect(typed.msg).toBe("region: this country's region is chosen from its list, not typed");
    const both = await add(token, { region: 'Moscow' }, 'ru');
    expect(both.msg).toBe('region: регион этой страны выбирается из списка, а не вводится');
    expect(await list(token)).toEqual([]);
    const a = (await add(token, paris())).data;
    const moved = await h.call('/api/address/editAddress', { id: a.id, country_id: country('US').id, region: 'Ohio' }, { token });
    expect(moved.msg).toBe("region: this country's region is chosen from its list, not typed");
    expect((await list(token))[0]).toMatchObject({ country_code: 'FR', region: 'Île-de-France' });
  });
});

describe('default, edit and delete', () => {
  it('answers the default address or null, and makes another one the default', async () => {
    const { token } = await newShopper(h.db);
    expect((await h.call('/api/address/defaultAddress', {}, { token, method: 'GET' })).data).toBeNull();
    const a = (await add(token)).data;
    const b = (await add(token, { name: 'Office' })).data;
    expect((await h.call('/api/address/defaultAddress', {}, { token, method: 'GET' })).data.id).toBe(a.id);
    const set = await h.call('/api/address/defaultAddress', { id: b.id }, { token });
    expect(set.data).toMatchObject({ id: b.id, is_default: 1 });
    expect((await list(token)).map((x) => [x.id, x.is_default])).toEqual([[b.id, 1], [a.id, 0]]);
    expect((await h.call('/api/address/defaultAddress', { id: 'x' }, { token })).msg).toContain('id');
  });

  it('edits the given fields; a new country without a region clears the region', async () => {
    const { token } = await newShopper(h.db);
    const a = (await add(token)).data;
    const r = await h.call('/api/address/editAddress', { id: a.id, city: 'Kazan', zipcode: '420000' }, { token });
    expect(r.data).toMatchObject({ id: a.id, city: 'Kazan', zipcode: '420000', name: 'Ivan Petrov', region_id: a.region_id });
    const moved = await h.call('/api/address/editAddress', { id: a.id, country_id: country('KZ').id }, { token });
    expect(moved.data).toMatchObject({ country_code: 'KZ', region_id: 0, region: '' });
    const region = await h.call('/api/address/editAddress', { id: a.id, region_id: country('RU').children[1].id }, { token });
    expect(region.msg).toBe('region_id does not belong to the chosen country');
    expect((await h.call('/api/address/editAddress', { id: a.id, mobile: 'abc' }, { token })).msg).toContain('mobile');
    expect((await h.call('/api/address/editAddress', { city: 'X' }, { token })).msg).toBe('id cannot be empty');
  });

  it('makes an address the default through edit, and keeps the default when asked to unset it', async () => {
    const { token } = await newShopper(h.db);
    const a = (await add(token)).data;
    const b = (await add(token, { name: 'Office' })).data;
    expect((await h.call('/api/address/editAddress', { id: b.id, is_default: 1 }, { token })).data.is_default).toBe(1);
    expect((await h.call('/api/address/editAddress', { id: b.id, is_default: 0 }, { token })).data.is_default).toBe(1);
    expect((await list(token)).find((x) => x.id === a.id)!.is_default).toBe(0);
  });

  it('deleting the default promotes another; deleting the last leaves none', async () => {
    const { token } = await newShopper(h.db);
    const a = (await add(token)).data;
    const b = (await add(token, { name: 'Office' })).data;
    const r = await h.call('/api/address/deleteAddress', { id: a.id }, { token });
    expect(r.data).toEqual({ id: a.id, default_id: b.id });
    expect((await list(token)).map((x) => [x.id, x.is_default])).toEqual([[b.id, 1]]);
    await h.call('/api/address/deleteAddress', { id: b.id }, { token });
    expect(await list(token)).toEqual([]);
    expect((await h.call('/api/address/deleteAddress', { id: b.id }, { token })).msg).toBe('Address not found');
    expect((await h.call('/api/address/deleteAddress', {}, { token })).msg).toBe('id cannot be empty');
  });
});

describe('another shopper\'s addresses', () => {
  it('answer not found everywhere and change nothing', async () => {
    const owner = await newShopper(h.db);
    const other = await newShopper(h.db);
    const a = (await add(owner.token)).data;
    const b = (await add(owner.token, { name: 'Office' })).data;
    const mine = (await add(other.token, { name: 'Mine' })).data;
    for (const [path, params] of [
      ['/api/address/defaultAddress', { id: b.id }],
      ['/api/address/editAddress', { id: a.id, city: 'Hacked' }],
      ['/api/address/deleteAddress', { id: a.id }],
    ] as const) {
      const r = await h.call(path, params, { token: other.token });
      expect(r.code).toBe(0);
      expect(r.msg).toBe('Address not found');
      expect(r.data).toBeNull();
    }
    expect((await list(owner.token)).map((x) => [x.id, x.city, x.is_default])).toEqual([[a.id, 'Moscow', 1], [b.id, 'Moscow', 0]]);
    expect((await list(other.token)).map((x) => [x.id, x.is_default])).toEqual([[mine.id, 1]]);
  });
});

describe('not logged in', () => {
  it.each(['lists', 'defaultAddress', 'deleteAddress', 'editAddress', 'addAddress'])('%s answers 401', async (name) => {
    const r = await h.call(`/api/address/${name}`, { id: 1 });
    expect(r.status).toBe(401);
    expect(r.code).toBe(401);
    const bad = await h.call(`/api/address/${name}`, { id: 1 }, { token: 'f'.repeat(64) });
    expect(bad.status).toBe(401);
  });
});
