/** Calls to a running shop as the storefront and the back office make them, for test set-up and scripts. */
export type Answer<T = any> = { code: number; msg: string; data: T };
export type Params = Record<string, string | number>;
export type CallOptions = { token?: string; method?: 'GET' | 'POST' };

/** An API call (form-encoded, clienttype, lang en, a fixed Guid); answers the envelope. */
export async function apiCallAt<T = any>(base: string, path: string, params: Params = {}, o: CallOptions = {}): Promise<Answer<T>> {
  const form = new URLSearchParams({ clienttype: 'h5', lang: 'en', ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) }).toString();
  const headers: Record<string, string> = { Guid: 'e2e', ...(o.token ? { token: o.token } : {}) };
  const res = o.method === 'GET'
    ? await fetch(`${base}${path}?${form}`, { headers })
    : await fetch(`${base}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  return (await res.json()) as Answer<T>;
}

/** An API call that answers the data, and throws on any answer but code 1. */
export async function apiDataAt<T = any>(base: string, path: string, params: Params = {}, o: CallOptions = {}): Promise<T> {
  const body = await apiCallAt<T>(base, path, params, o);
  if (body.code !== 1) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

/** An operator call (X-Ops-Token); throws on any answer but code 1. */
export async function opsAt<T = unknown>(base: string, opsToken: string, action: string, params: Params = {}): Promise<T> {
  const res = await fetch(`${base}/ops/${action}`, {
    method: 'POST',
    headers: { 'x-ops-token': opsToken, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString(),
  });
  const body = (await res.json()) as Answer<T>;
  if (body.code !== 1) throw new Error(`ops ${action}: ${body.msg}`);
  return body.data;
}
