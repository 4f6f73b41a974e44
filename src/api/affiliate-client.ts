import wretch from 'wretch';
import { settle, TIMEOUT_MS, apiBase, formEncode, type CallOptions, type Params } from './client';
import { token } from '../state/session';
import { lang } from '../state/lang';
import { currencyCode } from '../state/currency';
import type { Envelope } from './types/common';

/* Apart from client.ts so the first load does not carry it: only the affiliate pages load this. */

/** The affiliate API (spec §7): its own base, Bearer token, s_l and s_c, success code 0, 10300 = expired. */
export function affiliateBase(): string {
  const runtime = (globalThis as { __STOREFRONT__?: { affiliateBase?: string } }).__STOREFRONT__?.affiliateBase;
  return runtime ?? import.meta.env?.VITE_AFFILIATE_BASE ?? `${apiBase()}/affiliate-api`;
}

export async function affiliate<T>(path: string, params: Params = {}, opts: CallOptions & { method?: 'GET' | 'POST' } = {}): Promise<T> {
  const all = { s_l: lang.value, s_c: currencyCode.value, ...params };
  const w = wretch(`${affiliateBase()}${path}`)
    .errorType('json')
    .headers(token.value ? { Authorization: `Bearer ${token.value}` } : {})
    .options({ signal: AbortSignal.timeout(TIMEOUT_MS) });
  const req = (opts.method === 'GET' ? w.url(`?${formEncode(all)}`).get() : w.content('application/x-www-form-urlencoded').body(formEncode(all)).post()).json<{ code: number; msg?: string; message?: string; data: T }>();
  const mapped = req.then((b) => ({ ...b, code: b.code === 0 ? 1 : b.code === 10300 ? 401 : b.code === 1 ? 0 : b.code, msg: b.msg ?? b.message ?? '', time: 0 }));
  return settle<T>(mapped as Promise<Envelope<T>>, opts);
}
