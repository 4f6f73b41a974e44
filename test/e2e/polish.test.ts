import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { phone } from './browser';

let page: Page;
let base: string;
beforeAll(async () => {
  ({ page, base } = await phone());
});

/** Opens `path` in language `lang` (a fresh load). */
async function openIn(lang: string, path: string) {
  await page.goto(`${base}/wap/`);
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
  await page.goto(`${base}/wap/#${path}`);
  await page.reload();
}

/** Words of the matching elements broken across lines (a word whose box splits in two), as "word" strings. */
const brokenWords = (sel: string) => page.evaluate((q) => {
  const out: string[] = [];
  for (const el of document.querySelectorAll(q)) {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
        if (/\p{Script=Han}/u.test(m[0])) continue; // Chinese breaks between characters by rule
        const r = document.createRange();
        r.setStart(n, m.index!);
        r.setEnd(n, m.index! + m[0].length);
        const lines = new Set([...r.getClientRects()].map((x) => Math.round(x.top)));
        if (lines.size > 1) out.push(m[0]);
      }
    }
  }
  return out;
}, sel);
/** Elements whose text is cut (wider than their box, or clamped with an ellipsis). */
const cut = (sel: string) => page.evaluate((q) => [...document.querySelectorAll<HTMLElement>(q)]
  .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent), sel);

describe('the longest strings of each language at 360 px (issue 16)', () => {
  for (const lang of ['ru', 'en', 'zh-cn']) {
    it(`${lang}: home category names whole, on at most two lines`, async () => {
      await openIn(lang, '/');
      await page.locator('.cat-grid .cat').first().waitFor();
      expect(await brokenWords('.cat-grid .cat span')).toEqual([]);
      expect(await cut('.cat-grid .cat span')).toEqual([]);
    });

    it(`${lang}: the service page breaks addresses between words and keeps labels on one line`, async () => {
      await openIn(lang, '/pages/page/onlineservice');
      await page.locator('.contact-row dd').first().waitFor();
      expect(await brokenWords('.contact-row')).toEqual([]);
      const labels = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.contact-row dt')].filter((e) => {
        const r = document.createRange();
        r.selectNodeContents(e);
        return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1;
      }).map((e) => e.textContent));
      expect(labels).toEqual([]);
    });
  }
});
