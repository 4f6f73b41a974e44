import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePerTest } from './browser';

/** Whether the service worker has stored the page a repeat visit opens (src/sw/sw.ts keepPage). */
const pageStored = (page: Page) => page.evaluate(async () => {
  for (const name of await caches.keys()) if (await (await caches.open(name)).match('/wap/')) return true;
  return false;
});

describe("a repeat visit's first frame (issue 37)", () => {
  const phone = phonePerTest({ serviceWorkers: 'allow' });

  it("is home's skeleton, with no blank frame before it, on a slow phone", async () => {
    const { page, context, base } = phone;
    await page.goto(`${base}/wap/`);
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 30_000 });
    await expect.poll(() => pageStored(page), { timeout: 30_000 }).toBe(true);
    await page.close();
    // A new tab of the same phone, 4× slower: the page comes from the worker at once, and the parser is slow.
    const again = await context.newPage();
    const cdp = await context.newCDPSession(again);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await again.goto(`${base}/wap/`);
    await again.locator('#skeleton .banner-strip img, .banners img').first().waitFor();
    const paints = await again.evaluate(() => ({
      sw: !!navigator.serviceWorker?.controller,
      ...Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, e.startTime])),
    })) as { sw: boolean; 'first-paint'?: number; 'first-contentful-paint'?: number };
    expect(paints.sw).toBe(true);
    // The first frame drawn already has content (the skeleton's search box, banner and tab bar): it is the first contentful one.
    expect(paints['first-paint']).toBeGreaterThan(0);
    expect(paints['first-paint']).toBe(paints['first-contentful-paint']);
  });
});
