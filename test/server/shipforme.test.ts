import { describe, it, expect, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { newShopper } from './fixtures';
import { parcelWorld, declare, type World } from './parcel-setup';
import { addresses, buyselfGoods, orderGoods, orders, parcels, scoreLog, shopperMessages } from '../../server/db/schema';
import { deliverParcel } from '../../server/domain/parcels/ops';
import { startAutopilot } from '../../server/ops/autopilot';
import { DEMO_USER } from '../../server/db/seed/core';
import type { BuyselfGoods, BuyselfList } from '../../src/api/types/shipforme';
import type { WarehouseGoods, Paged } from '../../src/api/types/order';
import type { Message } from '../../src/api/types/member-extra';

let h: Harness;
let w: World;
beforeAll(async () => {
  h = await harness();
  w = await parcelWorld(h);
});

const form = (o: Record<string, string | number> = {}) => ({
  carrier: 'shunfeng', tracking_no: `SF${Math.floor(Math.random() * 1e10)}`, contents: 'Sneakers, size 42', quantity: 2, value: '399.50', remark: 'two pairs', ...o,
});
const declareGoods = (token: string, o: Record<string, string | number> = {}, lang = 'en') => h.call<BuyselfGoods>('/api/buyself/add', form(o), { token, lang });
const list = (token: string, params: Record<string, string | number> = {}) => h.call<BuyselfList>('/api/buyself/lists', { page: 1, pagesize: 10, ...params }, { token });
const warehouse = (token: string) => h.call<Paged<WarehouseGoods>>('/api/order/getGoodslist', { page: 1, pagesize: 20 }, { token });

describe('ship-for-me declarations (buyself add / lists / delete)', () => {
  it('declares goods with a carrier of getExpresslist, lists them with their status, refuses a second declaration of one tracking number', async () => {
    const me = await newShopper(h.db);
    const carriers = (await h.call<{ code: string }[]>('/api/other/getExpresslist', {})).data;
    expect(carriers.map((c) => c.code)).toContain('shunfeng');
    const r = await declareGoods(me.token, { tracking_no: ' sf 1234 5678 ' });
    expect(r).toMatchObject({ code: 1, msg: 'Declared: we will let you know when it arrives' });
    expect(r.data).toMatchObject({
      carrier: 'shunfeng', carrier_name: 'SF Express', tracking_no: 'SF12345678', contents: 'Sneakers, size 42', quantity: 2, value: '399.50',
      remark: 'two pairs', status: 0, status_text: 'On its way', order_id: null, can_delete: true, received_at: null,
    });
    const again = await declareGoods(me.token, { tracking_no: 'SF12345678' }, 'ru');
    expect(again).toMatchObject({ code: 0, msg: 'Трек-номер SF12345678 уже заявлен вами' });
    // Another shopper may declare the same number (a shared parcel, or a typo of theirs): the rule is per shopper.
    const other = await newShopper(h.db);
    expect((await declareGoods(other.token, { tracking_no: 'SF12345678' })).code).toBe(1);

    const mine = (await list(me.token)).data;
    expect(mine).toMatchObject({ total: 1, counts: { all: 1, pending: 1, received: 0 } });
    expect(mine.data.map((b) => b.id)).toEqual([r.data.id]);
    expect((await h.call('/api/buyself/lists', {}, { token: me.token, lang: 'zh-cn' })).data.data[0].status_text).toBe('运输中');
  });

  it('validates every field in the shopper\'s language', async () => {
    const me = await newShopper(h.db);
    expect(await declareGoods(me.token, { carrier: 'pigeon' })).toMatchObject({ code: 0, msg: 'Choose a carrier from the list' });
    expect(await declareGoods(me.token, { tracking_no: 'ab' }, 'ru')).toMatchObject({ code: 0, msg: 'Трек-номер — от 4 до 40 латинских букв, цифр или дефисов' });
    expect(await declareGoods(me.token, { tracking_no: 'SF<script>1' })).toMatchObject({ code: 0 });
    expect(await declareGoods(me.token, { contents: '' })).toMatchObject({ code: 0, msg: 'contents cannot be empty' });
    expect(await declareGoods(me.token, { quantity: 0 })).toMatchObject({ code: 0 });
    expect(await declareGoods(me.token, { value: '0' })).toMatchObject({ code: 0 });
    expect(await declareGoods(me.token, { value: '1.234' })).toMatchObject({ code: 0 });
    expect(await h.call('/api/buyself/add', form())).toMatchObject({ code: 401 });
    expect((await list(me.token)).data.total).toBe(0);
  });

  it('a shopper sees and deletes only their own declarations; another\'s id is not found; a received one cannot be deleted', async () => {
    const a = await newShopper(h.db);
    const b = await newShopper(h.db);
    const theirs = (await declareGoods(b.token)).data;
    const mine = (await declareGoods(a.token)).data;
    expect((await list(a.token)).data.data.map((x) => x.id)).toEqual([mine.id]);
    expect(await h.call('/api/buyself/delete', { id: theirs.id }, { token: a.token })).toMatchObject({ code: 0, msg: 'Declaration not found' });
    expect((await list(b.token)).data.total).toBe(1);
    expect(await h.call('/api/buyself/delete', { id: mine.id }, { token: a.token })).toMatchObject({ code: 1, msg: 'Declaration deleted', data: { id: mine.id } });
    expect((await list(a.token)).data.total).toBe(0);
    expect((await h.call('/api/buyself/delete', { id: mine.id }, { token: a.token })).code).toBe(0);
    // The tracking number is free again once its declaration is deleted.
    expect((await declareGoods(a.token, { tracking_no: mine.tracking_no })).code).toBe(1);

    expect((await h.ops('buyself_receive', { id: theirs.id, weight: 800 })).code).toBe(1);
    expect(await h.call('/api/buyself/delete', { id: theirs.id }, { token: b.token })).toMatchObject({ code: 0, msg: 'These goods are already in the warehouse and cannot be deleted' });
    expect((await list(b.token, { status: 1 })).data).toMatchObject({ total: 1, data: [{ id: theirs.id, status: 1, can_delete: false }] });
  });
});

describe('receiving ship-for-me goods (operator)', () => {
  it('lists what is on its way; receiving makes an order in the warehouse (source buyself, goods 0), a QC-photographed line and a message', async () => {
    const me = await newShopper(h.db);
    const d = (await declareGoods(me.token, { contents: 'Mechanical keyboard', quantity: 1, value: '560' })).data;
    const pending = (await h.ops<{ id: number; user: string; tracking_no: string }[]>('buyself_pending')).data;
    expect(pending.find((p) => p.id === d.id)).toMatchObject({ user: me.user.email, tracking_no: d.tracking_no, value: '560.00' });

    const r = await h.ops('buyself_receive', { id: d.id, weight: 1200 });
    expect(r).toMatchObject({ code: 1, data: { id: d.id, status: 1, order_id: expect.any(Number), goods: { weight_g: 1200, volume_cm3: 4800 } } });
    expect(r.data.goods.photos).toHaveLength(2);
    const [o] = await h.db.select().from(orders).where(eq(orders.id, r.data.order_id));
    expect(o).toMatchObject({ userId: me.user.id, source: 'buyself', status: 3, goodsFen: 0, totalFen: 0, serviceFen: 0, expressCompany: 'shunfeng', expressNo: d.tracking_no });
    const lines = await h.db.select().from(orderGoods).where(eq(orderGoods.orderId, o.id));
    expect(lines).toMatchObject([{ userId: me.user.id, title: 'Mechanical keyboard', quantity: 1, priceFen: 0, weightG: 1200, parcelId: null }]);
    const [row] = await h.db.select().from(buyselfGoods).where(eq(buyselfGoods.id, d.id));
    expect(row).toMatchObject({ status: 1, orderId: o.id, receivedAt: expect.any(Number) });
    expect((await h.ops('buyself_pending')).data.some((p: { id: number }) => p.id === d.id)).toBe(false);

    const inbox = (await h.call<{ data: Message[] }>('/api/message/lists', { page: 1, pagesize: 10 }, { token: me.token })).data.data;
    expect(inbox[0]).toMatchObject({ kind: 'buyself', title: 'Your goods arrived', ref_type: 'order', ref_id: o.id, link: `/pages/member/order/detail?id=${o.id}` });
    expect(inbox[0].content).toContain('Mechanical keyboard');

    // Its order says who sent the goods, in the reader's language (not a stored English seller name).
    expect((await h.call('/api/order/detail', { id: o.id }, { token: me.token, lang: 'ru' })).data.seller).toBe('Своя посылка на склад');
    expect((await h.call('/api/order/detail', { id: o.id }, { token: me.token, lang: 'zh-cn' })).data.seller).toBe('自寄商品');

    const goods = (await warehouse(me.token)).data.data;
    expect(goods).toMatchObject([{ id: lines[0].id, order_id: o.id, title: 'Mechanical keyboard', price: '0.00', declared_value: '560.00', weight_g: 1200 }]);
    // Nothing was paid here: no refund of any kind.
    expect(await h.call('/api/goodsrefund/addRefund', { goods_id: lines[0].id, reason: 'size' }, { token: me.token })).toMatchObject({ code: 0 });
    expect(await h.call('/api/goodsrefund/addRefundOnly', { goods_id: lines[0].id }, { token: me.token })).toMatchObject({ code: 0 });
    // Received once: a second receive is refused, an unknown id is not found.
    expect(await h.ops('buyself_receive', { id: d.id, weight: 1200 })).toMatchObject({ code: 0 });
    expect(await h.ops('buyself_receive', { id: 999_999, weight: 1 })).toMatchObject({ code: 0, msg: 'Declaration not found' });
    expect(await h.ops('buyself_receive', { id: d.id })).toMatchObject({ code: 0 });
  });

  it('receive is once: 20 concurrent receives make one order', async () => {
    const me = await newShopper(h.db);
    const d = (await declareGoods(me.token)).data;
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.ops('buyself_receive', { id: d.id, weight: 700, photos: '/static/qc/fixture.webp' })));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    const mine = await h.db.select().from(orders).where(eq(orders.userId, me.user.id));
    expect(mine).toHaveLength(1);
    expect(await h.db.select().from(orderGoods).where(eq(orderGoods.userId, me.user.id))).toMatchObject([{ photos: ['/static/qc/fixture.webp'] }]);
    expect(await h.db.select().from(shopperMessages).where(eq(shopperMessages.userId, me.user.id))).toHaveLength(1);
  });

  it('received goods go into a parcel like bought goods, the declaration starting from the declared value; done earns no points', async () => {
    const me = await newShopper(h.db);
    const d = (await declareGoods(me.token, { value: '250', quantity: 3 })).data;
    const { order_id } = (await h.ops('buyself_receive', { id: d.id, weight: 900 })).data;
    const [g] = (await warehouse(me.token)).data.data;
    const [address] = await h.db.insert(addresses).values({
      userId: me.user.id, name: 'Test Person', mcode: '+999', mobile: '5550100', countryId: w.xa.id, city: 'Testville', address: '1 Test Street', zipcode: '00001', createdAt: 1,
    }).returning();
    const methods = await h.call('/api/sendorder/getShippingMethod', { goods_ids: String(g.id), country: 'XA' }, { token: me.token });
    expect(methods.code).toBe(1);
    const made = await h.call('/api/order/ordertopackage', {
      goods_ids: String(g.id), address_id: address.id, line_id: w.air.id, insurance: 1, declaration: declare([g], g.declared_value), remark: '',
    }, { token: me.token });
    expect(made).toMatchObject({ code: 1, data: { sn: expect.stringMatching(/^S\d{12}$/) } });
    const detail = (await h.call('/api/sendorder/detail', { id: made.data.id }, { token: me.token })).data;
    expect(detail).toMatchObject({ declared_value: '250.00' });
    expect((await h.db.select().from(orders).where(eq(orders.id, order_id)))[0].status).toBe(4);
    expect((await warehouse(me.token)).data.total).toBe(0);

    // Weighed, paid, shipped, delivered: the order is done and, bought elsewhere, earns no points.
    expect((await h.ops('weigh', { id: made.data.id, weight: 1200, length: 30, width: 20, height: 10 })).code).toBe(1);
    await h.db.update(parcels).set({ status: 3 }).where(eq(parcels.id, made.data.id));
    await deliverParcel(h.deps, { id: made.data.id });
    expect((await h.db.select().from(orders).where(eq(orders.id, order_id)))[0].status).toBe(5);
    expect(await h.db.select().from(scoreLog).where(eq(scoreLog.userId, me.user.id))).toEqual([]);
  });

  it('the autopilot receives declared goods after its delay; the demo shopper has one package on its way', async () => {
    const token = await h.login(DEMO_USER.email, DEMO_USER.password);
    const seeded = (await list(token)).data;
    expect(seeded.counts.pending).toBeGreaterThanOrEqual(1);
    expect(seeded.data.find((b) => b.status === 0)).toMatchObject({ carrier_name: 'SF Express', can_delete: true });

    const me = await newShopper(h.db);
    const d = (await declareGoods(me.token, { quantity: 2 })).data;
    let t = 1_900_000_000;
    const pilot = startAutopilot({ ...h.deps, now: () => t }, 8, () => {});
    try {
      await pilot.tick();
      expect((await list(me.token, { status: 0 })).data.total).toBe(1);
      t += 9;
      await pilot.tick();
    } finally {
      pilot.stop();
    }
    const received = (await list(me.token, { status: 1 })).data.data;
    expect(received).toMatchObject([{ id: d.id, status: 1, order_id: expect.any(Number) }]);
    expect((await warehouse(me.token)).data.data).toMatchObject([{ weight_g: 1000, declared_value: d.value }]);
  });
});
