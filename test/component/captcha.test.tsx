import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { Captcha, captchaKind } from '../../src/ui/Captcha';
import { toasts } from '../../src/state/ui';
import { setSettings } from '../../src/state/settings';
import { loadNamespaces } from '../../src/state/lang';
import { freshRoot, unmount } from './dom';

let root: HTMLElement;
let sent: URLSearchParams[] = [];
beforeEach(async () => {
  await loadNamespaces(['account']);
  root = freshRoot();
  toasts.value = [];
  sent = [];
  vi.stubGlobal('fetch', vi.fn(async (_u: string, init: RequestInit) => {
    sent.push(new URLSearchParams(String(init.body)));
    return new Response(JSON.stringify({ code: 1, msg: '', time: 0, data: null }), { headers: { 'content-type': 'application/json' } });
  }));
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const button = () => root.querySelector<HTMLButtonElement>('button')!;

describe('Captcha', () => {
  it('shows only when the captcha type is set and not none', () => {
    setSettings({ configAll: {} });
    expect(captchaKind('email')).toBeNull();
    setSettings({ configAll: { captcha_type: 'none' } });
    expect(captchaKind('email')).toBeNull();
    setSettings({ configAll: { captcha_type: 'code' } });
    expect(captchaKind('mobile')).toBe('mobile');
    setSettings({ configAll: { captcha_type: 'image' } });
    expect(captchaKind('email')).toBe('image');
  });

  it('the code field has a visible label naming it, with the send button beside it', async () => {
    await act(() => render(<Captcha kind="email" event="emaillogin" target="a@b.cd" value="" onInput={() => {}} />, root));
    const label = root.querySelector<HTMLLabelElement>('label[for=captcha-input]')!;
    expect(label.textContent).toBe('Verification code');
    expect(label.classList.contains('sr-only')).toBe(false);
    expect(root.querySelector('.captcha')!.contains(button())).toBe(true);
  });

  it('refuses to send without an e-mail (forgetpassword.email) or a mobile (forgetPassword.tel)', async () => {
    await act(() => render(<Captcha kind="email" event="resetpwd" target="" value="" onInput={() => {}} />, root));
    await act(() => button().click());
    expect(toasts.value.at(-1)?.text).toBe('Please enter your e-mail');
    await act(() => render(<Captcha kind="mobile" event="resetpwd" target=" " value="" onInput={() => {}} />, root));
    await act(() => button().click());
    expect(toasts.value.at(-1)?.text).toBe('Please enter your phone number');
    expect(sent).toHaveLength(0);
  });

  it('sends the code once, then counts down 60 s with the button disabled', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await act(() => render(<Captcha kind="email" event="register" target="a@b.co" value="" onInput={() => {}} />, root));
    await act(async () => { button().click(); await new Promise((r) => setTimeout(r, 0)); });
    expect(sent[0].get('event')).toBe('register');
    expect(sent[0].get('email')).toBe('a@b.co');
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('Resend in 60 s');
    await act(() => { vi.advanceTimersByTime(1000); });
    expect(button().textContent).toBe('Resend in 59 s');
    await act(() => button().click());
    expect(sent).toHaveLength(1);
    await act(() => { vi.advanceTimersByTime(59_000); });
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Send code');
  });

  it('image captcha: tapping the picture asks for a new one', async () => {
    await act(() => render(<Captcha kind="image" event="register" target="" value="" onInput={() => {}} />, root));
    const img = root.querySelector('img')!;
    const first = img.getAttribute('src');
    expect(first).toMatch(/^\/index\.php\?s=\/captcha&r=/);
    await act(() => button().click());
    expect(root.querySelector('img')!.getAttribute('src')).not.toBe(first);
  });
});
