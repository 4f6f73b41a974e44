import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { inject } from 'vitest';
import { phone, apiData, scrollUntil } from './browser';
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
const waitHash = (test: (h: string) => boolean) => expect.poll(async () => test(decodeURIComponent(new URL(page.url()).hash)), { timeout: 15_000 }).toBe(true);

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

  it('opened cold as a deep link: index.html asks for the item once, before the app runs, and for its picture; no home banner', async () => {
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
    expect(seen.map((s) => s.path)).toContain(new URL(item.images[0] || item.pic_url, base).pathname);
    expect(seen.some((s) => /banner/.test(s.path))).toBe(false);
    // The startup refresh calls wait for the page to have its data and pictures (state/boot.ts REFRESH_DELAY_MS).
    expect(seen.map((s) => s.path)).not.toContain('/api/other/configlist');
    await context.close();
  });

  it('opened cold as a deep link: its first picture is on screen before any of the build\'s scripts, where the page then shows it', async () => {
    const { item } = await pickItem();
    const picture = new URL(item.images[0] || item.pic_url, base).href;
    // Nothing of the build's JavaScript arrives: what shows is the server's skeleton and index.html's early call.
    await page.goto('about:blank');
    await page.route('**/wap/assets/*.js', (r) => r.abort());
    const early = page.locator('#skeleton .sk-gallery img');
    let at: Awaited<ReturnType<typeof early.boundingBox>>;
    try {
      await page.goto(`${base}/wap/#/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`);
      await page.waitForFunction(() => ((document.querySelector('#skeleton .sk-gallery img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
      expect(await early.evaluate((img) => (img as HTMLImageElement).currentSrc)).toBe(picture);
      at = await early.boundingBox();
    } finally {
      await page.unroute('**/wap/assets/*.js');
    }
    expect(at!.width).toBe(360);
    await page.reload();
    await page.getByRole('heading', { name: item.title }).waitFor();
    const shown = page.locator('.gallery-slide img').first();
    await page.waitForFunction(() => (document.querySelector('.gallery-slide img') as HTMLImageElement | null)?.complete === true);
    expect(await shown.evaluate((img) => (img as HTMLImageElement).currentSrc)).toBe(picture);
    // The same place and size as the skeleton's: the page takes over with no jump.
    expect(await shown.boundingBox()).toEqual(at!);
    expect(await page.locator('#skeleton').count()).toBe(0);
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
