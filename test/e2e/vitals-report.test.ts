import { describe, it, expect, beforeAll } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { phone, ops, apiData } from './browser';
import { E2E_OPS_TOKEN } from './global-setup';
import type { GoodsCard } from '../../src/api/types/goods';
import type { Page as ListPage } from '../../src/api/types/common';

/**
 * Issue 15 §2 end to end: a shopper browses (the storefront sends its own web-vitals beacons when a page is
 * left), then an engineer opens /ops/vitals in a browser, logs in with the operator token, sees those routes
 * with their charts and downloads the CSV.
 */
let page: Page;
let base: string;
let context: Awaited<ReturnType<typeof phone>>['context'];
type Row = { route: string; metric: string; samples: number; p75: number };

beforeAll(async () => {
  ({ page, base, context } = await phone());
});

/** Samples the server holds per route and metric today (the JSON action `npm run vitals` calls). */
const report = async () => ops<Row[]>('vitals', { days: 1 });
const samplesOf = (rows: Row[], route: string) => rows.filter((r) => r.route === route).reduce((n, r) => n + r.samples, 0);

/**
 * Opens `url` as a shopper would, stays until the storefront measures, and leaves the page: the beacon goes out on
 * pagehide. The field metrics start seconds after load (src/main.tsx, src/after-load.ts) and the toast's watch
 * chunk is asked for 3 s after them, so once that chunk is among this document's resources the metrics have been
 * observing for seconds, however busy the host.
 */
async function visit(url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/toast-watch-[\w-]+\.js/.test(e.name)), undefined, { timeout: 60_000 });
  await page.goto('about:blank');
}

describe('field metrics report after a browsing session', () => {
  let item: GoodsCard;
  let before: Row[];

  beforeAll(async () => {
    item = (await apiData<ListPage<GoodsCard>>('/api/obapi/getItemlist', { page: 1, pagesize: 5 })).data[0];
    before = await report();
  });

  it('a shopper browsing home, an item and the categories sends beacons the server keeps per route', async () => {
    await visit(`${base}/wap/`);
    await visit(`${base}/wap/#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`);
    await visit(`${base}/wap/#/pages/category/index`);
    for (const route of ['/', '/pages/item/index', '/pages/category/index']) {
      await expect.poll(async () => samplesOf(await report(), route)).toBeGreaterThan(samplesOf(before, route));
    }
    const after = await report();
    for (const route of ['/', '/pages/item/index']) {
      const metrics = after.filter((r) => r.route === route).map((r) => r.metric);
      expect(metrics, route).toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']));
    }
  });

  it('an engineer logs in on /ops/vitals with the operator token and sees those routes charted', async () => {
    const first = await page.goto(`${base}/ops/vitals?days=7`);
    expect(first?.status()).toBe(401);
    await page.getByLabel('Operator token').fill('wrong token');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('not the operator token');

    await page.getByLabel('Operator token').fill(E2E_OPS_TOKEN);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Field metrics' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/ops/vitals?days=7');
    const [cookie] = (await context.cookies(`${base}/ops/vitals`)).filter((c) => c.name === 'ops_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/ops' });
    expect(cookie.value).not.toContain(E2E_OPS_TOKEN);

    const rows = await report();
    for (const route of ['/', '/pages/item/index', '/pages/category/index']) {
      const row = page.locator(`tr[data-route="${route}"]`);
      await expect.poll(() => row.count()).toBe(1);
      await expect.poll(() => row.locator('th[scope=row] small').first().textContent()).toMatch(/^\d+ samples$/);
      // the LCP chart is drawn, with a dot for today, and the cell states today's p75 as the JSON action does
      const lcp = row.locator('td[data-metric="LCP"]');
      expect(await lcp.locator('svg.chart circle').count()).toBeGreaterThan(0);
      expect(await lcp.locator('svg.chart').boundingBox()).toMatchObject({ width: 220 });
      const fromApi = rows.find((r) => r.route === route && r.metric === 'LCP')!;
      expect(await lcp.locator('.v').textContent()).toBe(`${Math.round(fromApi.p75)} ms`);
    }

    // a shorter window through the days selector
    await page.getByLabel('Last').selectOption('1');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?days=1');
    expect(await page.locator('tr[data-route="/"] svg.chart').count()).toBeGreaterThan(0);
  });

  it('downloads the CSV: route, day, metric, samples, p75, rating', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^vitals-\d{4}-\d{2}-\d{2}-1d\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8').trim().split('\r\n');
    expect(lines[0]).toBe('route,day,metric,samples,p75,rating');
    const today = new Date().toISOString().slice(0, 10);
    for (const route of ['/', '/pages/item/index', '/pages/category/index']) {
      expect(lines.some((l) => new RegExp(`^${route.replace(/\//g, '\\/')},${today},LCP,\\d+,[\\d.]+,(good|needs-improvement|poor)$`).test(l)), route).toBe(true);
    }

    // logging out ends the session: the page asks for the token again
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByLabel('Operator token').waitFor();
  });
});
