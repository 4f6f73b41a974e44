import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { ops, apiAs, newShopperPhone, pageClockPast } from './browser';
import type { Invoice, Coupon, Paged } from '../../src/api/types/pay';
import type { WheelWin } from '../../src/api/types/perks';
import type { ScorePage } from '../../src/api/types/points';
import type { Page as ListPage } from '../../src/api/types/common';

let page: Page;
let base: string;
let token = '';
let userId = 0;

const api = apiAs(() => token);

/** A catalogue item with a SKU (or none) in stock. */
async function inStockItem(): Promise<{ tp: string; tid: string; sku_id: string; title: string }> {
  const list = await api<{ data: { api_type: string; num_iid: string }[] }>('/api/obapi/getItemlist', { page: 1, pagesize: 30 });
  for (const row of list.data) {
    const item = await api<{ goods_type: string; title: string; stock: number; skus: { sku_id: string; stock: number }[] }>('/api/obapi/getItem', { tp: row.api_type, tid: row.num_iid });
    const sku = item.skus.find((s) => s.stock >= 2);
    if (item.goods_type === 'general' && (sku || (!item.skus.length && item.stock >= 2))) return { tp: row.api_type, tid: row.num_iid, sku_id: sku?.sku_id ?? '', title: item.title };
  }
  throw new Error('no item in stock');
}

beforeAll(async () => {
  // A new shopper of its own (the demo shopper's coupons and free spin stay as they are for the other journeys).
  ({ page, base, token, userId } = await newShopperPhone('perks', { recharge: '2000.00' }));
});

describe('coupons and the spin wheel on a 360×640 touch screen', () => {
  it('a code the operator creates is activated on the coupon page, pays part of an order, and then shows as used', async () => {
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const rule = await ops<{ id: number; code: string }>('coupon_create', { code, name: 'E2E thank-you ¥12', amount: '12', min: '0', days: 7 });
    expect(rule.code).toBe(code);

    await page.goto(`${base}/wap/#/pages/member/coupon/index`);
    await page.getByText('No coupons to use').waitFor();
    const field = page.getByRole('textbox', { name: 'Coupon code' });
    // An expired code: the server's message under the field, the code kept.
    await field.fill('NEWYEAR15');
    await page.getByRole('button', { name: 'Activate' }).tap();
    await expect.poll(() => page.locator('#cp-code-error').textContent()).toBe('This coupon code has expired');
    expect(await field.inputValue()).toBe('NEWYEAR15');
    // Tap targets are at least 44 px.
    expect((await page.getByRole('button', { name: 'Activate' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);

    await field.fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Activate' }).tap();
    const card = page.locator('.cp-card', { hasText: 'E2E thank-you ¥12' });
    await card.waitFor();
    expect(await field.inputValue()).toBe('');
    expect(await card.locator('.cp-value').textContent()).toContain('¥12.00');
    expect(await card.textContent()).toContain('No minimum order');
    // Nothing is clipped sideways on a 360 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Order through the cart: the confirmation says a coupon can be used and that it is chosen on the pay page,
    // where choosing it puts it on the bill (design §4c: one place).
    const item = await inStockItem();
    await api('/api/cart/add', { tp: item.tp, tid: item.tid, ...(item.sku_id ? { sku_id: item.sku_id } : {}), quantity: 1 });
    await page.goto(`${base}/wap/#/pages/cart/index`);
    await page.locator('li.cl', { hasText: item.title }).waitFor();
    await page.getByRole('button', { name: 'Order', exact: true }).tap();
    await expect.poll(() => page.getByTestId('co-coupon-hint').textContent()).toContain('choose it on the next step, the payment page');
    await page.getByRole('button', { name: 'Place order' }).tap();
    await page.waitForURL(/#\/pages\/member\/pay\/index\?sn=OG\d{12}/);
    const sn = /sn=(OG\d{12})/.exec(decodeURIComponent(page.url()))![1];
    // The radio shows the server's answer: it is checked once the coupon is on the bill.
    await page.getByRole('radio', { name: /E2E thank-you ¥12/ }).tap();
    await expect.poll(async () => (await api<Invoice>('/api/paywallet/getInvoice', { sn })).coupon?.amount).toBe('12.00');
    await expect.poll(() => page.getByRole('radio', { name: /E2E thank-you ¥12/ }).isChecked()).toBe(true);
    await pageClockPast(page, 1100); // past the pay button's 1 s double-tap guard
    await page.locator('.submit-bar .btn-primary').tap();
    await page.waitForURL(/#\/pages\/member\/pay\/payResult\?/);
    await expect.poll(() => page.getByTestId('pay-result').textContent()).toBe('Payment successful');

    // The coupon is in the used tab now, not in the usable one.
    await page.goto(`${base}/wap/#/pages/member/coupon/index`);
    await page.getByRole('tab', { name: 'Used' }).tap();
    const used = page.locator('.cp-card', { hasText: 'E2E thank-you ¥12' });
    await used.waitFor();
    expect(await used.locator('.cp-mark').textContent()).toBe('Used');
    await page.getByRole('tab', { name: 'Usable' }).tap();
    await page.getByText('No coupons to use').waitFor();
  });

  it('the free spin turns the wheel to the server’s prize, which lands in the points history or among my coupons', async () => {
    // No empty slice for this journey, so the prize lands somewhere (the weights come back afterwards).
    const prizes = await ops<{ id: number; kind: string; weight: number; enabled: boolean }[]>('wheel_prizes');
    const empty = prizes.filter((p) => p.kind === 'none' && p.weight > 0);
    try {
      for (const p of empty) await ops('wheel_prize_set', { id: p.id, weight: 0 });
      await page.goto(`${base}/wap/#/pages/index/zhuanpan`);
      await page.locator('.wh-free', { hasText: '1 free spin left today' }).waitFor();
      const spin = page.getByRole('button', { name: 'Spin for free' });
      expect((await spin.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await spin.tap();
      // While the wheel turns the button is off and no prize is shown yet.
      await expect.poll(() => page.locator('.wh-spin').isDisabled()).toBe(true);
      expect(await page.locator('.wh-result').count()).toBe(0);
      const transform = await page.locator('.wh-disc').evaluate((el) => (el as HTMLElement).style.transform);
      expect(transform).toMatch(/rotate\(\d+(\.\d+)?deg\)/);
      const result = page.locator('.wh-result');
      await result.waitFor();
      expect(await result.textContent()).toMatch(/^You won: /);

      const wins = await api<ListPage<WheelWin>>('/api/zhuanpan/records', { page: 1, pagesize: 10 });
      expect(wins.total).toBe(1);
      const win = wins.data[0];
      expect(await result.textContent()).toContain(win.name);
      await page.locator('.wh-win', { hasText: win.name }).waitFor();
      if (win.kind === 'points') {
        const history = await api<ScorePage>('/api/score/lists', { page: 1, pagesize: 10 });
        expect(history.data[0]).toMatchObject({ type: 'wheel_prize', score: win.points });
        expect(history.score).toBe(win.points);
        await page.locator('.wh-points', { hasText: `You have ${win.points} point` }).waitFor();
      } else {
        expect(win.kind).toBe('coupon');
        const usable = await api<Paged<Coupon>>('/api/coupon/lists', { status: 0, page: 1 });
        const coupon = usable.data.find((c) => c.id === win.coupon_id)!;
        expect(coupon).toMatchObject({ source: 'wheel', status: 0 });
        await result.getByRole('link', { name: 'My coupons' }).tap();
        await page.locator('.cp-card', { hasText: coupon.name }).waitFor();
        expect(await page.locator('.cp-card', { hasText: coupon.name }).textContent()).toContain('Spin-wheel prize');
      }
      // The day's free spin is gone; a bought one needs points this shopper may not have.
      await page.goto(`${base}/wap/#/pages/index/zhuanpan`);
      await page.locator('.wh-free', { hasText: '0 free spins left today' }).waitFor();
    } finally {
      for (const p of empty) await ops('wheel_prize_set', { id: p.id, weight: p.weight });
    }
  });
});
