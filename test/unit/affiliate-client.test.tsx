import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { REDIRECT_DELAY_MS } from '../../src/api/client';
import { affiliate, forgetAffiliateToken } from '../../src/api/affiliate-client';
import { affiliateRevenue, affiliateWithdraw } from '../../src/api/affiliate';
import { token, userInfo, setSession } from '../../src/state/session';
import { toasts } from '../../src/state/ui';
import { lang } from '../../src/state/lang';
import { setCurrency } from '../../src/state/currency';
import { currentUrl } from '../../src/router/navigate';
import { requireLogin } from '../../src/router/require-login';

/** What the fake affiliate API saw: path, headers, fields. */
type Seen = { path: string; method: string; auth: string | null; shopper: string | null; fields: URLSearchParams };
let seen: Seen[] = [];

/**
 * A fake /affiliate-api: auth/token hands out `aff_1`, `aff_2`… for the shopper token `good` (10300 for any
 * other); other paths answer `route(path, bearer)`.
 */
function fakeApi(route: (path: string, bearer: string) => { code: number; msg?: string; data: unknown }) {
  let issued = 0;
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url, location.href);
    const headers = new Headers(init?.headers ?? req.headers);
    const method = (init?.method ?? req.method).toUpperCase();
    const fields = method === 'GET' ? url.searchParams : new URLSearchParams(String(init?.body ?? ''));
    const path = url.pathname.replace('/affiliate-api', '');
    seen.push({ path, method, auth: headers.get('Authorization'), shopper: headers.get('token'), fields });
    const body = path === '/auth/token'
      ? (headers.get('token') === 'good' ? { code: 0, msg: '', data: { token: `aff_${++issued}`, expires_in: 2_592_000, status: 1 } } : { code: 10300, msg: 'Please sign in', data: null })
      : route(path, (headers.get('Authorization') ?? '').replace('Bearer ', ''));
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
}

beforeEach(() => {
  seen = [];
  toasts.value = [];
  token.value = '';
  userInfo.value = null;
  forgetAffiliateToken();
  lang.value = 'en';
  setCurrency('USD');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the affiliate client', () => {
  it('exchanges the shopper token once for a Bearer token kept for the tab; never sends the shopper token as Bearer', async () => {
    setSession({ token: 'good', id: 1 } as never);
    vi.stubGlobal('fetch', fakeApi((_p, bearer) => ({ code: 0, data: { bearer } })));
    await expect(affiliate('/user/info', {}, { method: 'GET' })).resolves.toEqual({ bearer: 'aff_1' });
    await expect(affiliate('/level/lists', {}, { method: 'GET' })).resolves.toEqual({ bearer: 'aff_1' });
    expect(seen.map((s) => [s.path, s.auth, s.shopper])).toEqual([
      ['/auth/token', null, 'good'], ['/user/info', 'Bearer aff_1', null], ['/level/lists', 'Bearer aff_1', null],
    ]);
    expect(JSON.parse(sessionStorage.getItem('affiliateToken') ?? '{}').bearer).toBe('aff_1');
  });

  it('sends s_l and s_c: in the query of a lookup, in the body of a change', async () => {
    setSession({ token: 'good', id: 1 } as never);
    lang.value = 'ru';
    setCurrency('EUR');
    vi.stubGlobal('fetch', fakeApi(() => ({ code: 0, data: { total: 0, data: [] } })));
    await affiliateRevenue(1, 10);
    const lookup = seen.find((s) => s.path === '/revenue/lists')!;
    expect([lookup.method, lookup.fields.get('s_l'), lookup.fields.get('s_c'), lookup.fields.get('page')]).toEqual(['GET', 'ru', 'EUR', '1']);
    await affiliateWithdraw({ amount: '50.00', method: 'wallet' });
    const change = seen.find((s) => s.path === '/withdraw/apply')!;
    expect([change.method, change.fields.get('s_l'), change.fields.get('s_c'), change.fields.get('amount')]).toEqual(['POST', 'ru', 'EUR', '50.00']);
  });

  it('code 1 rejects with the server\'s message as a toast', async () => {
    setSession({ token: 'good', id: 1 } as never);
    vi.stubGlobal('fetch', fakeApi(() => ({ code: 1, msg: 'The smallest withdrawal is ¥50.00', data: null })));
    await expect(affiliateWithdraw({ amount: '1.00', method: 'wallet' })).rejects.toMatchObject({ message: 'The smallest withdrawal is ¥50.00' });
    expect(toasts.value.at(-1)?.text).toBe('The smallest withdrawal is ¥50.00');
    expect(token.value).toBe('good');
  });

  it('10300 on a kept token: exchanged once more and the call repeated — the shopper stays', async () => {
    setSession({ token: 'good', id: 1 } as never);
    sessionStorage.setItem('affiliateToken', JSON.stringify({ bearer: 'aff_old', of: 'good' }));
    vi.stubGlobal('fetch', fakeApi((_p, bearer) => (bearer === 'aff_old' ? { code: 10300, msg: 'expired', data: null } : { code: 0, data: { bearer } })));
    await expect(affiliate('/user/info')).resolves.toEqual({ bearer: 'aff_1' });
    expect(seen.map((s) => [s.path, s.auth])).toEqual([['/user/info', 'Bearer aff_old'], ['/auth/token', null], ['/user/info', 'Bearer aff_1']]);
    expect(token.value).toBe('good');
    expect(toasts.value).toEqual([]);
  });

  it('10300 that a fresh exchange does not cure: toast, session cleared, login after 1.5 s', async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/wap/#/pages/affiliate/revenue');
    setSession({ token: 'good', id: 1 } as never);
    sessionStorage.setItem('affiliateToken', JSON.stringify({ bearer: 'aff_old', of: 'good' }));
    const Page = requireLogin(() => <p>revenue</p>);
    const root = document.body.appendChild(document.createElement('div'));
    act(() => render(<Page />, root));
    vi.stubGlobal('fetch', fakeApi(() => ({ code: 10300, msg: 'Your affiliate session has expired', data: null })));
    await expect(affiliate('/revenue/lists')).rejects.toMatchObject({ code: 401 });
    act(() => render(null, root));
    expect(seen.map((s) => [s.path, s.auth])).toEqual([['/revenue/lists', 'Bearer aff_old'], ['/auth/token', null], ['/revenue/lists', 'Bearer aff_1']]);
    expect(toasts.value.at(-1)?.text).toBe('Verification failed, please log in again');
    expect(token.value).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('affiliateToken')).toBeNull();
    expect(currentUrl()).toBe('/pages/affiliate/revenue');
    vi.advanceTimersByTime(REDIRECT_DELAY_MS - 1);
    expect(currentUrl()).toBe('/pages/affiliate/revenue');
    vi.advanceTimersByTime(1);
    expect(currentUrl()).toBe('/pages/user/login?redirect=%2Fpages%2Faffiliate%2Frevenue');
  });

  it('signed out: no exchange, the call goes without a token and 10300 sends to login', async () => {
    vi.stubGlobal('fetch', fakeApi(() => ({ code: 10300, msg: 'Please sign in', data: null })));
    await expect(affiliate('/user/info')).rejects.toMatchObject({ code: 401 });
    expect(seen.map((s) => [s.path, s.auth])).toEqual([['/user/info', null]]);
  });
});
