import { describe, it, expect, vi, beforeAll, beforeEach, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import type { ComponentType } from 'preact';
import Login from '../../src/pages/user/login';
import Register from '../../src/pages/user/register';
import ForgetPwd from '../../src/pages/user/forgetpwd';
import ChangePwd from '../../src/pages/user/changepwd';
import { checkForm, safeRedirect } from '../../src/pages/user/form';
import { PASSWORD_MIN } from '../../src/lib/password-rule';
import { toasts } from '../../src/state/ui';
import { setSettings } from '../../src/state/settings';
import { token, clearSession } from '../../src/state/session';
import { setLang, loadNamespaces } from '../../src/state/lang';
import { currentUrl } from '../../src/router/navigate';
import { flush, mountPage, byId, typeInto, submitForm, envelopeResponse, freshRoot, unmount } from './dom';

type Reply = { code: number; msg?: string; data?: unknown };
/** The page string groups load with the page's chunk in the app (routes.ts); here, once up front. */
beforeAll(() => loadNamespaces(['account']));

let root: HTMLElement;
let calls: { url: string; body: URLSearchParams }[] = [];
let reply: (url: string) => Reply = () => ({ code: 1, data: null });

beforeEach(() => {
  root = freshRoot();
  toasts.value = [];
  calls = [];
  reply = () => ({ code: 1, data: null });
  setSettings({ configAll: { captcha_type: 'code', register_type: 'email' } });
  vi.stubGlobal('fetch', vi.fn(async (u: string, init: RequestInit = {}) => {
    const url = String(u);
    calls.push({ url, body: new URLSearchParams(typeof init.body === 'string' ? init.body : '') });
    const r = url.includes('/api/thirdlogin/list') ? { code: 1, data: [] } : reply(url);
    return envelopeResponse(r);
  }));
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  clearSession();
  await setLang('en', false);
});

const mount = (Page: ComponentType, url = '/') => mountPage(root, Page, url);
const input = (id: string) => byId(root, id);
const type = (id: string, v: string) => typeInto(root, id, v);
const submit = () => submitForm(root);
const error = () => root.querySelector('#form-error')!.textContent;
const posts = (path: string) => calls.filter((c) => c.url.includes(path));

describe('form rules', () => {
  it('reports the first empty field by name, then a bad e-mail, a short password, a different confirmation', () => {
    const rules = [
      { field: 'email', label: 'user.email' as const, email: true },
      { field: 'password', label: 'user.password' as const, password: true },
      { field: 'repassword', label: 'user.repassword' as const, same: 'password' },
    ];
    expect(checkForm({ email: '', password: '', repassword: '' }, rules)).toMatchObject({ field: 'email', key: 'common.notEmpty', label: 'user.email' });
    expect(checkForm({ email: 'a@b.co', password: '-1', repassword: 'x' }, rules)).toMatchObject({ field: 'password', key: 'common.notEmpty' });
    expect(checkForm({ email: 'nope', password: 'x', repassword: 'x' }, rules)).toMatchObject({ field: 'email', key: 'user.emailBad' });
    expect(checkForm({ email: 'a@b.co', password: '1234567', repassword: '1234567' }, rules)).toMatchObject({ field: 'password', key: 'user.passwordShort' });
    expect(checkForm({ email: 'a@b.co', password: 'pass-word-1', repassword: 'pass-word-2' }, rules)).toMatchObject({ field: 'repassword', key: 'user.passwordMismatch' });
    expect(checkForm({ email: 'a@b.co', password: 'pass-word-1', repassword: 'pass-word-1' }, rules)).toBeNull();
  });
  it('only follows in-app redirects', () => {
    expect(safeRedirect('/pages/user/index')).toBe('/pages/user/index');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
  });
});

describe('login', () => {
  it('empty fields: names the field, marks it, sends nothing', async () => {
    await mount(Login, '/pages/user/login');
    await submit();
    expect(error()).toBe('E-mail, mobile or username cannot be empty');
    expect(toasts.value).toEqual([]); // one channel: inline for forms
    expect(input('login-account').getAttribute('aria-invalid')).toBe('true');
    await type('login-account', 'demo');
    await submit();
    expect(error()).toBe('Password cannot be empty');
    expect(posts('/api/user/login')).toHaveLength(0);
  });

  it('a wrong password: the server message stays next to the form (not also as a toast) and the typed values stay', async () => {
    reply = () => ({ code: 0, msg: 'Incorrect account or password' });
    await mount(Login, '/pages/user/login');
    await type('login-account', 'demo@example.com');
    await type('login-password', 'wrong-one');
    await submit();
    expect(posts('/api/user/login')[0].body.get('account')).toBe('demo@example.com');
    expect(error()).toBe('Incorrect account or password');
    expect(toasts.value).toEqual([]); // said once, next to the form
    expect(input('login-account').value).toBe('demo@example.com');
    expect(input('login-password').value).toBe('wrong-one');
  });

  it('logs in and goes back to the redirect', async () => {
    reply = () => ({ code: 1, data: { userinfo: { id: 1, username: 'demo', token: 'tok123' } } });
    await mount(Login, `/pages/user/login?redirect=${encodeURIComponent('/pages/user/index')}`);
    await type('login-account', 'demo');
    await type('login-password', 'demo1234');
    await submit();
    expect(token.value).toBe('tok123');
    expect(currentUrl()).toBe('/pages/user/index');
  });

  it('e-mail code login: bad e-mail, then a wrong code from the server', async () => {
    await mount(Login, '/pages/user/login');
    await act(() => root.querySelectorAll<HTMLButtonElement>('.seg button')[1].click());
    await type('login-email', 'not-an-email');
    await type('captcha-input', '123456');
    await submit();
    expect(error()).toBe('Please enter a valid e-mail address');
    reply = () => ({ code: 0, msg: 'The verification code is incorrect' });
    await type('login-email', 'demo@example.com');
    await submit();
    expect(error()).toBe('The verification code is incorrect');
    expect(input('captcha-input').value).toBe('123456');
  });

  it('switching from Password to E-mail code keeps the typed e-mail (issue 38)', async () => {
    await mount(Login, '/pages/user/login');
    await type('login-account', 'neo@example.com');
    await act(() => root.querySelectorAll<HTMLButtonElement>('.seg button')[1].click());
    expect(input('login-email').value).toBe('neo@example.com');
    await act(() => root.querySelectorAll<HTMLButtonElement>('.seg button')[0].click());
    expect(input('login-account').value).toBe('neo@example.com');
    // A username is not an address: the code form's e-mail stays as it was.
    await type('login-account', 'demo');
    await act(() => root.querySelectorAll<HTMLButtonElement>('.seg button')[1].click());
    expect(input('login-email').value).toBe('neo@example.com');
  });

  it('the local message follows the chosen language', async () => {
    await mount(Login, '/pages/user/login');
    await submit();
    await act(() => setLang('ru', false));
    await flush();
    expect(error()).toBe('Поле «E-mail, телефон или имя пользователя» не может быть пустым');
  });
});

describe('register', () => {
  it('keeps the inviter of the url and sends it with the code', async () => {
    reply = () => ({ code: 1, data: { userinfo: { id: 9, username: 'neo', token: 'tok9' } } });
    await mount(Register, '/pages/user/register?inviter=42');
    expect(root.textContent).toContain('Invited by member #42');
    await type('reg-email', 'neo@example.com');
    await type('reg-password', 'secret-one');
    await type('reg-repassword', 'secret-one');
    await type('captcha-input', '654321');
    await submit();
    const body = posts('/api/user/register')[0].body;
    expect(body.get('inviter')).toBe('42');
    expect(body.get('code')).toBe('654321');
    expect(currentUrl()).toBe('/pages/user/registersuccess');
  });

  it('bad e-mail, short password, different confirmation, missing code: every field at fault says so at once, the first focused, nothing lost (issue 38)', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    await mount(Register, '/pages/user/register');
    await type('reg-email', 'neo@');
    await type('reg-password', '123');
    await type('reg-repassword', '124');
    await submit();
    await flush();
    const said = (id: string) => {
      const el = input(id);
      expect(el.getAttribute('aria-invalid')).toBe('true');
      const msg = document.getElementById(el.getAttribute('aria-describedby')!)!;
      expect(el.closest('.af')!.contains(msg)).toBe(true); // right under its field
      return msg.textContent;
    };
    expect(said('reg-email')).toBe('Please enter a valid e-mail address');
    expect(said('reg-password')).toBe('The password must be at least 8 characters');
    expect(said('reg-repassword')).toBe('The two passwords do not match');
    // The code widget has no line of its own: its message is the one next to the form.
    expect(error()).toBe('Verification code cannot be empty');
    expect(document.activeElement?.id).toBe('reg-email');
    expect([input('reg-email').value, input('reg-password').value, input('reg-repassword').value]).toEqual(['neo@', '123', '124']);
    // Editing a field takes back its own message only.
    await type('reg-email', 'neo@example.com');
    expect(input('reg-email').getAttribute('aria-invalid')).toBeNull();
    expect(root.querySelector('#reg-email-error')).toBeNull();
    expect(said('reg-password')).toBe('The password must be at least 8 characters');
    expect(root.querySelector('#form-error')!.classList.contains('sr-only')).toBe(false);
    await type('captcha-input', '111111');
    // Every message left is under its field: the first is still said next to the form, for the announcement, out of sight.
    expect(error()).toBe('The password must be at least 8 characters');
    expect(root.querySelector('#form-error')!.classList.contains('sr-only')).toBe(true);
    await submit();
    expect(error()).toBe('The password must be at least 8 characters');
    await type('reg-password', 'secret-one');
    await submit();
    expect(error()).toBe('The two passwords do not match');
    expect(said('reg-repassword')).toBe('The two passwords do not match');
    expect(input('reg-password').getAttribute('aria-invalid')).toBeNull();
    expect(posts('/api/user/register')).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('the messages under the fields follow the chosen language', async () => {
    await mount(Register, '/pages/user/register');
    await type('reg-email', 'neo@');
    await submit();
    await act(() => setLang('ru', false));
    await flush();
    expect(root.querySelector('#reg-email-error')!.textContent).not.toBe('Please enter a valid e-mail address');
    expect(root.querySelector('#reg-password-error')!.textContent).toMatch(/Пароль/);
  });

  it('an account that exists: the server message stays next to the form', async () => {
    reply = () => ({ code: 0, msg: 'This e-mail is already registered' });
    await mount(Register, '/pages/user/register');
    await type('reg-email', 'demo@example.com');
    await type('reg-password', 'secret-one');
    await type('reg-repassword', 'secret-one');
    await type('captcha-input', '111111');
    await submit();
    expect(error()).toBe('This e-mail is already registered');
    expect(input('reg-email').value).toBe('demo@example.com');
  });

  it('a code asked for too soon: the server message is said once, next to the form', async () => {
    reply = () => ({ code: 0, msg: 'Please wait 42 s before requesting another code' });
    await mount(Register, '/pages/user/register');
    await type('reg-email', 'neo@example.com');
    await act(() => root.querySelector<HTMLButtonElement>('.captcha button')!.click());
    await flush();
    expect(toasts.value).toEqual([]);
    expect(error()).toBe('Please wait 42 s before requesting another code');
    expect(input('reg-email').getAttribute('aria-invalid')).toBe('true');
    expect(input('reg-email').value).toBe('neo@example.com');
  });

  it('a later tap that sent the code takes the stale "Please wait" back; another problem of the form stays (issue 25)', async () => {
    reply = () => ({ code: 0, msg: 'Please wait 55 s before requesting another code' });
    await mount(Register, '/pages/user/register');
    await type('reg-email', 'neo@exampel.com');
    await act(() => root.querySelector<HTMLButtonElement>('.captcha button')!.click());
    await flush();
    expect(error()).toBe('Please wait 55 s before requesting another code');
    // The address corrected, the code goes: the message is no longer true.
    reply = () => ({ code: 1, data: null });
    await type('reg-email', 'neo@example.com');
    await act(() => root.querySelector<HTMLButtonElement>('.captcha button')!.click());
    await flush();
    expect(root.querySelector('.captcha button')!.textContent).toMatch(/^Resend in \d+ s$/);
    expect(error()).toBe('');
    expect(input('reg-email').getAttribute('aria-invalid')).toBeNull();
    // A check of the form is not the code's to take back.
    await type('reg-password', '123');
    await type('reg-repassword', '123');
    await type('captcha-input', '111111');
    await submit();
    expect(error()).toBe('The password must be at least 8 characters');
  });

  it('the password hint is written from the rule the server enforces (lib/password-rule.ts)', async () => {
    await mount(Register, '/pages/user/register');
    expect(input('reg-password').placeholder).toBe(`At least ${PASSWORD_MIN} characters`);
    await setLang('ru', false);
    await flush();
    expect(input('reg-password').placeholder).toBe(`Не менее ${PASSWORD_MIN} символов`);
    await setLang('zh-cn', false);
    await flush();
    expect(input('reg-password').placeholder).toBe(`至少 ${PASSWORD_MIN} 位`);
  });

  it('image captcha: a wrong one is the server message next to the form', async () => {
    setSettings({ configAll: { captcha_type: 'image', register_type: 'email' } });
    reply = () => ({ code: 0, msg: 'The captcha is incorrect, please try again' });
    await mount(Register, '/pages/user/register');
    expect(root.querySelector('.captcha img')).not.toBeNull();
    await type('reg-email', 'neo@example.com');
    await type('reg-password', 'secret-one');
    await type('reg-repassword', 'secret-one');
    await type('captcha-input', 'ABCD');
    const img = root.querySelector('.captcha img')!.getAttribute('src');
    await submit();
    expect(posts('/api/user/register')[0].body.get('captcha')).toBe('ABCD');
    expect(error()).toBe('The captcha is incorrect, please try again');
    expect(root.querySelector('.captcha img')!.getAttribute('src')).not.toBe(img);
    expect(input('captcha-input').value).toBe('ABCD');
  });
});

describe('forgot and change password', () => {
  it('forgot: empty e-mail for the code, then a short new password', async () => {
    await mount(ForgetPwd, '/pages/user/forgetpwd');
    await act(() => root.querySelector<HTMLButtonElement>('.captcha button')!.click());
    expect(error()).toBe('Please enter your e-mail');
    expect(toasts.value).toEqual([]);
    await type('fp-email', 'demo@example.com');
    await type('captcha-input', '123456');
    await type('fp-newpassword', 'abc');
    await type('fp-repassword', 'abc');
    await submit();
    expect(error()).toBe('The password must be at least 8 characters');
    reply = () => ({ code: 1, data: null });
    await type('fp-newpassword', 'abcdefgh1');
    await type('fp-repassword', 'abcdefgh1');
    await submit();
    const body = posts('/api/user/resetpwd')[0].body;
    expect(body.get('type')).toBe('email');
    expect(body.get('email')).toBe('demo@example.com');
    expect(currentUrl()).toBe('/pages/user/login');
  });

  it('forgot: after an empty submit, a typed e-mail that took a code has no "cannot be empty" left (issue 38)', async () => {
    await mount(ForgetPwd, '/pages/user/forgetpwd');
    await submit();
    expect(input('fp-email').getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector('#fp-email-error')!.textContent).toBe('E-mail cannot be empty');
    await type('fp-email', 'demo@example.com');
    await act(() => root.querySelector<HTMLButtonElement>('.captcha button')!.click());
    await flush();
    expect(root.querySelector('.captcha button')!.textContent).toMatch(/^Resend in \d+ s$/);
    expect(input('fp-email').getAttribute('aria-invalid')).toBeNull();
    expect(root.textContent).not.toContain('E-mail cannot be empty');
    expect(root.textContent).not.toContain('Verification code cannot be empty');
    expect(input('fp-email').value).toBe('demo@example.com');
  });

  it('forgot by mobile: an empty mobile says so', async () => {
    await mount(ForgetPwd, '/pages/user/forgetpwd');
    await act(() => root.querySelectorAll<HTMLButtonElement>('.seg button')[1].click());
    await act(() => root.querySelector<HTMLButtonElement>('.captcha button')!.click());
    expect(error()).toBe('Please enter your phone number');
    expect(toasts.value).toEqual([]);
  });

  it('change: a wrong old password from the server is kept next to the form', async () => {
    reply = () => ({ code: 0, msg: 'The old password is incorrect' });
    await mount(ChangePwd, '/pages/user/changepwd');
    await submit();
    expect(error()).toBe('Current password cannot be empty');
    await type('cp-oldpassword', 'nope12');
    await type('cp-newpassword', 'newpass1');
    await type('cp-repassword', 'newpass1');
    await submit();
    expect(error()).toBe('The old password is incorrect');
    expect(input('cp-newpassword').value).toBe('newpass1');
  });
});

describe('a failed submit moves to the field at fault, clear of the sticky navbar (issue 16)', () => {
  afterEach(() => vi.restoreAllMocks());
  const focused = () => document.activeElement?.id;

  for (const [name, Page, url, first] of [
    ['login', Login, '/pages/user/login', 'login-account'],
    ['register', Register, '/pages/user/register', 'reg-email'],
    ['forgot password', ForgetPwd, '/pages/user/forgetpwd', 'fp-email'],
    ['change password', ChangePwd, '/pages/user/changepwd', 'cp-oldpassword'],
  ] as const) {
    it(`${name}: the first empty field gets focus and is scrolled to the middle of the screen`, async () => {
      const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
      await mount(Page, url);
      await submit();
      expect(focused()).toBe(first);
      expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    });
  }

  it('the next problem moves focus on: the password after the account, the code of the Captcha widget, a bad e-mail', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    await mount(Login, '/pages/user/login');
    await type('login-account', 'demo');
    await submit();
    expect(focused()).toBe('login-password');
    render(null, root);
    await mount(Register, '/pages/user/register');
    await type('reg-email', 'neo@example.com');
    await type('reg-password', 'secret-one');
    await type('reg-repassword', 'secret-one');
    await submit();
    expect(focused()).toBe('captcha-input');
    await type('reg-email', 'neo@');
    await type('captcha-input', '111111');
    await submit();
    expect(error()).toBe('Please enter a valid e-mail address');
    expect(focused()).toBe('reg-email');
  });
});
