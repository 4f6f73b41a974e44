import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { newShopperPhone, ops, apiAs, pageClockPast } from './browser';
import { journeys } from '../../scripts/shop/journeys';

let page: Page;
let base: string;
let token = '';

/** A call to the test server's API as a shopper, for set-up only. */
const api = apiAs(() => token);

const { placeOrder } = journeys(api, ops);

const hash = () => page.evaluate(() => location.hash);
const open = async (path: string) => {
  await page.goto(`${base}/wap/#${path}`);
};
const card = (sn: string) => page.locator('.o-card', { hasText: sn });
const tab = (name: RegExp) => page.getByRole('tab', { name });

beforeAll(async () => {
  ({ page, base, token } = await newShopperPhone('orders', { recharge: '3000.00' }));
});

describe('orders, warehouse and parcel creation on a 360×640 touch screen', () => {
  it('follows a paid order from "to buy" to the warehouse and packs it into a parcel', async () => {
    const order = await placeOrder(true);

    await open('/pages/member/order/index?status=1');
    await card(order.sn).waitFor();
    expect(await tab(/^To buy/).getAttribute('aria-selected')).toBe('true');
    await card(order.sn).getByRole('button', { name: 'Cancel order' }).waitFor();

    await ops('buy', { id: order.id });
    await tab(/^Bought/).tap();
    expect(await hash()).toBe('#/pages/member/order/index?status=2');
    await card(order.sn).waitFor();

    await ops('receive', { id: order.id });
    await tab(/^In warehouse/).tap();
    await card(order.sn).waitFor();

    // The order's own page: status, QC photos, weight, storage.
    await card(order.sn).locator('.o-link').tap();
    await page.getByRole('heading', { name: 'In the warehouse' }).waitFor();
    await page.getByText(/Weight: [\d,]+\.\d\d g/).first().waitFor();
    await page.getByRole('heading', { name: 'Storage' }).waitFor();

    // The warehouse lists it with a photo that opens full screen, its weight and volume.
    await open('/pages/member/myWarehouse/index');
    const item = page.locator('.wh-item', { hasText: order.sn });
    await item.waitFor();
    expect(await item.textContent()).toMatch(/Weight: [\d,]+\.\d\d g/);
    expect(await item.textContent()).toMatch(/Volume: [\d,]+\.\d\d cm³/);
    expect(await item.textContent()).toMatch(/Free storage: \d+ days left/);
    await item.getByRole('button', { name: /^Photo 1 of/ }).tap();
    const viewer = page.getByRole('dialog', { name: 'Picture viewer' });
    await viewer.waitFor();
    // A private staff photo (issue 27): the shopper's own pass cookie opens it.
    expect(await viewer.locator('img').first().evaluate((img) => (img as HTMLImageElement).decode().then(() => (img as HTMLImageElement).naturalWidth))).toBeGreaterThan(0);
    await viewer.getByRole('button', { name: 'Close' }).tap();
    await viewer.waitFor({ state: 'detached' });

    // An address to ship to.
    const areas = await api<{ id: number; code: string }[]>('/api/other/getAreaInfo', { pid: 0 });
    const us = areas.find((a) => a.code === 'US')!;
    const name = `Ann E2e${Date.now().toString(36)}`;
    await api('/api/address/addAddress', { name, mobile: '2025550123', country_id: us.id, address: '1 Main St', city: 'Springfield', zipcode: '12345' });

    await item.getByRole('checkbox').check();
    await page.getByText(/1 chosen · [\d,]+\.\d\d g/).waitFor();
    await page.getByRole('button', { name: 'Ship these goods', exact: true }).tap();
    await page.getByRole('heading', { name: /Goods to send \(1\)/ }).waitFor();
    expect(await hash()).toMatch(/^#\/pages\/member\/ordertosend\/index\?ids=\d+$/);
    await page.getByText('Parcel (estimate)').waitFor();
    await page.getByRole('button', { name: 'Continue' }).tap();

    // Confirm: address, line, declaration, notice.
    await page.getByRole('heading', { name: 'Customs declaration' }).waitFor();
    expect(await hash()).toMatch(/^#\/pages\/member\/sendorder\/confirm\?ids=\d+$/);
    await page.getByRole('radio', { name: new RegExp(name) }).check();
    const line = page.locator('input[name=line]:not([disabled])').first();
    await line.waitFor();
    await expect.poll(() => line.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create parcel' }).tap();
    await page.getByText('Say what this item is').waitFor();
    await page.getByLabel('What it is').fill('T-shirt');
    await page.getByRole('textbox', { name: /Declared value/ }).fill('45.5');
    await page.getByLabel('I have read the notice').tap();
    await page.getByText('Declaration notice accepted').waitFor();
    await pageClockPast(page, 1100); // past the submit button's 1 s throttle
    await page.getByRole('button', { name: 'Create parcel' }).tap();
    await page.waitForFunction(() => /^#\/pages\/member\/sendorder\/detail\?id=\d+$/.test(location.hash));
    expect(await page.evaluate(() => localStorage.getItem('declaredOrder'))).toBe('1');

    const detail = await api<{ status: number }>('/api/order/detail', { id: order.id });
    expect(detail.status).toBe(4);
  });

  it('cancels an unpaid order from the list; it moves to the cancelled tab', async () => {
    const order = await placeOrder(false);
    await open('/pages/member/order/index?status=0');
    await card(order.sn).getByRole('button', { name: 'Pay' }).waitFor();
    await card(order.sn).getByRole('button', { name: 'Cancel order' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).tap();
    await page.getByText('Order cancelled').waitFor();
    await card(order.sn).waitFor({ state: 'detached' });
    await tab(/^Cancelled/).tap();
    await card(order.sn).getByRole('button', { name: 'Delete' }).waitFor();
  });

  it('shows a clear not-found for an order that is not there', async () => {
    await open('/pages/member/order/detail?id=999999');
    await page.getByRole('heading', { name: 'Order not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to my orders' }).tap();
    expect(await hash()).toBe('#/pages/member/order/index');
  });
});
