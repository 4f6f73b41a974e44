import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { throttledPage } from '../../scripts/bench/visit';

/**
 * What a deep link shows while it loads, for the skeleton and weak-network tests (item.test.ts, browse.test.ts).
 * Chromium draws its broken-image icon for an <img> that is rendered, complete and has no picture (naturalWidth 0):
 * no src, or a failed one. An <img> hidden (visibility) or not rendered draws nothing.
 */
export const brokenImages = (page: Page) => page.evaluate(() => [...document.images]
  .filter((i) => i.complete && i.naturalWidth === 0 && i.getClientRects().length > 0 && getComputedStyle(i).visibility !== 'hidden')
  .map((i) => i.outerHTML));

/**
 * A deep link opened from a blank tab with none of the build's scripts (all refused): the picture the link names
 * (`picture`: the same bytes as the page's own url of it, `own`; server/static/pictures.ts) shows in the server's
 * skeleton at `img` before any script. Runs `whileBare` while the scripts are still refused; answers the picture's
 * box, where the page must show it when it takes over.
 */
export async function barePicture(page: Page, o: { link: string; picture: string; own: string; img: string }, whileBare: () => Promise<void>) {
  const [linked, own] = await Promise.all([o.picture, o.own].map((u) => fetch(u).then((r) => r.arrayBuffer())));
  expect(Buffer.from(linked).equals(Buffer.from(own))).toBe(true);
  await page.goto('about:blank');
  await page.route('**/wap/assets/*.js', (r) => r.abort());
  const early = page.locator(o.img);
  try {
    await page.goto(o.link);
    await page.waitForFunction((img) => ((document.querySelector(img) as HTMLImageElement | null)?.naturalWidth ?? 0) > 0, o.img);
    expect(await early.evaluate((img) => (img as HTMLImageElement).currentSrc)).toBe(o.picture);
    const at = await early.boundingBox();
    await whileBare();
    return at;
  } finally {
    await page.unroute('**/wap/assets/*.js');
  }
}

/** A back button a shopper can see and reach (44 px): the skeleton's, the navbar's or the search bar's. */
export const BACK_BUTTON = 'button[data-back], button.navbar-back, .searchbar > button.icon-btn';

/** One look at the page while it loads (recorded in the page every 50 ms from its first script on). */
export type Sample = { t: number; painted: boolean; broken: string[]; back: boolean };

/**
 * Records, every 50 ms from the document's start (ms from navigation start), whether anything is painted yet, the
 * rendered images that are broken and whether a back button shows. Plain JavaScript (an init script runs as given).
 */
const SAMPLER = `(() => {
  const samples = (window.__samples = []);
  setInterval(() => {
    const broken = [...document.images].filter((i) => i.complete && i.naturalWidth === 0 && i.getClientRects().length > 0 && getComputedStyle(i).visibility !== 'hidden').map((i) => i.outerHTML);
    const back = [...document.querySelectorAll(${JSON.stringify(BACK_BUTTON)})].some((b) => { const r = b.getBoundingClientRect(); return r.width >= 44 && r.height >= 44 && getComputedStyle(b).visibility !== 'hidden'; });
    samples.push({ t: Math.round(performance.now()), painted: performance.getEntriesByType('paint').length > 0, broken, back });
  }, 50);
})();`;

/**
 * A new tab of `context` on the weak network of `npm run bench:web` (400 ms a request, 400 kbit/s, 4× CPU,
 * scripts/bench/visit.ts) that samples what it shows as it loads (`samples()`).
 */
export async function weakNetworkPage(context: BrowserContext): Promise<{ page: Page; samples: () => Promise<Sample[]> }> {
  const page = await throttledPage(context);
  await page.addInitScript({ content: SAMPLER });
  return { page, samples: () => page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples) };
}
