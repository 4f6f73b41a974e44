import { createHash, createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { testClock, registerShopper } from './account-helpers';
import { createServer } from 'node:net';
import { TEST_CLIENT, startIssuer, type Issuer } from './oidc-issuer';
import { Jar, SHOP, accountCounts, appTarget, providerLeg, roundTrip, shopGet, stateWhere } from './thirdlogin-helpers';
import { thirdloginStates } from '../../server/db/schema';
import { TELEGRAM_PAGE_CSP } from '../../server/domain/account/thirdlogin/telegram';

/**
 * Third-party sign-in's bad cases (issue 36): each ends with the contract's `tlerr=` redirect and no account created or
 * linked — the shoppers and linked provider accounts are counted before and after. The provider is a real OpenID
 * Provider (test/server/oidc-issuer.ts); forged ID tokens are signed with its own key, so only their claims are wrong.
 */

const BOT_TOKEN = '123456:test-bot-token-for-tests-only';
let issuer: Issuer;
let h: Harness;
const clock = testClock();
let seq = 0;
const fresh = (tag: string) => `${tag}${Date.now().toString(36)}${seq++}`;

beforeAll(async () => {
  issuer = await startIssuer({ redirectUris: [`${SHOP}/auth/test/callback`] });
  h = await harness({ now: clock.now, env: { ...issuer.env('test'), THIRDLOGIN_TELEGRAM_BOT: 'shop_test_bot', THIRDLOGIN_TELEGRAM_TOKEN: BOT_TOKEN } });
});
afterAll(() => issuer?.stop());
afterEach(() => issuer.tamperIdToken(null));

const START = `/auth/test/start?to=${encodeURIComponent('/pages/item/index?id=7')}`;
/**
 * Runs `bad` and expects it to end on the login page with `reason` with no shopper nor link made; the page to go on
 * to is the start's, or the home route when the state was not found (nothing says where the trip came from).
 */
async function refused(reason: string, bad: () => Promise<string>, stateFound = true) {
  const before = await accountCounts(h);
  const to = stateFound ? '/pages/item/index?id=7' : '/';
  expect(await bad()).toBe(`${SHOP}/wap/#/pages/user/login?tlerr=${reason}&redirect=${encodeURIComponent(to)}`);
  expect(await accountCounts(h)).toEqual(before);
}

/** The state and binding cookie of a trip started with `jar`, and the authorization URL. */
async function started(jar: Jar) {
  const res = await shopGet(h, START, jar);
  const url = new URL(res.headers.get('location')!);
  const binding = /tl_bind=([^;]+)/.exec(jar.header())![1];
  return { url, state: url.searchParams.get('state')!, binding };
}

describe('the callback refuses, and makes no account', () => {
  it('a tampered state', async () => {
    issuer.setNextAccount({ sub: fresh('tamper'), name: 'T' });
    await refused('failed', async () => (await roundTrip(h, START, { beforeCallback: (u) => u.searchParams.set('state', `${u.searchParams.get('state')}x`) })).location, false);
  });

  it('a replayed state: the callback address used twice', async () => {
    issuer.setNextAccount({ sub: fresh('replay'), name: 'R' });
    const jar = new Jar();
    const trip = await roundTrip(h, START, { shopJar: jar });
    expect(trip.target.tl).toBeTruthy();
    await refused('failed', async () => (await shopGet(h, trip.callbackUrl, jar)).headers.get('location')!, false);
  });

  it('a state from another browser (no binding cookie), or a callback without a state', async () => {
    issuer.setNextAccount({ sub: fresh('csrf'), name: 'C' });
    await refused('failed', async () => (await roundTrip(h, START, { callbackJar: new Jar() })).location, false);
    const bare = await shopGet(h, '/auth/test/callback?code=abc', new Jar());
    expect(bare.status).toBe(303);
    expect(bare.headers.get('location')).toBe(`${SHOP}/wap/#/pages/user/login?tlerr=failed&redirect=%2F`);
  });

  it('an ID token with another nonce', async () => {
    issuer.setNextAccount({ sub: fresh('nonce'), name: 'N' });
    issuer.tamperIdToken((c) => ({ ...c, nonce: 'another-nonce' }));
    await refused('failed', async () => (await roundTrip(h, START)).location);
  });

  it('a stored nonce that is not the one sent (the state row changed)', async () => {
    issuer.setNextAccount({ sub: fresh('nonce2'), name: 'N' });
    const jar = new Jar();
    const { url, state, binding } = await started(jar);
    await h.db.update(thirdloginStates).set({ nonce: 'not-the-nonce-sent' }).where(stateWhere(state, binding));
    await refused('failed', async () => {
      const back = await providerLeg(url.href, new Jar());
      return (await shopGet(h, back, jar)).headers.get('location')!;
    });
  });

  it('an ID token for another client, or one expired', async () => {
    issuer.setNextAccount({ sub: fresh('aud'), name: 'A' });
    issuer.tamperIdToken((c) => ({ ...c, aud: 'other' }));
    await refused('failed', async () => (await roundTrip(h, START)).location);
    const now = Math.floor(Date.now() / 1000);
    issuer.tamperIdToken((c) => ({ ...c, iat: now - 7200, exp: now - 3600 }));
    await refused('failed', async () => (await roundTrip(h, START)).location);
  });

  it('a code used twice', async () => {
    issuer.setNextAccount({ sub: fresh('code'), name: 'K' });
    const jar = new Jar();
    const first = await roundTrip(h, START, { shopJar: jar });
    expect(first.target.tl).toBeTruthy();
    const used = new URL(first.callbackUrl).searchParams.get('code')!;
    await refused('failed', async () => (await roundTrip(h, START, { shopJar: jar, beforeCallback: (u) => u.searchParams.set('code', used) })).location);
  });

  it('the shopper cancels at the provider, or the provider answers another error', async () => {
    issuer.setNextAccount({ error: 'access_denied', error_description: 'The user cancelled' });
    await refused('cancelled', async () => (await roundTrip(h, START)).location);
    issuer.setNextAccount({ error: 'temporarily_unavailable' });
    await refused('provider', async () => (await roundTrip(h, START)).location);
  });

  it('an e-mail the provider has not verified', async () => {
    const sub = fresh('unverified');
    issuer.setNextAccount({ sub, email: `${sub}@example.com`, email_verified: false, name: 'U' });
    await refused('unverified', async () => (await roundTrip(h, START)).location);
    // Not even an existing account's e-mail gets a confirm ticket when unverified.
    const owner = await registerShopper(h);
    issuer.setNextAccount({ sub: fresh('unverified'), email: owner.email, email_verified: false });
    await refused('unverified', async () => (await roundTrip(h, START)).location);
  });

  it('a state older than ten minutes', async () => {
    issuer.setNextAccount({ sub: fresh('old'), name: 'O' });
    const jar = new Jar();
    const { url } = await started(jar);
    const back = await providerLeg(url.href, new Jar());
    clock.advance(601);
    await refused('expired', async () => (await shopGet(h, back, jar)).headers.get('location')!);
  });

  it('a provider the shop does not have', async () => {
    const before = await accountCounts(h);
    const start = await shopGet(h, '/auth/nope/start?to=/pages/cart/index', new Jar());
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe(`${SHOP}/wap/#/pages/user/login?tlerr=unknown&redirect=${encodeURIComponent('/pages/cart/index')}`);
    const back = await shopGet(h, '/auth/nope/callback?state=abcdefghijklmnopqrstuvwxyz&code=1', new Jar());
    expect(back.status).toBe(303);
    expect(appTarget(back.headers.get('location')!).tlerr).toBe('unknown');
    expect((await shopGet(h, '/auth/NO..PE/start', new Jar())).headers.get('location')).toContain('tlerr=unknown');
    expect(await accountCounts(h)).toEqual(before);
  });
});

describe('the exchange refuses', () => {
  it('a spent, unknown or expired code', async () => {
    issuer.setNextAccount({ sub: fresh('ticket'), name: 'X' });
    const trip = await roundTrip(h, START);
    clock.advance(301);
    const gone = { code: 0, msg: 'This sign-in has expired or was used already. Try again.' };
    expect(await h.call('/api/thirdlogin/exchange', { code: trip.target.tl! })).toMatchObject(gone);
    expect(await h.call('/api/thirdlogin/exchange', { code: 'A'.repeat(43) })).toMatchObject(gone);
    expect((await h.call('/api/thirdlogin/exchange', { code: 'short' })).code).toBe(0);

    issuer.setNextAccount({ sub: fresh('ticket'), name: 'Y' });
    const ok = await roundTrip(h, START);
    // Two exchanges at once: one signs in, the other is refused.
    const both = await Promise.all([0, 1].map(() => h.call('/api/thirdlogin/exchange', { code: ok.target.tl! })));
    expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
  });
});

/** Telegram's widget data for `fields`, signed as Telegram signs it with `token`. */
function telegramQuery(fields: Record<string, string>, token = BOT_TOKEN) {
  const check = Object.keys(fields).sort().map((k) => `${k}=${fields[k]}`).join('\n');
  const hash = createHmac('sha256', createHash('sha256').update(token).digest()).update(check).digest('hex');
  return { ...fields, hash };
}

describe('Telegram', () => {
  async function telegramTrip(fields: Record<string, string>, token?: string) {
    const jar = new Jar();
    const page = await shopGet(h, '/auth/telegram/start?to=/pages/cart/index&lang=ru', jar);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(TELEGRAM_PAGE_CSP);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    const auth = /data-auth-url="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
    expect(auth).toMatch(new RegExp(`^${SHOP}/auth/telegram/callback\\?state=[\\w-]{20,}$`));
    const back = `${auth}&${new URLSearchParams(telegramQuery(fields, token))}`;
    return (await shopGet(h, back, jar)).headers.get('location')!;
  }
  const now = () => String(clock.now());

  it('signs a shopper up with data signed by the bot token', async () => {
    const before = await accountCounts(h);
    const id = String(Date.now());
    const target = appTarget(await telegramTrip({ id, first_name: 'Ivan', username: 'ivan_tg', auth_date: now() }));
    const r = await h.call('/api/thirdlogin/exchange', { code: target.tl! });
    expect(r.data).toMatchObject({ kind: 'login', provider: 'telegram', title: 'Telegram', created: true, to: '/pages/cart/index', userinfo: { nickname: 'Ivan', email: '' } });
    expect(await accountCounts(h)).toEqual({ users: before.users + 1, identities: before.identities + 1 });
  });

  it('refuses a wrong hash or an old date', async () => {
    const before = await accountCounts(h);
    const fault = (reason: string) => `${SHOP}/wap/#/pages/user/login?tlerr=${reason}&redirect=${encodeURIComponent('/pages/cart/index')}`;
    expect(await telegramTrip({ id: '42', first_name: 'Eve', auth_date: now() }, '999:another-bot')).toBe(fault('failed'));
    expect(await telegramTrip({ id: '43', first_name: 'Old', auth_date: String(clock.now() - 2 * 86_400) })).toBe(fault('expired'));
    expect(await accountCounts(h)).toEqual(before);
  });
});

describe('an issuer that cannot be reached', () => {
  it('ends on the provider fault, and is discovered once it answers', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = probe.address() as { port: number };
        probe.close(() => resolve(p));
      });
    });
    const down = await harness({
      env: { THIRDLOGIN_LATER_ISSUER: `http://127.0.0.1:${port}`, THIRDLOGIN_LATER_CLIENT_ID: TEST_CLIENT.id, THIRDLOGIN_LATER_CLIENT_SECRET: TEST_CLIENT.secret },
    });
    const first = await shopGet(down, '/auth/later/start?to=/pages/cart/index', new Jar());
    expect(first.headers.get('location')).toBe(`${SHOP}/wap/#/pages/user/login?tlerr=provider&redirect=${encodeURIComponent('/pages/cart/index')}`);
    const later = await startIssuer({ redirectUris: [`${SHOP}/auth/later/callback`], port });
    try {
      const second = await shopGet(down, '/auth/later/start', new Jar());
      expect(second.status).toBe(302);
      expect(second.headers.get('location')).toMatch(new RegExp(`^${later.url}/auth\\?`));
    } finally {
      await later.stop();
    }
  });
});

describe('state rows', () => {
  it('keep only hashes of the state', async () => {
    const jar = new Jar();
    const { state, binding } = await started(jar);
    const [row] = await h.db.select().from(thirdloginStates).where(stateWhere(state, binding));
    expect(row.stateHash).not.toContain(state);
    expect(row.codeVerifier).toBeTruthy();
    expect(await h.db.select().from(thirdloginStates).where(eq(thirdloginStates.stateHash, state))).toEqual([]);
  });
});
