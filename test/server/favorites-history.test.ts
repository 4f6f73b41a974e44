import { describe, it, expect, beforeAll } from 'vitest';
import { harness, type Harness } from './harness';
import { makeItem, newShopper } from './fixtures';
import type { Favorite, HistoryEntry } from '../../src/api/types/member';
import type { Page } from '../../src/api/types/common';

let h: Harness;
let clock = Math.floor(Date.now() / 1000);
type Item = Awaited<ReturnType<typeof makeItem>>['item'];
let a: Item, b: Item, c: Item;

beforeAll(async () => {
  h = await harness({ now: () => clock });
  [a, b, c] = [(await makeItem(h.db, { title: 'Coat A', priceFen: 12345 })).item, (await makeItem(h.db, { apiType: '1688', title: 'Coat B' })).item, (await makeItem(h.db, { apiType: 'jd' })).item];
});
const tick = () => (clock += 60);

const favList = async (token: string, params = {}) => (await h.call<Page<Favorite>>('/api/favorites/lists', params, { token, method: 'GET' })).data;
const histList = async (token: string, params = {}) => (await h.call<Page<HistoryEntry>>('/api/history/lists', params, { token, method: 'GET' })).data;

describe('favourites', () => {
  it('adds by item id or by tp + tid, lists newest first as goods cards, and adding twice is harmless', async () => {
    const { token } = await newShopper(h.db);
    tick();
    const first = await h.call('/api/favorites/add', { item_id: a.id }, { token });
    expect(first.code).toBe(1);
    expect(first.data).toMatchObject({ item_id: a.id, created_at: clock });
    tick();
    const second = await h.call('/api/favorites/add', { tp: '1688', tid: b.numIid }, { token });
    expect(second.data.item_id).toBe(b.id);
    const again = await h.call('/api/favorites/add', { item_id: a.id }, { token });
    expect(again.data).toEqual(first.data);
    const page = await favList(token);
    expect(page).toMatchObject({ total: 2, per_page: 10, current_page: 1, last_page: 1 });
    expect(page.data.map((f) => [f.id, f.item_id])).toEqual([[second.data.id, b.id], [first.data.id, a.id]]);
    expect(page.data[1].goods).toMatchObject({ id: a.id, api_type: 'taobao', num_iid: a.numIid, title: 'Coat A', price: '123.45', pic_url: '/static/goods/1-0_200.webp' });
    expect((await h.call('/api/favorites/lists', { page: 2, pagesize: 1 }, { token, lang: 'ru' })).data.data[0].goods.title).toBe('Coat A (ru)');
  });

  it('deletes one or many by favourite id, or by the item', async () => {
    const { token } = await newShopper(h.db);
    const ids = [];
    for (const item of [a, b, c]) ids.push((await h.call('/api/favorites/add', { item_id: item.id }, { token })).data.id);
    expect((await h.call('/api/favorites/delete', { ids: ids[0] }, { token })).data).toEqual({ deleted: 1 });
    expect((await h.call('/api/favorites/delete', { ids: `${ids[1]},${ids[2]}` }, { token })).data).toEqual({ deleted: 2 });
    expect((await favList(token)).total).toBe(0);
    await h.call('/api/favorites/add', { item_id: a.id }, { token });
    expect((await h.call('/api/favorites/delete', { tp: 'taobao', tid: a.numIid }, { token })).data).toEqual({ deleted: 1 });
    expect((await h.call('/api/favorites/delete', { item_id: a.id }, { token })).msg).toBe('Favourite not found');
  });

  it.each([
    ['add', {}, 'item_id cannot be empty'],
    ['add', { tp: 'amazon', tid: '1' }, 'tp'],
    ['add', { tp: 'taobao' }, 'tid cannot be empty'],
    ['add', { item_id: 99999999 }, 'This item is no longer available'],
    ['add', { tp: 'jd', tid: 'no-such-item' }, 'This item is no longer available'],
    ['delete', { ids: 'x,y' }, 'ids'],
    ['delete', {}, 'item_id cannot be empty'],
  ])('%s %o is refused naming the problem', async (name, params, text) => {
    const { token } = await newShopper(h.db);
    const r = await h.call(`/api/favorites/${name}`, params, { token });
    expect(r.code).toBe(0);
    expect(r.msg).toContain(text);
  });

  it('another shopper\'s favourites: not listed, not deletable, nothing changes', async () => {
    const owner = await newShopper(h.db);
    const other = await newShopper(h.db);
    const fav = (await h.call('/api/favorites/add', { item_id: a.id }, { token: owner.token })).data;
    const own = (await h.call('/api/favorites/add', { item_id: b.id }, { token: other.token })).data;
    expect((await favList(other.token)).data.map((f) => f.id)).toEqual([own.id]);
    for (const ids of [fav.id, `${own.id},${fav.id}`]) {
      const r = await h.call('/api/favorites/delete', { ids }, { token: other.token });
      expect(r).toMatchObject({ code: 0, msg: 'Favourite not found', data: null });
    }
    expect((await favList(owner.token)).data.map((f) => f.id)).toEqual([fav.id]);
    expect((await favList(other.token)).data.map((f) => f.id)).toEqual([own.id]);
  });
});

describe('browsing history', () => {
  it('records views newest first and moves a viewed-again item to the top', async () => {
    const { token } = await newShopper(h.db);
    tick();
    const first = await h.call('/api/history/add', { item_id: a.id }, { token });
    expect(first.data).toMatchObject({ item_id: a.id, viewed_at: clock });
    tick();
    await h.call('/api/history/add', { tp: 'jd', tid: c.numIid }, { token });
    expect((await histList(token)).data.map((x) => x.item_id)).toEqual([c.id, a.id]);
    tick();
    const again = await h.call('/api/history/add', { item_id: a.id }, { token });
    expect(again.data).toEqual({ id: first.data.id, item_id: a.id, viewed_at: clock });
    const page = await histList(token);
    expect(page.total).toBe(2);
    expect(page.data.map((x) => [x.item_id, x.viewed_at])).toEqual([[a.id, clock], [c.id, clock - 60]]);
    expect(page.data[0].goods.title).toBe('Coat A');
    expect((await histList(token, { page: 2, pagesize: 1 })).data.map((x) => x.item_id)).toEqual([c.id]);
  });

  it('deletes records by id, or clears them all', async () => {
    const { token } = await newShopper(h.db);
    const ids = [];
    for (const item of [a, b, c]) ids.push((await h.call('/api/history/add', { item_id: item.id }, { token })).data.id);
    expect((await h.call('/api/history/delete', { ids: [ids[0], ids[1]] }, { token })).data).toEqual({ deleted: 2 });
    expect((await histList(token)).data.map((x) => x.id)).toEqual([ids[2]]);
    await h.call('/api/history/add', { item_id: a.id }, { token });
    expect((await h.call('/api/history/delete', { all: 1 }, { token })).data).toEqual({ deleted: 2 });
    expect((await histList(token)).total).toBe(0);
  });

  it.each([
    ['add', {}, 'item_id cannot be empty'],
    ['add', { item_id: 'abc' }, 'item_id'],
    ['add', { item_id: 99999999 }, 'This item is no longer available'],
    ['delete', {}, 'ids cannot be empty'],
    ['delete', { ids: '0' }, 'ids'],
  ])('%s %o is refused naming the problem', async (name, params, text) => {
    const { token } = await newShopper(h.db);
    const r = await h.call(`/api/history/${name}`, params, { token });
    expect(r.code).toBe(0);
    expect(r.msg).toContain(text);
  });

  it('another shopper\'s history: not listed, not deletable, not cleared by their "all"', async () => {
    const owner = await newShopper(h.db);
    const other = await newShopper(h.db);
    const rec = (await h.call('/api/history/add', { item_id: a.id }, { token: owner.token })).data;
    expect((await histList(other.token)).total).toBe(0);
    const r = await h.call('/api/history/delete', { ids: rec.id }, { token: other.token });
    expect(r).toMatchObject({ code: 0, msg: 'History record not found', data: null });
    expect((await h.call('/api/history/delete', { all: 1 }, { token: other.token })).data).toEqual({ deleted: 0 });
    expect((await histList(owner.token)).data.map((x) => x.id)).toEqual([rec.id]);
  });
});

describe('not logged in', () => {
  it.each(['/api/favorites/lists', '/api/favorites/add', '/api/favorites/delete', '/api/history/lists', '/api/history/add', '/api/history/delete'])('%s answers 401', async (path) => {
    const r = await h.call(path, { item_id: a.id, ids: 1 });
    expect(r.status).toBe(401);
    expect(r.code).toBe(401);
  });
});
