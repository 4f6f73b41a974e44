import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { phone, apiData, ops } from './browser';
import { routeRows } from './route-rows';
import { openSettled, screenProblems, type ScreenLang } from './screen-check';
import { walkShopper, TYPED } from './walk-shopper';

/**
 * Issue 25, "Layout and language at 360 px": every route of THE route table (src/routes.ts, read from its source) in
 * Russian and in Chinese on a 360×640 touch screen, as a fresh shopper with something on every page (orders paid and
 * not, a weighed parcel, a trial packing, a one-pay order, a cart line, a coupon won on the wheel, an approved
 * affiliate …). Each page fails on a navbar title cut, text out of its box or off the screen, a tap target under
 * 44 px and a word of another script (test/e2e/screen-check.ts says exactly how each is measured).
 */
const LANGS: ScreenLang[] = ['ru', 'zh-cn'];
const rows = routeRows();
const pages = new Map<ScreenLang, Page>();
let urls: Record<string, string> = {};
let base = '';

beforeAll(async () => {
  base = inject('baseUrl');
  const shopper = await walkShopper(base, (path, params, token) => apiData(path, params, { token }), ops, 'routes');
  urls = shopper.urls;
  for (const lang of LANGS) {
    const { context, page } = await phone();
    await context.addInitScript(([token, l]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('language', l);
    }, [shopper.token, lang]);
    pages.set(lang, page);
  }
}, 240_000);

describe.each(LANGS)('every route at 360×640 in %s', (lang) => {
  it('the walk covers the whole route table', () => {
    expect(rows.length).toBeGreaterThan(80);
    expect(rows.map((r) => r.path)).toContain('/pages/affiliate/promotionsubmit');
  });

  it.each(rows)('$path', async ({ path, bare }) => {
    const page = pages.get(lang)!;
    await openSettled(page, base, urls[path] ?? path, { bare });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang === 'zh-cn' ? 'zh-CN' : lang);
    expect(await screenProblems(page, lang, TYPED)).toEqual([]);
  }, 90_000);
});
