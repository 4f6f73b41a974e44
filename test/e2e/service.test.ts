import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { newShopperPhone, ops } from './browser';

let page: Page;
let base: string;

const hash = () => page.evaluate(() => location.hash);

beforeAll(async () => {
  ({ page, base } = await newShopperPhone('service', { recharge: '1.00' }));
});

describe('customer service on a 360×640 touch screen', () => {
  it('a question with a photo → the operator answers → the thread shows it and the messages page lists it and opens it', async () => {
    const question = `Can you check the seller's stock of size L? (e2e ${Date.now().toString(36)})`;
    await page.goto(`${base}/wap/#/pages/member/advisory/index`);
    await page.locator('#adv-ask').fill(question);
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
    await page.locator('#adv-ask-photo').setInputFiles({ name: 'dress.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText('Uploaded', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Send question' }).tap();

    await expect.poll(hash).toMatch(/^#\/pages\/member\/advisory\/index\?id=\d+$/);
    const id = Number((await hash()).split('=')[1]);
    const mine = page.locator('.adv-thread li.me');
    await mine.first().waitFor();
    expect(await mine.locator('.adv-text').textContent()).toBe(question);
    // The private photo shows to its owner (the upload pass cookie), shrunk by the browser before it went up.
    const img = mine.locator('img');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    expect(await page.locator('.adv-head .adv-status').textContent()).toBe('Waiting for an answer');

    const answer = 'Size L is in stock; it reaches our warehouse in 3–5 days.';
    const r = await ops<{ id: number }>('advisory_answer', { id, text: answer });
    expect(r).toMatchObject({ id });

    await page.reload();
    const staff = page.locator('.adv-thread li.staff');
    await staff.waitFor();
    expect(await staff.locator('.adv-who b').textContent()).toBe('Answer from customer service');
    expect(await staff.locator('.adv-text').textContent()).toBe(answer);
    expect(await page.locator('.adv-head .adv-status').textContent()).toBe('Answered');

    await page.goto(`${base}/wap/#/pages/member/message/index`);
    const row = page.locator('.inbox-row', { hasText: question.slice(0, 40) });
    await row.waitFor();
    expect(await row.getAttribute('class')).toBe('inbox-row unread');
    expect(await row.textContent()).toContain('Customer service answered');
    await row.tap();
    await expect.poll(hash).toBe(`#/pages/member/advisory/index?id=${id}`);
    await page.locator('.adv-thread li.staff', { hasText: answer }).waitFor();

    // Back on the list, the question is answered; nothing on the screen is wider than the phone.
    await page.getByRole('link', { name: 'All my questions' }).tap();
    const listed = page.locator('.adv-row', { hasText: question.slice(0, 40) });
    await listed.waitFor();
    expect(await listed.locator('.adv-status').textContent()).toBe('Answered');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('an empty question is not sent and says why', async () => {
    await page.goto(`${base}/wap/#/pages/member/advisory/index`);
    await page.getByRole('button', { name: 'Send question' }).tap();
    await page.getByRole('alert').filter({ hasText: 'Write your question' }).waitFor();
    expect(await hash()).toBe('#/pages/member/advisory/index');
  });

  it('converts a shoe size: EU 42 → US 8.5, UK 8, CN 260, foot 26.0 cm', async () => {
    await page.goto(`${base}/wap/#/pages/sizecomparison/index`);
    await page.getByRole('tab', { name: 'Shoes' }).tap();
    await page.locator('#sz-sys').selectOption('eu');
    await page.locator('#sz-size').selectOption('42');
    const value = (system: string) => page.locator(`.sz-result [data-system="${system}"] dd`).textContent();
    expect([await value('us'), await value('uk'), await value('cn'), await value('foot')]).toEqual(['8.5', '8', '260', '26.0']);
    expect(await page.locator('.sz-table tr.on td').allTextContents()).toEqual(['26.0', '260', '42', '8.5', '8']);
    expect(await page.getByRole('note').textContent()).toContain('Sizes vary by brand');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('feedback is reached from the settings and from the user centre', async () => {
    await page.goto(`${base}/wap/#/pages/setting/index`);
    await page.getByRole('link', { name: 'Feedback' }).tap();
    await expect.poll(hash).toBe('#/pages/member/feedback/index');
    await page.locator('#fb-content').waitFor();
    await page.goto(`${base}/wap/#/pages/user/index`);
    for (const name of ['Ask customer service', 'Feedback', 'Size guide']) await page.getByRole('link', { name, exact: true }).waitFor();
  });
});
