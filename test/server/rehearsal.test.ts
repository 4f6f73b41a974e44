import { describe, it, expect, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { config, orders } from '../../server/db/schema';
import { harness, type Harness } from './harness';
import { orderStatus as statusOf } from './fixtures';
import { declare, parcelWorld, shopperWithGoods, type Shopper, type World } from './parcel-setup';

let h: Harness;
let w: World;
beforeAll(async () => {
  h = await harness();
  w = await parcelWorld(h);
});

const orderStatus = (id: number) => statusOf(h.db, id);
const add = (s: Shopper, country = 'XA') => h.call('/api/rehearsal/add', { goods_ids: s.goods.map((g) => g.id).join(','), country }, { token: s.token });
const detail = (s: Shopper, id: number) => h.call('/api/rehearsal/detail', { id }, { token: s.token });
const lineOf = (d: { lines: { id: number }[] }, id: number) => d.lines.find((l) => l.id === id);
const submit = (s: Shopper, id: number, extra: Record<string, string | number> = {}) => h.call('/api/rehearsal/submit', {
  id, address_id: s.address.id, line_id: w.sea.id, insurance: 0, declaration: declare(s.goods), ...extra,
}, { token: s.token });

describe('trial packing measured automatically (the demo default)', () => {
  it('measures at once from the goods and quotes every line that accepts them', async () => {
    const s = await shopperWithGoods(h, w);
    const r = await add(s);
    expect(r.code).toBe(1);
    // 800 g of goods packed in the 700 g carton; 2 × 3 000 cm³ → a 19 cm cube
    expect(r.data).toMatchObject({
      status: 1, status_text: 'Measured', country_code: 'XA', goods_count: 2, weight_g: 1500,
      dimensions: { length: 19, width: 19, height: 19 }, volume: 6859, parcel_id: null, can: { cancel: true, submit: true },
    });
    expect(r.data.goods.map((g: { id: number }) => g.id)).toEqual(s.goods.map((g) => g.id));
    // air: max(1 500 g packed, 6 859 / 6000 → 1 144 g) = 1 500 g → ¥160; sea ¥60 is cheaper and listed first among ours
    expect(lineOf(r.data, w.air.id)).toMatchObject({ chargeable_weight: 1500, fee: '160.00' });
    expect(lineOf(r.data, w.sea.id)).toMatchObject({ chargeable_weight: 1500, fee: '60.00' });
    const ours = r.data.lines.map((l: { id: number }) => l.id).filter((id: number) => id === w.air.id || id === w.sea.id);
    expect(ours).toEqual([w.sea.id, w.air.id]);
    expect(r.data.refused.find((x: { id: number }) => x.id === w.xbOnly.id)).toMatchObject({ reason: 'country', reason_text: 'Test XB only does not ship to Testland' });
  });

  it('lists the trial packings, newest first, paged', async () => {
    const s = await shopperWithGoods(h, w);
    const a = await h.call('/api/rehearsal/add', { goods_ids: s.goods[0].id, country: 'XA' }, { token: s.token });
    const b = await h.call('/api/rehearsal/add', { goods_ids: s.goods[1].id, country: 'xb' }, { token: s.token });
    const r = await h.call('/api/rehearsal/lists', { page: 1, pagesize: 1 }, { token: s.token, method: 'GET' });
    expect(r.data).toMatchObject({ total: 2, per_page: 1, current_page: 1, last_page: 2 });
    expect(r.data.data[0]).toMatchObject({ id: b.data.id, country_code: 'XB', goods_count: 1, goods: [{ title: 'Fixture goods 2' }], weight_g: 1100 });
    const p2 = await h.call('/api/rehearsal/lists', { page: 2, pagesize: 1 }, { token: s.token });
    expect(p2.data.data[0].id).toBe(a.data.id);
  });

  it('submits as a parcel exactly like ordertopackage: orders 3 → 4, rehearsal 2 with the parcel id', async () => {
    const s = await shopperWithGoods(h, w);
    const { data: r } = await add(s);
    const bad = await submit(s, r.id, { declaration: declare([s.goods[0]]) });
    expect(bad.msg).toBe('Declare the contents and value of "Fixture goods 2"');
    expect((await detail(s, r.id)).data.status).toBe(1);

    const ok = await submit(s, r.id);
    expect(ok.code).toBe(1);
    expect(ok.data).toMatchObject({ rehearsal_id: r.id, estimate: { chargeable_weight: 1500, fee: '60.00', insurance_fee: '0.00' } });
    expect(ok.data.sn).toMatch(/^S\d{12}$/);
    expect(await orderStatus(s.order.id)).toBe(4);
    const after = await detail(s, r.id);
    expect(after.data).toMatchObject({ status: 2, status_text: 'Submitted', parcel_id: ok.data.id, lines: [], can: { cancel: false, submit: false } });
    const parcel = await h.call('/api/sendorder/detail', { id: ok.data.id }, { token: s.token });
    expect(parcel.data).toMatchObject({ status: 0, line: { id: w.sea.id }, goods_count: 2 });
    expect((await submit(s, r.id)).msg).toBe('This trial packing can no longer be submitted');
    expect((await h.call('/api/rehearsal/cancel', { id: r.id }, { token: s.token })).msg).toBe('This trial packing can no longer be cancelled');
  });

  it('refuses declared values beyond what one parcel may declare, and the trial packing stays open', async () => {
    const s = await shopperWithGoods(h, w, { goods: 3 });
    const { data: r } = await add(s);
    // 3 × ¥9 000 000 would not fit the parcel's declared_fen column: a business error, never a 500
    const big = await submit(s, r.id, { declaration: declare(s.goods, '9000000') });
    expect(big).toMatchObject({ status: 200, code: 0, msg: 'The declared value of one parcel may come to at most ¥10000000.00: declare less or pack fewer goods', data: null });
    expect((await detail(s, r.id)).data).toMatchObject({ status: 1, parcel_id: null });
    expect(await orderStatus(s.order.id)).toBe(3);
    expect((await submit(s, r.id)).code).toBe(1);
  });

  it('cancels a trial packing', async () => {
    const s = await shopperWithGoods(h, w);
    const { data: r } = await add(s);
    const c = await h.call('/api/rehearsal/cancel', { id: r.id }, { token: s.token });
    expect(c.data).toMatchObject({ status: -1, status_text: 'Cancelled', lines: [] });
    expect((await submit(s, r.id)).msg).toBe('This trial packing can no longer be submitted');
  });

  it('refuses goods that are not the shopper\'s warehouse goods, and unknown countries', async () => {
    const s = await shopperWithGoods(h, w);
    const other = await shopperWithGoods(h, w);
    const theirs = await h.call('/api/rehearsal/add', { goods_ids: other.goods[0].id, country: 'XA' }, { token: s.token });
    expect(theirs.msg).toBe('Some of the chosen goods are not in your warehouse');
    expect((await add(s, 'QQ')).msg).toBe('Invalid parameter: country');
    expect((await h.call('/api/rehearsal/add', { goods_ids: s.goods[0].id }, { token: s.token })).msg).toBe('country cannot be empty');
    expect((await h.call('/api/rehearsal/add', { country: 'XA' }, { token: s.token })).msg).toBe('goods_ids cannot be empty');
  });
});

describe('trial packing measured by staff (config all.rehearsal_auto = 0)', () => {
  it('stays measuring until /ops/rehearsal_measure, then quotes from the measure', async () => {
    await h.db.insert(config).values({ name: 'rehearsal_auto', section: 'all', value: 0 });
    try {
      const s = await shopperWithGoods(h, w);
      const { data: r } = await add(s);
      expect(r).toMatchObject({ status: 0, status_text: 'Measuring', weight_g: null, dimensions: null, lines: [], refused: [] });
      const m = await h.ops('rehearsal_measure', { id: r.id, weight: 1200, length: 30, width: 20, height: 10 });
      expect(m.data).toEqual({ id: r.id, status: 1, weight_g: 1200, length: 30, width: 20, height: 10 });
      const d = await detail(s, r.id);
      expect(d.data).toMatchObject({ status: 1, weight_g: 1200, dimensions: { length: 30, width: 20, height: 10 }, volume: 6000 });
      // measured packed: 1 200 g (carton in it) beats 6 000 cm³ / 6000 = 1 000 g → ¥100 + 2 × ¥30
      expect(lineOf(d.data, w.air.id)).toMatchObject({ chargeable_weight: 1200, fee: '160.00' });
      expect(d.data.measured_at).toBeGreaterThan(0);
      expect((await h.ops('rehearsal_measure', { id: 99999999, weight: 100 })).msg).toBe('Trial packing not found');
      expect((await h.ops('rehearsal_measure', { id: r.id })).msg).toBe('weight cannot be empty');
      await h.call('/api/rehearsal/cancel', { id: r.id }, { token: s.token });
      expect((await h.ops('rehearsal_measure', { id: r.id, weight: 100 })).msg).toBe('This trial packing is not waiting to be measured');
    } finally {
      await h.db.delete(config).where(eq(config.name, 'rehearsal_auto'));
    }
  });
});

describe('rehearsal access', () => {
  const calls = ['add', 'lists', 'detail', 'cancel', 'submit'];

  it('answers 401 without a token', async () => {
    for (const c of calls) {
      const r = await h.call(`/api/rehearsal/${c}`, { id: 1 });
      expect([c, r.status, r.code]).toEqual([c, 401, 401]);
    }
  });

  it("answers another user's trial packing like a missing one", async () => {
    const owner = await shopperWithGoods(h, w);
    const { data: r } = await add(owner);
    const other = await shopperWithGoods(h, w);
    for (const c of ['detail', 'cancel', 'submit']) {
      const theirs = await h.call(`/api/rehearsal/${c}`, { id: r.id, address_id: other.address.id, line_id: w.sea.id, declaration: declare(owner.goods) }, { token: other.token });
      expect([c, theirs.code, theirs.msg, theirs.data]).toEqual([c, 0, 'Trial packing not found', null]);
    }
    expect((await h.call('/api/rehearsal/lists', {}, { token: other.token })).data.total).toBe(0);
    expect((await detail(owner, r.id)).data.status).toBe(1);
    expect((await h.call('/api/rehearsal/detail', {}, { token: owner.token })).msg).toBe('id cannot be empty');
  });
});
