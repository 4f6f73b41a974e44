import { describe, it, expect, vi, beforeAll, beforeEach, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import type { ComponentType } from 'preact';
import FavoritesPage from '../../src/pages/member/favorite/index';
import HistoryPage from '../../src/pages/member/history/index';
import CategoryPage from '../../src/pages/category/index';
import MallPage from '../../src/pages/mall/index';
import { currentUrl } from '../../src/router/navigate';
import { loadNamespaces } from '../../src/state/lang';
import { dialog, closeDialog } from '../../src/state/dialog';
import { toasts } from '../../src/state/ui';
import type { GoodsCard } from '../../src/api/types/goods';
import { freshRoot, unmount, mountPage } from './dom';

beforeAll(() => loadNamespaces(['catalog']));

type Call = { method: string; path: string; fields: URLSearchParams };
let root: HTMLElement;
let calls: Call[] = [];
let rows: { id: number; item_id: number; created_at: number; viewed_at: number; goods: GoodsCard }[] = [];
let failCategories = false;

const card = (id: number, title: string): GoodsCard => ({
  id, api_type: 'jd', num_iid: String(500 + id), title, pic_url: `/static/goods/${id}-0_200.webp`, goodsimg: `/static/goods/${id}-0.webp`, price: '10.00', orig_price: '12.00', sales: 0,
});
const tree = [
  { id: 1, name: 'Shoes', image: '/c1.webp', keyword: 'shoes', children: [{ id: 11, name: 'Sneakers', image: '/c11.webp', keyword: '', children: [] }, { id: 12, name: 'Boots', image: '/c12.webp', keyword: '', children: [] }] },
  { id: 2, name: 'Bags', image: '/c2.webp', keyword: 'bags', children: [{ id: 21, name: 'Backpacks', image: '/c21.webp', keyword: '', children: [] }] },
];

function answer(c: Call): { code: number; msg?: string; data?: unknown } {
  const page = { total: rows.length, per_page: 10, current_page: 1, last_page: 1, data: rows };
  switch (c.path) {
    case '/api/favorites/lists':
    case '/api/history/lists':
      return { code: 1, data: page };
    case '/api/favorites/delete':
    case '/api/history/delete': {
      const ids = (c.fields.get('ids') ?? '').split(',').map(Number);
      const before = rows.length;
      rows = c.fields.get('all') === '1' ? [] : rows.filter((r) => !ids.includes(r.id));
      return { code: 1, data: { deleted: before - rows.length } };
    }
    case '/api/index/category':
      return failCategories ? { code: 0, msg: 'Database busy' } : { code: 1, data: tree };
    case '/api/mall/floor':
      return { code: 1, data: [{ id: 7, name: 'Taobao picks', image: '', goods: [card(1, 'Camping chair'), card(2, 'Quartz watch')] }] };
    case '/api/mall/lists':
      return c.fields.get('id') === '7'
        ? { code: 1, data: { total: 1, per_page: 10, current_page: 1, last_page: 1, data: [card(3, 'Floor item')] } }
        : { code: 0, msg: 'Not found' };
  }
  return { code: 1, data: null };
}

beforeEach(() => {
  root = freshRoot();
  calls = [];
  toasts.value = [];
  failCategories = false;
  rows = [1, 2].map((n) => ({ id: 40 + n, item_id: n, created_at: 1_700_000_000, viewed_at: 1_700_000_000, goods: card(n, `Item ${n}`) }));
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), location.href);
    const method = (init.method ?? 'GET').toUpperCase();
    const c = { method, path: url.pathname, fields: method === 'GET' ? url.searchParams : new URLSearchParams(String(init.body ?? '')) };
    calls.push(c);
    return new Response(JSON.stringify({ time: 0, msg: '', data: null, ...answer(c) }), { headers: { 'content-type': 'application/json' } });
  }));
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  dialog.value = null;
});

const flush = () => act(async () => { for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0)); });
const mount = async (Page: ComponentType, url: string) => { await mountPage(root, Page, url, 0); await flush(); };
const byLabel = (label: string) => root.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;
const tap = async (el: Element) => {
  await act(() => { (el as HTMLElement).click(); });
  await flush();
};
const answerDialog = async (ok: boolean) => {
  await act(() => closeDialog(ok));
  await flush();
};
const titles = () => [...root.querySelectorAll('.row-title')].map((e) => e.textContent);

describe('favourites', () => {
  it('lists the rows as links to their items; removes one only after confirming; ends on the empty state', async () => {
    await mount(FavoritesPage, '/pages/member/favorite/index');
    expect(titles()).toEqual(['Item 1', 'Item 2']);
    expect(root.querySelector('.goods-row a')!.getAttribute('href')).toBe('#/pages/item/index?tp=jd&tid=501');
    expect(root.querySelector('.goods-row img')!.getAttribute('width')).toBe('88');
    await tap(byLabel('Remove “Item 1”'));
    expect(dialog.value?.message).toBe('Remove this item from your favourites?');
    await answerDialog(false);
    expect(calls.some((c) => c.path === '/api/favorites/delete')).toBe(false);
    await tap(byLabel('Remove “Item 1”'));
    await answerDialog(true);
    const del = calls.find((c) => c.path === '/api/favorites/delete')!;
    expect([del.method, del.fields.get('ids')]).toEqual(['POST', '41']);
    expect(titles()).toEqual(['Item 2']);
    await tap(byLabel('Remove “Item 2”'));
    await answerDialog(true);
    expect(titles()).toEqual([]);
    expect(root.textContent).toContain('No favourites yet.');
    expect(root.querySelector('a.btn')!.getAttribute('href')).toBe('#/');
  });
});

describe('browsing history', () => {
  it('removes one, and clears all after confirming, showing the empty state', async () => {
    await mount(HistoryPage, '/pages/member/history/index');
    expect(titles()).toEqual(['Item 1', 'Item 2']);
    expect(root.textContent).toContain('Viewed ');
    await tap(byLabel('Remove “Item 2”'));
    expect(dialog.value?.message).toBe('Remove this item from your browsing history?');
    await answerDialog(true);
    expect(calls.find((c) => c.path === '/api/history/delete')!.fields.get('ids')).toBe('42');
    expect(titles()).toEqual(['Item 1']);
    const clear = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Clear all')!;
    await tap(clear);
    expect(dialog.value?.message).toBe('Clear your whole browsing history?');
    await answerDialog(true);
    expect(calls.filter((c) => c.path === '/api/history/delete').at(-1)!.fields.get('all')).toBe('1');
    expect(titles()).toEqual([]);
    expect(root.textContent).toContain('Items you open will show here.');
    expect([...root.querySelectorAll('button')].some((b) => b.textContent === 'Clear all')).toBe(false);
  });
});

describe('categories', () => {
  it('offers a retry when the tree fails to load; then shows the first top category, switches on tap (kept in the url), and links sub-categories to their results', async () => {
    failCategories = true;
    await mount(CategoryPage, '/pages/category/index');
    expect(root.textContent).toContain('loading failed');
    failCategories = false;
    await tap([...root.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!);
    const side = root.querySelector('nav.cat-side')!;
    expect([...side.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Shoes', 'Bags']);
    expect(side.querySelector('[aria-current=true]')!.textContent).toBe('Shoes');
    expect([...root.querySelectorAll('.cat-subs a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Sneakers', '#/pages/shop/index?cid=11'], ['Boots', '#/pages/shop/index?cid=12']]);
    expect(root.querySelector('.cat-all')!.getAttribute('href')).toBe('#/pages/shop/index?cid=1');
    await tap(side.querySelectorAll('button')[1]);
    expect(currentUrl()).toBe('/pages/category/index?top=2');
    expect(root.querySelector('.cat-all')!.textContent).toBe('All in Bags');
    expect([...root.querySelectorAll('.cat-subs img')].every((i) => i.getAttribute('width') === '72' && i.getAttribute('height') === '72')).toBe(true);
  });
});

describe('mall', () => {
  it('lists the floors with their goods and a "more" link to the floor list, which loads that floor page by page', async () => {
    await mount(MallPage, '/pages/mall/index');
    expect(root.querySelector('section h2')!.textContent).toContain('Taobao picks');
    expect([...root.querySelectorAll('.goods-title')].map((e) => e.textContent)).toEqual(['Camping chair', 'Quartz watch']);
    expect(byLabel('More from Taobao picks').getAttribute('href')).toBe('#/pages/mall/index?floor=7');
    render(null, root);
    await mount(MallPage, '/pages/mall/index?floor=7');
    const c = calls.find((x) => x.path === '/api/mall/lists')!;
    expect([c.method, c.fields.get('id'), c.fields.get('page')]).toEqual(['POST', '7', '1']);
    expect(root.querySelector('.floor-title')!.textContent).toBe('Taobao picks');
    expect([...root.querySelectorAll('.goods-title')].map((e) => e.textContent)).toEqual(['Floor item']);
  });

  it('a floor the mall does not have shows a not-found view with the way back', async () => {
    await mount(MallPage, '/pages/mall/index?floor=99');
    expect(root.textContent).toContain('This mall floor does not exist');
    expect(root.querySelector('a.btn')!.getAttribute('href')).toBe('#/pages/mall/index');
  });
});
