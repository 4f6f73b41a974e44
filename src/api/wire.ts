/**
 * How a call looks on the wire, with nothing else attached: where the API lives, FastAdmin's form
 * encoding, and a call's identity. Shared by the client and by the early script of index.html
 * (src/early/), which must not pull in the app.
 */

export type Params = Record<string, string | number | boolean | null | undefined | (string | number)[]>;
export type Method = 'GET' | 'POST';

/** Where the main API lives: VITE_API_BASE at build time, window.__STOREFRONT__.apiBase at run time, else this site. */
export function apiBase(): string {
  const runtime = (globalThis as { __STOREFRONT__?: { apiBase?: string } }).__STOREFRONT__?.apiBase;
  // `||`, not `??`: with no VITE_API_BASE the build folds `(void 0 || '')` to '' (not `void 0 ?? ''`), bytes of every first load.
  return runtime ?? (import.meta.env?.VITE_API_BASE || '');
}

/** Form-encodes params the way FastAdmin reads them (arrays as key[]). */
export function formEncode(params: Params = {}): string {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) v.forEach((x) => form.append(`${k}[]`, String(x)));
    else form.append(k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  }
  return form.toString();
}

/** A call's identity: method, path and its fields whatever their order (two calls with one key get one answer). */
export const callKey = (method: Method, path: string, params: Params): string => `${method} ${path}?${formEncode(params).split('&').sort().join('&')}`;
