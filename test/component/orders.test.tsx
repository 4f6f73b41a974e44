import { describe, it, expect, vi, beforeAll, beforeEach, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import type { ComponentType } from 'preact';
import OrderList from '../../src/pages/member/order/index';
import OrderDetail from '../../src/pages/member/order/detail';
import ConfirmParcel from '../../src/pages/member/sendorder/confirm';
import { declarationErrors, premium, toDeclaration } from '../../src/pages/member/parcel/declaration';
import { toasts } from '../../src/state/ui';
import { dialog, closeDialog } from '../../src/state/dialog';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { currentUrl } from '../../src/router/navigate';
import { setSettings } from '../../src/state/settings';
import { setCurrency } from '../../src/state/currency';
import type { OrderCan, OrderListRow } from '../../src/api/types/order';
import { fakeApi, type ApiCall, freshRoot, unmount, mountPage } from './dom';

type Reply = { code: number; msg?: string; data?: unknown };

beforeAll(() => loadNamespaces(['orders', 'refund']));

let root: HTMLElement;
let calls: ApiCall[] = [];
let reply: (path: string, params: URLSearchParams) => Reply = () => ({ code: 1, data: null });

beforeEach(() => {
  root = freshRoot();
  toasts.value = [];
  calls = fakeApi((path, fields) => reply(path, fields));
});
afterEach(async () => {
  root = await unmount(root);
  if (dialog.value) closeDialog(false);
  vi.unstubAllGlobals();
  await setLang('en', false);
});

const flush = () => act(async () => { for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0)); });
const mount = async (Page: ComponentType, url: string) => { await mountPage(root, Page, url, 0); await flush(); };
const click = async (el: Element | null | undefined) => {
  expect(el, 'element to click').toBeTruthy();
  await act(() => (el as HTMLElement).click());
  await flush();
};
const button = (text: string, scope: ParentNode = root) => [...scope.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
const called = (path: string) => calls.filter((c) => c.path === path);
const type = async (el: Element | null, v: string) => {
  expect(el).toBeTruthy();
  await act(() => {
    (el as HTMLInputElement).value = v;
    el!.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

const NONE: OrderCan = { pay: false, cancel: false, delete: false, pay_extra: false };
function row(id: number, status: OrderListRow['status'], can: Partial<OrderCan>): OrderListRow {
  return {
    id, sn: `O2024000000${id}`, group_sn: 'OG202400000001', seller: 'Shop A', status, status_text: `status ${status}`,
    problem: null, problem_text: '', goods: [{ id: id * 10, title: `Goods ${id}`, pic_url: '/p.webp', sku_text: '', price: '10.00', quantity: 1 }],
    goods_count: 1, total: '12.00', goods_total: '10.00', post_fee: '2.00', service_fee: '0.00', created_at: 1_700_000_000, can: { ...NONE, ...can },
    coupon: '0.00', paid: '12.00', refunded: '0.00', refund_state: 'none',
  };
}
const COUNTS = { all: 3, '0': 1, '1': 1, '2': 0, '3': 0, '4': 0, '5': 0, '-1': 1, problem: 0 };
const page = (data: unknown[]) => ({ total: data.length, per_page: 10, current_page: 1, last_page: 1, data });

describe('order list', () => {
  beforeEach(() => {
    reply = (path, p) => {
      if (path === '/api/order/lists') {
        const all = [row(1, 0, { pay: true, cancel: true }), row(2, 1, { cancel: true }), row(3, -1, { delete: true })];
        const status = p.get('status');
        return { code: 1, data: { ...page(status === 'all' ? all : all.filter((o) => String(o.status) === status)), counts: COUNTS } };
      }
      if (path === '/api/order/cancel') return { code: 1, data: { id: Number(p.get('id')), status: -1, refund: '0.00' } };
      return { code: 1, data: null };
    };
  });

  it('opens the tab of ?status=, shows counts, and a tab switch asks for that status', async () => {
    await mount(OrderList, '/pages/member/order/index?status=0');
    expect(called('/api/order/lists')[0].fields.get('status')).toBe('0');
    expect(called('/api/order/lists')[0].fields.get('page')).toBe('1');
    const selected = root.querySelector('[role=tab][aria-selected=true]')!;
    expect(selected.textContent).toBe('Unpaid1');
    expect(root.querySelectorAll('.o-card')).toHaveLength(1);

    await click([...root.querySelectorAll('[role=tab]')].find((t) => t.textContent?.startsWith('To buy')));
    expect(currentUrl()).toBe('/pages/member/order/index?status=1');
    expect(called('/api/order/lists').at(-1)!.fields.get('status')).toBe('1');
    expect(root.querySelector('[role=tab][aria-selected=true]')!.textContent).toBe('To buy1');
    expect(root.querySelector('.o-sn')!.textContent).toBe('O20240000002');
    // The bill's number (OG…), as the pay page showed it, so the shopper can match the two.
    expect(root.querySelector('.o-card')!.textContent).toContain('Order group OG202400000001');

    await click([...root.querySelectorAll('[role=tab]')].find((t) => t.textContent === 'All'));
    expect(called('/api/order/lists').at(-1)!.fields.get('status')).toBe('all');
    expect(root.querySelectorAll('.o-card')).toHaveLength(3);
  });

  it('offers exactly the actions `can` allows; pay goes to the pay page with the order number', async () => {
    await mount(OrderList, '/pages/member/order/index');
    const [unpaid, paid, cancelled] = [...root.querySelectorAll('.o-card')];
    const labels = (card: Element) => [...card.querySelectorAll('.o-actions button')].map((b) => b.textContent);
    expect(labels(unpaid)).toEqual(['Cancel order', 'Pay']);
    expect(labels(paid)).toEqual(['Cancel order']);
    expect(labels(cancelled)).toEqual(['Delete']);
    await click(button('Pay', unpaid));
    expect(currentUrl()).toBe('/pages/member/pay/index?sn=O20240000001');
  });

  it('cancels after confirmation and reloads the list; a dismissed dialog changes nothing', async () => {
    await mount(OrderList, '/pages/member/order/index?status=0');
    await click(button('Cancel order'));
    expect(dialog.value?.message).toContain('O20240000001');
    await act(() => closeDialog(false));
    await flush();
    expect(called('/api/order/cancel')).toHaveLength(0);

    const before = called('/api/order/lists').length;
    await click(button('Cancel order'));
    await act(() => closeDialog(true));
    await flush();
    expect(called('/api/order/cancel').map((c) => c.fields.get('id'))).toEqual(['1']);
    expect(called('/api/order/lists').length).toBe(before + 1);
    expect(toasts.value.map((t) => t.text)).toContain('Order cancelled');
  });
});

describe('order detail', () => {
  it('shows a clear not-found for another user\'s id and for a bad id, without crashing', async () => {
    reply = (path) => (path === '/api/order/detail' ? { code: 0, msg: 'Order not found' } : { code: 1, data: null });
    await mount(OrderDetail, '/pages/member/order/detail?id=999999');
    expect(root.querySelector('[role=alert] h2')!.textContent).toBe('Order not found');
    expect(root.querySelector<HTMLAnchorElement>('[role=alert] a')!.getAttribute('href')).toBe('#/pages/member/order/index');

    render(null, root);
    calls.length = 0;
    await mount(OrderDetail, '/pages/member/order/detail?id=abc');
    expect(calls).toHaveLength(0);
    expect(root.querySelector('[role=alert] h2')!.textContent).toBe('Order not found');
  });
});

describe('an order\'s money in yuan with ≈ (design §4c)', () => {
  // The server's figures: goods ¥100.03 + post ¥10.03 + service ¥5.00 − coupon ¥15.00 = total ¥100.06; ¥40.00 came back.
  // At 0.1385 each is converted once from its own yuan figure: the total is $13.86, not a sum of converted parts.
  const money = { goods_total: '100.03', post_fee: '10.03', service_fee: '5.00', coupon: '15.00', total: '100.06', paid: '100.06', refunded: '40.00', refund_state: 'partly' };
  beforeEach(() => {
    setSettings({ currencyList: [{ code: 'USD', title: 'US Dollar', symbol_left: '$', symbol_right: '', symbol: '$', value: '0.1385', decimal_place: 2 }] });
    setCurrency('USD');
  });
  afterEach(() => setSettings({ currencyList: [] }));
  const detailOf = (more: object) => ({ ...row(5, 1, { cancel: true }), shipping: 'standard', remark: '', goods: [], refunded_goods: [], problem_handling: null, created_at: 1_700_000_000, paid_at: 1_700_000_100, ...more });

  it('the card shows the server\'s total, and what was paid beside what came back', async () => {
    reply = (path) => (path === '/api/order/lists' ? { code: 1, data: { ...page([{ ...row(5, 1, { cancel: true }), ...money }]), counts: COUNTS } } : { code: 1, data: null });
    await mount(OrderList, '/pages/member/order/index');
    expect(root.querySelector('.o-total')!.textContent).toBe('Total ¥100.06 ≈ $13.86');
    expect([...root.querySelectorAll('.o-back > span')].map((x) => x.textContent)).toEqual(['Paid ¥100.06 ≈ $13.86', 'Refunded ¥40.00 ≈ $5.54']);
  });

  it('the detail lists goods, shipping, fee, the coupon, the total, paid and refunded, each ¥ with ≈', async () => {
    reply = (path) => (path === '/api/order/detail' ? { code: 1, data: detailOf(money) } : { code: 1, data: null });
    await mount(OrderDetail, '/pages/member/order/detail?id=5');
    expect([...root.querySelectorAll('.sum-row')].map((r) => r.textContent)).toEqual([
      'Goods¥100.03 ≈ $13.85', 'Domestic shipping · Standard¥10.03 ≈ $1.39', 'Service fee¥5.00 ≈ $0.69', 'Coupon−¥15.00 ≈ −$2.08',
      'Total¥100.06 ≈ $13.86', 'Paid¥100.06 ≈ $13.86', 'Refunded¥40.00 ≈ $5.54',
    ]);
  });

  it('no coupon row without a coupon; unpaid: no paid or refunded rows, and the bar asks for the server\'s total', async () => {
    const unpaid = { ...money, coupon: '0.00', total: '115.06', paid: '0.00', refunded: '0.00', refund_state: 'none' };
    reply = (path) => (path === '/api/order/detail' ? { code: 1, data: detailOf({ status: 0, status_text: 'status 0', can: { ...NONE, pay: true, cancel: true }, ...unpaid, paid_at: null }) } : { code: 1, data: null });
    await mount(OrderDetail, '/pages/member/order/detail?id=5');
    expect([...root.querySelectorAll('.sum-row')].map((r) => r.textContent)).toEqual([
      'Goods¥100.03 ≈ $13.85', 'Domestic shipping · Standard¥10.03 ≈ $1.39', 'Service fee¥5.00 ≈ $0.69', 'Total¥115.06 ≈ $15.94',
    ]);
    expect(root.querySelector('.o-bar .grow')!.textContent).toBe('Total ¥115.06 ≈ $15.94');
  });
});

describe('a refunded order', () => {
  const goods = [{ id: 71, title: 'Scarf', pic_url: '/p.webp', sku_text: '', price: '25.00', quantity: 1 }, { id: 72, title: 'Gloves', pic_url: '/p.webp', sku_text: '', price: '30.00', quantity: 1 }];
  const gone = { ...row(7, -1, { delete: true }), status_text: 'Refunded', refund_state: 'fully', paid: '65.75', refunded: '65.75', goods, goods_count: 2 };

  it('is listed under "Refunded" with its own count, its badge and the amount back beside the amount paid', async () => {
    reply = (path, p) => (path === '/api/order/lists'
      ? { code: 1, data: { ...page(p.get('status') === 'refunded' ? [gone] : []), counts: { ...COUNTS, refunded: 1 } } }
      : { code: 1, data: null });
    await mount(OrderList, '/pages/member/order/index?status=refunded');
    const tab = [...root.querySelectorAll('[role=tab]')].find((x) => x.textContent?.startsWith('Refunded'))!;
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(tab.textContent).toContain('1');
    expect(called('/api/order/lists').at(-1)!.fields.get('status')).toBe('refunded');
    const card = root.querySelector('.o-card')!;
    expect(card.querySelector('.o-status')!.textContent).toBe('Refunded');
    expect(card.querySelector('.o-status')!.className).toContain('tone-done');
    expect(card.querySelector('.o-back')!.textContent).toBe('Paid ¥65.75Refunded ¥65.75');
    expect(card.textContent).toContain('2 items');
  });

  it('reads as refunded in its detail, paid and refunded in its payment block', async () => {
    reply = (path) => (path === '/api/order/detail'
      ? { code: 1, data: { ...gone, shipping: 'standard', remark: '', goods: [], refunded_goods: [], problem_handling: null, paid_at: 1_700_000_100, cancelled_at: 1_700_000_200, goods_total: '55.00', post_fee: '8.00', service_fee: '2.75', total: '65.75', coupon: '0.00' } }
      : { code: 1, data: null });
    await mount(OrderDetail, '/pages/member/order/detail?id=7');
    expect(root.querySelector('.o-hero h2')!.textContent).toBe('Refunded');
    expect([...root.querySelectorAll('.sum-row')].map((r) => r.textContent).slice(-3)).toEqual(['Total¥65.75', 'Paid¥65.75', 'Refunded¥65.75']);
  });
});

describe('order detail actions', () => {
  const DETAIL = {
    id: 4, sn: 'O202400000004', group_sn: 'OG202400000004', seller: 'Shop B', status: 3, status_text: 'In the warehouse', shipping: 'standard', remark: '',
    goods: [{
      id: 40, title: 'Linen dress', pic_url: '/p.webp', sku_text: 'Size: S', price: '229.00', quantity: 1, url: '', remark: '', subtotal: '229.00', in_parcel: false,
      weight_g: 690, volume_cm3: 2760, photos: ['/qc/1.webp', '/qc/2.webp'], photo_requested: false, arrived_at: 1_700_000_000, free_days_left: 5, goods_type: 'general',
    }],
    goods_count: 1, refunded_goods: [], goods_total: '229.00', post_fee: '10.00', service_fee: '11.45', total: '250.45',
    problem: 'price_change', problem_text: 'Price changed: extra payment needed', problem_amount: '15.00',
    problem_handling: { kind: 'price_change', text: 'Price changed: extra payment needed', amount: '15.00', actions: ['pay', 'cancel'], pay: { type: 'order_problem', sn: 'O202400000004', amount: '15.00' } },
    express_company: 'SF', express_no: 'SF123', messages_count: 0, free_days: 90, extra_storage_days: 0,
    created_at: 1_700_000_000, paid_at: 1_700_000_100, bought_at: 1_700_000_200, stored_at: 1_700_000_300, cancelled_at: null,
    can: { pay: false, cancel: false, delete: false, pay_extra: true },
  };
  beforeEach(() => {
    reply = (path) => {
      if (path === '/api/order/detail') return { code: 1, data: DETAIL };
      if (path === '/api/order/addStorage') return { code: 0, msg: 'Your balance is not enough' };
      if (path === '/api/order/addPhoto') return { code: 1, data: { goods_id: 40, photo_requested: true } };
      if (path === '/api/goodsrefund/getInfo') return { code: 1, data: { id: 40, order_id: 4, order_sn: DETAIL.sn, goods_id: 40, title: 'Linen dress', pic_url: '/p.webp', sku_text: '', quantity: 1, price: '229.00', max_amount: '229.00', mode: 'return', refund: null } };
      if (path === '/api/goodsproblem/handleMethod') return { code: 1, data: { id: 4, method: 'pay', status: 3, pay: DETAIL.problem_handling.pay, refund: '0.00' } };
      return { code: 1, data: null };
    };
  });

  it('shows the warehouse facts and QC photos, and pays a price difference on the pay page as order_problem', async () => {
    await mount(OrderDetail, '/pages/member/order/detail?id=4');
    // An order with a problem shows once its problem box (a chunk of its own) has come with it.
    await vi.waitFor(() => expect(root.querySelector('.o-warn')).toBeTruthy(), { timeout: 5000 });
    expect(root.textContent).toContain('Weight: 690.00 g');
    expect(root.textContent).toContain('Volume: 2,760.00 cm³');
    expect(root.textContent).toContain('Free storage: 5 days left');
    // The QC photos come in their own chunk, in a row kept for them.
    await expect.poll(() => root.querySelectorAll('.photo-slot .photo-strip button').length, { timeout: 5000 }).toBe(2);
    expect(root.querySelector('.o-warn')!.textContent).toContain('Price changed: extra payment needed');
    // The banner is coloured by what the status means, with the progress bar under it.
    expect(root.querySelector('.o-hero')!.className).toMatch(/tone-(act|wait|done)/);
    await expect.poll(() => root.querySelector('.steps-slot .status-steps li[aria-current=step]')?.textContent, { timeout: 5000 }).toBe('In warehouse');
    await click(button('Pay the difference'));
    // After a confirm (its code loads on the tap).
    await vi.waitFor(() => expect(dialog.value?.message).toContain('Pay ¥15.00 more'));
    await act(() => closeDialog(true));
    await flush();
    expect(currentUrl()).toBe('/pages/member/pay/index?sn=O202400000004&type=order_problem');
  });

  it('asks before buying storage and keeps the server\'s refusal in view', async () => {
    await mount(OrderDetail, '/pages/member/order/detail?id=4');
    await vi.waitFor(() => expect(root.querySelector('.o-warn')).toBeTruthy(), { timeout: 5000 });
    // The storage, tracking and messages panels are a chunk of their own, loaded once the page has painted.
    await expect.poll(() => root.querySelector('#o-storage'), { timeout: 5000 }).toBeTruthy();
    await click([...root.querySelectorAll('.o-seg button')].find((b) => b.textContent?.startsWith('+60 days')));
    expect(dialog.value?.message).toBe('Extend free storage by 60 days for ¥60.00? It is paid from your balance.');
    await act(() => closeDialog(true));
    await flush();
    expect(called('/api/order/addStorage')[0].fields.get('days')).toBe('60');
    expect(called('/api/order/addStorage')[0].fields.get('id')).toBe('4');
    expect(root.querySelector('#o-storage')!.parentElement!.querySelector('[role=alert]')!.textContent).toBe('Your balance is not enough');
  });

  it('requests more photos with a remark', async () => {
    await mount(OrderDetail, '/pages/member/order/detail?id=4');
    await vi.waitFor(() => expect(root.querySelector('.o-warn')).toBeTruthy(), { timeout: 5000 });
    await click(button('Ask for more photos'));
    await type(root.querySelector('#rp-40'), 'The label, please');
    await click(button('Request photos', root.querySelector('.o-goods')!));
    const sent = called('/api/order/addPhoto')[0].fields;
    expect([sent.get('goods_id'), sent.get('remark')]).toEqual(['40', 'The label, please']);
  });
});

describe('parcel confirmation', () => {
  const GOODS = [1, 2].map((id) => ({
    id, order_id: 7, order_sn: 'O202400000007', title: `Goods ${id}`, pic_url: '/p.webp', sku_text: '', quantity: 1, price: '50.00',
    weight_g: 400, volume_cm3: 1000, photos: ['/qc.jpg'], photo_requested: false, arrived_at: 1_700_000_000, free_days_left: 80, goods_type: 'general',
  }));
  const ADDRESSES = [
    { id: 5, name: 'Ann', mcode: '+1', mobile: '555', country_id: 1, country: 'United States', country_code: 'US', region_id: 0, region: '', city: 'Springfield', address: '1 Main St', zipcode: '12345', is_default: 0, lat: null, lng: null, created_at: 0 },
    { id: 6, name: 'Bob', mcode: '+7', mobile: '999', country_id: 2, country: 'Russia', country_code: 'RU', region_id: 0, region: '', city: 'Moscow', address: '2 Tverskaya', zipcode: '101000', is_default: 1, lat: null, lng: null, created_at: 0 },
  ];
  const LINE = { id: 3, name: 'Air Standard', carrier: 'EMS', transit_days: '7-15', chargeable_weight: 1500, fee: '120.00', first_weight: 500, first_price: '60.00', step_weight: 500, step_price: '30.00', insurance_rate: 30 };
  beforeEach(() => {
    reply = (path) => {
      if (path === '/api/order/getGoodslist') return { code: 1, data: page(GOODS) };
      if (path === '/api/address/lists') return { code: 1, data: ADDRESSES };
      if (path === '/api/sendorder/getShippingMethod') {
        return { code: 1, data: { country_code: 'RU', weight_g: 800, measured: false, current_line_id: null, lines: [LINE], refused: [{ id: 4, name: 'Sea', reason: 'goods', reason_text: 'Sea does not carry batteries' }] } };
      }
      if (path === '/api/order/ordertopackage') return { code: 1, data: { sn: 'S202400000009', id: 9, estimate: { chargeable_weight: 1500, fee: '120.00', insurance_fee: '0.00' } } };
      return { code: 1, data: null };
    };
  });

  it('preselects the default address and the cheapest line; greys refused lines with their reason', async () => {
    await mount(ConfirmParcel, '/pages/member/sendorder/confirm?ids=1,2');
    const radios = [...root.querySelectorAll<HTMLInputElement>('input[name=address]')];
    expect(radios.map((r) => r.checked)).toEqual([false, true]);
    await flush();
    const q = called('/api/sendorder/getShippingMethod')[0].fields;
    expect([q.get('goods_ids'), q.get('country')]).toEqual(['1,2', 'RU']);
    // The lines' component arrives in its own chunk.
    await vi.waitFor(() => expect(root.querySelectorAll('input[name=line]')).toHaveLength(2));
    const lines = [...root.querySelectorAll<HTMLInputElement>('input[name=line]')];
    expect(lines.map((l) => [l.checked, l.disabled])).toEqual([[true, false], [false, true]]);
    expect(root.querySelector('.ship-line.off')!.textContent).toContain('Sea does not carry batteries');
  });

  it('needs a type and a value on every line and the notice accepted once; then creates the parcel', async () => {
    await mount(ConfirmParcel, '/pages/member/sendorder/confirm?ids=1,2');
    await vi.waitFor(() => expect(root.querySelector('#d-value-2')).not.toBeNull());
    // The declared value starts at what was paid for the line, in yuan, with the chosen currency beside it.
    expect((root.querySelector('#d-value-2') as HTMLInputElement).value).toBe('50.00');
    expect(root.querySelector('label[for=d-value-2]')!.textContent).toBe('Declared value (¥)');
    await type(root.querySelector('#d-value-2'), '');
    const create = () => click(button('Create parcel'));
    await create();
    expect(called('/api/order/ordertopackage')).toHaveLength(0);
    expect(root.querySelector('#d-type-1-error')!.textContent).toBe('Say what this item is');
    expect(root.querySelector('#d-value-2-error')!.textContent).toBe('Enter a value above 0');
    expect(root.querySelector('#c-ack-err')!.textContent).toBe('Please read and accept the declaration notice');

    await type(root.querySelector('#d-type-1'), 'T-shirt');
    await type(root.querySelector('#d-value-1'), '30.5');
    await type(root.querySelector('#d-type-2'), 'Mug');
    // No wait for the 1 s throttle: a refused submit lets the next tap through at once.
    await create();
    expect(called('/api/order/ordertopackage')).toHaveLength(0);
    expect(root.querySelector('#d-type-1-error')).toBeNull();
    expect(root.querySelector('#d-value-2-error')!.textContent).toBe('Enter a value above 0');
    expect((root.querySelector('#d-type-2') as HTMLInputElement).value).toBe('Mug');

    await type(root.querySelector('#d-value-2'), '0');
    await click(root.querySelector('#c-ack'));
    expect(localStorage.getItem('declaredOrder')).toBe('1');
    expect(root.querySelector('#c-ack')).toBeNull();
    await create();
    expect(called('/api/order/ordertopackage')).toHaveLength(0);
    await type(root.querySelector('#d-value-2'), '12');
    await click(root.querySelector('input[type=checkbox]:not(#c-ack)')); // insurance
    expect(root.textContent).toContain('Premium');
    await create();
    const sent = called('/api/order/ordertopackage');
    expect(sent).toHaveLength(1);
    const p = sent[0].fields;
    expect([p.get('goods_ids'), p.get('address_id'), p.get('line_id'), p.get('insurance')]).toEqual(['1,2', '6', '3', '1']);
    expect(JSON.parse(p.get('declaration')!)).toEqual([{ goods_id: 1, type: 'T-shirt', value: '30.50' }, { goods_id: 2, type: 'Mug', value: '12.00' }]);
    expect(currentUrl()).toBe('/pages/member/sendorder/detail?id=9');
  }, 10_000);

  it('does not ask for the notice again once accepted on this device', async () => {
    localStorage.setItem('declaredOrder', '1');
    await mount(ConfirmParcel, '/pages/member/sendorder/confirm?ids=1,2');
    await vi.waitFor(() => expect(root.textContent).toContain('Declaration notice accepted'));
    expect(root.querySelector('#c-ack')).toBeNull();
  });

  it('shows a not-found when none of the goods is in the warehouse', async () => {
    reply = (path) => (path === '/api/order/getGoodslist' ? { code: 1, data: page([]) } : path === '/api/address/lists' ? { code: 1, data: [] } : { code: 1, data: null });
    await mount(ConfirmParcel, '/pages/member/sendorder/confirm?ids=77');
    expect(root.querySelector('[role=alert] h2')!.textContent).toBe('None of these goods is in your warehouse');
  });
});

describe('declaration rules', () => {
  it('marks every missing type and every value not above zero', () => {
    expect(declarationErrors([1, 2, 3], { 1: { type: 'Shoes', value: '10' }, 2: { type: ' ', value: '0.00' } })).toEqual({
      2: { type: 'orders.typeMissing', value: 'orders.valueMissing' },
      3: { type: 'orders.typeMissing', value: 'orders.valueMissing' },
    });
    expect(toDeclaration([1], { 1: { type: ' Shoes ', value: '10.5' } })).toEqual([{ goods_id: 1, type: 'Shoes', value: '10.50' }]);
  });
  it('prices insurance as the line\'s per-mille rate of the declared value, rounded up to a fen', () => {
    expect(premium({ insurance_rate: 30 }, 4250)).toBe('1.28'); // 42.50 × 3 % = 1.275 → 1.28
    expect(premium({ insurance_rate: 20 }, 10000)).toBe('2.00');
  });
});
