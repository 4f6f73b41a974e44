import { describe, it, expect, beforeAll } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { orderGoods, orders } from '../../server/db/schema';
import { harness, type Harness } from './harness';
import { makeOrder, orderStatus as statusOf } from './fixtures';
import { declare, pack, parcelWorld, shopperWithGoods, type World } from './parcel-setup';

let h: Harness;
let w: World;
beforeAll(async () => {
  h = await harness();
  w = await parcelWorld(h);
});

const orderStatus = (id: number) => statusOf(h.db, id);

describe('POST /api/order/ordertopackage', () => {
  it('packs warehouse goods into a parcel: S number, estimate, goods locked, order 3 → 4', async () => {
    const s = await shopperWithGoods(h, w);
    const r = await pack(h, s, w.air.id);
    expect(r.code).toBe(1);
    expect(r.data.sn).toMatch(/^S\d{12}$/);
    // goods 400 + 400 g + 700 g carton = 1500 g → ¥100 + ceil(1000/500) × ¥30 = ¥160; insured ¥100 × 3 % = ¥3
    expect(r.data.estimate).toEqual({ chargeable_weight: 1500, weight_g: 800, carton_g: 700, fee: '160.00', insurance_fee: '3.00', total: '163.00' });
    expect(await orderStatus(s.order.id)).toBe(4);
    const lines = await h.db.select().from(orderGoods).where(inArray(orderGoods.id, s.goods.map((g) => g.id)));
    expect(lines.every((g) => g.parcelId === r.data.id)).toBe(true);

    const again = await pack(h, s, w.air.id);
    expect(again.code).toBe(0);
    expect(again.msg).toBe('"Fixture goods 1" is already in a parcel');
  });

  it('keeps the order in the warehouse while some of its lines are not packed', async () => {
    const s = await shopperWithGoods(h, w);
    const one = [s.goods[0]];
    const r = await pack(h, s, w.air.id, { goods_ids: one[0].id, declaration: declare(one) });
    expect(r.code).toBe(1);
    expect(r.data.estimate.chargeable_weight).toBe(1100);
    expect(await orderStatus(s.order.id)).toBe(3);
    const rest = [s.goods[1]];
    expect((await pack(h, s, w.air.id, { goods_ids: rest[0].id, declaration: declare(rest) })).code).toBe(1);
    expect(await orderStatus(s.order.id)).toBe(4);
  });

  it('refuses goods not yet in the warehouse', async () => {
    const s = await shopperWithGoods(h, w);
    const { goods } = await makeOrder(h.db, s.user.id, { status: 2, goods: 1 });
    const r = await pack(h, s, w.air.id, { goods_ids: goods[0].id, declaration: declare(goods) });
    expect(r.code).toBe(0);
    expect(r.msg).toBe('"Fixture goods 1" has not arrived in the warehouse yet');
  });

  it("answers another user's goods and address like missing ones", async () => {
    const a = await shopperWithGoods(h, w);
    const b = await shopperWithGoods(h, w);
    const goods = await pack(h, a, w.air.id, { goods_ids: b.goods.map((g) => g.id).join(','), declaration: declare(b.goods) });
    expect(goods.code).toBe(0);
    expect(goods.msg).toBe('Some of the chosen goods are not in your warehouse');
    const address = await pack(h, a, w.air.id, { address_id: b.address.id });
    expect(address.code).toBe(0);
    expect(address.msg).toBe('Address not found');
    expect(await orderStatus(b.order.id)).toBe(3);
  });

  it('refuses a line that does not serve the country, with the reason translated', async () => {
    const s = await shopperWithGoods(h, w);
    const en = await pack(h, s, w.xbOnly.id);
    expect(en.code).toBe(0);
    expect(en.msg).toBe('Test XB only does not ship to Testland');
    const ru = await h.call('/api/order/ordertopackage', {
      goods_ids: s.goods.map((g) => g.id).join(','), address_id: s.address.id, line_id: w.xbOnly.id, declaration: declare(s.goods),
    }, { token: s.token, lang: 'ru' });
    expect(ru.msg).toBe('Test XB only (ru) не доставляет в Testland (ru)');
  });

  it('refuses a line that does not carry battery goods, and accepts one that does', async () => {
    const s = await shopperWithGoods(h, w);
    await h.db.update(orderGoods).set({ goodsType: 'battery' }).where(eq(orderGoods.id, s.goods[1].id));
    const refused = await pack(h, s, w.air.id);
    expect(refused.code).toBe(0);
    expect(refused.msg).toMatch(/^Test Air cannot carry /);
    const ok = await pack(h, s, w.battery.id);
    expect(ok.code).toBe(1);
    expect(ok.data.estimate.fee).toBe('230.00');
  });

  it('refuses a line whose weight limit the goods exceed', async () => {
    const s = await shopperWithGoods(h, w);
    const r = await pack(h, s, w.tiny.id);
    expect(r.msg).toBe('Test Tiny takes parcels up to 1000 g');
  });

  it('needs a declaration of every goods line, and only of them', async () => {
    const s = await shopperWithGoods(h, w);
    const missing = await pack(h, s, w.air.id, { declaration: declare([s.goods[0]]) });
    expect(missing.code).toBe(0);
    expect(missing.msg).toBe('Declare the contents and value of "Fixture goods 2"');
    const extra = await pack(h, s, w.air.id, { declaration: declare([...s.goods, { id: 999999 }]) });
    expect(extra.msg).toBe('The declaration names goods that are not in this parcel');
    const zero = await pack(h, s, w.air.id, { declaration: declare(s.goods, '0') });
    expect(zero.code).toBe(0);
    expect(zero.msg).toContain('declaration.0.value');
    const junk = await pack(h, s, w.air.id, { declaration: 'not json' });
    expect(junk.msg).toBe('Invalid parameter: declaration');
    const none = await pack(h, s, w.air.id, { declaration: '' });
    expect(none.msg).toBe('declaration cannot be empty');
    expect(await orderStatus(s.order.id)).toBe(3);
  });

  it('refuses declared values beyond what one parcel may declare, in the request language, never a server error', async () => {
    const s = await shopperWithGoods(h, w, { goods: 3 });
    // each line within its own cap (¥10 000 000), together ¥27 000 000: more than the declared_fen column holds
    const big = { declaration: declare(s.goods, '9000000') };
    const en = await pack(h, s, w.air.id, big);
    expect(en).toMatchObject({ status: 200, code: 0, msg: 'The declared value of one parcel may come to at most ¥10000000.00: declare less or pack fewer goods', data: null });
    const ask = (lang: string) => h.call('/api/order/ordertopackage', {
      goods_ids: s.goods.map((g) => g.id).join(','), address_id: s.address.id, line_id: w.air.id, declaration: big.declaration,
    }, { token: s.token, lang });
    expect((await ask('ru')).msg).toBe('Объявленная стоимость одной посылки — не более ¥10000000.00: уменьшите её или упакуйте меньше товаров');
    expect((await ask('zh-cn')).msg).toBe('单个包裹的申报价值最多 ¥10000000.00，请降低申报价值或减少包裹中的商品');
    expect(await orderStatus(s.order.id)).toBe(3);
    const lines = await h.db.select().from(orderGoods).where(inArray(orderGoods.id, s.goods.map((g) => g.id)));
    expect(lines.every((g) => g.parcelId === null)).toBe(true);

    // exactly the cap is fine: two lines at ¥5 000 000, insured at 3 %
    const two = s.goods.slice(0, 2);
    const ok = await pack(h, s, w.air.id, { goods_ids: two.map((g) => g.id).join(','), declaration: declare(two, '5000000') });
    expect(ok.code).toBe(1);
    expect(ok.data.estimate.insurance_fee).toBe('300000.00');
  });

  it('validates the other fields and the line', async () => {
    const s = await shopperWithGoods(h, w);
    expect((await pack(h, s, w.air.id, { goods_ids: '' })).msg).toBe('goods_ids cannot be empty');
    expect((await pack(h, s, w.air.id, { address_id: 'x' })).msg).toBe('Invalid parameter: address_id');
    expect((await pack(h, s, 999999)).msg).toBe('This shipping line is not available');
  });

  it('packs each goods line once when asked twice at the same time', async () => {
    const s = await shopperWithGoods(h, w);
    const answers = await Promise.all([pack(h, s, w.air.id), pack(h, s, w.air.id), pack(h, s, w.sea.id)]);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    const r = await h.call('/api/order/ordertopackage', { goods_ids: '1', address_id: 1, line_id: 1, declaration: '[]' });
    expect(r.status).toBe(401);
    expect(r.code).toBe(401);
  });
});
