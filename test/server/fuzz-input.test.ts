import { describe, it, expect, beforeAll, vi } from 'vitest';
import { harness, OPS_TOKEN, type Harness } from './harness';
import { newShopper } from './fixtures';

/**
 * Every call of the server, fed what a careless or hostile client sends (OWASP API4/API8): numbers beyond what
 * a 32-bit column holds, 1e20, NaN, negative and fractional numbers, NUL and other control characters,
 * amounts beyond the money columns — with and without a token. Each answer is an envelope, never a 500.
 */
let h: Harness;
let token = '';
beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  h = await harness();
  token = (await newShopper(h.db, { balanceFen: 100_000 })).token;
});

/** Sends like the storefront (form-encoded POST, or GET query) and answers the status and the envelope's code (0 when not JSON). */
async function send(path: string, params: Record<string, string>, o: { token?: string; ops?: boolean; get?: boolean }) {
  const form = new URLSearchParams({ clienttype: 'h5', lang: 'en', ...params }).toString();
  const headers: Record<string, string> = { Guid: 'fuzz', ...(o.token ? { token: o.token } : {}), ...(o.ops ? { 'x-ops-token': OPS_TOKEN } : {}) };
  const res = o.get
    ? await h.app.request(`${path}?${form}`, { headers })
    : await h.app.request(path, { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  const json = (res.headers.get('content-type') ?? '').includes('json') ? ((await res.json()) as { code: number; msg: string }) : { code: 0, msg: '' };
  return { status: res.status, ...json };
}

/** The field names calls take, each given the bad value at once (a call reads the ones it knows). */
const FIELDS = ['id', 'ids', 'goods_id', 'order_id', 'item_id', 'line_id', 'address_id', 'country_id', 'region_id', 'coupon_id', 'cid', 'pid',
  'page', 'pagesize', 'status', 'type', 'tp', 'tid', 'num_iid', 'sku_id', 'quantity', 'num', 'price', 'amount', 'start_price', 'end_price',
  'weight', 'length', 'width', 'height', 'days', 'mark', 'keyword', 'account', 'password', 'email', 'mobile', 'sn', 'title', 'url',
  'content', 'remark', 'name', 'address', 'city', 'zipcode', 'event', 'code', 'captcha', 'shipping', 'seller', 'insurance', 'declaration', 'lang'];
const BAD: Record<string, string> = {
  int32: '2147483648', huge: '1e20', nan: 'NaN', negative: '-2147483649', fraction: '3.5', money: '21474836.48', nul: 'a\u0000b', bell: '\u0007x',
};

describe('every call answers an envelope to bad input (fuzz)', () => {
  it('no 500 for any call, bad value, token or not', async () => {
    // A shopper of its own: the fuzz calls logout and write_off with this token too.
    const { token } = await newShopper(h.db, { balanceFen: 100_000 });
    const paths = [...new Set(h.app.routes.filter((r) => r.method === 'POST' && (r.path.startsWith('/api/') || r.path.startsWith('/ops/'))).map((r) => r.path))];
    expect(paths.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const path of paths) {
      for (const [kind, value] of Object.entries(BAD)) {
        const params = Object.fromEntries(FIELDS.map((f) => [f, value]));
        for (const auth of [{}, { token, ops: true }]) {
          const who = 'token' in auth ? 'with token' : 'visitor';
          const r = await send(path, params, auth);
          if (r.status >= 500 || r.code === 500) failures.push(`${path} ${kind} ${who}: ${r.status} ${r.msg}`);
          const q = await send(path, { id: value, page: value, mark: value }, { ...auth, get: true });
          if (q.status >= 500 || q.code === 500) failures.push(`GET ${path} ${kind} ${who}: ${q.status} ${q.msg}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('the examples of the probes: out-of-range ids, a NUL in a text field, money beyond the columns', async () => {
    for (const [path, params] of [
      ['/api/index/getFloor', { id: '2147483648' }], ['/api/offlinepay/getinfo', { id: '2147483648' }], ['/api/obapi/getItemlist', { start_price: '99999999999' }],
      ['/api/adszone/getAdsByMark', { mark: 'a\u0000b' }], ['/api/user/login', { account: 'a\u0000b', password: 'x' }],
    ] as const) {
      const r = await h.call(path, params, { method: 'GET' });
      expect(r.status, path).toBeLessThan(500);
      expect(r.code, path).toBe(0);
    }
    const detail = await h.call('/api/order/detail', { id: '2147483648' }, { token });
    expect(detail.code).toBe(0);
    const manual = { url: 'https://item.taobao.com/item.htm?id=1', title: 'Big', seller: 'S' };
    const tooDear = await h.call('/api/cart/add', { ...manual, price: '21474836.48', quantity: 1 }, { token });
    expect(tooDear).toMatchObject({ code: 0 });
    // ¥300 000 × 9 999 would overflow every later total: refused at the edge, and the cart keeps working.
    const tooMany = await h.call('/api/cart/add', { ...manual, price: '300000', quantity: 9999 }, { token });
    expect(tooMany.code).toBe(0);
    expect(tooMany.msg).toMatch(/at most ¥10000000\.00/);
    expect((await h.call('/api/cart/getList', {}, { token })).code).toBe(1);
    const remit = await h.call('/api/remit/add', { sn: 'OG000000000000', amount: '21474836.48' }, { token });
    expect(remit.status).toBeLessThan(500);
    expect(remit.code).toBe(0);
  });
});
