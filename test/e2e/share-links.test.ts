import { describe, it, expect, beforeAll } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { phone, apiData } from './browser';
import type { GoodsCard } from '../../src/api/types/goods';
import type { ItemDetail } from '../../src/api/types/catalogue';
import type { Page as ListPage } from '../../src/api/types/common';

let context: BrowserContext;
let page: Page;
let base: string;

/** The content of a `<meta property|name=…>` of a page as a messenger reads it (entities of the escaping decoded). */
function meta(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html);
  return m?.[1].replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
}

/** An item of the demo catalogue, as the API answers it in `lang`. */
async function anItem(lang: string, n = 3): Promise<ItemDetail> {
  const list = await apiData<ListPage<GoodsCard>>('/api/obapi/getItemlist', { page: 1, pagesize: 10 }, { method: 'GET' });
  const g = list.data[n];
  return apiData<ItemDetail>('/api/obapi/getItem', { tp: g.api_type, tid: g.num_iid, lang }, { method: 'GET' });
}

/** A fresh phone of its own (nothing stored: no language chosen, no service worker), counting its page loads. */
async function freshPhone() {
  const ctx = await page.context().browser()!.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale: 'en-US' });
  const p = await ctx.newPage();
  const documents: string[] = [];
  p.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  return { ctx, p, documents };
}

beforeAll(async () => {
  ({ context, page, base } = await phone());
});

describe('share links a messenger and a person can open', () => {
  it('fetched as a messenger does (no script): the card\'s title, ¥ price and picture in the asked language', async () => {
    for (const [lang, how] of [['ru', { query: '?lang=ru' }], ['zh-cn', { header: 'zh-CN,zh;q=0.9' }], ['en', { query: '' }]] as const) {
      const item = await anItem(lang);
      const link = `${base}/wap/i/${item.api_type}/${item.num_iid}${'query' in how ? how.query : ''}`;
      const res = await fetch(link, { headers: { 'user-agent': 'TelegramBot (like TwitterBot)', ...('header' in how ? { 'accept-language': how.header } : {}) } });
      expect(res.status, link).toBe(200);
      const html = await res.text();
      expect(meta(html, 'og:title')).toBe(item.title);
      expect(meta(html, 'og:description')).toContain(`¥${item.sale_price ?? item.price}`);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      // The picture is absolute, and it is the item's own first picture, answered from the link alone.
      const image = meta(html, 'og:image')!;
      expect(image).toBe(`${base}/wap/pic/item/${item.api_type}/${item.num_iid}`);
      const pic = await fetch(image);
      expect(pic.status).toBe(200);
      expect(pic.headers.get('content-type')).toMatch(/^image\/(webp|jpeg|png)$/);
      const own = await fetch(new URL(item.images[0] || item.pic_url, base));
      expect(Buffer.from(await pic.arrayBuffer()).equals(Buffer.from(await own.arrayBuffer()))).toBe(true);
    }
  });

  it('opened in Chromium: the item, in the link\'s language, with one page load; the address becomes the app\'s hash route', async () => {
    const item = await anItem('ru', 4);
    const { ctx, p, documents } = await freshPhone();
    try {
      const link = `${base}/wap/i/${item.api_type}/${item.num_iid}?lang=ru`;
      await p.goto(link);
      await p.getByRole('heading', { name: item.title }).waitFor();
      await p.getByRole('button', { name: 'В корзину' }).waitFor();
      expect(new URL(p.url()).pathname).toBe('/wap/');
      expect(decodeURIComponent(new URL(p.url()).hash)).toBe(`#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`);
      expect(documents).toEqual([link]);
      expect(await p.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
      // The gallery's first picture is the one the server addressed from the link (one request for it, not two).
      const pictures = await p.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));
      expect(pictures).toContain(`/wap/pic/item/${item.api_type}/${item.num_iid}`);
      expect(pictures).not.toContain(new URL(item.images[0] || item.pic_url, base).pathname);
      // Back in the app, a reload is the app's own page: still the item, still one load of it each time.
      await p.reload();
      await p.getByRole('heading', { name: item.title }).waitFor();
      expect(documents).toEqual([link, `${base}/wap/`]);
    } finally {
      await ctx.close();
    }
  });

  it('painted from the first HTML before any of the build\'s scripts: the title and the ¥ price under the picture\'s box', async () => {
    const item = await anItem('zh-cn', 5);
    const { ctx, p } = await freshPhone();
    try {
      await p.route('**/wap/assets/*.js', (r) => r.abort());
      await p.goto(`${base}/wap/i/${item.api_type}/${item.num_iid}?lang=zh-cn`);
      const title = p.locator('#skeleton .item-title');
      await title.waitFor();
      expect(await title.textContent()).toBe(item.title);
      expect(await p.locator('#skeleton .item-price-now').textContent()).toBe(`¥${item.sale_price ?? item.price}`);
      // Under the gallery's square box, as the page then draws them.
      const gallery = (await p.locator('#skeleton .sk-gallery').boundingBox())!;
      expect(gallery.width).toBe(360);
      expect((await title.boundingBox())!.y).toBeGreaterThan(gallery.y + gallery.height);
      await p.waitForFunction(() => ((document.querySelector('#skeleton .sk-gallery img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
      expect(await p.evaluate(() => document.title)).toBe(item.title);
    } finally {
      await ctx.close();
    }
  });

  it('"Copy link" on the item page puts the link the server reads on the clipboard', async () => {
    const item = await anItem('en', 6);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await page.goto(`${base}/wap/#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`);
    await page.getByRole('heading', { name: item.title }).waitFor();
    await page.getByRole('button', { name: 'Copy link' }).tap();
    await page.locator('.toast', { hasText: 'Copy Success!' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${base}/wap/i/${item.api_type}/${item.num_iid}?lang=en`);
    // That link opens the same item.
    await page.goto(copied);
    await page.getByRole('heading', { name: item.title }).waitFor();
  });

  it('the search results give their own link: it opens the same search', async () => {
    await page.goto(`${base}/wap/#/pages/shop/index?keyword=dress&sort=price_asc`);
    await page.locator('.goods-card').first().waitFor();
    await page.getByRole('button', { name: 'Copy link' }).tap();
    await page.locator('.toast', { hasText: 'Copy Success!' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${base}/wap/s?keyword=dress&sort=price_asc&lang=en`);
    const html = await (await fetch(copied)).text();
    expect(meta(html, 'og:title')).toBe('“dress” on BuyForMe');
    expect(meta(html, 'og:description')).toMatch(/^Goods found: \d+, from ¥\d+\.\d\d$/);
    await page.goto(copied);
    await page.locator('.goods-card').first().waitFor();
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#/pages/shop/index?keyword=dress&sort=price_asc');
  });

  it('an unknown item\'s link answers 404 with a page in the shop\'s style and the way home', async () => {
    const link = `${base}/wap/i/taobao/999999999999`;
    expect((await fetch(link)).status).toBe(404);
    const { ctx, p } = await freshPhone();
    try {
      const res = await p.goto(`${link}?lang=ru`);
      expect(res!.status()).toBe(404);
      await p.getByRole('heading', { name: 'Товар не найден' }).waitFor();
      const home = p.getByRole('link', { name: 'В магазин' });
      const box = (await home.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await home.tap();
      await p.locator('.banner-strip img').first().waitFor();
      expect(new URL(p.url()).pathname).toBe('/wap/');
    } finally {
      await ctx.close();
    }
  });
});
