import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { ops, apiAs, newShopperPhone } from './browser';
import { journeys } from '../../scripts/shop/journeys';
import type { OrderDetail } from '../../src/api/types/order';
import type { RefundInfo } from '../../src/api/types/rewards';
import { yuanEn } from './money-text';

let page: Page;
let base: string;
let token = '';

/** A call to the test server's API as this file's shopper, for set-up and checks only. */
const api = apiAs(() => token);
const { placeOrder } = journeys(api, ops);

const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const yuan = (f: number) => yuanEn(f / 100);
/** Text with a yuan amount in it, the chosen currency possibly beside it ("¥12.50 (≈ $1.73)"). */
const withYuan = (before: string, f: number, after: string) => new RegExp(`${esc(before)}${esc(yuan(f))}( \\(≈\\u00a0[^)]+\\))?${esc(after)}`);
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const available = async () => fen((await api<{ available: string }>('/api/pay/rechargeRecord')).available);
const openOrder = (id: number) => page.goto(`${base}/wap/#/pages/member/order/detail?id=${id}`);
const lineOf = async (id: number) => (await api<OrderDetail>('/api/order/detail', { id })).goods[0];
/** The wallet page shows `f` fen as what is available. */
async function walletShows(f: number) {
  await page.goto(`${base}/wap/#/pages/member/account/index`);
  await page.locator('.wallet-card .big').getByText(yuan(f), { exact: true }).waitFor();
}

beforeAll(async () => {
  // A shopper of its own, so the balance checked is only what these journeys move.
  ({ page, base, token } = await newShopperPhone('refund', { recharge: '3000.00' }));
});

describe('refunds and order problems on a 360×640 touch screen', () => {
  it('refund-only of a paid line not yet bought: one confirm, and the money is back in the wallet at once', async () => {
    const order = await placeOrder(true);
    const g = await lineOf(order.id);
    const max = (await api<RefundInfo>('/api/goodsrefund/getInfo', { goods_id: g.id })).max_amount;
    const before = await available();

    await openOrder(order.id);
    const line = page.locator('.o-goods', { hasText: g.title });
    await line.getByRole('button', { name: 'Refund' }).tap();
    await line.getByText(withYuan('Not bought yet: ', fen(max), ' goes back to your balance at once')).waitFor();
    await line.getByLabel('Reason').selectOption({ label: 'I no longer need it' });
    await line.getByRole('button', { name: 'Refund now' }).tap();
    const ask = page.getByRole('dialog');
    await ask.getByText(withYuan('Refund ', fen(max), ` to your balance now? The item leaves order ${order.sn}.`)).waitFor();
    await ask.getByRole('button', { name: 'Refund now' }).tap();
    await page.getByText(withYuan('', fen(max), ' returned to your balance')).waitFor();

    // Its only line refunded, the order is closed and reads as refunded; the line is still shown, with its refund.
    await page.getByRole('heading', { name: 'Refunded', exact: true }).waitFor();
    const gone = page.locator('section', { has: page.getByRole('heading', { name: 'Refunded items' }) });
    await gone.getByText('Refunded to your balance').waitFor();
    expect(await available()).toBe(before + fen(max));
    await walletShows(before + fen(max));
  });

  it('a return of a bought line with a photo: pending until the operator approves, then refunded', async () => {
    const order = await placeOrder(true);
    await ops('buy', { id: order.id });
    await ops('receive', { id: order.id });
    const g = await lineOf(order.id);
    const max = (await api<RefundInfo>('/api/goodsrefund/getInfo', { goods_id: g.id })).max_amount;
    const before = await available();

    await openOrder(order.id);
    const line = page.locator('.o-goods', { hasText: g.title });
    await line.getByRole('button', { name: 'Refund' }).tap();
    // Nothing chosen: the reason is asked for, and gets focus.
    await line.getByRole('button', { name: 'Request a return' }).tap();
    await line.getByText('Reason cannot be empty').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`rf-reason-${g.id}`);
    await line.getByLabel('Reason').selectOption({ label: 'Damaged or defective' });
    await line.getByLabel('Details (optional)').fill('The seam is torn');
    expect(await line.getByLabel(/Amount to refund/).inputValue()).toBe(max);
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 180, b: 160 } } }).png().toBuffer();
    await page.setInputFiles(`#rf-photo-${g.id}`, { name: 'seam.png', mimeType: 'image/png', buffer: png });
    await line.getByText('Photos: 1 of 6').waitFor();
    await line.getByRole('button', { name: 'Request a return' }).tap();
    await page.getByText('Return requested: staff will review it').waitFor();
    await line.locator('.rf-state').getByText('Awaiting review').waitFor();
    expect(await line.getByRole('button', { name: 'Withdraw request' }).isVisible()).toBe(true);

    const pending = await ops<{ id: number; goods_id: number; images: number; amount: string }[]>('refunds', { status: 0 });
    const request = pending.find((r) => r.goods_id === g.id)!;
    expect(request).toMatchObject({ images: 1, amount: max });
    await ops('refund_approve', { id: request.id });

    // The approved line leaves the order; the page still shows it, refunded, and the wallet has the money.
    await page.reload();
    const gone = page.locator('section', { has: page.getByRole('heading', { name: 'Refunded items' }) });
    await gone.getByText(g.title).waitFor();
    await gone.getByText('Refunded to your balance').waitFor();
    expect(await page.locator('.o-goods', { hasText: g.title }).count()).toBe(1);
    expect(await available()).toBe(before + fen(max));
    await walletShows(before + fen(max));
  });

  it('a price change raised by the operator: pay the difference on the pay page, and the order moves on', async () => {
    const order = await placeOrder(true);
    await ops('problem', { id: order.id, kind: 'price_change', amount: '12.50' });
    const before = await available();

    await openOrder(order.id);
    const box = page.locator('section', { has: page.locator('#o-problem') });
    // In yuan with ≈ the chosen currency, as the pay page shows it.
    const extra = (await box.getByText(/^Extra to pay:/).textContent())!.replace('Extra to pay:', '').trim();
    expect(extra).toMatch(/^¥12\.50 ≈ \$\d+\.\d{2}$/);
    await box.getByRole('button', { name: 'Pay the difference' }).tap();
    const ask = page.getByRole('dialog');
    await ask.getByText(`Pay ${extra.replace(' ≈ ', ' (≈\u00a0')}) more for order ${order.sn}? You pay on the next page.`).waitFor();
    await ask.getByRole('button', { name: 'Pay the difference' }).tap();
    await page.waitForURL(new RegExp(`pay/index\\?sn=${order.sn}&type=order_problem`));
    expect(await page.getByTestId('pay-due').textContent()).toBe(extra);
    await page.locator('.submit-bar .btn-primary').tap();
    await page.waitForURL(/payResult/);
    expect(await available()).toBe(before - 1250);

    // Settled: the problem is gone and staff can buy the goods.
    await openOrder(order.id);
    await page.getByRole('heading', { name: 'Paid, to be bought' }).waitFor();
    expect(await page.locator('#o-problem').count()).toBe(0);
    await ops('buy', { id: order.id });
    await page.reload();
    await page.getByRole('heading', { name: 'Bought, seller shipping' }).waitFor();
  });
});
