import { describe, it, expect, afterEach, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { setSession, clearSession } from '../../src/state/session';
import { RouteTableContext } from '../../src/router/route-context';
import { routes } from '../../src/routes';
import UserCentrePage from '../../src/pages/user/index';
import { fakeApi, flush, freshRoot, unmount } from './dom';

let root = null as unknown as HTMLElement;
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  clearSession();
  await setLang('en');
});
const counts = { 0: 0, 1: 0, 2: 0, 3: 0 };
const LEVEL: Record<string, string> = { en: 'Member', ru: 'Участник', 'zh-cn': '会员' };

describe('the user centre after a language switch (issue 38 §15)', () => {
  it('asks for the centre again in the new language: the level reads in it, not in the language it was first fetched in', async () => {
    await loadNamespaces(['account', 'nav']);
    setSession({ id: 5, username: 'ann', nickname: 'Ann', level_name: 'Member', token: 't' } as never);
    const calls = fakeApi((path, f) => (path === '/api/user/info'
      ? { code: 1, data: { userinfo: { id: 5, username: 'ann', nickname: 'Ann', level_name: LEVEL[f.get('lang') ?? 'en'] }, order_count: counts, sendorder_count: counts, onepay_count: counts, message_count: 0, level_name: LEVEL[f.get('lang') ?? 'en'], balance: '0.00', chat_unread: 0 } }
      : { code: 0 }));
    const table = { find: (p: string) => routes.find((r) => r.path === p), routes, entries: [] };
    root = freshRoot();
    await act(() => render(<RouteTableContext.Provider value={table}><UserCentrePage /></RouteTableContext.Provider>, root));
    await flush(3);
    expect(root.textContent).toContain('Member');
    await act(() => setLang('ru'));
    await flush(5);
    expect(calls.filter((c) => c.path === '/api/user/info').map((c) => c.fields.get('lang'))).toEqual(['en', 'ru']);
    expect(root.textContent).toContain('Участник');
    expect(root.textContent).not.toContain('Member');
  });
});
