import { describe, it, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shopperPerTest, apiData, ops } from './browser';
import { journeys } from '../../scripts/shop/journeys';
import en from '../../lang/en.json';
import ru from '../../lang/ru.json';
import zh from '../../lang/zh-cn.json';

/**
 * Issue 38 items 12 and 13 at 360×640 (touch): the warehouse bar's count beside its button, and what appears
 * below the fold after a tap (the delete-account form, the calculator's answer) brought into view.
 */
const DICTS = { en, ru, 'zh-cn': zh } as const;
const LANGS = Object.keys(DICTS) as (keyof typeof DICTS)[];

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (b: Box, w: number, h: number) => b.x >= 0 && b.y >= 0 && b.x + b.width <= w + 0.5 && b.y + b.height <= h + 0.5;
const viewport = (page: Page) => page.evaluate(() => ({ w: innerWidth, h: innerHeight }));

/** The box of an element's text as it is drawn (text that spills out of its element included), not the element's. */
const textBox = (l: Locator) => l.evaluate((e) => {
  const r = document.createRange();
  r.selectNodeContents(e);
  const b = r.getBoundingClientRect();
  return { x: b.x, y: b.y, width: b.width, height: b.height };
});

/** Whether `l` lies wholly inside the layout viewport now, clear of the sticky title bar. */
const inView = (l: Locator) => l.evaluate((e) => {
  const b = e.getBoundingClientRect();
  const top = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
  return b.height > 0 && b.top >= top && b.left >= 0 && b.bottom <= innerHeight && b.right <= innerWidth;
});

describe('warehouse bar at 360 px (issue 38 item 12)', () => {
  const me = shopperPerTest('wh-bar', { recharge: '3000.00' });
  const api = <T = any>(path: string, params: Record<string, string | number> = {}) => apiData<T>(path, params, { token: me.token });

  for (const lang of LANGS) {
    it(`${lang}: with one goods line chosen the count and "${DICTS[lang].orders.sendGoods}" are both whole and apart`, async () => {
      const { page, base, context } = me;
      await journeys(api, ops).warehouseGoods();
      await context.addInitScript((l) => localStorage.setItem('language', l), lang);
      await page.goto(`${base}/wap/#/pages/member/myWarehouse/index`);
      await page.locator('.wh-item input[type=checkbox]').tap();
      const chosen = DICTS[lang].orders.chosenN.replace('{{n}}', '1').split('{{w}}')[0];
      const count = page.locator('.wh-bar .grow', { hasText: chosen });
      await count.waitFor();
      const button = page.locator('.wh-bar').getByRole('button', { name: DICTS[lang].orders.sendGoods });
      const all = page.locator('.wh-bar label.check');
      const { w, h } = await viewport(page);
      const text = await textBox(count);
      const btn = (await button.boundingBox())!;
      const sel = (await all.boundingBox())!;
      expect(overlap(text, btn), `count ${JSON.stringify(text)} under the button ${JSON.stringify(btn)}`).toBe(false);
      expect(overlap(text, sel)).toBe(false);
      expect(overlap(sel, btn)).toBe(false);
      for (const b of [text, btn, sel]) expect(inside(b, w, h), JSON.stringify(b)).toBe(true);
      // The count's text is drawn inside its own box (not spilling under its neighbours), and the button is a tap target.
      const box = (await count.boundingBox())!;
      expect(text.x).toBeGreaterThanOrEqual(box.x - 0.5);
      expect(text.x + text.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      expect(btn.height).toBeGreaterThanOrEqual(44);
      expect(sel.height).toBeGreaterThanOrEqual(44);
    });
  }
});

describe('what a tap opens below the fold is brought into view (issue 38 item 13)', () => {
  const me = shopperPerTest('fold');

  for (const lang of LANGS) {
    it(`${lang}: "${DICTS[lang].setting.deleteTitle}" scrolls its form into view and focuses the password`, async () => {
      const { page, base, context } = me;
      await context.addInitScript((l) => localStorage.setItem('language', l), lang);
      await page.goto(`${base}/wap/#/pages/setting/index`);
      const toggle = page.getByRole('button', { name: DICTS[lang].setting.deleteTitle });
      // The newsletter row is answered first, so the page is as long as it will be.
      await page.getByRole('switch').waitFor();
      await toggle.tap();
      const password = page.locator('#wo-password');
      await password.waitFor();
      await page.waitForFunction(() => document.activeElement?.id === 'wo-password');
      await expect.poll(() => inView(password)).toBe(true);
      // Its submit button comes into view with it, as far as the screen has room.
      await expect.poll(() => inView(page.getByRole('button', { name: DICTS[lang].setting.deleteConfirm }))).toBe(true);
    });

    it(`${lang}: the calculator's answer is scrolled into view and its heading focused`, async () => {
      const { page, base, context } = me;
      await context.addInitScript((l) => localStorage.setItem('language', l), lang);
      await page.goto(`${base}/wap/#/pages/page/estimate`);
      await page.locator('#es-country option[value=US]').waitFor({ state: 'attached' });
      await page.locator('#es-country').selectOption('US');
      await page.locator('#es-weight').fill('1200');
      await page.locator('#es-length').fill('30');
      await page.locator('#es-width').fill('20');
      await page.locator('#es-height').fill('10');
      await page.locator('form button[type=submit]').tap();
      const heading = page.locator('#es-sum');
      await heading.waitFor();
      await expect.poll(() => inView(heading)).toBe(true);
      await page.waitForFunction(() => document.activeElement?.id === 'es-sum');
      expect(await heading.textContent()).toContain(DICTS[lang].estimate.result.split('{{country}}')[0]);
    });
  }
});
