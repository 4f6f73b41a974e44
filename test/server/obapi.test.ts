import { describe, it, expect, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { newShopper } from './fixtures';
import { categories, items, shareCodes, shippingLines } from '../../server/db/schema';
import type { GoodsCard } from '../../src/api/types/goods';
import type { ItemDetail } from '../../src/api/types/catalogue';

let h: Harness;
let demo: typeof items.$inferSelect;
beforeAll(async () => {
  h = await harness();
  [demo] = await h.db.select().from(items).where(eq(items.id, 7));
});

const list = (params: Record<string, string | number>, lang = 'en') => h.call('/api/obapi/getItemlist', { pagesize: 100, ...params }, { method: 'GET', lang });
const titles = (r: { data: { data: GoodsCard[] } }) => r.data.data.map((g) => g.title);

describe('getItemlist', () => {
  it('finds items by keyword in any language and case', async () => {
    const en = await list({ keyword: 'SCARF' });
    expect(en.data.total).toBeGreaterThan(0);
    for (const t of titles(en)) expect(t.toLowerCase()).toContain('scarf');
    const ru = await list({ keyword: 'ШАРФ' }, 'ru');
    expect(ru.data.total).toBe(en.data.total);
    for (const t of titles(ru)) expect(t.toLowerCase()).toContain('шарф');
    const zh = await list({ keyword: '围巾' }, 'zh-cn');
    expect(zh.data.total).toBe(en.data.total);
    for (const t of titles(zh)) expect(t).toContain('围巾');
  });

  it('needs every word of a keyword and treats LIKE wildcards literally', async () => {
    const both = await list({ keyword: 'winter wool' });
    expect(both.data.total).toBeGreaterThan(0);
    for (const t of titles(both)) expect(t.toLowerCase()).toMatch(/winter.*wool|wool.*winter/);
    expect((await list({ keyword: '%' })).data.total).toBe(0);
    expect((await list({ keyword: 'no-such-thing-anywhere' })).data).toMatchObject({ total: 0, data: [] });
  });

  it('filters by a category including its sub-categories, and by api type', async () => {
    const cats = await h.db.select().from(categories);
    const top = cats.find((c) => c.pid === 0)!;
    const subIds = new Set(cats.filter((c) => c.pid === top.id).map((c) => c.id));
    const r = await list({ cid: top.id });
    expect(r.data.total).toBeGreaterThan(0);
    const rows = await h.db.select().from(items);
    const byId = new Map(rows.map((i) => [i.id, i]));
    for (const g of r.data.data as GoodsCard[]) expect(subIds.has(byId.get(g.id)!.categoryId)).toBe(true);
    expect(r.data.total).toBe(rows.filter((i) => subIds.has(i.categoryId)).length);
    const jd = await list({ tp: 'jd' });
    expect(jd.data.total).toBeGreaterThanOrEqual(30);
    for (const g of jd.data.data as GoodsCard[]) expect(g.api_type).toBe('jd');
  });

  it('keeps prices within the asked range and sorts by price and sales', async () => {
    const ranged = await list({ start_price: '50', end_price: '100.50' });
    expect(ranged.data.total).toBeGreaterThan(0);
    for (const g of ranged.data.data as GoodsCard[]) {
      expect(Number(g.price)).toBeGreaterThanOrEqual(50);
      expect(Number(g.price)).toBeLessThanOrEqual(100.5);
    }
    const asc = (await list({ sort: 'price_asc' })).data.data.map((g: GoodsCard) => Number(g.price));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list({ sort: 'price_desc' })).data.data.map((g: GoodsCard) => Number(g.price));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const sales = (await list({ sort: 'sales' })).data.data.map((g: GoodsCard) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('answers the paginator shape and accepts blank optional fields', async () => {
    const r = await h.call('/api/obapi/getItemlist', { keyword: '', cid: '', tp: '', sort: '', start_price: '', page: 3, pagesize: 7 });
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({ per_page: 7, current_page: 3, total: expect.any(Number) });
    expect(r.data.last_page).toBe(Math.ceil(r.data.total / 7));
    expect(r.data.data).toHaveLength(7);
  });

  it('names the bad field', async () => {
    for (const [params, field] of [[{ tp: 'amazon' }, 'tp'], [{ start_price: 'cheap' }, 'start_price'], [{ sort: 'random' }, 'sort'], [{ imgid: 'xyz' }, 'imgid']] as const) {
      const r = await h.call('/api/obapi/getItemlist', params);
      expect(r.code).toBe(0);
      expect(r.msg).toContain(field);
    }
  });
});

describe('getItem', () => {
  it('answers the whole item with SKUs, seller, description and its source url', async () => {
    const r = await h.call<ItemDetail>('/api/obapi/getItem', { tp: demo.apiType, tid: demo.numIid }, { method: 'GET', lang: 'ru' });
    expect(r.code).toBe(1);
    const d = r.data;
    expect(d).toMatchObject({ id: demo.id, api_type: demo.apiType, num_iid: demo.numIid, title: demo.title.ru, weight: demo.weightG, goods_type: demo.goodsType, is_favorite: false });
    expect(d.images).toEqual(demo.images);
    expect(d.thumbs[0]).toBe(demo.images[0].replace('.webp', '_200.webp'));
    expect(d.props).toHaveLength(2);
    expect(d.props[0].name).toBe('Цвет');
    expect(d.skus.length).toBe(d.props[0].values.length * d.props[1].values.length);
    expect(Math.min(...d.skus.map((s) => Number(s.price)))).toBe(Number(d.price));
    expect(d.skus[0].properties).toMatch(/^\d+:\d+;\d+:\d+$/);
    expect(d.skus[0].properties_name).toMatch(/^Цвет: .+; .+: .+$/);
    expect(d.stock).toBe(d.skus.reduce((n, s) => n + s.stock, 0));
    expect(d.seller).toMatchObject({ id: demo.shopId, seller_id: expect.any(String), name: expect.any(String), location: expect.any(String) });
    expect(d.desc_html).toContain('<ul>');
    expect(d.source_url).toContain(demo.numIid);
    expect(d.review_count).toBeGreaterThanOrEqual(3);
  });

  it('answers code 0 with a translated message for an unknown item, and names a missing field', async () => {
    const r = await h.call('/api/obapi/getItem', { tp: 'taobao', tid: '1' }, { lang: 'zh-cn' });
    expect(r).toMatchObject({ code: 0, msg: '未找到该商品', data: null });
    expect((await h.call('/api/obapi/getItem', { tp: 'taobao', tid: '1' })).msg).toBe('This item was not found');
    const bad = await h.call('/api/obapi/getItem', { tid: demo.numIid });
    expect(bad.code).toBe(0);
    expect(bad.msg).toContain('tp');
  });

  it('records the view in the shopper’s history and tells whether it is a favourite', async () => {
    const a = await newShopper(h.db);
    const b = await newShopper(h.db);
    await h.call('/api/obapi/getItem', { tp: demo.apiType, tid: demo.numIid }, { token: a.token });
    const hist = await h.call('/api/history/lists', {}, { token: a.token });
    expect(hist.data.data.map((e: { item_id: number }) => e.item_id)).toContain(demo.id);
    expect((await h.call('/api/history/lists', {}, { token: b.token })).data.total).toBe(0);
    await h.call('/api/favorites/add', { item_id: demo.id }, { token: a.token });
    expect((await h.call('/api/obapi/getItem', { tp: demo.apiType, tid: demo.numIid }, { token: a.token })).data.is_favorite).toBe(true);
    expect((await h.call('/api/obapi/getItem', { tp: demo.apiType, tid: demo.numIid }, { token: b.token })).data.is_favorite).toBe(false);
  });
});

describe('estimate', () => {
  it('quotes the enabled lines that carry the item to the country', async () => {
    const [line] = await h.db.insert(shippingLines).values({
      name: { en: 'Test line', ru: 'Тестовая линия', 'zh-cn': '测试线路' }, carrier: 'TEST', firstWeightG: 500, firstPriceFen: 5000, stepWeightG: 500,
      stepPriceFen: 1000, transitDays: '7-12', countries: ['NZ'], goodsTypes: ['general', 'battery', 'liquid', 'cosmetics'],
    }).returning();
    await h.db.insert(shippingLines).values({ ...line, id: undefined, name: { en: 'Off', ru: 'Off', 'zh-cn': 'Off' }, enabled: false });
    const r = await h.call('/api/obapi/estimate', { tp: demo.apiType, tid: demo.numIid, country: 'nz', quantity: 2 }, { method: 'GET', lang: 'ru' });
    expect(r.code).toBe(1);
    const mine = r.data.find((l: { line_id: number }) => l.line_id === line.id);
    const chargeable = demo.weightG * 2 + 700;
    expect(mine).toMatchObject({ name: 'Тестовая линия', chargeable_weight: chargeable, transit_days: '7-12' });
    expect(Number(mine.fee)).toBe((5000 + Math.ceil((chargeable - 500) / 500) * 1000) / 100);
    expect(r.data.some((l: { name: string }) => l.name === 'Off')).toBe(false);
    expect((await h.call('/api/obapi/estimate', { tp: demo.apiType, tid: demo.numIid, country: 'AQ' })).data.some((l: { line_id: number }) => l.line_id === line.id)).toBe(false);
  });

  it('names a bad country and refuses an unknown item', async () => {
    const bad = await h.call('/api/obapi/estimate', { tp: demo.apiType, tid: demo.numIid, country: 'Russia' });
    expect(bad.code).toBe(0);
    expect(bad.msg).toContain('country');
    expect((await h.call('/api/obapi/estimate', { tp: 'jd', tid: '5', country: 'RU' })).code).toBe(0);
  });
});

describe('links and share codes', () => {
  it('recognises a pasted item link and passes a keyword through', async () => {
    const link = await h.call('/api/obapi/check_keyword', { keyword: '看看 https://detail.tmall.com/item.htm?id=612345678901 好' }, { method: 'GET' });
    expect(link.data).toEqual({ type: 'item', tp: 'taobao', tid: '612345678901' });
    const jd = await h.call('/api/obapi/check_keyword', { keyword: 'https://item.m.jd.com/product/100012043978.html' }, { method: 'GET' });
    expect(jd.data).toEqual({ type: 'item', tp: 'jd', tid: '100012043978' });
    const kw = await h.call('/api/obapi/check_keyword', { keyword: 'wool scarf' }, { method: 'GET' });
    expect(kw.data).toEqual({ type: 'keyword', keyword: 'wool scarf' });
    const bad = await h.call('/api/obapi/check_keyword', {}, { method: 'GET' });
    expect(bad.code).toBe(0);
    expect(bad.msg).toContain('keyword');
  });

  it('resolves a share code inside pasted text to its item', async () => {
    const [code] = await h.db.select().from(shareCodes).where(eq(shareCodes.itemId, demo.id));
    const inner = code.code.slice(1, -1);
    const r = await h.call('/api/obapi/itemPassword', { password: `【Taobao】￥${inner}￥ https://m.tb.cn/h.x open the app` });
    expect(r.data).toEqual({ tp: demo.apiType, tid: demo.numIid });
    const bad = await h.call('/api/obapi/itemPassword', { password: '₤ZZZZZZZZZZZ₤' }, { lang: 'ru' });
    expect(bad).toMatchObject({ code: 0, msg: 'По этому коду товар не найден' });
    const none = await h.call('/api/obapi/itemPassword', {});
    expect(none.code).toBe(0);
    expect(none.msg).toContain('password');
  });
});

describe('reviews, shops, goods numbers and similar items', () => {
  it('pages an item’s reviews by tp + tid or by id', async () => {
    const r = await h.call('/api/obapi/getReview', { tp: demo.apiType, tid: demo.numIid, page: 1, pagesize: 2 }, { lang: 'zh-cn' });
    expect(r.data).toMatchObject({ per_page: 2, current_page: 1 });
    expect(r.data.total).toBeGreaterThanOrEqual(3);
    expect(r.data.data[0]).toMatchObject({ nickname: expect.any(String), content: expect.stringMatching(/[\u4e00-\u9fff]/), rating: expect.any(Number), sku_text: expect.stringContaining(' / '), created_at: expect.any(Number) });
    const byId = await h.call('/api/obapi/getReview', { id: demo.id, pagesize: 20 });
    expect(byId.data.total).toBe(r.data.total);
    const missing = await h.call('/api/obapi/getReview', {});
    expect(missing.code).toBe(0);
    expect(missing.msg).toContain('tp');
    expect((await h.call('/api/obapi/getReview', { id: 999999 })).code).toBe(0);
  });

  it('answers a shop with its goods', async () => {
    const detail = (await h.call<ItemDetail>('/api/obapi/getItem', { tp: demo.apiType, tid: demo.numIid })).data;
    const r = await h.call('/api/obapi/getItemSearchShop', { seller_id: detail.seller.seller_id, tp: demo.apiType, pagesize: 50 });
    expect(r.data.shop).toMatchObject({ id: demo.shopId, api_type: demo.apiType, seller_id: detail.seller.seller_id, name: detail.seller.name });
    expect(r.data.shop.item_count).toBe(r.data.list.total);
    expect(r.data.list.data.map((g: GoodsCard) => g.id)).toContain(demo.id);
    const rows = await h.db.select().from(items).where(eq(items.shopId, demo.shopId));
    expect(r.data.list.total).toBe(rows.length);
    expect((await h.call('/api/obapi/getItemSearchShop', { seller_id: 'nobody' })).code).toBe(0);
    const bad = await h.call('/api/obapi/getItemSearchShop', {});
    expect(bad.msg).toContain('seller_id');
  });

  it('finds goods by their number', async () => {
    const r = await h.call('/api/obapi/goodsSnSearchGood', { goods_sn: demo.numIid });
    expect(r.data.map((g: GoodsCard) => g.id)).toEqual([demo.id]);
    expect((await h.call('/api/obapi/goodsSnSearchGood', { goods_sn: '0000' })).data).toEqual([]);
    const bad = await h.call('/api/obapi/goodsSnSearchGood', {});
    expect(bad.code).toBe(0);
    expect(bad.msg).toContain('goods_sn');
  });

  it('answers up to 12 similar items of the same category, nearest in price, without the item', async () => {
    const r = await h.call('/api/obapi/goodsFindSimilar', { tp: demo.apiType, tid: demo.numIid });
    const ids = r.data.map((g: GoodsCard) => g.id);
    expect(ids.length).toBe(12);
    expect(ids).not.toContain(demo.id);
    const cats = await h.db.select().from(categories);
    const top = cats.find((c) => c.id === demo.categoryId)!.pid;
    const rows = await h.db.select().from(items);
    for (const id of ids) {
      const cat = cats.find((c) => c.id === rows.find((i) => i.id === id)!.categoryId)!;
      expect(cat.pid).toBe(top);
    }
    const sameSub = rows.filter((i) => i.categoryId === demo.categoryId && i.id !== demo.id);
    const gaps = r.data.slice(0, sameSub.length).map((g: GoodsCard) => Math.abs(Math.round(Number(g.price) * 100) - demo.priceFen));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    expect((await h.call('/api/obapi/goodsFindSimilar', { tp: 'weidian', tid: '1' })).code).toBe(0);
    expect((await h.call('/api/obapi/goodsFindSimilar', { tp: 'weidian' })).msg).toContain('tid');
  });
});
