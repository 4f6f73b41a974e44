/**
 * `npx tsx scripts/bench-repeat.ts [--runs=5] [--base=http://…]`: home's LCP on a cold visit and on a repeat
 * visit (the service worker in control), under Lighthouse's mobile conditions set over the DevTools protocol:
 * 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU slowdown. Cold: a fresh browser context (empty
 * cache, no worker). Repeat: a second tab of that context once the first visit's worker controls it and has
 * kept the page's files (the first tab closed). Prints each figure's median (min–max) of --runs runs.
 *
 * The build: STOREFRONT_DIST else dist/; the server: --base, else the reference server on a fresh demo
 * database (scripts/shop/serve.ts), plain HTTP. Note: the throttling applies to the page's requests; what the
 * worker fetches for itself (its precache, background refreshes) is not throttled — on the repeat visit of
 * home the page is answered from the worker's cache except the page itself (navigation preload).
 */
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROME_FLAGS } from './chrome-flags';
import { serveDemo } from './shop/serve';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const given = args.find((a) => a.startsWith('--base='))?.slice(7);

/** Lighthouse's mobile defaults (simulated "slow 4G", moto g power): 150 ms RTT, 1638.4 kbit/s down, 750 kbit/s up, 4× CPU. */
const SLOW_4G = { latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 };
const PHONE = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale: 'en-US' };

/**
 * A new tab of the context, throttled. It first opens a blank answer of the same site (outside /wap/, not
 * cached): conditions set on a tab still on about:blank do not reach its first cross-site navigation.
 */
async function throttled(context: BrowserContext, base: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${base}/robots.txt`).catch(() => {});
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: SLOW_4G.latency, downloadThroughput: SLOW_4G.downloadThroughput, uploadThroughput: SLOW_4G.uploadThroughput });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpu });
  return page;
}

type Visit = { lcp: number; controlled: boolean; element: string; html: number; picture: number };

/** Opens home and reads its LCP once the page has been still for a while (nobody touches it: a tap would end LCP). */
async function visit(page: Page, url: string): Promise<Visit> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  return page.evaluate(() => new Promise<Visit>((resolve) => {
    let lcp = 0;
    let element = '';
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null; url?: string })[]) {
        lcp = e.startTime;
        element = `${e.element?.tagName.toLowerCase() ?? '?'}${e.element?.closest('#skeleton') ? ' (server skeleton)' : ''} ${e.url?.split('/').pop() ?? ''}`.trim();
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    setTimeout(() => resolve({ lcp: Math.round(lcp), controlled: !!navigator.serviceWorker?.controller, element, html: Math.round(nav.responseEnd), picture: Math.round((performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) => r.name.endsWith(element.split(' ').pop() || '#'))?.responseEnd ?? 0) }), 100);
  }));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const summary = (xs: number[]) => `${median(xs)} ms (${Math.min(...xs)}–${Math.max(...xs)})`;

const server = given ? { base: given, stop: () => {} } : await serveDemo({ dist: process.env.STOREFRONT_DIST, opsToken: `bench-${Date.now()}` });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROME_FLAGS, headless: true });
const url = `${server.base}/wap/`;
const cold: Visit[] = [];
const repeat: Visit[] = [];
try {
  // One visit first, unmeasured: the server's first answers (its caches, the pictures it draws) are warm for all.
  const warm = await browser.newContext(PHONE);
  await visit(await warm.newPage(), url);
  await warm.close();
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext(PHONE);
    const first = await throttled(context, server.base);
    cold.push(await visit(first, url));
    // The worker registers seconds after load; wait until it controls the page and has kept the home feed.
    await first.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 60_000 });
    await first.waitForFunction(async () => (await caches.keys()).some((n) => n.startsWith('sf-api-')), null, { timeout: 60_000, polling: 500 });
    await first.waitForTimeout(1000);
    await first.close();
    repeat.push(await visit(await throttled(context, server.base), url));
    await context.close();
    const line = (v: Visit) => `LCP ${v.lcp} ms (${v.element}; page in ${v.html} ms, picture in ${v.picture} ms)`;
    process.stdout.write(`run ${i + 1}: cold ${line(cold[i])}, repeat ${line(repeat[i])}, controlled: ${repeat[i].controlled}\n`);
  }
} finally {
  await browser.close();
  server.stop();
}
const c = median(cold.map((v) => v.lcp));
const r = median(repeat.map((v) => v.lcp));
console.log(`home LCP, Lighthouse mobile conditions (150 ms RTT, 1.6 Mbit/s, 4× CPU), median of ${runs}:`);
console.log(`  cold:   LCP ${summary(cold.map((v) => v.lcp))}; page in ${median(cold.map((v) => v.html))} ms, LCP picture in ${median(cold.map((v) => v.picture))} ms`);
console.log(`  repeat: LCP ${summary(repeat.map((v) => v.lcp))}; page in ${median(repeat.map((v) => v.html))} ms, LCP picture in ${median(repeat.map((v) => v.picture))} ms (service worker in control ${repeat.filter((v) => v.controlled).length}/${runs})`);
console.log(`  repeat / cold: ${(r / c).toFixed(2)}`);
