import { describe, it, expect, beforeAll, afterEach, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { loadNamespaces, setLang, tn } from '../../src/state/lang';
import { token } from '../../src/state/session';
import { unreadMessages } from '../../src/state/unread';
import { setUnread } from '../../src/state/unread-refresh';
import MessagesPage from '../../src/pages/member/message/index';
import { TabBar } from '../../src/ui/TabBar';
import type { Message } from '../../src/api/types/member-extra';
import { fakeApi, flush, mountPage, freshRoot, unmount } from './dom';
import { setSettings } from '../../src/state/settings';
import { setCurrency } from '../../src/state/currency';
import { inDollars } from './currencies';

let root = null as unknown as HTMLElement;
beforeAll(async () => {
  fakeApi(() => ({ code: 1, data: { count: 0 } }));
  token.value = 'tk';
  await loadNamespaces(['message', 'account', 'nav']);
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  await setLang('en');
});
const mountAt = async (node: () => preact.JSX.Element, url = '/pages/member/message/index') => {
  root = freshRoot();
  await mountPage(root, node, url, 2);
};

const msg = (id: number, read: 0 | 1, link: string): Message => ({
  id, kind: 'order_bought', title: `Title ${id}`, content: `Text ${id}`, parts: [`Text ${id}`], is_read: read, read_at: read ? 1_700_000_100 : null, created_at: 1_700_000_000,
  ref_type: 'order', ref_id: id, ref_sn: `O${id}`, link,
});
const page = (data: Message[]) => ({ code: 1, data: { total: data.length, per_page: 10, current_page: 1, last_page: 1, data } });
const rows = () => [...root.querySelectorAll<HTMLAnchorElement>('.inbox-row')];

describe('the messages page', () => {
  it('marks unread ones (class and words for screen readers); an empty list says so', async () => {
    fakeApi(() => page([msg(2, 0, '/pages/member/order/detail?id=2'), msg(1, 1, '/pages/member/account/index')]));
    await mountAt(MessagesPage);
    expect(rows().map((a) => [a.className, a.querySelector('.sr-only')!.textContent, a.getAttribute('href')])).toEqual([
      ['inbox-row unread', 'Unread', '#/pages/member/order/detail?id=2'], ['inbox-row', 'Read', '#/pages/member/account/index'],
    ]);
    expect(rows()[0].textContent).toContain('Title 2');
    await act(() => render(null, root));
    fakeApi(() => page([]));
    await mountPage(root, MessagesPage, '/pages/member/message/index', 2);
    expect(root.textContent).toContain('No messages yet');
  });

  it('a tap reads at once (row, badge), tells the server and opens what it concerns; the answer sets the count', async () => {
    setUnread(3);
    const calls = fakeApi((path) => (path.endsWith('/read') ? { code: 1, data: { id: 2, read_at: 1, count: 1 } } : page([msg(2, 0, '/pages/member/order/detail?id=2')])));
    await mountAt(MessagesPage);
    await act(() => rows()[0].click());
    expect(rows()[0].className).toBe('inbox-row');
    expect(location.hash).toBe('#/pages/member/order/detail?id=2');
    expect(calls.find((c) => c.path === '/api/message/read')?.fields.get('id')).toBe('2');
    await flush(2);
    expect(unreadMessages.value).toBe(1);
  });

  it('a read the server refuses puts the row back and asks for the count again', async () => {
    setUnread(2);
    const calls = fakeApi((path) => (path.endsWith('/read') ? { code: 0, msg: 'Message not found' }
      : path.endsWith('/countNotRead') ? { code: 1, data: { count: 2 } } : page([msg(5, 0, '/pages/member/sendorder/detail?id=5')])));
    await mountAt(MessagesPage);
    await act(() => rows()[0].click());
    expect(unreadMessages.value).toBe(1);
    history.replaceState(null, '', '/wap/#/pages/member/message/index');
    await flush(3);
    expect(rows()[0].className).toBe('inbox-row unread');
    expect(calls.some((c) => c.path === '/api/message/countNotRead')).toBe(true);
    expect(unreadMessages.value).toBe(2);
  });
});

describe('amounts in messages (design §4c)', () => {
  afterEach(() => setSettings({ currencyList: [] }));

  it('read ¥ with ≈ the chosen currency, converted from the message\'s yuan value; only ¥ in yuan', async () => {
    inDollars();
    const weighed: Message = {
      ...msg(3, 0, '/pages/member/sendorder/detail?id=3'), kind: 'parcel_weighed', title: 'Parcel weighed',
      content: 'Parcel S3 weighs 1,200 g. Shipping to pay: ¥160.00.', parts: ['Parcel S3 weighs 1,200 g. Shipping to pay: ', { yuan: '160.00' }, '.'],
    };
    fakeApi(() => page([weighed]));
    await mountAt(MessagesPage);
    const text = () => rows()[0].querySelector('.inbox-text')!.textContent;
    expect(text()).toBe('Parcel S3 weighs 1,200 g. Shipping to pay: ¥160.00 (≈\u00a0$22.16).');
    await act(() => setCurrency('CNY'));
    expect(text()).toBe('Parcel S3 weighs 1,200 g. Shipping to pay: ¥160.00.');
    setCurrency('USD');
  });
});

describe('the unread count', () => {
  it('is the Me tab’s badge; none for a visitor', async () => {
    fakeApi(() => ({ code: 1, data: { count: 0 } }));
    setUnread(4);
    await mountAt(() => <TabBar current="/" />, '/');
    const me = root.querySelector('a[href="#/pages/user/index"] .badge');
    expect(me?.textContent).toBe('4');
    await act(() => { token.value = ''; });
    expect(unreadMessages.value).toBe(0);
    expect(root.querySelector('a[href="#/pages/user/index"] .badge')).toBeNull();
  });

  it('is said with the right plural form in Russian', async () => {
    await setLang('ru');
    expect([1, 3, 5, 21].map((n) => tn('centre.messagesN', n))).toEqual(['1 новое сообщение', '3 новых сообщения', '5 новых сообщений', '21 новое сообщение']);
    await setLang('en');
    expect(tn('centre.messagesN', 2)).toBe('Messages: 2 new');
  });
});
