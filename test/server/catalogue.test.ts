import { describe, it, expect, beforeAll } from 'vitest';
import { count, eq, gt } from 'drizzle-orm';
import { harnessWithClock, type Harness } from './harness';
import { articleCategories, articles, categories, floors, hotSearches, items, itemSkus, reviews, shareCodes, shops, ads } from '../../server/db/schema';
import type { GoodsCard } from '../../src/api/types/goods';
import type { Category, FlashSale, Floor, Opinion } from '../../src/api/types/catalogue';

const clocked = harnessWithClock();
let h: Harness;
beforeAll(() => {
  h = clocked.h;
});

const get = <T = any>(path: string, params = {}, o: { lang?: string } = {}) => h.call<T>(path, params, { method: 'GET', ...o });
const isCard = (c: GoodsCard) => {
  expect(c).toMatchObject({ id: expect.any(Number), api_type: expect.any(String), num_iid: expect.any(String), title: expect.any(String), sales: expect.any(Number) });
  expect(c.pic_url).toMatch(/^\/static\/goods\/\d+-\d_200\.webp$/);
  expect(c.goodsimg).toMatch(/^\/static\/goods\/\d+-\d\.webp$/);
  expect(c.price).toMatch(/^\d+\.\d\d$/);
};

describe('the demo catalogue seed', () => {
  it('has at least 200 items in all four api types, 30 or more each', async () => {
    const rows = await h.db.select({ apiType: items.apiType, n: count() }).from(items).groupBy(items.apiType);
    const by = Object.fromEntries(rows.map((r) => [r.apiType, Number(r.n)]));
    expect(Object.values(by).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(200);
    for (const tp of ['taobao', '1688', 'jd', 'weidian']) expect(by[tp]).toBeGreaterThanOrEqual(30);
  });

  it('has at least 12 top-level categories, each with sub-categories holding items', async () => {
    const cats = await h.db.select().from(categories);
    const top = cats.filter((c) => c.pid === 0);
    expect(top.length).toBeGreaterThanOrEqual(12);
    const used = new Set((await h.db.select({ c: items.categoryId }).from(items)).map((r) => r.c));
    for (const t of top) {
      const subs = cats.filter((c) => c.pid === t.id);
      expect(subs.length).toBeGreaterThanOrEqual(2);
      expect(subs.some((s) => used.has(s.id))).toBe(true);
    }
  });

  it('writes every title and description in en, ru and zh-cn', async () => {
    const rows = await h.db.select().from(items);
    for (const it of rows) {
      expect(it.title.en).toMatch(/^[A-Z][a-z'-]+( [\w'-]+)+$/);
      expect(it.title.ru).toMatch(/[а-яё]/i);
      expect(it.title['zh-cn']).toMatch(/[\u4e00-\u9fff]/);
      for (const l of ['en', 'ru', 'zh-cn'] as const) expect(it.descHtml[l]).toMatch(/<p>.*<ul><li>.*<img src="\/static\/goods\//);
      expect(it.images.length).toBeGreaterThanOrEqual(2);
      expect(it.images.length).toBeLessThanOrEqual(4);
      expect(it.images[0]).toBe(`/static/goods/${it.id}-0.webp`);
      expect(it.phash).toMatch(/^[0-9a-f]{16}$/);
    }
    expect(new Set(rows.map((r) => r.title.en)).size).toBeGreaterThan(rows.length * 0.9);
  });

  it('has goods types for batteries, liquids and cosmetics besides general goods', async () => {
    const rows = await h.db.select({ g: items.goodsType, n: count() }).from(items).groupBy(items.goodsType);
    const by = Object.fromEntries(rows.map((r) => [r.g, Number(r.n)]));
    expect(by.general).toBeGreaterThan(by.battery + by.liquid + by.cosmetics);
    for (const g of ['battery', 'liquid', 'cosmetics']) expect(by[g]).toBeGreaterThan(0);
  });

  it('gives items SKUs with their own prices and some out of stock, reviews and one share code each', async () => {
    const [{ n: itemCount }] = await h.db.select({ n: count() }).from(items);
    const [{ n: out }] = await h.db.select({ n: count() }).from(itemSkus).where(eq(itemSkus.stock, 0));
    const [{ n: inStock }] = await h.db.select({ n: count() }).from(itemSkus).where(gt(itemSkus.stock, 0));
    expect(Number(out)).toBeGreaterThan(0);
    expect(Number(inStock)).toBeGreaterThan(Number(out));
    const per = await h.db.select({ item: reviews.itemId, n: count() }).from(reviews).groupBy(reviews.itemId);
    expect(per.length).toBe(Number(itemCount));
    for (const r of per) expect(Number(r.n)).toBeGreaterThanOrEqual(3);
    for (const r of per) expect(Number(r.n)).toBeLessThanOrEqual(8);
    const codes = await h.db.select().from(shareCodes);
    expect(codes.length).toBe(Number(itemCount));
    for (const c of codes) expect(c.code).toMatch(/^₤[A-Za-z0-9]{6,20}₤$/);
  });

  it('has about 40 shops, hot searches, floors, ads and help articles in three languages', async () => {
    expect((await h.db.select().from(shops)).length).toBeGreaterThanOrEqual(36);
    expect((await h.db.select().from(hotSearches)).length).toBeGreaterThanOrEqual(8);
    const fl = await h.db.select().from(floors);
    expect(fl.filter((f) => f.place === 'home').length).toBeGreaterThanOrEqual(4);
    expect(fl.filter((f) => f.place === 'mall').length).toBeGreaterThanOrEqual(3);
    const ad = await h.db.select().from(ads);
    expect(ad.filter((a) => a.mark === 'wap_home_banner').length).toBeGreaterThanOrEqual(3);
    expect(ad.filter((a) => a.mark === 'wap_home_middle').length).toBeGreaterThanOrEqual(1);
    expect((await h.db.select().from(articleCategories)).length).toBeGreaterThanOrEqual(3);
    const arts = await h.db.select().from(articles);
    expect(arts.length).toBeGreaterThanOrEqual(8);
    for (const a of arts) for (const l of ['en', 'ru', 'zh-cn'] as const) expect(a.title[l] && a.content[l]).toBeTruthy();
  });
});

describe('home calls', () => {
  it('answers the category tree in the asked language', async () => {
    const en = await get<Category[]>('/api/index/category');
    const zh = await get<Category[]>('/api/index/category', {}, { lang: 'zh-cn' });
    expect(en.code).toBe(1);
    expect(en.data.length).toBeGreaterThanOrEqual(12);
    expect(en.data[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), image: expect.stringMatching(/^\/static\/goods\/cat-\d+_200\.webp$/), keyword: expect.any(String) });
    for (const c of en.data) expect(c.children.length).toBeGreaterThan(0);
    expect(zh.data[0].name).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.data[0].children[0].name).not.toBe(en.data[0].children[0].name);
  });

  it('answers hot searches', async () => {
    const r = await get('/api/index/hotsearch', {}, { lang: 'ru' });
    expect(r.data.length).toBeGreaterThanOrEqual(8);
    expect(r.data[0]).toMatchObject({ id: expect.any(Number), keyword: expect.stringMatching(/[а-я]/) });
  });

  it('offers hot searches and banners that lead somewhere in every language', async () => {
    for (const lang of ['en', 'ru', 'zh-cn']) {
      for (const { keyword } of (await get('/api/index/hotsearch', {}, { lang })).data) {
        expect((await get('/api/obapi/getItemlist', { keyword }, { lang })).data.total, `${lang}: ${keyword}`).toBeGreaterThan(0);
      }
    }
    for (const ad of (await h.call('/api/adszone/getAdsByMark', { mark: 'wap_home_banner' })).data) {
      if (ad.link.startsWith('/pages/custom/index')) continue; // a campaign page (test/server/comments.test.ts opens it)
      const cid = Number(new URLSearchParams(ad.link.split('?')[1]).get('cid'));
      expect((await get('/api/obapi/getItemlist', { cid })).data.total).toBeGreaterThan(0);
    }
  });

  it('answers home floors of 8 goods cards each', async () => {
    const r = await get<Floor[]>('/api/index/floor');
    expect(r.data.length).toBeGreaterThanOrEqual(4);
    for (const f of r.data) {
      expect(f.goods).toHaveLength(8);
      f.goods.forEach(isCard);
      expect(f.name).toBeTruthy();
    }
  });

  it('pages through one floor and refuses a missing or unknown id', async () => {
    const [floor] = (await get<Floor[]>('/api/index/floor')).data;
    const p2 = await h.call('/api/index/getFloor', { id: floor.id, page: 2, pagesize: 5 });
    expect(p2.data).toMatchObject({ current_page: 2, per_page: 5 });
    expect(p2.data.total).toBeGreaterThanOrEqual(8);
    expect(p2.data.last_page).toBe(Math.ceil(p2.data.total / 5));
    expect(p2.data.data[0].id).toBe((await h.call('/api/index/getFloor', { id: floor.id, page: 1, pagesize: 10 })).data.data[5].id);
    const missing = await h.call('/api/index/getFloor', {});
    expect(missing.code).toBe(0);
    expect(missing.msg).toContain('id');
    const unknown = await h.call('/api/index/getFloor', { id: 99999 }, { lang: 'ru' });
    expect(unknown).toMatchObject({ code: 0, msg: 'Раздел не найден' });
  });

  it('answers a flash sale for today with sale prices below the price', async () => {
    const r = await get<FlashSale>('/api/index/shoppingTime');
    expect(r.data.end_time - r.data.start_time).toBe(12 * 3600);
    expect(r.data.end_time).toBeGreaterThan(Math.floor(Date.now() / 1000));
    expect(r.data.goods.length).toBe(8);
    for (const g of r.data.goods) {
      isCard(g);
      expect(Number(g.sale_price)).toBeLessThan(Number(g.price));
    }
  });

  it('places the sale window at 10:00–22:00 Beijing time, tomorrow once it is over', async () => {
    const day = Date.UTC(2030, 0, 15) / 1000;
    const noonBj = day + 4 * 3600;
    const lateBj = day + 15 * 3600;
    clocked.at(noonBj);
    const r = (await h.call<FlashSale>('/api/index/shoppingTime')).data;
    expect(r.start_time).toBe(day + 2 * 3600);
    expect(r.end_time).toBe(day + 14 * 3600);
    clocked.at(lateBj);
    const s = (await h.call<FlashSale>('/api/index/shoppingTime')).data;
    expect(s.start_time).toBe(day + 86400 + 2 * 3600);
    expect(s.goods.map((g) => g.id)).not.toEqual(r.goods.map((g) => g.id));
  });

  it('answers recent good reviews with their items', async () => {
    const r = await get<Opinion[]>('/api/index/geMatterOfOpinion', {}, { lang: 'zh-cn' });
    expect(r.data.length).toBe(10);
    for (const o of r.data) {
      expect(o.rating).toBeGreaterThanOrEqual(4);
      expect(o.content).toMatch(/[\u4e00-\u9fff]/);
      isCard(o.goods);
    }
    const times = r.data.map((o) => o.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await get('/api/index/geMatterOfOpinion', { limit: 3 })).data).toHaveLength(3);
  });
});

describe('ads, mall and hot recommendations', () => {
  it('answers the banners of a zone, nothing for an unknown zone, and needs a mark', async () => {
    const r = await h.call('/api/adszone/getAdsByMark', { mark: 'wap_home_banner' });
    expect(r.data.length).toBeGreaterThanOrEqual(3);
    expect(r.data[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), image: expect.stringMatching(/^\/static\/goods\/banner-\d+\.webp$/), link: expect.stringMatching(/^\/pages\/shop\/index\?cid=\d+$/) });
    expect((await h.call('/api/adszone/getAdsByMark', { mark: 'wap_home_middle' })).data.length).toBeGreaterThan(0);
    expect((await h.call('/api/adszone/getAdsByMark', { mark: 'nothing_here' })).data).toEqual([]);
    const bad = await h.call('/api/adszone/getAdsByMark', {});
    expect(bad.code).toBe(0);
    expect(bad.msg).toContain('mark');
  });

  it('answers mall floors and pages the goods of a floor or a category', async () => {
    const floorsR = await get<Floor[]>('/api/mall/floor');
    expect(floorsR.data.length).toBeGreaterThanOrEqual(3);
    floorsR.data[0].goods.forEach(isCard);
    const byFloor = await h.call('/api/mall/lists', { id: floorsR.data[0].id, page: 1, pagesize: 4 });
    expect(byFloor.data.data.map((g: GoodsCard) => g.id)).toEqual(floorsR.data[0].goods.slice(0, 4).map((g) => g.id));
    const cats = (await get<Category[]>('/api/index/category')).data;
    const byCat = await h.call('/api/mall/lists', { cid: cats[2].id, page: 1, pagesize: 50 });
    expect(byCat.data.total).toBeGreaterThan(0);
    const sales = byCat.data.data.map((g: GoodsCard) => g.sales);
    expect(sales).toEqual([...sales].sort((a: number, b: number) => b - a));
  });

  it('refuses mall lists without a floor or category, and a home floor id', async () => {
    const none = await h.call('/api/mall/lists', { page: 1 });
    expect(none.code).toBe(0);
    expect(none.msg).toContain('id');
    const homeFloor = (await get<Floor[]>('/api/index/floor')).data[0];
    expect((await h.call('/api/mall/lists', { id: homeFloor.id })).code).toBe(0);
  });

  it('pages best sellers by sales and lists hot keywords', async () => {
    const p1 = await h.call('/api/hotrecommend/goods_list', { page: 1, pagesize: 6 });
    const p2 = await h.call('/api/hotrecommend/goods_list', { page: 2, pagesize: 6 });
    expect(p1.data).toMatchObject({ current_page: 1, per_page: 6 });
    const sales = [...p1.data.data, ...p2.data.data].map((g: GoodsCard) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(p1.data.total).toBeGreaterThanOrEqual(200);
    const junk = await h.call('/api/hotrecommend/goods_list', { page: 'x', pagesize: 'y' });
    expect(junk.data).toMatchObject({ current_page: 1, per_page: 10 });
    const kw = await get('/api/hotrecommend/keywords', {}, { lang: 'zh-cn' });
    expect(kw.data.length).toBeGreaterThanOrEqual(8);
    expect(kw.data[0].keyword).toMatch(/[\u4e00-\u9fff]/);
  });
});
