import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { ops, apiCall, apiAs, newShopperPhone, pageClockPast } from './browser';
import type { CartList } from '../../src/api/types/cart';
import type { Invoice } from '../../src/api/types/pay';
import type { Currency } from '../../src/api/types/settings';
import { groupedEn, yuanEn } from './money-text';

let page: Page;
let base: string;
let token = '';
let userId = 0;
let currencies: (Currency & { code: string })[] = [];

/** Calls to the test server's API (as the new shopper once registered), for set-up and checks. */
const call = <T = any>(path: string, params: Record<string, string | number> = {}) => apiCall<T>(path, params, { token });
const api = apiAs(() => token);

/** An amount in yuan as the storefront shows it in a currency of /api/currency/lists. */
function shown(cny: string, code: string): string {
  const c = currencies.find((x) => x.code === code)!;
  const value = groupedEn(Number(cny) * Number(c.value), Number(c.decimal_place ?? 2));
  return `${c.symbol_left}${value}${c.symbol_right}`;
}
const eur = (cny: string) => shown(cny, 'EUR');
/** An amount as a bill shows it (design §4c): its yuan figure, then ≈ its conversion into euros. */
const yuanEur = (cny: string) => `${yuanEn(cny)} ≈ ${eur(cny)}`;
const fen = (yuan: string) => Math.round(Number(yuan) * 100);

/** A catalogue item with a SKU (or none) holding at least `need` in stock. */
async function inStockItem(need = 3, skip: string[] = []): Promise<{ tp: string; tid: string; sku_id: string; title: string }> {
  const list = await api<{ data: { api_type: string; num_iid: string }[] }>('/api/obapi/getItemlist', { page: 1, pagesize: 30 });
  for (const row of list.data) {
    if (skip.includes(row.num_iid)) continue;
    const item = await api<{ goods_type: string; title: string; stock: number; skus: { sku_id: string; stock: number }[] }>('/api/obapi/getItem', { tp: row.api_type, tid: row.num_iid });
    const sku = item.skus.find((s) => s.stock >= need);
    if (item.goods_type === 'general' && (sku || (!item.skus.length && item.stock >= need))) return { tp: row.api_type, tid: row.num_iid, sku_id: sku?.sku_id ?? '', title: item.title };
  }
  throw new Error('no item in stock');
}

const addToCart = async (item: { tp: string; tid: string; sku_id: string }, quantity = 1) =>
  api<{ id: number }>('/api/cart/add', { tp: item.tp, tid: item.tid, ...(item.sku_id ? { sku_id: item.sku_id } : {}), quantity });


const payButton = () => page.locator('.submit-bar .btn-primary');
const snInUrl = (prefix: string) => new RegExp(`sn=(${prefix}\\d{12})`).exec(decodeURIComponent(page.url()))?.[1] ?? '';

beforeAll(async () => {
  currencies = await api('/api/currency/lists');
  // A new shopper: e-mail code from the dev outbox, then register; no money yet.
  ({ page, base, token, userId } = await newShopperPhone('checkout'));
});

describe('checkout on a 360×640 touch screen, as a new shopper', () => {
  it('cart → quantity → order → pay from the balance in euros; too little balance first shows the server message and keeps the page', async () => {
    // The currency is switched the way a shopper does it, on home's search bar.
    await page.goto(`${base}/wap/`);
    await page.getByRole('button', { name: 'Currency' }).tap();
    await page.getByRole('button', { name: /^EUR/ }).tap();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('currency'))).toBe('EUR');

    const item = await inStockItem();
    await addToCart(item);
    await page.goto(`${base}/wap/#/pages/cart/index`);
    const line = page.locator('li.cl', { hasText: item.title });
    await line.waitFor();
    // The tab shows the cart's count.
    await expect.poll(() => page.locator('.tabbar .badge').textContent()).toBe('1');
    // The summary bar takes under 15% of the screen and says what each way to check out means; a line's
    // box is a 44 px tap area.
    expect((await page.locator('.cart-bar').boundingBox())!.height).toBeLessThan(640 * 0.15);
    await page.locator('.cart-bar', { hasText: 'shipping paid later' }).waitFor();
    const area = (await line.locator('.cl-check-area').boundingBox())!;
    expect(Math.min(area.width, area.height)).toBeGreaterThanOrEqual(44);
    await line.getByRole('button', { name: 'Increase' }).tap();
    await expect.poll(async () => (await api<CartList>('/api/cart/getList')).groups[0].goods[0].quantity).toBe(2);
    const cart = await api<CartList>('/api/cart/getList');
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe(yuanEur(cart.totals.total));
    expect(await page.locator('.sum-row', { hasText: 'Goods' }).locator('dd').textContent()).toBe(yuanEur(cart.totals.goods));

    await page.getByRole('button', { name: 'Order', exact: true }).tap();
    await page.getByRole('button', { name: 'Place order' }).waitFor();
    expect(await page.locator('li.cl', { hasText: item.title }).textContent()).toContain('× 2');
    await page.getByRole('button', { name: 'Place order' }).tap();
    await page.waitForURL(/#\/pages\/member\/pay\/index\?sn=OG\d{12}/);
    const sn = snInUrl('OG');
    const bill = await api<Invoice>('/api/paywallet/getInvoice', { sn });
    expect(bill.amount).toBe(cart.totals.total);
    await expect.poll(() => page.getByTestId('pay-due').textContent()).toBe(yuanEur(bill.amount));
    expect((await api<CartList>('/api/cart/getList')).totals.count).toBe(0);

    // No money yet: the server refuses; its message shows, the page stays as it was.
    await payButton().tap();
    await expect.poll(() => page.getByTestId('pay-error').textContent()).toBe('Insufficient balance: you have ¥0.00');
    expect(snInUrl('OG')).toBe(sn);
    expect(await page.getByTestId('pay-due').textContent()).toBe(yuanEur(bill.amount));
    expect(await page.getByRole('radio', { name: /Balance/ }).isChecked()).toBe(true);
    expect(await payButton().isEnabled()).toBe(true);

    // The operator tops the wallet up; two taps in the same instant pay once (after the 1 s button throttle).
    const before = (await ops<{ balance: string }>('recharge', { user_id: userId, amount: '5000.00' })).balance;
    await pageClockPast(page, 1100);
    await page.evaluate(() => {
      const b = document.querySelector<HTMLButtonElement>('.submit-bar .btn-primary')!;
      b.click();
      b.click();
    });
    await page.waitForURL(/#\/pages\/member\/pay\/payResult\?/);
    await expect.poll(() => page.getByTestId('pay-result').textContent()).toBe('Payment successful');
    const after = (await api<Invoice>('/api/paywallet/getInvoice', { sn })).balance;
    expect(fen(before) - fen(after)).toBe(fen(bill.amount));
    expect(await page.getByTestId('pay-result-balance').textContent()).toBe(yuanEur(after));
    expect(await page.locator('.result').textContent()).toContain(`Paid: ${yuanEur(bill.amount)}`);
    expect(await page.locator('.steps li').count()).toBe(3);
    await page.getByRole('link', { name: 'My orders' }).waitFor();
    await page.getByRole('link', { name: 'Go to home' }).waitFor();

    // Back on the pay page the bill says what was paid and when (never "Paid €0.00").
    await page.goto(`${base}/wap/#/pages/member/pay/index?sn=${sn}`);
    await page.getByText(/^Paid ¥\d+\.\d{2} \(≈\u00a0€\d+\.\d{2}\) on \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/).waitFor();
    expect(await page.getByTestId('pay-due').textContent()).toBe(yuanEur(bill.amount));
    expect(await payButton().count()).toBe(0);
  });

  it('one-pay order: address, shipping line and insurance → a P bill paid from the balance', async () => {
    const countries = await api<{ id: number; code: string }[]>('/api/address/getAreaList');
    const ru = countries.find((c) => c.code === 'RU')!;
    await api('/api/address/addAddress', { name: 'Ivan Petrov', mcode: '+7', mobile: '9161234567', country_id: ru.id, city: 'Moscow', address: 'Tverskaya 1', zipcode: '125009', is_default: 1 });
    const item = await inStockItem(1);
    await addToCart(item);
    await page.goto(`${base}/wap/#/pages/cart/index`);
    await page.locator('li.cl', { hasText: item.title }).waitFor();
    await page.getByRole('button', { name: 'One-pay order' }).tap();
    await page.getByText('Ivan Petrov').waitFor();
    const firstLine = page.locator('input[name=line]').first();
    await firstLine.waitFor();
    expect(await firstLine.isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: /Insure the parcel/ }).check();
    await page.locator('.sum-row', { hasText: 'Insurance' }).waitFor();
    const total = await page.locator('.sum-row.total dd').textContent();
    await page.getByRole('button', { name: 'Place one-pay order' }).tap();
    await page.waitForURL(/#\/pages\/member\/pay\/index\?sn=P\d{12}/);
    const sn = snInUrl('P');
    const bill = await api<Invoice>('/api/paywallet/getInvoice', { sn });
    expect(yuanEur(bill.amount)).toBe(total);
    expect(bill.lines.map((l) => l.label)).toEqual(expect.arrayContaining(['Goods', 'International shipping', 'Insurance']));
    await expect.poll(() => page.getByTestId('pay-due').textContent()).toBe(yuanEur(bill.amount));
    await payButton().tap();
    await expect.poll(() => page.getByTestId('pay-result').textContent()).toBe('Payment successful');
    await page.getByRole('link', { name: 'My one-pay orders' }).waitFor();
  });

  it('offline remittance with a receipt photo: the bill then awaits review', async () => {
    const item = await inStockItem(1);
    const added = await addToCart(item);
    const placed = await api<{ order_sn: string }>('/api/cart/carttoorder', { ids: added.id });
    await page.goto(`${base}/wap/#/pages/member/pay/index?sn=${placed.order_sn}`);
    await page.getByRole('radio', { name: /Offline bank transfer/ }).check();
    const details = page.getByRole('definition').first();
    await details.waitFor();
    // The shopper pays in euros (chosen above): the accounts in euros come first.
    const accounts = await api<{ id: number; currency: string; account_no: string }[]>('/api/offlinepay/paylist', {
      area_id: (await api<{ id: number }[]>('/api/offlinepay/arealist', { currency: 'EUR' }))[0].id, currency: 'EUR',
    });
    await page.getByText(accounts[0].account_no).waitFor();
    // The amount starts as the bill in the account's currency.
    const bill = await api<Invoice>('/api/paywallet/getInvoice', { sn: placed.order_sn });
    const cur = currencies.find((c) => c.code === accounts[0].currency)!;
    const dp = Math.min(2, Number(cur.decimal_place ?? 2));
    expect(await page.locator('#remit-amount').inputValue()).toBe((Number(bill.amount) * Number(cur.value)).toFixed(dp));
    // Typing keeps only a valid amount.
    await page.locator('#remit-amount').fill('');
    await page.locator('#remit-amount').pressSequentially('.12a3.456');
    expect(await page.locator('#remit-amount').inputValue()).toBe('123.45');

    // Nothing is lost when something is missing.
    await page.getByLabel('Payer’s name').fill('Ivan Petrov');
    await page.getByRole('button', { name: 'I have paid — submit for review' }).tap();
    await page.getByRole('alert').filter({ hasText: 'Add a photo of the receipt first' }).waitFor();
    expect(await page.getByLabel('Payer’s name').inputValue()).toBe('Ivan Petrov');
    expect(await page.locator('#remit-amount').inputValue()).toBe('123.45');

    const png = await sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 245, g: 245, b: 240 } } })
      .composite([{ input: await sharp({ create: { width: 600, height: 200, channels: 3, background: { r: 30, g: 60, b: 160 } } }).png().toBuffer(), left: 150, top: 300 }])
      .png().toBuffer();
    await page.setInputFiles('#remit-proof', { name: 'receipt.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Uploaded', { exact: true }).waitFor();
    await page.getByRole('img', { name: 'The uploaded photo' }).waitFor();
    await page.getByRole('button', { name: 'I have paid — submit for review' }).tap();
    await page.getByTestId('remit-pending').waitFor();
    expect(await page.getByTestId('remit-pending').textContent()).toContain('awaiting review');
    const after = await api<Invoice>('/api/paywallet/getInvoice', { sn: placed.order_sn });
    expect(after).toMatchObject({ remit_pending: true, paid: false });
    const record = await api<{ data: { bill_sn: string; amount: string; currency: string; payer_name: string; proof: string; status: number }[] }>('/api/offlinepay/record', { page: 1, pagesize: 5 });
    expect(record.data[0]).toMatchObject({ bill_sn: placed.order_sn, amount: '123.45', currency: accounts[0].currency, payer_name: 'Ivan Petrov', status: 0 });
    expect(record.data[0].proof).toMatch(/^\/uploads\/.+\.(jpe?g|png|webp)$/);
  });
});
