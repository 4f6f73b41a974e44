import { describe, it, expect, beforeAll } from 'vitest';
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { phone, ops, apiAs, newShopper, newShopperPhone } from './browser';
import { journeys } from '../../scripts/shop/journeys';

let page: Page;
let context: BrowserContext;
let base: string;
let token = '';
let parcel: { id: number; sn: string };

const open = (p: Page, path: string) => p.goto(`${base}/wap/#${path}`);

beforeAll(async () => {
  ({ context, page, base, token } = await newShopperPhone('community', { recharge: '3000.00' }));
  const api = apiAs(() => token);
  const countries = await api<{ id: number; code: string }[]>('/api/address/getAreaList');
  const us = countries.find((c) => c.code === 'US')!;
  const address = await api<{ id: number }>('/api/address/addAddress', { name: 'Dana Reed', mcode: '+1', mobile: '2025550123', country_id: us.id, address: '1 Main St', city: 'Springfield', zipcode: '12345', is_default: 1 });
  // A parcel brought to "received" as the operator and the shopper would: packed, weighed, paid, shipped, receipt confirmed.
  const { makeParcel } = journeys(api, ops);
  parcel = await makeParcel(address.id);
  await ops('weigh', { id: parcel.id, weight: 1200, length: 30, width: 20, height: 10 });
  await api('/api/paywallet/payBalance', { sn: parcel.sn });
  await ops('ship', { id: parcel.id, tracking_no: 'EE555666777CN' });
  await api('/api/sendorder/receipt', { id: parcel.id });
}, 120_000);

describe('the community on a 360×640 touch screen', () => {
  it('a shopper with a received parcel posts with a photo from the parcel page → the post is in the feed → another shopper replies → the reply shows', async () => {
    await open(page, `/pages/member/sendorder/detail?id=${parcel.id}`);
    await page.getByRole('link', { name: 'Share your experience' }).tap();
    await page.waitForFunction((id) => location.hash === `#/pages/comment/index?parcel=${id}`, parcel.id);
    const select = page.getByLabel('Which received parcel?');
    await select.waitFor();
    expect(await select.inputValue()).toBe(String(parcel.id));

    const text = `Arrived safe in a sturdy box ${Date.now().toString(36)}`;
    await page.getByLabel('Your experience').fill(text);
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } }).png().toBuffer();
    await page.locator('#cm-photo').setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: png });
    await page.locator('.cm-thumbs img').waitFor();
    expect(await page.getByText('Photos: 1 of 6').count()).toBe(1);
    await page.getByRole('button', { name: 'Publish' }).tap();
    await page.getByText('Thank you! Your post is in the community').waitFor();

    const mine = page.locator('.cm-card', { hasText: text });
    await mine.waitFor();
    expect(await mine.locator('.cm-who b').textContent()).toBe('You');
    const thumb = mine.locator('.photo-strip img');
    await expect.poll(() => thumb.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    // The photo opens in the shared viewer.
    await mine.getByRole('button', { name: 'Photo 1 of 1' }).tap();
    const viewer = page.getByRole('dialog', { name: 'Picture viewer' });
    await viewer.waitFor();
    await viewer.getByRole('button', { name: 'Close' }).tap();
    await viewer.waitFor({ state: 'detached' });
    // Once per parcel: the write form says there is nothing left to write about.
    await page.getByRole('button', { name: 'Write a post' }).tap();
    await page.getByText('You have written about every parcel you received').waitFor();

    // Another shopper, on their own phone, reads the post (photo included) and replies.
    const other = await newShopper('community-reply');
    const second = await context.browser()!.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale: 'en-US' });
    await second.addInitScript((tok) => localStorage.setItem('token', tok), other.token);
    const p2 = await second.newPage();
    await open(p2, '/pages/comment/index');
    const post = p2.locator('.cm-card', { hasText: text });
    await post.waitFor();
    expect(await post.locator('.cm-who b').textContent()).toMatch(/^\S\*\*\*\S$/);
    await expect.poll(() => post.locator('.photo-strip img').evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    await post.getByRole('textbox', { name: /^Reply to / }).fill('Which line did you choose?');
    await post.getByRole('button', { name: 'Reply', exact: true }).tap();
    await post.locator('.cm-reply', { hasText: 'Which line did you choose?' }).waitFor();
    await second.close();

    // The writer sees the reply behind "1 reply".
    await page.reload();
    const again = page.locator('.cm-card', { hasText: text });
    await again.getByRole('button', { name: '1 reply' }).tap();
    await again.locator('.cm-reply', { hasText: 'Which line did you choose?' }).waitFor();
    // Nothing on the page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('the campaign page, linked from a home banner, opens with its goods', async () => {
    await open(page, '/');
    await page.locator('a[href$="/pages/custom/index?mark=spring-sale"]').first().waitFor({ state: 'attached' });
    await open(page, '/pages/custom/index?mark=spring-sale');
    await page.locator('img.cp-banner').waitFor();
    await page.getByRole('heading', { name: 'Spring sale', level: 3 }).waitFor();
    await page.locator('.goods-card').first().waitFor();
    expect(await page.locator('.goods-card').count()).toBeGreaterThan(0);
    await page.locator('.goods-card').first().tap();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/item/index?'));
    await open(page, '/pages/custom/index?mark=no-such-page');
    await page.getByRole('heading', { name: 'This page is not available' }).waitFor();
  });
});
