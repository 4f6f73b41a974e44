import { describe, it, expect, vi, beforeAll, beforeEach, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import OnepayDetailPage from '../../src/pages/member/onepayorder/detail';
import { OnepayCard } from '../../src/pages/member/onepayorder/OnepayCard';
import RehearsalSubmit from '../../src/pages/member/rehearsal/submit';
import ConfirmParcel from '../../src/pages/member/sendorder/confirm';
import { Storage } from '../../src/pages/member/order/Storage';
import UserCentrePage from '../../src/pages/user/index';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { setSettings } from '../../src/state/settings';
import { setCurrency } from '../../src/state/currency';
import { clearSession, setSession } from '../../src/state/session';
import { dialog, closeDialog } from '../../src/state/dialog';
import type { OnepayDetail, OnepayListRow, OrderDetail } from '../../src/api/types/order';
import { fakeApi, flush, mountPage, typeInto, unmount, freshRoot } from './dom';
import { inDollars } from './currencies';

/*
 * Design §4c on the screens of parcels, one-pay orders, trial packing, storage and the user centre: every amount
 * the shop charges, credits or quotes reads as its yuan figure with ≈ its own conversion, never a converted figure
 * alone, and a total is the server's figure, not the sum of converted parts.
 */

let root = null as unknown as HTMLElement;
beforeAll(() => loadNamespaces(['orders', 'parcels', 'account', 'nav']));
beforeEach(() => {
  root = freshRoot();
  inDollars();
});
afterEach(async () => {
  root = await unmount(root);
  if (dialog.value) closeDialog(false);
  vi.unstubAllGlobals();
  setSettings({ currencyList: [] });
  clearSession();
  await setLang('en', false);
});

const rows = (scope: ParentNode = root) => [...scope.querySelectorAll('.sum-row')].map((r) => r.textContent);
/** Flushes until `ok()` holds (pieces that come in chunks of their own). */
const until = async (ok: () => unknown) => {
  for (let i = 0; i < 200 && !ok(); i++) await act(async () => { await new Promise((r) => setTimeout(r, 10)); });
  expect(ok()).toBeTruthy();
};

// Figures whose conversions do not add up: $2.95 + $0.31 + $22.17 + $0.45 = $25.88, while ¥186.78 ≈ $25.87.
const OP_MONEY = { goods_total: '21.30', post_fee: '2.20', shipping_fee: '160.04', insurance: true, insurance_fee: '3.24', total: '186.78', coupon: '0.00', paid: '0.00' };

describe('a one-pay order', () => {
  const order = (): OnepayDetail => ({
    id: 3, sn: 'P202400000003', status: 0, status_text: 'Awaiting payment', remark: '', goods_count: 1,
    goods: [{ id: 1, title: 'Tea', pic_url: '/t.webp', sku_text: '', price: '21.30', quantity: 1, url: '', remark: '', subtotal: '21.30', in_parcel: false,
      weight_g: null, volume_cm3: null, photos: [], photo_requested: false, arrived_at: null, free_days_left: null, goods_type: 'general' }],
    address: { name: 'Ann', mcode: '+1', mobile: '555', country: 'United States', country_code: 'US', region: '', city: 'LA', address: '1 Main St', zipcode: '90001' },
    line: { id: 2, name: 'EMS', carrier: 'EMS', transit_days: '7-15' }, ...OP_MONEY,
    carrier: '', tracking_no: '', tracking: [], photos: [], messages_count: 0, created_at: 1_700_000_000, paid_at: null, shipped_at: null, received_at: null,
    can: { pay: true, cancel: true, delete: false, pay_extra: false },
  });

  it('detail: each figure and the server\'s total in yuan with ≈ its own conversion; the bar\'s total the same', async () => {
    fakeApi((path) => (path === '/api/orders/opdetail' ? { code: 1, data: order() } : { code: 0 }));
    await mountPage(root, OnepayDetailPage, '/pages/member/onepayorder/detail?id=3', 3);
    expect(rows()).toEqual([
      'Goods¥21.30 ≈ $2.95', 'Domestic shipping¥2.20 ≈ $0.30', 'International shipping¥160.04 ≈ $22.17', 'Insurance¥3.24 ≈ $0.45', 'Total¥186.78 ≈ $25.87',
    ]);
    expect(root.querySelector('.o-bar .grow')!.textContent).toBe('Total ¥186.78 ≈ $25.87');
    await act(() => setCurrency('CNY'));
    expect(rows().at(-1)).toBe('Total¥186.78');
  });

  it('detail, paid with a coupon: the coupon taken off, the total after it and what was paid, each ¥ with ≈', async () => {
    fakeApi((path) => (path === '/api/orders/opdetail'
      ? { code: 1, data: { ...order(), status: 1, status_text: 'Paid', coupon: '15.00', total: '171.78', paid: '171.78', paid_at: 1_700_000_100, can: { pay: false, cancel: false, delete: false, pay_extra: false } } }
      : { code: 0 }));
    await mountPage(root, OnepayDetailPage, '/pages/member/onepayorder/detail?id=3', 3);
    expect(rows().slice(-3)).toEqual(['Coupon−¥15.00 ≈ −$2.08', 'Total¥171.78 ≈ $23.79', 'Paid¥171.78 ≈ $23.79']);
    expect(root.querySelector('.o-bar')).toBeNull();
  });

  it('card: the total in yuan with ≈', async () => {
    const row: OnepayListRow = { id: 3, sn: 'P202400000003', status: 0, status_text: 'Awaiting payment', goods: [], goods_count: 1, goods_total: '21.30', shipping_fee: '160.04', total: '186.78', coupon: '0.00', paid: '0.00', country_code: 'US', created_at: 0, can: { pay: true, cancel: true, delete: false, pay_extra: false } };
    fakeApi(() => ({ code: 0 }));
    await act(() => render(<OnepayCard o={row} onChange={() => {}} />, root));
    expect(root.querySelector('.o-total')!.textContent).toBe('Total ¥186.78 ≈ $25.87');
  });
});

describe('buying storage', () => {
  const order = { id: 4, goods: [], free_days: 90, extra_storage_days: 0 } as unknown as OrderDetail;

  it('each choice, the question before paying and the balance after: yuan with ≈', async () => {
    fakeApi((path) => (path === '/api/order/addStorage' ? { code: 1, data: { id: 4, days: 30, cost: '30.00', balance: '4970.00', extra_storage_days: 30 } } : { code: 0 }));
    await act(() => render(<Storage o={order} onDone={() => {}} />, root));
    const choices = [...root.querySelectorAll('.o-seg button')];
    expect(choices.map((b) => b.textContent)).toEqual(['+30 days · ¥30.00 ≈ $4.16', '+60 days · ¥60.00 ≈ $8.31', '+90 days · ¥90.00 ≈ $12.47']);
    await act(() => (choices[0] as HTMLButtonElement).click());
    expect(dialog.value?.message).toBe('Extend free storage by 30 days for ¥30.00 (≈\u00a0$4.16)? It is paid from your balance.');
  });
});

describe('the user centre', () => {
  it('shows the balance in yuan with ≈ under it', async () => {
    setSession({ id: 5, username: 'ann', nickname: 'Ann', money: '5000.00', token: 't' } as never);
    fakeApi(() => ({ code: 0 }));
    await mountPage(root, UserCentrePage, '/pages/user/index');
    expect(root.querySelector('.stat-money')!.textContent).toBe('¥5,000.00 ≈ $692.50');
    expect(root.querySelector('.stat-money .yuan-approx')).not.toBeNull();
  });
});

describe('quotes before a parcel exists', () => {
  const LINE = { id: 3, name: 'Air Standard', carrier: 'EMS', transit_days: '7-15', chargeable_weight: 1500, fee: '160.04', first_weight: 500, first_price: '60.00', step_weight: 500, step_price: '30.00', insurance_rate: 30 };

  it('trial packing → parcel: declared value, premium and the line\'s fee in yuan with ≈', async () => {
    const trial = {
      id: 5, status: 1, status_text: 'Measured', country_code: 'US', goods_count: 1, parcel_id: null, created_at: 0, weight_g: 1200,
      goods: [{ id: 3, order_id: 2, title: 'Red scarf', pic_url: '', sku: '', quantity: 1, price: '108.00', goods_type: 'general', weight_g: 500, volume: null }],
      dimensions: { length: 30, width: 20, height: 10 }, volume: 6000, carton_g: 700, measured_at: 1, lines: [LINE], refused: [], can: { cancel: true, submit: true },
    };
    fakeApi((path) => (path === '/api/rehearsal/detail' ? { code: 1, data: trial } : path === '/api/address/lists' ? { code: 1, data: [] } : { code: 1, data: [] }));
    await mountPage(root, RehearsalSubmit, '/pages/member/rehearsal/submit?id=5', 3);
    await until(() => root.querySelector('.ship-line-fee'));
    await typeInto(root, 'decl-value-3', '108');
    const text = root.textContent!;
    expect(text).toContain('Declared value: ¥108.00 ≈ $14.96');
    expect(text).toContain('Insure the parcel, premium ¥3.24 ≈ $0.45');
    expect(text).toContain('Estimated shipping fee: ¥160.04 ≈ $22.17');
    expect(root.querySelector('.ship-line-fee')!.textContent).toBe('¥160.04 ≈ $22.17');
  });

  it('parcel confirmation: the bar\'s estimate (line and premium, in yuan) with ≈ its conversion', async () => {
    const goods = [{ id: 1, order_id: 7, order_sn: 'O7', title: 'Scarf', pic_url: '/p.webp', sku_text: '', quantity: 1, price: '108.00', weight_g: 400, volume_cm3: 1000, photos: [], photo_requested: false, arrived_at: 1, free_days_left: 80, goods_type: 'general' }];
    const address = { id: 6, name: 'Bob', mcode: '+7', mobile: '999', country_id: 2, country: 'Russia', country_code: 'RU', region_id: 0, region: '', city: 'Moscow', address: '2 Tverskaya', zipcode: '101000', is_default: 1, lat: null, lng: null, created_at: 0 };
    fakeApi((path) => {
      if (path === '/api/order/getGoodslist') return { code: 1, data: { total: 1, per_page: 100, current_page: 1, last_page: 1, data: goods } };
      if (path === '/api/address/lists') return { code: 1, data: [address] };
      if (path === '/api/sendorder/getShippingMethod') return { code: 1, data: { country_code: 'RU', weight_g: 400, measured: false, current_line_id: null, lines: [LINE], refused: [] } };
      return { code: 1, data: null };
    });
    await mountPage(root, ConfirmParcel, '/pages/member/sendorder/confirm?ids=1', 3);
    await until(() => root.querySelector('.c-est .price'));
    expect(root.querySelector('.c-est')!.textContent).toBe('Estimated shipping ¥160.04 ≈ $22.17');
    await until(() => root.querySelector('#c-ins'));
    await act(() => root.querySelector<HTMLInputElement>('#c-ins ~ label input')!.click());
    await flush(2);
    expect(root.querySelector('.c-est')!.textContent).toBe('Estimated shipping ¥163.28 ≈ $22.61');
  });
});
