import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkEstimate, estimateParams, volumetricG, type EstimateForm } from '../../src/pages/page/estimate-rules';
import { fieldOfMessage } from '../../src/pages/member/parcel/field-of';
import { declarationProblem, declaredFen, declaredTotal, toDeclaration } from '../../src/pages/member/parcel/declaration';
import { queryId, queryIds, payUrl, openLocationUrl } from '../../src/pages/member/parcel/common';
import { checkAddress, cleanMobile, normalizeMcode, toAddressForm, EMPTY_ADDRESS } from '../../src/pages/member/myaddress/address-rules';
import { coordinate, geoUri, webMapUrl } from '../../src/pages/location/open';
import { tabOf } from '../../src/pages/member/sendorder/tabs';

const form = (f: Partial<EstimateForm>): EstimateForm => ({ country: 'US', warehouse_id: '', goods_type: 'general', weight: '1200', length: '', width: '', height: '', ...f });
const keys = (p: object) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, (v as { key: string }).key]));

describe('shipping calculator rules', () => {
  it('accepts a weight alone or with all three sides', () => {
    expect(checkEstimate(form({}))).toEqual({});
    expect(checkEstimate(form({ length: '30', width: '20', height: '10' }))).toEqual({});
  });
  it('wants all three sides or none, naming each missing side', () => {
    expect(keys(checkEstimate(form({ length: '30' })))).toEqual({ width: 'estimate.err.sizeAll', height: 'estimate.err.sizeAll' });
    expect(keys(checkEstimate(form({ length: '30', height: '5' })))).toEqual({ width: 'estimate.err.sizeAll' });
  });
  it('wants positive numbers within the server limits', () => {
    expect(keys(checkEstimate(form({ length: '-1', width: '0', height: 'abc' })))).toEqual({ length: 'estimate.err.positive', width: 'estimate.err.positive', height: 'estimate.err.positive' });
    expect(checkEstimate(form({ length: '301', width: '20', height: '10' })).length).toEqual({ key: 'estimate.err.sizeMax', params: { max: 300 } });
    expect(keys(checkEstimate(form({ weight: '' })))).toEqual({ weight: 'estimate.err.weightRequired' });
    expect(keys(checkEstimate(form({ weight: '0' })))).toEqual({ weight: 'estimate.err.positive' });
    expect(checkEstimate(form({ weight: '1000001' })).weight).toEqual({ key: 'estimate.err.weightMax', params: { max: 1000 } });
    expect(keys(checkEstimate(form({ country: '' })))).toEqual({ country: 'estimate.err.country' });
  });
  it('sends sides only when all three are given, and a decimal comma as a point', () => {
    expect(estimateParams(form({ length: '30' }))).toEqual({ country: 'US', weight: 1200, goods_type: 'general' });
    expect(estimateParams(form({ weight: '1,5', length: '30', width: '20', height: '10', warehouse_id: '2' })))
      .toEqual({ country: 'US', weight: 1.5, goods_type: 'general', warehouse_id: 2, length: 30, width: 20, height: 10 });
  });
  it('computes the volumetric weight as the server does (hand-computed cases)', () => {
    // 30×20×10 cm / 6000 = 1 kg; / 5000 = 1.2 kg.
    expect(volumetricG(30, 20, 10, 6000)).toBe(1000);
    expect(volumetricG(30, 20, 10, 5000)).toBe(1200);
    // 6×55×37/6000 = 2.035 kg exactly: float noise must not add a gram.
    expect(volumetricG(6, 55, 37, 6000)).toBe(2035);
    // 1.2 kg + 700 g carton = 1 900 g beats the volumetric 1 000 g.
    expect(Math.max(1200 + 700, volumetricG(30, 20, 10, 6000))).toBe(1900);
  });
});

describe('server messages onto fields', () => {
  const fields = ['country', 'weight', 'length', 'width', 'height', 'goods_type', 'warehouse_id'] as const;
  it('finds the field a message names, the last one when several are named', () => {
    expect(fieldOfMessage('width must be between 0 and 300 cm', fields)).toBe('width');
    expect(fieldOfMessage('Give length, width and height together: height is missing', fields)).toBe('height');
    expect(fieldOfMessage('Give length, width and height together: width is missing', fields)).toBe('width');
    expect(fieldOfMessage('长、宽、高需要同时填写：缺少width', fields)).toBe('width');
    expect(fieldOfMessage('warehouse_id: no such warehouse', fields)).toBe('warehouse_id');
    expect(fieldOfMessage('Something went wrong', fields)).toBeNull();
    expect(fieldOfMessage('region_id does not belong to the chosen country', ['country_id', 'region_id'])).toBe('region_id');
  });
});

describe('customs declaration', () => {
  const goods = [1, 2];
  it('wants a type and a value above zero for every goods line', () => {
    expect(declarationProblem(goods, {})).toEqual({ goodsId: 1, field: 'type' });
    expect(declarationProblem(goods, { 1: { type: 'clothes', value: '0' } })).toEqual({ goodsId: 1, field: 'value' });
    expect(declarationProblem(goods, { 1: { type: 'clothes', value: '50' }, 2: { type: ' ', value: '3' } })).toEqual({ goodsId: 2, field: 'type' });
    expect(declarationProblem(goods, { 1: { type: 'clothes', value: '50' }, 2: { type: 'toy', value: '3.5' } })).toBeNull();
  });
  it('sends two-decimal values and sums them', () => {
    const lines = toDeclaration(goods, { 1: { type: ' clothes ', value: '50' }, 2: { type: 'toy', value: '3.456' } });
    expect(lines).toEqual([{ goods_id: 1, type: 'clothes', value: '50.00' }, { goods_id: 2, type: 'toy', value: '3.45' }]);
    expect(declaredTotal(lines)).toBe('53.45');
    expect(declaredFen(lines)).toBe(5345);
    expect(declaredTotal(toDeclaration([1, 2, 3], { 1: { type: 'a', value: '0.1' }, 2: { type: 'b', value: '0.2' }, 3: { type: 'c', value: '' } }))).toBe('0.30');
  });
});

describe('address rules', () => {
  const ok = { ...EMPTY_ADDRESS, name: 'Ann Lee', country_id: '5', mobile: '(202) 555-0123', address: '1 Main St', mcode: '+1' };
  it('names every missing required field, the region only when the country has regions', () => {
    expect(keys(checkAddress(EMPTY_ADDRESS, false))).toEqual({ name: 'common.notEmpty', country_id: 'common.notEmpty', mobile: 'common.notEmpty', address: 'common.notEmpty' });
    expect(checkAddress(ok, false)).toEqual({});
    expect(keys(checkAddress(ok, true))).toEqual({ region_id: 'common.notEmpty' });
  });
  it('takes a region typed for a country without a list, at most 100 characters (issue 33 item 4)', () => {
    expect(checkAddress({ ...ok, region: 'x'.repeat(100) }, false)).toEqual({});
    expect(checkAddress({ ...ok, region: 'x'.repeat(101) }, false)).toEqual({ region: { key: 'address.err.tooLong', params: { max: 100 } } });
    expect(keys(checkAddress({ ...ok, region: 'x'.repeat(101) }, true))).toEqual({ region_id: 'common.notEmpty' });
    expect(toAddressForm({ ...ok, region: ' Île-de-France ' }, false)).toMatchObject({ region_id: 0, region: 'Île-de-France' });
    expect(toAddressForm({ ...ok, region_id: '12', region: 'Île-de-France' }, true)).toMatchObject({ region_id: 12, region: '' });
  });
  it('wants 6 to 20 digits for the phone, a dialling code like +7 and a plain postcode', () => {
    expect(keys(checkAddress({ ...ok, mobile: '12ab34' }, false))).toEqual({ mobile: 'address.err.mobile' });
    expect(keys(checkAddress({ ...ok, mobile: '12345' }, false))).toEqual({ mobile: 'address.err.mobile' });
    expect(keys(checkAddress({ ...ok, mcode: '+12345' }, false))).toEqual({ mcode: 'address.err.mcode' });
    expect(keys(checkAddress({ ...ok, zipcode: '12#45' }, false))).toEqual({ zipcode: 'address.err.zipcode' });
    expect(cleanMobile(' (202) 555-01.23 ')).toBe('2025550123');
    expect(normalizeMcode('7')).toBe('+7');
    expect(normalizeMcode('')).toBe('');
  });
  it('sends what the server takes', () => {
    expect(toAddressForm({ ...ok, region_id: '12', lat: '55.75', lng: '37.61', is_default: true }, true)).toEqual({
      name: 'Ann Lee', mcode: '+1', mobile: '2025550123', country_id: 5, region_id: 12, region: '', city: '', address: '1 Main St', zipcode: '', is_default: true, lat: 55.75, lng: 37.61,
    });
    expect(toAddressForm(ok, false)).not.toHaveProperty('lat');
  });
});

describe('urls and query values', () => {
  it('reads ids from the query', () => {
    expect(queryId('12')).toBe(12);
    expect([queryId(undefined), queryId(''), queryId('0'), queryId('-3'), queryId('1.5'), queryId('abc')]).toEqual([null, null, null, null, null, null]);
    expect(queryIds('3,5,5,x,,0,7')).toEqual([3, 5, 7]);
    expect(tabOf('1')).toBe('1');
    expect(tabOf('-1')).toBe('-1');
    expect(tabOf('9')).toBe('all');
    expect(tabOf(undefined)).toBe('all');
  });
  it('builds the pay and place links', () => {
    expect(payUrl('S202401010001')).toBe('/pages/member/pay/index?sn=S202401010001');
    expect(openLocationUrl(55.75, 37.61, 'Ann & co')).toBe('/open-location?lat=55.75&lng=37.61&name=Ann%20%26%20co');
    expect(coordinate('91', 90)).toBeNull();
    expect(coordinate('', 90)).toBeNull();
    expect(coordinate('-33.9', 90)).toBe(-33.9);
    expect(geoUri(1.5, 2, 'Home')).toBe('geo:1.5,2?q=1.5,2(Home)');
    expect(webMapUrl(1.5, 2)).toBe('https://maps.google.com/?q=1.5,2');
  });
});

describe('strings of the parcel pages', () => {
  const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
  const sources = [
    ...files('src/pages/member/parcel'), ...files('src/pages/member/rehearsal'), ...files('src/pages/member/myaddress'), ...files('src/pages/location'),
    ...['index', 'detail', 'ParcelCard', 'Tracking', 'Messages', 'ChangeLine'].map((f) => `src/pages/member/sendorder/${f}.tsx`),
    'src/pages/page/estimate.tsx', 'src/pages/page/estimate-rules.ts',
  ].map((f) => readFileSync(f, 'utf8')).join('\n');
  const used = new Set([...sources.matchAll(/'((?:parcels|address|estimate)\.[\w.-]+)'/g)].map((m) => m[1]));
  // Keys built at run time.
  for (const k of ['all', '0', '1', '2', '3', '4', '-1']) used.add(`parcels.tabs.${k}`);
  for (const k of ['denied', 'unavailable', 'timeout', 'unsupported']) used.add(`address.geo.${k}`);
  const dicts = Object.fromEntries(['en', 'ru', 'zh-cn'].map((l) => [l, JSON.parse(readFileSync(`lang/${l}.json`, 'utf8'))]));
  const get = (d: Record<string, unknown>, key: string) => key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown> | undefined)?.[p], d);
  // The same placeholders, each once (a plural string repeats them in every form).
  const params = (s: string) => [...new Set([...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();

  it('exist in en, ru and zh-cn with the same placeholders', () => {
    expect(used.size).toBeGreaterThan(150);
    for (const key of used) {
      const en = get(dicts.en, key);
      expect(typeof en, `en ${key}`).toBe('string');
      for (const l of ['ru', 'zh-cn']) {
        const s = get(dicts[l], key);
        expect(typeof s === 'string' && s.length > 0, `${l} ${key}`).toBe(true);
        expect(params(s as string), `${l} ${key}`).toEqual(params(en as string));
      }
    }
  });
});

describe('server messages in words', () => {
  it('puts the label in place of the field it blames', async () => {
    const { withLabel } = await import('../../src/pages/member/parcel/field-of');
    expect(withLabel('Give length, width and height together: height is missing', 'height', 'Height')).toBe('Give length, width and height together: Height is missing');
    expect(withLabel('country_id: choose a country from the list', 'country_id', 'Country')).toBe('Country: choose a country from the list');
    expect(withLabel('nothing here', 'height', 'Height')).toBe('nothing here');
  });
});

describe('list thumbnails of parcel goods', () => {
  it('stay valid when the stored picture is already a thumbnail (server thumb is idempotent)', async () => {
    const { thumb } = await import('../../server/domain/catalogue/goods-card');
    expect(thumb('/static/goods/1-0.webp')).toBe('/static/goods/1-0_200.webp');
    expect(thumb(thumb('/static/goods/1-0.webp'))).toBe('/static/goods/1-0_200.webp');
    expect(thumb('/static/goods/1-0_200_200.webp')).toBe('/static/goods/1-0_200.webp');
  });
});
