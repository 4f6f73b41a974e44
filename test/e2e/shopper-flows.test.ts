import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { phone, apiData, codeFor, ops, newShopperPhone, freshEmail, WAIT_MS } from './browser';
import { chooseOptions, itemWithOptions } from './item-options';
import { PASSWORD_MIN } from '../../src/lib/password-rule';
import type { CartList } from '../../src/api/types/cart';

/*
 * Flows a shopper walks that went wrong at 360 px (issue 25, "Flows" 1–6): a notice over the cart's Order
 * button, a password hint that was not the rule, a stale code error and a pay-password code held up by the
 * registration's, a write after the session ended that did nothing, a non-affiliate's revenue page that never
 * loaded, the wheel's result below the fold with the page scrolling sideways.
 */

let shopper: Page;
let visitor: Page;
let base: string;
let token = '';
const password = 'flows-e2e-pass-1';
const email = freshEmail('flows');

const api = <T = any>(path: string, params: Record<string, string | number> = {}, as = token) => apiData<T>(path, params, { token: as });
const hash = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

/**
 * The toast's placement and clean-up start seconds after load (src/after-load.ts, out of the first load; it sets
 * `--bars` on the toast's box): a shopper taps later than that, and so does this journey.
 */
const toastWatchRunning = (page: Page) =>
  expect.poll(() => page.locator('.toasts').evaluate((el) => (el as HTMLElement).style.getPropertyValue('--bars')), { timeout: WAIT_MS }).not.toBe('');

/** The part of `a` and `b` that overlap (0 when apart). */
const overlap = (a: { y: number; height: number }, b: { y: number; height: number }) =>
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** Does a tap at the centre of `selector`'s box reach it (nothing, a toast say, lies over it)? */
const reachable = (page: Page, selector: string) => page.locator(selector).evaluate((el) => {
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  return !!hit && el.contains(hit);
});

beforeAll(async () => {
  ({ page: shopper, base, token } = await newShopperPhone('flows', { email, password }));
  ({ page: visitor } = await phone());
});

describe('shopper flows at 360×640 (issue 25)', () => {
  it('"Added to cart · View cart" never follows the shopper into the cart, and no toast covers the cart\'s Order button', async () => {
    const { item, sku } = await itemWithOptions(token);
    await shopper.goto(`${base}/wap/#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`);
    await shopper.getByRole('heading', { name: item.title }).waitFor();
    await toastWatchRunning(shopper);
    const panel = await chooseOptions(shopper, item, sku);
    await panel.getByRole('button', { name: 'Confirm' }).tap();
    const added = shopper.locator('.toast', { hasText: 'Added to cart' });
    await added.getByRole('link', { name: 'View cart' }).waitFor();
    // Above the item's own action bar.
    expect(overlap((await added.boundingBox())!, (await shopper.locator('.item-bar').boundingBox())!)).toBe(0);

    await added.getByRole('link', { name: 'View cart' }).tap();
    await expect.poll(() => hash(shopper)).toBe('#/pages/cart/index');
    // On the cart it has nothing left to offer: gone at once, not standing over the Order button for 4 s.
    expect(await shopper.locator('.toast').count()).toBe(0);
    const order = shopper.getByRole('button', { name: 'Order', exact: true });
    await shopper.locator('li.cl', { hasText: item.title }).waitFor();
    expect(await order.isEnabled()).toBe(true);

    // A message said on the cart itself (the server refuses a quantity) sits above the cart's bar.
    await shopper.route(/\/api\/cart\/edit\?/, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 0, msg: 'Only 1 left in stock', time: 0, data: null }) }));
    await shopper.locator('li.cl', { hasText: item.title }).getByRole('button', { name: 'Increase' }).tap();
    const refused = shopper.locator('.toast', { hasText: 'Only 1 left in stock' });
    await refused.waitFor();
    await expect.poll(async () => overlap((await refused.boundingBox())!, (await shopper.locator('.cart-bar').boundingBox())!)).toBe(0);
    expect(await reachable(shopper, '.cart-bar .btn-primary')).toBe(true);
    expect(await refused.isVisible()).toBe(true);
    await shopper.unroute(/\/api\/cart\/edit\?/);
    // …and a tap on Order, the toast still up, is an order.
    await order.tap();
    await expect.poll(() => hash(shopper)).toMatch(/^#\/pages\/carttoorder\/index\?ids=\d+/);
  });

  it('register: the hint is the rule the server enforces; a later code that went out clears the stale "Please wait"; the pay-password code goes at once after registering', async () => {
    const typo = freshEmail('typo');
    const me = freshEmail('newcomer');
    // Someone (this shopper, a minute ago) asked for a code to the mistyped address.
    await apiData('/api/ems/send', { event: 'register', email: typo });
    await visitor.goto(`${base}/wap/#/pages/user/register`);
    const pass = visitor.getByLabel('Password', { exact: true });
    await pass.waitFor();
    expect(await pass.getAttribute('placeholder')).toBe(`At least ${PASSWORD_MIN} characters`);

    await visitor.getByLabel('E-mail').fill(typo);
    await visitor.getByRole('button', { name: 'Send code' }).tap();
    const error = visitor.locator('#form-error');
    await expect.poll(() => error.textContent()).toMatch(/^Please wait \d+ s before requesting another code$/);
    // The address corrected, the code goes: the red line goes with the reason for it.
    await visitor.getByLabel('E-mail').fill(me);
    await visitor.getByRole('button', { name: 'Send code' }).tap();
    await visitor.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
    expect(await error.textContent()).toBe('');
    expect(await visitor.getByLabel('E-mail').getAttribute('aria-invalid')).toBeNull();

    // One character short of the hint is refused by the form; exactly the hint's length is an account.
    const short = 'k7#qm2!x'.repeat(4).slice(0, PASSWORD_MIN - 1);
    await pass.fill(short);
    await visitor.getByLabel('Confirm password').fill(short);
    await visitor.getByLabel('Verification code').fill(await codeFor(me, 'register'));
    await visitor.getByRole('button', { name: 'Register' }).tap();
    await expect.poll(() => error.textContent()).toBe(`The password must be at least ${PASSWORD_MIN} characters`);
    const exact = 'k7#qm2!x'.repeat(4).slice(0, PASSWORD_MIN);
    await pass.fill(exact);
    await visitor.getByLabel('Confirm password').fill(exact);
    await visitor.getByRole('button', { name: 'Register' }).tap();
    await expect.poll(() => hash(visitor)).toMatch(/^#\/pages\/user\/registersuccess/);

    // Seconds after the registration code, the new shopper's first pay-password code is sent, not held up.
    await visitor.goto(`${base}/wap/#/pages/member/paypassword/index`);
    await visitor.getByLabel('New pay password', { exact: true }).waitFor();
    await visitor.getByRole('button', { name: 'Send code' }).tap();
    await visitor.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
    expect(await visitor.locator('#form-error').textContent()).toBe('');
    expect(await codeFor(me, 'paypassword')).toMatch(/^\d{6}$/);
    await visitor.evaluate(() => localStorage.clear());
  });

  it('a write after the session ended elsewhere says so and goes to login, which comes back to the item; the item stays readable', async () => {
    const { item, sku } = await itemWithOptions(token);
    const second = await apiData<{ userinfo: { token: string } }>('/api/user/login', { account: email, password });
    const itemUrl = `/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`;
    await visitor.goto(`${base}/wap/#${itemUrl}`);
    await visitor.evaluate((t) => localStorage.setItem('token', t), second.userinfo.token);
    // The app asks who the shopper is as it starts; the session ends only after that answer.
    const known = visitor.waitForResponse((r) => r.url().includes('/api/user/info') && r.status() === 200);
    await visitor.reload();
    await known;
    await visitor.getByRole('heading', { name: item.title }).waitFor();
    await toastWatchRunning(visitor);
    // Logged out on another device.
    await api('/api/user/logout', {}, second.userinfo.token);

    const panel = await chooseOptions(visitor, item, sku);
    await panel.getByRole('button', { name: 'Confirm' }).tap();
    const told = visitor.locator('.toast', { hasText: 'Verification failed, please log in again' });
    await told.waitFor();
    // Said above the sheet's buttons, not over them.
    const confirm = await panel.getByRole('button', { name: 'Confirm' }).boundingBox();
    if (confirm) expect(overlap((await told.boundingBox())!, confirm)).toBe(0);
    await expect.poll(() => hash(visitor)).toBe(`#/pages/user/login?redirect=${itemUrl}`);
    // Logging in again returns to the item with the options chosen before (issue 38 §16): the same tap now adds them.
    await visitor.getByLabel('E-mail, mobile or username').fill(email);
    await visitor.getByLabel('Password', { exact: true }).fill(password);
    await visitor.getByRole('button', { name: 'Log in', exact: true }).tap();
    await expect.poll(() => hash(visitor)).toBe(`#${itemUrl}`);
    await visitor.getByRole('heading', { name: item.title }).waitFor();
    await visitor.getByRole('button', { name: 'Add to cart' }).tap();
    await visitor.locator('.toast', { hasText: 'Added to cart' }).waitFor();
    const again = (await visitor.evaluate(() => localStorage.getItem('token')))!;
    const lines = (await apiData<CartList>('/api/cart/getList', {}, { token: again })).groups.flatMap((g) => g.goods);
    expect(lines.some((l) => l.num_iid === item.num_iid && l.sku_id === sku.sku_id)).toBe(true);

    // A public page opened with an ended session stays readable: the visitor is not sent away.
    const third = await apiData<{ userinfo: { token: string } }>('/api/user/login', { account: email, password });
    await api('/api/user/logout', {}, third.userinfo.token);
    await visitor.evaluate((t) => localStorage.setItem('token', t), third.userinfo.token);
    await visitor.reload();
    await visitor.getByRole('heading', { name: item.title }).waitFor();
    await expect.poll(() => visitor.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(hash(visitor)).toBe(`#${itemUrl}`);
    await visitor.evaluate(() => localStorage.clear());
  });

  it('"My revenue" opened by a shopper who is not an affiliate says to apply first and leads to the form', async () => {
    await shopper.goto(`${base}/wap/#/pages/affiliate/revenue`);
    const apply = shopper.getByRole('link', { name: 'Apply to the programme' });
    await apply.waitFor();
    await shopper.getByText('For affiliates only: apply first').waitFor();
    // Nothing left loading, nothing failed.
    expect(await shopper.locator('[aria-busy=true]').count()).toBe(0);
    expect(await shopper.getByText('Loading failed').count()).toBe(0);
    expect((await apply.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await apply.tap();
    await shopper.getByRole('heading', { name: 'Apply to become an affiliate' }).waitFor();
  });

  it('the wheel: the page never scrolls sideways while it turns, and the prize is brought into view', async () => {
    // Points for a bought spin, should the day's free one be gone (a retry).
    await ops('score_add', { email, amount: 100, memo: 'e2e wheel' });
    await shopper.goto(`${base}/wap/#/pages/index/zhuanpan`);
    const spin = shopper.locator('.wh-spin');
    await spin.waitFor();
    await expect.poll(() => spin.isEnabled()).toBe(true);
    await spin.tap();
    // The widest the page gets from the tap until the prize is shown, sampled every frame.
    const widest = await shopper.evaluate(() => new Promise<number>((done) => {
      let max = 0;
      const look = () => {
        max = Math.max(max, document.documentElement.scrollWidth);
        if (document.querySelector('.wh-result')) done(max);
        else requestAnimationFrame(look);
      };
      look();
    }));
    expect(widest).toBeLessThanOrEqual(360);
    const result = shopper.locator('.wh-result');
    // Wholly on screen, under the navbar.
    await expect.poll(async () => {
      const box = (await result.boundingBox())!;
      return box.y >= 48 && box.y + box.height <= 640;
    }).toBe(true);
    expect(await shopper.evaluate(() => scrollX)).toBe(0);
  });
});
