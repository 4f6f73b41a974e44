import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { phone, ops, unpaidOrder, apiAs, newShopperPhone } from './browser';
import type { Invoice } from '../../src/api/types/pay';
import type { LedgerEntry } from '../../src/api/types/wallet';
import type { Page as Paged } from '../../src/api/types/common';
import { sendTransfer } from './remit-form';

let page: Page;
let base: string;
let token = '';
let userId = 0;

const api = apiAs(() => token);
/** Nothing wider than the phone: no sideways scrolling, nothing cut at the right edge. */
const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

beforeAll(async () => {
  // A shopper paying in US dollars (the default currency, chosen here so the test does not depend on it).
  ({ page, base, token, userId } = await newShopperPhone('topup', { recharge: '500.00', storage: { currency: 'USD' } }));
});

describe('top-up and wallet records on a 360×640 touch screen', () => {
  it('a USD shopper\'s top-up opens on a USD account and asks for the top-up\'s own reference; approved, the wallet says what it was', async () => {
    await page.goto(`${base}/wap/#/pages/member/account/index`);
    await page.getByRole('link', { name: 'Top up' }).tap();
    const details = page.getByRole('definition');
    await page.getByLabel('Amount sent, in USD').waitFor();
    // The area chosen is the one with a dollar account, and its details are a dollar account's.
    await expect.poll(() => page.locator('.remit-areas [aria-pressed=true]').textContent()).toBe('United States');
    await expect.poll(() => details.allTextContents()).toContain('USD');
    const reference = `TU-${userId}-1`;
    expect(await details.allTextContents()).toContain(reference);
    await page.getByTestId('topup-ref').getByText(reference).waitFor();
    expect(await page.locator('form').textContent()).not.toMatch(/order number/i);
    expect(await fitsWidth()).toBe(true);

    // The amount sent is in dollars; the yuan it makes is shown in yuan with ≈ dollars.
    await page.locator('#remit-amount').fill('100');
    await expect.poll(() => page.getByText(/will be added to your wallet/).textContent()).toMatch(/^About ¥[\d,]+\.\d\d \(≈\u00a0\$\d+\.\d\d\) will be added/);
    await sendTransfer(page);
    // Listed with its reference; the next top-up has the next one.
    await page.locator('.ledger-row', { hasText: reference }).getByText('Pending review').waitFor();
    await expect.poll(() => details.allTextContents()).toContain(`TU-${userId}-2`);
    const [sent] = (await api<Paged<{ id: number; reference: string; currency: string }>>('/api/offlinepay/record', { page: 1, pagesize: 1 })).data;
    expect(sent).toMatchObject({ reference, currency: 'USD' });
    await ops('remit_approve', { id: sent.id });

    await page.goto(`${base}/wap/#/pages/member/account/index`);
    const top = page.locator('.ledger-row').first();
    await expect.poll(() => top.locator('.ledger-what b').textContent()).toBe(`Top-up by bank transfer, Lakeshore National Bank, reference ${reference}`);
    expect(await top.textContent()).not.toMatch(/· \d+\b/);
    await top.getByRole('link').tap();
    await page.waitForURL(/#\/pages\/member\/recharge\/index/);
  });

  it('a paid order reads "Order OG… paid" in the wallet and opens the order', async () => {
    const sn = await unpaidOrder(token);
    const bill = await api<Invoice>('/api/paywallet/getInvoice', { sn });
    await api('/api/paywallet/payBalance', { sn });
    const [entry] = (await api<Paged<LedgerEntry>>('/api/pay/expensesRecord', { page: 1, pagesize: 1 })).data;
    expect(entry).toMatchObject({ type: 'payment', ref_sn: sn, text: `Order ${sn} paid`, link: expect.stringMatching(/^\/pages\/member\/order\/detail\?id=\d+$/) });

    await page.goto(`${base}/wap/#/pages/member/account/index`);
    const row = page.locator('.ledger-row', { hasText: `Order ${sn} paid` });
    await row.waitFor();
    // ¥ as taken, ≈ dollars beside it, both signed (issue 38 §7).
    expect(await row.locator('b.out').textContent()).toMatch(new RegExp(`^−¥${Number(bill.amount).toFixed(2).replace('.', '\\.')} ≈ −\\$\\d+\\.\\d\\d$`));
    expect(await fitsWidth()).toBe(true);
    await row.getByRole('link').tap();
    await page.waitForURL((url) => url.hash === `#${entry.link}`);
    const order = await api<{ sn: string }>('/api/order/detail', { id: Number(entry.link!.split('=')[1]) });
    await page.getByText(order.sn).first().waitFor();

    // All records: the same words, each row a link; in Russian the words are Russian.
    await page.goto(`${base}/wap/#/pages/member/record/index`);
    await page.locator('.ledger-row', { hasText: `Order ${sn} paid` }).waitFor();
    await page.evaluate(() => localStorage.setItem('language', 'ru'));
    await page.reload();
    await page.locator('.ledger-row', { hasText: `Оплата заказа ${sn}` }).waitFor();
    expect(await fitsWidth()).toBe(true);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });
});
