import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { phone, codeFor, apiCall, newShopper } from './browser';
import type { NewsletterState } from '../../src/api/types/perks';

/**
 * The newsletter's double opt-in (issue 27) as a shopper walks it on a 360×640 touch screen: the switch in
 * Settings asks them to confirm from their inbox, the link from the e-mail (read from the dev outbox, where the
 * e2e server's e-mails go) opens a page that says it is confirmed, and Settings then shows the subscription.
 * Another shopper's address typed by someone else stays unsubscribed until its owner opens the link.
 */
let page: Page;
let base: string;
let shopper: Awaited<ReturnType<typeof newShopper>>;
let other: Awaited<ReturnType<typeof newShopper>>;

beforeAll(async () => {
  let context;
  ({ context, page, base } = await phone());
  shopper = await newShopper('letter');
  other = await newShopper('letter-b');
  await context.addInitScript((tok) => localStorage.setItem('token', tok), shopper.token);
});

const detail = (token: string) => apiCall<NewsletterState>('/api/usersubscription/detail', {}, { token }).then((r) => r.data);

/** Nothing wider than the phone; every link and button of the page a thumb's size. */
async function fitsThePhone(selector: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const box of await page.locator(selector).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.right).toBeLessThanOrEqual(360);
  }
}

describe('the newsletter on a 360×640 touch screen', () => {
  it('the switch asks to confirm from the inbox; the e-mailed link confirms it; Settings then shows the subscription', async () => {
    await page.goto(`${base}/wap/#/pages/setting/index`);
    const row = page.locator('.nl-row');
    const toggle = page.getByRole('switch');
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await row.tap();
    await expect.poll(() => row.textContent()).toContain(`Check your inbox at ${shopper.email} to confirm`);
    expect(await toggle.isChecked()).toBe(true);
    await fitsThePhone('.nl-row');
    expect(await detail(shopper.token)).toMatchObject({ subscribed: false, pending: true });

    const link = await codeFor(shopper.email, 'newsletter');
    expect(link).toContain('/wap/mail/confirm?');
    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Subscription confirmed');
    expect(await page.getByRole('status').textContent()).toContain(shopper.email);
    await fitsThePhone('main a');
    expect(await detail(shopper.token)).toMatchObject({ subscribed: true, pending: false });

    // On into the shop, to Settings: subscribed, to that address.
    await page.getByRole('link', { name: 'Settings' }).tap();
    await expect.poll(() => page.locator('.nl-row').textContent()).toContain(`News and offers by e-mail to ${shopper.email}`);
    expect(await page.getByRole('switch').isChecked()).toBe(true);
  });

  it("another shopper's address is not subscribed until its owner confirms; the link answers only for that address", async () => {
    const add = await apiCall<NewsletterState>('/api/usersubscription/add', { subscribe: 1, email: other.email }, { token: shopper.token });
    expect(add).toMatchObject({ code: 1, data: { subscribed: false, pending: true, email: other.email } });
    expect(await detail(shopper.token)).toMatchObject({ subscribed: false, pending: true });

    await page.goto(`${base}/wap/#/pages/setting/index`);
    await page.reload(); // Settings was open already: read afresh
    await expect.poll(() => page.locator('.nl-row').textContent()).toContain(`Check your inbox at ${other.email}`);

    // The link went to the other shopper's address; altered, it works for nobody.
    const link = await codeFor(other.email, 'newsletter');
    await page.goto(link.replace(/s=[\w-]+/, 's=forgedforgedforgedforged'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('This link does not work');
    expect(await detail(shopper.token)).toMatchObject({ subscribed: false, pending: true, email: other.email });
  });
});

