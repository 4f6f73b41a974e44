/**
 * `npm run bench:items`: items from OneBound through the shop's cache (issue 35), against the real server
 * (server/main.ts) as its own process with ITEM_SOURCE=onebound pointed at the contract server
 * (test/server/onebound-server.ts, in this process, answering any item id with a copy of a recorded item: `synthetic`),
 * on a fresh seeded database, over real HTTP on loopback:
 *   (a) GET /api/obapi/getItem of one item already fetched: BENCH_CALLS (2 000) calls, p50/p99/max, provider calls;
 *   (b) BENCH_VIEWS (1 000) item views: BENCH_POPULAR (20) popular items viewed again and again (BENCH_REPEAT_SHARE, 80 %
 *       of the views before the burst), the rest first opens of new items, then a burst of BENCH_BURST (100) concurrent
 *       first opens of one more new item; provider calls per 1 000 views, and the burst's (it must be 1).
 *
 *   npm run bench:items                                         PGlite, one process (a temporary data folder)
 *   DATABASE_URL=postgres://shop:shop@127.0.0.1:5432/shop npm run bench:items
 *                                                               PostgreSQL, BENCH_WORKERS (2) server processes: the
 *                                                               burst spreads over both, one call (advisory lock)
 *
 * BENCH_CONCURRENCY (8) clients, BENCH_RATE (50: ONEBOUND_RATE, calls per second the account allows). New items go
 * round the four platforms, views round the three languages. Not a timed test: the figures go in the README.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { benchServer } from './bench/server';
import { machineName } from './bench/cpu';
import { startOnebound, RECORDED, type Onebound } from '../test/server/onebound-server';

const CALLS = Number(process.env.BENCH_CALLS ?? 2000);
const VIEWS = Number(process.env.BENCH_VIEWS ?? 1000);
const BURST = Number(process.env.BENCH_BURST ?? 100);
const POPULAR = Number(process.env.BENCH_POPULAR ?? 20);
const REPEAT_SHARE = Number(process.env.BENCH_REPEAT_SHARE ?? 0.8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const pgUrl = process.env.DATABASE_URL;
const OPS = `bench-${randomBytes(6).toString('hex')}`;
const PLATFORMS = ['taobao', '1688', 'jd', 'weidian'] as const;
const LANGS = ['en', 'ru', 'zh-cn'] as const;

type View = { tp: string; tid: string; lang: string };
type Timed = { ms: number; ok: boolean; id?: number };

async function getItem(base: string, v: View): Promise<Timed> {
  const at = performance.now();
  const res = await fetch(`${base}/api/obapi/getItem?${new URLSearchParams({ clienttype: 'h5', ...v })}`);
  const r = (await res.json()) as { code: number; data: { id: number } };
  return { ms: performance.now() - at, ok: r.code === 1, id: r.data?.id };
}

/** Runs every view with `CONCURRENCY` clients taking the next one in turn; answers each one's timing, in order. */
async function pool(base: string, views: View[]): Promise<Timed[]> {
  const out: Timed[] = new Array(views.length);
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < views.length) {
      const i = next++;
      out[i] = await getItem(base, views[i]);
    }
  }));
  return out;
}

const quantile = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const ms = (x: number | undefined) => (x === undefined ? '–' : +x.toFixed(1));
function row(what: string, views: number, calls: number | string, ts: Timed[]) {
  const xs = ts.map((t) => t.ms).sort((a, b) => a - b);
  return { what, views, 'provider calls': calls, errors: ts.filter((t) => !t.ok).length, 'p50 ms': ms(quantile(xs, 0.5)), 'p99 ms': ms(quantile(xs, 0.99)), 'max ms': ms(xs.at(-1)) };
}

/** A small seeded generator (mulberry32), so every run views the same sequence. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The mix before the burst: popular items' repeats and new items' first opens, shuffled. */
function mix(n: number): { views: View[]; fresh: Set<number>; distinct: number } {
  const rnd = random(35);
  const item = (k: number, lang: string): View => ({ tp: PLATFORMS[k % PLATFORMS.length], tid: String(800_000_000_000 + k), lang });
  const repeats = Math.round(n * REPEAT_SHARE);
  const views = Array.from({ length: n }, (_, i) => (i < repeats ? item(Math.floor(rnd() * POPULAR), '') : item(POPULAR + i - repeats, '')));
  for (let i = views.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [views[i], views[j]] = [views[j], views[i]];
  }
  const seen = new Set<string>();
  const fresh = new Set<number>();
  views.forEach((v, i) => {
    v.lang = LANGS[i % LANGS.length];
    if (!seen.has(`${v.tp}/${v.tid}`)) fresh.add(i);
    seen.add(`${v.tp}/${v.tid}`);
  });
  return { views, fresh, distinct: seen.size };
}

async function bench(label: string, ob: Onebound, env: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-items-'));
  const started = performance.now();
  const server = await benchServer(dir, OPS, {
    ITEM_SOURCE: 'onebound', ONEBOUND_URL: ob.url, ONEBOUND_KEY: ob.key, ONEBOUND_SECRET: ob.secret, ONEBOUND_RATE: String(RATE), ONEBOUND_TIMEOUT_MS: '30000', ...env,
  });
  const { base } = server;
  const startSeconds = (performance.now() - started) / 1000;
  const calls = () => ob.calls.length;
  try {
    // (a) one item from the cache
    const warm = { tp: 'taobao', tid: RECORDED.taobaoWithSkus, lang: 'en' };
    const warmed = await getItem(base, warm);
    if (!warmed.ok) throw new Error('the warm-up getItem failed');
    let c0 = calls();
    const ta = performance.now();
    const cached = await pool(base, Array.from({ length: CALLS }, (_, i) => ({ ...warm, lang: LANGS[i % LANGS.length] })));
    const cachedCalls = calls() - c0;
    const aSeconds = (performance.now() - ta) / 1000;

    // (b) the mix, then the burst
    const m = mix(VIEWS - BURST);
    c0 = calls();
    const t0 = performance.now();
    const mixed = await pool(base, m.views);
    const mixCalls = calls() - c0;
    const burstItem = { tp: 'taobao', tid: '899999999999' };
    c0 = calls();
    const burst = await Promise.all(Array.from({ length: BURST }, (_, i) => getItem(base, { ...burstItem, lang: LANGS[i % LANGS.length] })));
    const burstCalls = calls() - c0;
    const seconds = (performance.now() - t0) / 1000;
    const perThousand = ((mixCalls + burstCalls) * 1000) / VIEWS;

    console.log(`\n${label} (the server started in ${startSeconds.toFixed(1)} s; (a) took ${aSeconds.toFixed(1)} s)`);
    console.table([
      row('(a) getItem, one cached item', CALLS, cachedCalls, cached),
      row(`(b) mix: ${m.distinct} items, ${POPULAR} of them popular`, m.views.length, mixCalls, mixed),
      row('    of which first opens', m.fresh.size, '', mixed.filter((_, i) => m.fresh.has(i))),
      row('    of which views again', m.views.length - m.fresh.size, '', mixed.filter((_, i) => !m.fresh.has(i))),
      row(`(b) burst: ${BURST} concurrent first opens of one item`, BURST, burstCalls, burst),
    ]);
    const oneItem = new Set(burst.map((b) => b.id)).size === 1;
    console.log(`(b) ${VIEWS} views in ${seconds.toFixed(1)} s (${POPULAR} popular items, ${Math.round(REPEAT_SHARE * 100)} % of the mix's views theirs; ${m.distinct + 1} distinct items): ` +
      `${perThousand.toFixed(0)} provider calls per 1 000 views; the burst: ${burstCalls} call, every answer the same item: ${oneItem ? 'yes' : 'NO'}; load average ${loadavg()[0].toFixed(1)} after`);
    // One call per distinct item (its first open), none from the cache, one for the whole burst.
    if (cachedCalls !== 0 || burstCalls !== 1 || !oneItem || mixCalls !== m.distinct || [...cached, ...mixed, ...burst].some((t) => !t.ok)) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`Items from OneBound through the cache, ${CONCURRENCY} concurrent clients, ONEBOUND_RATE=${RATE}, Node ${process.version}, on ${machineName()}; ` +
    `the load generator and the contract server are this one Node process, on the same machine; load average ${loadavg()[0].toFixed(1)} before`);
  const ob = await startOnebound();
  ob.synthetic(true);
  try {
    if (!pgUrl) return await bench('PGlite, 1 process', ob, {});
    const { default: postgres } = await import('postgres');
    const admin = postgres(pgUrl, { max: 1, onnotice: () => {} });
    const db = `bench_items_${randomBytes(4).toString('hex')}`;
    try {
      await admin.unsafe(`CREATE DATABASE ${db}`);
      const url = Object.assign(new URL(pgUrl), { pathname: `/${db}` }).toString();
      const version = (await admin`show server_version`)[0].server_version;
      await bench(`PostgreSQL ${version}, ${WORKERS} server process${WORKERS > 1 ? 'es' : ''} (WORKERS=${WORKERS})`, ob, { DATABASE_URL: url, WORKERS: String(WORKERS) });
    } finally {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await admin.end();
    }
  } finally {
    await ob.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
