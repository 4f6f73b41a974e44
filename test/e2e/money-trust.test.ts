import { describe, it, expect, beforeAll } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ops, apiCall, apiData, apiAs, newShopperPhone } from './browser';
import { journeys } from '../../scripts/shop/journeys';
import { money } from '../../src/lib/format';
import type { Currency } from '../../src/api/types/settings';
import type { Coupon, Invoice } from '../../src/api/types/pay';
import type { OrderDetail, OrderListAnswer } from '../../src/api/types/order';
import type { CashbackPage } from '../../src/api/types/invite';
import type { Promotion } from '../../src/api/types/cards';

/**
 * Money a shopper can trust (issue 23, design §4c) on a 360×640 touch screen in dollars: an order placed with a
 * coupon chosen on the pay page (which opens with the best that fits chosen), then paid from My orders, asks and
 * takes the same ¥ total (and ≈) everywhere and records its cashback; "¥15 off parcel shipping", bought with points,
 * pays a weighed parcel's shipping. The pay pages (with coupons), the result and the order confirmation are
 * photographed in en, ru and zh-cn (SHOTS_DIR).
 */
let page: Page;
let base: string;
let token = '';
let userId = 0;
let usd: Currency;

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/money-trust-shots';
const api = apiAs(() => token);
const shop = journeys(api, ops);
/** A yuan figure as every money place shows it in dollars: "¥458.00 ≈ $63.43" (Yuan), "¥458.00 (≈ $63.43)" in a sentence. */
const shown = (cny: string) => `${money(cny, null)} ≈ ${money(cny, usd)}`;
const inText = (cny: string) => `${money(cny, null)} (≈\u00a0${money(cny, usd)})`;
const fen = (v: string) => Math.round(Number(v) * 100);
const yuan = (f: number) => (f / 100).toFixed(2);
const snInUrl = (prefix: string) => new RegExp(`sn=(${prefix}\\d{12})`).exec(decodeURIComponent(page.url()))?.[1] ?? '';

/** The page as it is now, photographed in each language (the language switched as stored, the page reloaded), back in English. */
async function shots(name: string, ready: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const lang of ['en', 'ru', 'zh-cn']) {
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.reload();
    await page.locator(ready).first().waitFor();
    await page.waitForFunction((l) => document.documentElement.lang.toLowerCase() === l, lang === 'zh-cn' ? 'zh-cn' : lang);
    await page.screenshot({ path: `${SHOTS}/${lang}-${name}.png`, fullPage: true });
  }
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await page.locator(ready).first().waitFor();
}

beforeAll(async () => {
  let context;
  ({ context, page, base, token, userId } = await newShopperPhone('money', { recharge: '3000.00', storage: { currency: 'USD' } }));
  usd = (await apiData<Currency[]>('/api/currency/lists')).find((c) => c.code === 'USD')!;
  // English until shots() switches the language (stored, then the page reloaded).
  await context.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });
}, 60_000);

describe('one total everywhere, with its coupon and cashback', () => {
  it('an order placed, its coupon chosen on the pay page, paid from My orders: the coupon applies, one ¥ total (≈ $) on every screen, cashback recorded', async () => {
    // The shopper joins the running 3% cashback activity and holds the ¥10-off-¥50 welcome coupon.
    const running = (await api<Promotion[]>('/api/promotions/getPromotions')).find((p) => p.state === 'running' && p.cashback_rate === 3)!;
    // (A retry finds both already done.)
    await apiCall('/api/promotions/join', { id: running.id }, { token });
    await apiCall('/api/couponrule/activate', { code: 'WELCOME10' }, { token });
    const welcome = (await api<{ data: Coupon[] }>('/api/coupon/lists', { status: 0, page: 1, pagesize: 50 })).data.find((c) => c.name === 'Welcome coupon ¥10')!;
    const item = await shop.generalItem();
    const line = await api<{ id: number }>('/api/cart/add', { tp: item.tp, tid: item.tid, ...(item.sku_id ? { sku_id: item.sku_id } : {}), quantity: 1 });
    const cart = await api<{ totals: { total: string; goods: string } }>('/api/cart/getList');
    if (Number(cart.totals.goods) < 50) await api('/api/cart/edit', { id: line.id, quantity: Math.ceil(50 / Number(cart.totals.goods)) });

    // Order confirmation: no coupon picker; one line says how many coupons there are and where they are chosen.
    await page.goto(`${base}/wap/#/pages/carttoorder/index?ids=${line.id}`);
    const hint = page.getByTestId('co-coupon-hint');
    await expect.poll(() => hint.textContent()).toMatch(/^You have \d+ coupons? for this order — choose (it|one) on the next step, the payment page\.$/);
    expect(await page.getByRole('radio', { name: 'No coupon' }).count()).toBe(0);
    const total = (await api<{ totals: { total: string } }>('/api/cart/getList')).totals.total;
    expect(await page.locator('.submit-bar .price').first().textContent()).toBe(shown(total));
    await shots('checkout', '[data-testid=co-coupon-hint]');
    await page.getByRole('button', { name: 'Place order' }).tap();
    await page.waitForURL(/#\/pages\/member\/pay\/index\?sn=OG\d{12}/);
    const group = snInUrl('OG');

    // The pay page opens with the best coupon that fits already on the bill (the server lists them best first), and
    // the total says so (issue 38 item 6).
    const [best] = await api<Coupon[]>('/api/coupon/uselist', { sn: group });
    await expect.poll(() => page.getByTestId('pay-due').textContent()).toBe(shown(yuan(fen(total) - fen(best.off!))));
    expect(await page.locator('[data-testid=coupon-choice]', { hasText: best.name }).locator('input').isChecked()).toBe(true);
    // It offers the welcome coupon in ¥ with ≈; "No coupon" gives the whole total, and the welcome coupon chosen
    // changes the total at once (the server's answer).
    const choice = page.locator('[data-testid=coupon-choice]', { hasText: welcome.name });
    expect(await choice.textContent()).toContain(`${inText('10.00')} off goods`);
    // (Whether its ≈ repeats the minus is issue 38 item 7's, another change.)
    expect((await choice.locator('[data-testid=coupon-off]').textContent())!.replace('≈ −', '≈ ')).toBe(`Off this bill: −${shown('10.00')}`);
    await page.getByRole('radio', { name: 'No coupon' }).tap();
    await expect.poll(() => page.getByTestId('pay-due').textContent()).toBe(shown(total));
    await choice.tap();
    const due = yuan(fen(total) - 1000);
    await expect.poll(() => page.getByTestId('pay-due').textContent()).toBe(shown(due));
    expect(await page.locator('.submit-bar .btn-primary').textContent()).toBe(`Pay ${inText(due)}`);
    expect(await page.locator('.sum-row', { hasText: 'Coupon' }).locator('dd').textContent()).toBe(shown('-10.00'));
    await shots('pay-coupons', '[data-testid=pay-coupons]');

    // Not paid here: from My orders, the order's card asks the same total and its Pay opens the order's own bill, coupon on.
    const orders = await api<OrderListAnswer>('/api/order/lists', { status: 0, pagesize: 50 });
    const order = orders.data.find((o) => o.group_sn === group)!;
    expect([order.total, order.coupon, order.paid]).toEqual([due, '10.00', '0.00']);
    await page.goto(`${base}/wap/#/pages/member/order/index`);
    const cardEl = page.locator('article', { hasText: order.sn });
    await cardEl.waitFor();
    expect(await cardEl.locator('.o-total').textContent()).toContain(shown(due));
    await cardEl.getByRole('button', { name: 'Pay', exact: true }).tap();
    await page.waitForURL(new RegExp(`#/pages/member/pay/index\\?sn=${order.sn}`));
    await expect.poll(() => page.getByTestId('pay-due').textContent()).toBe(shown(due));
    expect(await page.locator('[data-testid=coupon-choice]', { hasText: welcome.name }).locator('input').isChecked()).toBe(true);
    const quoted = await api<Invoice>('/api/paywallet/getInvoice', { sn: order.sn });
    const cashback = quoted.earn.cashback;
    expect(fen(cashback)).toBe(Math.floor((fen(order.goods_total) * 3) / 100));
    expect(await page.getByTestId('earn-cashback').textContent()).toBe(`Cashback ${inText(cashback)}`);
    await page.locator('.submit-bar .btn-primary').tap();

    // The result: the ledger's payment, the same figure; what it earns.
    await page.waitForURL(/#\/pages\/member\/pay\/payResult\?/);
    await expect.poll(() => page.getByTestId('pay-result').textContent()).toBe('Payment successful');
    expect(await page.getByTestId('pay-result-paid').textContent()).toBe(shown(due));
    expect(await page.getByTestId('earn-cashback').textContent()).toBe(`Cashback ${inText(cashback)}`);
    await shots('result', '[data-testid=pay-result]');
    const paid = await api<Invoice>('/api/paywallet/getInvoice', { sn: order.sn });
    expect(paid.paid_amount).toBe(due);

    // Card and detail say what was paid; the cashback is recorded against the order, pending until it is done.
    const detail = await api<OrderDetail>('/api/order/detail', { id: order.id });
    expect([detail.total, detail.coupon, detail.paid]).toEqual([due, '10.00', due]);
    const records = await api<CashbackPage>('/api/cashback/lists', { page: 1, pagesize: 10 });
    expect(records.data.find((r) => r.ref_sn === order.sn)).toMatchObject({ amount: cashback, status: 0 });
    const coupons = await api<{ data: Coupon[] }>('/api/coupon/lists', { status: 1, page: 1 });
    expect(coupons.data.map((c) => c.id)).toContain(welcome.id);
  }, 120_000);
});

describe('a coupon bought with points pays a parcel\'s shipping', () => {
  it('"¥15 off parcel shipping" for 250 points is offered for the weighed parcel and takes ¥15 off; the parcel then reads what was paid', async () => {
    expect(await ops<{ score: number }>('score_add', { user_id: userId, amount: 250, memo: 'e2e: a shipping coupon' })).toMatchObject({ score: 250 });
    await page.goto(`${base}/wap/#/pages/member/score/exchange`);
    const offer = page.locator('.cp-card', { hasText: '¥15 off parcel shipping' });
    await offer.getByRole('button', { name: /Exchange/ }).tap();
    await page.getByRole('dialog').getByRole('button', { name: 'Exchange' }).tap();
    await expect.poll(() => page.locator('.toast').first().textContent()).toContain('Coupon added to My coupons');

    const areas = await api<{ id: number; code: string }[]>('/api/other/getAreaInfo', { pid: 0 });
    const address = await api<{ id: number }>('/api/address/addAddress', { name: 'Money Trust', mcode: '+1', mobile: '2025550123', country_id: areas.find((a) => a.code === 'US')!.id, address: '1 Main St', city: 'Springfield', zipcode: '12345' });
    const parcel = await shop.makeParcel(address.id);
    await ops('weigh', { id: parcel.id, weight: 2500, length: 30, width: 20, height: 10 });
    const before = await api<{ total: string; shipping_fee: string }>('/api/sendorder/detail', { id: parcel.id });
    expect(Number(before.total)).toBeGreaterThanOrEqual(100);

    // The parcel's pay page opens with the coupon that fits on it, and the total says so.
    await page.goto(`${base}/wap/#/pages/member/pay/index?sn=${parcel.sn}`);
    const choice = page.locator('[data-testid=coupon-choice]', { hasText: '¥15 off parcel shipping' });
    await choice.waitFor();
    expect(await choice.textContent()).toContain(`${inText('15.00')} off parcel shipping`);
    const due = yuan(fen(before.total) - 1500);
    await expect.poll(() => page.getByTestId('pay-due').textContent()).toBe(shown(due));
    expect(await choice.locator('input').isChecked()).toBe(true);
    await shots('parcel-pay', '[data-testid=pay-coupons]');
    await page.locator('.submit-bar .btn-primary').tap();
    await page.waitForURL(/#\/pages\/member\/pay\/payResult\?/);
    await expect.poll(() => page.getByTestId('pay-result-paid').textContent()).toBe(shown(due));
    expect(await api<{ total: string; coupon: string; paid: string }>('/api/sendorder/detail', { id: parcel.id })).toMatchObject({ total: due, coupon: '15.00', paid: due });
  }, 120_000);
});
