import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { ops, apiAs, newShopperPhone } from './browser';
import type { Coupon, Paged } from '../../src/api/types/pay';

let page: Page;
let base: string;
let token = '';
let userId = 0;

const api = apiAs(() => token);
/** The balance on the points page, as the shopper reads it. */
const balance = () => page.locator('.pt-big').textContent();

beforeAll(async () => {
  // A shopper of its own: the demo shopper's points are shared with the other journeys (the spin wheel spends them).
  ({ page, base, token, userId } = await newShopperPhone('points'));
});

describe('points on a 360×640 touch screen', () => {
  it('sign in today → the points page shows 5 more, the history says why', async () => {
    // The user centre's points tile opens the points page.
    await page.goto(`${base}/wap/#/pages/user/index`);
    await page.getByRole('link', { name: /Points/ }).first().tap();
    await page.waitForURL(/#\/pages\/member\/score\/index/);
    await expect.poll(balance).toBe('0');
    await expect.poll(() => page.locator('.empty').textContent()).toContain('No points yet');

    await page.getByRole('link', { name: 'Daily sign-in' }).tap();
    await page.waitForURL(/#\/pages\/member\/signin\/index/);
    const button = page.locator('.sg-top .btn');
    await expect.poll(() => button.textContent()).toMatch(/^Sign in today \+5$/);
    await button.tap();
    await expect.poll(() => page.locator('.toast').first().textContent()).toContain('Signed in: +5 points');
    await expect.poll(() => button.textContent()).toBe('Signed in today');
    expect(await button.isDisabled()).toBe(true);
    await expect.poll(() => page.locator('.sg-today').first().getAttribute('class')).toContain('sg-signed');
    await expect.poll(() => page.locator('.sg-me').count()).toBe(1);

    await page.goto(`${base}/wap/#/pages/member/score/index`);
    await expect.poll(balance).toBe('5');
    const row = page.locator('.pt-row').first();
    await expect.poll(() => row.textContent()).toContain('Daily sign-in');
    expect(await row.locator('.pt-amount b').textContent()).toBe('+5');
    // A second sign-in today is refused by the server too.
    expect((await (await fetch(`${base}/api/signin/add`, { headers: { token } })).json()).msg).toBe('You have already signed in today');
  });

  it('exchange points for a coupon → it is in my coupons (coupon/lists), the balance is lower', async () => {
    expect(await ops<{ score: number }>('score_add', { user_id: userId, amount: 300, memo: 'e2e: points to spend' })).toMatchObject({ score: 305 });
    await page.goto(`${base}/wap/#/pages/member/score/exchange`);
    await expect.poll(balance).toBe('305 points');
    const card = page.locator('.cp-card', { hasText: '¥5 off, no minimum' });
    await expect.poll(() => card.locator('.px-cost').textContent()).toBe('100 points');
    await card.getByRole('button', { name: /Exchange/ }).tap();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('Spend 100 points on “¥5 off, no minimum”?');
    await dialog.getByRole('button', { name: 'Exchange' }).tap();
    await expect.poll(() => page.locator('.toast').first().textContent()).toContain('Coupon added to My coupons');
    await expect.poll(balance).toBe('205 points');

    const mine = await api<Paged<Coupon>>('/api/coupon/lists', { status: 0, page: 1, pagesize: 10 });
    expect(mine.data.map((c) => c.name)).toContain('¥5 off, no minimum');
    const entries = await api<{ data: { type: string; score: number }[]; score: number }>('/api/score/lists', { page: 1, pagesize: 10 });
    expect(entries.score).toBe(205);
    expect(entries.data.map((e) => [e.type, e.score])).toEqual([['exchange', -100], ['ops', 300], ['signin', 5]]);
  });

  it('the level page shows the levels and the way to the next', async () => {
    await page.goto(`${base}/wap/#/pages/member/level/index`);
    await expect.poll(() => page.locator('.lv-name').textContent()).toBe('Member');
    await expect.poll(() => page.locator('.lv-card').textContent()).toContain('1,000 more to Silver');
    expect(await page.locator('.lv-row').count()).toBe(4);
  });
});
