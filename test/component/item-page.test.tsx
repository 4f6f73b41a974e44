import { describe, it, expect, vi, beforeAll, beforeEach, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { HashLocation } from '../../src/router/hash-location';
import ItemPage from '../../src/pages/item/index';
import { REST_AFTER_MS } from '../../src/pages/item/Gallery';
import { toasts } from '../../src/state/ui';
import { setSettings } from '../../src/state/settings';
import { setCurrency } from '../../src/state/currency';
import { setSession, clearSession } from '../../src/state/session';
import { cartCount } from '../../src/state/cart';
import { inviter } from '../../src/state/invite';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { currentUrl, navigate } from '../../src/router/navigate';
import { recentItems } from '../../src/lib/recent-items';
import type { ItemDetail } from '../../src/api/types/catalogue';
import { flush as flushTimes, fakeApi, type ApiCall, freshRoot, unmount, mountPage } from './dom';

beforeAll(() => loadNamespaces(['item', 'copy']));

const ITEM: ItemDetail = {
  id: 4, api_type: 'taobao', num_iid: '722711933054', title: 'Elegant cotton sundress', price: '249.00', orig_price: '379.00', post_fee: '0.00',
  pic_url: '/static/goods/4-0.webp', images: ['/static/goods/4-0.webp', '/static/goods/4-1.webp'], thumbs: ['/static/goods/4-0_200.webp', '/static/goods/4-1_200.webp'],
  props: [
    { pid: '1627207', name: 'Colour', values: [{ vid: '8', name: 'Pink', image: '/static/goods/4-0_200.webp' }, { vid: '9', name: 'Brown' }] },
    { pid: '20509', name: 'Size', values: [{ vid: '1', name: 'S' }, { vid: '2', name: 'M' }] },
  ],
  skus: [
    { sku_id: 'p-s', properties: '1627207:8;20509:1', properties_name: 'Colour: Pink; Size: S', price: '249.00', stock: 152 },
    { sku_id: 'p-m', properties: '1627207:8;20509:2', properties_name: 'Colour: Pink; Size: M', price: '259.00', stock: 3 },
    { sku_id: 'b-s', properties: '1627207:9;20509:1', properties_name: 'Colour: Brown; Size: S', price: '239.00', stock: 0 },
    { sku_id: 'b-m', properties: '1627207:9;20509:2', properties_name: 'Colour: Brown; Size: M', price: '249.00', stock: 7 },
  ],
  stock: 162, sales: 698, weight: 520, goods_type: 'general', category_id: 14, review_count: 2,
  seller: { id: 37, seller_id: '2200288776', name: 'Kaixin Official Store', rating: 5, location: 'Suzhou, Jiangsu' },
  desc_html: '<p><strong>Nice</strong> dress</p><img src="/static/goods/4-1.webp" onerror="window.__xss=1"><script>window.__xss=2</script>',
  source_url: 'https://item.taobao.com/item.htm?id=722711933054', is_favorite: false,
};

type Reply = { code: number; msg?: string; data?: unknown };
let root: HTMLElement;
let calls: ApiCall[] = [];
let reply: (path: string, fields: URLSearchParams) => Reply | undefined;

beforeEach(() => {
  root = freshRoot();
  toasts.value = [];
  reply = () => undefined;
  setSettings({ currencyList: [], countryCode: 'US' });
  calls = fakeApi((path, fields) => reply(path, fields) ?? (path === '/api/obapi/getItem'
    ? { code: 1, data: { ...ITEM, num_iid: fields.get('tid') } }
    : path === '/api/cart/add' ? { code: 1, data: { id: 55, quantity: Number(fields.get('quantity')), count: 3 } }
      : { code: 1, data: null }));
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  clearSession();
  inviter.value = '';
  setCurrency('USD');
  await setLang('en', false);
});

const flush = () => flushTimes(3);
/** Waits (up to 3 s) for what a lazily loaded chunk renders. */
const until = async (ok: () => unknown) => {
  for (let i = 0; i < 300 && !ok(); i++) await act(async () => { await new Promise((r) => setTimeout(r, 10)); });
  expect(ok()).toBeTruthy();
};
const mount = async (url: string) => { await mountPage(root, ItemPage, url, 0); await flush(); };
const button = (name: string) => Array.from(root.querySelectorAll('button')).find((b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name)!;
const tap = async (el: Element) => {
  await act(() => { (el as HTMLElement).click(); });
  await flush();
};
/** The option panel (put at the end of <body>) and a button in it. */
const panel = () => document.querySelector<HTMLElement>('.sku-panel');
const inPanel = (name: string) => Array.from(panel()?.querySelectorAll('button') ?? []).find((b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name)!;
const text = (sel: string) => root.querySelector(sel)?.textContent ?? '';
const sent = (path: string) => calls.filter((c) => c.path === path);
const itemUrl = (tid = '722711933054') => `/pages/item/index?tp=taobao&tid=${tid}`;

describe('item page', () => {
  it('renders the item from the server: gallery, title, price with the original struck through', async () => {
    await mount(itemUrl());
    expect(sent('/api/obapi/getItem')[0].fields.get('tid')).toBe('722711933054');
    expect(text('.item-title')).toBe('Elegant cotton sundress');
    expect(text('.item-price-now')).toBe('¥249.00');
    expect(root.querySelector('s.item-price-orig')?.textContent).toBe('¥379.00');
    // The first picture comes at once with its size; the others a moment after it has loaded, lazily.
    const imgs = () => root.querySelectorAll<HTMLImageElement>('.gallery img');
    expect(imgs()).toHaveLength(1);
    expect(imgs()[0].getAttribute('fetchpriority')).toBe('high');
    expect(imgs()[0].getAttribute('loading')).toBeNull();
    expect(imgs()[0].getAttribute('width')).toBe('800');
    await act(() => { imgs()[0].dispatchEvent(new Event('load')); });
    expect(imgs()).toHaveLength(1);
    await act(() => new Promise((r) => setTimeout(r, REST_AFTER_MS + 50)));
    expect(imgs()).toHaveLength(2);
    expect(imgs()[1].getAttribute('loading')).toBe('lazy');
    expect(imgs()[1].getAttribute('fetchpriority')).toBe('low');
    expect(root.textContent).toContain('698 sold');
  });

  it("says the price may have changed when the server serves its kept copy (stale_note), and nothing when it does not", async () => {
    const note = 'The shop could not reach the platform just now: the price and stock shown may have changed';
    reply = (path, fields) => (path === '/api/obapi/getItem' ? { code: 1, data: { ...ITEM, num_iid: fields.get('tid'), stale_note: note } } : undefined);
    await mount('/pages/item/index?tp=taobao&tid=1');
    await until(() => root.querySelector('.item-title'));
    const shown = root.querySelector('[role="note"].item-stale');
    expect(shown?.textContent).toBe(note);
    expect(root.querySelector('.item-price')!.nextElementSibling).toBe(shown);
    root = await unmount(root);
    root = freshRoot();
    reply = () => undefined;
    await mount('/pages/item/index?tp=taobao&tid=2');
    await until(() => root.querySelector('.item-title'));
    expect(root.querySelector('.item-stale')).toBeNull();
  });

  it('shows the price in yuan, as goods are bought, with the chosen currency beside it', async () => {
    setSettings({ currencyList: [{ code: 'USD', title: 'US Dollar', symbol_left: '$', symbol_right: '', symbol: '$', value: '0.14', decimal_place: 2 } as never] });
    setCurrency('USD');
    await mount(itemUrl());
    expect(text('.item-price-now')).toBe('¥249.00');
    expect(text('.item-price .yuan-approx')).toBe(' ≈ $34.86');
    expect(text('.item-price-orig')).toBe('¥379.00');
  });

  it('shipping in China in yuan too, with the chosen currency beside it (issue 16)', async () => {
    setSettings({ currencyList: [{ code: 'USD', title: 'US Dollar', symbol_left: '$', symbol_right: '', symbol: '$', value: '0.14', decimal_place: 2 } as never] });
    setCurrency('USD');
    reply = (path, fields) => (path === '/api/obapi/getItem' ? { code: 1, data: { ...ITEM, num_iid: fields.get('tid'), post_fee: '11.00' } } : undefined);
    await mount(itemUrl());
    expect(root.querySelector('.item-facts')!.textContent).toContain('Domestic shipping ¥11.00 (≈\u00a0$1.54)');
  });

  it('the options panel: choosing a SKU changes picture, price and stock; sold-out combinations are disabled', async () => {
    await mount(itemUrl());
    expect(text('.item-choose')).toContain('Please choose: Colour, Size');
    await tap(root.querySelector('.item-choose')!);
    await until(() => panel());
    expect(panel()!.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(panel());
    expect(panel()!.textContent).toContain('In stock: 162');
    await tap(inPanel('Pink'));
    expect(inPanel('Pink').getAttribute('aria-pressed')).toBe('true');
    expect(panel()!.textContent).toContain('In stock: 155');
    // The picture of the chosen colour.
    expect(panel()!.querySelector('img')!.getAttribute('src')).toBe('/static/goods/4-0_200.webp');
    await tap(inPanel('M'));
    expect(panel()!.querySelector('.sku-panel-price')!.textContent).toBe('¥259.00');
    expect(text('.item-price-now')).toBe('¥259.00');
    expect(panel()!.textContent).toContain('In stock: 3');
    expect(panel()!.textContent).toContain('Chosen: Pink; M');
    // Size S with Brown is sold out: Brown is open while M is chosen, S closes once Brown is.
    await tap(inPanel('Brown'));
    expect(panel()!.querySelector('.sku-panel-price')!.textContent).toBe('¥249.00');
    expect(inPanel('S').disabled).toBe(true);
    expect(inPanel('M').disabled).toBe(false);
    await tap(inPanel('M'));
    expect(inPanel('S').disabled).toBe(true);
    // The stepper stops at the stock.
    await tap(inPanel('Pink'));
    await tap(inPanel('M'));
    const qty = panel()!.querySelector<HTMLInputElement>('#sku-panel-qty')!;
    for (let i = 0; i < 5; i++) await tap(inPanel('Increase'));
    expect(qty.value).toBe('3');
    expect(inPanel('Increase').disabled).toBe(true);
    // Closing keeps the choice on the page.
    await tap(inPanel('Close'));
    expect(panel()).toBeNull();
    expect(text('.item-choose')).toContain('Pink; M; ×3');
  });

  it('add to cart with nothing chosen opens the panel; Confirm sends id, sku_id, quantity and remark, then updates the badge', async () => {
    setSession({ id: 1, username: 'demo', token: 'tok' } as never);
    await mount(itemUrl());
    const remark = root.querySelector<HTMLInputElement>('#item-remark')!;
    await act(() => {
      remark.value = 'gift wrap';
      remark.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await tap(button('Add to cart'));
    await until(() => panel());
    expect(sent('/api/cart/add')).toHaveLength(0);
    expect(panel()!.textContent).toContain('Please choose: Colour, Size');
    expect(inPanel('Confirm').disabled).toBe(true);
    await tap(inPanel('Pink'));
    expect(inPanel('Confirm').disabled).toBe(true);
    await tap(inPanel('S'));
    await tap(inPanel('Increase'));
    await tap(inPanel('Confirm'));
    await until(() => toasts.value.some((x) => x.text === 'Added to cart'));
    const add = sent('/api/cart/add');
    expect(add).toHaveLength(1);
    expect(Object.fromEntries(['id', 'sku_id', 'quantity', 'remark'].map((k) => [k, add[0].fields.get(k)]))).toEqual({ id: '4', sku_id: 'p-s', quantity: '2', remark: 'gift wrap' });
    expect(cartCount.value).toBe(3);
    // The action bar's cart icon shows the new count and leads to the cart.
    expect(root.querySelector('.item-cart .badge')?.textContent).toBe('3');
    expect(root.querySelector('.item-cart')?.getAttribute('href')).toBe('#/pages/cart/index');
    expect(panel()).toBeNull();
    // With the choice complete, the next add goes straight through.
    await new Promise((r) => setTimeout(r, 1000));
    await tap(button('Add to cart'));
    await until(() => sent('/api/cart/add').length === 2);
    expect(panel()).toBeNull();
  });

  it('what was picked (options, quantity, note) is kept in the item\'s history entry: coming back to it shows it again and adds it; a new visit starts afresh (issue 38)', async () => {
    setSession({ id: 1, username: 'demo', token: 'tok' } as never);
    await mount(itemUrl());
    await tap(root.querySelector('.item-choose')!);
    await until(() => panel());
    await tap(inPanel('Brown'));
    await tap(inPanel('M'));
    await tap(inPanel('Increase'));
    await tap(inPanel('Close'));
    const remark = () => root.querySelector<HTMLInputElement>('#item-remark')!;
    await act(() => {
      remark().value = 'blue lining';
      remark().dispatchEvent(new Event('input', { bubbles: true }));
    });
    const picked = text('.item-choose-text');
    expect(picked).toContain('Brown');
    expect(picked).toContain('×2');
    // Gone (to login) and back to the same entry: a new page, the pick as it was left.
    await act(() => render(null, root));
    await act(() => render(<HashLocation><ItemPage /></HashLocation>, root));
    await flush();
    expect(text('.item-choose-text')).toBe(picked);
    expect(remark().value).toBe('blue lining');
    await tap(button('Add to cart'));
    await until(() => sent('/api/cart/add').length === 1);
    expect(Object.fromEntries(['sku_id', 'quantity', 'remark'].map((k) => [k, sent('/api/cart/add')[0].fields.get(k)]))).toEqual({ sku_id: 'b-m', quantity: '2', remark: 'blue lining' });
    // A new visit (a new history entry) starts with nothing picked.
    await act(() => render(null, root));
    await mount(itemUrl());
    expect(text('.item-choose-text')).not.toBe(picked);
    expect(remark().value).toBe('');
  });

  it('Escape closes the panel and sends nothing; a visitor goes to login without a panel', async () => {
    setSession({ id: 1, username: 'demo', token: 'tok' } as never);
    await mount(itemUrl());
    await tap(button('Add to cart'));
    await until(() => panel());
    await act(() => { dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })); });
    expect(panel()).toBeNull();
    expect(sent('/api/cart/add')).toHaveLength(0);
    clearSession();
    await flush();
    await new Promise((r) => setTimeout(r, 1000));
    await tap(button('Add to cart'));
    expect(currentUrl()).toBe(`/pages/user/login?redirect=${encodeURIComponent(itemUrl())}`);
    expect(panel()).toBeNull();
  });

  it('buy now through the panel adds the line and opens the order confirmation with it', async () => {
    setSession({ id: 1, username: 'demo', token: 'tok' } as never);
    await mount(itemUrl());
    await tap(button('Buy now'));
    await until(() => panel());
    await tap(inPanel('Brown'));
    await tap(inPanel('M'));
    await tap(inPanel('Confirm'));
    await until(() => currentUrl().startsWith('/pages/carttoorder/'));
    expect(sent('/api/cart/add')[0].fields.get('sku_id')).toBe('b-m');
    expect(currentUrl()).toBe('/pages/carttoorder/index?ids=55');
  });

  it('an item without options adds at once, with no panel', async () => {
    setSession({ id: 1, username: 'demo', token: 'tok' } as never);
    reply = (p, f) => (p === '/api/obapi/getItem' ? { code: 1, data: { ...ITEM, num_iid: f.get('tid'), props: [], skus: [], stock: 5 } } : undefined);
    await mount(itemUrl());
    expect(text('.item-choose')).toContain('×1');
    await tap(button('Add to cart'));
    await until(() => sent('/api/cart/add').length === 1);
    expect(sent('/api/cart/add')[0].fields.get('sku_id')).toBeNull();
    expect(panel()).toBeNull();
  });

  it('an item the server does not know: the manual add page replaces it, with what was looked for stored', async () => {
    reply = (p) => (p === '/api/obapi/getItem' ? { code: 0, msg: 'This item was not found' } : undefined);
    await mount(itemUrl('999'));
    const url = 'https://item.taobao.com/item.htm?id=999';
    expect(currentUrl()).toBe(`/pages/item/notfound?url=${encodeURIComponent(url)}&tp=taobao&tid=999`);
    expect(JSON.parse(localStorage.getItem('notFound')!)).toMatchObject({ tp: 'taobao', tid: '999', url });
  });

  it('a failed call offers a retry; another tid on the same page loads that item', async () => {
    reply = (p) => (p === '/api/obapi/getItem' ? { code: 500 } : undefined);
    await mount(itemUrl('1'));
    expect(root.textContent).toContain('The item could not be loaded');
    reply = () => undefined;
    await tap(button('Retry'));
    expect(text('.item-title')).toBe('Elegant cotton sundress');
    await act(() => navigate(itemUrl('2')));
    await flush();
    expect(sent('/api/obapi/getItem').map((c) => c.fields.get('tid'))).toEqual(['1', '1', '2']);
  });

  it('remembers the item for a visitor (history key, newest first, at most 20)', async () => {
    await mount(itemUrl('5'));
    await act(() => navigate(itemUrl('6')));
    await flush();
    expect(recentItems().map((x) => x.tid)).toEqual(['6', '5']);
    expect(recentItems()[0]).toEqual({ tp: 'taobao', tid: '6', title: 'Elegant cotton sundress', pic: '/static/goods/4-0_200.webp' });
  });

  it('a visitor who came with an inviter registers first', async () => {
    inviter.value = '7';
    await mount(itemUrl());
    expect(currentUrl()).toBe(`/pages/user/register?inviter=7&redirect=${encodeURIComponent(itemUrl())}`);
    expect(sent('/api/obapi/getItem')).toHaveLength(0);
  });

  it('favourite toggles with login, copy link copies the link the server reads (in the shopper\'s language)', async () => {
    setSession({ id: 1, username: 'demo', token: 'tok' } as never);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await mount(itemUrl());
    await tap(button('Add to favourites'));
    await until(() => button('Remove from favourites'));
    expect(sent('/api/favorites/add')[0].fields.get('item_id')).toBe('4');
    await new Promise((r) => setTimeout(r, 1000));
    await tap(button('Remove from favourites'));
    await until(() => button('Add to favourites'));
    expect(sent('/api/favorites/delete')[0].fields.get('item_id')).toBe('4');
    await tap(button('Copy link'));
    await until(() => toasts.value.some((x) => x.text === 'Copy Success!'));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/wap/i/taobao/${ITEM.num_iid}?lang=en`);
    expect(toasts.value.map((x) => x.text)).toContain('Copy Success!');
    // Without a share sheet there is no Share button.
    expect(button('Share')).toBeUndefined();
  });

  it('share hands the same link to the system sheet where the browser has one; against another backend both give the hash link', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    await setLang('ru', false);
    await mount(itemUrl());
    await tap(button('Поделиться'));
    expect(share).toHaveBeenCalledWith({ title: ITEM.title, url: `${location.origin}/wap/i/taobao/${ITEM.num_iid}?lang=ru` });
    render(null, root);
    vi.stubGlobal('__STOREFRONT__', { apiBase: 'https://api.example.com' });
    await mount(itemUrl());
    await tap(button('Копировать ссылку'));
    await until(() => writeText.mock.calls.length);
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/wap/#/pages/item/index?tp=taobao&tid=${ITEM.num_iid}`);
  });

  it('the full-screen viewer opens on a tap, turns with a swipe and closes with Escape', async () => {
    await mount(itemUrl());
    await tap(root.querySelectorAll('.gallery-slide')[1]);
    await until(() => root.querySelector('[role=dialog]'));
    const dialog = root.querySelector('[role=dialog]')!;
    expect(dialog).not.toBeNull();
    expect(dialog.textContent).toContain('Picture 2 of 2');
    const strip = dialog.querySelector('.preview-strip')!;
    const touch = (type: string, x: number) => strip.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), { touches: [{ clientX: x, clientY: 0 }] }));
    await act(() => { touch('touchstart', 200); });
    await act(() => { touch('touchmove', 300); });
    await act(() => { strip.dispatchEvent(new Event('touchend', { bubbles: true })); });
    expect(dialog.querySelector('.preview-count')?.textContent).toBe('Picture 1 of 2');
    await act(() => { document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })); });
    expect(root.querySelector('[role=dialog]')).toBeNull();
  });

  it('below the fold: loads when near, renders the seller, the sanitised description, reviews with more, similar goods', async () => {
    vi.stubGlobal('IntersectionObserver', class {
      constructor(private cb: (e: { isIntersecting: boolean }[]) => void) {}
      observe() { setTimeout(() => this.cb([{ isIntersecting: true }]), 0); }
      disconnect() {}
    });
    reply = (p, f) => {
      if (p === '/api/obapi/getReview') {
        const page = Number(f.get('page'));
        return { code: 1, data: { total: 6, per_page: 5, current_page: page, last_page: 2, data: page === 1 ? [1, 2, 3, 4, 5].map((id) => ({ id, nickname: `N${id}`, content: `Review ${id}`, rating: 4, sku_text: '', created_at: 1700000000 })) : [{ id: 6, nickname: 'N6', content: 'Review 6', rating: 5, sku_text: '', created_at: 1700000000 }] } };
      }
      if (p === '/api/obapi/goodsFindSimilar') return { code: 1, data: [{ id: 9, api_type: 'jd', num_iid: '9', title: 'Similar dress', pic_url: '/a_200.webp', goodsimg: '/a.webp', price: '1.00', orig_price: '2.00', sales: 0 }] };
      if (p === '/api/obapi/getItemSearchShop') return { code: 1, data: { shop: {}, list: { total: 0, per_page: 10, current_page: 1, last_page: 1, data: [] } } };
      return undefined;
    };
    await mount(itemUrl());
    await until(() => root.querySelector('.item-desc-body') && root.querySelectorAll('.review').length && root.textContent?.includes('Similar dress'));
    const desc = root.querySelector('.item-desc-body')!;
    expect(desc.innerHTML).toContain('<strong>Nice</strong>');
    expect(desc.querySelector('script')).toBeNull();
    expect(desc.querySelector('img')!.hasAttribute('onerror')).toBe(false);
    expect(desc.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    expect(root.querySelectorAll('.review')).toHaveLength(5);
    await tap(button('More reviews'));
    expect(root.querySelectorAll('.review')).toHaveLength(6);
    expect(button('More reviews')).toBeUndefined();
    expect(root.textContent).toContain('Similar dress');
    // The seller, with the way to the shop's goods.
    expect(root.querySelector('#item-seller-name')?.textContent).toBe('Kaixin Official Store');
    expect(root.querySelector('.item-shop-link')?.getAttribute('href')).toBe('#/pages/shop/index?seller_id=2200288776&tp=taobao');
    // The shop has nothing else: its row is left out.
    expect(root.querySelector('#item-shop-title')).toBeNull();
  });

  it('shipping estimate: nothing until opened, then the lines for the default address\'s country by name, another country picked from the list', async () => {
    vi.stubGlobal('IntersectionObserver', class {
      constructor(private cb: (e: { isIntersecting: boolean }[]) => void) {}
      observe() { setTimeout(() => this.cb([{ isIntersecting: true }]), 0); }
      disconnect() {}
    });
    setSession({ id: 1, username: 'demo', token: 'tok' } as never);
    reply = (p) => (p === '/api/obapi/estimate'
      ? { code: 1, data: [{ line_id: 4, name: 'Russian Express line', carrier: 'CDEK', fee: '127.00', chargeable_weight: 1220, transit_days: '8-14' }] }
      : p === '/api/address/lists'
        ? { code: 1, data: [{ id: 1, country_code: 'us', is_default: 0 }, { id: 2, country_code: 'ru', is_default: 1 }] }
        : p === '/api/other/getAreaInfo'
          ? { code: 1, data: [{ id: 1, name: 'Russia', code: 'RU', mcode: '+7', has_children: true }, { id: 2, name: 'Germany', code: 'DE', mcode: '+49', has_children: false }] }
          : undefined);
    await mount(itemUrl());
    await until(() => root.querySelector('.item-estimate'));
    expect(sent('/api/obapi/estimate')).toHaveLength(0);
    const details = root.querySelector<HTMLDetailsElement>('.item-estimate')!;
    await act(() => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    await until(() => details.textContent?.includes('Russian Express line'));
    // The default address is in Russia: no country code to type.
    expect(sent('/api/obapi/estimate')[0].fields.get('country')).toBe('RU');
    const country = root.querySelector<HTMLSelectElement>('#item-country')!;
    expect(country.value).toBe('RU');
    await until(() => country.options.length === 2);
    expect([...country.options].map((o) => o.textContent)).toEqual(['Russia', 'Germany']);
    expect(details.textContent).toContain('¥127.00');
    expect(details.textContent).toContain('8-14 days');
    await act(() => {
      country.value = 'DE';
      country.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await until(() => sent('/api/obapi/estimate').length === 2);
    expect(sent('/api/obapi/estimate')[1].fields.get('country')).toBe('DE');
  });

  it('a visitor\'s estimate uses the country the shop guessed', async () => {
    vi.stubGlobal('IntersectionObserver', class {
      constructor(private cb: (e: { isIntersecting: boolean }[]) => void) {}
      observe() { setTimeout(() => this.cb([{ isIntersecting: true }]), 0); }
      disconnect() {}
    });
    reply = (p) => (p === '/api/obapi/estimate' ? { code: 1, data: [] } : undefined);
    await mount(itemUrl());
    await until(() => root.querySelector('.item-estimate'));
    const details = root.querySelector<HTMLDetailsElement>('.item-estimate')!;
    await act(() => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    await until(() => sent('/api/obapi/estimate').length === 1);
    expect(sent('/api/obapi/estimate')[0].fields.get('country')).toBe('US');
    expect(sent('/api/address/lists')).toHaveLength(0);
  });

  it('a deep link: the item call starts when the chunk runs, and the page renders from that answer without asking again', async () => {
    history.replaceState(null, '', `/wap/#${itemUrl('77')}`);
    vi.resetModules();
    const fresh = await import('../../src/pages/item/index');
    const { HashLocation: FreshLocation } = await import('../../src/router/hash-location');
    expect(sent('/api/obapi/getItem').map((c) => c.fields.get('tid'))).toEqual(['77']);
    await flush();
    const Page = fresh.default;
    await act(() => render(<FreshLocation><Page /></FreshLocation>, root));
    // Rendered in the first pass (the answer was in), and not asked for a second time.
    expect(text('.item-title')).toBe('Elegant cotton sundress');
    await flush();
    expect(sent('/api/obapi/getItem')).toHaveLength(1);
  });
});
