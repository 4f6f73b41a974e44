import { describe, it, expect } from 'vitest';
import { openLanguageSheet, phonePerTest, storedShellPage } from './browser';
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
});
