import { describe, it, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { phonePerTest, apiData, storedShellPage as storedPage } from './browser';
import type { GoodsCard } from '../../src/api/types/goods';
import type { ItemDetail } from '../../src/api/types/catalogue';
import type { Page as ListPage } from '../../src/api/types/common';

/** An item of the demo catalogue, as the API answers it in `lang`. */
async function anItem(lang: string, n: number): Promise<ItemDetail> {
  const list = await apiData<ListPage<GoodsCard>>('/api/obapi/getItemlist', { page: 1, pagesize: 10 }, { method: 'GET' });
  const g = list.data[n];
  return apiData<ItemDetail>('/api/obapi/getItem', { tp: g.api_type, tid: g.num_iid, lang }, { method: 'GET' });
}

/** The app's url a share link of `item` goes on at (server/static/share-page.ts: /wap/#<card.route>). */
const appUrl = (base: string, item: ItemDetail) => `${base}/wap/#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`;

/**
 * Every request for a share link (/wap/i/…) that leaves the browser for the server, the page's own and the service
 * worker's alike (Chromium routes a worker's requests through the context too): let through, and listed.
 */
async function shareRequests(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.route('**/wap/i/**', (r) => {
    seen.push(r.request().url());
    return r.continue();
  });
  return seen;
}

/** The first visit: home, until the service worker registered after load controls it and has stored the page. */
async function visitHomeOnce(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/wap/`);
  await page.locator('.goods-card').first().waitFor();
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller);
  await expect.poll(async () => (await storedPage(page))?.storedAt ?? null).toMatch(/^\d+$/);
}

/** Whether the open document is the server's share page (its card's tags), not the stored page of /wap/. */
const isServersSharePage = (page: Page) => page.locator('meta[property="og:title"]').count().then((n) => n > 0);

describe('a share link on a repeat visit opens from the service worker\'s stored page, like home (issue 37)', () => {
  const phone = phonePerTest({ serviceWorkers: 'allow' });

  it('a cold visit (no worker yet) gets the server\'s share page, at the item\'s hash route', async () => {
    const { page, context, base } = phone;
    const item = await anItem('en', 2);
    const seen = await shareRequests(context);
    const link = `${base}/wap/i/${item.api_type}/${item.num_iid}`;
    await page.goto(link);
    await page.getByRole('heading', { name: item.title }).waitFor();
    expect(decodeURIComponent(page.url())).toBe(appUrl(base, item));
    expect(await isServersSharePage(page)).toBe(true);
    expect(seen).toEqual([link]);
  });

  it('with the page stored, the link opens the item at the same url with no request for it reaching the server', async () => {
    const { page, context, base } = phone;
    const item = await anItem('en', 2);
    await visitHomeOnce(page, base);
    const seen = await shareRequests(context);
    await page.goto(`${base}/wap/i/${item.api_type}/${item.num_iid}?utm_source=telegram`);
    await page.getByRole('heading', { name: item.title }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).waitFor();
    expect(decodeURIComponent(page.url())).toBe(appUrl(base, item));
    // The stored page (home's) opened at the item, not the server's share page.
    expect(await isServersSharePage(page)).toBe(false);
    expect(seen).toEqual([]);
  });

  it('a link naming its language sets it for a visitor who has chosen none, as the server\'s page does, and for no one else', async () => {
    const { page, context, base } = phone;
    const item = await anItem('ru', 3);
    await visitHomeOnce(page, base);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
    const seen = await shareRequests(context);
    await page.goto(`${base}/wap/i/${item.api_type}/${item.num_iid}?lang=ru`);
    await page.getByRole('heading', { name: item.title }).waitFor();
    await page.getByRole('button', { name: 'В корзину' }).waitFor();
    expect(decodeURIComponent(page.url())).toBe(appUrl(base, item));
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ru');
    // The stored page notes it as the shopper's choice (the skeleton reads no storage: src/sw/chosen-lang.ts).
    expect((await storedPage(page))?.chosen).toBe('ru');
    // A shopper who chose a language keeps it.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto(`${base}/wap/i/${item.api_type}/${item.num_iid}?lang=zh-cn`);
    await page.getByRole('button', { name: 'Add to cart' }).waitFor();
    expect(decodeURIComponent(page.url())).toBe(appUrl(base, item));
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    // …and the app tells the worker, whose stored page then notes theirs.
    await expect.poll(async () => (await storedPage(page))?.chosen, { timeout: 30_000 }).toBe('en');
    expect(await isServersSharePage(page)).toBe(false);
    expect(seen).toEqual([]);
  });

  it('a stored page too old to show first, or a link the worker does not read as the server does: the server\'s share page', async () => {
    const { page, context, base } = phone;
    const item = await anItem('en', 4);
    await visitHomeOnce(page, base);
    const seen = await shareRequests(context);
    // A language the server normalises ("ru-RU"): its page, in Russian.
    const normalised = `${base}/wap/i/${item.api_type}/${item.num_iid}?lang=ru-RU`;
    await page.goto(normalised);
    await page.getByRole('button', { name: 'В корзину' }).waitFor();
    expect(await isServersSharePage(page)).toBe(true);
    expect(seen).toEqual([normalised]);
    // The stored page dated beyond its freshness (PAGE_MAX_AGE_MS): the worker asks the server for the link.
    await page.evaluate(async () => {
      localStorage.removeItem('language');
      for (const name of (await caches.keys()).filter((n) => n.startsWith('sf-shell-'))) {
        const cache = await caches.open(name);
        const hit = await cache.match('/wap/');
        if (!hit) continue;
        const headers = new Headers(hit.headers);
        headers.set('x-stored-at', '1');
        await cache.put('/wap/', new Response(await hit.text(), { status: 200, headers }));
      }
    });
    expect((await storedPage(page))?.storedAt).toBe('1');
    const link = `${base}/wap/i/${item.api_type}/${item.num_iid}`;
    await page.goto(link);
    await page.getByRole('heading', { name: item.title }).waitFor();
    expect(decodeURIComponent(page.url())).toBe(appUrl(base, item));
    expect(await isServersSharePage(page)).toBe(true);
    expect(seen).toEqual([normalised, link]);
  });
});
