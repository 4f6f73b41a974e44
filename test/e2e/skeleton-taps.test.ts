import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiData, phonePerTest, shopperPerTest } from './browser';
import type { GoodsCard } from '../../src/api/types/goods';
import type { Page as ListPage } from '../../src/api/types/common';

/**
 * Issue 37: on a weak line the server's skeleton is on screen seconds before the app. A tap on it is answered at
 * once — the next screen's skeleton and title, or the tapped control's own result — and, once the app has arrived, it
 * shows the same screen, reached once (no second navigation, no second favourite). Here the app's scripts are held
 * back until the test lets them go, so every tap lands on the skeleton.
 */

/** Holds /wap/assets/*.js back until the returned function is called: the page shows only the server's skeleton. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/wap/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Every url the page's history went to from now on (history calls that change it, hash links, back and forward),
 * decoded: a screen reached twice shows twice.
 */
const RECORD_NAVIGATIONS = `(() => {
  const seen = window.__navigations = [];
  const note = () => { const h = decodeURIComponent(location.hash); if (seen[seen.length - 1] !== h) seen.push(h); };
  for (const k of ['pushState', 'replaceState']) { const f = history[k]; history[k] = function (...a) { const r = f.apply(this, a); note(); return r; }; }
  addEventListener('hashchange', note);
})()`;
const navigations = (page: Page) => page.evaluate('window.__navigations') as Promise<string[]>;
const timesAt = (list: string[], prefix: string) => list.filter((h) => h.startsWith(prefix)).length;

/** A title drawn in the server's skeleton's title bar (the app's is a <header>). */
const skeletonTitle = (page: Page, text: string) => page.locator('#skeleton .navbar h1', { hasText: text });
const appTitle = (page: Page, text: string) => page.locator('header.navbar h1', { hasText: text });

async function anItem(): Promise<GoodsCard> {
  const list = await apiData<ListPage<GoodsCard>>('/api/obapi/getItemlist', { page: 1, pagesize: 10 }, { method: 'GET' });
  return list.data[3];
}

describe("the skeleton's taps before the app (a visitor)", () => {
  const phone = phonePerTest();

  it("home's Service tab: the service screen's skeleton at once, then the app's service screen, reached once", async () => {
    const { page, base } = phone;
    const release = await holdScripts(page);
    await page.goto(`${base}/wap/`, { waitUntil: 'commit' });
    const service = page.locator('#skeleton .tabbar a', { hasText: 'Service' });
    await service.waitFor();
    await page.evaluate(RECORD_NAVIGATIONS);
    const entries = await page.evaluate('history.length');
    await service.tap();
    await skeletonTitle(page, 'Online service').waitFor();
    expect(await page.locator('#skeleton .tab.active').textContent()).toBe('Service');
    expect(await page.evaluate('location.hash')).toBe('#/pages/page/onlineservice');
    // No new history entry, as the app's tab bar: back leaves the shop's first page, not a second one.
    expect(await page.evaluate('history.length')).toBe(entries);
    release();
    await appTitle(page, 'Online service').waitFor();
    await page.locator('nav.tabbar a[aria-current="page"]', { hasText: 'Service' }).waitFor();
    expect(await page.locator('#skeleton').count()).toBe(0);
    expect(timesAt(await navigations(page), '#/pages/page/onlineservice')).toBe(1);
  });

  it("an item's favourite: the login screen's skeleton at once, then the app's login, which brings the shopper back", async () => {
    const { page, base } = phone;
    const item = await anItem();
    const itemHash = `#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`;
    const release = await holdScripts(page);
    await page.goto(`${base}/wap/${itemHash}`, { waitUntil: 'commit' });
    const fav = page.locator('#skeleton .item-fav');
    await fav.waitFor();
    await page.evaluate(RECORD_NAVIGATIONS);
    await fav.tap();
    await skeletonTitle(page, 'Log in').waitFor();
    const loginHash = `#/pages/user/login?redirect=${itemHash.slice(1)}`;
    expect(decodeURIComponent(await page.evaluate('location.hash'))).toBe(loginHash);
    release();
    await appTitle(page, 'Log in').waitFor();
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    expect(timesAt(await navigations(page), '#/pages/user/login')).toBe(1);
    // Login sits on top of the item, as the app's own favourite puts it: its back arrow shows the item.
    await page.locator('header.navbar').getByRole('button', { name: 'Back' }).tap();
    await page.getByRole('heading', { name: item.title }).waitFor();
    expect(decodeURIComponent(await page.evaluate('location.hash'))).toBe(itemHash);
  });

  it("a visitor's Cart tab: login's skeleton with the Cart tab chosen, as the app's login guard then shows it", async () => {
    const { page, base } = phone;
    const release = await holdScripts(page);
    await page.goto(`${base}/wap/`, { waitUntil: 'commit' });
    await page.locator('#skeleton .tabbar a', { hasText: 'Cart' }).tap();
    await skeletonTitle(page, 'Log in').waitFor();
    expect(await page.locator('#skeleton .tab.active').textContent()).toBe('Cart');
    expect(decodeURIComponent(await page.evaluate('location.hash'))).toBe('#/pages/user/login?redirect=/pages/cart/index');
    release();
    await appTitle(page, 'Log in').waitFor();
    await page.locator('nav.tabbar a[aria-current="page"]', { hasText: 'Cart' }).waitFor();
  });

  it("an item opened from a link: the skeleton's back arrow shows home's skeleton, and the app's home", async () => {
    const { page, base } = phone;
    const item = await anItem();
    const release = await holdScripts(page);
    await page.goto(`${base}/wap/#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`, { waitUntil: 'commit' });
    await skeletonTitle(page, 'Item details').waitFor();
    await page.locator('#skeleton [data-back]').tap();
    await page.locator('#skeleton .tab.active', { hasText: 'Home' }).waitFor();
    expect(await page.evaluate('location.hash')).toBe('#/');
    release();
    await page.locator('nav.tabbar a[aria-current="page"]', { hasText: 'Home' }).waitFor();
    await page.locator('.goods-card').first().waitFor();
  });

  it('what was typed in the search box but not searched yet stays in the box when the app comes', async () => {
    const { page, base } = phone;
    const release = await holdScripts(page);
    await page.goto(`${base}/wap/`, { waitUntil: 'commit' });
    const box = page.locator('#skeleton input[type=search]');
    await box.tap();
    await box.fill('linen');
    release();
    await page.locator('.searchbar form[role=search] input').and(page.locator(':not(#skeleton *)')).waitFor();
    await page.locator('#skeleton').waitFor({ state: 'detached' });
    expect(await page.locator('.searchbar input[type=search]').inputValue()).toBe('linen');
    expect(await page.evaluate('location.hash')).toBe('');
  });

  it('a shopper who chose another language than the page\'s sees the skeleton without its strings, then the app in theirs', async () => {
    const { page, base } = phone;
    await page.addInitScript(() => localStorage.setItem('language', 'ru'));
    const release = await holdScripts(page);
    await page.goto(`${base}/wap/`, { waitUntil: 'commit' });
    const service = page.locator('#skeleton .tabbar a', { hasText: 'Service' });
    await service.waitFor();
    expect(await service.locator('span').evaluate((e) => getComputedStyle(e).visibility)).toBe('hidden');
    release();
    await page.locator('nav.tabbar a', { hasText: 'Поддержка' }).waitFor();
  });

  it("the search box: what was typed and searched before the app is searched once", async () => {
    const { page, base } = phone;
    const release = await holdScripts(page);
    await page.goto(`${base}/wap/`, { waitUntil: 'commit' });
    const box = page.locator('#skeleton input[type=search]');
    await box.waitFor();
    await page.evaluate(RECORD_NAVIGATIONS);
    await box.tap();
    await box.fill('dress');
    await box.press('Enter');
    release();
    await page.waitForFunction(() => location.hash === '#/pages/shop/index?keyword=dress');
    await page.locator('.results-grid .goods-card').first().waitFor();
    expect(await page.locator('.searchbar input[type=search]').inputValue()).toBe('dress');
    expect(timesAt(await navigations(page), '#/pages/shop/index')).toBe(1);
  });

  it("a search's Price button before the app: sorted at once, shown pressed, and the app's results sorted the same", async () => {
    const { page, base } = phone;
    const release = await holdScripts(page);
    await page.goto(`${base}/wap/#/pages/shop/index?keyword=dress`, { waitUntil: 'commit' });
    const price = page.locator('#skeleton .sortbar button', { hasText: /^Price$/ });
    await price.waitFor();
    expect(await page.locator('#skeleton input[type=search]').inputValue()).toBe('dress');
    await page.evaluate(RECORD_NAVIGATIONS);
    await price.tap();
    await page.locator('#skeleton .sortbar button[aria-pressed="true"]', { hasText: /^Price$/ }).waitFor();
    expect(await price.evaluate((b) => getComputedStyle(b).color)).toBe('rgb(223, 13, 52)');
    expect(await page.evaluate('location.hash')).toBe('#/pages/shop/index?keyword=dress&sort=price_asc');
    release();
    await page.locator('.results-grid .goods-card').first().waitFor();
    await page.getByRole('button', { name: 'Price: low to high' }).and(page.locator('[aria-pressed="true"]')).waitFor();
    expect(await page.evaluate('location.hash')).toBe('#/pages/shop/index?keyword=dress&sort=price_asc');
    expect(timesAt(await navigations(page), '#/pages/shop/index?keyword=dress&sort=price_asc')).toBe(1);
  });
});

describe("the skeleton's taps before the app (signed in)", () => {
  const me = shopperPerTest('skeleton-fav');

  it("an item's favourite tapped before the app: pressed at once, favourited once when the app is there", async () => {
    const { page, base, token } = me;
    const item = await anItem();
    const release = await holdScripts(page);
    await page.goto(`${base}/wap/#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`, { waitUntil: 'commit' });
    const fav = page.locator('#skeleton .item-fav');
    await fav.waitFor();
    await fav.tap();
    // Kept for the app, with feedback at once; a second tap is not a second favourite.
    expect(await fav.evaluate((b) => b.style.opacity)).toBe('0.6');
    await fav.tap();
    release();
    await page.getByText('Added to favourites').waitFor();
    await page.locator('.item-fav.on[aria-pressed="true"]').waitFor();
    const list = await apiData<ListPage<{ item_id?: number; num_iid?: string }>>('/api/favorites/lists', { pagesize: 100 }, { method: 'GET', token });
    expect(list.total).toBe(1);
  });
});
