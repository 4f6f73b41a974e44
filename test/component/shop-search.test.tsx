import { describe, it, expect, vi, beforeAll, beforeEach, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import ShopPage from '../../src/pages/shop/index';
import { fromYuan, itemSearchOf, modeOf, nextSort, shopUrl, toYuan } from '../../src/pages/shop/query';
import { navigate, currentUrl } from '../../src/router/navigate';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { searchHistory, rememberSearch, clearSearchHistory } from '../../src/state/search-history';
import { dialog, closeDialog } from '../../src/state/dialog';
import { token, clearSession } from '../../src/state/session';
import { setSettings } from '../../src/state/settings';
import { setCurrency } from '../../src/state/currency';
import { toasts } from '../../src/state/ui';
import type { GoodsCard } from '../../src/api/types/goods';
import { freshRoot, unmount, mountPage } from './dom';

beforeAll(() => loadNamespaces(['catalog']));

type Call = { method: string; path: string; fields: URLSearchParams };
let root: HTMLElement;
let calls: Call[] = [];
/** Goods the fake catalogue holds; getItemlist filters them by keyword like the server does. */
let catalogue: GoodsCard[] = [];

const card = (id: number, title: string, price: string, sales = 0): GoodsCard => ({
  id, api_type: 'taobao', num_iid: String(1000 + id), title, pic_url: `/static/goods/${id}-0_200.webp`, goodsimg: `/static/goods/${id}-0.webp`, price, orig_price: price, sales,
});

/** A business refusal (code 0) instead of data. */
const refusal = (msg: string) => ({ refused: msg });

function answer(c: Call): unknown {
  const page = Number(c.fields.get('page') ?? 1);
  const size = Number(c.fields.get('pagesize') ?? 10);
  const pageOf = (rows: GoodsCard[]) => ({ total: rows.length, per_page: size, current_page: page, last_page: Math.max(1, Math.ceil(rows.length / size)), data: rows.slice((page - 1) * size, page * size) });
  if (c.path === '/api/index/hotsearch' || c.path === '/api/hotrecommend/keywords') return [{ id: 1, keyword: 'dress' }, { id: 2, keyword: 'mug' }];
  if (c.path === '/api/hotrecommend/goods_list') return pageOf([]);
  if (c.path === '/api/obapi/getItemlist') {
    const k = (c.fields.get('keyword') ?? '').toLowerCase();
    return pageOf(catalogue.filter((g) => !k || g.title.toLowerCase().includes(k)));
  }
  if (c.path === '/api/obapi/getItemSearchShop') {
    if (c.fields.get('seller_id') === 'gone') return refusal('This shop was not found');
    return { shop: { id: 3, seller_id: c.fields.get('seller_id'), name: 'Sunny Knits', rating: 4.8, location: 'Hangzhou', api_type: 'taobao', item_count: 2 }, list: pageOf(catalogue.slice(0, 2)) };
  }
  return null;
}

beforeEach(() => {
  root = freshRoot();
  calls = [];
  toasts.value = [];
  catalogue = [card(1, 'Wool scarf', '59.00', 3), card(2, 'Silk scarf', '129.00', 0), card(3, 'Canvas bag', '35.50', 12)];
  clearSearchHistory();
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), location.href);
    const method = (init.method ?? 'GET').toUpperCase();
    const c = { method, path: url.pathname, fields: method === 'GET' ? url.searchParams : new URLSearchParams(String(init.body ?? '')) };
    calls.push(c);
    const data = answer(c) as { refused?: string } | null;
    const body = data?.refused ? { code: 0, msg: data.refused, time: 0, data: null } : { code: 1, msg: '', time: 0, data };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }));
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  clearSession();
  dialog.value = null;
  setSettings({ currencyList: [] });
  await setLang('en', false);
});

const flush = () => act(async () => { for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0)); });
const mount = async (url: string) => { await mountPage(root, ShopPage, url, 0); await flush(); };
const go = async (url: string) => {
  await act(() => navigate(url));
  await flush();
};
/** Waits (a few ms at a time) for something a lazy chunk renders. */
async function until(ok: () => unknown) {
  for (let i = 0; i < 100 && !ok(); i++) await act(async () => { await new Promise((r) => setTimeout(r, 10)); });
  expect(ok()).toBeTruthy();
}
const openRange = async () => {
  await tap(button('Price range'));
  await until(() => root.querySelector('#price-min'));
};
const lists = () => calls.filter((c) => c.path === '/api/obapi/getItemlist');
const lastList = () => lists().at(-1)!.fields;
const titles = () => [...root.querySelectorAll('.goods-title')].map((e) => e.textContent);
const button = (name: string) => [...root.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent)!.trim() === name)!;
const tap = async (el: Element) => {
  await act(() => { (el as HTMLElement).click(); });
  await flush();
};
const type = (id: string, v: string) => act(() => {
  const el = root.querySelector<HTMLInputElement>(`#${id}`)!;
  el.value = v;
  el.dispatchEvent(new Event('input', { bubbles: true }));
});

describe('search url rules', () => {
  it('tells the searches apart and keeps only known sorts and well-formed prices', () => {
    expect(modeOf({})).toBe('start');
    expect(modeOf({ keyword: '  ' })).toBe('start');
    expect(modeOf({ keyword: 'scarf' })).toBe('keyword');
    expect(modeOf({ cid: '14', keyword: 'x' })).toBe('category');
    expect(modeOf({ seller_id: 's1', tp: 'taobao' })).toBe('shop');
    expect(modeOf({ imgid: '0123456789abcdef' })).toBe('image');
    expect(itemSearchOf({ keyword: ' scarf ', sort: 'bogus', start_price: '1e3', end_price: '20.5' })).toEqual({ keyword: 'scarf', end_price: '20.5' });
    expect(itemSearchOf({ cid: '14', sort: 'price_desc' })).toEqual({ cid: '14', sort: 'price_desc' });
    expect(shopUrl({ keyword: 'a b', sort: 'sales' }, { sort: undefined, start_price: '10.00' })).toBe('/pages/shop/index?keyword=a+b&start_price=10.00');
  });

  it('price toggles ascending ⇄ descending; the others set their own sort', () => {
    expect(nextSort('default', 'price')).toBe('price_asc');
    expect(nextSort('price_asc', 'price')).toBe('price_desc');
    expect(nextSort('price_desc', 'price')).toBe('price_asc');
    expect(nextSort('price_desc', 'sales')).toBe('sales');
    expect(nextSort('sales', 'default')).toBe('default');
  });

  it('converts a range typed in the shown currency to yuan, widening at the edges', () => {
    expect(toYuan('10', 1, 'low')).toBe('10.00');
    expect(toYuan('10', 0.1385, 'low')).toBe('72.20');
    expect(toYuan('10', 0.1385, 'high')).toBe('72.21');
    expect(toYuan('', 0.1385, 'high')).toBe('');
    expect(fromYuan('72.21', 0.1385, 2)).toBe('10');
    expect(fromYuan('100', 12.7, 0)).toBe('1270');
  });
});

describe('search results page', () => {
  it('searches by keyword from page 0 (1-based on the wire) and shows the goods with their sales', async () => {
    await mount('/pages/shop/index?keyword=scarf');
    expect(lastList().get('keyword')).toBe('scarf');
    expect(lastList().get('page')).toBe('1');
    expect(lastList().get('pagesize')).toBe('10');
    expect(lastList().get('sort')).toBeNull();
    expect(titles()).toEqual(['Wool scarf', 'Silk scarf']);
    expect(root.textContent).toContain('Results: 2');
    expect(root.textContent).toContain('3 sold');
    expect(root.querySelector<HTMLInputElement>('input[type=search]')!.value).toBe('scarf');
  });

  it('sends the sort chosen: price ascending, then descending on a second tap, sales, relevance', async () => {
    await mount('/pages/shop/index?keyword=scarf');
    await tap(button('Price'));
    expect(lastList().get('sort')).toBe('price_asc');
    expect(currentUrl()).toBe('/pages/shop/index?keyword=scarf&sort=price_asc');
    expect(button('Price: low to high').getAttribute('aria-pressed')).toBe('true');
    await tap(button('Price: low to high'));
    expect(lastList().get('sort')).toBe('price_desc');
    await tap(button('Sales'));
    expect(lastList().get('sort')).toBe('sales');
    await tap(button('Relevance'));
    expect(lastList().get('sort')).toBeNull();
    expect(lastList().get('keyword')).toBe('scarf');
    expect(lists()).toHaveLength(5);
  });

  it('applies a price range on submit only, filtered to two decimals; a reversed range is refused next to the fields, keeping the input', async () => {
    await mount('/pages/shop/index?keyword=scarf&sort=sales');
    await openRange();
    await type('price-min', '1a2.345');
    await type('price-max', '5');
    expect(root.querySelector<HTMLInputElement>('#price-min')!.value).toBe('12.34');
    expect(lists()).toHaveLength(1);
    await tap(button('Apply'));
    expect(root.querySelector('#range-error')!.textContent).toBe('The lowest price must not be higher than the highest price');
    expect(root.querySelector('#price-min')!.getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector<HTMLInputElement>('#price-max')!.value).toBe('5');
    expect(lists()).toHaveLength(1);
    await type('price-max', '100');
    await tap(button('Apply'));
    expect(lists()).toHaveLength(2);
    expect([lastList().get('start_price'), lastList().get('end_price'), lastList().get('sort'), lastList().get('keyword')]).toEqual(['12.34', '100.00', 'sales', 'scarf']);
    expect(button('Price range').className).toBe('on');
  });

  it('sends the range in yuan when prices show in another currency', async () => {
    setSettings({ currencyList: [{ code: 'USD', symbol_left: '$', symbol_right: '', symbol: '$', value: '0.1385', decimal_place: 2 }] });
    setCurrency('USD');
    await mount('/pages/shop/index?keyword=scarf');
    await openRange();
    expect(root.querySelector('label[for=price-min]')!.textContent).toBe('Lowest price (USD)');
    await type('price-min', '10');
    await tap(button('Apply'));
    expect([lastList().get('start_price'), lastList().get('end_price')]).toEqual(['72.20', null]);
  });

  it('reloads when the query changes on the same page, from page 0, and replaces the results', async () => {
    await mount('/pages/shop/index?keyword=scarf');
    expect(titles()).toEqual(['Wool scarf', 'Silk scarf']);
    await go('/pages/shop/index?keyword=bag');
    expect(lastList().get('keyword')).toBe('bag');
    expect(lastList().get('page')).toBe('1');
    expect(titles()).toEqual(['Canvas bag']);
    expect(root.querySelector<HTMLInputElement>('input[type=search]')!.value).toBe('bag');
    await go('/pages/shop/index?cid=14');
    expect(lastList().get('cid')).toBe('14');
    expect(lastList().get('keyword')).toBeNull();
  });

  it('shows an empty state naming the keyword, with a way to drop the price range', async () => {
    await mount('/pages/shop/index?keyword=zebra&start_price=1.00');
    expect(titles()).toEqual([]);
    expect(root.textContent).toContain('No goods match “zebra”');
    await tap(button('Clear the price range'));
    expect(currentUrl()).toBe('/pages/shop/index?keyword=zebra');
    expect(lastList().get('start_price')).toBeNull();
  });

  it('without a query shows recent searches (tap to search again, clear after confirming) and hot searches', async () => {
    rememberSearch('wool');
    rememberSearch('scarf');
    await mount('/pages/shop/index');
    await until(() => root.querySelector('#recent-title') && root.querySelector('#hot-title'));
    expect(lists()).toHaveLength(0);
    const recent = root.querySelector('[aria-labelledby=recent-title]')!;
    expect([...recent.querySelectorAll('.chip')].map((c) => c.textContent)).toEqual(['scarf', 'wool']);
    expect([...root.querySelectorAll('[aria-labelledby=hot-title] .chip')].map((c) => c.textContent)).toEqual(['dress', 'mug']);
    await tap(button('Clear recent searches'));
    expect(dialog.value?.message).toBe('Clear all recent searches?');
    await act(() => closeDialog(false));
    expect(searchHistory.value).toEqual(['scarf', 'wool']);
    await tap(button('Clear recent searches'));
    await act(() => closeDialog(true));
    await flush();
    expect(searchHistory.value).toEqual([]);
    expect(root.textContent).toContain('Your searches will show here.');
    await tap(button('dress'));
    expect(currentUrl()).toBe('/pages/shop/index?keyword=dress');
    expect(lastList().get('keyword')).toBe('dress');
    expect(searchHistory.value).toEqual(['dress']);
  });

  it('by shop: the shop header over its goods', async () => {
    await mount('/pages/shop/index?seller_id=sk01&tp=taobao');
    const c = calls.find((x) => x.path === '/api/obapi/getItemSearchShop')!;
    expect([c.method, c.fields.get('seller_id'), c.fields.get('tp'), c.fields.get('page')]).toEqual(['POST', 'sk01', 'taobao', '1']);
    expect(root.querySelector('.shop-head h2')!.textContent).toBe('Sunny Knits');
    expect(root.textContent).toContain('Rating 4.8');
    expect(titles()).toHaveLength(2);
    expect(root.querySelector('.sortbar')).toBeNull();
  });

  it('a shop that does not exist: a not-found view (the server\'s message is toasted), and a new search recovers', async () => {
    await mount('/pages/shop/index?seller_id=gone&tp=taobao');
    expect(root.textContent).toContain('This shop could not be found');
    expect(toasts.value.map((x) => x.text)).toEqual(['This shop was not found']);
    expect(root.querySelector('a.btn')!.getAttribute('href')).toBe('#/');
    await go('/pages/shop/index?seller_id=sk01&tp=taobao');
    expect(root.textContent).not.toContain('This shop could not be found');
    expect(root.querySelector('.shop-head h2')!.textContent).toBe('Sunny Knits');
  });

  it('by image: visitors are asked to log in and nothing is requested; a member gets the image results', async () => {
    await mount('/pages/shop/index?imgid=0123456789abcdef');
    expect(lists()).toHaveLength(0);
    expect(root.textContent).toContain('Log in to see the results of your image search.');
    await tap(button('Log in'));
    expect(currentUrl()).toBe(`/pages/user/login?redirect=${encodeURIComponent('/pages/shop/index?imgid=0123456789abcdef')}`);
    render(null, root);
    token.value = 'abc';
    await mount('/pages/shop/index?imgid=0123456789abcdef');
    expect(lastList().get('imgid')).toBe('0123456789abcdef');
    expect(root.textContent).toContain('Items that look like your photo');
    expect(titles()).toHaveLength(3);
  });
});

describe('sharing a search', () => {
  it('copies the link the server reads (the search, not its page or stray fields) and says so; the sheet gets it where there is one', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await mount('/pages/shop/index?keyword=scarf&sort=price_asc&start_price=10&utm=x');
    await tap(button('Copy link'));
    await until(() => toasts.value.length);
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/wap/s?keyword=scarf&sort=price_asc&start_price=10&lang=en`);
    expect(toasts.value.map((x) => x.text)).toEqual(['Copy Success!']);
    render(null, root);

    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    await mount('/pages/shop/index?seller_id=sk01&tp=taobao');
    await until(() => root.querySelector('.shop-head'));
    await tap(button('Share'));
    expect(share).toHaveBeenCalledWith({ title: 'Sunny Knits', url: `${location.origin}/wap/s?seller_id=sk01&tp=taobao&lang=en` });
  });

  it('an image search has no link to share (its picture is the shopper\'s own)', async () => {
    token.value = 'abc';
    await mount('/pages/shop/index?imgid=0123456789abcdef');
    await until(() => titles().length);
    expect(button('Copy link')).toBeUndefined();
  });
});
