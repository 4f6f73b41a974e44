import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { ops, apiAs, newShopperPhone } from './browser';
import { journeys } from '../../scripts/shop/journeys';

let page: Page;
let base: string;
let token = '';
const api = apiAs(() => token);

beforeAll(async () => {
  ({ page, base, token } = await newShopperPhone('forms', { recharge: '3000.00' }));
});

/** The focused element: its id, whether it sits in a section with an inline error, and where it is on screen. */
const focused = () => page.evaluate(() => {
  const el = document.activeElement as HTMLElement;
  const r = el.getBoundingClientRect();
  const nav = document.querySelector('.navbar')!.getBoundingClientRect();
  const section = el.closest('section, form, .field, .pf-field') ?? document.body;
  return { id: el.id, top: r.top, bottom: r.bottom, navBottom: nav.bottom, vh: innerHeight, alert: !!section.querySelector('[role=alert]'), toasts: document.querySelectorAll('.toast').length };
});
/** Waits until the focused element is `id` (or any when omitted) and has come to rest on screen. */
async function settledFocus(id?: string) {
  await page.waitForFunction((want) => (want ? document.activeElement?.id === want : document.activeElement !== document.body), id);
  let last = await focused();
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(100);
    const now = await focused();
    if (now.top === last.top) return now;
    last = now;
  }
  return last;
}

describe('a failed submit moves to the first invalid field (issue 16), 360×640', () => {
  it('address form sent empty from the bottom: the name field is focused, in view below the navbar, its error inline and no toast', async () => {
    await page.goto(`${base}/wap/#/pages/member/myaddress/add`);
    await page.getByRole('button', { name: 'Save address' }).waitFor();
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Save address' }).tap();
    const f = await settledFocus('ad-name');
    expect(f.top).toBeGreaterThanOrEqual(f.navBottom);
    expect(f.bottom).toBeLessThanOrEqual(f.vh);
    await page.locator('#ad-name-err').waitFor();
    expect(f.toasts).toBe(0);
    // The title says what the page does: a new address here, editing one with ?id=.
    await page.getByRole('heading', { name: 'New address' }).waitFor();
    const us = (await api<{ id: number; code: string }[]>('/api/other/getAreaInfo', { pid: 0 })).find((a) => a.code === 'US')!;
    const a = await api<{ id: number }>('/api/address/addAddress', { name: 'Title Test', mcode: '+1', mobile: '2025550123', country_id: us.id, address: '1 Main St', city: 'Springfield', zipcode: '12345' });
    await page.goto(`${base}/wap/#/pages/member/myaddress/add?id=${a.id}`);
    await page.getByRole('heading', { name: 'Edit address' }).waitFor();
    expect(await page.title()).toBe('Edit address · BuyForMe');
  });

  it('parcel confirmation with the declaration left empty: the first invalid field is focused and on screen, with no toast', async () => {
    const shop = journeys(api, ops);
    const us = (await api<{ id: number; code: string }[]>('/api/other/getAreaInfo', { pid: 0 })).find((a) => a.code === 'US')!;
    await api('/api/address/addAddress', { name: 'Forms Test', mcode: '+1', mobile: '2025550123', country_id: us.id, address: '1 Main St', city: 'Springfield', zipcode: '12345', is_default: 1 });
    const goodsId = await shop.warehouseGoods();
    await page.goto(`${base}/wap/#/pages/member/sendorder/confirm?ids=${goodsId}`);
    const create = page.getByRole('button', { name: 'Create parcel' });
    await create.waitFor();
    await page.locator(`#d-type-${goodsId}`).waitFor();
    await page.evaluate(() => scrollTo(0, 0));
    await create.tap();
    const f = await settledFocus();
    expect(f.id).not.toBe('');
    expect(f.alert).toBe(true);
    expect(f.top).toBeGreaterThanOrEqual(f.navBottom);
    expect(f.bottom).toBeLessThanOrEqual(f.vh);
    expect(f.toasts).toBe(0);
  });
});
