import { describe, it, expect, beforeEach } from 'vitest';
import type { Page } from 'playwright-core';
import { shopperPerTest, apiAs } from './browser';
import { journeys } from '../../scripts/shop/journeys';
import type { MembershipCardInfo, Promotion } from '../../src/api/types/cards';
import type { CartList } from '../../src/api/types/cart';
import type { Currency } from '../../src/api/types/settings';
import { money } from '../../src/lib/format';

let page: Page;
let base = '';
let token = '';

/** A call to the test server's API as a shopper, for set-up and checks only. */
const api = apiAs(() => token);
const { generalItem } = journeys(api, async () => undefined as never);

/** Every control the shopper taps is at least 44 px tall. */
async function tappable(selector: string) {
  for (const box of await page.locator(selector).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(44);
}
const fitsWidth = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

/** Each test, and each try of it, with a shopper of its own: joining an activity or buying a card is once per shopper. */
const shopper = shopperPerTest('cards', { recharge: '500.00' });
beforeEach(() => {
  ({ page, base, token } = shopper);
});

describe('membership card and activities on a 360×640 touch screen', () => {
  it('a shopper buys a membership card → its discount shows on the service fee at checkout (cart → order confirmation)', async () => {
    const info = await api<MembershipCardInfo>('/api/membershipcard/info');
    const card = info.cards.find((c) => c.days === 90)!;

    // From the user centre's menu to the card page, under a dark navbar with white text (spec §2).
    await page.goto(`${base}/wap/#/pages/user/index`);
    await page.getByRole('link', { name: 'Membership card' }).tap();
    await page.getByRole('heading', { name: info.current ? `${info.current.name} is active` : 'You have no membership card yet' }).waitFor();
    const bar = page.locator('header.navbar');
    expect(await bar.evaluate((e) => [getComputedStyle(e).backgroundColor, getComputedStyle(e).color])).toEqual(['rgb(17, 17, 17)', 'rgb(255, 255, 255)']);
    await page.locator('.mc-card', { hasText: card.name }).getByText('+30 days of free storage').waitFor();
    await tappable('.mc-card .btn');
    await fitsWidth();

    // Choose → its payment page: the card, the balance, pay; the result; back to the card page, which shows it active.
    await page.getByRole('link', { name: `Choose ${card.name}` }).tap();
    await page.getByRole('heading', { name: 'Your card' }).waitFor();
    // The price taken from the balance in yuan, its conversion beside it (design §4c).
    const usd = (await api<Currency[]>('/api/currency/lists')).find((c) => c.code === 'USD')!;
    await page.getByRole('button', { name: `Pay ¥${card.price} (≈ ${money(card.price, usd)})`, exact: true }).tap();
    await page.getByText(new RegExp(`Paid: your ${card.name} is active until \\d{4}-\\d{2}-\\d{2}`)).waitFor();
    await page.getByRole('button', { name: 'Back to my membership card' }).tap();
    await page.getByRole('heading', { name: `${card.name} is active` }).waitFor();
    expect((await api<MembershipCardInfo>('/api/membershipcard/info')).current).toMatchObject({ card_id: card.id, fee_off: 30 });

    // An item in the cart, the only line chosen: cart → order confirmation, whose service fee is the card's.
    const item = await generalItem();
    const line = await api<{ id: number }>('/api/cart/add', { tp: item.tp, tid: item.tid, ...(item.sku_id ? { sku_id: item.sku_id } : {}), quantity: 1 });
    await api('/api/cart/check', { all: 1, checked: 0 });
    await api('/api/cart/check', { ids: line.id, checked: 1 });
    const totals = (await api<CartList>('/api/cart/getList')).totals;
    expect(totals.fee_discount).toMatchObject({ source: 'card', name: card.name, off: 30 });
    expect(Number(totals.service_fee)).toBeLessThan(Number(totals.fee_discount!.service_fee_full));
    await page.goto(`${base}/wap/#/pages/cart/index`);
    await page.getByRole('button', { name: 'Order', exact: true }).tap();
    await page.waitForURL(/#\/pages\/carttoorder\/index/);
    const fee = page.locator('.sum-row', { hasText: 'Service fee' });
    await fee.locator('.sum-note').getByText(new RegExp(`^${card.name}: −30% \\(was .+\\)$`)).waitFor();
    expect(await fee.locator('dd').textContent()).toBe(`${money(totals.service_fee, null)} ≈ ${money(totals.service_fee, usd)}`);
    await fitsWidth();
    await api('/api/cart/delete', { ids: line.id });
  });

  it('a shopper joins the running activity once: its coupon lands in My coupons', async () => {
    const running = (await api<Promotion[]>('/api/promotions/getPromotions')).find((p) => p.state === 'running' && p.coupon)!;
    await page.goto(`${base}/wap/#/pages/user/index`);
    await page.getByRole('link', { name: 'Activities' }).tap();
    const card = page.locator('.act-card', { has: page.getByRole('heading', { name: running.title }) });
    await card.getByText('Joining gives a coupon').waitFor();
    await page.locator('.act-card', { hasText: 'Coming soon' }).getByRole('button', { name: /^Opens on / }).waitFor();
    await card.getByText('Rules').tap();
    await card.locator('.act-rules p').first().waitFor();
    await tappable('.act-foot .btn');
    await fitsWidth();

    await card.getByRole('button', { name: `Join “${running.title}”` }).tap();
    await page.locator('.toast', { hasText: 'You have joined: your coupon is in My coupons' }).waitFor();
    await card.getByRole('button', { name: 'Joined' }).waitFor();
    expect(await card.getByRole('button', { name: 'Joined' }).isDisabled()).toBe(true);
    // Still joined after a reload; the coupon is the shopper's.
    await page.reload();
    await page.locator('.act-card', { has: page.getByRole('heading', { name: running.title }) }).getByText(/^You joined on \d{4}-\d{2}-\d{2}$/).waitFor();
    const coupons = await api<{ data: { name?: string; title?: string }[] }>('/api/coupon/lists', { status: 0, page: 1, pagesize: 50 });
    expect(JSON.stringify(coupons.data)).toContain(running.coupon!.name);
  });
});
