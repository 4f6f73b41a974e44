import { describe, it, expect, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { makeItem, makeOrder, newShopper } from './fixtures';
import { couponRules, coupons, moneyLog, orderGoods, orderGroups, orders, users } from '../../server/db/schema';
import { ledgerBalance } from '../../server/domain/money/wallet';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const orderRow = async (id: number) => (await h.db.select().from(orders).where(eq(orders.id, id)))[0];
const balance = async (userId: number) => Number((await h.db.select().from(users).where(eq(users.id, userId)))[0].moneyFen);

describe('/api/order/lists', () => {
  it('lists the shopper’s orders newest first with goods, translated status and tab counts', async () => {
    const { user, token } = await newShopper(h.db);
    const a = await makeOrder(h.db, user.id, { status: 0, goods: 2 });
    const b = await makeOrder(h.db, user.id, { status: 3 });
    await h.db.update(orders).set({ createdAt: a.order.createdAt - 100 }).where(eq(orders.id, a.order.id));
    const c = await makeOrder(h.db, user.id, { status: 1 });
    await h.db.update(orders).set({ problem: 'out_of_stock' }).where(eq(orders.id, c.order.id));
    const r = await h.call('/api/order/lists', {}, { token });
    expect(r.code).toBe(1);
    expect(r.data.total).toBe(3);
    expect(r.data.data.map((o: { id: number }) => o.id)).toEqual([c.order.id, b.order.id, a.order.id]);
    const first = r.data.data[2];
    expect(first).toMatchObject({ sn: a.order.sn, group_sn: a.group.sn, status: 0, status_text: 'Unpaid', total: '100.00', goods_count: 2 });
    // The parts the total is made of, so a card can show it as the sum of its shown parts.
    expect(Number(first.goods_total) + Number(first.post_fee) + Number(first.service_fee)).toBeCloseTo(100, 6);
    expect(first.goods).toHaveLength(2);
    expect(first.goods[0]).toMatchObject({ title: 'Fixture goods 1', price: '50.00', quantity: 1, sku_text: 'Colour: Red' });
    expect(first.can).toMatchObject({ pay: true, cancel: true, delete: false });
    expect(r.data.data[0]).toMatchObject({ problem: 'out_of_stock', problem_text: 'Out of stock' });
    expect(r.data.counts).toMatchObject({ all: 3, 0: 1, 1: 1, 3: 1, 5: 0, '-1': 0, problem: 1 });
  });

  it('filters by status tab and by the problem tab, pages, and translates', async () => {
    const { user, token } = await newShopper(h.db);
    for (let i = 0; i < 3; i++) await makeOrder(h.db, user.id, { status: 3 });
    const p = await makeOrder(h.db, user.id, { status: 1 });
    await h.db.update(orders).set({ problem: 'price_change', problemFen: 1200 }).where(eq(orders.id, p.order.id));
    const tab3 = await h.call('/api/order/lists', { status: 3, page: 2, pagesize: 2 }, { token, lang: 'ru' });
    expect(tab3.data).toMatchObject({ total: 3, current_page: 2, last_page: 2, per_page: 2 });
    expect(tab3.data.data).toHaveLength(1);
    expect(tab3.data.data[0].status_text).toBe('На складе');
    const problems = await h.call('/api/order/lists', { status: 'problem' }, { token });
    expect(problems.data.data.map((o: { id: number }) => o.id)).toEqual([p.order.id]);
    expect(problems.data.data[0].can.pay_extra).toBe(true);
  });

  it('refuses an unknown tab, naming the field', async () => {
    const { token } = await newShopper(h.db);
    const r = await h.call('/api/order/lists', { status: 9 }, { token });
    expect(r.code).toBe(0);
    expect(r.msg).toContain('status');
  });

  it('needs login', async () => {
    const r = await h.call('/api/order/lists');
    expect(r.status).toBe(401);
    expect(r.code).toBe(401);
  });

  it('never lists another user’s orders', async () => {
    const other = await newShopper(h.db);
    await makeOrder(h.db, other.user.id, { status: 0 });
    const { token } = await newShopper(h.db);
    const r = await h.call('/api/order/lists', {}, { token });
    expect(r.data.total).toBe(0);
    expect(r.data.counts.all).toBe(0);
  });
});

describe('/api/order/cancel', () => {
  it('cancels an unpaid order and re-sums its group without touching the wallet', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 10_000 });
    const { order, group } = await makeOrder(h.db, user.id, { status: 0 });
    const r = await h.call('/api/order/cancel', { id: order.id }, { token });
    expect(r.code).toBe(1);
    expect(r.msg).toBe('Order cancelled');
    expect(r.data).toMatchObject({ id: order.id, status: -1, refund: '0.00' });
    expect((await orderRow(order.id)).status).toBe(-1);
    const [g] = await h.db.select().from(orderGroups).where(eq(orderGroups.id, group.id));
    expect(g).toMatchObject({ totalFen: 0, status: -1 });
    expect(await balance(user.id)).toBe(10_000);
  });

  it('cancels a paid order with exactly its total credited back to the wallet and the ledger', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 1_000 });
    const { order } = await makeOrder(h.db, user.id, { status: 1, goods: 2, priceFen: 3_250 });
    const r = await h.call('/api/order/cancel', { id: order.id }, { token });
    expect(r.data).toMatchObject({ status: -1, refund: '65.00' });
    expect(await balance(user.id)).toBe(1_000 + 6_500);
    expect(await ledgerBalance(h.db, user.id)).toBe(1_000 + 6_500);
    const entries = await h.db.select().from(moneyLog).where(eq(moneyLog.userId, user.id));
    expect(entries.filter((e) => e.type === 'refund')).toEqual([expect.objectContaining({ amountFen: 6_500, refType: 'order', refSn: order.sn })]);
    const again = await h.call('/api/order/cancel', { id: order.id }, { token });
    expect(again.code).toBe(0);
    expect(await balance(user.id)).toBe(7_500);
  });

  it('refunds once when the same paid order is cancelled by 10 concurrent requests', async () => {
    const { user, token } = await newShopper(h.db);
    const { order } = await makeOrder(h.db, user.id, { status: 1, priceFen: 4_321 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => h.call('/api/order/cancel', { id: order.id }, { token })));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(await balance(user.id)).toBe(4_321);
    expect(await ledgerBalance(h.db, user.id)).toBe(4_321);
  });

  it('refunds what was paid after a coupon and gives the coupon back when the group empties', async () => {
    const { user, token } = await newShopper(h.db);
    const { order, group } = await makeOrder(h.db, user.id, { status: 1, priceFen: 10_000 });
    const [rule] = await h.db.insert(couponRules).values({ code: `T${group.id}X${Date.now()}`, name: { en: 'c', ru: 'c', 'zh-cn': 'c' }, amountFen: 1_500 }).returning();
    const [c] = await h.db.insert(coupons).values({ userId: user.id, ruleId: rule.id, amountFen: 1_500, minFen: 0, status: 1, usedRef: group.sn, createdAt: 1, expiresAt: 2_000_000_000 }).returning();
    await h.db.update(orderGroups).set({ couponId: c.id, couponFen: 1_500 }).where(eq(orderGroups.id, group.id));
    // Paying the group stored the order's share of the coupon on it (money/payment.ts).
    await h.db.update(orders).set({ couponId: c.id, couponFen: 1_500 }).where(eq(orders.id, order.id));
    const r = await h.call('/api/order/cancel', { id: order.id }, { token });
    expect(r.data.refund).toBe('85.00');
    expect(await balance(user.id)).toBe(8_500);
    expect((await h.db.select().from(coupons).where(eq(coupons.id, c.id)))[0]).toMatchObject({ status: 0, usedRef: '' });
  });

  it('refuses once the goods are bought, in the shopper’s language', async () => {
    const { user, token } = await newShopper(h.db);
    const { order } = await makeOrder(h.db, user.id, { status: 2 });
    const en = await h.call('/api/order/cancel', { id: order.id }, { token });
    expect(en.code).toBe(0);
    expect(en.msg).toBe('This order cannot be cancelled: it is Bought, seller shipping');
    const zh = await h.call('/api/order/cancel', { id: order.id }, { token, lang: 'zh-cn' });
    expect(zh.msg).toContain('已采购');
    expect((await orderRow(order.id)).status).toBe(2);
  });

  it('validates, needs login, and answers another user’s order as not found', async () => {
    const owner = await newShopper(h.db, { balanceFen: 0 });
    const { order } = await makeOrder(h.db, owner.user.id, { status: 1 });
    const { token } = await newShopper(h.db);
    expect((await h.call('/api/order/cancel', {}, { token })).msg).toContain('id');
    expect((await h.call('/api/order/cancel', { id: order.id })).status).toBe(401);
    const r = await h.call('/api/order/cancel', { id: order.id }, { token });
    expect(r).toMatchObject({ code: 0, msg: 'Order not found', data: null });
    expect((await orderRow(order.id)).status).toBe(1);
    expect(await balance(owner.user.id)).toBe(0);
  });
});

describe('/api/order/delete', () => {
  it('hides cancelled and finished orders for good', async () => {
    const { user, token } = await newShopper(h.db);
    const x = await makeOrder(h.db, user.id, { status: -1 });
    const y = await makeOrder(h.db, user.id, { status: 5 });
    for (const o of [x, y]) expect((await h.call('/api/order/delete', { id: o.order.id }, { token })).code).toBe(1);
    const list = await h.call('/api/order/lists', {}, { token });
    expect(list.data.total).toBe(0);
    expect((await h.call('/api/order/detail', { id: x.order.id }, { token })).msg).toBe('Order not found');
  });

  it('refuses live orders, validates, needs login, and ignores another user’s order', async () => {
    const { user, token } = await newShopper(h.db);
    const live = await makeOrder(h.db, user.id, { status: 3 });
    const refused = await h.call('/api/order/delete', { id: live.order.id }, { token });
    expect(refused.code).toBe(0);
    expect(refused.msg).toContain('In the warehouse');
    expect((await h.call('/api/order/delete', { id: 'x' }, { token })).msg).toContain('id');
    expect((await h.call('/api/order/delete', { id: live.order.id })).code).toBe(401);
    const other = await newShopper(h.db);
    const done = await makeOrder(h.db, other.user.id, { status: 5 });
    expect((await h.call('/api/order/delete', { id: done.order.id }, { token })).msg).toBe('Order not found');
    expect((await orderRow(done.order.id)).deleted).toBe(false);
  });
});

describe('/api/order/detail', () => {
  it('answers the order with goods, storage days, group, problem handling and timestamps', async () => {
    const { user, token } = await newShopper(h.db);
    const { order, group, goods } = await makeOrder(h.db, user.id, { status: 3, weightG: 420 });
    await h.db.update(orders).set({ problem: 'price_change', problemFen: 1500, expressCompany: 'SF', expressNo: 'SF100' }).where(eq(orders.id, order.id));
    const r = await h.call('/api/order/detail', { id: order.id }, { token });
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({
      id: order.id, sn: order.sn, group_sn: group.sn, status: 3, status_text: 'In the warehouse', total: '50.00',
      express_no: 'SF100', messages_count: 0, problem: 'price_change', problem_amount: '15.00', free_days: 90,
    });
    expect(r.data.problem_handling).toMatchObject({ kind: 'price_change', actions: ['pay', 'cancel'], pay: { type: 'order_problem', sn: order.sn, amount: '15.00' } });
    expect(r.data.goods[0]).toMatchObject({ id: goods[0].id, weight_g: 420, volume_cm3: 3000, photos: ['/static/qc/fixture.webp'], free_days_left: 90, in_parcel: false });
    expect(r.data.paid_at).toBeGreaterThan(0);
  });

  it('validates, needs login, and hides another user’s order', async () => {
    const other = await newShopper(h.db);
    const { order } = await makeOrder(h.db, other.user.id);
    const { token } = await newShopper(h.db);
    expect((await h.call('/api/order/detail', {}, { token })).msg).toContain('id');
    expect((await h.call('/api/order/detail', { id: order.id })).status).toBe(401);
    expect(await h.call('/api/order/detail', { id: order.id }, { token })).toMatchObject({ code: 0, data: null });
  });
});

describe('/api/order/changeShipping and deletegoods', () => {
  it('switches an unpaid order to express (post fee doubles) and back, keeping the group total in step', async () => {
    const { user, token } = await newShopper(h.db);
    const { order, group } = await makeOrder(h.db, user.id, { status: 0 });
    await h.db.update(orders).set({ postFeeFen: 800, totalFen: 5_800 }).where(eq(orders.id, order.id));
    const express = await h.call('/api/order/changeShipping', { id: order.id, express: 'express' }, { token });
    expect(express.data).toMatchObject({ shipping: 'express', post_fee: '16.00', total: '66.00', group_sn: group.sn, group_total: '66.00' });
    const standard = await h.call('/api/order/changeShipping', { id: order.id, express: 'standard' }, { token });
    expect(standard.data).toMatchObject({ shipping: 'standard', post_fee: '8.00', total: '58.00', group_total: '58.00' });
    expect((await h.call('/api/order/detail', { id: order.id }, { token })).data.shipping).toBe('standard');
  });

  it('recomputes the post fee from the catalogue items (the largest one), whatever the order says', async () => {
    const { user, token } = await newShopper(h.db);
    const { item } = await makeItem(h.db);
    const { order, goods } = await makeOrder(h.db, user.id, { status: 0 });
    await h.db.update(orderGoods).set({ itemId: item.id }).where(eq(orderGoods.id, goods[0].id));
    await h.db.update(orders).set({ postFeeFen: 1_600, totalFen: 6_600 }).where(eq(orders.id, order.id));
    const r = await h.call('/api/order/changeShipping', { id: order.id, express: 'standard' }, { token });
    expect(r.data).toMatchObject({ post_fee: '8.00', total: '58.00' });
    expect((await h.call('/api/order/changeShipping', { id: order.id, express: 'express' }, { token })).data.post_fee).toBe('16.00');
  });

  it('refuses paid orders, bad choices, visitors and other users’ orders', async () => {
    const { user, token } = await newShopper(h.db);
    const paid = await makeOrder(h.db, user.id, { status: 1 });
    expect((await h.call('/api/order/changeShipping', { id: paid.order.id, express: 'express' }, { token })).msg).toContain('Only unpaid orders');
    expect((await h.call('/api/order/changeShipping', { id: paid.order.id, express: 'rocket' }, { token })).msg).toContain('express');
    expect((await h.call('/api/order/changeShipping', { id: paid.order.id, express: 'express' })).status).toBe(401);
    const other = await newShopper(h.db);
    const theirs = await makeOrder(h.db, other.user.id);
    expect((await h.call('/api/order/changeShipping', { id: theirs.order.id, express: 'express' }, { token })).msg).toBe('Order not found');
    expect((await orderRow(theirs.order.id)).shipping).toBe('standard');
  });

  it('removes a line from an unpaid order, recomputing goods, service fee and totals, but never the last line', async () => {
    const { user, token } = await newShopper(h.db);
    const { order, goods } = await makeOrder(h.db, user.id, { status: 0, goods: 2, priceFen: 10_000 });
    const r = await h.call('/api/order/deletegoods', { id: order.id, goods_id: goods[0].id }, { token });
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({ goods_total: '100.00', service_fee: '5.00', total: '105.00', group_total: '105.00' });
    const detail = await h.call('/api/order/detail', { id: order.id }, { token });
    expect(detail.data.goods.map((g: { id: number }) => g.id)).toEqual([goods[1].id]);
    const last = await h.call('/api/order/deletegoods', { id: order.id, goods_id: goods[1].id }, { token });
    expect(last.code).toBe(0);
    expect(last.msg).toContain('at least one item');
  });

  it('deletegoods validates, needs login, refuses paid orders and other users’ lines', async () => {
    const { user, token } = await newShopper(h.db);
    const paid = await makeOrder(h.db, user.id, { status: 1, goods: 2 });
    expect((await h.call('/api/order/deletegoods', { id: paid.order.id, goods_id: paid.goods[0].id }, { token })).msg).toContain('Only unpaid');
    expect((await h.call('/api/order/deletegoods', { id: paid.order.id }, { token })).msg).toContain('goods_id');
    expect((await h.call('/api/order/deletegoods', { id: paid.order.id, goods_id: 1 })).code).toBe(401);
    const other = await newShopper(h.db);
    const theirs = await makeOrder(h.db, other.user.id, { goods: 2 });
    expect((await h.call('/api/order/deletegoods', { id: theirs.order.id, goods_id: theirs.goods[0].id }, { token })).msg).toBe('Order not found');
    const mine = await makeOrder(h.db, user.id, { goods: 2 });
    expect((await h.call('/api/order/deletegoods', { id: mine.order.id, goods_id: theirs.goods[0].id }, { token })).msg).toBe('Goods not found');
  });
});
