/**
 * Lighthouse CI, run page by page until each page has shown it meets its limits.
 *
 * lighthouserc.json stays the one description of what is measured and asserted (pages, settings, the
 * assertion matrix). Lighthouse CI asserts the best value of each metric over a page's runs
 * (aggregationMethod 'optimistic'); runs after every assertion already has a passing value cannot change
 * the verdict, so this runner measures each page in batches of BATCH runs, up to `numberOfRuns`
 * (the most a page may take on a slow host), and moves on as soon as LHCI's own assertion code finds
 * nothing failing for that page. Then `lhci assert` judges every run collected, as before, and `lhci upload`
 * writes the reports. The server (collect.startServerCommand) starts once for the whole run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { getAllAssertionResults } = require('@lhci/utils/src/assertions.js') as {
  getAllAssertionResults: (options: unknown, lhrs: unknown[]) => { url: string; auditId: string; passed: boolean }[];
};

const DIR = '.lighthouseci';
/** Runs per batch: the first batch gives each page at least this many runs (the summary's ranges). */
const BATCH = 2;

type Collect = { startServerCommand: string; startServerReadyPattern: string; startServerReadyTimeout: number; url: string[]; numberOfRuns: number; [k: string]: unknown };
const rc = JSON.parse(readFileSync('lighthouserc.json', 'utf8')) as { ci: { collect: Collect; assert: unknown } };
const { startServerCommand, startServerReadyPattern, startServerReadyTimeout, url: urls, numberOfRuns: maxRuns, ...collect } = rc.ci.collect;
const lhci = path.resolve('node_modules/.bin/lhci');

/** Starts the measured server once; resolves when it prints its ready line. */
function startServer(): Promise<() => void> {
  const child = spawn('sh', ['-c', startServerCommand], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready in ${startServerReadyTimeout} ms`)), startServerReadyTimeout);
    let seen = '';
    child.stdout!.on('data', (b: Buffer) => {
      process.stdout.write(b);
      seen += b.toString();
      if (seen.includes(startServerReadyPattern)) {
        clearTimeout(timer);
        resolve(stop);
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  });
}

/** Every run collected so far, for one requested url. */
function lhrsOf(url: string): { requestedUrl: string }[] {
  return readdirSync(DIR)
    .filter((f) => /^lhr-\d+\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(path.join(DIR, f), 'utf8')) as { requestedUrl: string })
    .filter((r) => r.requestedUrl === url);
}

/** Measures `url` in batches until LHCI's assertions pass for it or it has had `maxRuns` runs; answers the runs taken. */
function measure(url: string): number {
  const config = path.join(DIR, 'collect-batch.json');
  let runs = 0;
  while (runs < maxRuns) {
    const n = Math.min(BATCH, maxRuns - runs);
    writeFileSync(config, JSON.stringify({ ci: { collect: { ...collect, url: [url], numberOfRuns: n, additive: true } } }));
    const r = spawnSync(lhci, ['collect', `--config=${config}`], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`lhci collect failed on ${url}`);
    runs += n;
    if (!getAllAssertionResults(rc.ci.assert, lhrsOf(url)).length) break;
  }
  return runs;
}

mkdirSync(DIR, { recursive: true });
for (const f of readdirSync(DIR)) if (/^lhr-\d+\.(json|html)$/.test(f)) spawnSync('rm', ['-f', path.join(DIR, f)]);
const stop = await startServer();
let status = 0;
try {
  // LH_ONLY=login,item measures only those pages (by their `lh` marker; home is 'home'): for trying a change.
  const only = process.env.LH_ONLY?.split(',');
  const pageOf = (u: string) => new URL(u).searchParams.get('lh') ?? 'home';
  for (const url of urls.filter((u) => !only || only.includes(pageOf(u)))) console.log(`\n${url}: ${measure(url)} run(s)`);
} catch (err) {
  console.error(String(err));
  status = 1;
} finally {
  stop();
}
if (status === 0) status = spawnSync(lhci, ['assert', '--config=lighthouserc.json'], { stdio: 'inherit' }).status ?? 1;
spawnSync(lhci, ['upload', '--config=lighthouserc.json'], { stdio: 'inherit' });
process.exit(status);
