import { describe, it, expect, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { addOrderToGroup, balanceOf, ledger, makeOnepay, makeParcel, paymentsFor } from './pay-fixtures';
import { onepayOrders, orderGroups, orders, parcels } from '../../server/db/schema';
import { ledgerBalance } from '../../server/domain/money/wallet';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const invoice = (token: string, sn: string, extra: Record<string, string> = {}, lang = 'en') =>
  h.call('/api/paywallet/getInvoice', { sn, ...extra }, { token, lang });
const pay = (token: string, sn: string, extra: Record<string, string> = {}, lang = 'en') =>
  h.call('/api/paywallet/payBalance', { sn, ...extra }, { token, lang });

/** A group of two orders: ¥50 goods, and ¥30 goods + ¥8 domestic + ¥1.50 service: ¥89.50 owed. */
async function twoOrderGroup(userId: number) {
  const { group, order } = await makeOrder(h.db, userId);
  const second = await addOrderToGroup(h.db, userId, group.id, { goods: 3000, post: 800, service: 150 });
  return { group, first: order, second };
}

describe('getInvoice', () => {
  it('answers an order group: the sum of its unpaid orders, with translated lines and the balance', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 20_000 });
    const { group } = await twoOrderGroup(user.id);
    const r = await invoice(token, group.sn);
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({
      sn: group.sn, type: 'order_group', status: 0, amount: '89.50', paid: false, payable: true, coupon: null, balance: '200.00', remit_pending: false,
      created_at: group.createdAt,
    });
    expect(r.data.lines).toEqual([
      { label: 'Goods', amount: '80.00' }, { label: 'Domestic shipping', amount: '8.00' }, { label: 'Service fee', amount: '1.50' },
    ]);
    const ru = await invoice(token, group.sn, {}, 'ru');
    expect(ru.data.lines[0].label).toBe('Товары');
  });

  it('answers one purchase order alone by its O number', async () => {
    const { user, token } = await newShopper(h.db);
    const { second } = await twoOrderGroup(user.id);
    const r = await invoice(token, second.sn);
    expect(r.data).toMatchObject({ sn: second.sn, type: 'order', amount: '39.50', paid: false, payable: true });
  });

  it('answers the extra payment a price change asks, only with type=order_problem', async () => {
    const { user, token } = await newShopper(h.db);
    const { order } = await makeOrder(h.db, user.id, { status: 1 });
    expect((await invoice(token, order.sn, { type: 'order_problem' })).msg).toBe('Bill not found');
    await h.db.update(orders).set({ problem: 'price_change', problemFen: 1250 }).where(eq(orders.id, order.id));
    const r = await invoice(token, order.sn, { type: 'order_problem' });
    expect(r.data).toMatchObject({ type: 'order_problem', status: 1, amount: '12.50', payable: true });
    expect(r.data.lines).toEqual([{ label: `Price difference for order ${order.sn}`, amount: '12.50' }]);
    expect((await invoice(token, order.sn)).data).toMatchObject({ type: 'order', paid: true, amount: '0.00' });
  });

  it('answers a one-pay order with goods, domestic and international shipping', async () => {
    const { user, token } = await newShopper(h.db);
    const p = await makeOnepay(h.db, user.id);
    const r = await invoice(token, p.sn);
    expect(r.data).toMatchObject({ type: 'onepay', amount: '176.00', payable: true });
    expect(r.data.lines.map((l: { amount: string }) => l.amount)).toEqual(['80.00', '6.00', '90.00']);
  });

  it('answers a parcel: nothing payable until weighed, then shipping + insurance', async () => {
    const { user, token } = await newShopper(h.db);
    const packing = await makeParcel(h.db, user.id, 0);
    expect((await invoice(token, packing.sn)).data).toMatchObject({ type: 'parcel', status: 0, amount: '0.00', payable: false, paid: false, lines: [] });
    const weighed = await makeParcel(h.db, user.id, 1);
    const r = await invoice(token, weighed.sn);
    expect(r.data).toMatchObject({ type: 'parcel', status: 1, amount: '123.00', payable: true });
    expect(r.data.lines).toEqual([{ label: 'International shipping', amount: '120.00' }, { label: 'Insurance', amount: '3.00' }]);
  });

  it("answers another user's bill exactly like a missing one", async () => {
    const owner = await newShopper(h.db);
    const other = await newShopper(h.db);
    const { group, order } = await makeOrder(h.db, owner.user.id);
    const parcel = await makeParcel(h.db, owner.user.id, 1);
    for (const sn of [group.sn, order.sn, parcel.sn, 'OG000000000000', 'X123']) {
      const r = await invoice(other.token, sn);
      expect(r).toMatchObject({ code: 0, msg: 'Bill not found', data: null });
    }
  });

  it('names the missing field and needs a login', async () => {
    const { token } = await newShopper(h.db);
    const r = await h.call('/api/paywallet/getInvoice', {}, { token });
    expect(r.code).toBe(0);
    expect(r.msg).toContain('sn');
    const anon = await h.call('/api/paywallet/getInvoice', { sn: 'OG000000000000' });
    expect(anon.status).toBe(401);
    expect(anon.code).toBe(401);
  });
});

describe('getPaymentList', () => {
  it('offers the balance (saying whether it is enough) and offline remittance', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 6000 });
    const { group } = await twoOrderGroup(user.id);
    const r = await h.call('/api/paywallet/getPaymentList', { sn: group.sn }, { token });
    expect(r.data).toEqual([
      { code: 'balance', name: 'Balance', balance: '60.00', enough: false, pay_password: false },
      { code: 'offline', name: 'Offline bank transfer' },
    ]);
    const cheap = await makeOrder(h.db, user.id, { priceFen: 2000 });
    expect((await h.call('/api/paywallet/getPaymentList', { sn: cheap.group.sn }, { token })).data[0].enough).toBe(true);
    expect((await h.call('/api/paywallet/getPaymentList', {}, { token })).data[0]).toMatchObject({ balance: '60.00', enough: true });
  });

  it("refuses another user's bill and answers 401 without a token", async () => {
    const owner = await newShopper(h.db);
    const other = await newShopper(h.db);
    const { group } = await makeOrder(h.db, owner.user.id);
    expect(await h.call('/api/paywallet/getPaymentList', { sn: group.sn }, { token: other.token })).toMatchObject({ code: 0, data: null });
    expect((await h.call('/api/paywallet/getPaymentList', {})).status).toBe(401);
  });
});

describe('payBalance', () => {
  it('pays an order group: every order paid, balance down by exactly the amount owed, one ledger payment', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 100_000 });
    const { group, first, second } = await twoOrderGroup(user.id);
    const r = await pay(token, group.sn);
    expect(r).toMatchObject({ code: 1, msg: 'Payment successful', data: { sn: group.sn, type: 'order_group', paid: true, balance: '910.50' } });
    const rows = await h.db.select().from(orders).where(eq(orders.groupId, group.id));
    expect(rows.map((o) => o.status)).toEqual([1, 1]);
    expect(rows.every((o) => o.paidAt)).toBe(true);
    const [g] = await h.db.select().from(orderGroups).where(eq(orderGroups.id, group.id));
    expect(g.status).toBe(1);
    expect(g.paidAt).toBeTruthy();
    expect(await balanceOf(h.db, user.id)).toBe(100_000 - 8950);
    const entries = await paymentsFor(h.db, group.sn);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ userId: user.id, amountFen: -8950, balanceAfterFen: 91_050, refType: 'order_group' });
    expect(await ledgerBalance(h.db, user.id)).toBe(91_050);
    const reopened = (await invoice(token, group.sn)).data;
    expect(reopened).toMatchObject({ paid: true, payable: false, amount: '0.00', status: 1, paid_amount: '89.50' });
    // Reopened later, the bill says what was paid and when (never just "0.00").
    expect(reopened.paid_at).toBe(entries[0].createdAt);
    expect((await invoice(token, first.sn)).data.paid).toBe(true);
    expect((await invoice(token, second.sn)).data.paid).toBe(true);
  });

  it('refuses a second payment of the same bill and charges nothing', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 100_000 });
    const { group } = await makeOrder(h.db, user.id);
    expect((await pay(token, group.sn)).code).toBe(1);
    const again = await pay(token, group.sn);
    expect(again).toMatchObject({ code: 0, msg: 'This bill has already been paid', data: null });
    expect((await pay(token, group.sn, {}, 'zh-cn')).msg).toBe('该账单已支付');
    expect(await balanceOf(h.db, user.id)).toBe(95_000);
    expect(await paymentsFor(h.db, group.sn)).toHaveLength(1);
  });

  it('refuses when the balance is too small and changes nothing', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 1000 });
    const { group, order } = await makeOrder(h.db, user.id);
    const r = await pay(token, group.sn);
    expect(r).toMatchObject({ code: 0, msg: 'Insufficient balance: you have ¥10.00' });
    expect((await pay(token, group.sn, {}, 'ru')).msg).toBe('Недостаточно средств: на балансе ¥10.00');
    expect((await h.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe(0);
    expect((await h.db.select().from(orderGroups).where(eq(orderGroups.id, group.id)))[0].status).toBe(0);
    expect(await balanceOf(h.db, user.id)).toBe(1000);
    expect(await ledger(h.db, user.id)).toHaveLength(1);
  });

  it('lets exactly one of 20 concurrent payments of one bill through', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 100_000 });
    const { group } = await makeOrder(h.db, user.id, { priceFen: 4321 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(token, group.sn)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    const refused = answers.filter((a) => a.code !== 1);
    expect(refused).toHaveLength(19);
    expect(refused.every((a) => a.code === 0 && a.msg === 'This bill has already been paid')).toBe(true);
    expect(await paymentsFor(h.db, group.sn)).toHaveLength(1);
    expect(await balanceOf(h.db, user.id)).toBe(100_000 - 4321);
    expect(await ledgerBalance(h.db, user.id)).toBe(100_000 - 4321);
  });

  it('never takes the wallet below zero when different bills are paid at once', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 6000 });
    const a = await makeOrder(h.db, user.id);
    const b = await makeOnepay(h.db, user.id);
    const c = await makeOrder(h.db, user.id);
    const sns = [a.group.sn, b.sn, c.order.sn];
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => pay(token, sns[i % 3])));
    const ok = answers.filter((x) => x.code === 1);
    expect(ok).toHaveLength(1);
    expect(answers.filter((x) => x.code === 0).every((x) => /Insufficient balance|already been paid/.test(x.msg))).toBe(true);
    expect(await balanceOf(h.db, user.id)).toBe(1000);
    expect(await ledgerBalance(h.db, user.id)).toBe(1000);
  });

  it('pays one order of a group alone; paying the last one pays the group', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 100_000 });
    const { group, first, second } = await twoOrderGroup(user.id);
    expect((await pay(token, second.sn)).data.balance).toBe('960.50');
    expect((await invoice(token, group.sn)).data).toMatchObject({ amount: '50.00', paid: false, payable: true });
    expect((await pay(token, first.sn)).data.balance).toBe('910.50');
    expect((await invoice(token, group.sn)).data).toMatchObject({ paid: true, status: 1 });
    expect((await pay(token, group.sn)).msg).toBe('This bill has already been paid');
    expect(await balanceOf(h.db, user.id)).toBe(91_050);
  });

  it('pays a price-change problem and clears it', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 10_000 });
    const { order } = await makeOrder(h.db, user.id, { status: 2 });
    await h.db.update(orders).set({ problem: 'price_change', problemFen: 1250 }).where(eq(orders.id, order.id));
    expect((await pay(token, order.sn, { type: 'order_problem' })).data).toMatchObject({ type: 'order_problem', balance: '87.50' });
    const [o] = await h.db.select().from(orders).where(eq(orders.id, order.id));
    expect(o).toMatchObject({ problem: null, problemFen: 0, status: 2 });
    expect((await invoice(token, order.sn, { type: 'order_problem' })).data).toMatchObject({ paid: true, payable: false, amount: '0.00' });
    expect((await pay(token, order.sn, { type: 'order_problem' })).msg).toBe('This bill has already been paid');
    expect((await pay(token, order.sn)).msg).toBe('This bill has already been paid');
  });

  it('pays a second price change on the same order like the first, each once, a double tap charging once', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 10_000 });
    const { order } = await makeOrder(h.db, user.id, { status: 1 });
    const payProblem = () => pay(token, order.sn, { type: 'order_problem' });
    expect((await h.ops('problem', { id: order.id, kind: 'price_change', amount: '12.50' })).code).toBe(1);
    expect((await payProblem()).data).toMatchObject({ type: 'order_problem', balance: '87.50' });
    expect((await payProblem()).msg).toBe('This bill has already been paid');

    expect((await h.ops('problem', { id: order.id, kind: 'price_change', amount: '3.20' })).code).toBe(1);
    expect((await invoice(token, order.sn, { type: 'order_problem' })).data).toMatchObject({ payable: true, paid: false, amount: '3.20' });
    const taps = await Promise.all(Array.from({ length: 10 }, payProblem));
    const ok = taps.filter((a) => a.code === 1);
    expect(ok).toHaveLength(1);
    expect(ok[0].data).toMatchObject({ type: 'order_problem', balance: '84.30' });
    expect(taps.filter((a) => a.code !== 1).every((a) => a.msg === 'This bill has already been paid')).toBe(true);
    expect((await payProblem()).msg).toBe('This bill has already been paid');
    expect((await invoice(token, order.sn, { type: 'order_problem' })).data).toMatchObject({ paid: true, payable: false });

    expect((await paymentsFor(h.db, order.sn)).map((e) => e.amountFen).sort((a, b) => a - b)).toEqual([-1250, -320]);
    expect(await balanceOf(h.db, user.id)).toBe(8430);
    expect(await ledgerBalance(h.db, user.id)).toBe(8430);
    expect((await h.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ problem: null, problemFen: 0, status: 1 });
    // Cancelled before buying, the order gives back what it cost and both extras.
    expect((await h.call('/api/order/cancel', { id: order.id }, { token })).data).toMatchObject({ status: -1, refund: '65.70' });
    expect(await ledgerBalance(h.db, user.id)).toBe(15_000);
  });

  it('pays a one-pay order (0 → 1) and a weighed parcel (1 → 2), refusing a parcel still packing', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 50_000 });
    const op = await makeOnepay(h.db, user.id);
    expect((await pay(token, op.sn)).data.balance).toBe('324.00');
    expect((await h.db.select().from(onepayOrders).where(eq(onepayOrders.id, op.id)))[0]).toMatchObject({ status: 1 });
    const packing = await makeParcel(h.db, user.id, 0);
    expect((await pay(token, packing.sn)).msg).toBe('This bill cannot be paid now');
    const weighed = await makeParcel(h.db, user.id, 1);
    expect((await pay(token, weighed.sn)).data.balance).toBe('201.00');
    const [p] = await h.db.select().from(parcels).where(eq(parcels.id, weighed.id));
    expect(p.status).toBe(2);
    expect(p.paidAt).toBeTruthy();
    expect((await paymentsFor(h.db, weighed.sn))[0]).toMatchObject({ refType: 'parcel', amountFen: -12_300 });
    expect(await ledgerBalance(h.db, user.id)).toBe(20_100);
  });

  it("refuses another user's bill without touching it, a missing sn, and no token", async () => {
    const owner = await newShopper(h.db, { balanceFen: 100_000 });
    const other = await newShopper(h.db, { balanceFen: 100_000 });
    const { group } = await makeOrder(h.db, owner.user.id);
    expect(await pay(other.token, group.sn)).toMatchObject({ code: 0, msg: 'Bill not found', data: null });
    expect((await h.db.select().from(orderGroups).where(eq(orderGroups.id, group.id)))[0].status).toBe(0);
    expect(await balanceOf(h.db, other.user.id)).toBe(100_000);
    const bad = await h.call('/api/paywallet/payBalance', { sn: '' }, { token: owner.token });
    expect(bad.code).toBe(0);
    expect(bad.msg).toContain('sn');
    const anon = await h.call('/api/paywallet/payBalance', { sn: group.sn });
    expect([anon.status, anon.code]).toEqual([401, 401]);
  });
});
