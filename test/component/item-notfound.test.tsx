import { describe, it, expect, vi, beforeAll, beforeEach, afterEach } from 'vitest';
import { act } from 'preact/test-utils';
import ManualAdd, { checkManual } from '../../src/pages/item/notfound';
import { toasts } from '../../src/state/ui';
import { setSession, clearSession } from '../../src/state/session';
import { cartCount } from '../../src/state/cart';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { currentUrl } from '../../src/router/navigate';
import { setSettings } from '../../src/state/settings';
import { setCurrency } from '../../src/state/currency';
import { flush as flushTimes, mountPage, byId, typeInto, submitForm, fakeApi, type ApiCall, freshRoot, unmount } from './dom';

beforeAll(() => loadNamespaces(['item', 'upload']));

type Reply = { code: number; msg?: string; data?: unknown };
let root: HTMLElement;
let calls: ApiCall[] = [];
let reply: (path: string) => Reply;

beforeEach(() => {
  root = freshRoot();
  toasts.value = [];
  reply = () => ({ code: 1, data: { id: 77, quantity: 2, count: 4 } });
  calls = fakeApi((path) => reply(path));
  // After the fake fetch: logging in makes the cart badge ask for its count.
  setSession({ id: 1, username: 'demo', token: 'tok' } as never);
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  clearSession();
  await setLang('en', false);
});

const flush = () => flushTimes(3);
const mount = async (url: string) => { await mountPage(root, ManualAdd, url, 0); await flush(); };
const input = (id: string) => byId(root, id);
const type = (id: string, v: string) => typeInto(root, id, v);
const submit = async () => { await submitForm(root, 0); await flush(); };
const errorOf = (id: string) => root.querySelector(`#${id}-error`)?.textContent ?? '';
const adds = () => calls.filter((c) => c.path === '/api/cart/add');

describe('manual add rules', () => {
  const ok = { url: 'https://shop.example/item/1', title: 'Shoes', price: '12.5', sku_text: '', remark: '' };
  it('names every empty field, then a bad link and a zero price', () => {
    expect(checkManual({ url: '', title: ' ', price: '', sku_text: '', remark: '' })).toEqual({
      url: { key: 'common.notEmpty', label: 'item.link' }, title: { key: 'common.notEmpty', label: 'item.title' }, price: { key: 'common.notEmpty', label: 'item.unitPrice' },
    });
    expect(checkManual({ ...ok, url: 'shop.example/item' })).toEqual({ url: { key: 'item.linkBad' } });
    expect(checkManual({ ...ok, url: 'javascript:alert(1)' })).toEqual({ url: { key: 'item.linkBad' } });
    expect(checkManual({ ...ok, price: '0' })).toEqual({ price: { key: 'item.priceBad' } });
    expect(checkManual({ ...ok, price: '0.00' })).toEqual({ price: { key: 'item.priceBad' } });
    expect(checkManual(ok)).toEqual({});
  });
});

describe('manual add page', () => {
  it('starts from the link that was looked for', async () => {
    await mount(`/pages/item/notfound?url=${encodeURIComponent('https://item.taobao.com/item.htm?id=999')}&tp=taobao&tid=999`);
    expect(input('nf-url').value).toBe('https://item.taobao.com/item.htm?id=999');
    expect(root.textContent).toContain('You looked for: https://item.taobao.com/item.htm?id=999');
  });

  it('falls back to the stored notFound mark', async () => {
    localStorage.setItem('notFound', JSON.stringify({ tp: 'jd', tid: '5', url: 'https://item.jd.com/5.html', at: 1 }));
    await mount('/pages/item/notfound?tp=jd&tid=5');
    expect(input('nf-url').value).toBe('https://item.jd.com/5.html');
  });

  it('empty form: a message under each required field (inline only, no toast), the first one focused, nothing sent', async () => {
    await mount('/pages/item/notfound');
    await submit();
    expect(errorOf('nf-url')).toBe('Item link cannot be empty');
    expect(errorOf('nf-title')).toBe('Item name cannot be empty');
    expect(errorOf('nf-price')).toBe('Unit price in yuan cannot be empty');
    expect(input('nf-url').getAttribute('aria-invalid')).toBe('true');
    expect(adds()).toHaveLength(0);
    expect(toasts.value).toEqual([]);
    expect(document.activeElement?.id).toBe('nf-url');
  });

  it('bad link and zero price say what is wrong and keep what was typed; fixing a field clears its message', async () => {
    await mount('/pages/item/notfound');
    await type('nf-url', 'shop.example/1');
    await type('nf-title', 'White sneakers');
    await type('nf-price', '0');
    await type('nf-sku', 'EU 42');
    await submit();
    expect(errorOf('nf-url')).toBe("Enter the item's link, starting with http:// or https://");
    expect(errorOf('nf-price')).toBe('Enter a price above 0');
    expect(errorOf('nf-title')).toBe('');
    expect([input('nf-url').value, input('nf-title').value, input('nf-price').value, input('nf-sku').value]).toEqual(['shop.example/1', 'White sneakers', '0', 'EU 42']);
    await type('nf-url', 'https://shop.example/1');
    expect(errorOf('nf-url')).toBe('');
    expect(adds()).toHaveLength(0);
  });

  it('the price keeps digits and two decimals only and shows its value in the chosen currency', async () => {
    await mount('/pages/item/notfound');
    await type('nf-price', '12.345abc');
    expect(input('nf-price').value).toBe('12.34');
    expect(root.querySelector('.nf-approx')!.textContent).toBe('¥12.34 per item');
    setSettings({ currencyList: [
      { code: 'CNY', title: 'Yuan', symbol_left: '¥', symbol_right: '', symbol: '¥', value: '1', decimal_place: 2 },
      { code: 'USD', title: 'US Dollar', symbol_left: '$', symbol_right: '', symbol: '$', value: '0.13850000', decimal_place: 2 },
    ] as never });
    await act(() => setCurrency('USD'));
    expect(root.querySelector('.nf-approx')!.textContent).toBe('¥12.34 (≈\u00a0$1.71) per item');
    setSettings({ currencyList: [] });
  });

  it('sends the goods and opens the cart', async () => {
    await mount('/pages/item/notfound');
    await type('nf-url', 'https://shop.example/item/1');
    await type('nf-title', 'White sneakers');
    await type('nf-price', '88.5');
    await type('nf-sku', 'Black, EU 42');
    await act(() => { (root.querySelector('button[aria-label=Increase]') as HTMLButtonElement).click(); });
    await submit();
    const sent = adds()[0].fields;
    expect(Object.fromEntries(['url', 'title', 'price', 'sku_text', 'quantity'].map((k) => [k, sent.get(k)]))).toEqual({
      url: 'https://shop.example/item/1', title: 'White sneakers', price: '88.5', sku_text: 'Black, EU 42', quantity: '2',
    });
    expect(sent.has('pic')).toBe(false);
    expect(cartCount.value).toBe(4);
    expect(currentUrl()).toBe('/pages/cart/index');
  });

  it('a refusal from the server stays next to the form with everything typed', async () => {
    reply = () => ({ code: 0, msg: 'Quantity cannot exceed 9999' });
    await mount('/pages/item/notfound');
    await type('nf-url', 'https://shop.example/item/1');
    await type('nf-title', 'White sneakers');
    await type('nf-price', '10');
    await submit();
    expect(root.querySelector('form .field-error[role=alert]:not([id])')?.textContent).toBe('Quantity cannot exceed 9999');
    expect(input('nf-title').value).toBe('White sneakers');
    expect(currentUrl()).toBe('/pages/item/notfound');
  });
});
