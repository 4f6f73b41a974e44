import { describe, it, expect, beforeEach } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { phone, shopperPerTest, ops, apiData, codeFor, freshEmail } from './browser';
import type { Params } from '../../scripts/shop/wire';
import { shipGroupGoods } from './ship-goods';
import type { AffiliateUser } from '../../src/api/types/affiliate';
import { yuanEn } from './money-text';

/**
 * The affiliate programme (issue 14) on a 360×640 touch screen: a shopper applies, the operator approves, a new
 * shopper registers through the affiliate's link and pays, the commission shows in the affiliate's currency, a
 * withdrawal is applied for and paid; a promotion proof with a picture is sent and approved.
 */
let page: Page;
let base: string;
let token = '';
let userId = 0;

const fresh = (what: string) => freshEmail(`aff-${what}`);

/** An unpaid order of goods worth at least ¥`atLeast` (one item in stock, as many as it takes), placed through the API: its number. */
async function bigOrder(tok: string, atLeast: number): Promise<string> {
  const api = <T = any>(path: string, params: Params = {}) => apiData<T>(path, params, { token: tok });
  const list = await api<{ data: { api_type: string; num_iid: string; price: string }[] }>('/api/obapi/getItemlist', { page: 1, pagesize: 30 });
  for (const row of list.data) {
    const item = await api<{ goods_type: string; price: string; skus: { sku_id: string; stock: number; price?: string }[]; stock: number }>('/api/obapi/getItem', { tp: row.api_type, tid: row.num_iid });
    const sku = item.skus.find((x) => x.stock > 0);
    const stock = sku ? sku.stock : item.skus.length ? 0 : item.stock;
    const price = Number(sku?.price ?? item.price);
    const quantity = Math.ceil(atLeast / price);
    if (item.goods_type !== 'general' || !(price > 0) || quantity > stock || quantity > 9999) continue;
    const line = await api<{ id: number }>('/api/cart/add', { tp: row.api_type, tid: row.num_iid, ...(sku ? { sku_id: sku.sku_id } : {}), quantity });
    return (await api<{ order_sn: string }>('/api/cart/carttoorder', { ids: line.id })).order_sn;
  }
  throw new Error('no item with enough stock');
}

/** A call to the affiliate API (its own envelope: code 0 is success) with this file's promoter's `token` or a Bearer token. */
async function affiliateApi<T>(path: string, params: Params, auth: { token: string } | { bearer: string }): Promise<T> {
  const res = await fetch(`${base}/affiliate-api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...('token' in auth ? { token: auth.token } : { Authorization: `Bearer ${auth.bearer}` }) },
    body: new URLSearchParams({ s_l: 'en', ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) }).toString(),
  });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

/**
 * The promoter approved, and their link: what the first test brings about through the pages, brought about through
 * the API when it has not been (a test run alone, or on a retry after that one failed), so no test needs another.
 */
async function approvedLink(): Promise<string> {
  const { token: bearer } = await affiliateApi<{ token: string }>('auth/token', {}, { token });
  let me = await affiliateApi<AffiliateUser>('user/info', {}, { bearer });
  if (me.status === -2 || me.status === -1) me = await affiliateApi<AffiliateUser>('user/apply', { channel: 'My fashion blog', contact: 'promoter@example.com' }, { bearer });
  if (me.status === 0) {
    const apps = await ops<{ id: number; user_id: number }[]>('affiliate_applications');
    await ops('affiliate_approve', { id: apps.find((a) => a.user_id === userId)!.id });
    me = await affiliateApi<AffiliateUser>('user/info', {}, { bearer });
  }
  expect(me.status).toBe(1);
  return `${base}/wap/aff/${me.code}`;
}

/** Each test, and each try of it, with a promoter of its own (a new shopper, in euros) logged in on a phone of its own. */
const promoter = shopperPerTest('aff-promoter', { storage: { currency: 'EUR' } });
beforeEach(() => {
  ({ page, base, token, userId } = promoter);
});

describe('the affiliate programme', () => {
  it('a shopper applies from the user centre; the operator approves; the link and its QR code appear', async () => {
    await page.goto(`${base}/wap/#/pages/user/index`);
    await page.getByRole('link', { name: 'Affiliate programme' }).tap();
    await page.getByRole('heading', { name: 'Apply to become an affiliate' }).waitFor();
    await page.getByRole('button', { name: 'Apply' }).tap();
    await page.getByText('Say where you will promote').waitFor();
    await page.getByLabel('Where you will promote').fill('My fashion blog');
    await page.getByLabel('How to reach you').fill('promoter@example.com');
    await page.getByRole('button', { name: 'Apply' }).tap();
    await page.getByRole('heading', { name: 'Your application is being reviewed' }).waitFor();

    const apps = await ops<{ id: number; user_id: number }[]>('affiliate_applications');
    const mine = apps.find((a) => a.user_id === userId)!;
    expect(mine).toBeTruthy();
    await ops('affiliate_approve', { id: mine.id });
    await page.reload();
    await page.getByRole('heading', { name: 'My affiliate link' }).waitFor();
    await page.getByRole('button', { name: 'Show the QR code' }).tap();
    await page.getByRole('img', { name: 'QR code of my affiliate link' }).waitFor();
    const link = (await page.locator('#aff-url').textContent()) ?? '';
    expect(link).toMatch(/\/wap\/aff\/[A-Z0-9]{8}$/);
    expect(link).toBe(await approvedLink());
    await page.getByText('Bronze · 3% commission').waitFor();
  });

  it('a new shopper registers through the link and pays: the revenue appears, in euros too; a withdrawal is applied and paid', async () => {
    const link = await approvedLink();
    const buyer = await phone();
    const email = fresh('buyer');
    await buyer.page.goto(link);
    await buyer.page.getByLabel('E-mail').fill(email);
    await buyer.page.getByRole('button', { name: 'Send code' }).tap();
    await buyer.page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await buyer.page.getByLabel('Password', { exact: true }).fill('buyer-e2e-pass-1');
    await buyer.page.getByLabel('Confirm password').fill('buyer-e2e-pass-1');
    await buyer.page.getByLabel('Verification code').fill(await codeFor(email, 'register'));
    await buyer.page.getByRole('button', { name: 'Register', exact: true }).tap();
    await buyer.page.getByRole('heading', { name: 'Welcome!' }).waitFor();
    const buyerToken = (await buyer.page.evaluate(() => localStorage.getItem('token')))!;
    await ops('recharge', { email, amount: '20000.00' });
    const sn = await bigOrder(buyerToken, 1_800);
    const invoice = await apiData<{ lines: { label: string; amount: string }[] }>('/api/paywallet/getInvoice', { sn }, { token: buyerToken });
    await apiData('/api/paywallet/payBalance', { sn }, { token: buyerToken });
    const goods = invoice.lines.filter((l) => l.label === 'Goods').reduce((s, l) => s + Math.round(Number(l.amount) * 100), 0);
    const commission = Math.floor((goods * 300) / 10_000);
    const yuan = (fen: number) => yuanEn(fen / 100);

    // Pending until the goods can no longer come back (design §4b): then credited and available.
    await page.goto(`${base}/wap/#/pages/affiliate/revenue`);
    const card = page.locator('.aff-card').first();
    await card.getByText('Waiting for the goods to ship').waitFor();
    await page.locator('.aff-totals', { hasText: 'Waiting for the goods to ship' }).waitFor();
    await shipGroupGoods(buyerToken, sn);
    await page.reload();
    await card.getByText('Credited').waitFor();
    expect(await card.textContent()).toContain(yuan(commission));
    expect(await card.textContent()).toContain('≈ €');
    expect(await page.locator('.aff-totals').textContent()).toContain(`Available${yuan(commission)}`);

    expect(commission).toBeGreaterThanOrEqual(5_000);
    await page.goto(`${base}/wap/#/pages/affiliate/withdrawapply`);
    await page.getByLabel('Amount (¥)').fill('50');
    await page.getByRole('button', { name: 'Withdraw' }).tap();
    await page.getByText('Being processed').waitFor();
    const pending = await ops<{ id: number; user_id: number }[]>('affiliate_withdrawals');
    await ops('affiliate_withdrawal_pay', { id: pending.find((w) => w.user_id === userId)!.id });
    await page.reload();
    await page.locator('.aff-card').first().getByText('Paid out').waitFor();
    expect(await page.locator('.aff-card').first().textContent()).toContain('To my balance');
  });

  it('a promotion proof with a picture is sent and approved: the reward is credited', async () => {
    await approvedLink();
    await page.goto(`${base}/wap/#/pages/affiliate/promotion`);
    const task = page.locator('.aff-card', { hasText: 'Share your link on social media' });
    await task.getByRole('link', { name: 'Send proof' }).tap();
    await page.getByLabel('What you did').fill('Posted my link on my blog');
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 230, g: 90, b: 40 } } }).png().toBuffer();
    await page.setInputFiles('#aff-photo', { name: 'post.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Pictures: 1 of 6').waitFor();
    await page.getByRole('button', { name: 'Send for review' }).tap();
    await task.getByText('Under review').waitFor();
    const proofs = await ops<{ id: number; text: string; images: string[] }[]>('affiliate_proofs');
    const proof = proofs.find((p) => p.text === 'Posted my link on my blog')!;
    expect(proof.images).toHaveLength(1);
    await ops('affiliate_proof_approve', { id: proof.id });
    await page.reload();
    await task.getByText('Approved').waitFor();
    expect(await task.getByRole('link', { name: 'Send proof' }).count()).toBe(0);
  });
});
