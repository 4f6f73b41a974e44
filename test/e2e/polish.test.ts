import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { phone, ops, apiData, apiAs, newShopper, chatStaffAway } from './browser';
import { journeys } from '../../scripts/shop/journeys';
import type { GoodsCard } from '../../src/api/types/goods';
import type { Page as ListPage } from '../../src/api/types/common';

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
/** Elements whose text runs onto more than one line. */
const wrapped = (sel: string) => page.evaluate((q) => [...document.querySelectorAll<HTMLElement>(q)].filter((e) => {
  const r = document.createRange();
  r.selectNodeContents(e);
  return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1;
}).map((e) => e.textContent), sel);
/** Elements that stick out sideways of their parent, or of the box that clips them (the screen when none does). */
const stickOut = (sel: string) => page.evaluate((q) => [...document.querySelectorAll<HTMLElement>(q)].filter((e) => {
  let clip = e.parentElement;
  while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
  const r = e.getBoundingClientRect();
  const boxes = [e.parentElement!.getBoundingClientRect(), clip?.getBoundingClientRect() ?? { left: 0, right: innerWidth }];
  return boxes.some((b) => r.left < b.left - 1 || r.right > b.right + 1);
}).map((e) => e.textContent), sel);
/** What a label must be: no word split across lines, nothing cut or sticking out. */
const whole = async (sel: string) => ({ broken: await brokenWords(sel), cut: await cut(sel), out: await stickOut(sel) });
const WHOLE = { broken: [], cut: [], out: [] };

describe('the longest strings of each language at 360 px (issue 16)', () => {
  for (const lang of ['ru', 'en', 'zh-cn']) {
    it(`${lang}: home category names whole, on at most two lines`, async () => {
      await openIn(lang, '/');
      await page.locator('.cat-grid .cat').first().waitFor();
      expect(await brokenWords('.cat-grid .cat span')).toEqual([]);
      expect(await cut('.cat-grid .cat span')).toEqual([]);
    });

    it(`${lang}: the service page breaks addresses between words and keeps labels on one line`, async () => {
      await chatStaffAway(page);
      await openIn(lang, '/pages/page/onlineservice');
      await page.locator('.chat-away summary').tap(); // the contacts, folded under the chat's away notice
      await page.locator('.contact-row dd').first().waitFor();
      expect(await brokenWords('.contact-row')).toEqual([]);
      expect(await wrapped('.contact-row dt')).toEqual([]);
    });

    it(`${lang}: the category sidebar names whole words`, async () => {
      await openIn(lang, '/pages/category/index');
      await page.locator('.cat-side button').first().waitFor();
      expect(await whole('.cat-side button')).toEqual(WHOLE);
    });

    it(`${lang}: goods cards of the best sellers count their sales on one line, inside the card`, async () => {
      await openIn(lang, '/pages/category/index');
      const all = await page.locator('.cat-all').getAttribute('href');
      await page.goto(`${base}/wap/${all}&sort=sales`);
      const sales = '.goods-meta .muted';
      await page.locator(sales).first().waitFor();
      expect(await whole(sales)).toEqual(WHOLE);
      expect(await wrapped(sales)).toEqual([]);
    });

    it(`${lang}: the item facts of the best seller (sales, shipping in China, weight) each on one line`, async () => {
      const [best] = (await apiData<ListPage<GoodsCard>>('/api/obapi/getItemlist', { sort: 'sales', page: 1, pagesize: 1 })).data;
      await openIn(lang, `/pages/item/index?tp=${best.api_type}&tid=${best.num_iid}`);
      await page.locator('.item-facts span').first().waitFor();
      expect(await whole('.item-facts span')).toEqual(WHOLE);
      expect(await wrapped('.item-facts span')).toEqual([]);
    });
  }
});

describe('at 360×640 nothing is cut or out of place (issue 10, 15)', () => {
  let token = '';
  let shipped: { id: number; sn: string };
  /** A call to the test server's API as the new shopper, for set-up only. */
  const api = apiAs(() => token);
  /** Opens `path` in `lang` as the new shopper, logged in (a fresh load). */
  /** Opens `path` in `lang` as the shopper, or as a visitor with `as: 'visitor'`. */
  async function openAsShopper(path: string, lang = 'en', as: 'shopper' | 'visitor' = 'shopper') {
    await page.goto(`${base}/wap/`);
    await page.evaluate(([tok, l]) => { localStorage.clear(); if (tok) localStorage.setItem('token', tok); localStorage.setItem('language', l); }, [as === 'shopper' ? token : '', lang]);
    await page.goto(`${base}/wap/#${path}`);
    await page.reload();
  }

  beforeAll(async () => {
    // A new shopper with one parcel shipped and one item left in the warehouse (a short list).
    const shopper = await newShopper('polish');
    token = shopper.token;
    await ops('recharge', { user_id: shopper.userId, amount: '3000.00' });
    const { warehouseGoods, makeParcel } = journeys(api, ops);
    const us = (await api<{ id: number; code: string }[]>('/api/other/getAreaInfo', { pid: 0 })).find((a) => a.code === 'US')!;
    const address = await api<{ id: number }>('/api/address/addAddress', { name: 'Ann Polish', mcode: '+1', mobile: '2025550123', country_id: us.id, address: '1 Main St', city: 'Springfield', zipcode: '12345' });
    shipped = await makeParcel(address.id);
    await ops('weigh', { id: shipped.id, weight: 1200, length: 30, width: 20, height: 10 });
    await api('/api/paywallet/payBalance', { sn: shipped.sn });
    await ops('ship', { id: shipped.id, tracking_no: 'EE987654321CN' });
    await warehouseGoods();
  }, 90_000);

  for (const [lang, as] of ['ru', 'en', 'zh-cn'].flatMap((l) => (['shopper', 'visitor'] as const).map((a) => [l, a] as const))) {
    it(`${lang}: home's search placeholder is whole for a ${as} (not "Search or pa…")`, async () => {
      await openAsShopper('/', lang, as);
      const input = page.getByRole('search').locator('input');
      await input.waitFor();
      // Measured as drawn: an input's scrollWidth does not count its placeholder.
      const m = await input.evaluate((e: HTMLInputElement) => {
        const s = getComputedStyle(e);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = s.font;
        return { placeholder: e.placeholder, scroll: e.scrollWidth, client: e.clientWidth, text: ctx.measureText(e.placeholder).width, room: e.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) };
      });
      expect(m.placeholder).not.toBe('');
      expect(m.scroll).toBeLessThanOrEqual(m.client);
      expect(m.text, m.placeholder).toBeLessThanOrEqual(m.room + 1); // the 1 px of `cut` above
    });
  }

  it('status tabs that overflow fade at the edge (a hint that they scroll), and the last one scrolls clear of the fade', async () => {
    await openAsShopper('/pages/member/sendorder/index');
    const tabs = page.getByRole('tablist');
    await tabs.getByRole('tab', { name: /^Shipped/ }).waitFor();
    const m = await tabs.evaluate((e) => {
      const s = getComputedStyle(e);
      e.scrollLeft = e.scrollWidth;
      const last = e.lastElementChild!.getBoundingClientRect();
      return { overflows: e.scrollWidth > e.clientWidth, mask: s.getPropertyValue('mask-image') || s.getPropertyValue('-webkit-mask-image'), lastRight: last.right, right: e.getBoundingClientRect().right };
    });
    expect(m.overflows).toBe(true);
    expect(m.mask).toContain('linear-gradient');
    expect(m.lastRight).toBeLessThanOrEqual(m.right - 20);
    expect(await cut('[role=tab]')).toEqual([]);
  });

  it('the warehouse\'s Select all / Ship bar sits at the bottom of the screen under a short list', async () => {
    await openAsShopper('/pages/member/myWarehouse/index');
    await page.locator('.wh-item').first().waitFor();
    expect(await page.locator('.wh-item').count()).toBe(1);
    const bar = page.locator('.o-bar', { has: page.getByRole('checkbox', { name: 'Select all' }) });
    const box = (await bar.boundingBox())!;
    const height = await page.evaluate(() => innerHeight);
    expect(Math.round(box.y + box.height)).toBe(height);
    const item = (await page.locator('.wh-item').boundingBox())!;
    expect(item.y + item.height).toBeLessThanOrEqual(box.y);
  });

  for (const lang of ['ru', 'en', 'zh-cn']) {
    it(`${lang}: the warehouse bar's count of what is chosen reads on one line`, async () => {
      await openAsShopper('/pages/member/myWarehouse/index', lang);
      const count = page.locator('.wh-bar .grow');
      await count.waitFor();
      const m = await count.evaluate((e) => ({ height: e.getBoundingClientRect().height, line: parseFloat(getComputedStyle(e).lineHeight) || 20 }));
      expect(m.height).toBeLessThan(m.line * 1.5);
    });
  }

  for (const lang of ['en', 'ru', 'zh-cn']) {
    it(`${lang}: settings' log-out button stays where it is when the newsletter row's answer comes`, async () => {
      let answer = () => {};
      const held = new Promise<void>((r) => (answer = r));
      await page.route(/\/api\/usersubscription\/detail/, async (route) => {
        await held;
        await route.continue();
      });
      try {
        await openAsShopper('/pages/setting/index', lang);
        const button = page.locator('.section .btn-primary');
        await button.waitFor();
        const before = (await button.boundingBox())!;
        answer();
        await page.getByRole('switch').waitFor();
        // The longer sentences (en, ru) put the address on a second line: the row was kept for it.
        expect((await button.boundingBox())!.y).toBe(before.y);
      } finally {
        answer();
        await page.unroute(/\/api\/usersubscription\/detail/);
      }
    });
  }

  it('a shipped parcel shows its status and tracking number on the first screen', async () => {
    await openAsShopper(`/pages/member/sendorder/detail?id=${shipped.id}`);
    const number = page.locator('section', { has: page.locator('#pd-track') }).getByText('EE987654321CN', { exact: true });
    await number.waitFor();
    const height = await page.evaluate(() => innerHeight);
    const status = (await page.locator('#pd-status').boundingBox())!;
    const box = (await number.boundingBox())!;
    expect(status.y).toBeLessThan(box.y);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
  });
});
