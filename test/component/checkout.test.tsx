import { describe, it, expect, vi, beforeAll, beforeEach, afterEach } from 'vitest';
import { render } from 'preact';
import { useState } from 'react';
import { act } from 'preact/test-utils';
import type { ComponentType } from 'preact';
import { currentUrl } from '../../src/router/navigate';
import CartPage from '../../src/pages/cart/index';
import PayPage from '../../src/pages/member/pay/index';
import PayResult from '../../src/pages/member/pay/payResult';
import CartToOrder from '../../src/pages/carttoorder/index';
import { AmountInput } from '../../src/ui/AmountInput';
import { QUANTITY_SETTLE_MS } from '../../src/pages/cart/Quantity';
import { parseIds } from '../../src/pages/cart/parts';
import { inCurrency } from '../../src/pages/member/pay/OfflinePay';
import { setSettings } from '../../src/state/settings';
import { setCurrency } from '../../src/state/currency';
import { setSession, clearSession } from '../../src/state/session';
import { cartCount, refreshCartCount, setCartCount } from '../../src/state/cart';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { toasts } from '../../src/state/ui';
import type { CartLine, CartList } from '../../src/api/types/cart';
import type { Invoice, PaymentMethod } from '../../src/api/types/pay';
import { fakeApi, type ApiCall, freshRoot, unmount, mountPage } from './dom';

beforeAll(() => loadNamespaces(['checkout']));

/** /api/currency/lists as the seed has them: 2, 0 and 0 decimals, symbols left and right. */
const CURRENCIES = [
  { code: 'CNY', symbol_left: '¥', symbol_right: '', symbol: '¥', value: '1', decimal_place: 2 },
  { code: 'USD', symbol_left: '$', symbol_right: '', symbol: '$', value: '0.13850000', decimal_place: 2 },
  { code: 'RUB', symbol_left: '', symbol_right: ' ₽', symbol: '₽', value: '12.70000000', decimal_place: 0 },
  { code: 'JPY', symbol_left: '', symbol_right: '円', symbol: '円', value: '20.90000000', decimal_place: 0 },
];

type Reply = { code: number; msg?: string; data?: unknown };
let root: HTMLElement;
let calls: ApiCall[] = [];
let routes: Record<string, (params: URLSearchParams) => Reply> = {};

beforeEach(() => {
  root = freshRoot();
  toasts.value = [];
  routes = { '/api/cart/getCount': () => ({ code: 1, data: { count: 3 } }) };
  setSettings({ currencyList: CURRENCIES });
  setCurrency('USD');
  calls = fakeApi((path, fields) => routes[path]?.(fields) ?? { code: 0, msg: `unexpected ${path}` });
  setSession({ id: 7, username: 'shopper', token: 'tok' } as never);
});
afterEach(async () => {
  root = await unmount(root);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
  setCurrency('USD');
  await setLang('en', false);
});

/**
 * Lets the fake answers and the renders they cause run. Effects run when an act() ends, so a call made by
 * an effect of a render caused by an answer needs the next act(): four rounds.
 */
const flush = async () => {
  for (let i = 0; i < 4; i++) await act(async () => { for (let j = 0; j < 4; j++) await new Promise((r) => setTimeout(r, 2)); });
};
const mount = async (Page: ComponentType, url: string) => { await mountPage(root, Page, url, 0); await flush(); };
const text = (sel: string) => root.querySelector(sel)?.textContent ?? '';
const sent = (path: string) => calls.filter((c) => c.path === path);
const click = (el: Element | null) => act(() => { (el as HTMLElement).click(); });
/** The summary's rows as label → amount. */
const summary = () => Object.fromEntries([...root.querySelectorAll('.sum-row')].map((r) => [r.querySelector('dt')!.textContent, r.querySelector('dd')!.textContent]));

const line = (id: number, over: Partial<CartLine> = {}): CartLine => ({
  id, item_id: id, api_type: 'taobao', num_iid: String(1000 + id), title: `Jacket ${id}`, pic_url: `/static/t/${id}.jpg`, url: '',
  sku_id: 's1', sku_text: 'Colour: Red; Size: M', price: '100.00', quantity: 2, remark: '', selected: true, stock: 10, invalid: false, ...over,
});

/** Two sellers, one line gone; totals as the server computes them for the two selected lines. */
const CART: CartList = {
  groups: [
    { seller: 'Shop A', shipping: 'standard', post_fee: '8.00', goods: [line(1), line(2, { invalid: true, selected: false, stock: 0, title: 'Gone hat' })] },
    { seller: 'Shop B', shipping: 'express', post_fee: '16.00', goods: [line(3, { price: '33.33', quantity: 3, remark: 'gift box' })] },
  ],
  totals: { count: 3, selected_count: 2, goods: '299.99', post_fee: '24.00', service_fee: '15.00', total: '338.99' },
};

describe('cart', () => {
  beforeEach(() => {
    routes['/api/cart/getList'] = () => ({ code: 1, data: CART });
  });

  it('shows each total as its yuan figure with ≈ its conversion (design §4c): USD 2 decimals, RUB and JPY none, symbols left and right', async () => {
    await mount(CartPage, '/pages/cart/index');
    // The server's ¥ figures, each converted once: ¥299.99 → $41.55 (never 2 × $13.85 + 3 × $4.62).
    expect(summary()).toEqual({ Goods: '¥299.99 ≈ $41.55', 'Shipping in China': '¥24.00 ≈ $3.32', 'Service fee': '¥15.00 ≈ $2.08', Total: '¥338.99 ≈ $46.95' });
    expect(text('[data-testid=cart-total]')).toBe('¥338.99 ≈ $46.95');
    await act(() => setCurrency('RUB'));
    // 338.99 × 12.7 = 4305.17 → 4305, grouped as the language groups (issue 38 §8)
    expect(summary()).toEqual({ Goods: '¥299.99 ≈ 3,810 ₽', 'Shipping in China': '¥24.00 ≈ 305 ₽', 'Service fee': '¥15.00 ≈ 191 ₽', Total: '¥338.99 ≈ 4,305 ₽' });
    await act(() => setCurrency('JPY'));
    expect(text('[data-testid=cart-total]')).toBe('¥338.99 ≈ 7,085円');
    await act(() => setCurrency('XXX'));
    expect(text('[data-testid=cart-total]')).toBe('¥338.99');
    expect(cartCount.value).toBe(3);
  });

  it('marks a line that cannot be ordered and never selects it; select-all sends only orderable lines', async () => {
    routes['/api/cart/getList'] = () => ({ code: 1, data: { ...CART, groups: CART.groups.map((g) => ({ ...g, goods: g.goods.map((l) => ({ ...l, selected: false })) })) } });
    routes['/api/cart/check'] = () => ({ code: 1, data: CART.totals });
    await mount(CartPage, '/pages/cart/index');
    const gone = root.querySelector<HTMLInputElement>('input[aria-label="Select Gone hat"]')!;
    expect(gone.disabled).toBe(true);
    expect(gone.closest('li')!.textContent).toContain('Unavailable — cannot be ordered');
    expect(root.querySelector<HTMLButtonElement>('.cart-bar .btn-primary')!.disabled).toBe(true);
    await click(root.querySelector('.cart-head input[type=checkbox]'));
    await flush();
    expect(sent('/api/cart/check')[0].fields.get('ids')).toBe('1,3');
    expect(sent('/api/cart/check')[0].fields.get('checked')).toBe('1');
  });

  it('unselects a selected line that became unavailable, then goes to order with the selected ids', async () => {
    routes['/api/cart/getList'] = () => (sent('/api/cart/check').length
      ? { code: 1, data: CART }
      : { code: 1, data: { ...CART, groups: [{ ...CART.groups[0], goods: [line(1), line(2, { invalid: true, selected: true })] }, CART.groups[1]] } });
    routes['/api/cart/check'] = () => ({ code: 1, data: CART.totals });
    await mount(CartPage, '/pages/cart/index');
    expect(sent('/api/cart/check')[0].fields.get('ids')).toBe('2');
    expect(sent('/api/cart/check')[0].fields.get('checked')).toBe('0');
    await click(root.querySelector('.cart-bar .btn-primary'));
    expect(currentUrl()).toBe('/pages/carttoorder/index?ids=1,3');
  });

  it('quantity taps make one edit once they stop; the answer replaces the cart', async () => {
    routes['/api/cart/edit'] = () => ({ code: 1, data: { goods: line(1, { quantity: 4 }), totals: CART.totals } });
    await mount(CartPage, '/pages/cart/index');
    const plus = root.querySelector<HTMLButtonElement>('#qty-1')!.parentElement!.querySelector<HTMLButtonElement>('button[aria-label=Increase]')!;
    await click(plus);
    await click(plus);
    expect(root.querySelector<HTMLInputElement>('#qty-1')!.value).toBe('4');
    expect(sent('/api/cart/edit')).toHaveLength(0);
    await act(() => new Promise((r) => setTimeout(r, QUANTITY_SETTLE_MS + 50)));
    await flush();
    expect(sent('/api/cart/edit').map((c) => [c.fields.get('id'), c.fields.get('quantity')])).toEqual([['1', '4']]);
    expect(sent('/api/cart/getList').length).toBeGreaterThanOrEqual(2);
  });

  it('an empty cart says so and suggests best sellers', async () => {
    routes['/api/cart/getList'] = () => ({ code: 1, data: { groups: [], totals: { ...CART.totals, count: 0, selected_count: 0 } } });
    routes['/api/hotrecommend/goods_list'] = () => ({
      code: 1,
      data: { total: 1, per_page: 10, current_page: 1, last_page: 1, data: [{ id: 9, api_type: 'taobao', num_iid: '9', title: 'Best seller', pic_url: '/x.jpg', goodsimg: '/x.jpg', price: '10.00', orig_price: '12.00', sales: 5 }] },
    });
    await mount(CartPage, '/pages/cart/index');
    expect(text('.empty')).toContain('Your cart is empty');
    expect(text('.goods-card')).toContain('Best seller');
    // A card's price is its yuan figure with ≈ the chosen currency, never the conversion alone (issue 38 §7).
    expect(text('.goods-card .price')).toBe('¥10.00');
    expect(text('.goods-card .goods-meta')).toBe('¥10.00 ≈ $1.39');
    expect(cartCount.value).toBe(0);
  });

  it('a failed load offers a retry', async () => {
    routes['/api/cart/getList'] = () => ({ code: 0, msg: 'Server busy' });
    await mount(CartPage, '/pages/cart/index');
    expect(toasts.value.map((x) => x.text)).toContain('Server busy');
    routes['/api/cart/getList'] = () => ({ code: 1, data: CART });
    await click([...root.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!);
    await flush();
    expect(text('.cart-seller')).toContain('Shop A');
  });
});

function AmountHarness({ symbol }: { symbol?: string }) {
  const [v, setV] = useState('');
  return <><AmountInput id="amt" label="Amount" value={v} onInput={setV} symbol={symbol} /><output>{v}</output></>;
}

describe('AmountInput', () => {
  const typeIn = (s: string) => act(() => {
    const el = root.querySelector<HTMLInputElement>('#amt')!;
    el.value = s;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });

  it('keeps digits and one point, drops a leading point, stops at two decimals', async () => {
    await act(() => render(<AmountHarness />, root));
    const el = root.querySelector<HTMLInputElement>('#amt')!;
    for (const [typed, kept] of [['12a.5b', '12.5'], ['.5', '5'], ['..75', '75'], ['1.2.3', '1.23'], ['3.14159', '3.14'], ['-7', '7'], ['1 000,50', '1000.50'], ['12,5', '12.5'], ['0.', '0.'], ['abc', '']]) {
      await typeIn(typed);
      expect(el.value, typed).toBe(kept);
      expect(text('output'), typed).toBe(kept);
    }
  });

  it('is labelled, shows the chosen currency sign (or the one given) and says what is wrong next to it', async () => {
    setCurrency('USD');
    await act(() => render(<AmountHarness />, root));
    expect(text('.amount-sign')).toBe('$');
    expect(root.querySelector('label[for=amt]')!.textContent).toBe('Amount ($)');
    await act(() => setCurrency('RUB'));
    expect(text('.amount-sign')).toBe('₽');
    await act(() => render(<AmountInput id="amt" label="Sent" value="" onInput={() => {}} symbol="€" error="Enter the amount you sent" />, root));
    expect(text('.amount-sign')).toBe('€');
    expect(root.querySelector('#amt')!.getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector('#amt')!.getAttribute('aria-describedby')).toBe('amt-error');
    expect(text('#amt-error')).toBe('Enter the amount you sent');
  });
});

const BILL: Invoice = {
  sn: 'OG250101123456', type: 'order_group', status: 0, amount: '338.99', paid: false, payable: true,
  lines: [{ label: 'Goods', amount: '299.99' }, { label: 'Domestic shipping', amount: '24.00' }, { label: 'Service fee', amount: '15.00' }],
  coupon: null, no_coupon: false, coupon_scopes: ['goods', 'fee'], earn: { points: 29, cashback: '0.00' }, balance: '10.00', remit_pending: false, created_at: 1, paid_amount: null, paid_at: null,
};
const METHODS: PaymentMethod[] = [{ code: 'balance', name: 'Balance', balance: '10.00', enough: false, pay_password: false }, { code: 'offline', name: 'Offline bank transfer' }];

describe('pay page', () => {
  beforeEach(() => {
    routes['/api/paywallet/getInvoice'] = () => ({ code: 1, data: BILL });
    routes['/api/paywallet/getPaymentList'] = () => ({ code: 1, data: METHODS });
    routes['/api/coupon/uselist'] = () => ({ code: 1, data: [] });
  });
  const payButton = () => root.querySelector<HTMLButtonElement>('.submit-bar .btn-primary')!;

  it('shows the bill in the chosen currency; too little balance: the server message stays and nothing changes', async () => {
    routes['/api/paywallet/payBalance'] = () => ({ code: 0, msg: 'Insufficient balance: you have ¥10.00' });
    await mount(PayPage, `/pages/member/pay/index?sn=${BILL.sn}`);
    expect(text('[data-testid=pay-due]')).toBe('¥338.99 ≈ $46.95');
    expect(text('[data-testid=pay-balance]')).toBe('Balance ¥10.00 (≈\u00a0$1.39) is not enough — pay by bank transfer or top up');
    expect(payButton().textContent).toBe('Pay ¥338.99 (≈\u00a0$46.95)');
    await click(payButton());
    await flush();
    expect(sent('/api/paywallet/payBalance')[0].fields.get('sn')).toBe(BILL.sn);
    // The total shown goes with the payment: a bill whose total changed since is refused by the server.
    expect(sent('/api/paywallet/payBalance')[0].fields.get('amount')).toBe('338.99');
    expect(text('[data-testid=pay-error]')).toBe('Insufficient balance: you have ¥10.00');
    expect(toasts.value).toEqual([]); // said once, next to the pay button
    expect(currentUrl()).toBe(`/pages/member/pay/index?sn=${BILL.sn}`);
    expect(text('[data-testid=pay-due]')).toBe('¥338.99 ≈ $46.95');
    expect(root.querySelector<HTMLInputElement>('input[name=method]')!.checked).toBe(true);
    expect(payButton().disabled).toBe(false);
    // After a refusal the bill is read again (a total that changed meanwhile shows as it is now).
    expect(sent('/api/paywallet/getInvoice')).toHaveLength(2);
  });

  it('a double tap pays once, then shows the result with what was paid', async () => {
    let release: () => void = () => {};
    routes['/api/paywallet/payBalance'] = () => ({ code: 1, data: { sn: BILL.sn, type: 'order_group', paid: true, balance: '661.01' } });
    const answered = new Promise<void>((r) => { release = r; });
    const realFetch = globalThis.fetch as (u: string, init?: RequestInit) => Promise<Response>;
    const slow = vi.fn(async (u: string, init?: RequestInit) => {
      if (String(u).includes('payBalance')) await answered;
      return realFetch(u, init);
    });
    vi.stubGlobal('fetch', slow);
    await mount(PayPage, `/pages/member/pay/index?sn=${BILL.sn}`);
    await click(payButton());
    expect(payButton().disabled).toBe(true);
    await click(payButton());
    payButton().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    release();
    await flush();
    expect(sent('/api/paywallet/payBalance')).toHaveLength(1);
    expect(currentUrl()).toBe(`/pages/member/pay/payResult?sn=${BILL.sn}&status=paid&amount=338.99`);
  });

  it('a paid bill says what was paid and when (not "Paid $0.00") and links to the orders; an unknown number is a clear not-found', async () => {
    routes['/api/paywallet/getInvoice'] = () => ({ code: 1, data: { ...BILL, paid: true, payable: false, amount: '0.00', lines: [], status: 1, paid_amount: '338.99', paid_at: 1735700000 } });
    await mount(PayPage, `/pages/member/pay/index?sn=${BILL.sn}`);
    expect(text('[data-testid=pay-due]')).toBe('¥338.99 ≈ $46.95');
    expect(text('.notice.ok p')).toMatch(/^Paid ¥338\.99 \(≈\u00a0\$46\.95\) on 2025-01-01 \d\d:\d\d\.$/);
    expect(root.querySelector('.notice.ok a')!.getAttribute('href')).toBe('#/pages/member/order/index');
    expect(root.querySelector('.submit-bar')).toBeNull();
    render(null, root);
    routes['/api/paywallet/getInvoice'] = () => ({ code: 0, msg: 'Bill not found' });
    await mount(PayPage, '/pages/member/pay/index?sn=OG999999999999');
    expect(text('.empty')).toContain('This bill does not exist or is not yours');
    render(null, root);
    calls.length = 0;
    await mount(PayPage, '/pages/member/pay/index?sn=nonsense');
    expect(text('.empty')).toContain('This bill does not exist or is not yours');
    expect(sent('/api/paywallet/getInvoice')).toHaveLength(0);
  });

  const WELCOME = { id: 5, name: 'Welcome', rule_id: 1, amount: '20.00', percent: 0, scope: 'goods', source: 'code', min: '100.00', status: 0, expires_at: 1_900_000_000, created_at: 1, off: '20.00' };

  /** useCoupon as the server answers it: the bill with the coupon chosen on it (and its new total), or with "No coupon" kept. */
  const WITH_WELCOME: Invoice = { ...BILL, amount: '318.99', coupon: { id: 5, amount: '20.00' }, lines: [...BILL.lines, { label: 'Coupon', amount: '-20.00' }] };
  const answerUseCoupon = () => {
    routes['/api/paywallet/useCoupon'] = (f) => ({ code: 1, data: f.get('coupon_id') === '5' ? WITH_WELCOME : { ...BILL, no_coupon: true } });
  };
  const couponRadios = () => [...root.querySelectorAll<HTMLInputElement>('input[name=pay-coupon]')];

  it('offers the coupons the bill can use in ¥ with ≈, the best that fits already chosen and the total with it; choosing another (or none) shows the server\'s answer at once', async () => {
    routes['/api/coupon/uselist'] = () => ({ code: 1, data: [WELCOME, { ...WELCOME, id: 6, name: 'Fee', amount: '0.00', percent: 15, scope: 'fee', min: '0.00', off: '2.25' }] });
    answerUseCoupon();
    await mount(PayPage, `/pages/member/pay/index?sn=${BILL.sn}`);
    // Opened with no coupon chosen: the best that fits (the server lists it first) goes on, and the total says so.
    expect(sent('/api/paywallet/useCoupon').map((c) => c.fields.get('coupon_id'))).toEqual(['5']);
    expect(couponRadios().map((r) => r.checked)).toEqual([false, true, false]);
    expect(text('[data-testid=pay-due]')).toBe('¥318.99 ≈ $44.18');
    expect(summary().Coupon).toMatch(/^−¥20\.00 ≈ −?\$2\.77$/); // (its ≈ keeps the minus: issue 38 item 7, another change)
    expect(payButton().textContent).toBe('Pay ¥318.99 (≈\u00a0$44.18)');
    const rows = [...root.querySelectorAll('[data-testid=coupon-choice]')].map((r) => [...r.querySelectorAll('span > *, span > span')].map((x) => x.textContent));
    expect(rows[0]).toContain('¥20.00 (≈\u00a0$2.77) off goods');
    expect(rows[0].some((x) => x?.startsWith('Total from ¥100.00 (≈\u00a0$13.85) · Valid until'))).toBe(true);
    expect(text('[data-testid=coupon-off]')).toMatch(/^Off this bill: −¥20\.00 ≈ −?\$2\.77$/);
    expect(rows[1]).toContain('15% off the service fee');
    // No figure in the chosen currency alone: every $ stands beside its ¥.
    expect(text('[data-testid=pay-coupons]').match(/\$[\d.]+/g)!.length).toBe(text('[data-testid=pay-coupons]').match(/≈\s−?\$/g)!.length);
    // "No coupon" chosen: the server's answer, the total without it; and it stays so (no second automatic choice).
    await act(() => { couponRadios()[0].click(); });
    await flush();
    expect(sent('/api/paywallet/useCoupon').map((c) => c.fields.get('coupon_id'))).toEqual(['5', '0']);
    expect(text('[data-testid=pay-due]')).toBe('¥338.99 ≈ $46.95');
    expect(couponRadios()[0].checked).toBe(true);
    expect(summary().Coupon).toBeUndefined();
    // Chosen again by hand: the new total at once.
    await act(() => { couponRadios()[1].click(); });
    await flush();
    expect(sent('/api/paywallet/useCoupon')[2].fields.get('coupon_id')).toBe('5');
    expect(text('[data-testid=pay-due]')).toBe('¥318.99 ≈ $44.18');
    expect(sent('/api/paywallet/getInvoice')).toHaveLength(1); // the answer of useCoupon is the bill shown
  });

  it('a choice made is kept when the page opens again: "No coupon" (the server says it was chosen) and another coupon stay; a bill with no coupon that fits is left alone', async () => {
    routes['/api/coupon/uselist'] = () => ({ code: 1, data: [WELCOME, { ...WELCOME, id: 6, name: 'Fee', amount: '0.00', percent: 15, scope: 'fee', min: '0.00', off: '2.25' }] });
    answerUseCoupon();
    routes['/api/paywallet/getInvoice'] = () => ({ code: 1, data: { ...BILL, no_coupon: true } });
    await mount(PayPage, `/pages/member/pay/index?sn=${BILL.sn}`);
    expect(couponRadios().map((r) => r.checked)).toEqual([true, false, false]);
    expect(text('[data-testid=pay-due]')).toBe('¥338.99 ≈ $46.95');
    render(null, root);
    routes['/api/paywallet/getInvoice'] = () => ({ code: 1, data: { ...BILL, amount: '336.74', coupon: { id: 6, amount: '2.25' } } });
    await mount(PayPage, `/pages/member/pay/index?sn=${BILL.sn}`);
    expect(couponRadios().map((r) => r.checked)).toEqual([false, false, true]);
    expect(text('[data-testid=pay-due]')).toBe('¥336.74 ≈ $46.64');
    render(null, root);
    routes['/api/paywallet/getInvoice'] = () => ({ code: 1, data: BILL });
    routes['/api/coupon/uselist'] = () => ({ code: 1, data: [] });
    await mount(PayPage, `/pages/member/pay/index?sn=${BILL.sn}`);
    expect(text('[data-testid=pay-coupons]')).toContain('No coupon can be used for this order');
    expect(sent('/api/paywallet/useCoupon')).toHaveLength(0);
  });

  it('every bill kind that takes coupons offers them (an order paid alone, a parcel); a price difference says it takes none', async () => {
    const parcel: Invoice = { ...BILL, sn: 'S250101123456', type: 'parcel', coupon_scopes: ['shipping'], earn: { points: 0, cashback: '0.00' } };
    routes['/api/paywallet/getInvoice'] = () => ({ code: 1, data: parcel });
    routes['/api/coupon/uselist'] = () => ({ code: 1, data: [{ ...WELCOME, name: '¥15 off parcel shipping', amount: '15.00', scope: 'shipping', off: '15.00' }] });
    routes['/api/paywallet/useCoupon'] = () => ({ code: 1, data: { ...parcel, amount: '323.99', coupon: { id: 5, amount: '15.00' } } });
    await mount(PayPage, '/pages/member/pay/index?sn=S250101123456');
    expect(sent('/api/coupon/uselist')[0].fields.get('sn')).toBe('S250101123456');
    expect(text('[data-testid=coupon-choice]')).toContain('¥15.00 (≈\u00a0$2.08) off parcel shipping');
    expect(sent('/api/paywallet/useCoupon')[0].fields.get('sn')).toBe('S250101123456');
    expect(root.querySelector<HTMLInputElement>('[data-testid=coupon-choice] input')!.checked).toBe(true);
    expect(text('[data-testid=pay-due]')).toBe('¥323.99 ≈ $44.87');
    expect(root.querySelector('[data-testid=pay-earn]')).toBeNull();
    render(null, root);
    routes['/api/paywallet/getInvoice'] = () => ({ code: 1, data: { ...BILL, sn: 'O250101123456', type: 'order_problem', coupon_scopes: [], earn: { points: 0, cashback: '0.00' } } });
    await mount(PayPage, '/pages/member/pay/index?sn=O250101123456&type=order_problem');
    expect(root.querySelector('[data-testid=pay-coupons]')).toBeNull();
    expect(text('[data-testid=pay-no-coupon]')).toBe('A price difference takes no coupon.');
  });

  it('says what paying earns, and the result what was paid (the ledger\'s figure) and earned', async () => {
    routes['/api/paywallet/getInvoice'] = () => ({ code: 1, data: { ...BILL, earn: { points: 29, cashback: '9.00' } } });
    await mount(PayPage, `/pages/member/pay/index?sn=${BILL.sn}`);
    expect(text('[data-testid=earn-points]')).toBe('29 points');
    expect(text('[data-testid=earn-cashback]')).toBe('Cashback ¥9.00 (≈\u00a0$1.25)');
    render(null, root);
    routes['/api/paywallet/getInvoice'] = () => ({ code: 1, data: { ...BILL, paid: true, payable: false, amount: '0.00', lines: [], paid_amount: '318.99', paid_at: 1, earn: { points: 1, cashback: '9.00' } } });
    await mount(PayResult, `/pages/member/pay/payResult?sn=${BILL.sn}&status=paid&amount=1.00`);
    expect(text('[data-testid=pay-result-paid]')).toBe('¥318.99 ≈ $44.18');
    expect(text('[data-testid=earn-points]')).toBe('1 point');
    expect(text('[data-testid=pay-earn] h2')).toBe('This payment earns you');
  });
});

describe('order confirmation', () => {
  it('offers no coupon picker: one line says how many coupons the order can use and that the pay page is where', async () => {
    routes['/api/cart/getList'] = () => ({ code: 1, data: CART });
    routes['/api/coupon/uselist'] = () => ({ code: 1, data: [{ id: 1 }, { id: 2 }] });
    await mount(CartToOrder, '/pages/carttoorder/index?ids=1,3');
    expect(sent('/api/coupon/uselist')[0].fields.get('amount')).toBe('338.99');
    expect(text('[data-testid=co-coupon-hint]')).toBe('You have 2 coupons for this order — choose one on the next step, the payment page.');
    expect(root.querySelector('input[type=radio][name=coupon]')).toBeNull();
    routes['/api/coupon/uselist'] = () => ({ code: 1, data: [] });
    render(null, root);
    await mount(CartToOrder, '/pages/carttoorder/index?ids=1,3');
    expect(text('[data-testid=co-coupon-hint]')).toBe('No coupon can be used for this order.');
  });

  it('after a refusal for a changed price the lines are read again, so the new prices and total show before confirming again', async () => {
    const REPRICED: CartList = {
      groups: [{ ...CART.groups[0], goods: [line(1, { price: '110.00' }), CART.groups[0].goods[1]] }, CART.groups[1]],
      totals: { ...CART.totals, goods: '319.99', total: '359.99' },
    };
    let refused = false;
    routes['/api/cart/getList'] = () => ({ code: 1, data: refused ? REPRICED : CART });
    routes['/api/coupon/uselist'] = () => ({ code: 1, data: [] });
    routes['/api/cart/carttoorder'] = () => {
      refused = true;
      return { code: 0, msg: 'The price has changed: “Jacket 1” ¥100.00 → ¥110.00.' };
    };
    await mount(CartToOrder, '/pages/carttoorder/index?ids=1,3');
    expect(text('.submit-bar .price')).toBe('¥338.99 ≈ $46.95');
    const lists = sent('/api/cart/getList').length;
    await click(root.querySelector('.submit-bar .btn-primary'));
    await flush();
    expect(toasts.value.map((x) => x.text)).toContain('The price has changed: “Jacket 1” ¥100.00 → ¥110.00.');
    expect(sent('/api/cart/getList').length).toBe(lists + 1);
    expect(text('.submit-bar .price')).toBe('¥359.99 ≈ $49.86');
    expect(root.textContent).toContain('¥110.00');
    expect(currentUrl()).toBe('/pages/carttoorder/index?ids=1,3');
    expect(root.querySelector<HTMLButtonElement>('.submit-bar .btn-primary')!.disabled).toBe(false);
  });
});

describe('cart badge state', () => {
  it('counts after login, keeps the last count when the call fails, and clears on logout', async () => {
    await flush();
    expect(sent('/api/cart/getCount').length).toBeGreaterThan(0);
    expect(cartCount.value).toBe(3);
    routes['/api/cart/getCount'] = () => ({ code: 0, msg: 'busy' });
    await refreshCartCount();
    expect(cartCount.value).toBe(3);
    expect(toasts.value).toEqual([]);
    setCartCount(7);
    expect(cartCount.value).toBe(7);
    clearSession();
    expect(cartCount.value).toBe(0);
    calls.length = 0;
    await refreshCartCount();
    expect(sent('/api/cart/getCount')).toEqual([]);
  });
});

describe('helpers', () => {
  it('reads ids, converts a bill into an account currency', () => {
    expect(parseIds('3,1,x,3,,-2,4.5')).toEqual([3, 1]);
    expect(parseIds(undefined)).toEqual([]);
    expect(inCurrency('338.99', 'USD')).toBe('46.95');
    expect(inCurrency('338.99', 'RUB')).toBe('4305');
    expect(inCurrency('338.99', 'CNY')).toBe('338.99');
    expect(inCurrency('338.99', 'XYZ')).toBe('338.99');
  });
});
