import { describe, it, expect, beforeAll } from 'vitest';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { phone, apiData } from './browser';
import { barePicture, brokenImages, weakNetworkPage } from './deep-link-paint';
import type { GoodsCard } from '../../src/api/types/goods';
import type { Page as ListPage } from '../../src/api/types/common';

let page: Page;
let base: string;

/** A call to the test server's API, for set-up and checks only (the journeys go through the UI). */
const api = <T,>(method: 'GET' | 'POST', p: string, params: Record<string, string> = {}, token = '') => apiData<T>(p, params, { method, token });

const hash = () => page.evaluate(() => decodeURIComponent(location.hash));
const waitHash = (want: string) => page.waitForFunction((w) => decodeURIComponent(location.hash) === w, want);
/** The numbers of the yuan prices shown on the results' goods cards ("¥1,162.00" → 1162). */
const shownPrices = () => page.locator('.results-grid .goods-card .price').allTextContents().then((l) => l.map((s) => Number(s.replace(/[^\d.]/g, ''))));
const search = (text: string) => page.getByRole('searchbox', { name: 'Search goods' });

let token = '';
async function logIn() {
  const r = await api<{ userinfo: { token: string } }>('POST', '/api/user/login', { account: 'demo@example.com', password: 'demo1234' });
  token = r.userinfo.token;
  await page.goto(`${base}/wap/`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.reload();
}

beforeAll(async () => {
  ({ page, base } = await phone());
});

describe('browsing journeys on a 360×640 touch screen', () => {
  it('searches by keyword from home, then sorts by price ascending', async () => {
    await page.goto(`${base}/wap/`);
    await search('').fill('cotton');
    await search('').press('Enter');
    await waitHash('#/pages/shop/index?keyword=cotton');
    await page.getByText(/^Results: \d+$/).waitFor();
    const titles = await page.locator('.results-grid .goods-title').allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    expect(titles.some((t) => /cotton/i.test(t))).toBe(true);
    expect(await search('').inputValue()).toBe('cotton');

    const sorted = page.waitForResponse((r) => r.url().includes('/api/obapi/getItemlist') && r.url().includes('sort=price_asc'));
    await page.getByRole('button', { name: 'Price', exact: true }).tap();
    await sorted;
    await waitHash('#/pages/shop/index?keyword=cotton&sort=price_asc');
    await page.getByRole('button', { name: 'Price: low to high' }).waitFor();
    await page.waitForFunction(() => {
      const p = [...document.querySelectorAll('.results-grid .goods-card .price')].map((e) => Number(e.textContent!.replace(/[^\d.]/g, '')));
      return p.length > 1 && p.every((v, i) => i === 0 || v >= p[i - 1]);
    });
    const prices = await shownPrices();
    expect(prices.length).toBe(titles.length);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The keyword was remembered: the start view lists it among recent searches.
    await page.goto(`${base}/wap/#/pages/shop/index`);
    await page.getByRole('region', { name: 'Recent searches' }).getByRole('button', { name: 'cotton' }).waitFor();
  });

  it('opens the item page when a Taobao link is pasted into the search bar', async () => {
    const list = await api<ListPage<GoodsCard>>('GET', '/api/obapi/getItemlist', { tp: 'taobao', pagesize: '1' });
    const item = list.data[0];
    expect(item.api_type).toBe('taobao');
    await page.goto(`${base}/wap/#/pages/shop/index`);
    await search('').fill(`https://item.taobao.com/item.htm?id=${item.num_iid}`);
    await search('').press('Enter');
    await waitHash(`#/pages/item/index?tp=taobao&tid=${item.num_iid}`);
    expect(await hash()).toBe(`#/pages/item/index?tp=taobao&tid=${item.num_iid}`);
  });

  it('image search with a catalogue photo lists that item first (logged in)', async () => {
    await logIn();
    const list = await api<ListPage<GoodsCard>>('GET', '/api/obapi/getItemlist', { keyword: 'scarf', pagesize: '1' });
    const item = list.data[0];
    const photo = await fetch(`${inject('baseUrl')}/static/goods/${item.id}-0.webp`);
    expect(photo.status).toBe(200);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-photo-')), 'photo.webp');
    writeFileSync(file, Buffer.from(await photo.arrayBuffer()));

    await page.goto(`${base}/wap/#/pages/shop/index`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Search by image' }).tap();
    await (await chooser).setFiles(file);
    await page.waitForFunction(() => /^#\/pages\/shop\/index\?imgid=[0-9a-f]{16}$/.test(location.hash));
    await page.getByText('Items that look like your photo').waitFor();
    await page.locator('.results-grid .goods-card').first().waitFor();
    expect(await page.locator('.results-grid .goods-title').first().textContent()).toBe(item.title);
    expect(await page.locator('.results-grid .goods-card').first().getAttribute('href')).toBe(`#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`);
  });

  it('favourites: an item added for the shopper is listed, then removed after confirming, leaving the empty state', async () => {
    if (!token) await logIn();
    // Start from an empty list, whatever other journeys saved for the demo shopper.
    const before = await api<ListPage<{ id: number }>>('GET', '/api/favorites/lists', { pagesize: '100' }, token);
    if (before.data.length) await api('POST', '/api/favorites/delete', { ids: before.data.map((f) => f.id).join(',') }, token);
    const list = await api<ListPage<GoodsCard>>('GET', '/api/obapi/getItemlist', { keyword: 'cotton', pagesize: '1' });
    const item = list.data[0];
    await api('GET', '/api/favorites/add', { tp: item.api_type, tid: item.num_iid }, token);

    await page.goto(`${base}/wap/#/pages/user/index`);
    await page.getByRole('link', { name: 'Favourites' }).tap();
    await waitHash('#/pages/member/favorite/index');
    await page.getByRole('heading', { name: 'Favourites' }).waitFor();
    await page.locator('.goods-row', { hasText: item.title }).waitFor();
    await page.getByRole('button', { name: `Remove “${item.title}”` }).tap();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Remove this item from your favourites?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await page.locator('.goods-row', { hasText: item.title }).waitFor();
    await page.getByRole('button', { name: `Remove “${item.title}”` }).tap();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).tap();
    await page.getByText('No favourites yet.', { exact: false }).waitFor();
    expect(await page.locator('.goods-row').count()).toBe(0);
    expect((await api<ListPage<unknown>>('GET', '/api/favorites/lists', {}, token)).total).toBe(0);
  });

  it('browsing history: viewed items are listed and cleared all at once after confirming', async () => {
    if (!token) await logIn();
    const list = await api<ListPage<GoodsCard>>('GET', '/api/obapi/getItemlist', { keyword: 'wool', pagesize: '2' });
    for (const g of list.data) await api('POST', '/api/history/add', { tp: g.api_type, tid: g.num_iid }, token);

    await page.goto(`${base}/wap/#/pages/member/history/index`);
    await page.getByRole('heading', { name: 'Browsing history' }).waitFor();
    for (const g of list.data) await page.locator('.goods-row', { hasText: g.title }).waitFor();
    await page.getByRole('button', { name: 'Clear all' }).tap();
    await page.getByRole('dialog').getByText('Clear your whole browsing history?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear all' }).tap();
    await page.getByText('Items you open will show here.').waitFor();
    expect((await api<ListPage<unknown>>('GET', '/api/history/lists', {}, token)).total).toBe(0);
  });

  it('a category deep link paints its banner before any script, where the page then shows it', async () => {
    // Nothing of the build's JavaScript arrives: what shows is the server's (a new document, not a hash change).
    await page.goto('about:blank');
    await page.route('**/wap/assets/*.js', (r) => r.abort());
    const early = page.locator('#skeleton .cat-banner img');
    let at: Awaited<ReturnType<typeof early.boundingBox>>;
    let src: string | null;
    try {
      await page.goto(`${base}/wap/#/pages/category/index?top=3`);
      await page.waitForFunction(() => (document.querySelector('#skeleton .cat-banner img') as HTMLImageElement | null)?.naturalWidth === 800);
      at = await early.boundingBox();
      src = await early.getAttribute('src');
    } finally {
      await page.unroute('**/wap/assets/*.js');
    }
    await page.reload();
    await page.getByRole('navigation', { name: 'Top categories' }).waitFor();
    const shown = page.locator('a.cat-banner img');
    await page.waitForFunction(() => (document.querySelector('a.cat-banner img') as HTMLImageElement | null)?.complete === true);
    expect(await shown.getAttribute('src')).toBe(src);
    // The same place and size as the skeleton's: the page takes over with no jump.
    expect(await shown.boundingBox()).toEqual(at);
    expect(await page.locator('#skeleton').count()).toBe(0);
  });

  it('a search deep link paints the picture its link names in the first result\'s place, under the search bar\'s back button, before any script; the page shows the same url there', async () => {
    const first = (await api<ListPage<GoodsCard>>('GET', '/api/obapi/getItemlist', { keyword: 'dress', page: '1', pagesize: '10' })).data[0];
    const link = `${base}/wap/#/pages/shop/index?keyword=dress`;
    // The first result's picture from the link alone (server/static/pictures.ts): the bytes of its card's picture.
    const picture = `${base}/wap/pic/search?keyword=dress`;
    const at = await barePicture(page, { link, picture, own: new URL(first.pic_url, base).href, img: '#skeleton .goods-card img' }, async () => {
      const back = (await page.locator('#skeleton .searchbar button[data-back]').boundingBox())!;
      expect(back.width).toBeGreaterThanOrEqual(44);
      expect(back.height).toBeGreaterThanOrEqual(44);
      expect(await brokenImages(page)).toEqual([]);
    });
    await page.reload();
    const card = page.locator('.results-grid .goods-card').first();
    await card.getByText(first.title).waitFor();
    await page.waitForFunction(() => (document.querySelector('.results-grid .goods-card img') as HTMLImageElement | null)?.complete === true);
    const shown = card.locator('img');
    expect(await shown.evaluate((img) => (img as HTMLImageElement).currentSrc)).toBe(picture);
    // The same place and size as the skeleton's: the page takes over with no jump.
    expect(await shown.boundingBox()).toEqual(at!);
    expect(await page.locator('#skeleton').count()).toBe(0);
    // Sorted otherwise (a new hash), the first card shows its own picture.
    await page.getByRole('button', { name: 'Sales' }).tap();
    await page.waitForFunction(() => /sort=sales/.test(location.hash));
    await page.waitForFunction(() => !(document.querySelector('.results-grid .goods-card img') as HTMLImageElement | null)?.src.includes('/wap/pic/'));
  });

  it('a search deep link on a weak network (400 ms, 400 kbit/s, 4× CPU) shows the search bar\'s back button from its first paint and never a broken image', async () => {
    const first = (await api<ListPage<GoodsCard>>('GET', '/api/obapi/getItemlist', { keyword: 'dress', page: '1', pagesize: '10' })).data[0];
    const { context } = await phone();
    const { page: slow, samples } = await weakNetworkPage(context);
    await slow.goto(`${base}/wap/#/pages/shop/index?keyword=dress`);
    await slow.locator('.results-grid .goods-card').first().getByText(first.title).waitFor();
    await slow.waitForFunction(() => [...document.querySelectorAll('.results-grid .goods-card img')].slice(0, 2).every((i) => (i as HTMLImageElement).complete));
    const seen = await samples();
    const painted = seen.filter((s) => s.painted);
    expect(painted.length).toBeGreaterThan(0);
    expect(painted.some((s) => s.t >= 1000)).toBe(true);
    expect(painted[0].back).toBe(true);
    expect(seen.filter((s) => s.broken.length)).toEqual([]);
    await context.close();
  });

  it('categories: a sub-category opens its results; the mall floor "more" opens the floor list', async () => {
    await page.goto(`${base}/wap/#/pages/category/index`);
    await page.getByRole('navigation', { name: 'Top categories' }).getByRole('button', { name: 'Shoes' }).tap();
    await page.waitForFunction(() => /^#\/pages\/category\/index\?top=\d+$/.test(location.hash));
    await page.getByRole('list', { name: 'Sub-categories of Shoes' }).getByRole('link', { name: 'Sneakers' }).tap();
    await page.waitForFunction(() => /^#\/pages\/shop\/index\?cid=\d+$/.test(location.hash));
    await page.getByRole('heading', { name: 'Sneakers' }).waitFor();
    await page.locator('.results-grid .goods-card').first().waitFor();

    await page.goto(`${base}/wap/#/pages/mall/index`);
    // The first floor (the flash sale, when one runs, comes above the floors).
    const first = page.locator('section.section').filter({ has: page.getByRole('link', { name: /^More from / }) }).first();
    const name = (await first.locator('h2').first().evaluate((h) => h.firstChild?.textContent ?? '')).trim();
    await first.getByRole('link', { name: `More from ${name}` }).tap();
    await page.waitForFunction(() => /^#\/pages\/mall\/index\?floor=\d+$/.test(location.hash));
    await page.getByRole('heading', { name }).waitFor();
    await page.locator('.floor-grid .goods-card').first().waitFor();
  });
});
