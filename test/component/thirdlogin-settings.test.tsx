import { describe, it, expect, vi, beforeAll, beforeEach, afterEach } from 'vitest';
import { act } from 'preact/test-utils';
import Settings from '../../src/pages/setting/index';
import ChangePwd from '../../src/pages/user/changepwd';
import { toasts } from '../../src/state/ui';
import { dialog, closeDialog } from '../../src/state/dialog';
import { clearSession, setSession } from '../../src/state/session';
import { setLang, loadNamespaces } from '../../src/state/lang';
import { currentUrl } from '../../src/router/navigate';
import type { ThirdLoginLinked } from '../../src/api/types/user';
import { fakeApi, mountPage, freshRoot, unmount, flush, typeInto, submitForm, type ApiCall } from './dom';

/*
 * Issue 36 in Settings: the providers linked to the account (unlink after a confirm, the server's refusal said), the ones
 * to link (to the provider's start address the server answers), the return from linking (`tl=`, `tlerr=`), and the first
 * password of an account a provider created. The API answers the contract's shapes (api/types/user.ts).
 */
beforeAll(() => loadNamespaces(['account', 'newsletter']));

const GOOGLE = { name: 'google', title: 'Google', icon: '', email: 'ann@gmail.com', nickname: 'Ann', created_at: 1 };
const DISCORD = { name: 'discord', title: 'Discord', icon: 'http://shop.test/icons/discord.svg', url: 'http://shop.test/auth/discord/start' };
const REFUSED = 'Set a password first: it would be your last way to sign in';
const START = 'http://shop.test/auth/discord/start?link=one-time&to=%2Fpages%2Fsetting%2Findex&lang=en';

let root: HTMLElement;
let calls: ApiCall[];
let linked: () => Record<string, unknown>;
let answers: Record<string, () => Record<string, unknown>>;
const state = (s: Partial<ThirdLoginLinked> = {}) => ({ code: 1, data: { linked: [GOOGLE], available: [DISCORD], has_password: true, ...s } });

beforeEach(() => {
  root = freshRoot();
  toasts.value = [];
  dialog.value = null;
  linked = () => state();
  answers = {};
  calls = fakeApi((path) => {
    if (path.endsWith('/api/thirdlogin/linked')) return linked();
    const a = Object.entries(answers).find(([p]) => path.endsWith(p));
    if (a) return a[1]();
    if (path.endsWith('/api/usersubscription/detail')) return { code: 1, data: { subscribed: false, pending: false, email: 'ann@example.com' } };
    return { code: 1, data: null };
  });
  setSession({ id: 7, username: 'ann', token: 'tok' } as never);
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
  await setLang('en', false);
});

const section = () => root.querySelector<HTMLElement>('section[aria-labelledby=third-title]');
const rows = () => [...root.querySelectorAll<HTMLElement>('.third-row')].map((r) => r.textContent);
/** The button labelled `label` in the provider row that names `row`. */
const button = (label: string, row: string) => [...[...root.querySelectorAll<HTMLElement>('.third-row')]
  .find((r) => r.textContent!.includes(row))!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === label)!;
const sent = (path: string) => calls.filter((c) => c.path.endsWith(path)).map((c) => Object.fromEntries(c.fields));
const texts = () => toasts.value.map((x) => x.text);

describe('Settings → Linked accounts', () => {
  it('lists the linked providers (title, e-mail or name, Unlink) and the ones to link (Link)', async () => {
    linked = () => state({ linked: [GOOGLE, { ...GOOGLE, name: 'vk', title: 'VK ID', email: '', nickname: 'Anna K' }] });
    await mountPage(root, Settings, '/pages/setting/index');
    expect(section()!.querySelector('h2')!.textContent).toBe('Linked accounts');
    expect(rows()).toEqual(['Googleann@gmail.comUnlink', 'VK IDAnna KUnlink', 'DiscordLink']);
    expect(section()!.querySelector('img')!.getAttribute('src')).toBe(DISCORD.icon);
    expect(root.textContent).not.toContain('Set a password before');
  });

  it('a grey row while the list loads; the error catalogue\'s message when it fails', async () => {
    linked = () => ({ code: 0, msg: 'The service is busy. Try again.' });
    await mountPage(root, Settings, '/pages/setting/index', 0);
    expect(root.querySelector('.cells[aria-busy=true] .sk')).not.toBeNull();
    await flush();
    expect(root.querySelector('.cells [role=alert]')!.textContent).toBe('The service is busy. Try again.');
    expect(section()).toBeNull();
  });

  it('nothing when no provider is configured and none is linked', async () => {
    linked = () => state({ linked: [], available: [] });
    await mountPage(root, Settings, '/pages/setting/index');
    expect(sent('/api/thirdlogin/linked')).toHaveLength(1);
    expect(root.textContent).not.toContain('Linked accounts');
    expect(root.querySelector('.third-row, .cells .sk')).toBeNull();
  });

  it('Link asks for the start address and sends the browser there', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    answers['/api/thirdlogin/link'] = () => ({ code: 1, data: { url: START } });
    await mountPage(root, Settings, '/pages/setting/index');
    await act(() => button('Link', 'Discord').click());
    await flush();
    expect(sent('/api/thirdlogin/link')).toEqual([expect.objectContaining({ provider: 'discord' })]);
    expect(assign).toHaveBeenCalledWith(START);
  });

  it('Unlink asks first: cancelled, nothing is sent; confirmed, it is unlinked and the list comes again', async () => {
    await mountPage(root, Settings, '/pages/setting/index');
    await act(() => button('Unlink', 'Google').click());
    expect(dialog.value?.message).toBe('Unlink Google? You will no longer sign in with it.');
    await act(() => closeDialog(false));
    await flush();
    expect(sent('/api/thirdlogin/unlink')).toEqual([]);

    linked = () => state({ linked: [], available: [DISCORD, { ...DISCORD, name: 'google', title: 'Google', icon: '' }] });
    await act(() => button('Unlink', 'Google').click());
    await act(() => closeDialog(true));
    await flush(2);
    expect(sent('/api/thirdlogin/unlink')).toEqual([expect.objectContaining({ provider: 'google' })]);
    expect(texts()).toContain('Google unlinked');
    expect(rows()).toEqual(['DiscordLink', 'GoogleLink']);
  });

  it('the server\'s refusal is shown; without a password a line says to set one, linking to the first password', async () => {
    linked = () => state({ has_password: false, available: [] });
    answers['/api/thirdlogin/unlink'] = () => ({ code: 0, msg: REFUSED });
    await mountPage(root, Settings, '/pages/setting/index');
    const line = [...root.querySelectorAll('.third-row')].at(-1)!;
    expect(line.textContent).toBe('Set a password before you unlink your last linked account. Set a password');
    expect(line.querySelector('a')!.getAttribute('href')).toBe('#/pages/user/changepwd?first=1');
    await act(() => button('Unlink', 'Google').click());
    await act(() => closeDialog(true));
    await flush(2);
    expect(texts()).toContain(REFUSED);
    expect(texts()).not.toContain('Google unlinked');
    expect(rows()[0]).toBe('Googleann@gmail.comUnlink');
  });

  it('back from linking: tl= is exchanged ("Discord linked"), the list refreshed, tl gone from the address', async () => {
    answers['/api/thirdlogin/exchange'] = () => {
      linked = () => state({ linked: [GOOGLE, { ...GOOGLE, name: 'discord', title: 'Discord', email: 'ann#1' }], available: [] });
      return { code: 1, data: { kind: 'linked', provider: 'discord', title: 'Discord', to: '/pages/setting/index' } };
    };
    await mountPage(root, Settings, '/pages/setting/index?tl=link-code', 2);
    expect(sent('/api/thirdlogin/exchange')).toEqual([expect.objectContaining({ code: 'link-code' })]);
    expect(currentUrl()).toBe('/pages/setting/index');
    expect(texts()).toContain('Discord linked');
    expect(rows()).toEqual(['Googleann@gmail.comUnlink', 'Discordann#1Unlink']);
  });

  it('back from linking: tlerr= is said in the screen\'s language and taken out of the address', async () => {
    await mountPage(root, Settings, '/pages/setting/index?tlerr=taken');
    expect(root.querySelector('.third-top')!.textContent).toBe('That account is already linked to another shopper.');
    expect(currentUrl()).toBe('/pages/setting/index');
    expect(sent('/api/thirdlogin/exchange')).toEqual([]);
    await setLang('ru', false);
    await loadNamespaces(['account']);
    await flush();
    expect(root.querySelector('.third-top')!.textContent).toBe('Этот аккаунт уже привязан к другому покупателю.');
  });
});

describe('the first password (changepwd?first=1)', () => {
  it('sets a password without the old one and goes back to Settings', async () => {
    await mountPage(root, ChangePwd, '/pages/user/changepwd?first=1');
    expect(root.querySelector('#cp-oldpassword')).toBeNull();
    expect(root.textContent).toContain('Your account has no password yet.');
    await typeInto(root, 'cp-newpassword', 'first-password');
    await typeInto(root, 'cp-repassword', 'first-password');
    await submitForm(root);
    const [body] = sent('/api/user/changepwd');
    expect(body).toMatchObject({ newpassword: 'first-password' });
    expect(body).not.toHaveProperty('oldpassword');
    expect(texts()).toContain('Password changed');
    expect(currentUrl()).toBe('/pages/setting/index');
  });

  it('without the flag the current password is still asked for', async () => {
    await mountPage(root, ChangePwd, '/pages/user/changepwd');
    await typeInto(root, 'cp-newpassword', 'first-password');
    await typeInto(root, 'cp-repassword', 'first-password');
    await submitForm(root);
    expect(root.querySelector('#cp-oldpassword-error')!.textContent).toBe('Current password cannot be empty');
    expect(sent('/api/user/changepwd')).toEqual([]);
  });
});
