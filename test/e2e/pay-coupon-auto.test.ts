import { describe, it, expect } from 'vitest';
import type { Request } from 'playwright-core';
import { ops, apiAs, shopperPerTest } from './browser';
import { journeys } from '../../scripts/shop/journeys';
import type { Invoice } from '../../src/api/types/pay';

/**
 * The pay page chooses the coupon (issue 38 item 6, design §4c) on a 360×640 touch screen: a bill no coupon was
 * chosen for opens with the best that fits on it and its total; the shopper can choose another or none, and the
 * choice is the bill's — it is still there when the page opens again.
 */
const s = shopperPerTest('autocoupon', { storage: { language: 'en' } });
const api = apiAs(() => s.token);

const choice = (name: string) => s.page.locator('[data-testid=coupon-choice]', { hasText: name });
/** The yuan figure a text shows, before any ≈ ("Pay ¥1,234.50 (≈ $170.96)" → 1234.5; English grouping). */
const figure = (text: string | null) => Number(/¥([\d,]+\.\d\d)/.exec(text ?? '')?.[1].replace(/,/g, ''));
/** The total at the top of the pay page, as a figure. */
const due = async () => figure(await s.page.getByTestId('pay-due').textContent());
/** A yuan figure less an amount off: ('65.50', 5) → 60.5. */
const less = (amount: string, off: number) => Math.round((Number(amount) - off) * 100) / 100;
/** The bill as the server has it now. */
const bill = (sn: string) => api<Invoice>('/api/paywallet/getInvoice', { sn });

describe('the pay page chooses the best coupon that fits', () => {
  it('opens with the best coupon on the bill and the total with it; "No coupon" or another coupon chosen stays when the page opens again', async () => {
    const { page, base } = s;
    // Two coupons fit an order of ¥60 or more: ¥10 off from ¥50 (the best) and ¥5 off with no minimum.
    for (const code of ['NOMIN5', 'WELCOME10']) await api('/api/couponrule/activate', { code });
    const item = await journeys(api, ops).generalItem();
    const line = await api<{ id: number }>('/api/cart/add', { tp: item.tp, tid: item.tid, ...(item.sku_id ? { sku_id: item.sku_id } : {}), quantity: 1 });
    const cart = await api<{ totals: { goods: string } }>('/api/cart/getList');
    if (Number(cart.totals.goods) < 60) await api('/api/cart/edit', { id: line.id, quantity: Math.ceil(60 / Number(cart.totals.goods)) });
    const sn = (await api<{ order_sn: string }>('/api/cart/carttoorder', { ids: line.id })).order_sn;
    const before = await bill(sn);
    expect(before).toMatchObject({ coupon: null, no_coupon: false });

    await page.goto(`${base}/wap/#/pages/member/pay/index?sn=${sn}`);
    await choice('Welcome coupon ¥10').waitFor();
    // The best is on (the server's bill says so), checked, and every total on the page is the one with it.
    await expect.poll(async () => (await bill(sn)).coupon?.amount).toBe('10.00');
    const withBest = await bill(sn);
    expect(withBest.amount).toBe((Number(before.amount) - 10).toFixed(2));
    await expect.poll(due).toBe(Number(withBest.amount));
    expect(await choice('Welcome coupon ¥10').locator('input').isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'No coupon' }).isChecked()).toBe(false);
    expect(figure(await page.locator('.submit-bar .btn-primary').textContent())).toBe(Number(withBest.amount));
    expect(await page.locator('.sum-row', { hasText: 'Coupon' }).locator('dd').textContent()).toMatch(/^−¥10\.00\b/);
    // At 360 px nothing runs off the side, and each choice is a tap target of 44 px or more.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const box of await page.locator('[data-testid=pay-coupons] label.choice').evaluateAll((ls) => ls.map((l) => l.getBoundingClientRect().height))) {
      expect(box).toBeGreaterThanOrEqual(44);
    }

    // "No coupon": the whole total; opened again, it is still "No coupon" and nothing is put on the bill.
    await page.getByRole('radio', { name: 'No coupon' }).tap();
    await expect.poll(due).toBe(Number(before.amount));
    expect(await bill(sn)).toMatchObject({ coupon: null, no_coupon: true });
    const chosen: string[] = [];
    const watch = (r: Request) => { if (r.url().includes('/api/paywallet/useCoupon')) chosen.push(r.postData() ?? ''); };
    page.on('request', watch);
    await page.reload();
    await choice('Welcome coupon ¥10').waitFor();
    expect(await page.getByRole('radio', { name: 'No coupon' }).isChecked()).toBe(true);
    expect(await due()).toBe(Number(before.amount));

    // Another coupon than the best, chosen by hand, is kept too.
    await choice('¥5 off, no minimum').tap();
    await expect.poll(due).toBe(less(before.amount, 5));
    await page.reload();
    await choice('¥5 off, no minimum').waitFor();
    expect(await choice('¥5 off, no minimum').locator('input').isChecked()).toBe(true);
    expect(await due()).toBe(less(before.amount, 5));
    page.off('request', watch);
    expect(chosen).toHaveLength(1); // the shopper's one tap; no choice made for them on either reopening
    expect((await bill(sn)).coupon?.amount).toBe('5.00');
  }, 120_000);
});
