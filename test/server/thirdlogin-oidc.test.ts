import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { startIssuer, type Issuer } from './oidc-issuer';
import { Jar, SHOP, accountCounts, identitiesOf, roundTrip, shopGet } from './thirdlogin-helpers';
import { codeFor, registerShopper } from './account-helpers';
import { newShopper } from './fixtures';
import { affiliates, mailPrefs, users } from '../../server/db/schema';

/**
 * Third-party sign-in (issue 36) against a real OpenID Provider (oidc-provider on 127.0.0.1, test/server/oidc-issuer.ts)
 * configured as provider `test`: the list, the round trip with a cookie jar, a second sign-in, an existing e-mail
 * linked only after its password, linking and unlinking from Settings, the last way in kept.
 */

let issuer: Issuer;
let h: Harness;
let seq = 0;
const fresh = (tag: string) => `${tag}${Date.now().toString(36)}${seq++}`;

beforeAll(async () => {
  issuer = await startIssuer({ redirectUris: [`${SHOP}/auth/test/callback`, `${SHOP}/auth/plain/callback`] });
  h = await harness({ env: issuer.env('test') });
});
afterAll(() => issuer?.stop());

/** The list's start address with the app's query. */
async function startUrl(query: Record<string, string>) {
  const list = await h.call('/api/thirdlogin/list', {}, { method: 'GET' });
  return `${list.data[0].url}?${new URLSearchParams(query)}`;
}

const exchange = (code: string, more: Record<string, string> = {}, lang = 'en') => h.call('/api/thirdlogin/exchange', { code, ...more }, { lang });

describe('third-party sign-in with an OpenID Connect issuer', () => {
  it('lists the configured provider with its absolute start address', async () => {
    const r = await h.call('/api/thirdlogin/list', {}, { method: 'GET' });
    expect(r).toMatchObject({ code: 1, data: [{ name: 'test', title: 'Test ID', icon: '', url: `${SHOP}/auth/test/start` }] });
  });

  it('signs a new shopper up through the provider, keeping the inviter and affiliate of the visit, and finds them again', async () => {
    const inviter = await registerShopper(h);
    const owner = await newShopper(h.db);
    const code = `T${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
    const [aff] = await h.db.insert(affiliates).values({ userId: owner.user.id, status: 1, code, createdAt: Math.floor(Date.now() / 1000) }).returning();
    const sub = fresh('new');
    const email = `${sub}@example.com`;
    issuer.setNextAccount({ sub, email, email_verified: true, name: 'Nina New' });
    const before = await accountCounts(h);

    const trip = await roundTrip(h, await startUrl({ to: '/pages/item/index?id=5', inviter: String(inviter.userinfo.id), aff: code, lang: 'ru', cur: 'eur' }));
    const authorize = new URL(trip.authorizeUrl);
    expect(authorize.origin).toBe(issuer.url);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${SHOP}/auth/test/callback`);
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(trip.start.headers.get('cache-control')).toBe('no-store');
    expect(trip.start.headers.get('referrer-policy')).toBe('no-referrer');
    expect(trip.start.headers.get('set-cookie')).toMatch(/tl_bind=.*Path=\/auth.*HttpOnly/i);
    expect(trip.callback.status).toBe(303);
    expect(trip.callback.headers.get('referrer-policy')).toBe('no-referrer');
    expect(trip.target).toMatchObject({ route: '/pages/user/login', tlerr: null });
    expect(trip.location).not.toContain('token');

    // Made at the callback with the start's language and currency (the exchange then remembers the app's, as a sign-in does).
    const [made] = await h.db.select().from(users).where(eq(users.email, email));
    const [prefs] = await h.db.select().from(mailPrefs).where(eq(mailPrefs.userId, made.id));
    expect(prefs).toMatchObject({ lang: 'ru', currency: 'EUR' });
    const r = await exchange(trip.target.tl!);
    expect(r).toMatchObject({ code: 1, msg: 'Logged in successfully', data: { kind: 'login', provider: 'test', title: 'Test ID', created: true, to: '/pages/item/index?id=5' } });
    const me = r.data.userinfo;
    expect(me).toMatchObject({ email, nickname: 'Nina New' });
    const info = await h.call('/api/user/info', {}, { token: me.token });
    expect(info.code).toBe(1);
    const [row] = await h.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ inviterId: inviter.userinfo.id, affiliateId: aff.id, passwordHash: '' });
    expect(await accountCounts(h)).toEqual({ users: before.users + 1, identities: before.identities + 1 });
    // The code works once.
    expect((await exchange(trip.target.tl!))).toMatchObject({ code: 0, msg: 'This sign-in has expired or was used already. Try again.' });

    const again = await roundTrip(h, await startUrl({ to: '/pages/cart/index' }));
    const second = await exchange(again.target.tl!);
    expect(second.data).toMatchObject({ kind: 'login', created: false, to: '/pages/cart/index', userinfo: { id: me.id } });
    expect(await accountCounts(h)).toEqual({ users: before.users + 1, identities: before.identities + 1 });
  });

  it('a malformed return route becomes the home route', async () => {
    issuer.setNextAccount({ sub: fresh('home'), name: 'No Mail' });
    const trip = await roundTrip(h, await startUrl({ to: 'https://evil.example/' }));
    expect((await exchange(trip.target.tl!)).data).toMatchObject({ kind: 'login', created: true, to: '/', userinfo: { email: '' } });
  });

  it('an existing e-mail is linked only after the right password, which then signs in', async () => {
    const owner = await registerShopper(h, { password: 'correct-horse1' });
    const sub = fresh('same');
    issuer.setNextAccount({ sub, email: owner.email, email_verified: true, name: 'Owner' });
    const before = await accountCounts(h);
    const trip = await roundTrip(h, await startUrl({ to: '/pages/user/index' }));
    const code = trip.target.tl!;

    const ask = await exchange(code);
    expect(ask).toMatchObject({ code: 1, data: { kind: 'confirm', provider: 'test', email: owner.email, ways: ['password', 'code'], to: '/pages/user/index' } });
    expect(ask.data.userinfo).toBeUndefined();
    const wrong = await exchange(code, { password: 'wrong-password1' });
    expect(wrong.code).toBe(0);
    expect(wrong.data?.userinfo).toBeUndefined();
    expect(await identitiesOf(h, owner.userinfo.id)).toEqual([]);
    expect(await accountCounts(h)).toEqual(before);

    const right = await exchange(code, { password: 'correct-horse1' });
    expect(right).toMatchObject({ code: 1, data: { kind: 'login', created: false, userinfo: { id: owner.userinfo.id } } });
    expect(await identitiesOf(h, owner.userinfo.id)).toEqual([`test:${sub}`]);
    expect((await exchange(code, { password: 'correct-horse1' })).code).toBe(0);
    // Next time the provider signs the owner in directly.
    const next = await roundTrip(h, await startUrl({}));
    expect((await exchange(next.target.tl!)).data).toMatchObject({ kind: 'login', userinfo: { id: owner.userinfo.id } });
    expect(await accountCounts(h)).toEqual({ users: before.users, identities: before.identities + 1 });
  });

  it('an existing e-mail is linked after an e-mail code too', async () => {
    const owner = await registerShopper(h);
    issuer.setNextAccount({ sub: fresh('code'), email: owner.email, email_verified: true, name: 'Owner' });
    const trip = await roundTrip(h, await startUrl({}));
    expect((await h.call('/api/ems/send', { event: 'emaillogin', email: owner.email })).code).toBe(1);
    const r = await exchange(trip.target.tl!, { captcha: await codeFor(h, owner.email, 'emaillogin') });
    expect(r.data).toMatchObject({ kind: 'login', userinfo: { id: owner.userinfo.id } });
  });

  it('five wrong passwords spend a confirm ticket', async () => {
    const owner = await registerShopper(h, { password: 'correct-horse1' });
    issuer.setNextAccount({ sub: fresh('five'), email: owner.email, email_verified: true });
    const trip = await roundTrip(h, await startUrl({}));
    // From five addresses (one address is paused after three: login-throttle.ts PAIR_LIMIT).
    for (let i = 0; i < 5; i++) {
      const r = await h.call('/api/thirdlogin/exchange', { code: trip.target.tl!, password: `wrong-${i}-password` }, { peer: `10.9.0.${i + 1}` });
      expect(r.msg).toBe('Incorrect account or password');
    }
    const after = await exchange(trip.target.tl!, { password: 'correct-horse1' });
    expect(after).toMatchObject({ code: 0, msg: 'This sign-in has expired or was used already. Try again.' });
    expect(await identitiesOf(h, owner.userinfo.id)).toEqual([]);
  });

  it('links the provider from Settings and unlinks it', async () => {
    const me = await registerShopper(h);
    const linked0 = await h.call('/api/thirdlogin/linked', {}, { token: me.token });
    expect(linked0.data).toEqual({ linked: [], available: [{ name: 'test', title: 'Test ID', icon: '', url: `${SHOP}/auth/test/start` }], has_password: true });

    const start = await h.call('/api/thirdlogin/link', { provider: 'test' }, { token: me.token, lang: 'ru' });
    expect(start.code).toBe(1);
    const url = new URL(start.data.url);
    expect(url.origin + url.pathname).toBe(`${SHOP}/auth/test/start`);
    expect(url.searchParams.get('to')).toBe('/pages/setting/index');
    expect(url.searchParams.get('lang')).toBe('ru');
    expect(url.searchParams.get('link')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.has('token')).toBe(false);

    const sub = fresh('link');
    issuer.setNextAccount({ sub, email: `${sub}@example.com`, email_verified: true, name: 'Linked Me' });
    const trip = await roundTrip(h, start.data.url);
    expect(trip.target).toMatchObject({ route: '/pages/setting/index', tlerr: null });
    expect((await exchange(trip.target.tl!)).data).toEqual({ kind: 'linked', provider: 'test', title: 'Test ID', to: '/pages/setting/index' });
    const linked = await h.call('/api/thirdlogin/linked', {}, { token: me.token });
    expect(linked.data).toMatchObject({ linked: [{ name: 'test', title: 'Test ID', email: `${sub}@example.com`, nickname: 'Linked Me' }], available: [], has_password: true });
    // The link code was spent by the start.
    const replay = await shopGet(h, start.data.url);
    expect(replay.headers.get('location')).toBe(`${SHOP}/wap/#/pages/setting/index?tlerr=expired`);
    expect((await h.call('/api/thirdlogin/link', { provider: 'test' }, { token: me.token })).msg).toBe('Test ID is already linked to your account.');
    expect((await h.call('/api/thirdlogin/link', { provider: 'nope' }, { token: me.token })).code).toBe(0);

    // Sign-in through it finds this shopper.
    const login = await roundTrip(h, await startUrl({}));
    expect((await exchange(login.target.tl!)).data).toMatchObject({ kind: 'login', userinfo: { id: me.userinfo.id } });

    const off = await h.call('/api/thirdlogin/unlink', { provider: 'test' }, { token: me.token });
    expect(off).toMatchObject({ code: 1, msg: 'Test ID unlinked', data: null });
    expect(await identitiesOf(h, me.userinfo.id)).toEqual([]);
    expect((await h.call('/api/thirdlogin/unlink', { provider: 'test' }, { token: me.token })).code).toBe(0);
    expect((await h.call('/api/thirdlogin/linked', {}, {})).status).toBe(401);
  });

  it('a provider account linked to one shopper cannot be linked to another', async () => {
    const first = await registerShopper(h);
    const second = await registerShopper(h);
    const sub = fresh('taken');
    issuer.setNextAccount({ sub, name: 'Shared' });
    const one = await h.call('/api/thirdlogin/link', { provider: 'test' }, { token: first.token });
    await roundTrip(h, one.data.url);
    const before = await accountCounts(h);
    const two = await h.call('/api/thirdlogin/link', { provider: 'test' }, { token: second.token });
    const trip = await roundTrip(h, two.data.url);
    expect(trip.location).toBe(`${SHOP}/wap/#/pages/setting/index?tlerr=taken`);
    expect(await identitiesOf(h, second.userinfo.id)).toEqual([]);
    expect(await accountCounts(h)).toEqual(before);
  });

  it('the last way in of an account without a password stays until a password is set', async () => {
    issuer.setNextAccount({ sub: fresh('only'), name: 'Only Provider' });
    const trip = await roundTrip(h, await startUrl({}));
    const { userinfo } = (await exchange(trip.target.tl!)).data;
    const token = userinfo.token;
    expect((await h.call('/api/thirdlogin/linked', {}, { token })).data).toMatchObject({ has_password: false, linked: [{ name: 'test' }] });

    const refused = await h.call('/api/thirdlogin/unlink', { provider: 'test' }, { token, lang: 'ru' });
    expect(refused).toMatchObject({ code: 0, msg: 'Сначала задайте пароль: это ваш последний способ входа.' });
    const writeOff = await h.call('/api/user/write_off', { password: 'anything1' }, { token });
    expect(writeOff.code).toBe(0);
    expect(writeOff.msg).toMatch(/no password yet/);

    const set = await h.call('/api/user/changepwd', { newpassword: 'first-password1' }, { token });
    expect(set).toMatchObject({ code: 1 });
    // A first password is set once: a second needs the old one.
    expect((await h.call('/api/user/changepwd', { newpassword: 'other-password1' }, { token })).code).toBe(0);
    expect((await h.call('/api/thirdlogin/linked', {}, { token })).data.has_password).toBe(true);
    expect((await h.call('/api/thirdlogin/unlink', { provider: 'test' }, { token })).code).toBe(1);
    expect(await identitiesOf(h, userinfo.id)).toEqual([]);
  });

  it('deleting an account removes its linked providers', async () => {
    const me = await registerShopper(h, { password: 'correct-horse1' });
    const sub = fresh('gone');
    issuer.setNextAccount({ sub, name: 'Goner' });
    await roundTrip(h, (await h.call('/api/thirdlogin/link', { provider: 'test' }, { token: me.token })).data.url);
    expect(await identitiesOf(h, me.userinfo.id)).toEqual([`test:${sub}`]);
    expect((await h.call('/api/user/write_off', { password: 'correct-horse1' }, { token: me.token })).code).toBe(1);
    expect(await identitiesOf(h, me.userinfo.id)).toEqual([]);
    // The provider account is free again: a sign-in makes a new shopper.
    const trip = await roundTrip(h, await startUrl({}));
    expect((await exchange(trip.target.tl!)).data).toMatchObject({ kind: 'login', created: true });
  });

  it('a locked account is refused as a password sign-in is', async () => {
    issuer.setNextAccount({ sub: fresh('locked'), name: 'Locked' });
    const first = await roundTrip(h, await startUrl({}));
    const { userinfo } = (await exchange(first.target.tl!)).data;
    await h.db.update(users).set({ status: 'hidden' }).where(eq(users.id, userinfo.id));
    const again = await roundTrip(h, await startUrl({}));
    const r = await exchange(again.target.tl!);
    expect(r.code).toBe(0);
    expect(r.data?.userinfo).toBeUndefined();
  });
});

describe('an OAuth 2 provider configured by its endpoints', () => {
  it('signs in with what its user-info address says', async () => {
    const plain = await harness({
      env: {
        THIRDLOGIN_PLAIN_AUTHORIZATION_URL: `${issuer.url}/auth`, THIRDLOGIN_PLAIN_TOKEN_URL: `${issuer.url}/token`, THIRDLOGIN_PLAIN_USERINFO_URL: `${issuer.url}/me`,
        THIRDLOGIN_PLAIN_CLIENT_ID: issuer.clientId, THIRDLOGIN_PLAIN_CLIENT_SECRET: issuer.clientSecret, THIRDLOGIN_PLAIN_SCOPE: 'openid email profile',
      },
    });
    expect((await plain.call('/api/thirdlogin/list', {}, { method: 'GET' })).data).toEqual([{ name: 'plain', title: 'plain', icon: '', url: `${SHOP}/auth/plain/start` }]);
    const sub = fresh('plain');
    issuer.setNextAccount({ sub, email: `${sub}@example.com`, email_verified: true, name: 'Pat Plain' });
    const trip = await roundTrip(plain, '/auth/plain/start?to=/pages/cart/index');
    expect(new URL(trip.authorizeUrl).searchParams.get('nonce')).toBeNull();
    const r = await plain.call('/api/thirdlogin/exchange', { code: trip.target.tl! });
    expect(r.data).toMatchObject({ kind: 'login', provider: 'plain', created: true, userinfo: { email: `${sub}@example.com`, nickname: 'Pat Plain' } });
  });
});

describe('without configuration', () => {
  it('lists no provider, and a start address of any id ends on the login page', async () => {
    const bare = await harness();
    expect((await bare.call('/api/thirdlogin/list', {}, { method: 'GET' })).data).toEqual([]);
    const res = await shopGet(bare, '/auth/test/start?to=/pages/cart/index', new Jar());
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${SHOP}/wap/#/pages/user/login?tlerr=unknown&redirect=${encodeURIComponent('/pages/cart/index')}`);
  });
});
