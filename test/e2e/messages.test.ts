import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { newShopperPhone, ops, apiData, apiAs, pageClockPast } from './browser';
import { journeys } from '../../scripts/shop/journeys';
import { money } from '../../src/lib/format';
import type { Currency } from '../../src/api/types/settings';

let page: Page;
let base: string;
let token = '';

/** A call to the test server's API as a shopper, for set-up only. */
const api = apiAs(() => token);
const { placeOrder } = journeys(api, ops);

const hash = () => page.evaluate(() => location.hash);
const meBadge = () => page.locator('.tabbar a[href="#/pages/user/index"] .badge');

/** Other journeys leave a shopper messages: read them all, so the count starts at 0. */
async function readAll() {
  const list = await api<{ data: { id: number; is_read: number }[] }>('/api/message/lists', { pagesize: 100 });
  for (const m of list.data.filter((x) => !x.is_read)) await api('/api/message/read', { id: m.id });
  expect((await api<{ count: number }>('/api/message/countNotRead')).count).toBe(0);
}

beforeAll(async () => {
  ({ page, base, token } = await newShopperPhone('messages', { recharge: '3000.00' }));
});

describe('messages on a 360×640 touch screen', () => {
  it('an order bought by staff: the Me tab and the user centre show 1 unread, the message opens the order, the count goes back to 0', async () => {
    await readAll();
    const order = await placeOrder(true);
    await ops('buy', { id: order.id });

    // The startup call (user/info) brings the count to the Me tab.
    await page.goto(`${base}/wap/#/`);
    await expect.poll(() => meBadge().textContent()).toBe('1');

    await page.locator('.tabbar a[href="#/pages/user/index"]').tap();
    const icon = page.getByRole('link', { name: 'Messages: 1 new' });
    await icon.waitFor();
    expect(await icon.locator('.badge').textContent()).toBe('1');
    await icon.tap();

    const row = page.locator('.inbox-row', { hasText: order.sn });
    await row.waitFor();
    expect(await row.getAttribute('class')).toBe('inbox-row unread');
    expect(await row.textContent()).toContain('Order bought');
    expect(await row.textContent()).toContain('Unread');
    await row.tap();
    await expect.poll(hash).toBe(`#/pages/member/order/detail?id=${order.id}`);
    await page.getByText(order.sn).first().waitFor();
    expect((await api<{ count: number }>('/api/message/countNotRead')).count).toBe(0);

    await page.goBack();
    await expect.poll(() => page.locator('.inbox-row', { hasText: order.sn }).getAttribute('class')).toBe('inbox-row');
    await page.goto(`${base}/wap/#/pages/user/index`);
    await page.getByRole('link', { name: 'Messages: 0 new' }).waitFor();
    expect(await meBadge().count()).toBe(0);
  });

  it('the count comes again when the app returns to the foreground', async () => {
    await readAll();
    await page.goto(`${base}/wap/#/`);
    await page.locator('.tabbar').waitFor();
    const order = await placeOrder(true);
    await ops('buy', { id: order.id });
    // Nothing else brings the count: still none a while later.
    await pageClockPast(page, 3_000);
    expect(await meBadge().count()).toBe(0);
    // As a browser fires it when the tab shows again: at the document, bubbling to the window.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect.poll(() => meBadge().textContent()).toBe('1');
  });

  it('an amount reads ¥ with ≈ the reader\'s currency, in the reader\'s language, when it is read (design §4c)', async () => {
    await readAll();
    const order = await placeOrder(true);
    await ops('problem', { id: order.id, kind: 'price_change', amount: '12.30' });
    const currencies = await apiData<Currency[]>('/api/currency/lists');
    const [usd, rub] = ['USD', 'RUB'].map((c) => currencies.find((x) => x.code === c)!);
    const text = () => page.locator('.inbox-row', { hasText: order.sn }).locator('.inbox-text').textContent();
    await page.goto(`${base}/wap/#/pages/member/message/index`);
    await page.locator('.inbox-row', { hasText: order.sn }).waitFor();
    expect(await text()).toBe(`The price of order ${order.sn} went up by ¥12.30 (≈\u00a0${money('12.30', usd).replace(/ /g, '\u00a0')}). Pay the difference or ask for a refund.`);
    // The same message read in Russian with roubles chosen (0 decimals): the words and the conversion of the reader.
    await page.evaluate(() => { localStorage.setItem('language', 'ru'); localStorage.setItem('currency', 'RUB'); });
    try {
      await page.reload();
      await expect.poll(text).toBe(`Цена заказа ${order.sn} выросла на ¥12.30 (≈\u00a0${money('12.30', rub).replace(/ /g, '\u00a0')}). Доплатите разницу или запросите возврат.`);
    } finally {
      // Back to English and dollars, the message read, for whatever runs next on this page.
      await page.evaluate(() => { localStorage.setItem('language', 'en'); localStorage.setItem('currency', 'USD'); });
      await readAll();
      await page.reload();
      await page.locator('.inbox-row', { hasText: order.sn }).waitFor();
    }
  });
});
