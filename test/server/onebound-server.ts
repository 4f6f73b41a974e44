import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { freePort } from './smtp-sink.ts';

/**
 * A contract server for the OneBound product-data API (issue 35): a real HTTP server on 127.0.0.1 that answers
 * `GET /{platform}/{api_name}/?key=…&secret=…` from the recorded answers in `test/fixtures/onebound/` (see the README
 * there for where each shape comes from), checks the key and secret, translates titles and options for `lang=en|ru`,
 * counts every call, and serves the item pictures (small real JPEG/WEBP made with sharp) at `/img/<name>.(jpg|webp)`.
 * It can be taken down (`down('503' | 'hang' | 'reset')`), run out of quota (`quota(true)`), slowed (`delay(ms)`),
 * and have an item changed or delisted (`patchItem`, `delist`) to test a price re-check. With `synthetic(true)` it
 * answers item_get for any id it has no recording of with a copy of its platform's recorded item (for a benchmark).
 */

export const FIXTURES_DIR = join(import.meta.dirname, '..', 'fixtures', 'onebound');
export const PLATFORMS = ['taobao', '1688', 'jd', 'micro'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const APIS = ['item_get', 'item_search', 'upload_img', 'item_search_img', 'item_review'] as const;
export type Api = (typeof APIS)[number];

/** The recorded ids and queries, for tests that open them. */
export const RECORDED = {
  taobaoWithSkus: '652874751412',
  taobaoPriceZero: '700000000001',
  taobaoDelisted: '610000000002',
  taobaoTruncated: '609000000001',
  item1688: '639741530227',
  jd: '100012043978',
  weidianNoSkus: '4455667788',
  searchQuery: '连衣裙',
  imgid: '/i4/O1CN01Lb9Jb61wTdRCNTiYx_!!0-mtopupload.jpg',
  unknownId: '123456789012',
} as const;

/** The recorded item each platform's synthetic items are copies of. */
const TEMPLATES: Record<Platform, string> = { taobao: RECORDED.taobaoWithSkus, '1688': RECORDED.item1688, jd: RECORDED.jd, micro: RECORDED.weidianNoSkus };

export type Mode = 'ok' | '503' | 'hang' | 'reset';
export type Call = { platform: string; api: string; num_iid?: string; q?: string; page?: string; imgid?: string; lang?: string; at: number; answered: string };
type Json = Record<string, unknown>;
type Recording = { kind: 'json'; body: Json } | { kind: 'raw'; text: string };

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;

/** Every recorded answer, by `platform/api/key` where key is the answer's own call_args (num_iid, q+page, imgid). */
function loadRecordings(dir: string) {
  const byKey = new Map<string, Recording>();
  for (const platform of PLATFORMS) {
    let files: string[] = [];
    try { files = readdirSync(join(dir, platform)); } catch { continue; }
    for (const file of files) {
      const api = file.split('.')[0];
      if (file.endsWith('.truncated.txt')) {
        byKey.set(`${platform}/${api}/${file.split('.')[1]}`, { kind: 'raw', text: readFileSync(join(dir, platform, file), 'utf8') });
        continue;
      }
      if (!file.endsWith('.json')) continue;
      const body = readJson(join(dir, platform, file));
      byKey.set(`${platform}/${api}/${recordKey(api, (body.call_args ?? {}) as Record<string, string>)}`, { kind: 'json', body });
    }
  }
  return byKey;
}

function recordKey(api: string, a: Record<string, string | undefined>): string {
  switch (api) {
    case 'item_get': return a.num_iid ?? '';
    case 'item_review': return `${a.num_iid ?? ''}#${a.page ?? '1'}`;
    case 'item_search': return `${a.q ?? ''}#${a.page ?? '1'}`;
    case 'item_search_img': return `${a.imgid ?? ''}#${a.page ?? '1'}`;
    default: return '';
  }
}

/** The provider translates titles, option names/values and reviews for lang=en|ru; longest phrases first. */
function translator(dir: string) {
  const all = readJson(join(dir, 'translations.json')) as Record<string, Record<string, string>>;
  const sorted = Object.fromEntries(Object.entries(all).map(([lang, map]) => [lang, Object.entries(map).sort((a, b) => b[0].length - a[0].length)]));
  const FIELDS = new Set(['title', 'properties_name', 'props_name', 'property_alias', 'rate_content', 'auction_sku', 'name', 'value']);
  return (body: Json, lang: string): Json => {
    const pairs = sorted[lang];
    if (!pairs) return body;
    const tr = (s: string) => pairs.reduce((acc, [from, to]) => acc.split(from).join(to), s);
    const walk = (v: unknown, key: string): unknown => {
      if (typeof v === 'string') return FIELDS.has(key) ? tr(v) : v;
      if (Array.isArray(v)) return v.map((x) => walk(x, key));
      if (v && typeof v === 'object') {
        const o = v as Json;
        // props_list: { "pid:vid": "name:value" } — every value is translated
        if (key === 'props_list') return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, typeof x === 'string' ? tr(x) : x]));
        return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, walk(x, k)]));
      }
      return v;
    };
    const out = walk(body, '') as Json;
    out.language = { default_lang: 'cn', current_lang: lang };
    out.translate_status = 'ok';
    out.translate_language = lang;
    return out;
  };
}

/** A small real picture for a name, its colour from the name's hash: 800×800 so a client's shrinking shows. */
async function picture(name: string, format: 'jpeg' | 'webp') {
  const h = createHash('sha1').update(name).digest();
  const [r, g, b] = [h[0], h[1], h[2]];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="rgb(${r},${g},${b})"/>`
    + `<circle cx="400" cy="360" r="${180 + (h[3] % 80)}" fill="rgb(${255 - r},${255 - g},${255 - b})" opacity="0.7"/>`
    + `<rect x="120" y="600" width="560" height="90" rx="20" fill="#fff" opacity="0.85"/></svg>`;
  const img = sharp(Buffer.from(svg));
  return format === 'webp' ? img.webp({ quality: 80 }).toBuffer() : img.jpeg({ quality: 82 }).toBuffer();
}

export type StartOptions = { port?: number; key?: string; secret?: string; fixturesDir?: string };

export async function startOnebound(opts: StartOptions = {}) {
  const dir = opts.fixturesDir ?? FIXTURES_DIR;
  const key = opts.key ?? 'test-key';
  const secret = opts.secret ?? 'test-secret';
  const port = opts.port ?? await freePort();
  const recordings = loadRecordings(dir);
  const translate = translator(dir);
  const errors = {
    notFound: readJson(join(dir, 'errors', 'not-found.json')),
    quota: readJson(join(dir, 'errors', 'quota.json')),
    key: readJson(join(dir, 'errors', 'key.json')),
    emptySearch: readJson(join(dir, 'errors', 'empty-search.json')),
  };
  const pictures = new Map<string, Promise<Buffer>>();
  const calls: Call[] = [];
  const imageRequests: string[] = [];
  const listeners = new Set<() => void>();
  const held = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  const patches = new Map<string, (item: Json) => Json>();
  const delisted = new Set<string>();
  const state = { mode: 'ok' as Mode, quota: false, delayMs: 0, synthetic: false };
  const origin = `http://127.0.0.1:${port}`;

  const fill = (body: Json): Json => JSON.parse(JSON.stringify(body).replaceAll('{{origin}}', origin).replaceAll('{{host}}', `127.0.0.1:${port}`));
  /** The platform's template item under `numIid`, its pictures named after it (so each copy's are fetched anew). */
  const synthetic = (platform: string, numIid: string | undefined): Recording | undefined => {
    const template = TEMPLATES[platform as Platform];
    const rec = recordings.get(`${platform}/item_get/${template}`);
    if (!state.synthetic || !numIid || !/^\w+$/.test(numIid) || rec?.kind !== 'json') return undefined;
    return { kind: 'json', body: JSON.parse(JSON.stringify(rec.body).replaceAll(template, numIid).replace(/\/img\/([\w-]+)\./g, `/img/$1-${numIid}.`)) as Json };
  };
  const withArgs = (body: Json, platform: string, args: Record<string, string>) => ({ ...body, api_type: platform, call_args: args });

  function answer(platform: string, api: string, p: URLSearchParams): { status: number; text: string; label: string } {
    const args: Record<string, string> = {};
    for (const k of ['num_iid', 'q', 'page', 'imgid', 'imgcode', 'start_price', 'end_price', 'sort']) { const v = p.get(k); if (v !== null) args[k] = v; }
    const json = (body: Json, label: string) => ({ status: 200, text: JSON.stringify(body), label });
    if (p.get('key') !== key || p.get('secret') !== secret) return json(withArgs(errors.key, platform, args), 'key');
    if (state.quota) return json(withArgs(errors.quota, platform, args), 'quota');
    const lang = (p.get('lang') ?? 'cn').toLowerCase().slice(0, 2);
    const done = (body: Json, label: string) => json(translate(fill(body), lang), label);
    if (api === 'upload_img') {
      const rec = recordings.get(`${platform}/upload_img/`);
      return rec?.kind === 'json' ? done(rec.body, 'ok') : json(withArgs(errors.notFound, platform, args), 'not-found');
    }
    const rk = recordKey(api, { ...args, page: args.page ?? '1' });
    const id = `${platform}/${api}/${rk}`;
    if (api === 'item_get' && delisted.has(`${platform}/${args.num_iid}`)) return json(withArgs(errors.notFound, platform, args), 'not-found');
    const rec = recordings.get(id) ?? (api === 'item_get' ? synthetic(platform, args.num_iid) : undefined);
    if (rec?.kind === 'raw') return { status: 200, text: rec.text, label: 'truncated' };
    if (!rec) {
      if (api === 'item_search' || api === 'item_search_img') return done(withArgs(errors.emptySearch, platform, args), 'empty');
      return json(withArgs(errors.notFound, platform, args), 'not-found');
    }
    let body = rec.body;
    const patch = api === 'item_get' ? patches.get(`${platform}/${args.num_iid}`) : undefined;
    if (patch && body.item) body = { ...body, item: patch(structuredClone(body.item) as Json) };
    return done(body, String(body.error_code) === '0000' ? 'ok' : `error-${String(body.error_code)}`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', origin);
    const img = /^\/img\/([\w-]+)\.(jpg|webp)$/.exec(url.pathname);
    if (img) {
      imageRequests.push(url.pathname);
      const cacheKey = url.pathname;
      if (!pictures.has(cacheKey)) pictures.set(cacheKey, picture(img[1], img[2] === 'webp' ? 'webp' : 'jpeg'));
      const buf = await pictures.get(cacheKey)!;
      res.writeHead(200, { 'content-type': img[2] === 'webp' ? 'image/webp' : 'image/jpeg', 'content-length': buf.length });
      res.end(buf);
      return;
    }
    const m = /^\/([\w]+)\/([\w]+)\/?$/.exec(url.pathname);
    if (!m || !(PLATFORMS as readonly string[]).includes(m[1]) || !(APIS as readonly string[]).includes(m[2])) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const [, platform, api] = m;
    let params = url.searchParams;
    if (req.method === 'POST') {
      // upload_img takes its picture as a form field; the other parameters may come in the body too.
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const body = Buffer.concat(chunks);
      const type = req.headers['content-type'] ?? '';
      if (type.includes('application/x-www-form-urlencoded')) {
        params = new URLSearchParams([...url.searchParams, ...new URLSearchParams(body.toString('latin1'))]);
      } else if (type.includes('multipart/form-data')) {
        // a picture file as a multipart field: the text fields count as parameters, the file as the upload
        const form = await new Request(url, { method: 'POST', headers: { 'content-type': type }, body }).formData();
        params = new URLSearchParams(url.searchParams);
        for (const [k, v] of form) params.set(k, typeof v === 'string' ? v : `(file ${v.size} bytes)`);
      }
    }
    const call: Call = {
      platform, api, at: Date.now(), answered: state.mode === 'ok' ? '' : state.mode,
      num_iid: params.get('num_iid') ?? undefined, q: params.get('q') ?? undefined, page: params.get('page') ?? undefined,
      imgid: params.get('imgid') ?? undefined, lang: params.get('lang') ?? undefined,
    };
    calls.push(call);
    for (const l of listeners) l();
    if (state.mode === 'reset') { req.socket.destroy(); return; }
    if (state.mode === 'hang') { held.add(res); res.on('close', () => held.delete(res)); return; }
    if (state.mode === '503') {
      res.writeHead(503, { 'content-type': 'text/html' }).end('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
      return;
    }
    if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
    const a = answer(platform, api, params);
    call.answered = a.label;
    res.writeHead(a.status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(a.text);
  }

  let server: Server | null = null;
  async function start() {
    server = createServer((req, res) => { handle(req, res).catch(() => { if (!res.headersSent) res.writeHead(500); res.end(); }); });
    server.on('connection', (s) => { sockets.add(s); s.on('close', () => sockets.delete(s)); });
    await new Promise<void>((resolve, reject) => { server!.once('error', reject); server!.listen(port, '127.0.0.1', () => resolve()); });
  }
  /** Closes the port (a client then gets ECONNREFUSED) and drops held answers and open connections. */
  async function stop() {
    const s = server;
    server = null;
    if (!s) return;
    for (const r of held) r.destroy();
    for (const sock of sockets) sock.destroy();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  /** Counts calls matching every given field (platform, api, num_iid, q, page, imgid, lang). */
  function count(filter: Partial<Omit<Call, 'at'>> = {}) {
    return calls.filter((c) => Object.entries(filter).every(([k, v]) => c[k as keyof Call] === v)).length;
  }
  /** Resolves once `count(filter)` reaches n; fails after ms. */
  function waitForCalls(n: number, filter: Partial<Omit<Call, 'at'>> = {}, ms = 20_000): Promise<number> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const c = count(filter);
        if (c < n) return false;
        listeners.delete(check); clearTimeout(timer); resolve(c); return true;
      };
      const timer = setTimeout(() => { listeners.delete(check); reject(new Error(`${count(filter)} of ${n} OneBound calls ${JSON.stringify(filter)} within ${ms} ms`)); }, ms);
      if (!check()) listeners.add(check);
    });
  }

  await start();
  return {
    url: origin, port, key, secret, calls, imageRequests, count, waitForCalls, start, stop, state,
    /** down(true) / down('503'): every API call answers 503; 'hang': never answered; 'reset': the connection is cut; down(false): back. */
    down(mode: boolean | Exclude<Mode, 'ok'> = true) {
      state.mode = mode === false ? 'ok' : mode === true ? '503' : mode;
      if (state.mode !== 'hang') for (const r of held) r.destroy();
    },
    /** While on, every call answers the provider's quota error (4013). */
    quota(on = true) { state.quota = on; },
    /** Each answer waits ms before it is sent. */
    delay(ms: number) { state.delayMs = ms; },
    /** Changes what item_get answers for an item from now on (e.g. a new price or stock), from the recorded item. */
    patchItem(platform: Platform, numIid: string, fn: (item: Json) => Json) { patches.set(`${platform}/${numIid}`, fn); },
    /** From now on item_get answers "not found" for this item (delisted). */
    delist(platform: Platform, numIid: string, on = true) { if (on) delisted.add(`${platform}/${numIid}`); else delisted.delete(`${platform}/${numIid}`); },
    /** While on, item_get of an id with no recording answers a copy of the platform's recorded item under that id. */
    synthetic(on = true) { state.synthetic = on; },
    /** Forgets the calls counted so far and every patch; back to 'ok'. */
    reset() {
      calls.length = 0; imageRequests.length = 0; patches.clear(); delisted.clear();
      state.mode = 'ok'; state.quota = false; state.delayMs = 0; state.synthetic = false;
      for (const r of held) r.destroy();
    },
  };
}

export type Onebound = Awaited<ReturnType<typeof startOnebound>>;

/** An address on which nothing listens: a connection to it is refused at once (for a primary host that is gone). */
export async function refusingUrl() {
  return `http://127.0.0.1:${await freePort()}`;
}

/**
 * Two hosts for failover: `primary` refuses every connection (its port closed), `fallback` a working contract
 * server. `urls` is the list in the order a client should try them.
 */
export async function startFallbackPair(opts: StartOptions = {}) {
  const primary = await startOnebound(opts);
  await primary.stop();
  let fallback = await startOnebound({ ...opts, port: undefined });
  while (fallback.port === primary.port) { await fallback.stop(); fallback = await startOnebound({ ...opts, port: undefined }); }
  return { primary, fallback, urls: [primary.url, fallback.url], stop: () => fallback.stop() };
}
