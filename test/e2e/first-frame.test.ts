import { describe, it, expect } from 'vitest';
import { apiData, openLanguageSheet, phonePerTest, storedShellPage } from './browser';
import type { GoodsCard } from '../../src/api/types/goods';
import type { Page as ListPage } from '../../src/api/types/common';
import ru from '../../lang/ru.json';

/** Which keys of localStorage the page read before the skeleton was in place. */
const READS_BEFORE_SKELETON = `(() => {
  const reads = window.__readsBeforeSkeleton = [];
  const get = Storage.prototype.getItem;
  Storage.prototype.getItem = function (key) {
    if (this === window.localStorage && !document.getElementById('skeleton')) reads.push(key);
    return get.call(this, key);
  };
})()`;

/**
 * Which keys of localStorage the page read before its first frame was drawn, and which after; with `startedIn`, where
 * index.html's early call (src/early/start.ts) had started by then (its __EARLY_CALL__).
 */
const READS_AROUND_FIRST_FRAME = `(() => {
  const seen = window.__reads = { before: [], after: [] };
  let drawn = false;
  requestAnimationFrame(() => setTimeout(() => { drawn = true; seen.earlyBefore = !!window.__EARLY_CALL__; }));
  const get = Storage.prototype.getItem;
  Storage.prototype.getItem = function (key) {
    if (this === window.localStorage) (drawn ? seen.after : seen.before).push(key);
    return get.call(this, key);
  };
})()`;

describe("a repeat visit's first frame (issue 37)", () => {
  const phone = phonePerTest({ serviceWorkers: 'allow' });

  it("is home's skeleton, with no blank frame before it, on a slow phone", async () => {
    const { page, context, base } = phone;
    await page.goto(`${base}/wap/`);
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 30_000 });
    await expect.poll(async () => !!(await storedShellPage(page)), { timeout: 30_000 }).toBe(true);
    await page.close();
    // A new tab of the same phone, 4× slower: the page comes from the worker at once, and the parser is slow.
    const again = await context.newPage();
    const cdp = await context.newCDPSession(again);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await again.goto(`${base}/wap/`);
    await again.locator('#skeleton .banner-strip img, .banners img').first().waitFor();
    const paints = await again.evaluate(() => ({
      sw: !!navigator.serviceWorker?.controller,
      ...Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, e.startTime])),
    })) as { sw: boolean; 'first-paint'?: number; 'first-contentful-paint'?: number };
    expect(paints.sw).toBe(true);
    // The first frame drawn already has content (the skeleton's search box, banner and tab bar): it is the first contentful one.
    expect(paints['first-paint']).toBeGreaterThan(0);
    expect(paints['first-paint']).toBe(paints['first-contentful-paint']);
  });

  it("knows the language the shopper chose from the stored page, reading no storage before it: shapes without another language's strings", async () => {
    const { page, context, base } = phone;
    await page.goto(`${base}/wap/`);
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 30_000 });
    // None chosen yet: the stored page says so.
    await expect.poll(async () => (await storedShellPage(page))?.chosen, { timeout: 30_000 }).toBe('');
    const visit = async () => {
      const tab = await context.newPage();
      await tab.addInitScript({ content: READS_BEFORE_SKELETON });
      await tab.goto(`${base}/wap/`, { waitUntil: 'commit' });
      const label = tab.locator('#skeleton .tabbar a[href="#/pages/page/onlineservice"] span');
      await label.waitFor({ state: 'attached' });
      const seen = { visibility: await label.evaluate((e) => getComputedStyle(e).visibility), reads: await tab.evaluate('window.__readsBeforeSkeleton') as string[] };
      return { tab, seen };
    };
    const first = await visit();
    expect(first.seen).toEqual({ visibility: 'visible', reads: [] });
    await first.tab.close();
    // The shopper switches to Russian: the worker is told, and the page it stores notes it.
    await openLanguageSheet(page);
    await page.getByRole('button', { name: 'Русский' }).tap();
    await page.getByRole('link', { name: ru.tab.home }).waitFor();
    await expect.poll(async () => (await storedShellPage(page))?.chosen, { timeout: 30_000 }).toBe('ru');
    const second = await visit();
    // The page is English (the phone's language): its strings are hidden, the app then draws Russian's.
    expect(second.seen).toEqual({ visibility: 'hidden', reads: [] });
    await second.tab.locator('nav.tabbar a', { hasText: ru.tab.service }).waitFor();
  });

  it("of an item's deep link reads no storage before it is drawn; the page's early call then goes out with the session", async () => {
    const { page, context, base } = phone;
    const [card] = (await apiData<ListPage<GoodsCard>>('/api/obapi/getItemlist', { page: 1, pagesize: 1 })).data;
    const link = `${base}/wap/#/pages/item/index?tp=${card.api_type}&tid=${card.num_iid}`;
    await page.goto(link);
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 30_000 });
    await expect.poll(async () => (await storedShellPage(page))?.chosen, { timeout: 30_000 }).toBe('');
    const again = await context.newPage();
    await again.addInitScript({ content: READS_AROUND_FIRST_FRAME });
    const calls: string[] = [];
    again.on('request', (r) => { if (new URL(r.url()).pathname === '/api/obapi/getItem') calls.push(r.url()); });
    await again.goto(link);
    await again.getByRole('heading', { name: card.title }).waitFor();
    const reads = await again.evaluate('window.__reads') as { before: string[]; after: string[]; earlyBefore: boolean };
    // The skeleton's script and the early script read nothing before the frame: the page came from the worker's cache,
    // and a first read of storage is a round trip to the browser. The early call starts after it, reading the session.
    expect(reads.before).toEqual([]);
    expect(reads.earlyBefore).toBe(false);
    expect(reads.after).toEqual(expect.arrayContaining(['token', 'guid']));
    // The app took the early call's answer: the item was asked for once.
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]).searchParams.get('lang')).toBe('en');
  });
});
