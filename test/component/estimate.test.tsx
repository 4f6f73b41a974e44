import { describe, it, expect, vi, beforeAll, beforeEach, afterEach } from 'vitest';
import EstimatePage from '../../src/pages/page/estimate';
import { setLang, loadNamespaces } from '../../src/state/lang';
import { setSettings } from '../../src/state/settings';
import { setCurrency } from '../../src/state/currency';
import { mountPage, byId, typeInto, chooseIn, submitForm, fakeApi, type ApiCall, freshRoot, unmount } from './dom';
import { inDollars } from './currencies';

type Reply = { code: number; msg?: string; data?: unknown };
beforeAll(() => loadNamespaces(['parcels']));

const COUNTRIES = [{ id: 1, name: 'United States', code: 'US', mcode: '+1', has_children: true }, { id: 2, name: 'Russia', code: 'RU', mcode: '+7', has_children: false }];
const ANSWER = {
  country: { id: 1, code: 'US', name: 'United States' },
  goods_type: { code: 'general', name: 'General goods' },
  warehouse_id: null, actual_weight: 1200, carton_weight: 700, volumetric_weight: 1000, chargeable_weight: 1900, divisor: 6000,
  lines: [{
    line_id: 2, name: 'China Post Air', carrier: 'China Post', fee: '160.00', first_weight: 500, first_price: '70.00', step_weight: 500, step_price: '30.00',
    chargeable_weight: 1900, volumetric_weight: 1000, divisor: 6000, max_weight: 20000, transit_days: '15-30', insurance_rate: 20, insurance: '0.00',
  }],
  refused: [{ line_id: 4, name: 'Russian Express line', code: 'country', reason: 'Does not ship to United States' }],
};

let root: HTMLElement;
let calls: ApiCall[] = [];
let reply: (path: string) => Reply | undefined = () => undefined;

beforeEach(() => {
  root = freshRoot();
  reply = () => undefined;
  calls = fakeApi((path) => reply(path) ?? {
    '/api/other/getAreaInfo': { code: 1, data: COUNTRIES },
    '/api/other/getGoodsType': { code: 1, data: [{ id: 1, code: 'general', name: 'General goods' }, { id: 2, code: 'battery', name: 'With battery' }] },
    '/api/other/warehouse': { code: 1, data: [{ id: 1, name: 'Guangzhou main warehouse', address: '', contact: '', phone: '', free_days: 90 }] },
    '/api/other/estimates': { code: 1, data: ANSWER },
  }[path] ?? { code: 0, msg: 'unexpected' });
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  await setLang('en', false);
});

const mount = () => mountPage(root, EstimatePage, '/pages/page/estimate', 2);
const el = <T extends HTMLElement = HTMLInputElement>(id: string) => byId<T>(root, id);
const type = (id: string, v: string) => typeInto(root, id, v);
const choose = (id: string, v: string) => chooseIn(root, id, v);
const submit = () => submitForm(root, 2);
const err = (f: string) => root.querySelector(`#es-${f}-err`)?.textContent ?? null;
const estimates = () => calls.filter((c) => c.path === '/api/other/estimates');

describe('shipping calculator', () => {
  it('offers the countries, warehouses and goods types of the server; the destination starts at the shopper\'s country', async () => {
    setSettings({ countryCode: 'RU' });
    await mount();
    expect(el<HTMLSelectElement>('es-country').value).toBe('RU');
    expect([...el<HTMLSelectElement>('es-country').options].map((o) => o.textContent)).toEqual(['Choose…', 'United States', 'Russia']);
    expect([...el<HTMLSelectElement>('es-warehouse_id').options].map((o) => o.textContent)).toEqual(['Any warehouse', 'Guangzhou main warehouse']);
    expect([...el<HTMLSelectElement>('es-goods_type').options].map((o) => o.value)).toEqual(['general', 'battery']);
  });

  it('explains the dimensions rule next to the fields: all three or none, positive numbers', async () => {
    await mount();
    await choose('es-country', '');
    await submit();
    expect(err('country')).toBe('Choose the destination country');
    expect(err('weight')).toBe('Enter the weight in grams');
    await choose('es-country', 'US');
    await type('es-weight', '1200');
    await type('es-length', '30');
    await submit();
    expect(err('country')).toBeNull();
    expect(err('length')).toBeNull();
    expect(err('width')).toBe('Give all three sides, or none');
    expect(err('height')).toBe('Give all three sides, or none');
    expect(el('es-width').getAttribute('aria-invalid')).toBe('true');
    await type('es-width', '-2');
    await type('es-height', '0');
    await submit();
    expect(err('width')).toBe('Width must be a number above 0');
    expect(err('height')).toBe('Height must be a number above 0');
    await type('es-width', '20');
    await type('es-height', '400');
    await submit();
    expect(err('height')).toBe('At most 300 cm');
    expect(estimates()).toHaveLength(0);
    // Nothing typed was lost.
    expect([el('es-weight').value, el('es-length').value, el('es-width').value]).toEqual(['1200', '30', '20']);
  });

  it('lists every line with its chargeable weight (carton included), fee and transit time, and the refused lines', async () => {
    await mount();
    await choose('es-country', 'US');
    await type('es-weight', '1200');
    await type('es-length', '30');
    await type('es-width', '20');
    await type('es-height', '10');
    await submit();
    expect(Object.fromEntries(estimates()[0].fields)).toMatchObject({ country: 'US', weight: '1200', goods_type: 'general', length: '30', width: '20', height: '10' });
    const text = root.textContent!;
    expect(text).toContain('Weight with the carton1,900.00 g');
    expect(text).toContain('Volumetric weight (÷6000)1,000.00 g');
    expect(text).toContain('Chargeable weight1,900.00 g');
    expect(text).toContain('700 g carton');
    expect(text).toContain('China Post Air');
    expect(text).toContain('Chargeable 1,900.00 g');
    expect(text).toContain('15-30 days');
    expect(text).toContain('¥160.00');
    expect(text).toContain('Does not ship to United States');
  });

  it('a line\'s fee in yuan with ≈ the chosen currency under it (design §4c)', async () => {
    inDollars();
    try {
      await mount();
      await choose('es-country', 'US');
      await type('es-weight', '1200');
      await submit();
      expect(root.querySelector('.line-fee')!.textContent).toBe('¥160.00 ≈ $22.16');
    } finally {
      setSettings({ currencyList: [] });
    }
  });

  it('puts the server message next to the field it names', async () => {
    reply = (p) => (p === '/api/other/estimates' ? { code: 0, msg: 'Give length, width and height together: height is missing' } : undefined);
    await mount();
    await choose('es-country', 'US');
    await type('es-weight', '500');
    await submit();
    expect(err('height')).toBe('Give length, width and height together: Height is missing');
    expect(document.activeElement).toBe(el('es-height'));
  });
});
