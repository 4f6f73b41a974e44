import { describe, it, expect, beforeAll, afterEach, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { setSession, clearSession } from '../../src/state/session';
import { chatUnread } from '../../src/state/unread';
import { RouteTableContext } from '../../src/router/route-context';
import { routes } from '../../src/routes';
import { TabBar } from '../../src/ui/TabBar';
import UserCentrePage from '../../src/pages/user/index';
import { fakeApi, flush, freshRoot, unmount } from './dom';

let root = null as unknown as HTMLElement;
beforeAll(async () => {
  fakeApi(() => ({ code: 0 }));
  await loadNamespaces(['account', 'nav']);
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  chatUnread.value = 0;
  clearSession();
  await setLang('en');
});
const counts = { 0: 0, 1: 0, 2: 0, 3: 0 };

describe('staff replies in the chat, outside the chat', () => {
  it('the Service tab carries their count, and none when there are none', async () => {
    root = freshRoot();
    chatUnread.value = 3;
    await act(() => render(<TabBar current="/" />, root));
    const service = root.querySelector('a[href="#/pages/page/onlineservice"]')!;
    expect(service.querySelector('.badge')!.textContent).toBe('3');
    await act(() => { chatUnread.value = 0; });
    expect(service.querySelector('.badge')).toBeNull();
  });

  it('the user centre says so from user/info\'s chat_unread, in a line that opens the Service tab; none at 0', async () => {
    setSession({ id: 5, username: 'ann', nickname: 'Ann', level_name: '', token: 't' } as never);
    let unread = 2;
    fakeApi((path) => (path === '/api/user/info'
      ? { code: 1, data: { userinfo: { id: 5, username: 'ann', nickname: 'Ann' }, order_count: counts, sendorder_count: counts, onepay_count: counts, message_count: 0, level_name: '', balance: '0.00', chat_unread: unread } }
      : { code: 0 }));
    const table = { find: (p: string) => routes.find((r) => r.path === p), routes, entries: [] };
    const mount = async () => {
      root = freshRoot();
      await act(() => render(<RouteTableContext.Provider value={table}><UserCentrePage /></RouteTableContext.Provider>, root));
      await flush(3);
    };
    await mount();
    const line = root.querySelector<HTMLAnchorElement>('a.chat-replied')!;
    expect(line.getAttribute('href')).toBe('#/pages/page/onlineservice');
    expect(line.textContent).toBe('Customer service replied in the chat: 2 new');
    expect(chatUnread.value).toBe(2);
    root = await unmount(root);
    unread = 0;
    await mount();
    expect(root.querySelector('a.chat-replied')).toBeNull();
  });
});
