/**
 * Issue 33 item 5: the carton is added to estimates made from the goods' own weights, never to a parcel (or trial
 * packing) weighed packed — its carton was on the scale.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { lineFeeFen } from '../../server/domain/parcels/shipping';
import { harness, type Harness } from './harness';
import { pack, parcelWorld, shopperWithGoods, type Shopper, type World } from './parcel-setup';

let h: Harness;
let w: World;
beforeAll(async () => {
  h = await harness();
  w = await parcelWorld(h);
});

const detail = (s: Shopper, id: number) => h.call('/api/sendorder/detail', { id }, { token: s.token });
/** The air line's price for `g` grams, in yuan. */
const airPrice = (g: number) => (lineFeeFen(w.air, g) / 100).toFixed(2);

describe('a parcel weighed packed is charged on what the scale read', () => {
  it('2 150 g in a small box (30×20×10 cm → 1 000 g by volume) is charged on 2 150 g, not 2 850 g', async () => {
    const s = await shopperWithGoods(h, w);
    const { data: made } = await pack(h, s, w.air.id, { insurance: 0 });
    const r = await h.ops('weigh', { id: made.id, weight: 2150, length: 30, width: 20, height: 10 });
    expect(r.code).toBe(1);
    // ¥100 for the first 500 g + ceil(1 650 / 500) × ¥30 = ¥220
    expect(airPrice(2150)).toBe('220.00');
    expect(r.data).toMatchObject({ weight_g: 2150, chargeable_weight: 2150, shipping_fee: airPrice(2150), total: airPrice(2150) });
    // The page explains the charge from the figures it shows: weighed 2 150 g; 30×20×10 cm ÷ 6000 = 1 000 g.
    const d = await detail(s, made.id);
    expect(d.data).toMatchObject({
      weight_g: 2150, chargeable_weight: 2150, shipping_fee: '220.00', estimate: null,
      dimensions: { length: 30, width: 20, height: 10 }, volumetric_weight: 1000, line: { divisor: 6000 },
    });
    const bill = await h.call('/api/paywallet/getInvoice', { sn: made.sn }, { token: s.token, method: 'GET' });
    expect(bill.data.amount).toBe('220.00');
  });

  it('2 150 g in a large box (60×40×30 cm) is charged on its volume, 12 000 g', async () => {
    const s = await shopperWithGoods(h, w);
    const { data: made } = await pack(h, s, w.air.id, { insurance: 0 });
    const r = await h.ops('weigh', { id: made.id, weight: 2150, length: 60, width: 40, height: 30 });
    expect(r.data).toMatchObject({ weight_g: 2150, chargeable_weight: 12000, shipping_fee: airPrice(12000) });
    expect((await detail(s, made.id)).data).toMatchObject({ chargeable_weight: 12000, volumetric_weight: 12000 });
  });

  it('re-quotes a weighed parcel on another line from the weighed 2 150 g, carton not added', async () => {
    const s = await shopperWithGoods(h, w);
    const { data: made } = await pack(h, s, w.air.id, { insurance: 0 });
    await h.ops('weigh', { id: made.id, weight: 2150, length: 30, width: 20, height: 10 });
    const q = await h.call('/api/sendorder/getShippingMethod', { id: made.id }, { token: s.token });
    expect(q.data).toMatchObject({ measured: true, weight_g: 2150 });
    // sea: ¥50 first 1 000 g + ceil(1 150 / 1 000) × ¥10 = ¥70
    expect(q.data.lines.find((l: { id: number }) => l.id === w.sea.id)).toMatchObject({ chargeable_weight: 2150, fee: '70.00' });
    const c = await h.call('/api/sendorder/changeShippingMethod', { id: made.id, line_id: w.sea.id }, { token: s.token });
    expect(c.data).toMatchObject({ chargeable_weight: 2150, shipping_fee: '70.00' });
  });

  it('a trial packing measured packed at 2 150 g quotes every line on 2 150 g', async () => {
    const s = await shopperWithGoods(h, w);
    const { data: r } = await h.call('/api/rehearsal/add', { goods_ids: s.goods.map((g) => g.id).join(','), country: 'XA' }, { token: s.token });
    expect((await h.ops('rehearsal_measure', { id: r.id, weight: 2150, length: 30, width: 20, height: 10 })).code).toBe(1);
    const d = await h.call('/api/rehearsal/detail', { id: r.id }, { token: s.token });
    expect(d.data.lines.find((l: { id: number }) => l.id === w.air.id)).toMatchObject({ chargeable_weight: 2150, fee: '220.00' });
  });
});

describe('an estimate from the goods\' own weights adds the 700 g carton', () => {
  it('a parcel not yet weighed: goods 800 g + carton 700 g = 1 500 g, the line\'s price for 1 500 g', async () => {
    const s = await shopperWithGoods(h, w);
    const before = await h.call('/api/sendorder/getShippingMethod', { goods_ids: s.goods.map((g) => g.id).join(','), country: 'XA' }, { token: s.token });
    expect(before.data).toMatchObject({ measured: false, weight_g: 800 });
    expect(before.data.lines.find((l: { id: number }) => l.id === w.air.id)).toMatchObject({ chargeable_weight: 1500, fee: airPrice(1500) });
    const { data: made } = await pack(h, s, w.air.id, { insurance: 0 });
    expect((await detail(s, made.id)).data.estimate).toMatchObject({ weight_g: 800, carton_g: 700, chargeable_weight: 1500, fee: airPrice(1500) });
  });

  it('the shipping calculator: 1 200 g of goods → 1 900 g with the carton', async () => {
    const r = await h.call('/api/other/estimates', { country: 'XA', weight: 1200 });
    expect(r.data).toMatchObject({ actual_weight: 1200, carton_weight: 700, chargeable_weight: 1900 });
  });
});
