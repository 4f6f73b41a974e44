import { describe, it, expect, beforeAll } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { addOrderToGroup, balanceOf, makeOnepay, makeParcel, paymentsFor } from './pay-fixtures';
import { cashbacks, coupons, moneyLog, onepayOrders, orderGroups, orders, scoreLog, ONEPAY_STATUS, ORDER_STATUS } from '../../server/db/schema';
import { ledgerBalance } from '../../server/domain/money/wallet';
import { settleCashbacks } from '../../server/domain/rewards/cashback';

/** Coupons on every bill of their scope (design §4c): single orders, one-pay orders, parcels; one quote. */
let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const now = () => Math.floor(Date.now() / 1000);
const call = (path: string, params: Record<string, string | number>, token: string, lang = 'en') => h.call(path, params, { token, lang });
const activate = async (token: string, code: string) => (await call('/api/couponrule/activate', { code }, token)).data.id as number;
const useCoupon = (token: string, sn: string, coupon_id: number) => call('/api/paywallet/useCoupon', { sn, coupon_id }, token);
const invoice = async (token: string, sn: string, type?: string) => (await h.call('/api/paywallet/getInvoice', { sn, type }, { token })).data;
const pay = (token: string, sn: string, extra: Record<string, string> = {}) => call('/api/paywallet/payBalance', { sn, ...extra }, token);
const uselist = async (token: string, sn: string) => (await call('/api/coupon/uselist', { sn }, token)).data as { id: number; off: string }[];
const couponRow = async (id: number) => (await h.db.select().from(coupons).where(eq(coupons.id, id)))[0];
const orderRow = async (id: number) => (await h.db.select().from(orders).where(eq(orders.id, id)))[0];
const listRows = async (token: string) => (await h.call('/api/order/lists', { status: 'all', pagesize: 50 }, { token })).data.data as { id: number; total: string; coupon: string; paid: string }[];
const detail = async (token: string, id: number) => (await h.call('/api/order/detail', { id }, { token })).data;
async function exact(userId: number) {
  expect(await balanceOf(h.db, userId)).toBe(await ledgerBalance(h.db, userId));
}

/** A shopper with the coupon bought for 250 points ("¥15 off parcel shipping", min ¥100), given the points by the operator. */
async function withShippingCoupon() {
  const s = await newShopper(h.db, { balanceFen: 100_000 });
  expect((await h.ops('score_add', { user_id: s.user.id, amount: 250, memo: 'test' })).code).toBe(1);
  const offers = (await h.call('/api/integralcoupon/lists', { page: 1, pagesize: 100 }, { token: s.token, method: 'GET' })).data.data as { id: number; scope: string; amount: string }[];
  const offer = offers.find((o) => o.scope === 'shipping' && o.amount === '15.00')!;
  const r = await call('/api/integralcoupon/exchange', { id: offer.id }, s.token);
  expect(r.code).toBe(1);
  return { ...s, couponId: r.data.coupon_id as number };
}

describe('a single order paid from My orders', () => {
  it('carries the coupon chosen for its group while it applies; paying uses it, the group lets go, the card shows what was paid', async () => {
    const s = await newShopper(h.db, { balanceFen: 100_000 });
    const id = await activate(s.token, 'WELCOME10');
    const { group, order } = await makeOrder(h.db, s.user.id, { priceFen: 6000 });
    const second = await addOrderToGroup(h.db, s.user.id, group.id, { goods: 3000, post: 500, service: 0 });
    expect((await useCoupon(s.token, group.sn, id)).data).toMatchObject({ amount: '85.00', coupon: { id, amount: '10.00' } });
    // The order's own bill carries it (¥60 meets the ¥50 minimum); the other order's (¥35) does not.
    expect(await invoice(s.token, order.sn)).toMatchObject({ amount: '50.00', coupon: { id, amount: '10.00' }, coupon_scopes: ['goods', 'fee'] });
    expect(await invoice(s.token, second.sn)).toMatchObject({ amount: '35.00', coupon: null });
    const rows = await listRows(s.token);
    expect(rows.find((r) => r.id === order.id)).toMatchObject({ total: '50.00', coupon: '10.00', paid: '0.00' });
    // The shown total is checked: a stale one is refused and nothing moves.
    expect((await pay(s.token, order.sn, { amount: '60.00' })).msg).toBe('The total is now ¥50.00: check the bill and pay again');
    expect(await balanceOf(h.db, s.user.id)).toBe(100_000);
    const paid = await pay(s.token, order.sn, { amount: '50.00' });
    expect(paid.data).toMatchObject({ amount: '50.00', balance: '950.00' });
    expect(await couponRow(id)).toMatchObject({ status: 1, usedRef: order.sn });
    expect((await h.db.select().from(orderGroups).where(eq(orderGroups.id, group.id)))[0].couponId).toBeNull();
    expect(await orderRow(order.id)).toMatchObject({ paidBy: order.sn, couponId: id, couponFen: 1000 });
    expect((await listRows(s.token)).find((r) => r.id === order.id)).toMatchObject({ total: '50.00', coupon: '10.00', paid: '50.00' });
    expect(await detail(s.token, order.id)).toMatchObject({ total: '50.00', coupon: '10.00', paid: '50.00', goods_total: '60.00' });
    expect(await invoice(s.token, order.sn)).toMatchObject({ paid: true, paid_amount: '50.00' });
    // The group now owes the other order, without the coupon.
    expect(await invoice(s.token, group.sn)).toMatchObject({ amount: '35.00', coupon: null });
    await exact(s.user.id);
  });

  it('"no coupon" on an order sticks; a coupon moves between a group and its order, never to another unpaid bill', async () => {
    const s = await newShopper(h.db, { balanceFen: 100_000 });
    const id = await activate(s.token, 'WELCOME10');
    const a = await makeOrder(h.db, s.user.id, { priceFen: 6000 });
    const b = await makeOrder(h.db, s.user.id, { priceFen: 6000 });
    await useCoupon(s.token, a.group.sn, id);
    expect((await useCoupon(s.token, a.order.sn, 0)).data).toMatchObject({ amount: '60.00', coupon: null });
    expect(await invoice(s.token, a.group.sn)).toMatchObject({ amount: '50.00', coupon: { id } });
    // Chosen for the order, the group lets go; chosen for the group again, the order carries the group's.
    expect((await useCoupon(s.token, a.order.sn, id)).data).toMatchObject({ amount: '50.00', coupon: { id } });
    expect(await invoice(s.token, a.group.sn)).toMatchObject({ amount: '60.00', coupon: null });
    expect((await useCoupon(s.token, a.group.sn, id)).data).toMatchObject({ amount: '50.00', coupon: { id } });
    expect(await orderRow(a.order.id)).toMatchObject({ couponId: null });
    // Another unpaid bill cannot take it, nor list it; once that bill is cancelled, the coupon is free again.
    expect((await useCoupon(s.token, b.group.sn, id)).msg).toBe('This coupon is already applied to another order');
    expect((await uselist(s.token, b.group.sn)).map((c) => c.id)).not.toContain(id);
    expect((await call('/api/order/cancel', { id: a.order.id }, s.token)).code).toBe(1);
    expect((await uselist(s.token, b.group.sn)).find((c) => c.id === id)).toMatchObject({ off: '10.00' });
    expect((await useCoupon(s.token, b.group.sn, id)).data).toMatchObject({ amount: '50.00' });
    expect(await couponRow(id)).toMatchObject({ status: 0 });
  });

  it('an order paid alone with a coupon and cancelled gives back what was paid and the coupon', async () => {
    const s = await newShopper(h.db, { balanceFen: 100_000 });
    const id = await activate(s.token, 'WELCOME10');
    const { order } = await makeOrder(h.db, s.user.id, { priceFen: 6000 });
    await useCoupon(s.token, order.sn, id);
    expect((await pay(s.token, order.sn)).code).toBe(1);
    const r = await call('/api/order/cancel', { id: order.id }, s.token);
    expect(r.data.refund).toBe('50.00');
    expect(await balanceOf(h.db, s.user.id)).toBe(100_000);
    expect(await couponRow(id)).toMatchObject({ status: 0, usedRef: '' });
    await exact(s.user.id);
  });
});

describe('one coupon, used once, with the payment', () => {
  it('a group and its order both carrying the coupon, paid at once many times over: one payment uses it, the rest are refused, the money adds up', async () => {
    const s = await newShopper(h.db, { balanceFen: 100_000 });
    const id = await activate(s.token, 'WELCOME10');
    const { group, order } = await makeOrder(h.db, s.user.id, { priceFen: 6000 });
    await useCoupon(s.token, group.sn, id);
    const shown = { [group.sn]: (await invoice(s.token, group.sn)).amount, [order.sn]: (await invoice(s.token, order.sn)).amount };
    expect(shown).toEqual({ [group.sn]: '50.00', [order.sn]: '50.00' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => {
      const sn = i % 2 ? group.sn : order.sn;
      return pay(s.token, sn, { amount: shown[sn] });
    }));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(await balanceOf(h.db, s.user.id)).toBe(95_000);
    expect(await couponRow(id)).toMatchObject({ status: 1 });
    const payments = await h.db.select().from(moneyLog).where(and(eq(moneyLog.userId, s.user.id), eq(moneyLog.type, 'payment')));
    expect(payments.map((p) => p.amountFen)).toEqual([-5000]);
    expect((await listRows(s.token)).find((r) => r.id === order.id)).toMatchObject({ total: '50.00', coupon: '10.00', paid: '50.00' });
    await exact(s.user.id);
  });
});

describe('an order group paid with a coupon', () => {
  it('shares the coupon over its orders exactly (largest remainder by goods); cards add up to the payment', async () => {
    const s = await newShopper(h.db, { balanceFen: 100_000 });
    const id = await activate(s.token, 'SAVE10');
    const { group, order } = await makeOrder(h.db, s.user.id, { priceFen: 10_001 });
    const b = await addOrderToGroup(h.db, s.user.id, group.id, { goods: 3_333, post: 700, service: 167 });
    const c = await addOrderToGroup(h.db, s.user.id, group.id, { goods: 6_667, post: 0, service: 334 });
    // 10% of ¥200.01 = ¥20.00 (rounded down): 1000.1 + 333.3 + 666.7 → 1000, 333, 667.
    expect((await useCoupon(s.token, group.sn, id)).data).toMatchObject({ coupon: { amount: '20.00' }, amount: '192.02' });
    expect((await pay(s.token, group.sn)).data.amount).toBe('192.02');
    const shares = await Promise.all([order.id, b.id, c.id].map(async (x) => (await orderRow(x)).couponFen));
    expect(shares).toEqual([1000, 333, 667]);
    const rows = (await listRows(s.token)).filter((r) => [order.id, b.id, c.id].includes(r.id));
    const fen = (v: string) => Math.round(Number(v) * 100);
    expect(rows.reduce((x, r) => x + fen(r.paid), 0)).toBe(19_202);
    expect(rows.reduce((x, r) => x + fen(r.total), 0)).toBe(19_202);
    expect(rows.reduce((x, r) => x + fen(r.coupon), 0)).toBe(2000);
    expect(-(await paymentsFor(h.db, group.sn))[0].amountFen).toBe(19_202);
    expect(await invoice(s.token, group.sn)).toMatchObject({ paid: true, paid_amount: '192.02' });
  });
});

describe('one-pay orders and parcels', () => {
  it('a one-pay order takes a goods coupon; cancelled after paying, it gives back what was paid and the coupon', async () => {
    const s = await newShopper(h.db, { balanceFen: 100_000 });
    const id = await activate(s.token, 'WELCOME10');
    const p = await makeOnepay(h.db, s.user.id); // goods ¥80, total ¥176
    expect((await uselist(s.token, p.sn)).find((c) => c.id === id)).toMatchObject({ off: '10.00' });
    expect((await useCoupon(s.token, p.sn, id)).data).toMatchObject({ amount: '166.00', coupon: { amount: '10.00' } });
    const rows = (await h.call('/api/orders/oplists', { status: 'all' }, { token: s.token })).data.data;
    expect(rows.find((r: { id: number }) => r.id === p.id)).toMatchObject({ total: '166.00', coupon: '10.00', paid: '0.00' });
    expect((await pay(s.token, p.sn)).data.amount).toBe('166.00');
    expect((await h.call('/api/orders/opdetail', { id: p.id }, { token: s.token })).data).toMatchObject({ total: '166.00', coupon: '10.00', paid: '166.00' });
    const r = await call('/api/orders/cancel', { id: p.id }, s.token);
    expect(r.code).toBe(1);
    expect(await balanceOf(h.db, s.user.id)).toBe(100_000);
    expect(await couponRow(id)).toMatchObject({ status: 0 });
    await exact(s.user.id);
  });

  it('"¥15 off parcel shipping" bought with points is offered for a ¥160 parcel bill and pays it; goods coupons are not, and it is not for orders', async () => {
    const s = await withShippingCoupon();
    const goods = await activate(s.token, 'WELCOME10');
    const parcel = await makeParcel(h.db, s.user.id, 1, { shipping: 16_000, insurance: 300 });
    expect(await uselist(s.token, parcel.sn)).toEqual([expect.objectContaining({ id: s.couponId, off: '15.00', scope: 'shipping' })]);
    expect((await useCoupon(s.token, parcel.sn, goods)).msg).toBe('This coupon is for orders, not for parcel shipping');
    const r = await useCoupon(s.token, parcel.sn, s.couponId);
    expect(r.data).toMatchObject({ amount: '148.00', coupon: { amount: '15.00' }, coupon_scopes: ['shipping'] });
    expect(r.data.lines).toEqual([
      { label: 'International shipping', amount: '160.00' }, { label: 'Insurance', amount: '3.00' }, { label: 'Coupon', amount: '-15.00' },
    ]);
    const parcelView = async () => (await h.call('/api/sendorder/detail', { id: parcel.id }, { token: s.token })).data;
    expect(await parcelView()).toMatchObject({ total: '148.00', coupon: '15.00', paid: '0.00' });
    expect((await pay(s.token, parcel.sn)).data.amount).toBe('148.00');
    expect(await parcelView()).toMatchObject({ total: '148.00', coupon: '15.00', paid: '148.00', shipping_fee: '160.00' });
    expect(await couponRow(s.couponId)).toMatchObject({ status: 1, usedRef: parcel.sn });
    const { order } = await makeOrder(h.db, s.user.id, { priceFen: 20_000 });
    expect((await useCoupon(s.token, order.sn, s.couponId)).msg).toBe('This coupon has already been used');
    await exact(s.user.id);
  });

  it('a price difference takes no coupon, and says so', async () => {
    const s = await newShopper(h.db, { balanceFen: 100_000 });
    const id = await activate(s.token, 'NOMIN5');
    const { order } = await makeOrder(h.db, s.user.id, { status: 1 });
    await h.db.update(orders).set({ problem: 'price_change', problemFen: 1200, problemNo: 1 }).where(eq(orders.id, order.id));
    expect(await invoice(s.token, order.sn, 'order_problem')).toMatchObject({ amount: '12.00', coupon_scopes: [], earn: { points: 0, cashback: '0.00' } });
    expect((await h.call('/api/coupon/uselist', { sn: order.sn, type: 'order_problem' }, { token: s.token })).data).toEqual([]);
    const r = await h.call('/api/paywallet/useCoupon', { sn: order.sn, type: 'order_problem', coupon_id: id }, { token: s.token, lang: 'ru' });
    expect(r).toMatchObject({ code: 0, msg: 'К доплате за изменение цены купон не применяется' });
    expect(await couponRow(id)).toMatchObject({ status: 0 });
  });
});

describe('cashback and points of any goods bill', () => {
  async function joined() {
    const s = await newShopper(h.db, { balanceFen: 100_000 });
    const all = (await h.call('/api/promotions/getPromotions', {}, { token: s.token, method: 'GET' })).data as { id: number; state: string; cashback_rate: number }[];
    const running = all.find((p) => p.state === 'running' && p.cashback_rate === 3)!;
    expect((await call('/api/promotions/join', { id: running.id }, s.token)).code).toBe(1);
    return s;
  }
  const cashbackOf = async (type: string, sn: string) => (await h.db.select().from(cashbacks).where(and(eq(cashbacks.refType, type), eq(cashbacks.refSn, sn))))[0];

  it('a single order paid alone earns its quoted cashback, paid once it is done', async () => {
    const s = await joined();
    const { order } = await makeOrder(h.db, s.user.id, { priceFen: 5000, goods: 2 });
    expect((await invoice(s.token, order.sn)).earn).toEqual({ points: 10, cashback: '3.00' });
    expect((await pay(s.token, order.sn)).code).toBe(1);
    expect(await cashbackOf('order', order.sn)).toMatchObject({ amountFen: 300, status: 0 });
    expect((await invoice(s.token, order.sn)).earn).toEqual({ points: 10, cashback: '3.00' });
    await h.db.update(orders).set({ status: ORDER_STATUS.done }).where(eq(orders.id, order.id));
    await h.db.transaction((tx) => settleCashbacks(tx, [order.id], now()));
    expect(await cashbackOf('order', order.sn)).toMatchObject({ status: 1, amountFen: 300 });
    expect(await h.db.select().from(moneyLog).where(and(eq(moneyLog.type, 'cashback'), eq(moneyLog.refSn, order.sn)))).toHaveLength(1);
    await exact(s.user.id);
  });

  it('a one-pay order earns cashback and points when received; cancelled, nothing', async () => {
    const s = await joined();
    const p = await makeOnepay(h.db, s.user.id); // goods ¥80: 8 points, ¥2.40
    expect((await invoice(s.token, p.sn)).earn).toEqual({ points: 8, cashback: '2.40' });
    expect((await pay(s.token, p.sn)).code).toBe(1);
    expect(await cashbackOf('onepay', p.sn)).toMatchObject({ amountFen: 240, status: 0 });
    await h.db.update(onepayOrders).set({ status: ONEPAY_STATUS.shipped }).where(eq(onepayOrders.id, p.id));
    // The goods lines of the fixture: ¥80 in one line.
    const { orderGoods } = await import('../../server/db/schema');
    await h.db.insert(orderGoods).values({ userId: s.user.id, onepayId: p.id, title: 'One-pay goods', priceFen: 8000, quantity: 1 });
    expect((await h.ops('onepay_deliver', { id: p.id })).code).toBe(1);
    expect(await cashbackOf('onepay', p.sn)).toMatchObject({ amountFen: 240, status: 1 });
    expect(await h.db.select().from(scoreLog).where(and(eq(scoreLog.userId, s.user.id), eq(scoreLog.refKey, p.sn)))).toMatchObject([{ amount: 8, type: 'order' }]);
    const q = await makeOnepay(h.db, s.user.id);
    expect((await pay(s.token, q.sn)).code).toBe(1);
    expect((await call('/api/orders/cancel', { id: q.id }, s.token)).code).toBe(1);
    expect(await cashbackOf('onepay', q.sn)).toMatchObject({ status: -1 });
    await exact(s.user.id);
  });
});

describe('migration 0014 on orders paid before it', () => {
  it('names the bill that paid each order and shares a paid group’s coupon exactly over its orders', async () => {
    const { readFileSync } = await import('node:fs');
    const { sql } = await import('drizzle-orm');
    const s = await newShopper(h.db, { balanceFen: 100_000 });
    const id = await activate(s.token, 'SAVE10');
    // A group paid with a ¥20.00 coupon (10 % of ¥200.01 of goods) before shares were stored, and an order paid alone.
    const { group, order } = await makeOrder(h.db, s.user.id, { status: 1, priceFen: 10_001 });
    const b = await addOrderToGroup(h.db, s.user.id, group.id, { goods: 3_333, post: 700, service: 167 });
    const c = await addOrderToGroup(h.db, s.user.id, group.id, { goods: 6_667, post: 0, service: 334 });
    await h.db.update(orders).set({ status: 1, paidAt: now(), paidBy: '' }).where(inArray(orders.id, [order.id, b.id, c.id]));
    await h.db.update(orderGroups).set({ couponId: id, couponFen: 2000 }).where(eq(orderGroups.id, group.id));
    const alone = await makeOrder(h.db, s.user.id, { status: 1 });
    await h.db.update(orders).set({ paidBy: '' }).where(eq(orders.id, alone.order.id));
    await h.db.insert(moneyLog).values({ userId: s.user.id, type: 'payment', amountFen: -5000, balanceAfterFen: 95_000, refType: 'order', refSn: alone.order.sn, createdAt: now() });
    const migration = readFileSync('server/db/migrations/0014_coupon_shares.sql', 'utf8').split('--> statement-breakpoint').map((x) => x.trim());
    for (const statement of migration.filter((x) => /^(--[^\n]*\n)*(UPDATE|WITH)/.test(x))) await h.db.execute(sql.raw(statement));
    expect(await Promise.all([order.id, b.id, c.id].map(async (x) => (await orderRow(x)).couponFen))).toEqual([1000, 333, 667]);
    expect((await orderRow(order.id)).paidBy).toBe(group.sn);
    expect(await orderRow(alone.order.id)).toMatchObject({ paidBy: alone.order.sn, couponFen: 0 });
    const rows = await listRows(s.token);
    expect([order.id, b.id, c.id].map((x) => rows.find((r) => r.id === x)!.paid)).toEqual(['90.01', '38.67', '63.34']);
  });
});

describe('"No coupon" chosen is kept for every bill (the pay page then chooses none: issue 38 item 6)', () => {
  it('each bill says whether "No coupon" was chosen for it; choosing a coupon undoes it; an order carries its group\'s choice, and its own first', async () => {
    const s = await withShippingCoupon();
    const goods = await activate(s.token, 'WELCOME10');
    const { group, order } = await makeOrder(h.db, s.user.id, { priceFen: 6000 });
    const onepay = await makeOnepay(h.db, s.user.id);
    const parcel = await makeParcel(h.db, s.user.id, 1, { shipping: 16_000, insurance: 300 });
    // Nothing chosen yet: none of them says "no coupon" (the pay page puts the best on).
    for (const sn of [group.sn, order.sn, onepay.sn, parcel.sn]) expect(await invoice(s.token, sn)).toMatchObject({ coupon: null, no_coupon: false });
    for (const [sn, id] of [[onepay.sn, goods], [parcel.sn, s.couponId]] as const) {
      expect((await useCoupon(s.token, sn, 0)).data).toMatchObject({ coupon: null, no_coupon: true });
      expect(await invoice(s.token, sn)).toMatchObject({ coupon: null, no_coupon: true });
      expect((await useCoupon(s.token, sn, id)).data).toMatchObject({ coupon: { id }, no_coupon: false });
      expect((await useCoupon(s.token, sn, 0)).data).toMatchObject({ coupon: null, no_coupon: true });
    }
    // The group's "no coupon" is its order's while the order has no choice of its own.
    expect((await useCoupon(s.token, group.sn, 0)).data).toMatchObject({ amount: '60.00', no_coupon: true });
    expect(await invoice(s.token, order.sn)).toMatchObject({ coupon: null, no_coupon: true });
    expect((await useCoupon(s.token, order.sn, goods)).data).toMatchObject({ amount: '50.00', coupon: { id: goods }, no_coupon: false });
    // The group keeps its own choice; a coupon taken from it lets go of it (no choice left: not "no coupon").
    expect(await invoice(s.token, group.sn)).toMatchObject({ coupon: null, no_coupon: true });
    expect((await useCoupon(s.token, group.sn, goods)).data).toMatchObject({ coupon: { id: goods }, no_coupon: false });
    expect((await useCoupon(s.token, order.sn, goods)).data).toMatchObject({ coupon: { id: goods } });
    expect(await invoice(s.token, group.sn)).toMatchObject({ coupon: null, no_coupon: false });
    // Paid, a bill says nothing of it.
    expect((await pay(s.token, parcel.sn)).code).toBe(1);
    expect(await invoice(s.token, parcel.sn)).toMatchObject({ paid: true, no_coupon: false });
  });
});
