import { describe, it, expect, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderGoods, orders } from '../../server/db/schema';
import { harness, type Harness } from './harness';
import { orderStatus as statusOf } from './fixtures';
import { pack, parcelWorld, shopperWithGoods, type World } from './parcel-setup';

let h: Harness;
let w: World;
beforeAll(async () => {
  h = await harness();
  w = await parcelWorld(h);
});

const orderStatus = (id: number) => statusOf(h.db, id);

describe('parcel lists and detail', () => {
  it('lists the parcels of a status tab with counts per status, newest first', async () => {
    const s = await shopperWithGoods(h, w);
    const first = await pack(h, s, w.air.id, { goods_ids: s.goods[0].id, declaration: JSON.stringify([{ goods_id: s.goods[0].id, type: 'gift', value: '20' }]) });
    const second = await pack(h, s, w.sea.id, { goods_ids: s.goods[1].id, declaration: JSON.stringify([{ goods_id: s.goods[1].id, type: 'sample', value: '30.5' }]) });
    await h.call('/api/sendorder/cancel', { id: first.data.id }, { token: s.token });

    const all = await h.call('/api/sendorder/lists', { page: 1 }, { token: s.token, method: 'GET' });
    expect(all.code).toBe(1);
    expect(all.data).toMatchObject({ total: 2, per_page: 10, current_page: 1, last_page: 1 });
    expect(all.data.counts).toEqual({ all: 2, '0': 1, '1': 0, '2': 0, '3': 0, '4': 0, '-1': 1 });
    expect(all.data.data.map((p: { id: number }) => p.id)).toEqual([second.data.id, first.data.id]);
    expect(all.data.data[0]).toMatchObject({
      sn: second.data.sn, status: 0, status_text: 'Packing', line_name: 'Test Sea', country: 'Testland', country_code: 'XA',
      goods_count: 1, goods: [{ title: 'Fixture goods 2', pic_url: '' }], weight_g: null, chargeable_weight: null,
      shipping_fee: null, insurance_fee: '0.61', total: null, can: { pay: false, cancel: true, receipt: false },
    });

    const cancelled = await h.call('/api/sendorder/lists', { status: -1 }, { token: s.token, lang: 'zh-cn' });
    expect(cancelled.data.total).toBe(1);
    expect(cancelled.data.data[0]).toMatchObject({ id: first.data.id, status: -1, status_text: '已取消', goods_count: 1 });
    expect((await h.call('/api/sendorder/lists', { status: 3 }, { token: s.token })).data.data).toEqual([]);
    expect((await h.call('/api/sendorder/lists', { status: 7 }, { token: s.token })).msg).toBe('Invalid parameter: status');
  });

  it('pages the list', async () => {
    const s = await shopperWithGoods(h, w, { goods: 3 });
    for (const g of s.goods) await pack(h, s, w.air.id, { goods_ids: g.id, declaration: JSON.stringify([{ goods_id: g.id, type: 'clothes', value: 10 }]) });
    const p2 = await h.call('/api/sendorder/lists', { page: 2, pagesize: 2 }, { token: s.token });
    expect(p2.data).toMatchObject({ total: 3, per_page: 2, current_page: 2, last_page: 2 });
    expect(p2.data.data).toHaveLength(1);
  });

  it('names the frozen address\'s country in the language of each request, not the one the parcel was made in', async () => {
    const s = await shopperWithGoods(h, w);
    const { data: made } = await pack(h, s, w.air.id);
    const detail = async (lang: string) => (await h.call('/api/sendorder/detail', { id: made.id }, { token: s.token, lang })).data;
    expect((await detail('zh-cn')).address).toMatchObject({ country: 'Testland (zh)', city: 'Testville', address: '1 Test Street' });
    expect((await detail('ru')).country).toBe('Testland (ru)');
    const list = (await h.call('/api/sendorder/lists', {}, { token: s.token, lang: 'ru' })).data;
    expect(list.data.find((p: { id: number }) => p.id === made.id).country).toBe('Testland (ru)');
  });

  it('shows everything about one parcel', async () => {
    const s = await shopperWithGoods(h, w);
    const { data: made } = await pack(h, s, w.air.id);
    const r = await h.call('/api/sendorder/detail', { id: made.id }, { token: s.token, method: 'GET' });
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({
      id: made.id, sn: made.sn, status: 0, remark: 'fragile', insurance: 1, declared_value: '100.00', insurance_fee: '3.00',
      address: { name: 'Test Person', mobile: '5550100', country: 'Testland', country_code: 'XA', city: 'Testville', address: '1 Test Street' },
      line: { id: w.air.id, name: 'Test Air', carrier: 'TESTAIR', transit_days: '7-12' },
      declaration: s.goods.map((g) => ({ goods_id: g.id, type: 'clothes', value: '50.00' })),
      dimensions: null, estimate: { chargeable_weight: 1500, fee: '160.00' }, photos: [], carrier: '', tracking_no: '',
      weighed_at: null, shipped_at: null,
    });
    expect(r.data.goods[0]).toMatchObject({ id: s.goods[0].id, order_id: s.order.id, title: 'Fixture goods 1', sku: 'Colour: Red', weight_g: 400, price: '50.00' });
  });
});

describe('POST /api/sendorder/cancel', () => {
  it('returns the goods to the warehouse and the order to status 3, then refuses a second cancel', async () => {
    const s = await shopperWithGoods(h, w);
    const { data: made } = await pack(h, s, w.air.id);
    expect(await orderStatus(s.order.id)).toBe(4);
    const r = await h.call('/api/sendorder/cancel', { id: made.id }, { token: s.token });
    expect(r.code).toBe(1);
    expect(r.msg).toBe('Parcel cancelled');
    expect(r.data).toMatchObject({ status: -1, can: { cancel: false } });
    expect(r.data.goods).toHaveLength(2);
    expect(await orderStatus(s.order.id)).toBe(3);
    const goods = await h.db.select().from(orderGoods).where(eq(orderGoods.orderId, s.order.id));
    expect(goods.every((g) => g.parcelId === null)).toBe(true);
    expect((await h.call('/api/sendorder/cancel', { id: made.id }, { token: s.token })).msg).toBe('This parcel can no longer be cancelled');
    // the goods can be packed again
    expect((await pack(h, s, w.air.id)).code).toBe(1);
  });
});

describe('shipping methods', () => {
  it('quotes the lines for chosen goods and a country before a parcel exists, with refusals explained', async () => {
    const s = await shopperWithGoods(h, w);
    await h.db.update(orderGoods).set({ goodsType: 'battery' }).where(eq(orderGoods.id, s.goods[0].id));
    const r = await h.call('/api/sendorder/getShippingMethod', { goods_ids: s.goods.map((g) => g.id).join(','), country: 'xa' }, { token: s.token, method: 'GET' });
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({ country_code: 'XA', weight_g: 800, measured: false, current_line_id: null });
    const ids = r.data.lines.map((l: { id: number }) => l.id);
    expect(ids).toContain(w.battery.id);
    expect(ids).not.toContain(w.air.id);
    expect(r.data.lines.find((l: { id: number }) => l.id === w.battery.id)).toMatchObject({ name: 'Test Battery', chargeable_weight: 1500, fee: '230.00', transit_days: '7-12' });
    const refused = Object.fromEntries(r.data.refused.map((x: { id: number; reason: string }) => [x.id, x.reason]));
    expect(refused).toMatchObject({ [w.air.id]: 'goods', [w.xbOnly.id]: 'country', [w.tiny.id]: 'goods' });
    expect(r.data.refused.find((x: { id: number }) => x.id === w.xbOnly.id).reason_text).toBe('Test XB only does not ship to Testland');
    // country by area id
    const byArea = await h.call('/api/sendorder/getShippingMethod', { goods_ids: s.goods[1].id, country: w.xb.id }, { token: s.token });
    expect(byArea.data.country_code).toBe('XB');
    expect(byArea.data.lines.map((l: { id: number }) => l.id)).toContain(w.xbOnly.id);
  });

  it('needs a parcel id, or goods and a country', async () => {
    const s = await shopperWithGoods(h, w);
    expect((await h.call('/api/sendorder/getShippingMethod', {}, { token: s.token })).msg).toBe('goods_ids cannot be empty');
    expect((await h.call('/api/sendorder/getShippingMethod', { goods_ids: s.goods[0].id }, { token: s.token })).msg).toBe('country cannot be empty');
  });

  it("quotes the lines for a parcel and changes its line; another user's parcel is not found", async () => {
    const s = await shopperWithGoods(h, w);
    const { data: made } = await pack(h, s, w.air.id);
    const q = await h.call('/api/sendorder/getShippingMethod', { id: made.id }, { token: s.token });
    expect(q.data).toMatchObject({ country_code: 'XA', measured: false, current_line_id: w.air.id });
    expect(q.data.lines.find((l: { id: number }) => l.id === w.sea.id)).toMatchObject({ chargeable_weight: 1500, fee: '60.00' });

    const changed = await h.call('/api/sendorder/changeShippingMethod', { id: made.id, line_id: w.sea.id }, { token: s.token });
    expect(changed.code).toBe(1);
    expect(changed.data).toMatchObject({ line: { id: w.sea.id, name: 'Test Sea' }, estimate: { fee: '60.00' }, insurance_fee: '2.00', shipping_fee: null });
    const refused = await h.call('/api/sendorder/changeShippingMethod', { id: made.id, line_id: w.xbOnly.id }, { token: s.token });
    expect(refused.msg).toBe('Test XB only does not ship to Testland');
    expect((await h.call('/api/sendorder/changeShippingMethod', { id: made.id }, { token: s.token })).msg).toBe('line_id cannot be empty');

    const other = await shopperWithGoods(h, w);
    for (const [path, extra] of [['getShippingMethod', {}], ['changeShippingMethod', { line_id: w.sea.id }]] as const) {
      const r = await h.call(`/api/sendorder/${path}`, { id: made.id, ...extra }, { token: other.token });
      expect(r.code).toBe(0);
      expect(r.msg).toBe('Parcel not found');
      expect(r.data).toBeNull();
    }
  });
});

describe('access', () => {
  const calls = ['lists', 'detail', 'cancel', 'getShippingMethod', 'changeShippingMethod', 'isshowtrackindex', 'gettrackindex', 'addReply', 'sendorderReply', 'receipt', 'photo'];

  it('answers 401 to every call without a token or with a bad one', async () => {
    for (const c of calls) {
      const r = await h.call(`/api/sendorder/${c}`, { id: 1 });
      expect([c, r.status, r.code]).toEqual([c, 401, 401]);
    }
    const bad = await h.call('/api/sendorder/lists', {}, { token: 'nope' });
    expect(bad.status).toBe(401);
  });

  it("answers another user's parcel id exactly like a missing one, on every call", async () => {
    const owner = await shopperWithGoods(h, w);
    const { data: made } = await pack(h, owner, w.air.id);
    const other = await shopperWithGoods(h, w);
    for (const c of calls.filter((x) => x !== 'lists')) {
      const params = { id: made.id, line_id: w.sea.id, content: 'hello' };
      const theirs = await h.call(`/api/sendorder/${c}`, params, { token: other.token });
      const missing = await h.call(`/api/sendorder/${c}`, { ...params, id: 99999999 }, { token: other.token });
      expect([c, theirs.code, theirs.msg, theirs.data]).toEqual([c, 0, 'Parcel not found', null]);
      expect(missing.msg).toBe(theirs.msg);
    }
    expect((await h.call('/api/sendorder/lists', {}, { token: other.token })).data.total).toBe(0);
    expect((await h.call('/api/sendorder/detail', { id: made.id }, { token: owner.token })).data.status).toBe(0);
  });

  it('names the field when an id is missing or malformed', async () => {
    const s = await shopperWithGoods(h, w);
    expect((await h.call('/api/sendorder/detail', {}, { token: s.token })).msg).toBe('id cannot be empty');
    expect((await h.call('/api/sendorder/cancel', { id: 'abc' }, { token: s.token })).msg).toBe('Invalid parameter: id');
  });
});
