import { describe, it, expect, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import en from '../../lang/en.json';
import ru from '../../lang/ru.json';
import zh from '../../lang/zh-cn.json';
import { routes, findRoute } from '../../src/routes';
import { inviterOf, inviter, rememberInviter } from '../../src/state/invite';
import { MENU } from '../../src/pages/user/menu';
import { SharedItemCard, sharedItemTarget } from '../../src/ui/SharedItemCard';
import { setSession, clearSession } from '../../src/state/session';
import { currentUrl } from '../../src/router/navigate';
import { APP_VERSION } from '../../src/state/boot';
import { readFileSync, readdirSync } from 'node:fs';

const get = (d: unknown, key: string) => key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], d);
/** Every dotted key of a dictionary. */
const keys = (d: Record<string, unknown>, p = ''): string[] =>
  Object.entries(d).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${p}${k}.`) : [`${p}${k}`]));

afterEach(() => {
  clearSession();
  inviter.value = '';
});

describe('account routes', () => {
  const ACCOUNT = ['/pages/user/index', '/pages/user/login', '/pages/user/register', '/pages/user/registersuccess', '/pages/user/forgetpwd',
    '/pages/user/profile', '/pages/user/changepwd', '/pages/setting/index', '/pages/setting/language', '/pages/setting/currency', '/pages/setting/about'];
  const menu = Object.values(MENU).flat();
  it('user centre menu icons say what the page does (a lock for the password, an info sign for about), none used twice', () => {
    const icon = (path: string) => menu.find(([p]) => p === path)?.[1];
    expect(icon('/pages/user/changepwd')).toBe('lock');
    expect(icon('/pages/setting/about')).toBe('info');
    const icons = menu.map(([, i]) => i);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('are all in the table; the user centre is a login-only tab', () => {
    for (const p of ACCOUNT) expect(findRoute(p), p).toBeDefined();
    expect(findRoute('/pages/user/index')).toMatchObject({ tab: true, login: true });
    expect(findRoute('/pages/user/profile')?.login).toBe(true);
    expect(findRoute('/pages/user/login')?.login).toBeFalsy();
  });
  it('every route title exists in en, ru and zh-cn', () => {
    for (const r of routes) for (const d of [en, ru, zh]) expect(typeof get(d, r.title), `${r.title}`).toBe('string');
  });
  it('every menu entry is a page of the route table, listed once', () => {
    expect(menu.map(([p]) => p)).toEqual(expect.arrayContaining(['/pages/user/profile', '/pages/setting/index', '/pages/member/account/index']));
    for (const [p] of menu) expect(findRoute(p), p).toBeDefined();
    expect(new Set(menu.map(([p]) => p)).size).toBe(menu.length);
  });
  it('the account strings are complete in all three languages', () => {
    const mine = keys(en as Record<string, unknown>).filter((k) => /^(user|setting|cropper|centre)\./.test(k));
    expect(mine.length).toBeGreaterThan(90);
    for (const d of [ru, zh]) for (const k of mine) expect(typeof get(d, k), `${k}`).toBe('string');
  });
  it('every literal key the account screens use exists in all three languages', () => {
    const files = [
      ...readdirSync('src/pages/user').map((f) => `src/pages/user/${f}`), ...readdirSync('src/pages/setting').map((f) => `src/pages/setting/${f}`),
      'src/ui/cropper/Cropper.tsx', 'src/ui/SharedItemCard.tsx', 'src/lib/crop-geometry.ts',
    ].filter((f) => /\.tsx?$/.test(f));
    const used = new Set<string>();
    for (const f of files) for (const m of readFileSync(f, 'utf8').matchAll(/['"`]((?:nav|user|setting|cropper|centre|captcha|common)\.[A-Za-z0-9_.]+)['"`]/g)) used.add(m[1]);
    used.delete('centre.order'); // status-label prefixes: centre.order0 …
    used.delete('centre.parcel');
    for (const s of ['0', '1', '2', '3']) for (const p of ['centre.order', 'centre.onepay', 'centre.parcel']) used.add(p + s);
    for (const g of ['orders', 'wallet', 'service', 'account']) used.add(`centre.group.${g}`);
    expect(used.size).toBeGreaterThan(80);
    for (const k of used) for (const d of [en, ru, zh]) expect(typeof get(d, k), k).toBe('string');
  });
  it('the app version is 2.5.1, code 251', () => {
    expect(APP_VERSION).toEqual({ name: '2.5.1', code: 251 });
  });
});

describe('inviter and the shared-item card', () => {
  it('reads the inviter from the hash query or the page query', () => {
    expect(inviterOf('https://shop.example/wap/#/pages/item/index?tp=jd&tid=1&inviter=42')).toBe('42');
    expect(inviterOf('https://shop.example/wap/?inviter=7#/')).toBe('7');
    expect(inviterOf('https://shop.example/wap/#/?inviter=abc')).toBe('');
    expect(inviterOf('https://shop.example/wap/')).toBe('');
    rememberInviter('13');
    expect(inviter.value).toBe('13');
    rememberInviter('x');
    expect(inviter.value).toBe('13');
  });
  it('a visitor with an inviter registers first; anyone else opens the item', () => {
    const item = { api_type: 'taobao', num_iid: '123' };
    expect(sharedItemTarget(item, { loggedIn: false, inviter: '' })).toBe('/pages/item/index?tp=taobao&tid=123');
    expect(sharedItemTarget(item, { loggedIn: true, inviter: '5' })).toBe('/pages/item/index?tp=taobao&tid=123');
    expect(sharedItemTarget(item, { loggedIn: false, inviter: '5' }))
      .toBe(`/pages/user/register?inviter=5&redirect=${encodeURIComponent('/pages/item/index?tp=taobao&tid=123')}`);
  });
  it('tapping the card goes there', async () => {
    const root = document.createElement('div');
    document.body.appendChild(root);
    inviter.value = '5';
    await act(() => render(<SharedItemCard item={{ title: 'Shared bag', api_type: 'jd', num_iid: 9 }} />, root));
    await act(() => root.querySelector('a')!.click());
    expect(currentUrl()).toMatch(/^\/pages\/user\/register\?inviter=5&redirect=/);
    setSession({ token: 't' } as never);
    await act(() => root.querySelector('a')!.click());
    expect(currentUrl()).toBe('/pages/item/index?tp=jd&tid=9');
    render(null, root);
    root.remove();
  });
});
