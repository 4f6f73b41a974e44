import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, OPS_TOKEN, type Harness } from '../server/harness';
import { makeOrder, newShopper } from '../server/fixtures';
import { makeOnepay, makeParcel } from '../server/pay-fixtures';
import { addresses, affiliates } from '../../server/db/schema';
import { issueToken } from '../../server/domain/account/tokens';
import { targetsOf, type Target } from './calls';
import { describeRequest, malformed, rng, type Malformed } from './malformed';
import { listen } from '../../server/http/listen';

/**
 * Every call of the reference server — each /api call Hono has registered, the affiliate API, the vitals beacon
 * and the operator calls — sent at least 10 000 malformed requests from a seeded generator (./malformed.ts).
 * Every answer must be below 500, carry no stack trace or SQL, and be the envelope of its API: FastAdmin's
 * `{ code, msg, time, data }` for /api and /ops, `{ code, msg, data }` for /affiliate-api, the bare 204 / 400 /
 * 413 the beacon documents (routes/vitals.ts). Afterwards no global prototype is polluted and the server still
 * logs the demo shopper in and reads the catalogue. A failure prints FUZZ_SEED and the request number: run
 * `FUZZ_SEED=<seed> npx vitest run --project reliability test/reliability/fuzz.test.ts` to send the same requests.
 * The requests go over a real HTTP connection (the server's own `listen`, fetch's keep-alive pool): every one must
 * get an answer — a connection cut under a request ("other side closed") is a failure (issue 33 #9).
 * (Folds in the former test/server/fuzz-input.test.ts: its values and its examples are here.)
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
/** Requests per /api, /affiliate-api and beacon call; operator calls get fewer. */
const PER_CALL = 50;
const PER_OPS_CALL = 8;

let h: Harness;
let origin = '';
let server: ReturnType<typeof listen> | undefined;
const realIds: number[] = [];
let shopperId = 0;
let bearer = '';
beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  h = await harness();
  server = await new Promise<ReturnType<typeof listen>>((resolve) => {
    const s = listen(h.app.fetch, { port: 0 }, () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  // A shopper with something of everything, so that real ids reach past "not found" into the calls' work.
  const s = await newShopper(h.db, { balanceFen: 100_000 });
  shopperId = s.user.id;
  const unpaid = await makeOrder(h.db, s.user.id, { goods: 2 });
  const stored = await makeOrder(h.db, s.user.id, { status: 3, goods: 2 });
  const parcel = await makeParcel(h.db, s.user.id, 1);
  const onepay = await makeOnepay(h.db, s.user.id);
  const [address] = await h.db.insert(addresses).values({ userId: s.user.id, name: 'Fuzz', mcode: '+7', mobile: '9001234567', countryId: 1, city: 'X', address: 'Y', zipcode: '1', createdAt: 0 }).returning();
  realIds.push(unpaid.order.id, unpaid.group.id, stored.order.id, ...stored.goods.map((g) => g.id), ...unpaid.goods.map((g) => g.id), parcel.id, onepay.id, address.id, 1, 2);
  // An approved affiliate's Bearer token for the affiliate API.
  const ex = await h.call('/affiliate-api/auth/token', {}, { token: s.token });
  bearer = ex.data.token;
  await h.call('/affiliate-api/user/apply', { channel: 'Blog', contact: 'fuzz@example.com', reason: 'fuzz' }, { headers: { authorization: `Bearer ${bearer}` } });
  const [row] = await h.db.select().from(affiliates).where(eq(affiliates.userId, s.user.id));
  expect((await h.ops('affiliate_approve', { id: row.id })).code).toBe(1);
});
afterAll(() => void server?.close());

/** What no answer may show: a stack trace, a file of the server, or the database's own words. */
const LEAKS: [string, RegExp][] = [
  ['stack trace', /\bat (async )?[\w$.<>[\] ]+ \(?[^()\s]+:\d+:\d+\)?|node:internal|node_modules|\.ts:\d+|\/work\//],
  ['error class', /\b(TypeError|ReferenceError|RangeError|SyntaxError|ZodError|PostgresError|DrizzleError|DrizzleQueryError)\b/],
  ['SQL', /Failed query|syntax error at or near|relation "|column "|violates (unique|foreign key|check|not-null) constraint|duplicate key value|invalid input syntax for|out of range for type|invalid byte sequence|current transaction is aborted|\bselect\b[\s\S]{1,200}\bfrom\s+"/i],
  ['database engine', /\bPGlite\b|\bpostgres(ql)?\b.*error|\bdrizzle\b/i],
];

const isEnvelope = (j: any) => j && typeof j === 'object' && typeof j.code === 'number' && typeof j.msg === 'string' && typeof j.time === 'number' && 'data' in j;
const isAffiliateEnvelope = (j: any) => j && typeof j === 'object' && [0, 1, 10300].includes(j.code) && typeof j.msg === 'string' && 'data' in j && !('time' in j);

/** Why an answer is wrong, or null. */
function judge(t: Target, m: Malformed, status: number, type: string, text: string): string | null {
  if (status === 0) return `no answer (${text})`;
  if (status >= 500) return `status ${status}`;
  for (const [what, re] of LEAKS) if (re.test(text)) return `${what} in the answer`;
  if (t.family === 'beacon' && m.method === 'POST') {
    return [204, 400, 413].includes(status) && text === '' ? null : `beacon answered ${status} ${JSON.stringify(text.slice(0, 80))} (documented: bare 204 / 400 / 413)`;
  }
  if (!type.includes('application/json')) return `not JSON (${type || 'no content-type'})`;
  let json: unknown;
  try { json = JSON.parse(text); } catch { return 'body is not JSON'; }
  if (t.family === 'affiliate') return isAffiliateEnvelope(json) ? null : 'not the affiliate envelope { code: 0|1|10300, msg, data }';
  if (!isEnvelope(json)) return 'not the envelope { code, msg, time, data }';
  const code = (json as { code: number }).code;
  if (code === 500) return 'envelope code 500';
  if (status !== 200 && code !== status && !(status === 413 && code === 0) && !(status === 404 && code === 0)) return `status ${status} with code ${code}`;
  return null;
}

async function send(m: Malformed, token: string): Promise<{ status: number; type: string; text: string }> {
  const headers = { ...m.headers };
  let query = m.query;
  if (m.auth === 'token') headers.token = token;
  if (m.auth === 'bogus-token') headers.token = 'f'.repeat(64);
  if (m.auth === 'query-token') query += `&token=${token}`;
  if (m.auth === 'ops') headers['x-ops-token'] = OPS_TOKEN;
  if (m.auth === 'bearer') headers.authorization = `Bearer ${bearer}`;
  if (m.auth === 'bogus-bearer') headers.authorization = 'Bearer ' + 'x'.repeat(40);
  try {
    const res = await fetch(`${origin}${m.path}?${query}`, { method: m.method, headers, body: m.method === 'POST' ? m.body : undefined });
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, type: '', text: `${cause?.code ?? ''} ${cause?.message ?? String(err)}` };
  }
}

describe('malformed requests to every call (fuzz)', () => {
  it(`≥ 10 000 malformed requests: no 500, no leak, an envelope on every answer, seed ${SEED}`, async () => {
    const targets = targetsOf(h.app);
    const families = (f: Target['family']) => targets.filter((t) => t.family === f).length;
    expect(families('api')).toBeGreaterThan(150);
    expect(families('affiliate')).toBeGreaterThan(5);
    expect(families('beacon')).toBe(1);
    const before = Object.getOwnPropertyNames(Object.prototype).join();

    // All requests are made first, in order, from the seed alone: the same seed sends the same requests.
    const r = rng(SEED);
    const plan: { t: Target; m: Malformed }[] = [];
    for (const t of targets) {
      const n = t.family === 'ops' ? PER_OPS_CALL : PER_CALL;
      for (let i = 0; i < n; i++) plan.push({ t, m: malformed(r, plan.length, t, realIds) });
    }
    // Each call's own token: a logout fuzzed on one call does not sign the shopper out of the others.
    const tokens = new Map<string, string>();
    for (const t of targets) tokens.set(t.path, (await issueToken(h.db, shopperId, Math.floor(Date.now() / 1000))).token);

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    // One at a time, in order (PGlite answers one query at a time anyway): the same seed meets the same state.
    for (const { t, m } of plan) {
      const a = await send(m, tokens.get(t.path)!);
      statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
      const why = judge(t, m, a.status, a.type, a.text);
      if (why) failures.push(`${why}: ${describeRequest(m, SEED)}\n    → ${a.status} ${a.text.slice(0, 400)}`);
    }

    const apiRequests = plan.filter((p) => p.t.family !== 'ops').length;
    console.info(`fuzz: ${plan.length} requests (${apiRequests} to /api, /affiliate-api and the beacon) over ${targets.length} calls, seed ${SEED}; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(apiRequests).toBeGreaterThanOrEqual(10_000);
    expect(failures.slice(0, 20), `${failures.length} bad answers (FUZZ_SEED=${SEED})`).toEqual([]);
    expect(Object.getOwnPropertyNames(Object.prototype).join(), 'Object.prototype was polluted').toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 600_000); // ~100 s here over HTTP with other suites running; the margin is for a busier machine

  it('the server is healthy afterwards: the demo shopper logs in, the catalogue reads, a new shopper pays', async () => {
    const token = await h.login();
    expect((await h.call('/api/user/info', {}, { token })).code).toBe(1);
    expect((await h.call('/api/index/category', {}, { method: 'GET' })).code).toBe(1);
    const list = await h.call('/api/obapi/getItemlist', { keyword: '', page: 1, pagesize: 10 }, { method: 'GET' });
    expect(list.code).toBe(1);
    const s = await newShopper(h.db, { balanceFen: 10_000 });
    const { group } = await makeOrder(h.db, s.user.id);
    expect((await h.call('/api/paywallet/payBalance', { sn: group.sn }, { token: s.token })).code).toBe(1);
  });

  it('the examples of the earlier probes: out-of-range ids, a NUL in a text field, money beyond the columns', async () => {
    const { token } = await newShopper(h.db, { balanceFen: 100_000 });
    for (const [path, params] of [
      ['/api/index/getFloor', { id: '2147483648' }], ['/api/offlinepay/getinfo', { id: '2147483648' }], ['/api/obapi/getItemlist', { start_price: '99999999999' }],
      ['/api/adszone/getAdsByMark', { mark: 'a\u0000b' }], ['/api/user/login', { account: 'a\u0000b', password: 'x' }],
    ] as const) {
      const r = await h.call(path, params, { method: 'GET' });
      expect(r.status, path).toBeLessThan(500);
      expect(r.code, path).toBe(0);
    }
    expect((await h.call('/api/order/detail', { id: '2147483648' }, { token })).code).toBe(0);
    const manual = { url: 'https://item.taobao.com/item.htm?id=1', title: 'Big', seller: 'S' };
    expect(await h.call('/api/cart/add', { ...manual, price: '21474836.48', quantity: 1 }, { token })).toMatchObject({ code: 0 });
    // ¥300 000 × 9 999 would overflow every later total: refused at the edge, and the cart keeps working.
    const tooMany = await h.call('/api/cart/add', { ...manual, price: '300000', quantity: 9999 }, { token });
    expect(tooMany.code).toBe(0);
    expect(tooMany.msg).toMatch(/at most ¥10000000\.00/);
    expect((await h.call('/api/cart/getList', {}, { token })).code).toBe(1);
    const remit = await h.call('/api/remit/add', { sn: 'OG000000000000', amount: '21474836.48' }, { token });
    expect(remit.status).toBeLessThan(500);
    expect(remit.code).toBe(0);
  });

  it('a NUL nested in JSON (a goods list, a declaration, an image list) is refused as the field it is in, not a 500', async () => {
    const s = await newShopper(h.db);
    const stored = await makeOrder(h.db, s.user.id, { status: 3, goods: 2 });
    const [address] = await h.db.insert(addresses).values({ userId: s.user.id, name: 'N', mcode: '+7', mobile: '9001234567', countryId: 1, city: 'X', address: 'Y', zipcode: '1', createdAt: 0 }).returning();
    const NUL = '\\u0000'; // as JSON writes it: the character arrives only once the server parses the JSON
    const goods = `[{"url":"https://item.taobao.com/item.htm?id=1","title":"a${NUL}b","price":"10","seller":"S"}]`;
    expect(await h.call('/api/cart/batchadd', { goods }, { token: s.token })).toMatchObject({ status: 200, code: 0, msg: 'Invalid parameter: goods.0.title' });
    const json = await h.app.request('/api/cart/batchadd', { method: 'POST', headers: { token: s.token, 'content-type': 'application/json' }, body: `{"goods":${goods}}` });
    expect(await json.json()).toMatchObject({ code: 0, msg: 'Invalid parameter: goods.0.title' });
    const declaration = JSON.stringify(stored.goods.map((g) => ({ goods_id: g.id, type: 'c\u0000', value: '50' })));
    const packed = await h.call('/api/order/ordertopackage', { goods_ids: stored.goods.map((g) => g.id).join(','), address_id: address.id, line_id: 1, insurance: 1, declaration }, { token: s.token });
    expect(packed).toMatchObject({ status: 200, code: 0, msg: 'Invalid parameter: declaration.0.type' });
    const proof = await h.call('/affiliate-api/promotion/submit', { id: 1, content: 'x', images: `["/uploads/a${NUL}.png"]` }, { headers: { authorization: `Bearer ${bearer}` } });
    expect(proof).toMatchObject({ status: 200, code: 1, msg: 'Invalid parameter: images.0' });
    // An object whose toString is not a function, where a list tab or an id list is read: refused, not a 500.
    for (const [path, body] of [['/api/orders/oplists', '{"status":{"toString":"x","valueOf":1}}'], ['/api/cart/delete', '{"ids":[{"toString":"x"}]}']]) {
      const r = await h.app.request(path, { method: 'POST', headers: { token: s.token, 'content-type': 'application/json' }, body });
      expect(r.status, path).toBe(200);
      expect(await r.json(), path).toMatchObject({ code: 0 });
    }
    // Nothing of it was stored: the cart is empty.
    expect((await h.call('/api/cart/getCount', {}, { token: s.token })).data).toMatchObject({ count: 0 });
  });
});
