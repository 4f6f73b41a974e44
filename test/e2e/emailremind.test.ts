import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { phone, codeFor, apiAs, newShopper } from './browser';
import type { EmailRemindList } from '../../src/api/types/member-extra';

let page: Page;
let base: string;
let token = '';
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** The address the shopper registered with, and the one the account moved to (both get reminders to choose from). */
const first = `e2e-remind-${stamp}@example.com`;
const second = `e2e-remind-${stamp}-new@example.com`;

const api = apiAs(() => token);
const reminds = () => api<EmailRemindList>('/api/emailremind/lists');

beforeAll(async () => {
  let context;
  ({ context, page, base } = await phone());
  ({ token } = await newShopper('remind', { email: first }));
  await reminds();
  await api('/api/ems/send', { event: 'changeemail', email: second });
  const changed = await api<{ userinfo?: { token?: string } } | null>('/api/user/changeemail', { email: second, captcha: await codeFor(second, 'changeemail') });
  token = changed?.userinfo?.token || token;
  await context.addInitScript((tok) => localStorage.setItem('token', tok), token);
});

/** Every tap target of the page's rows at least 44 px tall, and nothing wider than the screen. */
async function fitsThePhone() {
  for (const box of await page.locator('.remind-row').evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().toJSON()))) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.right).toBeLessThanOrEqual(360);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

describe('notification e-mails on a 360×640 touch screen', () => {
  it('from the user centre (wallet entries are links): an event switched off stays off after a reload; another address made the default stays so', async () => {
    await page.goto(`${base}/wap/#/pages/user/index`);
    // The balance tile and every wallet entry open their pages.
    await expect.poll(() => page.locator('.stats a[href="#/pages/member/account/index"]').count()).toBe(1);
    const wallet = page.locator('nav[aria-labelledby="h-menu-wallet"] a');
    expect(await wallet.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(expect.arrayContaining([
      '#/pages/member/account/index', '#/pages/member/record/index', '#/pages/member/cash/index', '#/pages/member/paypassword/index',
    ]));
    await page.getByRole('link', { name: 'E-mail reminders' }).tap();

    const shipped = page.getByRole('switch', { name: 'Parcel shipped' });
    await expect.poll(() => shipped.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: second }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: first }).isChecked()).toBe(false);
    await fitsThePhone();

    // Tapping the row (the title) flips the switch at once; the server keeps it.
    await page.locator('.remind-row', { hasText: 'Parcel shipped' }).tap();
    expect(await shipped.isChecked()).toBe(false);
    await expect.poll(async () => (await reminds()).events.find((e) => e.event === 'parcel_shipped')?.status).toBe(0);

    await page.getByText(first).tap();
    await expect.poll(async () => (await reminds()).emails.find((e) => e.is_default)?.email).toBe(first);

    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'Parcel shipped' }).isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: 'Parcel weighed' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: first }).isChecked()).toBe(true);
    expect(await page.locator('.remind-row', { hasText: first }).locator('.remind-tag').textContent()).toBe('Default');
  });
});
