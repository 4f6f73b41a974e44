import { describe, it, expect, beforeAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { moneyLog, orderGoods, orders, users } from '../../server/db/schema';
import { addTracking } from '../../server/domain/parcels/tracking';
import { ledgerBalance } from '../../server/domain/money/wallet';

const DAY = 86_400;
let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const balance = async (userId: number) => Number((await h.db.select().from(users).where(eq(users.id, userId)))[0].moneyFen);

describe('/api/order/getGoodslist', () => {
  it('lists warehouse goods not in a parcel with weight, volume, photos and free days left', async () => {
    const { user, token } = await newShopper(h.db);
    const { order, goods } = await makeOrder(h.db, user.id, { status: 3, goods: 3, weightG: 750 });
    await makeOrder(h.db, user.id, { status: 1 });
    await h.db.update(orderGoods).set({ parcelId: 999 }).where(eq(orderGoods.id, goods[2].id));
    await h.db.update(orderGoods).set({ arrivedAt: Math.floor(Date.now() / 1000) - 10 * DAY }).where(eq(orderGoods.id, goods[0].id));
    const r = await h.call('/api/order/getGoodslist', {}, { token });
    expect(r.code).toBe(1);
    expect(r.data.total).toBe(2);
    const byId = Object.fromEntries(r.data.data.map((g: { id: number }) => [g.id, g]));
    expect(byId[goods[1].id]).toMatchObject({
      order_id: order.id, order_sn: order.sn, title: 'Fixture goods 2', price: '50.00', quantity: 1, weight_g: 750, volume_cm3: 3000,
      photos: ['/static/qc/fixture.webp'], free_days_left: 90, goods_type: 'general',
    });
    expect(byId[goods[0].id].free_days_left).toBe(80);
    const paid = await h.call('/api/order/getGoodslist', { status: 1 }, { token });
    expect(paid.data.total).toBe(1);
    expect(paid.data.data[0].weight_g).toBeNull();
  });

  it('validates, needs login, and shows nothing of other users', async () => {
    const other = await newShopper(h.db);
    await makeOrder(h.db, other.user.id, { status: 3 });
    const { token } = await newShopper(h.db);
    expect((await h.call('/api/order/getGoodslist', { status: 'abc' }, { token })).msg).toContain('status');
    expect((await h.call('/api/order/getGoodslist')).status).toBe(401);
    expect((await h.call('/api/order/getGoodslist', {}, { token })).data.total).toBe(0);
  });
});

describe('/api/order/addStorage', () => {
  it('charges days × the storage day price to the wallet and extends the free days', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 20_000 });
    const { order, goods } = await makeOrder(h.db, user.id, { status: 3 });
    const r = await h.call('/api/order/addStorage', { goods_id: goods[0].id, days: 30 }, { token });
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({ order_id: order.id, days: 30, paid: '30.00', balance: '170.00', extra_storage_days: 30, free_days_left: 120 });
    const again = await h.call('/api/order/addStorage', { id: order.id, days: 60 }, { token });
    expect(again.data).toMatchObject({ paid: '60.00', balance: '110.00', extra_storage_days: 90, free_days_left: 180 });
    expect(await balance(user.id)).toBe(11_000);
    expect(await ledgerBalance(h.db, user.id)).toBe(11_000);
    const entries = await h.db.select().from(moneyLog).where(and(eq(moneyLog.userId, user.id), eq(moneyLog.refType, 'storage')));
    expect(entries.map((e) => [e.amountFen, e.refSn]).sort()).toEqual([[-3000, `ST${order.id}-1`], [-6000, `ST${order.id}-2`]]);
    const list = await h.call('/api/order/getGoodslist', {}, { token });
    expect(list.data.data[0].free_days_left).toBe(180);
  });

  it('refuses an insufficient balance and charges nothing', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 2_000 });
    const { order } = await makeOrder(h.db, user.id, { status: 3 });
    const r = await h.call('/api/order/addStorage', { id: order.id, days: 90 }, { token });
    expect(r.code).toBe(0);
    expect(r.msg).toContain('Insufficient balance');
    expect(await balance(user.id)).toBe(2_000);
    expect((await h.db.select().from(orders).where(eq(orders.id, order.id)))[0].extraStorageDays).toBe(0);
  });

  it('refuses other day counts, goods outside the warehouse, visitors and other users', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 50_000 });
    const stored = await makeOrder(h.db, user.id, { status: 3 });
    const bad = await h.call('/api/order/addStorage', { id: stored.order.id, days: 45 }, { token });
    expect(bad.msg).toBe('Storage can be extended by 30, 60 or 90 days');
    expect((await h.call('/api/order/addStorage', { days: 30 }, { token })).msg).toContain('id');
    const bought = await makeOrder(h.db, user.id, { status: 2 });
    expect((await h.call('/api/order/addStorage', { id: bought.order.id, days: 30 }, { token })).msg).toContain('not in the warehouse');
    expect((await h.call('/api/order/addStorage', { id: stored.order.id, days: 30 })).status).toBe(401);
    const other = await newShopper(h.db);
    const theirs = await makeOrder(h.db, other.user.id, { status: 3 });
    expect((await h.call('/api/order/addStorage', { goods_id: theirs.goods[0].id, days: 30 }, { token })).msg).toBe('Goods not found');
    expect((await h.call('/api/order/addStorage', { id: theirs.order.id, days: 30 }, { token })).msg).toBe('Order not found');
    expect(await balance(user.id)).toBe(50_000);
  });

  it('counts free days down to zero as time passes', async () => {
    const { user, token } = await newShopper(h.db);
    const { goods } = await makeOrder(h.db, user.id, { status: 3 });
    await h.db.update(orderGoods).set({ arrivedAt: Math.floor(Date.now() / 1000) - 95 * DAY }).where(eq(orderGoods.id, goods[0].id));
    expect((await h.call('/api/order/getGoodslist', {}, { token })).data.data[0].free_days_left).toBe(0);
  });
});

describe('/api/order/photo and addPhoto', () => {
  it('answers the QC photos per goods line and takes one request for more photos at a time', async () => {
    const { user, token } = await newShopper(h.db);
    const { order, goods } = await makeOrder(h.db, user.id, { status: 3, goods: 2 });
    const photos = await h.call('/api/order/photo', { id: order.id }, { token });
    expect(photos.data).toEqual([
      expect.objectContaining({ goods_id: goods[0].id, photos: ['/static/qc/fixture.webp'], photo_requested: false }),
      expect.objectContaining({ goods_id: goods[1].id }),
    ]);
    const ask = await h.call('/api/order/addPhoto', { goods_id: goods[0].id, remark: 'the label please' }, { token });
    expect(ask).toMatchObject({ code: 1, data: { goods_id: goods[0].id, photo_requested: true } });
    const twice = await h.call('/api/order/addPhoto', { goods_id: goods[0].id }, { token });
    expect(twice.code).toBe(0);
    expect(twice.msg).toContain('already asked');
    expect((await h.call('/api/order/photo', { id: order.id }, { token })).data[0].photo_requested).toBe(true);
    const msgs = await h.call('/api/order/orderReply', { id: order.id }, { token });
    expect(msgs.data[0].content).toBe('Please take more photos of "Fixture goods 1": the label please');
  });

  it('refuses goods not in the warehouse, validates, needs login and hides other users’ goods', async () => {
    const { user, token } = await newShopper(h.db);
    const early = await makeOrder(h.db, user.id, { status: 2 });
    expect((await h.call('/api/order/addPhoto', { goods_id: early.goods[0].id }, { token })).msg).toContain('not in the warehouse');
    expect((await h.call('/api/order/addPhoto', {}, { token })).msg).toContain('goods_id');
    expect((await h.call('/api/order/photo', {}, { token })).msg).toContain('id');
    expect((await h.call('/api/order/photo', { id: early.order.id })).status).toBe(401);
    expect((await h.call('/api/order/addPhoto', { goods_id: early.goods[0].id })).status).toBe(401);
    const other = await newShopper(h.db);
    const theirs = await makeOrder(h.db, other.user.id, { status: 3 });
    expect((await h.call('/api/order/photo', { id: theirs.order.id }, { token })).msg).toBe('Order not found');
    expect((await h.call('/api/order/addPhoto', { goods_id: theirs.goods[0].id }, { token })).msg).toBe('Goods not found');
    expect((await h.db.select().from(orderGoods).where(eq(orderGoods.id, theirs.goods[0].id)))[0].photoRequested).toBe(false);
  });
});

describe('/api/order/getExpressTrack and getExpressTrackNew', () => {
  it('answers the domestic tracking events, newest first, in both shapes', async () => {
    const { user, token } = await newShopper(h.db);
    const { order } = await makeOrder(h.db, user.id, { status: 2 });
    await h.db.update(orders).set({ expressCompany: 'ZTO', expressNo: 'ZT123' }).where(eq(orders.id, order.id));
    await addTracking(h.db, 'order', order.id, [
      { time: 1_700_000_000, words: 'Picked up', location: 'Hangzhou' },
      { time: 1_700_050_000, words: 'In transit', location: 'Shanghai' },
    ]);
    const old = await h.call('/api/order/getExpressTrack', { id: order.id }, { token });
    expect(old.data.number).toBe('ZT123');
    expect(old.data.list.map((e: { status: string }) => e.status)).toEqual(['In transit', 'Picked up']);
    const neu = await h.call('/api/order/getExpressTrackNew', { id: order.id }, { token });
    expect(neu.data).toMatchObject({ number: 'ZT123', state: 'in_transit', events: [{ time: 1_700_050_000, status: 'In transit', location: 'Shanghai' }, expect.anything()] });
  });

  it('validates, needs login and hides other users’ tracking', async () => {
    const other = await newShopper(h.db);
    const theirs = await makeOrder(h.db, other.user.id, { status: 2 });
    await addTracking(h.db, 'order', theirs.order.id, [{ time: 1, words: 'secret', location: '' }]);
    const { token } = await newShopper(h.db);
    for (const call of ['getExpressTrack', 'getExpressTrackNew']) {
      expect((await h.call(`/api/order/${call}`, {}, { token })).msg).toContain('id');
      expect((await h.call(`/api/order/${call}`, { id: theirs.order.id })).status).toBe(401);
      expect(await h.call(`/api/order/${call}`, { id: theirs.order.id }, { token })).toMatchObject({ code: 0, data: null });
    }
  });
});

describe('/api/order/orderReply and addReply', () => {
  it('adds shopper messages and lists the conversation oldest first', async () => {
    const { user, token } = await newShopper(h.db);
    const { order } = await makeOrder(h.db, user.id, { status: 1 });
    const a = await h.call('/api/order/addReply', { id: order.id, content: 'Is the blue one available?' }, { token });
    expect(a).toMatchObject({ code: 1, msg: 'Message sent', data: { from_staff: false, content: 'Is the blue one available?', image: '' } });
    await h.call('/api/order/addReply', { id: order.id, image: '/uploads/img/20260101/a.webp' }, { token });
    const r = await h.call('/api/order/orderReply', { id: order.id }, { token });
    expect(r.data.map((m: { content: string; image: string }) => [m.content, m.image])).toEqual([['Is the blue one available?', ''], ['', '/uploads/img/20260101/a.webp']]);
    expect((await h.call('/api/order/detail', { id: order.id }, { token })).data.messages_count).toBe(2);
  });

  it('refuses empty and too long messages, visitors and other users’ orders', async () => {
    const { user, token } = await newShopper(h.db);
    const { order } = await makeOrder(h.db, user.id);
    expect((await h.call('/api/order/addReply', { id: order.id, content: '  ' }, { token })).msg).toBe('Please write a message or attach an image');
    expect((await h.call('/api/order/addReply', { id: order.id, content: 'x'.repeat(501) }, { token })).msg).toContain('content');
    expect((await h.call('/api/order/addReply', { id: order.id, content: 'hi' })).status).toBe(401);
    expect((await h.call('/api/order/orderReply', { id: order.id })).status).toBe(401);
    expect((await h.call('/api/order/orderReply', {}, { token })).msg).toContain('id');
    const other = await newShopper(h.db);
    expect((await h.call('/api/order/addReply', { id: order.id, content: 'hi' }, { token: other.token })).msg).toBe('Order not found');
    expect((await h.call('/api/order/orderReply', { id: order.id }, { token: other.token })).data).toBeNull();
    expect((await h.call('/api/order/orderReply', { id: order.id }, { token })).data).toEqual([]);
  });
});
