import { describe, it, expect } from 'vitest';
import { apiCall, apiData, shopperPerTest } from './browser';
import type { CartList } from '../../src/api/types/cart';
import type { ItemDetail, ItemSku } from '../../src/api/types/catalogue';
import type { GoodsCard } from '../../src/api/types/goods';
import type { Page as ListPage } from '../../src/api/types/common';
import { initialChoice, parseProperties } from '../../src/lib/sku';

/**
 * What the shopper picked on an item survives the way through login (issue 38 item 16) on a 360×640 touch screen:
 * the session ends elsewhere (revoked on the server), "Add to cart" leads to login, and Back — or signing in —
 * returns to the item with its options, quantity and note as they were; what is then added is what was picked.
 */
const s = shopperPerTest('keeppick', { storage: { language: 'en' } });

/** An item whose SKU of 3 or more in stock is not the one the page starts with (so a kept pick can be told from a fresh one). */
async function pickItem(): Promise<{ item: ItemDetail; sku: ItemSku }> {
  const list = await apiData<ListPage<GoodsCard>>('/api/obapi/getItemlist', { page: 1, pagesize: 30 });
  for (const g of list.data) {
    const item = await apiData<ItemDetail>('/api/obapi/getItem', { tp: g.api_type, tid: g.num_iid });
    if (!item.props.length || item.goods_type !== 'general') continue;
    const first = initialChoice(item.props, item.skus);
    const sku = item.skus.find((k) => k.stock >= 3 && Object.entries(parseProperties(k.properties)).some(([pid, vid]) => first[pid] !== vid));
    if (sku) return { item, sku };
  }
  throw new Error('no item with a second SKU in stock');
}

describe('a pick survives the way through login after the session ended elsewhere', () => {
  it('Back from login, then signing in, return to the item with its options, quantity and note; the cart gets what was picked', async () => {
    const { page, base } = s;
    const { item, sku } = await pickItem();
    await page.goto(`${base}/wap/#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`);
    await page.getByRole('heading', { name: item.title }).waitFor();

    // The pick: each option of the SKU, quantity 2 and a note.
    await page.locator('.item-choose').tap();
    const panel = page.getByRole('dialog', { name: 'Options' });
    const chosen = parseProperties(sku.properties);
    const names = item.props.map((p) => p.values.find((v) => v.vid === chosen[p.pid])!.name);
    for (const [i, p] of item.props.entries()) {
      await panel.locator('fieldset', { has: page.locator('legend', { hasText: p.name }) }).getByRole('button', { name: names[i], exact: true }).tap();
    }
    await panel.getByRole('button', { name: 'Increase' }).tap();
    expect(await panel.locator('#sku-panel-qty').inputValue()).toBe('2');
    await panel.getByRole('button', { name: 'Close' }).tap();
    await panel.waitFor({ state: 'detached' });
    await page.getByLabel('Note for our buyer').fill('e2e: the blue one, please');
    const pickText = page.locator('.item-choose-text');
    const picked = await pickText.textContent();
    for (const n of names) expect(picked).toContain(n);
    expect(picked).toContain('×2');

    // The session ends elsewhere: the token is revoked on the server (a log-out from another device).
    expect((await apiCall('/api/user/logout', {}, { token: s.token })).code).toBe(1);
    await page.getByRole('button', { name: 'Add to cart' }).tap();
    await page.getByText('Verification failed, please log in again').first().waitFor();
    await page.waitForURL(/#\/pages\/user\/login\?redirect=/);
    // Back without signing in: the item as it was left.
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).tap();
    await page.getByRole('heading', { name: item.title }).waitFor();
    expect(await pickText.textContent()).toBe(picked);
    expect(await page.getByLabel('Note for our buyer').inputValue()).toBe('e2e: the blue one, please');

    // Now a visitor: Add to cart leads to login again; signing in comes back to the item, the pick still there.
    await page.getByRole('button', { name: 'Add to cart' }).tap();
    await page.getByLabel('E-mail, mobile or username').fill(s.email);
    await page.getByLabel('Password', { exact: true }).fill('keeppick-e2e-1');
    await page.getByRole('button', { name: 'Log in', exact: true }).tap();
    await page.getByRole('heading', { name: item.title }).waitFor();
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`);
    expect(await pickText.textContent()).toBe(picked);
    expect(await page.getByLabel('Note for our buyer').inputValue()).toBe('e2e: the blue one, please');
    // At 360 px the options row shows the pick whole (nothing runs off the side).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Added as picked: that SKU, 2 of it, the note.
    await page.getByRole('button', { name: 'Add to cart' }).tap();
    await page.getByText('Added to cart').waitFor();
    // (As the new session: the one the test began with is gone.)
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    expect(token).not.toBe(s.token);
    const lines = (await apiData<CartList>('/api/cart/getList', {}, { token })).groups.flatMap((g) => g.goods);
    expect(lines.find((l) => l.num_iid === item.num_iid)).toMatchObject({ sku_id: sku.sku_id, quantity: 2, remark: 'e2e: the blue one, please' });
  }, 120_000);
});
