import { describe, it, expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { apiAs, shopperPerTest } from './browser';
import type { CartList } from '../../src/api/types/cart';

/* Issue 38 §2: the cart's remark editor at 360×640 takes the line's width (what is typed is seen, its buttons on
 * the screen), and a saved remark is read whole on the cart. */

const shopper = shopperPerTest('cart-remark');
const api = apiAs(() => shopper.token);

/** A catalogue item in stock (a SKU of it, or one without SKUs), put in the shopper's cart: its title. */
async function lineInCart(): Promise<string> {
  const list = await api<{ data: { api_type: string; num_iid: string }[] }>('/api/obapi/getItemlist', { page: 1, pagesize: 30 });
  for (const row of list.data) {
    const item = await api<{ goods_type: string; title: string; stock: number; skus: { sku_id: string; stock: number }[] }>('/api/obapi/getItem', { tp: row.api_type, tid: row.num_iid });
    const sku = item.skus.find((s) => s.stock > 0);
    if (item.goods_type !== 'general' || !(sku || (!item.skus.length && item.stock > 0))) continue;
    await api('/api/cart/add', { tp: row.api_type, tid: row.num_iid, ...(sku ? { sku_id: sku.sku_id } : {}), quantity: 1 });
    return item.title;
  }
  throw new Error('no item in stock');
}

const remarkNow = async () => (await api<CartList>('/api/cart/getList')).groups[0].goods[0].remark;

/** The element's box lies wholly on the 360×640 screen. */
async function onScreen(l: Locator) {
  const b = (await l.boundingBox())!;
  expect(b, 'on the page').toBeTruthy();
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.y).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(360);
  expect(b.y + b.height).toBeLessThanOrEqual(640);
  return b;
}

/** A tap target on the screen and at least 44 px each way. */
async function target(l: Locator) {
  const b = await onScreen(l);
  expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44);
}

/** Nothing of the element's content is cut off: it fits its own box both ways. */
const unclipped = (l: Locator) => l.evaluate((e) => ({ wide: e.scrollWidth <= e.clientWidth, tall: e.scrollHeight <= e.clientHeight }));

const REMARK = 'Please check the seams and the zip before buying; colour as in picture 2, size M, packed in a box rather than a bag. Thanks!';

describe('cart remark at 360×640 touch', () => {
  it('the editor takes the line\'s width with its buttons on screen; the saved remark reads whole; emptied, it is gone', async () => {
    const { page, base } = shopper;
    const title = await lineInCart();
    await page.goto(`${base}/wap/#/pages/cart/index`);
    const line = page.locator('li.cl', { hasText: title });
    await line.waitFor();

    const add = line.getByRole('button', { name: 'Add a remark' });
    await target(add);
    await add.tap();
    const field = line.getByRole('textbox', { name: 'Remark for the buyer' });
    await expect.poll(() => field.evaluate((e) => e === document.activeElement)).toBe(true);
    const box = await onScreen(field);
    expect(box.width).toBeGreaterThanOrEqual(250);
    expect(box.height).toBeGreaterThanOrEqual(44);

    await field.pressSequentially(REMARK);
    expect(await field.inputValue()).toBe(REMARK);
    // All of what was typed is in sight: the field neither scrolls sideways nor hides lines, and it stays on the screen.
    await expect.poll(() => unclipped(field)).toEqual({ wide: true, tall: true });
    await onScreen(field);
    const save = line.getByRole('button', { name: 'Save', exact: true });
    for (const b of [save, line.getByRole('button', { name: 'Cancel' }), line.getByRole('button', { name: `Delete ${title}` })]) await target(b);

    await save.tap();
    await expect.poll(remarkNow).toBe(REMARK);
    // Saved, the remark is on the line whole: its full text, nothing clipped, within the screen's width.
    const saved = line.getByRole('button', { name: `Remark: ${REMARK}` });
    await saved.waitFor();
    expect(await saved.textContent()).toBe(`Remark: ${REMARK}`);
    expect(await unclipped(saved)).toEqual({ wide: true, tall: true });
    const shown = (await saved.boundingBox())!;
    expect(shown.x).toBeGreaterThanOrEqual(0);
    expect(shown.x + shown.width).toBeLessThanOrEqual(360);
    expect(shown.width).toBeGreaterThanOrEqual(250);
    expect(Math.min(shown.width, shown.height)).toBeGreaterThanOrEqual(44);
    // Every character box of the text lies inside the button's box (none cut by an ellipsis or overflow).
    expect(await saved.evaluate((e) => {
      const r = document.createRange();
      r.selectNodeContents(e);
      const outer = e.getBoundingClientRect();
      return [...r.getClientRects()].every((c) => c.left >= outer.left - 0.5 && c.right <= outer.right + 0.5 && c.top >= outer.top - 0.5 && c.bottom <= outer.bottom + 0.5);
    })).toBe(true);

    // A tap on it edits it again; emptied and sent with Enter, the remark is gone (as before).
    await saved.tap();
    await expect.poll(() => field.inputValue()).toBe(REMARK);
    await field.fill('');
    await field.press('Enter');
    await expect.poll(remarkNow).toBe('');
    await line.getByRole('button', { name: 'Add a remark' }).waitFor();

    // Cancel leaves what was saved untouched.
    await line.getByRole('button', { name: 'Add a remark' }).tap();
    await field.fill('not this');
    await line.getByRole('button', { name: 'Cancel' }).tap();
    await line.getByRole('button', { name: 'Add a remark' }).waitFor();
    expect(await remarkNow()).toBe('');
  });
});
