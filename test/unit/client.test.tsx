import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { get, post, ApiError, REDIRECT_DELAY_MS } from '../../src/api/client';
import { token, userInfo, setSession } from '../../src/state/session';
import { toasts, loading } from '../../src/state/ui';
import { setLang } from '../../src/state/lang';
import { currentUrl } from '../../src/router/navigate';
import { requireLogin } from '../../src/router/require-login';
import { render } from 'preact';
import { act } from 'preact/test-utils';

type Call = { url: string; init: RequestInit & { headers: Headers } };
let calls: Call[] = [];

function answer(body: unknown, status = 200) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    calls.push({ url: req.url, init: { ...init, headers: new Headers(init?.headers ?? req.headers) } });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

const lastToast = () => toasts.value.at(-1)?.text;

beforeEach(() => {
  calls = [];
  toasts.value = [];
  token.value = '';
  userInfo.value = null;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('main client: what every request carries', () => {
  it('sends the Guid header (one uuid, kept), the token, clienttype=h5 and lang; GET as query', async () => {
    vi.stubGlobal('fetch', answer({ code: 1, msg: '', time: 0, data: { ok: true } }));
    setSession({ token: 'tok123' } as never);
    await setLang('ru');
    const data = await get<{ ok: boolean }>('/api/index/hotsearch', { a: 1 });
    expect(data).toEqual({ ok: true });
    const { url, init } = calls[0];
    expect(url).toContain('/api/index/hotsearch?');
    const q = new URL(url, 'http://x').searchParams;
    expect(q.get('clienttype')).toBe('h5');
    expect(q.get('lang')).toBe('ru');
    expect(q.get('a')).toBe('1');
    expect(init.headers.get('token')).toBe('tok123');
    const guid = init.headers.get('Guid');
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem('guid')).toBe(guid);
    await get('/api/x');
    expect(calls[1].init.headers.get('Guid')).toBe(guid);
    await setLang('en');
  });

  it('POSTs form-encoded (arrays as key[]), or JSON when flagged', async () => {
    vi.stubGlobal('fetch', answer({ code: 1, msg: '', time: 0, data: null }));
    await post('/api/cart/delete', { ids: [1, 2], remark: 'a b' });
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    const body = new URLSearchParams(String(calls[0].init.body));
    expect(body.getAll('ids[]')).toEqual(['1', '2']);
    expect(body.get('remark')).toBe('a b');
    expect(body.get('clienttype')).toBe('h5');
    await post('/api/cart/batchadd', { goods: [1] }, { json: true });
    expect(calls[1].init.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(String(calls[1].init.body))).toMatchObject({ goods: [1], clienttype: 'h5', lang: 'en' });
  });
});

describe('error catalogue (spec §8)', () => {
  it('code 0: rejects with the server msg and shows it', async () => {
    vi.stubGlobal('fetch', answer({ code: 0, msg: 'Недостаточно средств', time: 0, data: null }));
    await expect(post('/api/paywallet/payBalance')).rejects.toMatchObject({ message: 'Недостаточно средств', code: 0 });
    expect(lastToast()).toBe('Недостаточно средств');
  });

  it('the toast can be switched off per call', async () => {
    vi.stubGlobal('fetch', answer({ code: 0, msg: 'nope', time: 0, data: null }));
    await expect(post('/api/x', {}, { toast: false })).rejects.toBeInstanceOf(ApiError);
    expect(toasts.value).toEqual([]);
  });

  it('401 (HTTP status and body) on a login-only page: toast, session cleared, login after 1.5 s with a way back', async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/wap/#/pages/member/order/index');
    setSession({ token: 'old', id: 1 } as never);
    const Orders = requireLogin(() => <p>orders</p>);
    const root = document.body.appendChild(document.createElement('div'));
    act(() => render(<Orders />, root));
    vi.stubGlobal('fetch', answer({ code: 401, msg: 'Please log in first', time: 0, data: null }, 401));
    await expect(get('/api/order/lists')).rejects.toMatchObject({ code: 401 });
    act(() => render(null, root));
    expect(lastToast()).toBe('Verification failed, please log in again');
    expect(token.value).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
    expect(currentUrl()).toBe('/pages/member/order/index');
    vi.advanceTimersByTime(REDIRECT_DELAY_MS - 1);
    expect(currentUrl()).toBe('/pages/member/order/index');
    vi.advanceTimersByTime(1);
    expect(currentUrl()).toBe('/pages/user/login?redirect=%2Fpages%2Fmember%2Forder%2Findex');
  });

  it('401 for a stored expired token on a public page: the session is dropped, the call made again without it, the visitor stays', async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/wap/#/pages/item/index?tp=taobao&tid=1');
    setSession({ token: 'expired', id: 1 } as never);
    let n = 0;
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const sent = new Headers(init?.headers ?? (input as Request).headers).get('token');
      calls.push({ url: String(input), init: { ...init, headers: new Headers({ token: sent ?? '' }) } });
      n++;
      return sent
        ? new Response(JSON.stringify({ code: 401, msg: 'Please log in first', time: 0, data: null }), { status: 401, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ code: 1, msg: '', time: 0, data: { title: 'Dress' } }), { headers: { 'content-type': 'application/json' } });
    }));
    await expect(get('/api/obapi/getItem', { tid: 1 })).resolves.toEqual({ title: 'Dress' });
    expect(n).toBe(2);
    expect(calls.map((c) => c.init.headers.get('token'))).toEqual(['expired', '']);
    expect(token.value).toBe('');
    expect(toasts.value).toEqual([]);
    vi.advanceTimersByTime(REDIRECT_DELAY_MS * 2);
    expect(currentUrl()).toBe('/pages/item/index?tp=taobao&tid=1');
  });

  it('401 to a write on a public page (the session ended elsewhere): the 401 toast, then login with the way back — not made again without the token, never silent', async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/wap/#/pages/item/index?tp=taobao&tid=1');
    setSession({ token: 'ended', id: 1 } as never);
    vi.stubGlobal('fetch', answer({ code: 401, msg: 'Please log in first', time: 0, data: null }, 401));
    // A tap's call (the loading overlay: add to cart).
    await expect(post('/api/cart/add', { tid: 1 }, { loading: true })).rejects.toMatchObject({ code: 401 });
    expect(calls).toHaveLength(1);
    expect(lastToast()).toBe('Verification failed, please log in again');
    expect(token.value).toBe('');
    expect(loading.value).toBe(false);
    vi.advanceTimersByTime(REDIRECT_DELAY_MS - 1);
    expect(currentUrl()).toBe('/pages/item/index?tp=taobao&tid=1');
    vi.advanceTimersByTime(1);
    expect(currentUrl()).toBe(`/pages/user/login?redirect=${encodeURIComponent('/pages/item/index?tp=taobao&tid=1')}`);
    // Login sits on top of the page: back (or logging in) returns to it.
    history.back();
    await vi.waitFor(() => expect(currentUrl()).toBe('/pages/item/index?tp=taobao&tid=1'));
  });

  it('HTTP 500 is only logged: no toast', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', answer({ code: 500, msg: 'Server error', time: 0, data: null }, 500));
    await expect(get('/api/x')).rejects.toMatchObject({ code: 500 });
    expect(toasts.value).toEqual([]);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('no response: the translated timeout message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(get('/api/x')).rejects.toMatchObject({ code: -1 });
    expect(lastToast()).toBe('The request timed out. Check your network and try again.');
  });

  it('shows the loading overlay only for calls that ask, until they settle', async () => {
    let release!: () => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((r) => { release = () => r(new Response(JSON.stringify({ code: 1, msg: '', time: 0, data: 1 }), { headers: { 'content-type': 'application/json' } })); })));
    const p = post('/api/x', {}, { loading: true });
    expect(loading.value).toBe(true);
    release();
    await p;
    expect(loading.value).toBe(false);
  });
});

// The affiliate client (Bearer exchange, s_l / s_c, 10300): test/unit/affiliate-client.test.tsx.

