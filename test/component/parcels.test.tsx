import { describe, it, expect, vi, beforeAll, beforeEach, afterEach } from 'vitest';
import { act } from 'preact/test-utils';
import ParcelList from '../../src/pages/member/sendorder/index';
import ParcelDetailPage from '../../src/pages/member/sendorder/detail';
import RehearsalDetailPage from '../../src/pages/member/rehearsal/detail';
import { setLang, loadNamespaces } from '../../src/state/lang';
import { dialog, closeDialog } from '../../src/state/dialog';
import { currentUrl } from '../../src/router/navigate';
import { setSettings } from '../../src/state/settings';
import { setCurrency } from '../../src/state/currency';
import type { ComponentType } from 'preact';
import { fakeApi, type ApiCall, freshRoot, unmount, mountPage } from './dom';
import { inDollars } from './currencies';

type Reply = { code: number; msg?: string; data?: unknown };
beforeAll(() => loadNamespaces(['parcels', 'copy']));

const row = (over: Record<string, unknown> = {}) => ({
  id: 7, sn: 'S202401010007', status: 1, status_text: 'Awaiting shipping payment', line_name: 'EMS', country: 'United States', country_code: 'US',
  goods_count: 1, goods: [{ title: 'Red scarf', pic_url: '/static/goods/1-0_200.webp' }], weight_g: 1200, chargeable_weight: 1900,
  shipping_fee: '205.00', insurance_fee: '0.00', total: '205.00', estimate: null, created_at: 1700000000, can: { pay: true, cancel: true, receipt: false }, ...over,
});
const detail = (over: Record<string, unknown> = {}) => ({
  ...row(), remark: '', address: { name: 'Ann Lee', mcode: '+1', mobile: '2025550123', country: 'United States', country_code: 'US', region: 'California', city: 'LA', address: '1 Main St', zipcode: '90001' },
  line: { id: 1, name: 'EMS', carrier: 'EMS', transit_days: '7-15', divisor: 6000 },
  goods: [{ id: 3, order_id: 2, title: 'Red scarf', pic_url: '/static/goods/1-0_200.webp', sku: 'Red', quantity: 1, price: '50.00', goods_type: 'general', weight_g: 500, volume: null }],
  declaration: [{ goods_id: 3, type: 'clothes', value: '50.00' }], declared_value: '50.00', insurance: 0,
  dimensions: { length: 30, width: 20, height: 10 }, volumetric_weight: 1000, photos: ['/uploads/parcel/a.webp', '/uploads/parcel/b.webp'],
  carrier: '', tracking_no: '', weighed_at: 1700000100, paid_at: null, shipped_at: null, received_at: null, cancelled_at: null, ...over,
});

let root: HTMLElement;
let calls: ApiCall[] = [];
let reply: (path: string, fields: URLSearchParams) => Reply | undefined = () => undefined;

beforeEach(() => {
  root = freshRoot();
  reply = () => undefined;
  calls = fakeApi((path, fields) => reply(path, fields) ?? { code: 0, msg: `unexpected ${path}` });
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  dialog.value = null;
  await setLang('en', false);
});

const flush = async (n = 3) => {
  for (let i = 0; i < n; i++) await act(async () => { await new Promise((r) => setTimeout(r, 0)); });
};
const mount = async (Page: ComponentType, url: string) => { await mountPage(root, Page, url, 0); await flush(); };
/** Flushes until `ok()` holds (lazy pieces: the tracking and line-switch chunks load on demand). */
const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await act(async () => { await new Promise((r) => setTimeout(r, 10)); });
  expect(ok()).toBe(true);
};
const button = (name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith(name))!;
const tap = async (b: HTMLElement) => {
  await act(() => b.click());
  await flush();
};
const seen = (path: string) => calls.filter((c) => c.path === path);

describe('parcel list', () => {
  it('opens the tab of ?status= with the counts, and a card with what can be done', async () => {
    reply = (p) => (p === '/api/sendorder/lists'
      ? { code: 1, data: { total: 1, per_page: 10, current_page: 1, last_page: 1, data: [row()], counts: { all: 4, 0: 1, 1: 1, 2: 0, 3: 1, 4: 0, '-1': 1 } } }
      : undefined);
    await mount(ParcelList, '/pages/member/sendorder/index?status=1');
    expect(seen('/api/sendorder/lists')[0].fields.get('status')).toBe('1');
    const tabs = [...root.querySelectorAll('[role=tab]')];
    expect(tabs.map((x) => x.textContent)).toEqual(['All4', 'Packing1', 'To pay1', 'Paid', 'Shipped1', 'Received', 'Cancelled1']);
    expect(tabs[2].getAttribute('aria-selected')).toBe('true');
    const card = root.querySelector('article')!.textContent!;
    expect(card).toContain('Parcel S202401010007');
    expect(card).toContain('EMS · United States');
    expect(card).toContain('Chargeable 1,900.00 g');
    expect(card).toContain('¥205.00');
    expect(button('Confirm receipt')).toBeUndefined();
    await tap(button('Pay shipping'));
    expect(currentUrl()).toBe('/pages/member/pay/index?sn=S202401010007');
  });

  it('cancels a parcel only after the shopper confirms, then reloads', async () => {
    reply = (p) => (p === '/api/sendorder/lists'
      ? { code: 1, data: { total: 1, per_page: 10, current_page: 1, last_page: 1, data: [row({ status: 0, weight_g: null, chargeable_weight: null, total: null, shipping_fee: null, can: { pay: false, cancel: true, receipt: false } })], counts: { all: 1, 0: 1, 1: 0, 2: 0, 3: 0, 4: 0, '-1': 0 } } }
      : p === '/api/sendorder/cancel' ? { code: 1, data: detail({ status: -1 }) } : undefined);
    await mount(ParcelList, '/pages/member/sendorder/index?status=0');
    expect(root.textContent).toContain('The fee is known once the warehouse has packed and weighed the parcel.');
    await tap(button('Cancel parcel'));
    expect(dialog.value?.title).toBe('Cancel this parcel?');
    await act(() => closeDialog(false));
    await flush();
    expect(seen('/api/sendorder/cancel')).toHaveLength(0);
    await tap(button('Cancel parcel'));
    await act(() => closeDialog(true));
    await flush();
    expect(seen('/api/sendorder/cancel')[0].fields.get('id')).toBe('7');
    expect(seen('/api/sendorder/lists')).toHaveLength(2);
  });
});

describe('parcel detail', () => {
  it('shows a clear not-found view for a bad id or another user\'s parcel', async () => {
    reply = (p) => (p === '/api/sendorder/detail' ? { code: 0, msg: 'Parcel not found' } : undefined);
    await mount(ParcelDetailPage, '/pages/member/sendorder/detail?id=999');
    expect(root.textContent).toContain('Parcel not found');
    expect(root.querySelector('a[href="#/pages/member/sendorder/index"]')).not.toBeNull();
    calls.length = 0;
    await mount(ParcelDetailPage, '/pages/member/sendorder/detail?id=x');
    expect(root.textContent).toContain('Parcel not found');
    expect(seen('/api/sendorder/detail')).toHaveLength(0);
  });

  it('shows address, line, goods, declaration, measures, fees, photos, tracking and messages', async () => {
    reply = (p) => ({
      '/api/sendorder/detail': { code: 1, data: detail({ status: 3, status_text: 'Shipped', can: { pay: false, cancel: false, receipt: true }, carrier: 'EMS', tracking_no: 'EE123456789CN' }) },
      '/api/sendorder/isshowtrackindex': { code: 1, data: { show: true } },
      '/api/sendorder/gettrackindex': { code: 1, data: { carrier: 'EMS', tracking_no: 'EE123456789CN', events: [{ time: 1700000300, status: 'Departed Guangzhou', location: 'Guangzhou' }, { time: 1700000200, status: 'Accepted', location: '' }] } },
      '/api/sendorder/sendorderReply': { code: 1, data: [{ id: 1, from_staff: true, content: 'Packed with care', image: '', created_at: 1700000150 }] },
      '/api/sendorder/addReply': { code: 1, data: { id: 2, from_staff: false, content: 'Thanks!', image: '', created_at: 1700000400 } },
    } as Record<string, Reply>)[p];
    await mount(ParcelDetailPage, '/pages/member/sendorder/detail?id=7');
    await until(() => root.textContent!.includes('Departed Guangzhou'));
    const text = root.textContent!;
    for (const s of ['Shipped', 'S202401010007', 'Ann Lee', '+1 2025550123', '1 Main St, LA, California, United States, 90001', 'EMS', '7-15 days',
      'Red scarf', 'Declared as clothes', 'Declared value¥50.00', 'Not insured', 'Weight1,200.00 g', '30×20×10 cm', '6,000.00 cm³', 'Chargeable weight1,900.00 g',
      'Total¥205.00', 'Tracking number', 'EE123456789CN', 'Departed Guangzhou', 'Packed with care']) expect(text).toContain(s);
    expect(root.querySelectorAll('.photo-grid img')).toHaveLength(2);
    expect(button('Change shipping line')).toBeUndefined();
    expect(button('Pay shipping')).toBeUndefined();
    // A message to staff: named by what it does, and quiet (not the page's loud red action).
    const sendMessage = button('Send message');
    expect(sendMessage.className).not.toContain('btn-primary');
    // An empty one is refused next to the box, a real one is added.
    await act(() => { root.querySelector('.pf')!.closest('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })); });
    expect(root.querySelector('#pd-msg-err')?.textContent).toBe('Write a message first');
    const box = root.querySelector<HTMLTextAreaElement>('#pd-msg')!;
    await act(() => { box.value = 'Thanks!'; box.dispatchEvent(new Event('input', { bubbles: true })); });
    await act(() => { box.closest('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })); });
    await flush();
    expect(seen('/api/sendorder/addReply')[0].fields.get('content')).toBe('Thanks!');
    expect(root.querySelector('.msgs')!.textContent).toContain('Thanks!');
    // Receipt after confirming.
    reply = (p) => (p === '/api/sendorder/receipt' ? { code: 1, data: detail({ status: 4, status_text: 'Received', can: { pay: false, cancel: false, receipt: false } }) } : p === '/api/sendorder/isshowtrackindex' ? { code: 1, data: { show: false } } : undefined);
    await tap(button('Confirm receipt'));
    await act(() => closeDialog(true));
    await flush();
    expect(seen('/api/sendorder/receipt')).toHaveLength(1);
    expect(root.querySelector('#pd-status')!.textContent).toBe('Received');
  });

  it('changes the shipping line before payment', async () => {
    let line = { id: 1, name: 'EMS', carrier: 'EMS', transit_days: '7-15' };
    reply = (p, f) => ({
      '/api/sendorder/detail': { code: 1, data: detail({ line }) },
      '/api/sendorder/isshowtrackindex': { code: 1, data: { show: false } },
      '/api/sendorder/sendorderReply': { code: 1, data: [] },
      '/api/sendorder/getShippingMethod': { code: 1, data: { country_code: 'US', weight_g: 1200, measured: true, current_line_id: 1, refused: [{ id: 4, name: 'Russian Express line', reason: 'country', reason_text: 'EMS does not ship to US' }], lines: [
        { id: 2, name: 'China Post Air', carrier: 'China Post', transit_days: '15-30', chargeable_weight: 1900, fee: '160.00', first_weight: 500, first_price: '70.00', step_weight: 500, step_price: '30.00', insurance_rate: 20 },
        { id: 1, name: 'EMS', carrier: 'EMS', transit_days: '7-15', chargeable_weight: 1900, fee: '205.00', first_weight: 500, first_price: '150.00', step_weight: 500, step_price: '55.00', insurance_rate: 30 },
      ] } },
      '/api/sendorder/changeShippingMethod': (line = { id: Number(f.get('line_id')), name: 'China Post Air', carrier: 'China Post', transit_days: '15-30' }, { code: 1, data: detail({ line, total: '160.00' }) }),
    } as Record<string, Reply>)[p];
    await mount(ParcelDetailPage, '/pages/member/sendorder/detail?id=7');
    await tap(button('Change shipping line'));
    await until(() => root.textContent!.includes('Fees for the weighed parcel:'));
    // The lines that can carry it, then the refused one, disabled.
    const radios = [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios.map((r) => [r.checked, r.disabled])).toEqual([[false, false], [true, false], [false, true]]);
    await act(() => { radios[0].click(); });
    await tap(button('Use this line'));
    expect(seen('/api/sendorder/changeShippingMethod')[0].fields.get('line_id')).toBe('2');
    expect(root.querySelector('#pd-line')!.closest('section')!.textContent).toContain('China Post Air');
  });
});

describe('the weight a parcel is charged on and its estimate (issue 33 items 5, 7)', () => {
  // Packing, insured: the confirmation quoted ¥190.00 for the line and a ¥9.16 premium, ¥199.16 in all.
  const estimate = { chargeable_weight: 2100, weight_g: 1400, carton_g: 700, fee: '190.00', insurance_fee: '9.16', total: '199.16' };
  const packing = {
    status: 0, status_text: 'Packing', weight_g: null, chargeable_weight: null, shipping_fee: null, total: null, insurance: 1, insurance_fee: '9.16',
    estimate, dimensions: null, volumetric_weight: null, weighed_at: null, photos: [], can: { pay: false, cancel: true, receipt: false },
  };
  const replies = (d: Record<string, unknown>) => (p: string) => ({
    '/api/sendorder/detail': { code: 1, data: detail(d) },
    '/api/sendorder/lists': { code: 1, data: { total: 1, per_page: 10, current_page: 1, last_page: 1, data: [row(d)], counts: { all: 1, 0: 1, 1: 0, 2: 0, 3: 0, 4: 0, '-1': 0 } } },
    '/api/sendorder/sendorderReply': { code: 1, data: [] },
  } as Record<string, Reply>)[p];
  const section = (id: string) => root.querySelector(`#${id}`)!.closest('section')!;
  const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

  it('not weighed: the confirmed estimate with the premium as its own line, the carton explained; the card the same', async () => {
    reply = replies(packing);
    await mount(ParcelDetailPage, '/pages/member/sendorder/detail?id=7');
    expect([...section('pd-fees').querySelectorAll('.sum-row')].map((r) => r.textContent))
      .toEqual(['Estimated shipping fee¥190.00', 'Insurance fee¥9.16', 'Estimated total¥199.16']);
    expect(section('pd-measure').textContent).toContain('Estimated on 2,100.00 g: goods 1,400.00 g + carton 700.00 g');
    await mount(ParcelList, '/pages/member/sendorder/index?status=0');
    const card = root.querySelector('article')!.textContent!;
    expect(card).toContain('Insurance fee ¥9.16');
    expect(card).toContain('Estimated total ¥199.16');
  });

  it('uninsured: no premium line', async () => {
    reply = replies({ ...packing, insurance: 0, insurance_fee: '0.00', estimate: { ...estimate, insurance_fee: '0.00', total: '190.00' } });
    await mount(ParcelDetailPage, '/pages/member/sendorder/detail?id=7');
    expect([...section('pd-fees').querySelectorAll('.sum-row')].map((r) => r.textContent)).toEqual(['Estimated shipping fee¥190.00', 'Estimated total¥190.00']);
  });

  it('weighed packed at 2 150 g: explained from the weight and the volume it shows, in en, ru and zh-cn', async () => {
    reply = replies({ weight_g: 2150, chargeable_weight: 2150, volumetric_weight: 1000, shipping_fee: '220.00', total: '220.00' });
    const expected = {
      en: 'Charged on 2,150.00 g: weighed 2,150.00 g; volume 30×20×10 cm ÷ 6000 = 1,000.00 g',
      ru: 'Вес к оплате 2 150.00 г: взвешено 2 150.00 г; по объёму 30×20×10 см ÷ 6000 = 1 000.00 г',
      'zh-cn': '按 2,150.00 克 计费：称重 2,150.00 克；体积 30×20×10 厘米 ÷ 6000 = 1,000.00 克',
    } as const;
    for (const lang of ['en', 'ru', 'zh-cn'] as const) {
      await setLang(lang, false);
      await mount(ParcelDetailPage, '/pages/member/sendorder/detail?id=7');
      expect(plain(section('pd-measure').textContent), lang).toContain(expected[lang]);
    }
  });

  it('weighed without a size: explained from the weight alone', async () => {
    reply = replies({ weight_g: 2150, chargeable_weight: 2150, dimensions: null, volumetric_weight: null, shipping_fee: '220.00', total: '220.00' });
    await mount(ParcelDetailPage, '/pages/member/sendorder/detail?id=7');
    expect(section('pd-measure').textContent).toContain('Charged on 2,150.00 g: weighed 2,150.00 g');
    expect(section('pd-measure').textContent).not.toContain('volume');
  });
});

describe('parcel detail in the shopper\'s currency (issue 10, 16)', () => {
  afterEach(() => setSettings({ currencyList: [] }));

  it('shows declared values in yuan with the chosen currency beside them, as the parcel confirmation does', async () => {
    inDollars();
    reply = (p) => ({
      '/api/sendorder/detail': { code: 1, data: detail({ declaration: [{ goods_id: 3, type: 'clothes', value: '100.00' }], declared_value: '100.00' }) },
      '/api/sendorder/sendorderReply': { code: 1, data: [] },
    } as Record<string, Reply>)[p];
    await mount(ParcelDetailPage, '/pages/member/sendorder/detail?id=7');
    const goods = root.querySelector('#pd-goods')!.closest('section')!.textContent!;
    expect(goods).toContain('Declared as clothes, ¥100.00 ≈ $13.85');
    expect(goods).toContain('Declared value¥100.00 ≈ $13.85');
    // What the shopper pays, too (design §4c): every fee and the total in yuan, each with ≈ its own conversion.
    const fees = [...root.querySelector('#pd-fees')!.closest('section')!.querySelectorAll('.sum-row')].map((r) => r.textContent);
    expect(fees).toEqual(['Shipping fee¥205.00 ≈ $28.39', 'Insurance fee¥0.00 ≈ $0.00', 'Total¥205.00 ≈ $28.39']);
    expect(root.querySelector('#pd-fees')!.closest('section')!.querySelector('.sum-row.total')).not.toBeNull();
    expect(root.textContent).toContain('1 × ¥50.00 ≈ $6.93');
    // The pay block: the total to pay in yuan (≈ under it), the button that opens the pay page.
    expect(root.querySelector('[data-testid=pd-due]')!.textContent).toBe('Total ¥205.00 ≈ $28.39');
    await tap(button('Pay shipping'));
    expect(currentUrl()).toBe('/pages/member/pay/index?sn=S202401010007');
  });

  it('a card\'s total and an insured parcel\'s fees: yuan with ≈ each, the total the server\'s, not a sum of conversions', async () => {
    inDollars();
    // Figures whose conversions do not add up: $22.17 + $0.45 = $22.62, while ¥163.28 ≈ $22.61.
    const money = { shipping_fee: '160.04', insurance_fee: '3.24', total: '163.28', insurance: 1 };
    reply = (p) => ({
      '/api/sendorder/lists': { code: 1, data: { total: 1, per_page: 10, current_page: 1, last_page: 1, data: [row(money)], counts: { all: 1, 0: 0, 1: 1, 2: 0, 3: 0, 4: 0, '-1': 0 } } },
      '/api/sendorder/detail': { code: 1, data: detail(money) },
      '/api/sendorder/sendorderReply': { code: 1, data: [] },
    } as Record<string, Reply>)[p];
    await mount(ParcelList, '/pages/member/sendorder/index?status=1');
    expect(root.querySelector('article .card-total')!.textContent).toBe('Total ¥163.28 ≈ $22.61');
    await mount(ParcelDetailPage, '/pages/member/sendorder/detail?id=7');
    const fees = [...root.querySelectorAll('.sum .sum-row')].map((r) => r.textContent);
    expect(fees).toEqual(['Shipping fee¥160.04 ≈ $22.17', 'Insurance fee¥3.24 ≈ $0.45', 'Total¥163.28 ≈ $22.61']);
    expect(root.querySelector('[data-testid=pd-due]')!.textContent).toBe('Total ¥163.28 ≈ $22.61');
  });
});

describe('trial packing detail', () => {
  it('shows the measured weight and size and a fee per line, or that it is being measured', async () => {
    const base = {
      id: 5, status: 1, status_text: 'Measured', country_code: 'US', goods_count: 1, goods: [{ id: 3, order_id: 2, title: 'Red scarf', pic_url: '', sku: '', quantity: 1, price: '50.00', goods_type: 'general', weight_g: 500, volume: null }],
      weight_g: 1200, parcel_id: null, created_at: 1700000000, dimensions: { length: 30, width: 20, height: 10 }, volume: 6000, measured_at: 1700000100,
      lines: [{ id: 2, name: 'China Post Air', carrier: 'China Post', transit_days: '15-30', chargeable_weight: 1900, fee: '160.00', first_weight: 500, first_price: '70.00', step_weight: 500, step_price: '30.00', insurance_rate: 20 }],
      refused: [{ id: 3, name: 'DHL Express', reason: 'goods', reason_text: 'DHL Express cannot carry cosmetics' }], can: { cancel: true, submit: true },
    };
    reply = (p) => (p === '/api/rehearsal/detail' ? { code: 1, data: base } : p === '/api/other/getAreaInfo' ? { code: 1, data: [{ id: 1, name: 'United States', code: 'US', mcode: '+1', has_children: true }] } : undefined);
    await mount(RehearsalDetailPage, '/pages/member/rehearsal/detail?id=5');
    const text = root.textContent!;
    // Measured packed (issue 33): the carton is in the weight, no carton row adds it again.
    expect(text).not.toContain('Carton');
    expect(text).toContain('Weighed packed, the carton included.');
    for (const s of ['Measured', 'United States', 'Weight1,200.00 g', '30×20×10 cm', '6,000.00 cm³', 'China Post Air', '¥160.00', 'Chargeable weight 1,900.00 g', 'DHL Express cannot carry cosmetics']) expect(text).toContain(s);
    await tap(button('Send as a parcel'));
    expect(currentUrl()).toBe('/pages/member/rehearsal/submit?id=5');

    reply = (p) => (p === '/api/rehearsal/detail' ? { code: 1, data: { ...base, status: 0, status_text: 'Measuring', weight_g: null, lines: [], refused: [] } } : undefined);
    await mount(RehearsalDetailPage, '/pages/member/rehearsal/detail?id=6');
    expect(root.textContent).toContain('The warehouse is packing and measuring these goods.');
    expect(button('Send as a parcel')).toBeUndefined();

    reply = (p) => (p === '/api/rehearsal/detail' ? { code: 0, msg: 'Trial packing not found' } : undefined);
    await mount(RehearsalDetailPage, '/pages/member/rehearsal/detail?id=404');
    expect(root.textContent).toContain('Trial packing not found');
  });
});
