import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { phone, apiData } from './browser';
import { serveDemo } from '../../scripts/shop/serve';
import type { GoodsCard } from '../../src/api/types/goods';
import type { Page as ListPage } from '../../src/api/types/common';

/** The urls the page's service worker keeps, across its caches. */
const cachedUrls = (page: Page) => page.evaluate(async () => {
  const names = await caches.keys();
  const lists = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)));
  return { names, urls: lists.flat() };
});

/** A deployment test waits for a worker to install and activate against a server sharing 2 cores with others. */
const DEPLOY_TEST_MS = 180_000;

/** Waits until the service worker registered after load controls the page. */
const controlled = (page: Page) => page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 30_000 });

describe('offline shell: first visit online, second visit offline (Chromium)', () => {
  let context: BrowserContext;
  let page: Page;
  let base: string;
  let item: GoodsCard;

  beforeAll(async () => {
    ({ context, page, base } = await phone({ serviceWorkers: 'allow' }));
    item = (await apiData<ListPage<GoodsCard>>('/api/obapi/getItemlist', { page: 1, pagesize: 10 })).data[0];
  });

  it('registers the worker after load and keeps the shell, the home feed and a seen item page', async () => {
    await page.goto(`${base}/wap/`);
    await page.locator('.goods-card').first().waitFor();
    // The manifest and Apple's icon are linked; the worker is not part of the first load.
    expect(await page.locator('link[rel=manifest]').getAttribute('href')).toBe('/wap/manifest.webmanifest');
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.endsWith('/sw.js')))).toBe(false);
    await page.evaluate((h) => { location.hash = h; }, `#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`);
    await page.getByRole('heading', { name: item.title }).waitFor();
    await controlled(page);
    // A page seen once the worker is in control is kept on first use (its chunk, its strings).
    await page.evaluate(() => { location.hash = '#/pages/user/login'; });
    await page.getByLabel('E-mail, mobile or username').waitFor();
    // What the first visit fetched before the worker was there (the floors, the item) is kept too.
    await expect.poll(async () => {
      const { urls } = await cachedUrls(page);
      return ['/wap/', '/api/index/floor', '/api/obapi/getItem'].filter((u) => !urls.includes(u));
    }, { timeout: 20_000 }).toEqual([]);
    expect((await page.evaluate(() => document.documentElement.className)).split(' ')).toContain('offline-ready');
  });

  it('never keeps an answer to a request carrying a token, nor a write', async () => {
    const { urls } = await cachedUrls(page);
    // The login form's page made no stored call; nothing under /api/user (sign-in, profile) is kept.
    expect(urls.filter((u) => /^\/api\/(user|cart|order)\//.test(u))).toEqual([]);
  });

  it('opens home with its feed on a cold start with no network, with the network-lost notice and its retry', async () => {
    await context.setOffline(true);
    const cold = await context.newPage();
    await cold.goto(`${base}/wap/`);
    await cold.locator('.goods-card').first().waitFor();
    // The home feed of the last visit: banners, categories and the floors' goods.
    expect(await cold.locator('.goods-card').count()).toBeGreaterThan(3);
    const notice = cold.getByRole('alertdialog');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('connection was lost');
    // A bar over the page, not a full screen: the feed stays readable and tappable.
    const box = (await notice.boundingBox())!;
    expect(box.height).toBeLessThan(200);
    await notice.getByRole('button', { name: 'Retry' }).tap();
    await notice.getByText('Still offline').waitFor();
    await cold.close();
  });

  it('opens the item seen before, read-only, and an action that needs the network says so and keeps what was typed', async () => {
    const cold = await context.newPage();
    await cold.goto(`${base}/wap/#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`);
    await cold.getByRole('heading', { name: item.title }).waitFor();
    await cold.goto(`${base}/wap/#/pages/user/login`);
    await cold.getByLabel('E-mail, mobile or username').fill('demo@example.com');
    await cold.getByLabel('Password', { exact: true }).fill('demo1234');
    await cold.getByRole('button', { name: 'Log in', exact: true }).tap();
    await cold.getByText('Check your network and try again').first().waitFor();
    expect(await cold.getByLabel('E-mail, mobile or username').inputValue()).toBe('demo@example.com');
    expect(await cold.getByLabel('Password', { exact: true }).inputValue()).toBe('demo1234');
    await cold.close();
    await context.setOffline(false);
  });

  it('a page that cannot load offline shows its title bar over the error, and loads by itself, once, when the line is back (issue 38)', async () => {
    await context.setOffline(true);
    const cold = await context.newPage();
    let loads = 0;
    cold.on('load', () => loads++);
    // The help centre was never opened: its chunk is not stored.
    await cold.goto(`${base}/wap/#/pages/help/index`);
    await cold.getByText('Loading chunk help-index failed').waitFor();
    // Its title bar (the titles are stored with the shell) and the way back, above the error.
    const bar = cold.getByRole('banner');
    expect(await bar.getByRole('heading').textContent()).toBe('Help centre');
    await bar.getByRole('button', { name: 'Back' }).waitFor();
    const error = (await cold.getByText('Loading chunk help-index failed').boundingBox())!;
    expect((await bar.boundingBox())!.y + (await bar.boundingBox())!.height).toBeLessThanOrEqual(error.y);
    expect(loads).toBe(1);
    // The line back: the page loads by itself (no Retry tapped), with one reload.
    await context.setOffline(false);
    await cold.getByText('Help topics').waitFor();
    expect(await cold.getByText('Loading chunk help-index failed').count()).toBe(0);
    expect(await bar.getByRole('heading').textContent()).toBe('Help centre');
    expect(loads).toBe(2);
    // Once: the page that loaded reloads on no later `online` (the document stays the same one).
    await cold.evaluate(() => { (window as { kept?: number }).kept = 1; dispatchEvent(new Event('online')); });
    expect(await cold.evaluate(() => new Promise((r) => setTimeout(() => r((window as { kept?: number }).kept), 50)))).toBe(1);
    expect(loads).toBe(2);
    await cold.close();
  });

  it('a page not found has its title bar with the way back, too', async () => {
    const cold = await context.newPage();
    await cold.goto(`${base}/wap/#/pages/no/such-page`);
    await cold.getByText('This page does not exist').waitFor();
    const bar = cold.getByRole('banner');
    expect(await bar.getByRole('heading').textContent()).toBe('Page not found');
    await bar.getByRole('button', { name: 'Back' }).tap();
    // Opened at this link (nothing of ours behind it): Back goes home.
    await cold.locator('.goods-card').first().waitFor();
    expect(new URL(cold.url()).hash).toBe('#/');
    await cold.close();
  });
});

describe('a new deployment (Chromium)', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'sw-deploy-'));
  let stop = () => {};
  let page: Page;
  let base: string;

  beforeAll(async () => {
    cpSync(path.resolve(process.env.STOREFRONT_DIST ?? 'dist'), dist, { recursive: true });
    const server = await serveDemo({ dist, opsToken: 'sw-deploy-ops' });
    stop = server.stop;
    base = server.base;
    ({ page } = await phone({ serviceWorkers: 'allow' }));
    // A worker's install and activation wait for the server, which another server shares the 2 cores with here.
    page.setDefaultTimeout(45_000);
  }, 240_000);

  afterAll(() => {
    stop();
    rmSync(dist, { recursive: true, force: true });
  });

  const versions = async () => [...new Set((await cachedUrls(page)).names.filter((n) => n.startsWith('sf-shell-')).map((n) => n.slice('sf-shell-'.length)))];

  it('opens the stored page at once, installs the new build meanwhile and runs it on the next visit, dropping the old build\'s caches', async () => {
    // Each try from the start (a retry must not meet the last try's deployment): the build as built, no worker, no caches.
    const built = (f: string) => path.join(path.resolve(process.env.STOREFRONT_DIST ?? 'dist'), f);
    for (const f of ['sw.js', 'index.html']) writeFileSync(path.join(dist, f), readFileSync(built(f)));
    await page.goto(`${base}/robots.txt`).catch(() => {}); // same site, outside the worker's scope
    await page.evaluate(async () => {
      for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
      for (const k of await caches.keys()) await caches.delete(k);
    });
    await page.goto(`${base}/wap/`);
    await controlled(page);
    await expect.poll(versions).toHaveLength(1);
    // The first visit's files handed to the worker are kept (it is busy until then).
    await expect.poll(async () => (await cachedUrls(page)).urls.includes('/api/index/floor'), { timeout: 45_000 }).toBe(true);
    const [old] = await versions();
    // The deployment: a new worker (its build version changes) and a page that says which build it is.
    const worker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
    expect(worker).toContain(old);
    writeFileSync(path.join(dist, 'sw.js'), worker.split(old).join('0000deployed'));
    const html = path.join(dist, 'index.html');
    writeFileSync(html, readFileSync(html, 'utf8').replace('</head>', '<meta name="build" content="deployed"></head>'));
    await page.reload();
    // The stored page opens at once (no round trip first), still the old build with its own kept chunks…
    expect(await page.locator('meta[name=build]').count()).toBe(0);
    await page.locator('.goods-card').first().waitFor();
    // …while the new worker installs (the browser's update check on that visit). The shopper leaves; with nothing
    // of the old page in flight the new worker takes over (a worker activates once the old one has nothing
    // pending, which a page still loading its feed on a busy host can hold off) and drops the old caches.
    await page.goto(`${base}/robots.txt`).catch(() => {});
    await expect.poll(versions, { timeout: 60_000 }).toEqual(['0000deployed']);
    // The next visit runs the new build.
    await page.goto(`${base}/wap/`);
    expect(await page.locator('meta[name=build]').getAttribute('content')).toBe('deployed');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${base}/wap/sw.js`);
  }, DEPLOY_TEST_MS);

  it('reloads once when a chunk of the running build is gone, and not again if it is still missing', async () => {
    // Each try from the start: every chunk in place, and no reload remembered by this tab.
    const assets = path.join(dist, 'assets');
    readdirSync(assets).filter((f) => f.endsWith('.old')).forEach((f) => renameSync(path.join(assets, f), path.join(assets, f.slice(0, -'.old'.length))));
    await page.goto(`${base}/robots.txt`).catch(() => {}); // same site, outside the worker's scope
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${base}/wap/`);
    await page.locator('.goods-card').first().waitFor();
    await controlled(page);
    // The chunk-loss listener comes with the registration (src/sw/register-now.ts), seconds after load.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/register-now-')), null, { timeout: 30_000 });
    // The deployment removed the help article page's chunk (its files renamed away).
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const chunk = manifest['src/pages/help/info.tsx'].file;
    const gone = readdirSync(path.join(dist, 'assets')).filter((f) => f.startsWith(path.basename(chunk)));
    gone.forEach((f) => renameSync(path.join(dist, 'assets', f), path.join(dist, 'assets', `${f}.old`)));
    let loads = 0;
    page.on('load', () => loads++);
    // Each new document counts the worker's "chunk gone" messages; the storefront's own listener, if it is there
    // yet, decides on a reload in the same dispatch, just after this one.
    await page.addInitScript(() => navigator.serviceWorker?.addEventListener('message', (e: MessageEvent<{ stale?: boolean } | null>) => {
      if (e.data?.stale) (window as { staleSeen?: number }).staleSeen = ((window as { staleSeen?: number }).staleSeen ?? 0) + 1;
    }));
    await page.evaluate(() => { location.hash = '#/pages/help/info?id=1'; });
    // One reload, then the chunk error with its retry (still missing: no second reload).
    await page.getByText('Loading chunk help-info failed').waitFor({ timeout: 20_000 });
    // The reloaded document has been told too, and did not reload again.
    await page.waitForFunction(() => ((window as { staleSeen?: number }).staleSeen ?? 0) > 0, null, { timeout: 30_000 });
    await page.getByText('Loading chunk help-info failed').waitFor();
    expect(loads).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('sw-reloaded-at'))).toMatch(/^\d+$/);
    // Back in place, the retry opens the page.
    gone.forEach((f) => renameSync(path.join(dist, 'assets', `${f}.old`), path.join(dist, 'assets', f)));
    await page.getByRole('button', { name: 'Retry' }).tap();
    await page.locator('.article, article').first().waitFor();
    expect(await page.getByText('Loading chunk help-info failed').count()).toBe(0);
    expect(loads).toBe(2); // the retry's own reload, and no other
  }, DEPLOY_TEST_MS);
});
