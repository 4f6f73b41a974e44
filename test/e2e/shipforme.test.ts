import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { newShopperPhone, ops, apiAs, pageClockPast } from './browser';

let page: Page;
let base: string;
let token: string;
const api = apiAs(() => token);
const hash = () => page.evaluate(() => location.hash);
const open = (path: string) => page.goto(`${base}/wap/#${path}`);

beforeAll(async () => {
  ({ page, base, token } = await newShopperPhone('shipforme', { recharge: '1.00' }));
});

describe('ship-for-me and seller settlement on a 360×640 touch screen', () => {
  it('declare goods → the operator receives them → they are in the warehouse → sent in a parcel, declared at their value', async () => {
    const suffix = Date.now().toString(36).toUpperCase();
    const contents = `Mechanical keyboard ${suffix}`;
    const tracking = `YT${suffix}`;
    await open('/pages/member/shipforme/index');
    await page.getByRole('heading', { name: 'Send to our warehouse' }).waitFor();
    expect(await page.locator('.sf-addr').textContent()).toContain('Guangzhou');

    // A problem is said next to its field and nothing typed is lost; then the declaration goes through.
    await page.locator('#sf-contents').fill(contents);
    await page.getByRole('button', { name: 'Declare', exact: true }).tap();
    await page.locator('#sf-carrier-error', { hasText: 'Choose the carrier' }).waitFor();
    expect(await page.locator('#sf-contents').inputValue()).toBe(contents);
    await page.locator('#sf-carrier').selectOption('yuantong');
    await page.locator('#sf-tracking_no').fill(tracking);
    await page.locator('#sf-value').fill('560');
    await page.getByRole('button', { name: 'Declare', exact: true }).tap();
    await page.getByText('Declared. We will message you when it arrives.').waitFor();
    const card = page.locator('.sf-card', { hasText: contents });
    await card.waitFor();
    expect(await card.locator('.sf-status').textContent()).toBe('On its way');
    expect(await card.textContent()).toContain(`YTO Express ${tracking}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The operator receives it (back office, ops token): it becomes an order in the shopper's warehouse.
    const pending = await ops<{ id: number; tracking_no: string }[]>('buyself_pending');
    const declared = pending.find((p) => p.tracking_no === tracking)!;
    expect(declared).toBeTruthy();
    const received = await ops<{ order_id: number }>('buyself_receive', { id: declared.id, weight: 1100 });
    expect(received.order_id).toBeGreaterThan(0);

    await page.reload();
    await card.locator('.sf-status', { hasText: 'In the warehouse' }).waitFor();
    expect(await card.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await card.getByRole('link', { name: 'See it in my warehouse' }).tap();
    await expect.poll(hash).toBe('#/pages/member/myWarehouse/index');
    const item = page.locator('.wh-item', { hasText: contents });
    await item.waitFor();
    expect(await item.textContent()).toMatch(/Weight: 1,100\.00 g/);

    // Send it in a parcel like bought goods.
    const us = (await api<{ id: number; code: string }[]>('/api/other/getAreaInfo', { pid: 0 })).find((a) => a.code === 'US')!;
    const name = `Sam Sfm${suffix.toLowerCase()}`;
    await api('/api/address/addAddress', { name, mobile: '2025550123', country_id: us.id, address: '1 Main St', city: 'Springfield', zipcode: '12345' });
    await item.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Ship these goods', exact: true }).tap();
    await page.getByRole('heading', { name: /Goods to send \(1\)/ }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).tap();
    await page.getByRole('heading', { name: 'Customs declaration' }).waitFor();
    await page.getByRole('radio', { name: new RegExp(name) }).check();
    const line = page.locator('input[name=line]:not([disabled])').first();
    await line.waitFor();
    await expect.poll(() => line.isChecked()).toBe(true);
    // The declaration starts from what the shopper declared: what is inside and its value.
    expect(await page.getByRole('textbox', { name: /Declared value/ }).inputValue()).toBe('560.00');
    expect(await page.getByLabel('What it is').inputValue()).toBe(contents);
    await page.getByLabel('I have read the notice').tap();
    await page.getByText('Declaration notice accepted').waitFor();
    await pageClockPast(page, 1100); // past the submit button's 1 s throttle
    await page.getByRole('button', { name: 'Create parcel' }).tap();
    await page.waitForFunction(() => /^#\/pages\/member\/sendorder\/detail\?id=\d+$/.test(location.hash));
    const parcelId = Number((await hash()).split('=')[1]);
    const parcel = await api<{ declared_value: string; goods: { title: string }[] }>('/api/sendorder/detail', { id: parcelId });
    expect(parcel.declared_value).toBe('560.00');
    expect(parcel.goods.map((g) => g.title)).toEqual([contents]);
    expect((await api<{ status: number }>('/api/order/detail', { id: received.order_id })).status).toBe(4);
  });

  it('apply to sell → the operator approves → the page shows it approved', async () => {
    const shop = `Tea House ${Date.now().toString(36)}`;
    await open('/pages/settled/index');
    await page.locator('#st-shop_name').fill(shop);
    await page.getByRole('button', { name: 'Send application' }).tap();
    await page.locator('#st-contact_name-error', { hasText: 'Enter the contact person' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('st-contact_name');
    expect(await page.locator('#st-shop_name').inputValue()).toBe(shop);
    await page.locator('#st-contact_name').fill('Li Wei');
    await page.locator('#st-contact').fill('li@example.com');
    await page.getByText('1688', { exact: true }).tap();
    await page.getByRole('button', { name: 'Send application' }).tap();
    await page.getByRole('heading', { name: 'Your application is under review' }).waitFor();
    expect(await page.locator('.st-details').textContent()).toContain(shop);

    const waiting = await ops<{ id: number; shop_name: string }[]>('shops');
    const mine = waiting.find((s) => s.shop_name === shop)!;
    expect(mine).toMatchObject({ shop_name: shop, platform: '1688' });
    await ops('shop_approve', { id: mine.id });
    await page.reload();
    await page.getByRole('heading', { name: 'Your shop is approved' }).waitFor();
    expect(await page.locator('.st-status').textContent()).toContain('li@example.com');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
