import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { newShopper } from './fixtures';
import { startOnebound, RECORDED, type Onebound } from './onebound-server';
import { items, orderGroups, orderGoods, orders } from '../../server/db/schema';
import type { ItemDetail } from '../../src/api/types/catalogue';

/*
 * ITEM_SOURCE=onebound against the contract server (issue 35): an item of each platform opened by getItem is the
 * provider's item in the shop's rows (fen, SKUs, SKU pictures kept in the uploads store, seller) and is bought
 * through the unchanged cart and checkout; 100 concurrent first opens make one item_get; a fresh item makes no call,
 * an old one is served at once and refreshed by one call in the background. PGlite, and PostgreSQL with DATABASE_URL.
 */
let ob: Onebound;
let h: Harness;
let clock: number | null = null;
const now = () => clock ?? Math.floor(Date.now() / 1000);

beforeAll(async () => {
  ob = await startOnebound();
  h = await harness({
    now,
    env: { ITEM_SOURCE: 'onebound', ONEBOUND_URL: ob.url, ONEBOUND_KEY: ob.key, ONEBOUND_SECRET: ob.secret, ONEBOUND_RATE: '50', ONEBOUND_TIMEOUT_MS: '60000' },
  });
});
afterAll(async () => {
  await h?.close();
  await ob?.stop();
});

const getItem = (tp: string, tid: string, lang = 'en') => h.call<ItemDetail>('/api/obapi/getItem', { tp, tid }, { method: 'GET', lang });
const forget = (tp: 'taobao' | '1688' | 'jd' | 'weidian', tid: string) => h.db.delete(items).where(and(eq(items.apiType, tp), eq(items.numIid, tid)));
const itemGets = (num_iid: string) => ob.count({ api: 'item_get', num_iid });

async function picture(url: string) {
  const res = await h.app.request(url);
  return { status: res.status, type: res.headers.get('content-type') };
}

describe('an item of each platform', () => {
  it('Taobao: prices in fen from ¥, every SKU with its stock, SKU pictures and the seller, pictures kept here', async () => {
    const r = await getItem('taobao', RECORDED.taobaoWithSkus);
    expect(r.code).toBe(1);
    const d = r.data;
    expect(d).toMatchObject({ api_type: 'taobao', num_iid: RECORDED.taobaoWithSkus, price: '89.00', orig_price: '159.00', post_fee: '0.00', sales: 2381, weight: 350 });
    expect(d.title).not.toBe('');
    expect(d.stale_note).toBeUndefined();
    expect(d.skus.map((s) => [s.sku_id, s.properties, s.price, s.stock])).toEqual([
      ['4881203311001', '1627207:28341;20509:28314', '89.00', 120],
      ['4881203311002', '1627207:28341;20509:28315', '89.00', 86],
      ['4881203311003', '1627207:28341;20509:28316', '95.00', 0],
      ['4881203311004', '1627207:28320;20509:28314', '92.00', 40],
      ['4881203311005', '1627207:28320;20509:28315', '92.00', 55],
      ['4881203311006', '1627207:28320;20509:28316', '98.00', 12],
    ]);
    expect(d.stock).toBe(313);
    expect(d.props.map((p) => [p.pid, p.values.map((v) => v.vid)])).toEqual([['1627207', ['28341', '28320']], ['20509', ['28314', '28315', '28316']]]);
    const colours = d.props[0].values;
    expect(colours.every((v) => v.image?.startsWith('/uploads/goods/'))).toBe(true);
    expect(d.props[1].values.every((v) => !v.image)).toBe(true);
    expect(d.skus[0].properties_name).toMatch(/: .*; .*: S$/);
    expect(d.seller).toMatchObject({ seller_id: '2206597281234', rating: 5, location: '浙江 杭州' });
    expect(d.seller.name).not.toBe('');
    expect(d.images).toHaveLength(3);
    for (const url of [...d.images, ...d.thumbs, colours[0].image!]) expect(url).toMatch(/^\/uploads\/goods\/[0-9a-f]{32}(_200)?\.webp$/);
    expect(await picture(d.images[0])).toEqual({ status: 200, type: 'image/webp' });
    expect(await picture(d.thumbs[1])).toEqual({ status: 200, type: 'image/webp' });
    expect(d.desc_html).not.toContain('{{origin}}');
    expect(d.desc_html).toMatch(/<img src="\/uploads\/goods\/[0-9a-f]{32}\.webp"/);
  });

  it('1688 and JD: SKU prices and stock, the cheapest SKU as the price', async () => {
    const a = (await getItem('1688', RECORDED.item1688)).data;
    expect(a).toMatchObject({ api_type: '1688', price: '39.00', orig_price: '43.00' });
    expect(a.skus[0]).toMatchObject({ sku_id: '4759768662214', properties: '0:0;1:0', price: '39.00', stock: 1000 });
    expect(a.skus).toHaveLength(4);
    expect(a.props[0].values[0].image).toMatch(/^\/uploads\/goods\//);
    const j = (await getItem('jd', RECORDED.jd)).data;
    expect(j).toMatchObject({ api_type: 'jd', price: '129.00', orig_price: '149.00' });
    expect(j.skus.map((s) => [s.sku_id, s.price, s.stock]).slice(0, 2)).toEqual([['100012043978', '129.00', 200], ['100012043980', '169.00', 35]]);
    expect(ob.count({ platform: 'jd', api: 'item_get' })).toBe(1);
  });

  it('Weidian (the provider\'s "micro"): no SKUs, so the item\'s own price and stock', async () => {
    const w = (await getItem('weidian', RECORDED.weidianNoSkus)).data;
    expect(w).toMatchObject({ api_type: 'weidian', price: '58.00', skus: [], stock: 9, props: [] });
    expect(ob.count({ platform: 'micro', api: 'item_get', num_iid: RECORDED.weidianNoSkus })).toBe(1);
  });

  it('a fetched option goes into the cart and is ordered at the provider\'s price', async () => {
    const d = (await getItem('taobao', RECORDED.taobaoWithSkus)).data;
    const w = (await getItem('weidian', RECORDED.weidianNoSkus)).data;
    const { token, user } = await newShopper(h.db);
    const added = await h.call('/api/cart/add', { id: d.id, sku_id: '4881203311005', quantity: 2 }, { token });
    expect(added.code).toBe(1);
    const plain = await h.call('/api/cart/add', { id: w.id, quantity: 1 }, { token });
    expect(plain.code).toBe(1);
    const placed = await h.call('/api/cart/carttoorder', { ids: [added.data.id, plain.data.id] }, { token });
    expect(placed.code).toBe(1);
    const [group] = await h.db.select().from(orderGroups).where(eq(orderGroups.sn, placed.data.order_sn));
    const ids = (await h.db.select({ id: orders.id }).from(orders).where(eq(orders.groupId, group.id))).map((o) => o.id);
    const goods = await h.db.select().from(orderGoods).where(inArray(orderGoods.orderId, ids));
    expect(goods.map((g) => [g.itemId, g.priceFen, g.quantity, g.userId]).sort()).toEqual([[d.id, 9_200, 2, user.id], [w.id, 5_800, 1, user.id]].sort());
  });
});

describe('keyword search and reviews from the provider', () => {
  const search = (params: Record<string, string | number>, lang = 'zh-cn') => h.call('/api/obapi/getItemlist', params, { method: 'GET', lang });

  it('a keyword search pages the provider\'s results as the shop\'s cards, pictures kept here', async () => {
    const kept = (await getItem('taobao', RECORDED.taobaoWithSkus)).data;
    const one = await search({ keyword: RECORDED.searchQuery, page: 1, pagesize: 20 });
    expect(one.code).toBe(1);
    expect(one.data).toMatchObject({ total: 25, current_page: 1, per_page: 20, last_page: 2 });
    expect(one.data.data).toHaveLength(20);
    expect(one.data.data[0]).toMatchObject({ id: kept.id, api_type: 'taobao', num_iid: RECORDED.taobaoWithSkus, price: '89.00', orig_price: '159.00', sales: 2381 });
    for (const card of one.data.data) {
      expect(card.num_iid).toMatch(/^\d+$/);
      expect(card.pic_url).toMatch(/^\/uploads\/goods\/[0-9a-f]{32}_200\.webp$/);
    }
    expect(await picture(one.data.data[3].pic_url)).toEqual({ status: 200, type: 'image/webp' });
    const two = await search({ keyword: RECORDED.searchQuery, page: 2, pagesize: 20 });
    expect(two.data.data).toHaveLength(5);
    expect(ob.count({ api: 'item_search', q: RECORDED.searchQuery, page: '2' })).toBeGreaterThan(0);
    expect((await search({ keyword: 'nothing-recorded-for-this' })).data).toMatchObject({ total: 0, data: [] });
  });

  it('an item\'s reviews are the provider\'s', async () => {
    await getItem('taobao', RECORDED.taobaoWithSkus);
    const r = await h.call('/api/obapi/getReview', { tp: 'taobao', tid: RECORDED.taobaoWithSkus, page: 1 }, { method: 'GET', lang: 'zh-cn' });
    expect(r.code).toBe(1);
    expect(r.data.total).toBe(2);
    expect(r.data.data[0]).toMatchObject({ nickname: 't**1', content: '面料很舒服，颜色和图片一样，M码合适。', rating: 5, sku_text: '颜色分类:蓝色碎花;尺码:M', created_at: Date.parse('2026-11-20T10:31:02+08:00') / 1000 });
  });
});

describe('the cache and one call per item', () => {
  it('100 concurrent first opens of a new item make exactly one item_get, and all answer the item', async () => {
    await forget('1688', RECORDED.item1688);
    ob.reset();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => getItem('1688', RECORDED.item1688, ['en', 'ru', 'zh-cn'][i % 3])));
    expect(answers.map((a) => a.code)).toEqual(Array(100).fill(1));
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(itemGets(RECORDED.item1688)).toBe(1);
  });

  it('a fresh item makes no call; an old one is answered from its row at once and refreshed by one call in the background', async () => {
    await getItem('jd', RECORDED.jd);
    ob.reset();
    for (let i = 0; i < 5; i++) expect((await getItem('jd', RECORDED.jd)).data.price).toBe('129.00');
    expect(itemGets(RECORDED.jd)).toBe(0);

    ob.patchItem('jd', RECORDED.jd, (item) => ({ ...item, price: '119.00', skus: { sku: (item.skus as { sku: Record<string, unknown>[] }).sku.map((s) => ({ ...s, price: s.sku_id === RECORDED.jd ? '119.00' : s.price })) } }));
    ob.delay(1500);
    clock = Math.floor(Date.now() / 1000) + 2 * 3600; // past ITEM_CACHE_SECONDS (3600)
    const old = await Promise.all(Array.from({ length: 10 }, () => getItem('jd', RECORDED.jd)));
    expect(old.map((a) => [a.code, a.data.price, a.data.stale_note])).toEqual(Array(10).fill([1, '129.00', undefined])); // not waiting for the slow provider
    await ob.waitForCalls(1, { api: 'item_get', num_iid: RECORDED.jd });
    await expect.poll(async () => (await getItem('jd', RECORDED.jd)).data.price, { timeout: 20_000 }).toBe('119.00');
    expect(itemGets(RECORDED.jd)).toBe(1);
    clock = null;
  });
});
