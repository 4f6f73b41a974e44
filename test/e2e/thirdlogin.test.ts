import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePerTest, freshEmail, WAIT_MS } from './browser';
import { E2E_OPS_TOKEN } from './global-setup';
import { freePort, serveDemo } from '../../scripts/shop/serve';
import { apiDataAt, opsAt, type Params } from '../../scripts/shop/wire';
import { codeSent, journeys, type Item } from '../../scripts/shop/journeys';
import { startIssuer, type Issuer } from '../server/oidc-issuer';
import type { ThirdLoginLinked, UserCentre, UserInfo } from '../../src/api/types/user';

/*
 * Issue 36, end to end: a real OpenID Provider (oidc-provider, test/server/oidc-issuer.ts) on 127.0.0.1 and the
 * storefront on a server of this file's own configured with it as provider `testid` ("Test ID"). On a 360 px phone a
 * visitor on an item page signs up with the provider and comes back to the item signed in; a second sign-in finds the
 * same shopper; a shopper with a password links the provider from Settings and unlinks it; an existing e-mail is
 * linked only after that account's password.
 */
const ID = 'testid';
let issuer: Issuer;
let shop: { base: string; stop: () => void };
let item: Item;
const phone = phonePerTest();

const api = <T = any>(path: string, params: Params = {}, token?: string) => apiDataAt<T>(shop.base, path, params, { token });
const ops = <T = unknown>(action: string, params: Params = {}) => opsAt<T>(shop.base, E2E_OPS_TOKEN, action, params);

beforeAll(async () => {
  const port = await freePort();
  issuer = await startIssuer({ redirectUris: [`http://127.0.0.1:${port}/auth/${ID}/callback`] });
  shop = await serveDemo({ dist: process.env.STOREFRONT_DIST, opsToken: E2E_OPS_TOKEN, port, env: issuer.env(ID) }).catch(async (e: unknown) => {
    await issuer.stop();
    throw e;
  });
  item = await journeys(api, ops).generalItem();
}, 240_000);
afterAll(async () => {
  shop?.stop();
  await issuer?.stop();
});

/** A provider account nobody has used yet. */
const newAccount = (tag: string) => {
  const email = freshEmail(tag);
  return { sub: `sub-${email}`, email, email_verified: true, name: `E2E ${tag}` };
};

/** The shopper the page is signed in as (its token in storage, asked of the server), or null. */
async function signedIn(page: Page): Promise<UserInfo | null> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return token ? api<UserCentre>('/api/user/info', {}, token).then((u) => u.userinfo, () => null) : null;
}

/** A shopper registered with a password through the API (e-mail code from this server's outbox). */
async function passwordShopper(tag: string) {
  const email = freshEmail(tag);
  const password = `${tag}-e2e-1`;
  await api('/api/ems/send', { event: 'register', email });
  const code = await codeSent(ops, email, 'register', WAIT_MS);
  const reg = await api<{ userinfo: { id: number; token: string } }>('/api/user/register', { email, password, code });
  return { email, password, id: reg.userinfo.id, token: reg.userinfo.token };
}

const itemRoute = () => `/pages/item/index?tp=${item.tp}&tid=${item.tid}`;
const hash = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

/** From the item page as a visitor: a tap on the favourite leads to the login page, whose provider button is tapped. */
async function signInFromItem(page: Page) {
  await page.goto(`${shop.base}/wap/#${itemRoute()}`);
  await page.getByRole('heading', { name: item.title }).waitFor();
  await page.getByRole('button', { name: 'Add to favourites' }).tap();
  await expect.poll(() => hash(page)).toBe(`#/pages/user/login?redirect=${itemRoute()}`);
  const button = page.getByRole('link', { name: 'Continue with Test ID' });
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await button.tap();
}

describe('signing in with an OpenID Connect provider on a 360×640 touch screen', () => {
  it('a visitor on an item page signs up with the provider and comes back to the item signed in; a second sign-in is the same shopper', async () => {
    const { page, context } = phone;
    const account = newAccount('oidc-new');
    issuer.setNextAccount(account);

    await signInFromItem(page);
    await expect.poll(() => hash(page), { timeout: WAIT_MS }).toBe(`#${itemRoute()}`);
    await page.getByRole('heading', { name: item.title }).waitFor();
    const first = await signedIn(page);
    expect(first?.email).toBe(account.email);
    expect(first?.nickname).toBe(account.name);
    // The one-time code is gone from the address, and the shop's token was never in one.
    expect(page.url()).not.toMatch(/[?&]tl=/);

    // A second sign-in, on a phone that never saw the first: the same shopper.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');
    issuer.setNextAccount(account);
    await signInFromItem(page);
    await expect.poll(() => hash(page), { timeout: WAIT_MS }).toBe(`#${itemRoute()}`);
    expect((await signedIn(page))?.id).toBe(first!.id);
  });

  it('an e-mail of an existing account is linked only after that account\'s password', async () => {
    const { page } = phone;
    const shopper = await passwordShopper('oidc-existing');
    issuer.setNextAccount({ sub: `sub-${shopper.email}`, email: shopper.email, email_verified: true, name: 'Existing' });

    await signInFromItem(page);
    await page.getByText(`An account with ${shopper.email} exists`).waitFor();
    expect(await signedIn(page)).toBeNull();
    expect((await api<ThirdLoginLinked>('/api/thirdlogin/linked', {}, shopper.token)).linked).toEqual([]);

    // A wrong password links nothing and keeps what was typed.
    const field = page.getByLabel('Password', { exact: true });
    await field.fill('not-the-password');
    await page.getByRole('button', { name: /Log in|Link/ }).first().tap();
    await page.getByText('Incorrect account or password').waitFor();
    await expect.poll(() => field.inputValue()).toBe('not-the-password');
    expect((await api<ThirdLoginLinked>('/api/thirdlogin/linked', {}, shopper.token)).linked).toEqual([]);

    await field.fill(shopper.password);
    await page.getByRole('button', { name: /Log in|Link/ }).first().tap();
    await expect.poll(() => hash(page), { timeout: WAIT_MS }).toBe(`#${itemRoute()}`);
    expect((await signedIn(page))?.id).toBe(shopper.id);
    const linked = await api<ThirdLoginLinked>('/api/thirdlogin/linked', {}, shopper.token);
    expect(linked.linked.map((l) => l.name)).toEqual([ID]);
  });

  it('a shopper with a password links the provider from Settings and unlinks it', async () => {
    const { page, context } = phone;
    const shopper = await passwordShopper('oidc-link');
    await context.addInitScript((t) => localStorage.setItem('token', t), shopper.token);
    issuer.setNextAccount(newAccount('oidc-link-provider'));

    await page.goto(`${shop.base}/wap/#/pages/setting/index`);
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Linked accounts' }) });
    await section.getByRole('button', { name: 'Link' }).tap();
    await page.locator('.toast', { hasText: 'Test ID linked' }).waitFor();
    await expect.poll(() => hash(page)).toBe('#/pages/setting/index');
    const unlink = section.getByRole('button', { name: 'Unlink' });
    await unlink.waitFor();
    expect((await unlink.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect((await api<ThirdLoginLinked>('/api/thirdlogin/linked', {}, shopper.token)).linked.map((l) => l.name)).toEqual([ID]);

    await unlink.tap();
    await page.getByRole('dialog').getByRole('button', { name: /OK|Confirm|Unlink/ }).last().tap();
    await page.locator('.toast', { hasText: 'Test ID unlinked' }).waitFor();
    await section.getByRole('button', { name: 'Link' }).waitFor();
    expect((await api<ThirdLoginLinked>('/api/thirdlogin/linked', {}, shopper.token)).linked).toEqual([]);
  });

  it('a provider the shopper cancels at ends on the login page saying so, with no account made', async () => {
    const { page } = phone;
    issuer.setNextAccount({ error: 'access_denied' });
    const newest = async () => (await ops<{ id: number }[]>('users', { limit: 1 }))[0]?.id ?? 0;
    const before = await newest();
    await signInFromItem(page);
    await page.getByText('Signing in was cancelled.').waitFor();
    expect(hash(page)).toContain('#/pages/user/login');
    expect(await signedIn(page)).toBeNull();
    expect(await newest()).toBe(before);
  });
});
