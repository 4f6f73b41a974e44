import { describe, it, expect, beforeAll, beforeEach, afterEach, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { clearSession, setSession } from '../../src/state/session';
import { toasts } from '../../src/state/ui';
import Settings from '../../src/pages/setting/index';
import type { WriteOffBlocker } from '../../src/api/types/user';
import { fakeApi, flush, mountPage, freshRoot, unmount, type ApiCall } from './dom';

/*
 * Issue 33 item 1: Settings → Delete account asks the server what still holds the shopper's money or goods before
 * it asks for the password; while anything does, it lists what to do first, each row opening its page, and offers
 * no password field.
 */
const BALANCE: WriteOffBlocker = { kind: 'balance', text: 'Withdraw or spend your balance of ¥100.00 first.', link: '/pages/member/cash/index' };
const PARCELS: WriteOffBlocker = { kind: 'parcels', text: 'Parcels on their way (1): S202601010001. Wait until you have received them.', link: '/pages/member/sendorder/index' };

let root: HTMLElement;
let calls: ApiCall[] = [];
let check: () => Record<string, unknown> = () => ({ code: 1, data: { blockers: [] } });

beforeAll(() => loadNamespaces(['account']));
beforeEach(() => {
  root = freshRoot();
  toasts.value = [];
  calls = fakeApi((path) => {
    if (path.endsWith('/api/user/write_off_check')) return check();
    if (path.endsWith('/api/usersubscription/detail')) return { code: 1, data: { subscribed: false, pending: false, email: 'a@example.com' } };
    if (path.endsWith('/api/thirdlogin/linked')) return { code: 1, data: { linked: [], available: [], has_password: true } };
    return { code: 0, msg: `unexpected ${path}` };
  });
  setSession({ id: 7, username: 'shopper', token: 'tok', money: '100.00' } as never);
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  clearSession();
  await setLang('en', false);
});

/** Opens Settings and taps "Delete account", then waits until `ready` holds (the part is a chunk of its own). */
async function openDelete(ready: () => unknown) {
  await mountPage(root, Settings, '/pages/setting/index');
  const toggle = [...root.querySelectorAll<HTMLButtonElement>('button.cell')].find((b) => b.textContent === 'Delete account')!;
  await act(() => toggle.click());
  await vi.waitFor(async () => {
    await flush();
    expect(ready()).toBeTruthy();
  }, { timeout: 15_000 });
}
const steps = () => [...root.querySelectorAll<HTMLAnchorElement>('a.wo-step')].map((a) => [a.textContent, a.getAttribute('href')]);

// The part is a chunk of its own: its first import may be slow on a busy machine.
describe('Settings → Delete account', { timeout: 30_000 }, () => {
  it('shows what holds money or goods, each with its page, and no password field', async () => {
    check = () => ({ code: 1, data: { blockers: [BALANCE, PARCELS] } });
    await openDelete(() => root.querySelector('a.wo-step'));
    expect(root.textContent).toContain('Your account still holds money or goods. Before it can be deleted:');
    expect(steps()).toEqual([[BALANCE.text, '#/pages/member/cash/index'], [PARCELS.text, '#/pages/member/sendorder/index']]);
    expect(root.querySelector('input[type="password"]')).toBeNull();
    expect(root.querySelector('button.danger[type="submit"]')).toBeNull();
    expect(calls.filter((c) => c.path.endsWith('/api/user/write_off'))).toEqual([]);
  });

  it('asks for the password when nothing holds money or goods, naming the ¥0.00 balance among what goes', async () => {
    check = () => ({ code: 1, data: { blockers: [] } });
    await openDelete(() => root.querySelector('#wo-password'));
    expect(root.textContent).toContain('Your account will be deleted with its balance (¥0.00), points, addresses, cart, favourites and history.');
    expect(steps()).toEqual([]);
  });

  it('shows grey rows while the server is asked, and the failure with a retry', async () => {
    check = () => ({ code: 0, msg: 'Something went wrong' });
    await openDelete(() => root.querySelector('[role="alert"]'));
    expect(root.querySelector('#wo-password')).toBeNull();
    expect(toasts.value.map((x) => x.text)).toContain('Something went wrong');
    check = () => ({ code: 1, data: { blockers: [BALANCE] } });
    await act(() => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Retry')!.click());
    expect(root.querySelector('[aria-busy="true"]')).not.toBeNull();
    await vi.waitFor(async () => {
      await flush();
      expect(steps()).toEqual([[BALANCE.text, '#/pages/member/cash/index']]);
    }, { timeout: 15_000 });
  });
});
