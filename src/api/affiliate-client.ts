import wretch from 'wretch';
import { settle, TIMEOUT_MS, apiBase, formEncode, type CallOptions, type Params } from './client';
import { token } from '../state/session';
import { lang } from '../state/lang';
import { currencyCode } from '../state/currency';
import type { Envelope } from './types/common';
import type { AffiliateToken } from './types/affiliate';

/* Apart from client.ts so the first load does not carry it: only the affiliate pages load this. */

/** The affiliate API (spec §7): its own base, Bearer token, s_l and s_c, success code 0, 10300 = expired. */
export function affiliateBase(): string {
  const runtime = (globalThis as { __STOREFRONT__?: { affiliateBase?: string } }).__STOREFRONT__?.affiliateBase;
  return runtime ?? import.meta.env?.VITE_AFFILIATE_BASE ?? `${apiBase()}/affiliate-api`;
}

/** The affiliate API's own envelope. */
type Answer<T> = { code: number; msg?: string; message?: string; data: T };
export const AFFILIATE_TOKEN_EXPIRED = 10300;

/**
 * The Bearer token of the affiliate API, exchanged for the shopper's token (POST auth/token with the `token`
 * header) on the first affiliate call and kept for this tab in sessionStorage, with the tail of the shopper
 * token it was made for: another shopper signing in (or signing out) makes it stale. Never the shopper token.
 */
const STORE_KEY = 'affiliateToken';
type Kept = { bearer: string; of: string };
const tail = (t: string) => t.slice(-8);
let memory: Kept | null = null;

function kept(): string {
  if (!memory) {
    try {
      memory = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? 'null') as Kept | null;
    } catch {
      memory = null;
    }
  }
  return memory && token.value && memory.of === tail(token.value) ? memory.bearer : '';
}

function keep(bearer: string): void {
  memory = bearer ? { bearer, of: tail(token.value) } : null;
  try {
    if (memory) sessionStorage.setItem(STORE_KEY, JSON.stringify(memory));
    else sessionStorage.removeItem(STORE_KEY);
  } catch { /* private mode: memory only */ }
}

/** Forgets the affiliate token (signing out, or the server said 10300). */
export const forgetAffiliateToken = () => keep('');

/** Exchanges the shopper's token for a Bearer token ('' when not signed in or the shopper token is refused). */
async function exchange(): Promise<string> {
  if (!token.value) return '';
  const body = await wretch(`${affiliateBase()}/auth/token`).errorType('json').headers({ token: token.value })
    .options({ signal: AbortSignal.timeout(TIMEOUT_MS) }).content('application/x-www-form-urlencoded')
    .body(formEncode({ s_l: lang.value })).post().json<Answer<AffiliateToken>>();
  const bearer = body.code === 0 && body.data?.token ? body.data.token : '';
  keep(bearer);
  return bearer;
}

/**
 * One affiliate call. The Bearer token is exchanged when there is none; a 10300 on a kept token is answered by
 * exchanging once more and repeating the call; a second 10300 (or none to exchange) is the main API's 401:
 * the session is cleared, a toast, and on these login-only pages the login page after 1.5 s (client.ts settle).
 */
export async function affiliate<T>(path: string, params: Params = {}, opts: CallOptions & { method?: 'GET' | 'POST' } = {}): Promise<T> {
  const all = { s_l: lang.value, s_c: currencyCode.value, ...params };
  const send = (bearer: string) => {
    const w = wretch(`${affiliateBase()}${path}`)
      .errorType('json')
      .headers(bearer ? { Authorization: `Bearer ${bearer}` } : {})
      .options({ signal: AbortSignal.timeout(TIMEOUT_MS) });
    return (opts.method === 'GET' ? w.url(`?${formEncode(all)}`).get() : w.content('application/x-www-form-urlencoded').body(formEncode(all)).post()).json<Answer<T>>();
  };
  const run = async (): Promise<Answer<T>> => {
    const had = kept();
    const first = await send(had || (await exchange()));
    if (first.code !== AFFILIATE_TOKEN_EXPIRED || !had) return first;
    const fresh = await exchange();
    return fresh ? send(fresh) : first;
  };
  const mapped = run().then((b) => {
    if (b.code === AFFILIATE_TOKEN_EXPIRED) forgetAffiliateToken();
    return { ...b, code: b.code === 0 ? 1 : b.code === AFFILIATE_TOKEN_EXPIRED ? 401 : b.code === 1 ? 0 : b.code, msg: b.msg ?? b.message ?? '', time: 0 };
  });
  return settle<T>(mapped as Promise<Envelope<T>>, opts);
}
