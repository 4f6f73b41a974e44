import { describe, it, expect, vi, beforeAll, beforeEach, afterEach } from 'vitest';
import { act } from 'preact/test-utils';
import Login from '../../src/pages/user/login';
import Register from '../../src/pages/user/register';
import { toasts } from '../../src/state/ui';
import { setSettings } from '../../src/state/settings';
import { token, clearSession } from '../../src/state/session';
import { setLang, loadNamespaces } from '../../src/state/lang';
import { currencyCode } from '../../src/state/currency';
import { inviter } from '../../src/state/invite';
import { affCode } from '../../src/state/aff-link';
import { currentUrl } from '../../src/router/navigate';
import { THIRDLOGIN_ERRORS, type ThirdLogin } from '../../src/api/types/user';
import { thirdStartUrl } from '../../src/lib/third-start';
import { mountPage, byId, typeInto, submitForm, freshRoot, unmount, flush, fakeApi, type ApiCall } from './dom';

/*
 * Issue 36, the client's side of third-party sign-in: the provider buttons under the login and registration forms
 * (their start address carries the way back, the inviter, the affiliate, the language and the currency); the login
 * page's return from a provider (`tl=`: exchanged at once, then signed in, or an existing account proved first) and
 * its faults (`tlerr=`). The API answers the contract's shapes (api/types/user.ts).
 */
beforeAll(() => loadNamespaces(['account']));

const PROVIDERS: ThirdLogin[] = [
  { name: 'google', title: 'Google', icon: '', url: 'http://shop.test/auth/google/start' },
  { name: 'discord', title: 'Discord', icon: 'http://shop.test/icons/discord.svg', url: 'http://shop.test/auth/discord/start' },
];
const ITEM = '/pages/item/index?tp=taobao&tid=42';
const USER = { userinfo: { id: 7, username: 'ann', token: 'tok-third' } };
const signedIn = (to = ITEM) => ({ code: 1, data: { kind: 'login', ...USER, provider: 'google', title: 'Google', created: false, to } });
const CONFIRM = { kind: 'confirm', provider: 'google', title: 'Google', email: 'ann@example.com', ways: ['password', 'code'], to: ITEM };
const WRONG = 'Incorrect account or password';

let root: HTMLElement;
let calls: ApiCall[];
let list: () => Record<string, unknown>;
/** The exchange's answers in turn (a function may hold one back). */
let exchanges: (Record<string, unknown> | (() => Promise<Record<string, unknown>>))[];

beforeEach(() => {
  root = freshRoot();
  toasts.value = [];
  setSettings({ configAll: { captcha_type: 'code', register_type: 'email' } });
  list = () => ({ code: 1, data: PROVIDERS });
  exchanges = [];
  calls = [];
  // As dom.tsx's fakeApi, but an answer may be held back (to see the page while the code is exchanged).
  vi.stubGlobal('fetch', vi.fn(async (u: string, init: RequestInit = {}) => {
    const url = new URL(String(u), location.href);
    calls.push({ path: url.pathname, fields: typeof init.body === 'string' ? new URLSearchParams(init.body) : url.searchParams });
    const next = url.pathname.endsWith('/api/thirdlogin/exchange') ? exchanges.shift() ?? { code: 0, msg: 'no more' }
      : url.pathname.endsWith('/api/thirdlogin/list') ? list() : { code: 1, data: null };
    const r = typeof next === 'function' ? await next() : next;
    return new Response(JSON.stringify({ time: 0, msg: '', data: null, ...r }), { headers: { 'content-type': 'application/json' } });
  }));
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  clearSession();
  inviter.value = '';
  affCode.value = '';
  currencyCode.value = 'USD';
  await setLang('en', false);
});

const buttons = () => [...root.querySelectorAll<HTMLAnchorElement>('.third a')];
const startOf = (a: HTMLAnchorElement) => new URL(a.href);
const sent = (path: string) => calls.filter((c) => c.path.endsWith(path)).map((c) => Object.fromEntries(c.fields));
const error = () => root.querySelector('#form-error')!.textContent;
const top = () => root.querySelector('.third-top')?.textContent ?? null;

describe('the start address', () => {
  it('is the server\'s start address with to, inviter, aff, lang and cur; empty fields left out', () => {
    expect(thirdStartUrl('http://s/auth/g/start', { to: '/pages/cart/index', inviter: '5', aff: 'AFF1', lang: 'ru', cur: 'RUB' }))
      .toBe('http://s/auth/g/start?to=%2Fpages%2Fcart%2Findex&inviter=5&aff=AFF1&lang=ru&cur=RUB');
    expect(thirdStartUrl('http://s/auth/g/start?x=1', { to: '/', inviter: '', aff: '', lang: 'en', cur: 'USD' }))
      .toBe('http://s/auth/g/start?x=1&to=%2F&lang=en&cur=USD');
  });
});

describe('provider buttons', () => {
  it('login: one per provider, "Continue with …", each to its start address with the way back, inviter, aff, language and currency', async () => {
    inviter.value = '5';
    affCode.value = 'AFF123';
    currencyCode.value = 'EUR';
    await mountPage(root, Login, `/pages/user/login?redirect=${encodeURIComponent(ITEM)}`);
    // The buttons' code loads once the list has some.
    await vi.waitFor(() => expect(buttons().map((a) => a.textContent)).toEqual(['Continue with Google', 'Continue with Discord']));
    expect(buttons()[1].querySelector('img')!.getAttribute('src')).toBe('http://shop.test/icons/discord.svg');
    expect(buttons()[0].querySelector('img')).toBeNull();
    const u = startOf(buttons()[0]);
    expect(u.origin + u.pathname).toBe('http://shop.test/auth/google/start');
    expect(Object.fromEntries(u.searchParams)).toEqual({ to: ITEM, inviter: '5', aff: 'AFF123', lang: 'en', cur: 'EUR' });
  });

  it('register: the same buttons in the screen\'s language, home as the way back, the inviter of its own query', async () => {
    await setLang('ru', false);
    await loadNamespaces(['account']);
    await mountPage(root, Register, '/pages/user/register?inviter=9');
    await vi.waitFor(() => expect(buttons().map((a) => a.textContent)).toEqual(['Войти через Google', 'Войти через Discord']));
    expect(Object.fromEntries(startOf(buttons()[1]).searchParams)).toEqual({ to: '/', inviter: '9', lang: 'ru', cur: 'USD' });
  });

  it('nothing is shown when none is configured or the list fails', async () => {
    list = () => ({ code: 1, data: [] });
    await mountPage(root, Login, '/pages/user/login');
    expect(root.querySelector('.third')).toBeNull();
    root = await unmount(root);
    root = freshRoot();
    list = () => ({ code: 0, msg: 'down' });
    await mountPage(root, Register, '/pages/user/register');
    expect(root.querySelector('.third')).toBeNull();
    expect(toasts.value).toEqual([]);
  });
});

describe('back from a provider: tl=', () => {
  it('is exchanged at once (nothing to tap meanwhile, tl gone from the address), then signed in and on to `to`', async () => {
    let release!: () => void;
    exchanges = [() => new Promise((r) => { release = () => r(signedIn()); })];
    await mountPage(root, Login, '/pages/user/login?tl=code-1');
    // The round trip's calls load first.
    await vi.waitFor(() => expect(sent('/api/thirdlogin/exchange')).toEqual([expect.objectContaining({ code: 'code-1' })]));
    expect(root.textContent).toContain('Signing in…');
    expect(root.querySelectorAll('form, input, button, .third a')).toHaveLength(0);
    expect(currentUrl()).toBe('/pages/user/login');
    await act(() => release());
    await flush(2);
    expect(token.value).toBe('tok-third');
    expect(currentUrl()).toBe(ITEM);
    expect(sent('/api/thirdlogin/exchange')).toHaveLength(1);
  });

  it('a code the server refuses (expired, spent): its message at the top and the login form', async () => {
    exchanges = [{ code: 0, msg: 'This sign-in has expired or was used already. Try again.' }];
    await mountPage(root, Login, '/pages/user/login?tl=old');
    await vi.waitFor(() => expect(top()).toBe('This sign-in has expired or was used already. Try again.'));
    expect(byId(root, 'login-account')).toBeTruthy();
    expect(toasts.value).toEqual([]);
    expect(token.value).toBe('');
  });

  it('confirm: the existing account is named, its password proves it, and the shopper is signed in and sent to `to`', async () => {
    exchanges = [{ code: 1, data: CONFIRM }, signedIn()];
    await mountPage(root, Login, '/pages/user/login?tl=code-2');
    await flush();
    expect(root.querySelector('.third-confirm')!.textContent).toBe('An account with ann@example.com exists. Prove it is yours to link Google.');
    expect(root.querySelector('#login-account')).toBeNull();
    expect(buttons()).toHaveLength(0);
    await typeInto(root, 'login-password', 'right-one');
    await submitForm(root);
    expect(sent('/api/thirdlogin/exchange')[1]).toMatchObject({ code: 'code-2', password: 'right-one' });
    expect(token.value).toBe('tok-third');
    expect(currentUrl()).toBe(ITEM);
  });

  it('a wrong password: the server\'s message under the field, what was typed kept; the right one then signs in', async () => {
    exchanges = [{ code: 1, data: CONFIRM }, { code: 0, msg: WRONG }, signedIn()];
    await mountPage(root, Login, '/pages/user/login?tl=code-3');
    await flush();
    await typeInto(root, 'login-password', 'wrong-one');
    await submitForm(root);
    expect(error()).toBe(WRONG);
    expect(toasts.value).toEqual([]);
    expect(byId(root, 'login-password').value).toBe('wrong-one');
    expect(root.querySelector('.third-confirm')).not.toBeNull();
    expect(token.value).toBe('');
    await typeInto(root, 'login-password', 'right-one');
    await submitForm(root);
    expect(sent('/api/thirdlogin/exchange')[2]).toMatchObject({ code: 'code-3', password: 'right-one' });
    expect(token.value).toBe('tok-third');
  });

  it('confirm by an e-mail code (emaillogin, to the account\'s address), with the picture when the server asks for it', async () => {
    const ASKED = 'Type the characters in the picture to sign in.';
    exchanges = [{ code: 1, data: CONFIRM }, { code: 0, msg: ASKED, data: { captcha: 'image' } }, signedIn('/')];
    await mountPage(root, Login, '/pages/user/login?tl=code-4');
    await flush();
    await act(() => root.querySelectorAll<HTMLButtonElement>('.seg button')[1].click());
    expect(root.querySelector('#login-email')).toBeNull();
    await act(() => root.querySelector<HTMLButtonElement>('.captcha button')!.click());
    await flush();
    expect(sent('/api/ems/send')).toEqual([expect.objectContaining({ event: 'emaillogin', email: 'ann@example.com' })]);
    await typeInto(root, 'captcha-input', '123456');
    await submitForm(root);
    expect(error()).toBe(ASKED);
    expect(byId(root, 'captcha-input').value).toBe('123456');
    await typeInto(root, 'image_captcha-input', 'K7WX');
    await submitForm(root);
    expect(sent('/api/thirdlogin/exchange')[2]).toMatchObject({ code: 'code-4', captcha: '123456', image_captcha: 'K7WX' });
    expect(sent('/api/thirdlogin/exchange')[2]).not.toHaveProperty('password');
    expect(token.value).toBe('tok-third');
    expect(currentUrl()).toBe('/');
  });

  it('a confirm by password only offers no e-mail code; "Sign in another way" brings the plain form back', async () => {
    exchanges = [{ code: 1, data: { ...CONFIRM, ways: ['password'] } }];
    await mountPage(root, Login, '/pages/user/login?tl=code-5');
    await flush();
    expect(root.querySelector('.seg')).toBeNull();
    const another = [...root.querySelectorAll<HTMLButtonElement>('.alinks button')].find((b) => b.textContent === 'Sign in another way')!;
    await act(() => another.click());
    await flush();
    expect(root.querySelector('.third-confirm')).toBeNull();
    expect(byId(root, 'login-account')).toBeTruthy();
    expect(buttons()).toHaveLength(2);
  });
});

describe('back from a provider: tlerr=', () => {
  const EN: Record<string, string> = {
    failed: 'Signing in did not work. Try again.',
    cancelled: 'Signing in was cancelled.',
    expired: 'Signing in took too long. Try again.',
    unverified: 'That account\'s e-mail is not verified. Verify it there, or sign in another way.',
    taken: 'That account is already linked to another shopper.',
    unknown: 'This way of signing in is not available.',
    provider: 'The sign-in service could not be reached. Try again later.',
  };

  it('each reason is said at the top in the screen\'s language, `redirect` kept for the next try', async () => {
    expect(Object.keys(EN).sort()).toEqual([...THIRDLOGIN_ERRORS].sort());
    for (const reason of THIRDLOGIN_ERRORS) {
      await mountPage(root, Login, `/pages/user/login?tlerr=${reason}&redirect=${encodeURIComponent(ITEM)}`);
      expect(top()).toBe(EN[reason]);
      expect(currentUrl()).toBe(`/pages/user/login?redirect=${encodeURIComponent(ITEM)}`);
      expect(Object.fromEntries(startOf(buttons()[0]).searchParams)).toMatchObject({ to: ITEM });
      expect(sent('/api/thirdlogin/exchange')).toEqual([]);
      root = await unmount(root);
      root = freshRoot();
    }
  });

  it('an unknown reason is said as `failed`; in Russian and Chinese too', async () => {
    await mountPage(root, Login, '/pages/user/login?tlerr=%3Cscript%3E');
    expect(top()).toBe(EN.failed);
    await setLang('ru', false);
    await loadNamespaces(['account']);
    await flush();
    expect(top()).toBe('Не удалось войти. Попробуйте ещё раз.');
    await setLang('zh-cn', false);
    await loadNamespaces(['account']);
    await flush();
    expect(top()).toBe('登录失败，请重试。');
  });
});
