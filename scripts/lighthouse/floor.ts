/**
 * How close the shop comes to the floor: Lighthouse (mobile defaults: simulated slow 4G, 4× CPU) on a
 * one-line HTML page served from this machine, and on home and deep links of the shop served as
 * `npm start` serves it (plain HTTP/1.1, no HTTP/2), in the same run, rounds interleaved so a busy moment
 * of the host weighs on every page alike. Prints each page's median LCP and FCP and its LCP as a multiple
 * of the floor's; fails when a page is above its limit (budgets.json `floor`: home, and any deep link).
 *
 * FLOOR_RUNS (3) sets the rounds; the server is scripts/lighthouse/serve.ts on DATA_DIR .lighthouseci/data
 * (the Lighthouse CI run's database, kept between runs) without TLS.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHROME_FLAGS } from '../chrome-flags';

const PORT = 8096;
const FLOOR_PORT = 8095;
const OUT = '.lighthouseci/floor';
const RUNS = Number(process.env.FLOOR_RUNS ?? 3);
const limits = (JSON.parse(readFileSync('budgets.json', 'utf8')) as { floor: { home: number; deepLink: number } }).floor;

/** The floor: one line of HTML, its LCP the paint of that line. */
const FLOOR_HTML = '<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Floor</title><p>One line of HTML, the floor.</p>';

const shop = `http://localhost:${PORT}/wap/`;
const PAGES: { name: string; url: string; limit: number | null; asserted?: boolean }[] = [
  { name: 'floor', url: `http://localhost:${FLOOR_PORT}/`, limit: null },
  { name: 'home', url: shop, limit: limits.home, asserted: true },
  { name: 'item', url: `${shop}?lh=item#/pages/item/index?tp=1688&tid=505277587822`, limit: limits.deepLink },
  { name: 'category', url: `${shop}?lh=category#/pages/category/index`, limit: limits.deepLink },
  { name: 'search', url: `${shop}?lh=search#/pages/shop/index?keyword=dress`, limit: limits.deepLink },
];

function startShop(): Promise<() => void> {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/lighthouse/serve.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: '.lighthouseci/data', OPS_TOKEN: 'lhci-ops-token', TLS_CERT: '', TLS_KEY: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (b: Buffer) => {
      seen += b.toString();
      if (seen.includes('Storefront:')) resolve(() => child.kill('SIGTERM'));
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  });
}

type Lhr = { audits: Record<string, { numericValue?: number }> };

/** One Lighthouse run (a child process: this one keeps serving the floor meanwhile). */
async function lighthouse(url: string, file: string): Promise<Lhr> {
  const flags = ['--headless=new', ...CHROME_FLAGS].join(' ');
  const child = spawn(path.resolve('node_modules/.bin/lighthouse'), [url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${file}`, `--chrome-flags=${flags}`], {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`lighthouse failed on ${url}`);
  return JSON.parse(readFileSync(file, 'utf8')) as Lhr;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

mkdirSync(OUT, { recursive: true });
const floor = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FLOOR_HTML)).listen(FLOOR_PORT);
const stop = await startShop();
// The page a visitor gets is rendered once a minute and kept (server/static/storefront.ts): ask for it once so
// the first measured run does not pay for rendering it, as no visitor but the first in a minute does.
await fetch(shop, { headers: { 'accept-language': 'en-US,en;q=0.9', 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
const lcp = new Map<string, number[]>(PAGES.map((p) => [p.name, []]));
const fcp = new Map<string, number[]>(PAGES.map((p) => [p.name, []]));
try {
  for (let round = 1; round <= RUNS; round++) {
    for (const page of PAGES) {
      const lhr = await lighthouse(page.url, path.join(OUT, `${page.name}-${round}.json`));
      lcp.get(page.name)!.push(Math.round(lhr.audits['largest-contentful-paint'].numericValue!));
      fcp.get(page.name)!.push(Math.round(lhr.audits['first-contentful-paint'].numericValue!));
    }
  }
} finally {
  stop();
  floor.close();
}

const floorLcp = median(lcp.get('floor')!);
let failed = 0;
console.log(`\nLCP against the floor (plain HTTP/1.1, Lighthouse mobile defaults, median of ${RUNS}):`);
for (const page of PAGES) {
  const m = median(lcp.get(page.name)!);
  const ratio = m / floorLcp;
  const over = page.limit !== null && ratio > page.limit;
  if (over && page.asserted) failed++;
  const verdict = page.limit === null ? '' : `${ratio.toFixed(2)}× the floor (${page.asserted ? 'limit' : 'target'} ${page.limit}×)${over ? (page.asserted ? ' OVER' : ' above target') : ''}`;
  console.log(`  ${page.name.padEnd(9)} LCP ${String(m).padStart(5)} ms [${lcp.get(page.name)!.join(' ')}]  FCP ${String(median(fcp.get(page.name)!)).padStart(5)} ms  ${verdict}`);
}
process.exit(failed ? 1 : 0);
