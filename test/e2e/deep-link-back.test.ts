import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiData, codeFor, phonePerTest, shopperPerTest } from './browser';
import type { GoodsCard } from '../../src/api/types/goods';
import type { Page as ListPage } from '../../src/api/types/common';

/**
 * Issue 33 §10: a page opened from a link (a fresh tab straight at the app's url, or a share link) has no page of
 * ours behind it. Its back arrow, and a page that goes back when done (saving a pay password), go home, never out
 * of the shop into a blank page; with pages of ours behind, back is the browser's back.
 */

/** An item of the demo catalogue: its platform and id. */
async function anItem(): Promise<{ tp: string; tid: string; title: string }> {
  const list = await apiData<ListPage<GoodsCard>>('/api/obapi/getItemlist', { page: 1, pagesize: 10 }, { method: 'GET' });
  const g = list.data[2];
  return { tp: g.api_type, tid: String(g.num_iid), title: g.title };
}

const hash = (page: Page) => page.evaluate(() => location.hash);
const back = (page: Page) => page.locator('header.navbar').getByRole('button', { name: 'Back' }).tap();

/** Home, as a shopper sees it: the shop's address (no page named), its search and goods, the Home tab chosen. */
async function seesHome(page: Page) {
  await page.getByRole('search').waitFor();
  await page.locator('.goods-card').first().waitFor();
  await page.getByRole('navigation').getByRole('link', { name: 'Home' }).and(page.locator('[aria-current="page"]')).waitFor();
  expect(await hash(page)).toMatch(/^(#\/?)?$/);
  expect(new URL(page.url()).pathname).toBe('/wap/');
}

describe('back from a page a link opened', () => {
  const phone = phonePerTest();

  it('an item opened in a new tab: its back arrow shows home, not a blank page', async () => {
    const { page, base } = phone;
    const item = await anItem();
    await page.goto(`${base}/wap/#/pages/item/index?tp=${item.tp}&tid=${item.tid}`);
    await page.getByRole('heading', { name: item.title }).waitFor();
    await back(page);
    await seesHome(page);
  });

  it('an item opened from its share link (/wap/i/<tp>/<tid>): back shows home', async () => {
    const { page, base } = phone;
    const item = await anItem();
    await page.goto(`${base}/wap/i/${item.tp}/${item.tid}`);
    await page.getByRole('heading', { name: item.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/wap/');
    await back(page);
    await seesHome(page);
  });

  it('with pages of ours behind (a link followed, the page reloaded), back goes to them, then home', async () => {
    const { page, base } = phone;
    const item = await anItem();
    const itemHash = `#/pages/item/index?tp=${item.tp}&tid=${item.tid}`;
    await page.goto(`${base}/wap/${itemHash}`);
    await page.getByRole('heading', { name: item.title }).waitFor();
    // A hash link to the help centre (an entry the browser made, not the app), then a reload of it.
    await page.evaluate(() => { location.hash = '#/pages/help/index'; });
    const help = page.locator('header.navbar h1', { hasText: 'Help centre' });
    await help.waitFor();
    await page.reload();
    await help.waitFor();
    await back(page);
    await page.getByRole('heading', { name: item.title }).waitFor();
    expect(decodeURIComponent(await hash(page))).toBe(itemHash);
    await back(page);
    await seesHome(page);
  });
});

describe('a page that goes back when done, opened from a link', () => {
  const me = shopperPerTest('deeplink-paypw');

  it('saving a pay password opened in a new tab shows home after the saved message', async () => {
    const { page, base } = me;
    await page.goto(`${base}/wap/#/pages/member/paypassword/index`);
    await page.getByLabel('New pay password', { exact: true }).fill('246810');
    await page.getByLabel('Repeat the new pay password').fill('246810');
    await page.getByRole('button', { name: 'Send code' }).tap();
    await page.getByLabel('Verification code').fill(await codeFor(me.email, 'paypassword'));
    await page.getByRole('button', { name: 'Save pay password' }).tap();
    await page.getByText('Pay password saved').waitFor();
    await seesHome(page);
  });
});
