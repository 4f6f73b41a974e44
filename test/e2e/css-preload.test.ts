import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePerTest } from './browser';

/**
 * A page's own stylesheet comes with its chunk (scripts/vite/css-preload.ts, the build's cut-down preload helper):
 * opened from home, the page is drawn with its CSS in force and one link to it however often it is opened; a
 * stylesheet that fails to load shows the chunk error, and its retry opens the page styled.
 */
const dist = path.resolve(process.env.STOREFRONT_DIST ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { css?: string[] }>;
const css = manifest['src/pages/category/index.tsx'].css![0];
const cssName = path.basename(css);

/** The category page's stylesheet links in the document, and whether each has loaded (its sheet is there). */
const links = (page: Page) => page.evaluate((name) => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')]
  .filter((l) => l.href.endsWith(`/${name}`)).map((l) => l.sheet !== null), cssName);

const open = (page: Page, hash: string) => page.evaluate((h) => { location.hash = h; }, hash);

describe('a page chunk and its stylesheet', () => {
  const phone = phonePerTest();

  it('draws a page opened from home with its stylesheet, linked once however often it is opened', async () => {
    const { page, base } = phone;
    await page.goto(`${base}/wap/`);
    await page.locator('.goods-card').first().waitFor();
    expect(await links(page)).toEqual([]);
    for (let i = 0; i < 2; i++) {
      await open(page, '#/pages/category/index');
      await page.locator('.cat-side, .category').first().waitFor();
      expect(await links(page)).toEqual([true]);
      await open(page, '#/');
      await page.locator('.goods-card').first().waitFor();
    }
    expect(await links(page)).toEqual([true]);
  });

  it('shows the chunk error when the stylesheet fails, and its retry opens the page styled', async () => {
    const { page, base } = phone;
    await page.route(`**/assets/${cssName}`, (r) => r.abort());
    await page.goto(`${base}/wap/`);
    await page.locator('.goods-card').first().waitFor();
    await open(page, '#/pages/category/index');
    await page.getByText(/Loading chunk .+ failed/).waitFor();
    expect(await links(page)).toEqual([]);
    await page.unroute(`**/assets/${cssName}`);
    await page.getByRole('button', { name: 'Retry' }).tap();
    await page.locator('.cat-side, .category').first().waitFor();
    expect(await links(page)).toEqual([true]);
  });
});
