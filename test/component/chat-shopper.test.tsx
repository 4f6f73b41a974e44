import { describe, it, expect, beforeAll, afterEach, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { token } from '../../src/state/session';
import { chatUnread } from '../../src/state/unread';
import OnlineService from '../../src/pages/page/onlineservice';
import type { ChatHistory, ChatMessageView } from '../../src/api/types/chat';
import { fakeApi, flush, mountPage, freshRoot, unmount, typeInto, type ApiCall } from './dom';

/** A stand-in for the browser's EventSource: the test opens, fails and feeds each connection. */
class FakeSource {
  static all: FakeSource[] = [];
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(public url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, f: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), f]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    return act(() => this.listeners.get(type)?.forEach((f) => f(new MessageEvent(type, { data: JSON.stringify(data) }))));
  }
}
const lastSource = () => FakeSource.all.at(-1)!;

const msg = (id: number, o: Partial<ChatMessageView> = {}): ChatMessageView => ({
  id, author: 'shopper', staff_id: null, staff_name: '', kind: 'text', text: `Message ${id}`, picture: '', card: null, client_id: '', created_at: 1_764_000_000 + id, ...o,
});
const history = (list: ChatMessageView[], more = false, staffRead = 0): ChatHistory => ({ list, has_more: more, shopper_read_id: 0, staff_read_id: staffRead });

type Answers = Record<string, (f: URLSearchParams) => Record<string, unknown>>;
let calls: ApiCall[] = [];
/** The fake API: each path's answer; chat/status online unless said. */
function api(a: Answers) {
  const all: Answers = {
    '/api/chat/status': () => ({ code: 1, data: { online: true, staff_hours: '09:00–21:00 (UTC+8)', next_open_at: null } }),
    '/api/chat/ticket': () => ({ code: 1, data: { ticket: `t${FakeSource.all.length}`, expires_in: 60 } }),
    '/api/chat/read': (f) => ({ code: 1, data: { shopper_read_id: Number(f.get('message_id')) } }),
    '/api/chat/typing': () => ({ code: 1, data: null }),
    ...a,
  };
  calls = fakeApi((path, f) => all[path]?.(f) ?? { code: 1, data: null });
}
const sent = (path: string) => calls.filter((c) => c.path === path);

let root = null as unknown as HTMLElement;
beforeAll(async () => {
  fakeApi(() => ({ code: 1, data: null }));
  await loadNamespaces(['service', 'upload']);
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  FakeSource.all = [];
  token.value = '';
  await setLang('en');
});
async function open() {
  vi.stubGlobal('EventSource', FakeSource);
  root = freshRoot();
  await mountPage(root, OnlineService, '/pages/page/onlineservice', 3);
}
const bubbles = () => [...root.querySelectorAll('.chat-msg')];
const texts = () => [...root.querySelectorAll('.chat-msg .chat-text')].map((p) => p.textContent);
const button = (name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === name || b.getAttribute('aria-label') === name)!;
/** Lets the page work (its lazy parts arrive by import: slow on a busy machine) until `ok` holds, for up to 15 s. */
async function until(ok: () => unknown) {
  await vi.waitFor(async () => {
    await flush();
    expect(ok()).toBeTruthy();
  }, { timeout: 15_000, interval: 20 });
}
const submit = () => act(() => { root.querySelector('form.chat-composer')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })); });
const tap = async (b: Element, flushes = 2) => {
  await act(() => (b as HTMLElement).click());
  await flush(flushes);
};

describe('the Service tab: the embedded chat', () => {
  it('shows text with HTML in it as text, and only http(s) links as links', async () => {
    api({ '/api/chat/history': () => ({ code: 1, data: history([
      msg(1, { text: '<script>alert(1)</script><img src=x onerror=alert(2)>' }),
      msg(2, { author: 'staff', staff_id: 3, staff_name: 'Lena', text: 'See https://shop.example/help?a=1. Or javascript:alert(3) and www.x.example' }),
    ]) }) });
    await open();
    expect(root.querySelector('script, img[src=x]')).toBeNull();
    expect(texts()[0]).toBe('<script>alert(1)</script><img src=x onerror=alert(2)>');
    const links = [...root.querySelectorAll<HTMLAnchorElement>('.chat-text a')];
    expect(links.map((a) => [a.getAttribute('href'), a.textContent, a.rel])).toEqual([['https://shop.example/help?a=1', 'https://shop.example/help?a=1', 'noopener noreferrer nofollow']]);
    expect(texts()[1]).toBe('See https://shop.example/help?a=1. Or javascript:alert(3) and www.x.example');
    // The staff member's name is over their message.
    expect(bubbles()[1].querySelector('.chat-who')!.textContent).toBe('Lena');
    expect(bubbles()[0].querySelector('.chat-who')).toBeNull();
  });

  it('draws a skeleton until the history arrives, then the newest page; "load earlier" asks for the page before the oldest', async () => {
    let answer: (v: Record<string, unknown>) => void = () => {};
    const first = new Promise<Record<string, unknown>>((r) => (answer = r));
    const byBefore: Record<string, ChatHistory> = { 0: history([msg(31), msg(32)], true), 31: history([msg(29), msg(30)], false) };
    let waited = false;
    calls = fakeApi(() => ({ code: 1, data: null }));
    vi.stubGlobal('fetch', vi.fn(async (u: string, init: RequestInit = {}) => {
      const url = new URL(String(u), location.href);
      const f = new URLSearchParams(typeof init.body === 'string' ? init.body : '');
      calls.push({ path: url.pathname, fields: f });
      let body: Record<string, unknown> = { code: 1, data: null };
      if (url.pathname === '/api/chat/history') {
        if (!waited) {
          waited = true;
          body = await first;
        } else body = { code: 1, data: byBefore[f.get('before_id')!] };
      }
      if (url.pathname === '/api/chat/ticket') body = { code: 1, data: { ticket: 'a', expires_in: 60 } };
      if (url.pathname === '/api/chat/status') body = { code: 1, data: { online: true, staff_hours: '', next_open_at: null } };
      return new Response(JSON.stringify({ time: 0, msg: '', ...body }), { headers: { 'content-type': 'application/json' } });
    }));
    await open();
    expect(root.querySelector('.chat-list[aria-busy=true] .chat-sk')).not.toBeNull();
    answer({ code: 1, data: byBefore[0] });
    await flush(3);
    expect(root.querySelector('[aria-busy=true]')).toBeNull();
    expect(texts()).toEqual(['Message 31', 'Message 32']);
    await tap(button('Load earlier messages'), 3);
    expect(sent('/api/chat/history').map((c) => c.fields.get('before_id'))).toEqual(['0', '31']);
    expect(texts()).toEqual(['Message 29', 'Message 30', 'Message 31', 'Message 32']);
    // No more pages: the button goes.
    expect(root.textContent).not.toContain('Load earlier messages');
  });

  it('sends at once as "sending"; a refusal keeps the message with the server\'s words, a retry with the same client_id, and edit puts it back', async () => {
    let refuse = true;
    api({
      '/api/chat/history': () => ({ code: 1, data: history([]) }),
      '/api/chat/send': (f) => (refuse ? { code: 0, msg: 'The message is too long' } : { code: 1, data: msg(5, { text: f.get('text')!, client_id: f.get('client_id')! }) }),
    });
    await open();
    await typeInto(root, 'chat-text', '  Is this the right size?  ');
    await submit();
    await flush(3);
    // The composer is empty; the message waits at the bottom with what the server said.
    expect(root.querySelector<HTMLTextAreaElement>('#chat-text')!.value).toBe('');
    expect(texts()).toEqual(['Is this the right size?']);
    expect(root.querySelector('.chat-failed')!.textContent).toContain('The message is too long');
    const first = sent('/api/chat/send')[0].fields;
    expect([first.get('kind'), first.get('text')]).toEqual(['text', 'Is this the right size?']);
    expect(first.get('client_id')).toMatch(/^[0-9a-z]{8,}$/);

    // Edit: back in the composer, nothing lost.
    await tap(button('Edit'));
    expect(root.querySelector<HTMLTextAreaElement>('#chat-text')!.value).toBe('Is this the right size?');
    expect(bubbles()).toHaveLength(0);

    // Sent again, refused again; then retried once the server takes it: the same client_id, shown once.
    await submit();
    await flush(3);
    refuse = false;
    await tap(button('Retry'), 3);
    const [, again, retry] = sent('/api/chat/send').map((c) => c.fields.get('client_id'));
    expect(retry).toBe(again);
    expect(texts()).toEqual(['Is this the right size?']);
    expect(root.querySelector('.chat-failed')).toBeNull();
    expect(root.textContent).not.toContain('Sending…');
  });

  it('shows a message once when the stream brings one already shown, opens the stream after the newest and resumes after a cut with a new ticket', async () => {
    api({ '/api/chat/history': () => ({ code: 1, data: history([msg(7), msg(8, { author: 'staff', staff_name: 'Ivan' })], false, 7) }) });
    await open();
    expect(sent('/api/chat/ticket')).toHaveLength(1);
    const s = lastSource();
    expect(s.url).toContain('ticket=t0');
    expect(s.url).toContain('last_event_id=8');
    expect(s.url).not.toContain('token');
    await act(() => s.onopen?.());
    // Read marks: the shopper's message 7 has been read by staff; the staff's 8 is marked read and the badge goes.
    expect(bubbles()[0].querySelector('.chat-read')!.textContent).toBe('✓ Read');
    expect(sent('/api/chat/read').map((c) => c.fields.get('message_id'))).toEqual(['8']);

    await s.emit('message', msg(8, { author: 'staff', staff_name: 'Ivan' }));
    await s.emit('typing', { by: 'staff' });
    expect(root.textContent).toContain('Customer service is typing…');
    await s.emit('message', msg(9, { author: 'staff', staff_name: 'Ivan', text: 'Yes, it fits' }));
    expect(texts()).toEqual(['Message 7', 'Message 8', 'Yes, it fits']);
    expect(root.textContent).not.toContain('typing…');

    // The line drops: "reconnecting", a new ticket, and the new stream starts after 9.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(() => s.onerror?.());
      expect(s.closed).toBe(true);
      expect(root.textContent).toContain('Connection lost. Reconnecting…');
      await act(async () => { await vi.advanceTimersByTimeAsync(1000); });
    } finally {
      vi.useRealTimers();
    }
    await flush(3);
    expect(sent('/api/chat/ticket')).toHaveLength(2);
    const s2 = lastSource();
    expect(s2).not.toBe(s);
    expect(s2.url).toContain('ticket=t1');
    expect(s2.url).toContain('last_event_id=9');
    await act(() => s2.onopen?.());
    expect(root.textContent).not.toContain('Reconnecting');
    await s2.emit('message', msg(9, { author: 'staff', staff_name: 'Ivan', text: 'Yes, it fits' }));
    expect(texts()).toEqual(['Message 7', 'Message 8', 'Yes, it fits']);
  });

  it("a staff reply coming over the stream marks the shopper's messages before it read (staff read what they answer)", async () => {
    api({ '/api/chat/history': () => ({ code: 1, data: history([msg(4), msg(5)], false, 0) }) });
    await open();
    const s = lastSource();
    await act(() => s.onopen?.());
    expect(root.querySelectorAll('.chat-read')).toHaveLength(0);
    await s.emit('message', msg(6, { author: 'staff', staff_name: 'Ivan', text: 'Yes' }));
    expect(bubbles().slice(0, 2).map((b) => b.querySelector('.chat-read')?.textContent)).toEqual(['✓ Read', '✓ Read']);
  });

  it('a send answered after the stream brought the same message shows it once', async () => {
    let release: () => void = () => {};
    api({ '/api/chat/history': () => ({ code: 1, data: history([]) }) });
    const inner = fetch;
    vi.stubGlobal('fetch', vi.fn(async (u: string, init?: RequestInit) => {
      if (String(u).endsWith('/api/chat/send')) {
        await new Promise<void>((r) => (release = r));
        const f = new URLSearchParams(String(init!.body));
        return new Response(JSON.stringify({ code: 1, msg: '', time: 0, data: msg(3, { text: f.get('text')!, client_id: f.get('client_id')! }) }), { headers: { 'content-type': 'application/json' } });
      }
      return inner(u, init);
    }));
    await open();
    await typeInto(root, 'chat-text', 'Hello');
    await submit();
    await flush();
    expect(root.textContent).toContain('Sending…');
    // The stream is quicker than the send's answer: it carries the client_id, so the pending one is that message.
    const pending = [...root.querySelectorAll('.chat-msg')];
    expect(pending).toHaveLength(1);
    const body = vi.mocked(fetch).mock.calls.find((c) => String(c[0]).endsWith('/api/chat/send'))![1]!.body as string;
    await lastSource().emit('message', msg(3, { text: 'Hello', client_id: new URLSearchParams(body).get('client_id')! }));
    expect(texts()).toEqual(['Hello']);
    release();
    await flush(3);
    expect(texts()).toEqual(['Hello']);
    expect(root.textContent).not.toContain('Sending…');
  });

  it('when nobody answers: when they will, the hours, and the shop\'s contacts', async () => {
    api({
      '/api/chat/history': () => ({ code: 1, data: history([]) }),
      '/api/chat/status': () => ({ code: 1, data: { online: false, staff_hours: '09:00–21:00 (UTC+8)', next_open_at: 1_764_637_200 } }),
      '/api/other/server': () => ({ code: 1, data: { phone: '+86 20 1234 5678', email: 'help@buyforme.example', whatsapp: '', telegram: '', wechat: '', hours: '', address: '' } }),
    });
    await open();
    await until(() => root.querySelector('.chat-away .contact-row'));
    const away = root.querySelector('.chat-away')!;
    expect(away.querySelector('b')!.textContent).toMatch(/^We are away right now and answer from .+: leave a message here\.$/);
    expect(away.textContent).toContain('Our hours: 09:00–21:00 (UTC+8)');
    // The contacts folded under one line, so the conversation keeps the screen.
    expect(away.querySelector('details:not([open]) summary')!.textContent).toBe('How else to reach us');
    expect([...away.querySelectorAll('details a')].map((a) => a.getAttribute('href'))).toEqual(['tel:+862012345678', 'mailto:help@buyforme.example']);
    // The composer is there all the same: a message left is answered later.
    expect(root.querySelector('#chat-text')).not.toBeNull();
  });

  it('online: no notice; a visitor can write but is asked to sign in for a picture or a card', async () => {
    api({ '/api/chat/history': () => ({ code: 1, data: history([]) }) });
    await open();
    expect(root.querySelector('.chat-away')).toBeNull();
    expect(root.textContent).toContain('Ask us anything');
    await tap(button('Attach'));
    expect(root.querySelector('.chat-signin')!.textContent).toContain('Sign in to send a picture, an order, a parcel or an item.');
    expect(document.querySelector('.sheet')).toBeNull();
  });

  it('a shopper\'s "+" lists their latest orders, parcels and items; one chosen is sent as a card', async () => {
    token.value = 'tk';
    chatUnread.value = 2;
    api({
      '/api/chat/history': () => ({ code: 1, data: history([msg(1, { author: 'staff' })]) }),
      '/api/order/lists': () => ({ code: 1, data: { total: 1, per_page: 5, current_page: 1, last_page: 1, data: [{ id: 41, sn: 'O2026001', status_text: 'Paid', total: '120.00' }], counts: {} } }),
      '/api/sendorder/lists': () => ({ code: 1, data: { total: 0, per_page: 5, current_page: 1, last_page: 1, data: [], counts: {} } }),
      '/api/history/lists': () => ({ code: 1, data: { total: 1, per_page: 5, current_page: 1, last_page: 1, data: [{ id: 1, item_id: 77, viewed_at: 0, goods: { title: 'Linen shirt', price: '59.00' } }] } }),
      '/api/favorites/lists': () => ({ code: 1, data: { total: 1, per_page: 5, current_page: 1, last_page: 1, data: [{ id: 2, item_id: 77, created_at: 0, goods: { title: 'Linen shirt', price: '59.00' } }] } }),
      '/api/chat/send': (f) => ({ code: 1, data: msg(2, { kind: 'card', text: '', client_id: f.get('client_id')!, card: { type: 'order', id: 41, number: 'O2026001', status_text: 'Paid', amount: '120.00' } }) }),
    });
    await open();
    // The chat was read: the Service tab's badge is gone.
    expect(chatUnread.value).toBe(0);
    await tap(button('Attach'));
    await until(() => document.querySelectorAll('.sheet .sheet-item').length === 4);
    const items = [...document.querySelectorAll('.sheet .sheet-item')].map((b) => b.textContent);
    expect(items).toEqual(['A picture', 'Order O2026001 · Paid', 'Item Linen shirt', 'Cancel']);
    await tap([...document.querySelectorAll<HTMLButtonElement>('.sheet .sheet-item')][1], 3);
    const f = sent('/api/chat/send')[0].fields;
    expect([f.get('kind'), f.get('card_type'), f.get('card_id')]).toEqual(['card', 'order', '41']);
    const card = root.querySelector<HTMLAnchorElement>('.chat-msg.mine a.chat-card')!;
    expect(card.getAttribute('href')).toBe('#/pages/member/order/detail?id=41');
    expect(card.textContent).toContain('O2026001');
  });
});
