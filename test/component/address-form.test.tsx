import { describe, it, expect, vi, beforeAll, beforeEach, afterEach } from 'vitest';
import { act } from 'preact/test-utils';
import AddressAdd from '../../src/pages/member/myaddress/add';
import { pickLocation } from '../../src/state/location-pick';
import { setLang, loadNamespaces } from '../../src/state/lang';
import { toasts } from '../../src/state/ui';
import { flush as flushTimes, mountPage, byId, typeInto, chooseIn, submitForm, fakeApi, type ApiCall, freshRoot, unmount } from './dom';

type Reply = { code: number; msg?: string; data?: unknown };
beforeAll(() => loadNamespaces(['parcels']));

const AREAS = [
  { id: 1, name: 'United States', code: 'US', mcode: '+1', children: [{ id: 11, name: 'California', code: 'US-CA' }, { id: 12, name: 'New York', code: 'US-NY' }] },
  { id: 2, name: 'Russia', code: 'RU', mcode: '+7', children: [] },
  { id: 3, name: 'Kazakhstan', code: 'KZ', mcode: '+7', children: [] },
  { id: 4, name: 'France', code: 'FR', mcode: '+33', children: [] },
];
const CODES = [
  { id: 1, country: 'United States', code: 'US', mcode: '+1' },
  { id: 2, country: 'Russia', code: 'RU', mcode: '+7' },
  { id: 3, country: 'Kazakhstan', code: 'KZ', mcode: '+7' },
];
const SAVED = { id: 9, name: 'Ann Lee', mcode: '+7', mobile: '9001234567', country_id: 2, country: 'Russia', country_code: 'RU', region_id: 0, region: '', city: 'Moscow', address: 'Tverskaya 1', zipcode: '125009', is_default: 1, lat: null, lng: null, created_at: 0 };

let root: HTMLElement;
let calls: ApiCall[] = [];
let reply: (path: string) => Reply | undefined = () => undefined;

beforeEach(() => {
  root = freshRoot();
  toasts.value = [];
  reply = () => undefined;
  calls = fakeApi((path) => reply(path)
    ?? (path === '/api/address/getAreaList' ? { code: 1, data: AREAS }
      : path === '/api/other/getmcode' ? { code: 1, data: CODES }
        : path === '/api/address/lists' ? { code: 1, data: [SAVED] }
          : { code: 1, data: SAVED }));
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  await setLang('en', false);
});

const flush = () => flushTimes(1);
const mount = (url: string) => mountPage(root, AddressAdd, url, 2);
const el = <T extends HTMLElement = HTMLInputElement>(id: string) => byId<T>(root, id);
const type = (id: string, v: string) => typeInto(root, id, v);
const choose = (id: string, v: string) => chooseIn(root, id, v);
const submit = () => submitForm(root);
/** The add form, filled with a complete Russian address (no region needed). */
async function newRussianAddress() {
  await mount('/pages/member/myaddress/add');
  await choose('ad-country_id', '2');
  await type('ad-name', 'Ivan');
  await type('ad-mobile', '9001234567');
  await type('ad-address', 'Tverskaya 1');
}
const err = (field: string) => root.querySelector(`#ad-${field}-err`)?.textContent ?? null;
/** The region chooser's sheet, once its tap has loaded it. */
async function openRegions(): Promise<HTMLElement> {
  await act(() => el<HTMLButtonElement>('ad-region_id').click());
  // Its chunk loads on the tap: waited for (a busy machine takes longer than 20 turns), up to 10 s.
  for (const end = Date.now() + 10_000; !document.querySelector('.sheet') && Date.now() < end;) await flushTimes(1);
  return document.querySelector<HTMLElement>('.sheet')!;
}
const sheetRows = () => [...document.querySelectorAll('.sheet li button')].map((b) => b.textContent);
/** Chooses a region by tapping it in the sheet. */
async function pickRegion(name: string) {
  const sheet = await openRegions();
  await act(() => [...sheet.querySelectorAll<HTMLButtonElement>('li button')].find((b) => b.textContent === name)!.click());
}
const saves = () => calls.filter((c) => c.path === '/api/address/addAddress' || c.path === '/api/address/editAddress');

describe('address form', () => {
  it('names every missing required field next to it and sends nothing', async () => {
    await mount('/pages/member/myaddress/add');
    await submit();
    expect(err('name')).toBe('Recipient name cannot be empty');
    expect(err('country_id')).toBe('Country cannot be empty');
    expect(err('mobile')).toBe('Phone cannot be empty');
    expect(err('address')).toBe('Street address cannot be empty');
    expect(el('ad-name').getAttribute('aria-invalid')).toBe('true');
    expect(el('ad-name').getAttribute('aria-describedby')).toBe('ad-name-err');
    expect(document.activeElement).toBe(el('ad-name'));
    expect(saves()).toHaveLength(0);
  });

  it('fills the dialling code from the country, offers its regions and requires one', async () => {
    await mount('/pages/member/myaddress/add');
    expect(root.querySelector('#ad-region_id')).toBeNull();
    await choose('ad-country_id', '1');
    expect(el<HTMLSelectElement>('ad-mcode').value).toBe('+1');
    expect(el('ad-region_id').textContent).toBe('Choose…');
    const sheet = await openRegions();
    expect(sheet.getAttribute('aria-label')).toBe('Region');
    expect(sheetRows()).toEqual(['California', 'New York']);
    await act(() => (sheet.querySelector('.sheet-cancel') as HTMLButtonElement).click());
    expect(document.querySelector('.sheet')).toBeNull();
    // A code chosen by hand is kept when the country changes; one that came from the country follows it.
    await choose('ad-country_id', '2');
    expect(el<HTMLSelectElement>('ad-mcode').value).toBe('+7');
    expect(root.querySelector('#ad-region_id')).toBeNull();
    await choose('ad-mcode', '+1');
    await choose('ad-country_id', '3');
    expect(el<HTMLSelectElement>('ad-mcode').value).toBe('+1');
    // Codes shared by several countries are one option.
    expect([...el<HTMLSelectElement>('ad-mcode').options].map((o) => o.textContent)).toContain('+7 Russia, Kazakhstan');
    await choose('ad-country_id', '1');
    await type('ad-name', 'Ann Lee');
    await type('ad-mobile', '2025550123');
    await type('ad-address', '1 Main St');
    await submit();
    expect(err('region_id')).toBe('Region cannot be empty');
    expect(saves()).toHaveLength(0);
  });

  it('wants digits for the phone, keeps what was typed, and sends a clean form', async () => {
    await mount('/pages/member/myaddress/add');
    await choose('ad-country_id', '1');
    await pickRegion('California');
    expect(el('ad-region_id').textContent).toBe('California');
    await type('ad-name', 'Ann Lee');
    await type('ad-address', '1 Main St');
    await type('ad-mobile', '202-555-01ab');
    await submit();
    expect(err('mobile')).toBe('The phone number must be 6 to 20 digits');
    expect(el('ad-mobile').value).toBe('202-555-01ab');
    expect(el('ad-name').value).toBe('Ann Lee');
    expect(saves()).toHaveLength(0);
    await type('ad-mobile', '(202) 555-0123');
    expect(err('mobile')).toBeNull();
    await submit();
    expect(saves()).toHaveLength(1);
    const f = saves()[0].fields;
    expect(Object.fromEntries(f)).toMatchObject({ name: 'Ann Lee', mcode: '+1', mobile: '2025550123', country_id: '1', region_id: '11', region: '', address: '1 Main St', is_default: '0' });
    expect(f.has('lat')).toBe(false);
  });

  it('finds a region of a long list by a few letters typed, in the shopper\'s language (issue 33)', async () => {
    const oblasts = ['Московская область', 'Челябинская область', 'Свердловская область', 'Республика Татарстан', 'Ёлкинский край'];
    reply = (p) => (p === '/api/address/getAreaList'
      ? { code: 1, data: [{ id: 2, name: 'Россия', code: 'RU', mcode: '+7', children: oblasts.map((name, i) => ({ id: 20 + i, name, code: `RU-${i}` })) }] }
      : undefined);
    await setLang('ru', false);
    await loadNamespaces(['parcels']);
    await mount('/pages/member/myaddress/add');
    await choose('ad-country_id', '2');
    const sheet = await openRegions();
    const find = sheet.querySelector<HTMLInputElement>('input[type=search]')!;
    expect(find.getAttribute('aria-label')).toBe('Найти регион');
    const search = (q: string) => act(() => {
      find.value = q;
      find.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await search('челяб');
    expect(sheetRows()).toEqual(['Челябинская область']);
    await search('елк'); // ё is е
    expect(sheetRows()).toEqual(['Ёлкинский край']);
    await search('Огайо');
    expect(sheetRows()).toEqual([]);
    expect(sheet.textContent).toContain('Региона с таким названием нет');
    await search('ЧЕЛЯБИНСКАЯ');
    await act(() => sheet.querySelector<HTMLButtonElement>('li button')!.click());
    expect(document.querySelector('.sheet')).toBeNull();
    expect(el('ad-region_id').textContent).toBe('Челябинская область');
    expect(document.activeElement).toBe(el('ad-region_id'));
    // Open again: the choice is marked and focused, the search empty.
    await openRegions();
    expect(document.querySelector('.sheet input[type=search]')!.getAttribute('value') ?? '').toBe('');
    expect(sheetRows()).toHaveLength(oblasts.length);
    expect(document.activeElement?.textContent).toBe('Челябинская область');
    expect(document.activeElement?.getAttribute('aria-pressed')).toBe('true');
    await type('ad-name', 'Иван');
    await type('ad-mobile', '9001234567');
    await type('ad-address', 'ул. Кирова, 1');
    await submit();
    expect(Object.fromEntries(saves()[0].fields)).toMatchObject({ country_id: '2', region_id: '21' });
  });

  // Issue 33 item 4: a country without a list of regions takes the region as typed.
  it('asks a country without a list for the region as text, keeps it across country changes, checks its length and sends it', async () => {
    await mount('/pages/member/myaddress/add');
    expect(root.querySelector('#ad-region')).toBeNull();
    await choose('ad-country_id', '4');
    expect(root.querySelector('#ad-region_id')).toBeNull();
    expect(root.querySelector('label[for=ad-region]')!.textContent).toBe('Region / province / state');
    expect(el('ad-region').getAttribute('autocomplete')).toBe('address-level1');
    await type('ad-region', 'x'.repeat(101));
    await choose('ad-country_id', '1');
    expect(root.querySelector('#ad-region')).toBeNull();
    expect(el('ad-region_id').textContent).toBe('Choose…');
    await choose('ad-country_id', '4');
    expect(el('ad-region').value).toBe('x'.repeat(101));
    await type('ad-name', 'Marie Curie');
    await type('ad-mobile', '612345678');
    await type('ad-address', '1 rue de Rivoli');
    await submit();
    expect(err('region')).toBe('Region / province / state: at most 100 characters');
    expect(document.activeElement).toBe(el('ad-region'));
    expect(saves()).toHaveLength(0);
    await type('ad-region', ' Île-de-France ');
    expect(err('region')).toBeNull();
    await submit();
    expect(Object.fromEntries(saves()[0].fields)).toMatchObject({ country_id: '4', region_id: '0', region: 'Île-de-France', mcode: '+33' });
  });

  it('shows the region typed of an address being edited, and the server message about it next to it', async () => {
    const paris = { ...SAVED, country_id: 4, country: 'France', country_code: 'FR', region: 'Île-de-France', city: 'Paris' };
    reply = (p) => (p === '/api/address/lists' ? { code: 1, data: [paris] }
      : p === '/api/address/editAddress' ? { code: 0, msg: 'Invalid parameter: region' } : undefined);
    await mount('/pages/member/myaddress/add?id=9');
    expect(el('ad-region').value).toBe('Île-de-France');
    await type('ad-region', 'Bretagne');
    await submit();
    expect(Object.fromEntries(saves()[0].fields)).toMatchObject({ id: '9', region_id: '0', region: 'Bretagne' });
    expect(err('region')).toBe('Invalid parameter: Region / province / state');
  });

  it('shows the server message next to the field it names, in words', async () => {
    reply = (p) => (p === '/api/address/addAddress' ? { code: 0, msg: 'zipcode may contain only letters, digits, spaces and dashes' } : undefined);
    await newRussianAddress();
    await submit();
    expect(err('zipcode')).toBe('Postcode may contain only letters, digits, spaces and dashes');
    expect(el('ad-address').value).toBe('Tverskaya 1');
  });

  it('a second tap on Save right after a failed save tries again and shows the answer (the throttle holds only after success)', async () => {
    const answers = [{ code: 0, msg: 'The service is busy, try again' }, { code: 0, msg: 'Still busy' }];
    reply = (p) => (p === '/api/address/addAddress' ? answers.shift() : undefined);
    await newRussianAddress();
    await submit();
    expect(root.textContent).toContain('The service is busy, try again');
    await submit(); // well within 1 000 ms of the first
    expect(saves()).toHaveLength(2);
    expect(root.textContent).toContain('Still busy');
    expect(el('ad-name').value).toBe('Ivan');
  });

  it('edits an address (?id=), with a location picked on /choose-location', async () => {
    pickLocation({ lat: 55.7558, lng: 37.6173 });
    await mount('/pages/member/myaddress/add?id=9');
    expect(el('ad-name').value).toBe('Ann Lee');
    expect(el<HTMLSelectElement>('ad-country_id').value).toBe('2');
    expect(root.textContent).toContain('55.75580, 37.61730');
    await type('ad-city', 'Saint Petersburg');
    await submit();
    const f = saves()[0];
    expect(f.path).toBe('/api/address/editAddress');
    expect(Object.fromEntries(f.fields)).toMatchObject({ id: '9', city: 'Saint Petersburg', lat: '55.7558', lng: '37.6173', is_default: '1' });
  });

  it('says so for an address that is not there (a bad or another user\'s id)', async () => {
    await mount('/pages/member/myaddress/add?id=404');
    expect(root.textContent).toContain('Address not found');
    expect(root.querySelector('form')).toBeNull();
    await mount('/pages/member/myaddress/add?id=abc');
    expect(root.textContent).toContain('Address not found');
  });
});
