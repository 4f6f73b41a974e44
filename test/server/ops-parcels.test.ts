import { describe, it, expect, beforeAll } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { orders } from '../../server/db/schema';
import { uploadsDir } from '../../server/domain/files/files';
import { harness, type Harness } from './harness';
import { orderStatus as statusOf } from './fixtures';
import { declare, pack, parcelWorld, shopperWithGoods, simulatePay, type Shopper, type World } from './parcel-setup';

let h: Harness;
let w: World;
beforeAll(async () => {
  h = await harness();
  w = await parcelWorld(h);
});

const orderStatus = (id: number) => statusOf(h.db, id);
const detail = (s: Shopper, id: number) => h.call('/api/sendorder/detail', { id }, { token: s.token });
/** 1 200 g in 30×20×10 cm. */
const weigh = (id: number) => h.ops('weigh', { id, weight: 1200, length: 30, width: 20, height: 10 });

describe('ops weigh', () => {
  it('computes the chargeable weight, fee, insurance and total, adds two packing photos: 0 → 1', async () => {
    const s = await shopperWithGoods(h, w);
    const { data: made } = await pack(h, s, w.air.id);
    const r = await weigh(made.id);
    expect(r.code).toBe(1);
    // weighed packed 1 200 g (its carton on the scale) vs volumetric 6 000 cm³ / 6000 = 1 000 g → 1 200 g;
    // ¥100 first 500 g + ceil(700 / 500) = 2 × ¥30 → ¥160; insurance 3 % of ¥100 → ¥3
    expect(r.data).toMatchObject({ status: 1, weight_g: 1200, chargeable_weight: 1200, shipping_fee: '160.00', insurance_fee: '3.00', total: '163.00' });
    expect(r.data.photos).toHaveLength(2);
    for (const url of r.data.photos) expect(existsSync(path.join(uploadsDir(h.config.dataDir), url.replace('/uploads/', '')))).toBe(true);

    const d = await detail(s, made.id);
    expect(d.data).toMatchObject({
      status: 1, status_text: 'Awaiting shipping payment', dimensions: { length: 30, width: 20, height: 10 }, estimate: null,
      chargeable_weight: 1200, shipping_fee: '160.00', total: '163.00', can: { pay: true, cancel: true, receipt: false },
    });
    expect(d.data.weighed_at).toBeGreaterThan(0);
    const photos = await h.call('/api/sendorder/photo', { id: made.id }, { token: s.token });
    expect(photos.data).toEqual({ id: made.id, sn: made.sn, photos: r.data.photos });

    const again = await weigh(made.id);
    expect(again.msg).toBe('This parcel is not waiting to be weighed');
  });

  it('uses the volumetric weight when the box is large and light', async () => {
    const s = await shopperWithGoods(h, w);
    const { data: made } = await pack(h, s, w.air.id, { insurance: 0 });
    // 60×40×30 cm / 6000 = 12 kg volumetric > 800 g weighed → ¥100 + ceil(11 500 / 500) × ¥30 = ¥790, no insurance
    const r = await h.ops('weigh', { id: made.id, weight: 800, length: 60, width: 40, height: 30 });
    expect(r.data).toMatchObject({ chargeable_weight: 12000, shipping_fee: '790.00', insurance_fee: '0.00', total: '790.00' });
  });

  it('re-prices a weighed parcel on another line from the measured size', async () => {
    const s = await shopperWithGoods(h, w);
    const { data: made } = await pack(h, s, w.air.id);
    await weigh(made.id);
    const q = await h.call('/api/sendorder/getShippingMethod', { id: made.id }, { token: s.token });
    expect(q.data).toMatchObject({ measured: true, weight_g: 1200 });
    // sea: divisor 5000 → volumetric 1 200 g = 1 200 g weighed; ¥50 first 1 000 g + ceil(200 / 1 000) × ¥10 = ¥60; insurance 2 % → ¥2
    expect(q.data.lines.find((l: { id: number }) => l.id === w.sea.id)).toMatchObject({ chargeable_weight: 1200, fee: '60.00' });
    const r = await h.call('/api/sendorder/changeShippingMethod', { id: made.id, line_id: w.sea.id }, { token: s.token });
    expect(r.data).toMatchObject({ status: 1, line: { id: w.sea.id }, chargeable_weight: 1200, shipping_fee: '60.00', insurance_fee: '2.00', total: '62.00' });
  });

  it('validates the measure and refuses unknown parcels', async () => {
    expect((await h.ops('weigh', { id: 1 })).msg).toBe('weight cannot be empty');
    expect((await h.ops('weigh', { id: 1, weight: -5 })).msg).toBe('Invalid parameter: weight');
    expect((await h.ops('weigh', { id: 99999999, weight: 100 })).msg).toBe('Parcel not found');
  });

  it('needs the operator token', async () => {
    const s = await shopperWithGoods(h, w);
    for (const action of ['weigh', 'ship', 'deliver', 'rehearsal_measure']) {
      const anon = await h.call(`/ops/${action}`, { id: 1, weight: 100 });
      expect([action, anon.status, anon.code]).toEqual([action, 401, 401]);
      const shopper = await h.call(`/ops/${action}`, { id: 1, weight: 100 }, { token: s.token, headers: { 'x-ops-token': 'wrong' } });
      expect(shopper.status).toBe(401);
    }
  });
});

describe('paying, shipping, tracking and receipt', () => {
  it('walks a parcel from weighed to received: tracking appears once shipped, receipt finishes the orders', async () => {
    const s = await shopperWithGoods(h, w);
    const { data: made } = await pack(h, s, w.air.id);
    await weigh(made.id);
    expect((await h.call('/api/sendorder/isshowtrackindex', { id: made.id }, { token: s.token })).data).toEqual({ show: false });
    expect((await h.ops('ship', { id: made.id })).msg).toBe('This parcel is not paid and waiting for dispatch');
    // a weighed parcel can still be cancelled (status 1 → -1)
    expect((await h.call('/api/sendorder/cancel', { id: made.id }, { token: s.token })).data.status).toBe(-1);
    expect(await orderStatus(s.order.id)).toBe(3);

    const s2 = await shopperWithGoods(h, w);
    const { data: p } = await pack(h, s2, w.air.id);
    await weigh(p.id);
    await simulatePay(h, p.id);
    expect((await h.call('/api/sendorder/cancel', { id: p.id }, { token: s2.token })).msg).toBe('This parcel can no longer be cancelled');
    expect((await h.call('/api/sendorder/changeShippingMethod', { id: p.id, line_id: w.sea.id }, { token: s2.token })).msg)
      .toBe('The shipping line of this parcel can no longer be changed');
    expect((await h.call('/api/sendorder/receipt', { id: p.id }, { token: s2.token })).msg).toBe('Only a shipped parcel can be confirmed as received');

    const shipped = await h.ops('ship', { id: p.id, tracking_no: 'EE123456789CN' });
    expect(shipped.data).toMatchObject({ status: 3, carrier: 'TESTAIR', tracking_no: 'EE123456789CN' });
    expect((await h.call('/api/sendorder/isshowtrackindex', { id: p.id }, { token: s2.token })).data).toEqual({ show: true });
    const track = await h.call('/api/sendorder/gettrackindex', { id: p.id }, { token: s2.token });
    expect(track.data.carrier).toBe('TESTAIR');
    expect(track.data.tracking_no).toBe('EE123456789CN');
    expect(track.data.events.length).toBeGreaterThanOrEqual(2);
    expect(track.data.events.some((e: { status: string }) => e.status.includes('EE123456789CN'))).toBe(true);
    const list = await h.call('/api/sendorder/lists', { status: 3 }, { token: s2.token });
    expect(list.data.data[0]).toMatchObject({ id: p.id, can: { pay: false, cancel: false, receipt: true } });

    const received = await h.call('/api/sendorder/receipt', { id: p.id }, { token: s2.token });
    expect(received.code).toBe(1);
    expect(received.msg).toBe('Receipt confirmed');
    expect(received.data).toMatchObject({ status: 4, status_text: 'Received' });
    expect(received.data.received_at).toBeGreaterThan(0);
    expect(await orderStatus(s2.order.id)).toBe(5);
    expect((await h.call('/api/sendorder/gettrackindex', { id: p.id }, { token: s2.token })).data.events[0].status).toBe('Delivered');
    expect((await h.call('/api/sendorder/receipt', { id: p.id }, { token: s2.token })).msg).toBe('Only a shipped parcel can be confirmed as received');
  });

  it('ships with the line carrier and a generated number by default; staff can mark it delivered', async () => {
    const s = await shopperWithGoods(h, w);
    const { data: made } = await pack(h, s, w.sea.id);
    await weigh(made.id);
    await simulatePay(h, made.id);
    const shipped = await h.ops('ship', { id: made.id });
    expect(shipped.data.carrier).toBe('TESTSEA');
    expect(shipped.data.tracking_no).toMatch(/^LP\d{9}CN$/);
    const delivered = await h.ops('deliver', { id: made.id });
    expect(delivered.data.status).toBe(4);
    expect(await orderStatus(s.order.id)).toBe(5);
    expect((await h.ops('deliver', { id: made.id })).msg).toBe('Only a shipped parcel can be confirmed as received');
  });

  it('finishes an order only when every line of it is in a received parcel', async () => {
    const s = await shopperWithGoods(h, w);
    const parcels: number[] = [];
    for (const g of s.goods) parcels.push((await pack(h, s, w.air.id, { goods_ids: g.id, declaration: declare([g]) })).data.id);
    for (const id of parcels) {
      await weigh(id);
      await simulatePay(h, id);
      await h.ops('ship', { id });
    }
    await h.call('/api/sendorder/receipt', { id: parcels[0] }, { token: s.token });
    expect(await orderStatus(s.order.id)).toBe(4);
    await h.call('/api/sendorder/receipt', { id: parcels[1] }, { token: s.token });
    expect(await orderStatus(s.order.id)).toBe(5);
  });
});

describe('messages about a parcel', () => {
  it('adds a message and lists the conversation', async () => {
    const s = await shopperWithGoods(h, w);
    const { data: made } = await pack(h, s, w.air.id);
    const added = await h.call('/api/sendorder/addReply', { id: made.id, content: 'Please pack carefully' }, { token: s.token });
    expect(added.code).toBe(1);
    expect(added.data).toMatchObject({ from_staff: false, content: 'Please pack carefully' });
    const empty = await h.call('/api/sendorder/addReply', { id: made.id, content: '  ' }, { token: s.token });
    expect(empty.code).toBe(0);
    // The image rule of order messages: an upload or an http(s) url, nothing else.
    for (const image of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'x'.repeat(501)]) {
      expect((await h.call('/api/sendorder/addReply', { id: made.id, content: 'see', image }, { token: s.token })).code, image.slice(0, 20)).toBe(0);
    }
    expect((await h.call('/api/sendorder/addReply', { id: made.id, image: '/uploads/img/20260101/a.webp' }, { token: s.token })).code).toBe(1);
    const list = await h.call('/api/sendorder/sendorderReply', { id: made.id }, { token: s.token });
    expect(list.data.map((m: { content: string; image: string }) => [m.content, m.image])).toEqual([['Please pack carefully', ''], ['', '/uploads/img/20260101/a.webp']]);
  });
});
