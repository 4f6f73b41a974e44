import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { harness, type Harness } from './harness';
import { newShopper } from './fixtures';
import { FIXTURES_DIR, startOnebound, RECORDED, type Onebound } from './onebound-server';
import type { GoodsCard } from '../../src/api/types/goods';
import type { ItemDetail } from '../../src/api/types/catalogue';

/*
 * Image search through the provider with ITEM_SOURCE=onebound (issue 35): the shopper's picture goes to the contract
 * server's upload_img, the shopper gets the shop's own search id (never the provider's key), and getItemlist?imgid
 * answers the provider's item_search_img pages as the shop's goods cards. Someone else's search id answers like a
 * missing one; a provider that cannot be asked (down, out of quota) leaves the items the shop keeps nearest the
 * picture; bytes that are no picture never reach the provider. PGlite, and PostgreSQL with DATABASE_URL.
 *
 * The recorded item_search_img has one page of 3; this file serves the recordings with 5 results over 2 pages of 3.
 */
let ob: Onebound;
let h: Harness;
let token: string;
let fixtures: string;
const SECOND_PAGE = ['652874755412', '652874756412'];

/** The recordings, with item_search_img answering 5 results in pages of 3. */
function twoPageFixtures(): string {
  const dir = mkdtempSync(join(tmpdir(), 'onebound-img-'));
  cpSync(FIXTURES_DIR, dir, { recursive: true });
  const path = join(dir, 'taobao', 'item_search_img.json');
  const one = JSON.parse(readFileSync(path, 'utf8'));
  Object.assign(one.items, { real_total_results: 5, total_results: 5, page_size: 3, pagecount: 2 });
  writeFileSync(path, JSON.stringify(one));
  const two = structuredClone(one);
  two.items.page = '2';
  two.items.item = SECOND_PAGE.map((num, i) => ({ ...one.items.item[1], num_iid: num, title: `夏季连衣裙 款${i + 4}`, pic_url: `//{{host}}/img/search-${i + 4}.jpg`, promotion_price: `${80 + i}.00`, price: '120.00' }));
  two.call_args = { imgid: RECORDED.imgid, page: '2' };
  writeFileSync(join(dir, 'taobao', 'item_search_img.2.json'), JSON.stringify(two));
  return dir;
}

beforeAll(async () => {
  fixtures = twoPageFixtures();
  ob = await startOnebound({ fixturesDir: fixtures });
  h = await harness({
    env: { ITEM_SOURCE: 'onebound', ONEBOUND_URL: ob.url, ONEBOUND_KEY: ob.key, ONEBOUND_SECRET: ob.secret, ONEBOUND_RATE: '50', ONEBOUND_TIMEOUT_MS: '5000' },
  });
  ({ token } = await newShopper(h.db));
});
afterAll(async () => {
  await h?.close();
  await ob?.stop();
  rmSync(fixtures, { recursive: true, force: true });
});

/** A real small JPEG: a demo item's picture as the storefront crops it (480 px). */
async function jpegOf(itemId: number): Promise<Buffer> {
  const webp = Buffer.from(await (await h.app.request(`/static/goods/${itemId}-0.webp`)).arrayBuffer());
  return sharp(webp).resize(480, 480).jpeg({ quality: 80 }).toBuffer();
}
const upload = async (bytes: Buffer, as = token) => h.call('/api/obapi/uploadImg', { imgcode: `data:image/jpeg;base64,${bytes.toString('base64')}` }, { token: as });
const list = (params: Record<string, string | number>, as = token, lang = 'zh-cn') => h.call('/api/obapi/getItemlist', params, { token: as, method: 'GET', lang });
const searches = (filter: { page?: string; platform?: string } = {}) => ob.count({ api: 'item_search_img', ...filter });

describe('an image search goes to the provider', () => {
  it('sends the picture with upload_img and pages item_search_img as the shop\'s cards, pictures kept here', async () => {
    const kept = (await h.call<ItemDetail>('/api/obapi/getItem', { tp: 'taobao', tid: RECORDED.taobaoWithSkus }, { method: 'GET' })).data;
    const jpeg = await jpegOf(42);
    const spy = vi.spyOn(globalThis, 'fetch');
    let up, sent;
    try {
      up = await upload(jpeg);
      sent = [...spy.mock.calls];
    } finally {
      spy.mockRestore();
    }
    expect(up).toMatchObject({ code: 1, data: { error_code: '0000' } });
    const imgid = up.data.items.item.name;
    expect(imgid).toMatch(/^[0-9a-f]{16}$/); // the shop's id, not the provider's key
    // One POST to upload_img carrying the JPEG's bytes, the key and secret in its query only.
    const uploads = sent.filter(([url]) => String(url).includes('/taobao/upload_img/'));
    expect(uploads).toHaveLength(1);
    const [url, init] = uploads[0];
    expect(init?.method).toBe('POST');
    expect(Buffer.from(new URLSearchParams(String(init?.body)).get('imgcode') ?? '', 'base64').equals(jpeg)).toBe(true);
    expect(new URL(String(url)).searchParams.get('key')).toBe(ob.key);
    expect(ob.count({ api: 'upload_img', answered: 'ok' })).toBe(1);

    const one = await list({ imgid, page: 1, pagesize: 20 });
    expect(one.code).toBe(1);
    expect(one.data).toMatchObject({ total: 5, current_page: 1, per_page: 3, last_page: 2 });
    const cards = one.data.data as GoodsCard[];
    expect(cards.map((c) => c.num_iid)).toEqual([RECORDED.taobaoWithSkus, '652874753412', '652874754412']);
    expect(cards[0]).toMatchObject({ id: kept.id, api_type: 'taobao', price: '89.00', orig_price: '159.00', sales: 2381 });
    expect(cards[1]).toMatchObject({ id: 0, api_type: 'taobao', price: '70.00', orig_price: '110.00' });
    for (const card of cards) expect(card.pic_url).toMatch(/^\/uploads\/goods\/[0-9a-f]{32}_200\.webp$/);
    const thumb = await h.app.request(cards[2].pic_url);
    expect([thumb.status, thumb.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(ob.count({ api: 'item_search_img', imgid: RECORDED.imgid, page: '1', lang: 'cn' })).toBe(1);

    const two = await list({ imgid, page: 2, pagesize: 20 });
    expect(two.data).toMatchObject({ total: 5, current_page: 2, per_page: 3, last_page: 2 });
    expect((two.data.data as GoodsCard[]).map((c) => [c.num_iid, c.price])).toEqual([[SECOND_PAGE[0], '80.00'], [SECOND_PAGE[1], '81.00']]);
    expect(ob.count({ api: 'item_search_img', imgid: RECORDED.imgid, page: '2' })).toBe(1);
  });

  it('searches the platform the filter names (Taobao when none)', async () => {
    const imgid = (await upload(await jpegOf(7))).data.items.item.name;
    const before = searches({ platform: '1688' });
    const r = await list({ imgid, tp: '1688' });
    expect(r).toMatchObject({ code: 1, data: { total: 0, data: [] } }); // the provider has nothing recorded for 1688
    expect(searches({ platform: '1688' })).toBe(before + 1);
  });

  it('answers someone else\'s search id like a missing one, without asking the provider', async () => {
    const imgid = (await upload(await jpegOf(9))).data.items.item.name;
    const other = await newShopper(h.db);
    const before = searches();
    const theirs = await list({ imgid }, other.token, 'en');
    expect(theirs).toMatchObject({ code: 0, data: null, msg: 'This image search has expired, please search again' });
    const unknown = await list({ imgid: '0123456789abcdef' }, token, 'en');
    expect(unknown.msg).toBe(theirs.msg);
    expect(searches()).toBe(before);
    expect((await list({ imgid }, token)).code).toBe(1);
  });
});

describe('a provider that cannot be asked', () => {
  it('down while searching: the items the shop keeps nearest the picture answer', async () => {
    const imgid = (await upload(await jpegOf(117))).data.items.item.name;
    ob.down('503');
    try {
      const r = await list({ imgid, page: 1, pagesize: 10 });
      expect(r).toMatchObject({ status: 200, code: 1 });
      expect(r.data.data[0].id).toBe(117);
      expect(r.data.total).toBeGreaterThanOrEqual(10);
    } finally {
      ob.down(false);
    }
    expect((await list({ imgid })).data.data[0].num_iid).toBe(RECORDED.taobaoWithSkus); // the provider's again once it is back
  });

  it('out of quota while uploading: the search is kept and answers the shop\'s nearest items, without asking the provider', async () => {
    ob.quota(true);
    let up;
    try {
      up = await upload(await jpegOf(230));
    } finally {
      ob.quota(false);
    }
    expect(up).toMatchObject({ code: 1, data: { error_code: '0000' } });
    const before = searches();
    const r = await list({ imgid: up.data.items.item.name, pagesize: 10 });
    expect(r.code).toBe(1);
    expect(r.data.data[0].id).toBe(230);
    expect(searches()).toBe(before);
  });
});

describe('what is no picture', () => {
  it('is refused as today (4001, 4002) and never sent to the provider', async () => {
    const before = ob.count({ api: 'upload_img' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/> not a photo').toString('base64');
    expect((await h.call('/api/obapi/uploadImg', { imgcode: svg }, { token, lang: 'ru' })).data)
      .toMatchObject({ error_code: '4001', msg: 'Не удалось прочитать изображение, выберите другое' });
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]); // a JPEG's first bytes, then nothing
    expect((await upload(broken)).data.error_code).toBe('4001');
    const huge = await h.call('/api/obapi/uploadImg', { imgcode: Buffer.alloc(2 * 1024 * 1024 + 10, 1).toString('base64') }, { token });
    expect(huge.data.error_code).toBe('4002');
    expect(ob.count({ api: 'upload_img' })).toBe(before);
  });
});
