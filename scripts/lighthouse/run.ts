/**
 * Lighthouse CI, run page by page until each page has shown it meets its limits.
 *
 * lighthouserc.json stays the one description of what is measured and asserted (pages, settings, the
 * puppeteer script that logs the shopper in, the assertion matrix). Lighthouse CI asserts the best value of
 * each metric over a page's runs (aggregationMethod 'optimistic'); runs after every assertion already has a
 * passing value cannot change the verdict, so this runner measures each page a run at a time, up to
 * `numberOfRuns` (the most a page may take on a slow host), and moves on as soon as LHCI's own assertion code
 * finds nothing failing for that page. Then `lhci assert` judges every run collected, as before, and
 * `lhci upload` writes the reports. The server (collect.startServerCommand) starts once for the whole run.
 *
 * Lighthouse runs in this process against one Chromium for the whole run (in-process.ts), as `lhci collect`
 * runs it against one Chromium per call (its --port): `lhci collect` started a Node process, loaded Lighthouse
 * and its config afresh for every run and a Chromium for every call — about 5 of the 14 s a run took. The runs and their reports are what `lhci collect` writes (`.lighthouseci/lhr-<time>.{json,html}`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { launchChromium, lighthouseRun } from './in-process';
import { measureFirst } from './priority';

const require = createRequire(import.meta.url);
const { getAllAssertionResults } = require('@lhci/utils/src/assertions.js') as {
  getAllAssertionResults: (options: unknown, lhrs: unknown[]) => { url: string; auditId: string; passed: boolean }[];
};
const { saveLHR } = require('@lhci/utils/src/saved-reports.js') as { saveLHR: (lhr: string) => Promise<void> };

const DIR = '.lighthouseci';

type Collect = {
  startServerCommand: string; startServerReadyPattern: string; startServerReadyTimeout: number; url: string[]; numberOfRuns: number;
  settings: Record<string, unknown>; puppeteerScript: string; puppeteerLaunchOptions: { args: string[] };
};
const rc = JSON.parse(readFileSync('lighthouserc.json', 'utf8')) as { ci: { collect: Collect; assert: unknown } };
const { startServerCommand, startServerReadyPattern, startServerReadyTimeout, url: urls, numberOfRuns, settings, puppeteerScript, puppeteerLaunchOptions } = rc.ci.collect;
/** LH_RUNS=1 caps every page's runs (for a quick look at a change; CI leaves it unset). */
const maxRuns = Number(process.env.LH_RUNS) || numberOfRuns;
const lhci = path.resolve('node_modules/.bin/lhci');
/** The script run before each run (lighthouserc's puppeteerScript: logs the shopper in for member pages). */
const beforeRun = require(path.resolve(puppeteerScript)) as (browser: Browser, context: { url: string }) => Promise<void>;

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
        measureFirst(child.pid);
        resolve(stop);
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  });
}

/** Every run taken so far, by requested url (kept here: re-reading them all after each run grew with the runs). */
const lhrs = new Map<string, unknown[]>();

/** One Lighthouse run of `url` in `browser` (its settings lighthouserc's), saved as `lhci collect` saves it. */
async function run(browser: Browser, url: string): Promise<void> {
  await beforeRun(browser, { url });
  const port = Number(new URL(browser.wsEndpoint()).port);
  const lhr = await lighthouseRun(url, { ...settings, port });
  await saveLHR(JSON.stringify(lhr));
  lhrs.set(url, [...(lhrs.get(url) ?? []), lhr]);
}

/** Measures `url` a run at a time until LHCI's assertions pass for it or it has had `maxRuns` runs; answers the runs taken. */
async function measure(browser: Browser, url: string): Promise<number> {
  let runs = 0;
  while (runs < maxRuns) {
    await run(browser, url);
    runs++;
    if (!getAllAssertionResults(rc.ci.assert, lhrs.get(url)!).length) break;
  }
  return runs;
}

mkdirSync(DIR, { recursive: true });
for (const f of readdirSync(DIR)) if (/^lhr-\d+\.(json|html)$/.test(f)) rmSync(path.join(DIR, f), { force: true });
const stop = await startServer();
const browser = await launchChromium(puppeteerLaunchOptions.args);
let status = 0;
try {
  // LH_ONLY=login,item measures only those pages (by their `lh` marker; home is 'home'): for trying a change.
  const only = process.env.LH_ONLY?.split(',');
  const pageOf = (u: string) => new URL(u).searchParams.get('lh') ?? 'home';
  for (const url of urls.filter((u) => !only || only.includes(pageOf(u)))) {
    console.log(`${url}: ${await measure(browser, url)} run(s)`);
  }
} catch (err) {
  console.error(String(err));
  status = 1;
} finally {
  await browser.close();
  stop();
}
if (status === 0) status = spawnSync(lhci, ['assert', '--config=lighthouserc.json'], { stdio: 'inherit' }).status ?? 1;
spawnSync(lhci, ['upload', '--config=lighthouserc.json'], { stdio: 'inherit' });
process.exit(status);
