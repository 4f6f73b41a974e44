import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs, newShopperPhone } from './browser';
import type { OrderDetail } from '../../src/api/types/order';
import type { RefundInfo } from '../../src/api/types/rewards';

/*
 * Refunds visible and exact (issue 23, items 8 and 11), on a 360×640 touch screen: the figure a refund form
 * and its confirm show is read when the form opens and is exactly what comes back; a fully refunded order reads
 * as refunded, with what was paid beside what came back.
 */

let page: Page;
let base: string;
let token = '';

const api = apiAs(() => token);
const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const money = (f: number) => `¥${(f / 100).toFixed(2)}`;
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Text with a yuan amount in it and the chosen currency beside it ("¥39.50 (≈ $5.47)"). */
const withYuan = (before: string, f: number, after: string) => new RegExp(`${esc(before)}${esc(money(f))} \\(≈\\u00a0\\$[\\d,]+\\.\\d{2}\\)${esc(after)}`);
const available = async () => fen((await api<{ available: string }>('/api/pay/rechargeRecord')).available);
const quote = async (goodsId: number) => fen((await api<RefundInfo>('/api/goodsrefund/getInfo', { goods_id: goodsId })).max_amount);

/** A paid order of two lines (two SKUs in stock of one general item: one seller, one order), paid from the balance. */
async function paidTwoLines(): Promise<OrderDetail> {
  const list = await api<{ data: { api_type: string; num_iid: string }[] }>('/api/obapi/getItemlist', { page: 1, pagesize: 30 });
  for (const row of list.data) {
    const item = await api<{ goods_type: string; skus: { sku_id: string; stock: number }[] }>('/api/obapi/getItem', { tp: row.api_type, tid: row.num_iid });
    const skus = item.skus.filter((s) => s.stock > 0).slice(0, 2);
    if (item.goods_type !== 'general' || skus.length < 2) continue;
    const ids = [];
    for (const s of skus) ids.push((await api<{ id: number }>('/api/cart/add', { tp: row.api_type, tid: row.num_iid, sku_id: s.sku_id, quantity: 1 })).id);
    const placed = await api<{ order_sn: string; orders: { sn: string }[] }>('/api/cart/carttoorder', { ids: ids.join(',') });
    await api('/api/paywallet/payBalance', { sn: placed.order_sn });
    const orders = await api<{ data: { id: number; sn: string }[] }>('/api/order/lists', { status: 1, pagesize: 50 });
    const o = orders.data.find((x) => x.sn === placed.orders[0].sn)!;
    return api<OrderDetail>('/api/order/detail', { id: o.id });
  }
  throw new Error('no general item with two SKUs in stock');
}

beforeAll(async () => {
  ({ page, base, token } = await newShopperPhone('rv', { recharge: '3000.00' }));
});

describe('refunds visible and exact on a 360×640 touch screen', () => {
  it('two lines refunded in turn: the second form shows the figure read when it opens, that exact amount comes back, and the order reads as refunded', async () => {
    const o = await paidTwoLines();
    expect(o.goods).toHaveLength(2);
    const [a, b] = o.goods;
    const paid = fen(o.paid);
    const staleB = await quote(b.id);
    const start = await available();

    // The page opens with both lines; the first is refunded on it.
    await page.goto(`${base}/wap/#/pages/member/order/detail?id=${o.id}`);
    const lineA = page.locator('.o-goods', { hasText: a.sku_text }).filter({ has: page.getByRole('button', { name: 'Refund' }) });
    const qa = await quote(a.id);
    await lineA.getByRole('button', { name: 'Refund', exact: true }).tap();
    await lineA.getByText(withYuan('Not bought yet: ', qa, ' goes back to your balance at once')).waitFor();
    await lineA.getByRole('button', { name: 'Refund now' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: 'Refund now' }).tap();
    await page.getByText(withYuan('', qa, ' returned to your balance')).first().waitFor();
    await expect.poll(available).toBe(start + qa);
    // Partly refunded: its status goes on, and its payment block says what came back beside what was paid.
    await page.getByRole('heading', { name: 'Paid, to be bought' }).waitFor();
    await page.locator('.sum-row', { hasText: 'Refunded' }).getByText(money(qa), { exact: true }).waitFor();
    await page.locator('.sum-row', { hasText: 'Paid' }).getByText(money(paid), { exact: true }).waitFor();

    // The other line's form reads its quote again: the last line takes the domestic shipping now.
    const qb = await quote(b.id);
    expect(qb).toBe(paid - qa);
    expect(qb).not.toBe(staleB);
    const lineB = page.locator('.o-goods', { hasText: b.sku_text }).filter({ has: page.getByRole('button', { name: 'Refund' }) });
    await lineB.getByRole('button', { name: 'Refund', exact: true }).tap();
    await lineB.getByText(withYuan('Not bought yet: ', qb, ' goes back to your balance at once')).waitFor();
    expect(await lineB.getByText(money(staleB)).count()).toBe(0);
    await lineB.getByRole('button', { name: 'Refund now' }).tap();
    const ask = page.getByRole('dialog');
    await ask.getByText(withYuan('Refund ', qb, ` to your balance now? The item leaves order ${o.sn}.`)).waitFor();
    await ask.getByRole('button', { name: 'Refund now' }).tap();
    await page.getByText(withYuan('', qb, ' returned to your balance')).first().waitFor();
    await expect.poll(available).toBe(start + qa + qb);
    expect(qa + qb).toBe(paid);

    // Fully refunded: it says so, with the amount back beside the amount paid.
    await page.getByRole('heading', { name: 'Refunded' }).first().waitFor();
    await page.locator('.sum-row', { hasText: 'Paid' }).getByText(money(paid), { exact: true }).waitFor();
    await page.locator('.sum-row', { hasText: 'Refunded' }).getByText(money(paid), { exact: true }).waitFor();

    // In the list: under "Refunded", its badge "Refunded", "Paid ¥X · Refunded ¥X", and its goods rather than "0 items".
    await page.goto(`${base}/wap/#/pages/member/order/index?status=refunded`);
    const card = page.locator('.o-card', { hasText: o.sn });
    await card.waitFor();
    expect(await page.getByRole('tab', { name: /^Refunded/ }).getAttribute('aria-selected')).toBe('true');
    expect(await card.locator('.o-status').textContent()).toBe('Refunded');
    const back = (await card.locator('.o-back').textContent())!.replace(/\s+/g, ' ').trim();
    expect(back).toMatch(new RegExp(`^Paid ${esc(money(paid))} ≈ \\$[\\d.]+ ?Refunded ${esc(money(paid))} ≈ \\$[\\d.]+$`));
    expect(await card.textContent()).toContain('2 items');
    // Not among the cancelled (this shopper has none).
    await page.getByRole('tab', { name: /^Cancelled/ }).tap();
    await page.getByText('No orders here yet').waitFor();
  });
});
