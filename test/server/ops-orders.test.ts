import { describe, it, expect, beforeAll } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { makeItem, makeOrder, newShopper } from './fixtures';
import { makeOnepay } from './order-fixtures';
import { orderGoods, orders } from '../../server/db/schema';
import { buyOrder } from '../../server/domain/orders/ops';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const fileOf = (url: string) => path.join(h.config.dataDir, url);
const goodsRow = async (id: number) => (await h.db.select().from(orderGoods).where(eq(orderGoods.id, id)))[0];

describe('ops buy → receive', () => {
  it('walks a paid order to the warehouse with tracking, weights, volumes and real QC photo files', async () => {
    const { user, token } = await newShopper(h.db);
    const { item } = await makeItem(h.db, { weightG: 650 });
    const { order, goods } = await makeOrder(h.db, user.id, { status: 1, goods: 2 });
    await h.db.update(orderGoods).set({ itemId: item.id, quantity: 2 }).where(eq(orderGoods.id, goods[1].id));

    const bought = await h.ops('buy', { id: order.id, express_company: 'ZTO', express_no: 'ZT778899' });
    expect(bought).toMatchObject({ code: 1, data: { id: order.id, status: 2, express_company: 'ZTO', express_no: 'ZT778899' } });
    const track = await h.call('/api/order/getExpressTrackNew', { id: order.id }, { token });
    expect(track.data).toMatchObject({ number: 'ZT778899', state: 'in_transit' });
    expect(track.data.events.map((e: { status: string }) => e.status)).toContain('Seller shipped: ZTO ZT778899');

    const received = await h.ops('receive', { id: order.id, weights: '420' });
    expect(received.code).toBe(1);
    expect(received.data.status).toBe(3);
    const [first, second] = received.data.goods;
    expect(first).toMatchObject({ id: goods[0].id, weight_g: 420, volume_cm3: 1680 });
    expect(second).toMatchObject({ id: goods[1].id, weight_g: 1300, volume_cm3: 5200 });
    for (const g of received.data.goods) {
      expect(g.photos).toHaveLength(2);
      for (const url of g.photos) {
        expect(url).toMatch(/^\/uploads\/qc\/\d{8}\/[0-9a-f]+\.webp$/);
        expect(existsSync(fileOf(url))).toBe(true);
      }
    }

    const list = await h.call('/api/order/getGoodslist', {}, { token });
    expect(list.data.total).toBe(2);
    expect(list.data.data.find((g: { id: number }) => g.id === goods[1].id)).toMatchObject({ weight_g: 1300, quantity: 2, free_days_left: 90, order_sn: order.sn });
    expect(list.data.data[0].arrived_at).toBeGreaterThan(0);
    const after = await h.call('/api/order/getExpressTrackNew', { id: order.id }, { token });
    expect(after.data.state).toBe('delivered');
    expect(after.data.events[0].status).toBe('Signed for at the warehouse');
    const photos = await h.call('/api/order/photo', { id: order.id }, { token });
    expect(photos.data[0].photos).toEqual(first.photos);
  });

  it('refuses a weight or volume beyond an int32 as bad input, never a server error, and changes nothing', async () => {
    const { user } = await newShopper(h.db);
    const { order } = await makeOrder(h.db, user.id, { status: 2 });
    for (const bad of [{ weights: '2147483648' }, { volumes: '420,99999999999' }]) {
      const r = await h.ops('receive', { id: order.id, ...bad });
      expect(r.code).toBe(0);
    }
    expect((await h.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe(2);
  });

  it('refuses a wrong current status with a clear message and changes nothing', async () => {
    const { user } = await newShopper(h.db);
    const { order } = await makeOrder(h.db, user.id, { status: 0 });
    const r = await h.ops('buy', { id: order.id });
    expect(r.code).toBe(0);
    expect(r.msg).toBe(`order ${order.sn} is in status 0; this action needs status 1`);
    expect((await h.ops('receive', { id: order.id })).msg).toContain('needs status 2');
    expect((await h.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe(0);
  });

  it('is exported for the autopilot and fills in a default express number', async () => {
    const { user } = await newShopper(h.db);
    const { order } = await makeOrder(h.db, user.id, { status: 1 });
    const r = await buyOrder(h.deps, { id: order.id });
    expect(r.status).toBe(2);
    expect(r.express_no).toMatch(/\d{10}$/);
  });

  it('needs the operator token and validates input', async () => {
    const noToken = await h.call('/ops/buy', { id: 1 });
    expect(noToken.status).toBe(401);
    const bad = await h.call('/ops/buy', { id: 1 }, { headers: { 'x-ops-token': 'wrong' } });
    expect(bad.status).toBe(401);
    expect((await h.ops('buy', {})).msg).toContain('id');
    expect((await h.ops('receive', { id: 1, weights: '400,abc' })).msg).toContain('weights');
    expect((await h.ops('buy', { id: 99_999_999 })).msg).toBe('Order not found');
  });
});

describe('ops problem', () => {
  it('asks for a price change the shopper sees in detail, and blocks buying until paid', async () => {
    const { user, token } = await newShopper(h.db);
    const { order } = await makeOrder(h.db, user.id, { status: 1 });
    const r = await h.ops('problem', { id: order.id, kind: 'price_change', amount: '12.30' });
    expect(r.data).toMatchObject({ problem: 'price_change', problem_fen: 1230 });
    const detail = await h.call('/api/order/detail', { id: order.id }, { token });
    expect(detail.data.problem_handling).toMatchObject({ actions: ['pay', 'cancel'], pay: { type: 'order_problem', sn: order.sn, amount: '12.30' } });
    expect((await h.ops('buy', { id: order.id })).msg).toContain('unresolved problem');
    const oos = await makeOrder(h.db, user.id, { status: 1 });
    await h.ops('problem', { id: oos.order.id, kind: 'out_of_stock' });
    const d2 = await h.call('/api/order/detail', { id: oos.order.id }, { token });
    expect(d2.data.problem_handling).toMatchObject({ kind: 'out_of_stock', text: 'Out of stock', actions: ['refund', 'cancel'], pay: null });
  });

  it('validates the kind and amount and refuses orders not being bought', async () => {
    const { user } = await newShopper(h.db);
    const { order } = await makeOrder(h.db, user.id, { status: 1 });
    expect((await h.ops('problem', { id: order.id, kind: 'broken' })).msg).toContain('kind');
    expect((await h.ops('problem', { id: order.id, kind: 'price_change' })).msg).toContain('amount');
    const stored = await makeOrder(h.db, user.id, { status: 3 });
    expect((await h.ops('problem', { id: stored.order.id, kind: 'out_of_stock' })).msg).toContain('needs status 1');
  });
});

describe('messages both ways and photo answers', () => {
  it('staff reply to an order; the shopper sees both sides in order', async () => {
    const { user, token } = await newShopper(h.db);
    const { order } = await makeOrder(h.db, user.id, { status: 1 });
    await h.call('/api/order/addReply', { id: order.id, content: 'Please check the size' }, { token });
    const staff = await h.ops('reply', { ref_type: 'order', id: order.id, content: 'Size M confirmed' });
    expect(staff.data).toMatchObject({ from_staff: true, content: 'Size M confirmed' });
    const r = await h.call('/api/order/orderReply', { id: order.id }, { token });
    expect(r.data.map((m: { from_staff: boolean; content: string }) => [m.from_staff, m.content])).toEqual([[false, 'Please check the size'], [true, 'Size M confirmed']]);
  });

  it('staff reply to a one-pay order; refuses empty replies and unknown references', async () => {
    const { user, token } = await newShopper(h.db);
    const { order } = await makeOnepay(h.db, user.id, { status: 1 });
    expect((await h.ops('reply', { ref_type: 'onepay', id: order.id, content: 'Bought today' })).code).toBe(1);
    expect((await h.call('/api/orders/opdetail', { id: order.id }, { token })).data.messages_count).toBe(1);
    expect((await h.ops('reply', { ref_type: 'onepay', id: order.id })).msg).toBe('Please write a message or attach an image');
    expect((await h.ops('reply', { ref_type: 'shop', id: order.id, content: 'x' })).msg).toContain('ref_type');
    expect((await h.ops('reply', { ref_type: 'onepay', id: 99_999_999, content: 'x' })).msg).toBe('One-pay order not found');
  });

  it('answers a photo request with a new photo file and clears it', async () => {
    const { user, token } = await newShopper(h.db);
    const { goods } = await makeOrder(h.db, user.id, { status: 3 });
    await h.call('/api/order/addPhoto', { goods_id: goods[0].id }, { token });
    const r = await h.ops('answer_photo', { goods_id: goods[0].id });
    expect(r.data).toMatchObject({ goods_id: goods[0].id, photo_requested: false });
    expect(r.data.photos).toHaveLength(2);
    expect(existsSync(fileOf(r.data.photos[1]))).toBe(true);
    expect((await goodsRow(goods[0].id)).photoRequested).toBe(false);
    expect((await h.call('/api/order/addPhoto', { goods_id: goods[0].id }, { token })).code).toBe(1);
    expect((await h.ops('answer_photo', {})).msg).toContain('goods_id');
    expect((await h.ops('answer_photo', { goods_id: 99_999_999 })).msg).toBe('Goods not found');
  });
});

describe('ops one-pay: buy → ship → deliver', () => {
  it('walks a paid one-pay order to received, with photos, tracking and carrier', async () => {
    const { user, token } = await newShopper(h.db);
    const { order, goods } = await makeOnepay(h.db, user.id, { status: 1 });
    expect((await h.ops('onepay_ship', { id: order.id })).msg).toBe(`onepay ${order.sn} is in status 1; this action needs status 2`);
    const bought = await h.ops('onepay_buy', { id: order.id, weights: '350', volumes: '900' });
    expect(bought.data).toMatchObject({ status: 2, goods: [{ id: goods[0].id, weight_g: 350, volume_cm3: 900 }] });
    expect(existsSync(fileOf(bought.data.goods[0].photos[0]))).toBe(true);
    const shipped = await h.ops('onepay_ship', { id: order.id, carrier: 'EMS', tracking_no: 'EE000111222CN' });
    expect(shipped.data).toMatchObject({ status: 3, carrier: 'EMS', tracking_no: 'EE000111222CN' });
    const detail = await h.call('/api/orders/opdetail', { id: order.id }, { token });
    expect(detail.data).toMatchObject({ status: 3, carrier: 'EMS', tracking_no: 'EE000111222CN', can: { receipt: true } });
    expect(detail.data.photos).toHaveLength(2);
    expect(detail.data.tracking[0].status).toContain('EE000111222CN');
    const delivered = await h.ops('onepay_deliver', { id: order.id });
    expect(delivered.data).toMatchObject({ status: 4, sn: order.sn });
    expect((await h.ops('onepay_deliver', { id: order.id })).msg).toContain('needs status 3');
    expect((await h.call('/api/orders/oplists', { status: 4 }, { token })).data.total).toBe(1);
  });

  it('validates and needs the operator token', async () => {
    expect((await h.ops('onepay_buy', {})).msg).toContain('id');
    expect((await h.call('/ops/onepay_ship', { id: 1 })).status).toBe(401);
    expect((await h.ops('onepay_deliver', { id: 99_999_999 })).msg).toBe('One-pay order not found');
  });
});
