import { describe, it, expect, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { newShopper } from './fixtures';
import { makeOnepay } from './order-fixtures';
import { moneyLog, onepayOrders, users } from '../../server/db/schema';
import { addTracking } from '../../server/domain/parcels/tracking';
import { ledgerBalance } from '../../server/domain/money/wallet';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const row = async (id: number) => (await h.db.select().from(onepayOrders).where(eq(onepayOrders.id, id)))[0];
const balance = async (userId: number) => Number((await h.db.select().from(users).where(eq(users.id, userId)))[0].moneyFen);

describe('/api/orders/oplists', () => {
  it('lists one-pay orders newest first with goods, status text and tab counts', async () => {
    const { user, token } = await newShopper(h.db);
    const a = await makeOnepay(h.db, user.id, { status: 0, goods: 2 });
    await h.db.update(onepayOrders).set({ createdAt: a.order.createdAt - 50 }).where(eq(onepayOrders.id, a.order.id));
    const b = await makeOnepay(h.db, user.id, { status: 3 });
    const r = await h.call('/api/orders/oplists', {}, { token });
    expect(r.code).toBe(1);
    expect(r.data.data.map((o: { id: number }) => o.id)).toEqual([b.order.id, a.order.id]);
    expect(r.data.data[1]).toMatchObject({ sn: a.order.sn, status: 0, status_text: 'Unpaid', goods_total: '80.00', shipping_fee: '90.00', total: '170.00', goods_count: 2 });
    expect(r.data.data[0].can).toMatchObject({ receipt: true, cancel: false, delete: false });
    expect(r.data.counts).toMatchObject({ all: 2, 0: 1, 3: 1, 4: 0 });
    const shipped = await h.call('/api/orders/oplists', { status: 3 }, { token, lang: 'ru' });
    expect(shipped.data.data).toHaveLength(1);
    expect(shipped.data.data[0].status_text).toBe('Отправлен');
  });

  it('validates, needs login, and never lists another user’s orders', async () => {
    const other = await newShopper(h.db);
    await makeOnepay(h.db, other.user.id);
    const { token } = await newShopper(h.db);
    expect((await h.call('/api/orders/oplists', { status: 'x' }, { token })).msg).toContain('status');
    expect((await h.call('/api/orders/oplists')).status).toBe(401);
    expect((await h.call('/api/orders/oplists', {}, { token })).data.total).toBe(0);
  });
});

describe('/api/orders/opdetail and photo', () => {
  it('answers goods, address, line, totals, tracking and photos', async () => {
    const { user, token } = await newShopper(h.db);
    const { order, goods, line } = await makeOnepay(h.db, user.id, { status: 3, goods: 2 });
    await addTracking(h.db, 'onepay', order.id, [{ time: 1_700_000_000, words: 'Shipped', location: 'Guangzhou' }]);
    const r = await h.call('/api/orders/opdetail', { id: order.id }, { token });
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({
      id: order.id, sn: order.sn, status: 3, status_text: 'Shipped', total: '170.00', shipping_fee: '90.00', insurance: false,
      carrier: 'EMS', tracking_no: 'EE123456789CN', address: { name: 'Ivan Petrov', country_code: 'RU', city: 'Moscow' },
      tracking: [{ time: 1_700_000_000, status: 'Shipped', location: 'Guangzhou' }], photos: ['/static/qc/fixture.webp', '/static/qc/fixture.webp'],
    });
    expect(r.data.goods[0]).toMatchObject({ id: goods[0].id, weight_g: 300, volume_cm3: 1200 });
    if (line) expect(r.data.line).toMatchObject({ id: line.id, carrier: line.carrier });
    const photos = await h.call('/api/orders/photo', { id: order.id }, { token });
    expect(photos.data.map((p: { goods_id: number }) => p.goods_id)).toEqual(goods.map((g) => g.id));
  });

  it('validates, needs login and hides other users’ orders', async () => {
    const other = await newShopper(h.db);
    const { order } = await makeOnepay(h.db, other.user.id, { status: 2 });
    const { token } = await newShopper(h.db);
    for (const call of ['opdetail', 'photo']) {
      expect((await h.call(`/api/orders/${call}`, {}, { token })).msg).toContain('id');
      expect((await h.call(`/api/orders/${call}`, { id: order.id })).status).toBe(401);
      expect(await h.call(`/api/orders/${call}`, { id: order.id }, { token })).toMatchObject({ code: 0, msg: 'One-pay order not found', data: null });
    }
  });
});

describe('/api/orders/cancel', () => {
  it('cancels an unpaid order without money moving', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 500 });
    const { order } = await makeOnepay(h.db, user.id, { status: 0 });
    const r = await h.call('/api/orders/cancel', { id: order.id }, { token });
    expect(r.data).toMatchObject({ status: -1, refund: '0.00' });
    expect((await row(order.id)).status).toBe(-1);
    expect(await balance(user.id)).toBe(500);
  });

  it('cancels a paid order with the whole total credited back once', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 500 });
    const { order } = await makeOnepay(h.db, user.id, { status: 1 });
    const r = await h.call('/api/orders/cancel', { id: order.id }, { token });
    expect(r.data).toMatchObject({ status: -1, refund: '130.00' });
    expect(await balance(user.id)).toBe(13_500);
    expect(await ledgerBalance(h.db, user.id)).toBe(13_500);
    const refunds = (await h.db.select().from(moneyLog).where(eq(moneyLog.userId, user.id))).filter((e) => e.type === 'refund');
    expect(refunds).toEqual([expect.objectContaining({ amountFen: 13_000, refType: 'onepay', refSn: order.sn })]);
    expect((await h.call('/api/orders/cancel', { id: order.id }, { token })).code).toBe(0);
    expect(await balance(user.id)).toBe(13_500);
  });

  it('refuses once in the warehouse, validates, needs login, and ignores another user’s order', async () => {
    const { user, token } = await newShopper(h.db);
    const stored = await makeOnepay(h.db, user.id, { status: 2 });
    const r = await h.call('/api/orders/cancel', { id: stored.order.id }, { token });
    expect(r.msg).toBe('This one-pay order cannot be cancelled: it is In the warehouse');
    expect((await h.call('/api/orders/cancel', {}, { token })).msg).toContain('id');
    expect((await h.call('/api/orders/cancel', { id: stored.order.id })).status).toBe(401);
    const other = await newShopper(h.db);
    const theirs = await makeOnepay(h.db, other.user.id, { status: 1 });
    expect((await h.call('/api/orders/cancel', { id: theirs.order.id }, { token })).msg).toBe('One-pay order not found');
    expect((await row(theirs.order.id)).status).toBe(1);
  });
});

describe('/api/orders/receipt and delete', () => {
  it('confirms receipt of a shipped order, then lets the shopper hide it', async () => {
    const { user, token } = await newShopper(h.db);
    const { order } = await makeOnepay(h.db, user.id, { status: 3 });
    expect((await h.call('/api/orders/delete', { id: order.id }, { token })).msg).toContain('Only cancelled or received');
    const r = await h.call('/api/orders/receipt', { id: order.id }, { token });
    expect(r).toMatchObject({ code: 1, msg: 'Receipt confirmed', data: { id: order.id, status: 4 } });
    expect((await h.call('/api/orders/receipt', { id: order.id }, { token })).msg).toContain('Only a shipped order');
    const detail = await h.call('/api/orders/opdetail', { id: order.id }, { token });
    expect(detail.data.tracking[0].status).toBe('Delivered to the consignee');
    expect((await h.call('/api/orders/delete', { id: order.id }, { token })).code).toBe(1);
    expect((await h.call('/api/orders/oplists', {}, { token })).data.total).toBe(0);
  });

  it('deletes cancelled orders; validates, needs login, and ignores other users’ orders', async () => {
    const { user, token } = await newShopper(h.db);
    const cancelled = await makeOnepay(h.db, user.id, { status: -1 });
    expect((await h.call('/api/orders/delete', { id: cancelled.order.id }, { token })).code).toBe(1);
    expect((await row(cancelled.order.id)).deleted).toBe(true);
    expect((await h.call('/api/orders/delete', {}, { token })).msg).toContain('id');
    expect((await h.call('/api/orders/receipt', {}, { token })).msg).toContain('id');
    expect((await h.call('/api/orders/delete', { id: cancelled.order.id })).status).toBe(401);
    expect((await h.call('/api/orders/receipt', { id: cancelled.order.id })).status).toBe(401);
    const other = await newShopper(h.db);
    const theirs = await makeOnepay(h.db, other.user.id, { status: 3 });
    expect((await h.call('/api/orders/receipt', { id: theirs.order.id }, { token })).msg).toBe('One-pay order not found');
    expect((await h.call('/api/orders/delete', { id: theirs.order.id }, { token })).msg).toBe('One-pay order not found');
    expect((await row(theirs.order.id))).toMatchObject({ status: 3, deleted: false });
  });
});
