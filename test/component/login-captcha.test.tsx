import { describe, it, expect, vi, beforeAll, beforeEach, afterEach } from 'vitest';
import { act } from 'preact/test-utils';
import Login from '../../src/pages/user/login';
import { toasts } from '../../src/state/ui';
import { setSettings } from '../../src/state/settings';
import { token, clearSession } from '../../src/state/session';
import { setLang, loadNamespaces } from '../../src/state/lang';
import { currentUrl } from '../../src/router/navigate';
import { mountPage, byId, typeInto, submitForm, freshRoot, unmount, fakeApi, type ApiCall } from './dom';

/*
 * Issue 33 item 8: an address many sign-ins failed from is asked for the image captcha (the answer's data is
 * `{ captcha: 'image' }`), never shut out. The login page then shows the picture, keeps what was typed, sends the
 * answer as `image_captcha`, and shows a new picture after each try (an answer is spent by any check).
 */
beforeAll(() => loadNamespaces(['account']));

const ASKED = 'Many sign-ins have failed from your network: type the characters in the picture to sign in.';
const USER = { userinfo: { id: 7, username: 'ann', token: 'tok-captcha' } };
let root: HTMLElement;
let calls: ApiCall[];
let answer: (path: string, fields: URLSearchParams) => Record<string, unknown>;

beforeEach(() => {
  root = freshRoot();
  toasts.value = [];
  setSettings({ configAll: { captcha_type: 'code', register_type: 'email' } });
  answer = () => ({ code: 1, data: null });
  calls = fakeApi((path, fields) => (path.endsWith('/api/thirdlogin/list') ? { code: 1, data: [] } : answer(path, fields)));
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  clearSession();
  await setLang('en', false);
});

const input = (id: string) => byId(root, id);
const type = (id: string, v: string) => typeInto(root, id, v);
const error = () => root.querySelector('#form-error')!.textContent;
const picture = () => root.querySelector('.captcha img')?.getAttribute('src') ?? null;
const sent = (path: string) => calls.filter((c) => c.path.endsWith(path)).map((c) => Object.fromEntries(c.fields));

describe('login: the captcha the server asks for', () => {
  it('password: asked, the picture shows with what was typed kept; a wrong answer brings a new one; the right one signs in', async () => {
    const replies = [
      { code: 0, msg: ASKED, data: { captcha: 'image' } },
      { code: 0, msg: 'The captcha is incorrect, please try again', data: { captcha: 'image' } },
      { code: 1, data: USER },
    ];
    answer = (path) => (path.endsWith('/api/user/login') ? replies.shift()! : { code: 1, data: null });
    await mountPage(root, Login, `/pages/user/login?redirect=${encodeURIComponent('/pages/user/index')}`);
    expect(picture()).toBeNull();
    await type('login-account', 'ann@example.com');
    await type('login-password', 'right-one');
    await submitForm(root);
    expect(error()).toBe(ASKED);
    expect(toasts.value).toEqual([]);
    expect(input('login-account').value).toBe('ann@example.com');
    expect(input('login-password').value).toBe('right-one');
    const first = picture();
    expect(first).toMatch(/\/index\.php\?s=\/captcha&r=/);
    expect(root.querySelector('label[for=image_captcha-input]')!.textContent).toBe('Picture check');

    await submitForm(root);
    expect(error()).toBe('Picture check cannot be empty');
    expect(sent('/api/user/login')).toHaveLength(1);

    await type('image_captcha-input', 'AAAA');
    await submitForm(root);
    expect(sent('/api/user/login')[1]).toMatchObject({ account: 'ann@example.com', password: 'right-one', image_captcha: 'AAAA' });
    expect(error()).toBe('The captcha is incorrect, please try again');
    expect(picture()).not.toBe(first);
    expect(input('image_captcha-input').value).toBe('');

    await type('image_captcha-input', 'K7WX');
    await submitForm(root);
    expect(sent('/api/user/login')[2]).toMatchObject({ image_captcha: 'K7WX' });
    expect(token.value).toBe('tok-captcha');
    expect(currentUrl()).toBe('/pages/user/index');
  });

  it('an address never asked sends no captcha field and shows no picture', async () => {
    answer = (path) => (path.endsWith('/api/user/login') ? { code: 0, msg: 'Incorrect account or password' } : { code: 1, data: null });
    await mountPage(root, Login, '/pages/user/login');
    await type('login-account', 'ann@example.com');
    await type('login-password', 'wrong-one');
    await submitForm(root);
    expect(error()).toBe('Incorrect account or password');
    expect(picture()).toBeNull();
    expect(sent('/api/user/login')[0]).not.toHaveProperty('image_captcha');
  });

  it('e-mail code: asked, the picture shows beside the code field, and the code with the answer signs in', async () => {
    const replies = [{ code: 0, msg: ASKED, data: { captcha: 'image' } }, { code: 1, data: USER }];
    answer = (path) => (path.endsWith('/api/user/emaillogin') ? replies.shift()! : { code: 1, data: null });
    await mountPage(root, Login, '/pages/user/login');
    await act(() => root.querySelectorAll<HTMLButtonElement>('.seg button')[1].click());
    await type('login-email', 'ann@example.com');
    await type('captcha-input', '123456');
    await submitForm(root);
    expect(error()).toBe(ASKED);
    expect(input('captcha-input').value).toBe('123456');
    expect(root.querySelectorAll('.captcha img')).toHaveLength(1);
    await type('image_captcha-input', 'K7WX');
    await submitForm(root);
    expect(sent('/api/user/emaillogin')[1]).toMatchObject({ email: 'ann@example.com', captcha: '123456', image_captcha: 'K7WX' });
    expect(token.value).toBe('tok-captcha');
  });
});
