import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { unpaidOrder, apiAs, newShopperPhone, WAIT_MS } from './browser';
import type { OrderListAnswer } from '../../src/api/types/order';
import type { FlashSale, ItemDetail, ItemList } from '../../src/api/types/catalogue';

let page: Page;
let base: string;
let token = '';

const api = apiAs(() => token);

beforeAll(async () => {
  ({ page, base, token } = await newShopperPhone('calls'));
});

describe('calls wired where a shopper expects them, on a 360×640 touch screen', () => {
  it('buy again: a cancelled order\'s goods go back into the cart, and the toast opens it', async () => {
    await unpaidOrder(token);
    const list = await api<OrderListAnswer>('/api/order/lists', { status: '0', page: 1, pagesize: 10 });
    const order = list.data[0];
    await api('/api/order/cancel', { id: order.id });
    const cartBefore = await api<{ groups: { goods: unknown[] }[] }>('/api/cart/getList');
    expect(cartBefore.groups.flatMap((g) => g.goods)).toEqual([]);

    await page.goto(`${base}/wap/#/pages/member/order/detail?id=${order.id}`);
    await page.getByRole('button', { name: 'Buy again' }).tap();
    await page.locator('.toast').getByText('1 item added to the cart').waitFor();
    await page.locator('.toast').getByRole('link', { name: 'View cart' }).tap();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/pages/cart/index');
    await page.getByText(order.goods[0].title).first().waitFor();
    const cart = await api<{ groups: { goods: { title: string; quantity: number }[] }[] }>('/api/cart/getList');
    expect(cart.groups.flatMap((g) => g.goods).map((g) => [g.title, g.quantity])).toEqual([[order.goods[0].title, order.goods[0].quantity]]);
  });

  it('a goods number typed into the search opens that item', async () => {
    const list = await api<ItemList>('/api/obapi/getItemlist', { page: 1, pagesize: 5 });
    const goods = list.data[3];
    await page.goto(`${base}/wap/#/pages/shop/index`);
    const box = page.getByRole('searchbox');
    await box.fill(goods.num_iid);
    await box.press('Enter');
    await expect.poll(() => page.evaluate(() => location.hash), { timeout: WAIT_MS }).toBe(`#/pages/item/index?tp=${goods.api_type}&tid=${goods.num_iid}`);
    await page.locator('.item-title').getByText(goods.title).waitFor();
    // The search entry was replaced: back returns to the search start, not to an empty result list.
    await page.goBack();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/pages/shop/index');
  });

  it('an item in the running flash sale shows its sale price and the countdown to the end of the sale', async () => {
    const sale = await api<FlashSale>('/api/index/shoppingTime');
    const now = Math.floor(Date.now() / 1000);
    const running = sale.start_time <= now && now < sale.end_time;
    const goods = sale.goods[0];
    if (!running) {
      // The demo's sale runs 10:00–22:00 Beijing time: outside it, getItem answers as it does during the sale.
      await page.route('**/api/obapi/getItem?*', async (route) => {
        const res = await route.fetch();
        const body = await res.json() as { data: ItemDetail };
        body.data = { ...body.data, sale_price: goods.sale_price, sale_end: now + 3 * 3600 + 5, skus: body.data.skus.map((s) => ({ ...s, sale_price: goods.sale_price })) };
        await route.fulfill({ response: res, json: body });
      });
    }
    await page.goto(`${base}/wap/#/pages/item/index?tp=${goods.api_type}&tid=${goods.num_iid}`);
    const timer = page.getByRole('timer');
    await expect.poll(() => timer.textContent(), { timeout: WAIT_MS }).toMatch(/^Flash sale ends in \d\d:\d\d:\d\d$/);
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent()).not.toBe(first);
    expect((await page.locator('.item-price-now').textContent())!.replace(/[,\s]/g, '')).toContain(goods.sale_price);
    if (process.env.CALLS_SHOTS) await page.screenshot({ path: `${process.env.CALLS_SHOTS}/item-sale.png` });
    if (!running) await page.unroute('**/api/obapi/getItem?*');
  });

  it('the mall shows the flash sale with its countdown and, further down, what shoppers say', async () => {
    await page.goto(`${base}/wap/#/pages/mall/index`);
    await page.getByRole('heading', { name: 'Flash sale' }).waitFor();
    await expect.poll(() => page.getByRole('timer').first().textContent()).toMatch(/^(Ends|Starts) in \d\d:\d\d:\d\d$/);
    const said = await api<{ content: string; goods: { api_type: string; num_iid: string } }[]>('/api/index/geMatterOfOpinion', { limit: 6 });
    // They load when scrolled near: to the bottom until they are there.
    for (let i = 0; i < 20 && !(await page.locator('.opinions').count()); i++) {
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(200);
    }
    await page.locator('.opinions').getByText(said[0].content).first().waitFor();
    if (process.env.CALLS_SHOTS) await page.screenshot({ path: `${process.env.CALLS_SHOTS}/mall-opinions.png` });
    await page.locator('.opinions a').first().tap();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#/pages/item/index?tp=${said[0].goods.api_type}&tid=${said[0].goods.num_iid}`);
  });
});
