import type { BrowserContext, Page } from 'playwright-core';
import { answerScript, routeMatches, WATCH_GLOBAL, type Answer, type AnswerWatch } from './answer';

/**
 * One visit of a page under real throttling (not Lighthouse's simulation): DevTools network conditions and CPU
 * throttling set on the page's own target over CDP before it navigates.
 */
export const CONDITIONS = { latencyMs: 400, downloadBytesPerSecond: 50_000, uploadBytesPerSecond: 50_000, cpuSlowdown: 4 } as const;

export type PaintVisit = { firstPaint: number; fcp: number; lcp: number; swControlled: boolean; transferKB: number };
export type TapVisit = { answered: number | null; navigations: number; swControlled: boolean };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A new tab of the context, throttled: 400 ms latency a request, 400 kbit/s each way, 4× slower CPU. */
export async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(90_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: CONDITIONS.latencyMs,
    downloadThroughput: CONDITIONS.downloadBytesPerSecond,
    uploadThroughput: CONDITIONS.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CONDITIONS.cpuSlowdown });
  return page;
}

/** The page's paint timings and LCP so far (a buffered observer sees every candidate since navigation). */
const readPaints = (page: Page) =>
  page.evaluate(() => new Promise<{ firstPaint: number; fcp: number; lcp: number; sw: boolean; bytes: number }>((resolve) => {
    const paint = Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, e.startTime]));
    let lcp = 0;
    const po = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) lcp = Math.max(lcp, e.startTime);
    });
    po.observe({ type: 'largest-contentful-paint', buffered: true });
    const bytes = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).reduce((n, r) => n + r.transferSize, 0)
      + ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.transferSize ?? 0);
    setTimeout(() => {
      po.disconnect();
      resolve({ firstPaint: paint['first-paint'] ?? 0, fcp: paint['first-contentful-paint'] ?? 0, lcp, sw: !!navigator.serviceWorker?.controller, bytes });
    }, 50);
  }));

/**
 * Opens `url` without touching it and waits until the LCP has not changed for 3 s after the load event (at most
 * 60 s): first paint, first contentful paint and LCP, all from navigation start. No input, so LCP is not cut
 * short (the browser stops LCP at the first tap).
 */
export async function paintVisit(page: Page, url: string): Promise<PaintVisit> {
  await page.goto(url, { waitUntil: 'load' });
  const start = Date.now();
  let last = await readPaints(page);
  // whether a service worker controlled this load (read at load: a worker the visit installs may claim it later)
  const swControlled = last.sw;
  let stableSince = Date.now();
  while (Date.now() - stableSince < 3000 && Date.now() - start < 60_000) {
    await sleep(500);
    const now = await readPaints(page);
    if (now.lcp !== last.lcp || now.fcp !== last.fcp) stableSince = Date.now();
    last = now;
  }
  return { firstPaint: last.firstPaint, fcp: last.fcp, lcp: last.lcp, swControlled, transferKB: last.bytes / 1024 };
}

/**
 * The finger's cadence, from navigation start: the figure is no finer than it, and a repeat visit's LCP is ~250 ms,
 * whose 1.3× (issue 37) leaves ~75 ms. Each tap is awaited until the renderer has taken it and the page's watch is
 * read before the next (one tap at a time, never a queue of them behind a busy main thread), and the next goes at the
 * next slot of the cadence: the loop once slept 50 ms after that round trip, and tapped every ~65–100 ms.
 */
const TAP_EVERY_MS = 50;

/**
 * The first tap answered on screen, as a shopper meets it: from navigation start, a tap on `at` every TAP_EVERY_MS
 * until the page shows `answer` — the next screen's title drawn, or the tapped control's
 * own result (answer.ts: checked in the page every frame, so it does not matter whether the server-painted
 * skeleton or the app drew it). `answered`: that frame's time from navigation start; null when not within 60 s,
 * or when a tap made a full page load (a new document is not this visit answering).
 * Then "completed once": the tab stays until the app has taken over (no #skeleton, the answer still shown; at
 * most 30 s) and 1 s more, so a navigation the app makes as it starts is seen; `navigations` counts the main
 * frame's navigations (framenavigated) to a new url of the answer's route in the whole visit: 1 when the action happened once.
 */
export async function tapVisit(page: Page, url: string, at: { x: number; y: number }, answer: Answer): Promise<TapVisit> {
  let navigations = 0;
  /** The main frame's url before each navigation: a history.replaceState of the same url (the app marking the entry it starts on) is no second one. */
  let was = '';
  const onNavigated = (frame: import('playwright-core').Frame) => {
    if (frame !== page.mainFrame() || frame.url() === was) return;
    was = frame.url();
    if (routeMatches(decodeURIComponent(new URL(was).hash), answer.route)) navigations += 1;
  };
  page.on('framenavigated', onNavigated);
  await page.addInitScript({ content: answerScript(answer) });
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  // this document's timeOrigin: the watch of a document a tap loads in its place has another
  const { origin, sw } = await page.evaluate(() => ({ origin: performance.timeOrigin, sw: !!navigator.serviceWorker?.controller }));
  /** The page's watch (null while a navigation has no context to ask). */
  const read = () => page.evaluate((name) => {
    const w = (window as unknown as Record<string, AnswerWatch | undefined>)[name];
    return w ? { at: w.at, origin: w.origin, shown: w.check(), app: !document.getElementById('skeleton') } : null;
  }, WATCH_GLOBAL).catch(() => null);
  let answered: number | null = null;
  while (Date.now() - t0 < 60_000) {
    const w = await read();
    if (w && w.origin !== origin) break; // a full page load
    if (w?.at) {
      answered = w.at;
      break;
    }
    await page.touchscreen.tap(at.x, at.y).catch(() => {});
    // The next slot of the cadence: a tap every TAP_EVERY_MS, not that long after the last one's round trip.
    await sleep(TAP_EVERY_MS - ((Date.now() - t0) % TAP_EVERY_MS));
  }
  if (answered !== null) {
    const end = Date.now() + 30_000;
    for (let w = await read(); Date.now() < end && !(w?.app && w.shown); w = await read()) await sleep(200);
    await sleep(1000);
  }
  page.off('framenavigated', onNavigated);
  return { answered, navigations, swControlled: sw };
}

/** Whether the page has registered a service worker within `ms` (the storefront registers its own seconds after load). */
export async function registersServiceWorker(page: Page, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await page.evaluate(() => navigator.serviceWorker?.getRegistration().then((r) => !!r) ?? false).catch(() => false)) return true;
    await sleep(500);
  }
  return false;
}

/**
 * Before the repeat visit: lets the first visit finish what it does after load (deferred calls, beacons, a
 * service worker's registration and precache), i.e. no request of the context in flight for 2 s; then, when
 * the build registers a service worker (`expectWorker`), its registration (up to 30 s) and activation, then
 * quiet again; at most 90 s in all.
 */
export async function settle(context: BrowserContext, page: Page, expectWorker: boolean): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const up = () => ((inFlight += 1), (lastChange = Date.now()));
  const down = () => ((inFlight = Math.max(0, inFlight - 1)), (lastChange = Date.now()));
  context.on('request', up);
  context.on('requestfinished', down);
  context.on('requestfailed', down);
  const deadline = Date.now() + 90_000;
  const quiet = async () => {
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < 2000)) await sleep(200);
  };
  try {
    await quiet();
    if (expectWorker && (await registersServiceWorker(page, 30_000))) {
      await page.evaluate(() => Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((r) => setTimeout(r, 30_000))])).catch(() => {});
      await quiet();
    }
  } finally {
    context.off('request', up);
    context.off('requestfinished', down);
    context.off('requestfailed', down);
  }
}
