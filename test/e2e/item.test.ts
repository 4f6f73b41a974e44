import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { inject } from 'vitest';
import { phone, apiData, scrollUntil, WAIT_MS } from './browser';
import { barePicture, brokenImages, weakNetworkPage } from './deep-link-paint';
import type { GoodsCard } from '../../src/api/types/goods';
import type { ItemDetail, ItemSku } from '../../src/api/types/catalogue';
import type { CartList } from '../../src/api/types/cart';
import type { Currency } from '../../src/api/types/settings';
import type { Page as ListPage } from '../../src/api/types/common';
import { money } from '../../src/lib/format';
import { parseProperties } from '../../src/lib/sku';

let page: Page;
let base: string;
let token = '';

/** A call to the test server's API, for set-up and checks only (the journeys go through the UI). */
const api = <T,>(method: 'GET' | 'POST', p: string, params: Record<string, string> = {}) => apiData<T>(p, params, { method, token });

const cartCount = () => api<{ count: number }>('POST', '/api/cart/getCount').then((r) => r.count);
const cartLines = () => api<CartList>('POST', '/api/cart/getList').then((c) => c.groups.flatMap((g) => g.goods));
/** Waits for the url's hash to pass `test` (polled from here: the page's CSP allows no string evaluation). */
const waitHash = (test: (h: string) => boolean) => expect.poll(async () => test(decodeURIComponent(new URL(page.url()).hash)), { timeout: WAIT_MS }).toBe(true);

/** An item of the catalogue with an SKU of at least 2 in stock that the demo cart does not hold yet. */
async function pickItem(): Promise<{ item: ItemDetail; sku: ItemSku }> {
  const inCart = new Set((await cartLines()).map((l) => `${l.num_iid}|${l.sku_id}`));
  const list = await api<ListPage<GoodsCard>>('GET', '/api/obapi/getItemlist', { page: '2', pagesize: '20' });
  for (const g of list.data) {
    const item = await api<ItemDetail>('GET', '/api/obapi/getItem', { tp: g.api_type, tid: g.num_iid });
    const sku = item.skus.find((s) => s.stock >= 2 && !inCart.has(`${item.num_iid}|${s.sku_id}`) && s.price !== item.price)
      ?? item.skus.find((s) => s.stock >= 2 && !inCart.has(`${item.num_iid}|${s.sku_id}`));
    if (item.props.length && sku) return { item, sku };
  }
  throw new Error('no item with SKUs in the catalogue');
}

beforeAll(async () => {
  ({ page, base } = await phone());
  const r = await api<{ userinfo: { token: string } }>('POST', '/api/user/login', { account: 'demo@example.com', password: 'demo1234' });
  token = r.userinfo.token;
  await page.goto(`${base}/wap/`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.reload();
});

describe('item journeys on a 360×640 touch screen', () => {
  it('opens an item from the catalogue, chooses a SKU and quantity, and adds it to the cart', async () => {
    const { item, sku } = await pickItem();
    const before = await cartCount();
    const usd = (await api<Currency[]>('GET', '/api/currency/lists')).find((c) => c.code === 'USD')!;

    // From the catalogue: search results for its title, then its goods card.
    await page.goto(`${base}/wap/#/pages/shop/index?keyword=${encodeURIComponent(item.title)}`);
    await page.locator(`a.goods-card[href="#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}"]`).tap();
    await page.getByRole('heading', { name: item.title }).waitFor();
    const now = page.locator('.item-price-now');
    // Goods are bought in yuan: the price in ¥, the shopper's currency beside it.
    expect(await now.textContent()).toBe(money(item.price, null));
    expect(await page.locator('.item-price .yuan-approx').textContent()).toBe(` ≈ ${money(item.price, usd)}`);
    // The first picture is on screen at once; the viewer opens on a tap and closes with its button.
    expect(await page.locator('.gallery img').first().getAttribute('fetchpriority')).toBe('high');
    await page.locator('.gallery-slide').first().tap();
    await page.getByRole('dialog', { name: 'Picture viewer' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).tap();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Without a full choice nothing is added: a bottom panel opens above the action bar with the
    // picture, live price, stock and quantity, and Confirm waits for the choice.
    await page.getByLabel('Note for our buyer').fill('e2e: please check the seams');
    await page.getByRole('button', { name: 'Add to cart' }).tap();
    const panel = page.getByRole('dialog', { name: 'Options' });
    await panel.waitFor();
    expect(await cartCount()).toBe(before);
    expect(await panel.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    // The panel is on top: its Confirm is what a tap at its centre hits, not the action bar under it.
    const box = (await panel.getByRole('button', { name: 'Confirm' }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('.sku-panel') !== null, [box.x + box.width / 2, box.y + box.height / 2])).toBe(true);

    const chosen = parseProperties(sku.properties);
    for (const p of item.props) {
      const value = p.values.find((v) => v.vid === chosen[p.pid])!;
      await panel.locator('fieldset', { has: page.locator('legend', { hasText: p.name }) }).getByRole('button', { name: value.name, exact: true }).tap();
    }
    await panel.getByText(`In stock: ${sku.stock}`).waitFor();
    expect(await panel.locator('.sku-panel-price').textContent()).toBe(money(sku.price, null));
    expect(await panel.locator('.yuan-approx').textContent()).toBe(` ≈ ${money(sku.price, usd)}`);
    expect(await now.textContent()).toBe(money(sku.price, null));

    await panel.getByRole('button', { name: 'Increase' }).tap();
    expect(await panel.locator('#sku-panel-qty').inputValue()).toBe('2');
    await panel.getByRole('button', { name: 'Confirm' }).tap();
    await page.getByText('Added to cart').waitFor();
    await panel.waitFor({ state: 'detached' });

    expect(await cartCount()).toBe(before + 1);
    const line = (await cartLines()).find((l) => l.num_iid === item.num_iid && l.sku_id === sku.sku_id)!;
    expect(line).toMatchObject({ quantity: 2, remark: 'e2e: please check the seams', price: sku.price });
  });

  it('opened cold as a deep link: index.html asks for the item once, before the app runs, and for the picture its link names; no home banner', async () => {
    const { item } = await pickItem();
    const context = await page.context().browser()!.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
    const cold = await context.newPage();
    const cdp = await context.newCDPSession(cold);
    await cdp.send('Network.enable');
    /** Every request with the script that asked for it (the top frame of its initiator's stack). */
    const seen: { path: string; by: string }[] = [];
    cdp.on('Network.requestWillBeSent', (e) => seen.push({ path: new URL(e.request.url).pathname, by: e.initiator.stack?.callFrames[0]?.url ?? e.initiator.url ?? e.initiator.type }));
    const url = `${base}/wap/#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`;
    await cold.goto(url);
    await cold.getByRole('heading', { name: item.title }).waitFor();
    const calls = seen.filter((s) => s.path === '/api/obapi/getItem');
    expect(calls).toHaveLength(1);
    // Asked by index.html's inline script (src/early/start.ts), not by the app's chunks.
    expect(calls[0].by).toBe(`${base}/wap/`);
    // The gallery's first picture by the url its link names (server/static/pictures.ts), not the one the answer names.
    expect(seen.map((s) => s.path)).toContain(`/wap/pic/item/${item.api_type}/${item.num_iid}`);
    expect(seen.map((s) => s.path)).not.toContain(new URL(item.images[0] || item.pic_url, base).pathname);
    expect(seen.some((s) => /banner/.test(s.path))).toBe(false);
    // The startup refresh calls wait for the page to have its data and pictures (state/boot.ts REFRESH_DELAY_MS).
    expect(seen.map((s) => s.path)).not.toContain('/api/other/configlist');
    await context.close();
  });

  it('opened cold as a deep link: the picture its link names is on screen under a back button before any of the build\'s scripts, and the page shows the same url in the same box', async () => {
    const { item } = await pickItem();
    const link = `${base}/wap/#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`;
    // The first picture from the link alone (server/static/pictures.ts): the gallery's first picture's bytes.
    const picture = `${base}/wap/pic/item/${item.api_type}/${item.num_iid}`;
    // Nothing of the build's JavaScript arrives: what shows is the server's skeleton.
    const at = await barePicture(page, { link, picture, own: new URL(item.images[0], base).href, img: '#skeleton .sk-gallery img' }, async () => {
      // The navbar with its back button, and no broken image anywhere.
      const back = page.locator('#skeleton .navbar button[data-back]');
      const box = (await back.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(await brokenImages(page)).toEqual([]);
      // It goes back as the app's does: home, as the link opened the tab (no page of ours behind it; issue 33 §10),
      // whose skeleton shows at once.
      await back.tap();
      await page.locator('#skeleton .tabbar .tab.active', { hasText: 'Home' }).waitFor();
      expect(await page.evaluate(() => location.hash)).toBe('#/');
    });
    expect(at!.width).toBe(360);
    // The whole page, in a fresh browser: the skeleton's picture and the page's are one request; the item's own url of it is never asked for.
    const { context: fresh, page: cold } = await phone();
    const asked: string[] = [];
    cold.on('request', (r) => asked.push(r.url()));
    await cold.goto(link);
    await cold.getByRole('heading', { name: item.title }).waitFor();
    const shown = cold.locator('.gallery-slide img').first();
    await cold.waitForFunction(() => (document.querySelector('.gallery-slide img') as HTMLImageElement | null)?.complete === true);
    expect(await shown.evaluate((img) => (img as HTMLImageElement).currentSrc)).toBe(picture);
    // The same place and size as the skeleton's: the page takes over with no jump.
    expect(await shown.boundingBox()).toEqual(at!);
    expect(await cold.locator('#skeleton').count()).toBe(0);
    expect(asked.filter((u) => u === picture)).toHaveLength(1);
    expect(asked).not.toContain(new URL(item.images[0], base).href);
    // Within the page, another item is shown by its own urls (the link named only its own item's picture).
    const next = (await api<ListPage<GoodsCard>>('GET', '/api/obapi/getItemlist', { page: '1', pagesize: '5' })).data.find((g) => g.num_iid !== item.num_iid)!;
    await cold.evaluate((h) => { location.hash = h; }, `#/pages/item/index?tp=${next.api_type}&tid=${next.num_iid}`);
    await cold.getByRole('heading', { name: next.title }).waitFor();
    expect(await cold.locator('.gallery-slide img').first().getAttribute('src')).toBe(next.goodsimg);
    await fresh.close();
  });

  it('where the API is elsewhere (window.__STOREFRONT__.apiBase) the early call names the item\'s picture, which the page shows', async () => {
    const { item } = await pickItem();
    const picture = new URL(item.images[0] || item.pic_url, base).href;
    const { context, page: other } = await phone();
    // The API at an address of its own (this same server, named absolutely): the link cannot name this server's pictures for it.
    await context.addInitScript(() => { (window as { __STOREFRONT__?: { apiBase: string } }).__STOREFRONT__ = { apiBase: location.origin }; });
    const asked: string[] = [];
    other.on('request', (r) => asked.push(r.url()));
    await other.route('**/wap/assets/*.js', (r) => r.abort());
    let box: Awaited<ReturnType<ReturnType<Page['locator']>['boundingBox']>>;
    try {
      await other.goto(`${base}/wap/#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`);
      // index.html's early call names the picture and preloads it; the skeleton keeps its grey box (no picture, never a broken one).
      await other.locator(`link[rel=preload][as=image][href="${item.images[0] || item.pic_url}"]`).waitFor({ state: 'attached' });
      expect(await other.locator('#skeleton .sk-gallery img').count()).toBe(0);
      expect(await brokenImages(other)).toEqual([]);
      box = await other.locator('#skeleton .sk-gallery').boundingBox();
      expect(await other.locator('#skeleton .navbar button[data-back]').isVisible()).toBe(true);
    } finally {
      await other.unroute('**/wap/assets/*.js');
    }
    await other.reload();
    await other.getByRole('heading', { name: item.title }).waitFor();
    const shown = other.locator('.gallery-slide img').first();
    await other.waitForFunction(() => (document.querySelector('.gallery-slide img') as HTMLImageElement | null)?.complete === true);
    expect(await shown.evaluate((img) => (img as HTMLImageElement).currentSrc)).toBe(picture);
    expect(await shown.boundingBox()).toEqual(box!);
    expect(asked.some((u) => u.includes('/wap/pic/'))).toBe(false);
    await context.close();
  });

  it('on a weak network (400 ms, 400 kbit/s, 4× CPU) shows a back button from its first paint and never a broken image', async () => {
    const { item } = await pickItem();
    const { context } = await phone();
    const { page: slow, samples } = await weakNetworkPage(context);
    await slow.goto(`${base}/wap/#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`);
    await slow.getByRole('heading', { name: item.title }).waitFor();
    await slow.waitForFunction(() => (document.querySelector('.gallery-slide img') as HTMLImageElement | null)?.complete === true);
    const seen = await samples();
    const painted = seen.filter((s) => s.painted);
    // Looked at from the first paint, past 1 s, to the page with its picture.
    expect(painted.length).toBeGreaterThan(0);
    expect(painted.some((s) => s.t >= 1000)).toBe(true);
    expect(painted[0].back).toBe(true);
    expect(seen.filter((s) => s.broken.length)).toEqual([]);
    await context.close();
  });

  it('renders the sanitised description and the reviews below the fold when scrolled to', async () => {
    const { item } = await pickItem();
    await page.goto(`${base}/wap/#/`);
    await page.reload();
    await page.goto(`${base}/wap/#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`);
    await page.getByRole('heading', { name: item.title }).waitFor();
    expect(await page.locator('.item-desc-body').count()).toBe(0);
    await page.mouse.wheel(0, 1500);
    await scrollUntil(page, '.item-desc-body', 10);
    const desc = page.locator('.item-desc-body');
    expect(await desc.textContent()).toContain(item.num_iid);
    expect(await desc.locator('script, iframe').count()).toBe(0);
    expect(await desc.locator('img').first().getAttribute('loading')).toBe('lazy');
    await page.getByRole('heading', { name: /^Reviews \(\d+\)$/ }).waitFor();
  });

  it('an unknown item leads to the manual form; the goods with a picture land in the cart', async () => {
    const tid = `9${Date.now()}`.slice(0, 13);
    await page.goto(`${base}/wap/#/pages/item/index?tp=taobao&tid=${tid}`);
    await waitHash((h) => h.startsWith('#/pages/item/notfound?'));
    const link = page.getByLabel('Item link');
    expect(await link.inputValue()).toBe(`https://item.taobao.com/item.htm?id=${tid}`);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('notFound')))!)).toMatchObject({ tp: 'taobao', tid });

    // Bad input: a message at each field, nothing typed lost, nothing sent.
    const before = await cartCount();
    await page.getByLabel('Item name').fill('');
    await page.getByRole('button', { name: 'Add to cart' }).tap();
    await page.locator('#nf-title-error', { hasText: 'Item name cannot be empty' }).waitFor();
    await page.locator('#nf-price-error', { hasText: 'Unit price in yuan cannot be empty' }).waitFor();
    expect(await link.inputValue()).toBe(`https://item.taobao.com/item.htm?id=${tid}`);

    const title = `E2E manual goods ${tid}`;
    await page.getByLabel('Item name').fill(title);
    await page.getByLabel('Unit price in yuan').fill('35.5');
    await page.getByLabel('Colour, size and other options').fill('Black, EU 42');
    await page.getByRole('button', { name: 'Increase' }).tap();
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 40, b: 60 } } }).png().toBuffer();
    await page.setInputFiles('#nf-pic', { name: 'goods.png', mimeType: 'image/png', buffer: png });
    await page.locator('.upload-preview').waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).tap();
    await waitHash((h) => h === '#/pages/cart/index');

    expect(await cartCount()).toBe(before + 1);
    const line = (await cartLines()).find((l) => l.title === title)!;
    expect(line).toMatchObject({ url: `https://item.taobao.com/item.htm?id=${tid}`, price: '35.50', quantity: 2, sku_text: 'Black, EU 42', item_id: null });
    expect(line.pic_url).toMatch(/^\/uploads\//);
    // The picture was shrunk to the 200 px thumbnail before upload; it is private: the shopper's browser (its
    // upload pass cookie) gets it, a request without the pass does not.
    const own = await page.request.get(`${base}${line.pic_url}`);
    expect(own.status()).toBe(200);
    expect((await fetch(`${inject('baseUrl')}${line.pic_url}`)).status).toBe(404);
    const meta = await sharp(await own.body()).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(200);
  });
});
