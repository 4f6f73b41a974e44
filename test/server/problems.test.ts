import { describe, it, expect, beforeAll } from 'vitest';
import { harness, type Harness } from './harness';
import { makeOrder, newShopper, orderStatus } from './fixtures';
import { balanceOf, ledger } from './pay-fixtures';
import { ledgerBalance } from '../../server/domain/money/wallet';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const call = (path: string, params: Record<string, string | number>, token: string, lang = 'en') => h.call(path, params, { token, lang });
const problem = (token: string, id: number, lang = 'en') => call('/api/goodsproblem/getProblem', { id }, token, lang);
const handle = (token: string, id: number, method: string, lang = 'en') => call('/api/goodsproblem/handleMethod', { id, method }, token, lang);

async function exact(userId: number) {
  expect(await balanceOf(h.db, userId)).toBe(await ledgerBalance(h.db, userId));
}

describe('goodsproblem: a price change', () => {
  it('shows the extra the operator asked for; pay → the order_problem bill on the pay page; then no problem is left', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 10_000 });
    const { order } = await makeOrder(h.db, user.id, { status: 1 });
    expect((await problem(token, order.id)).data).toBeNull();
    await h.ops('problem', { id: order.id, kind: 'price_change', amount: '12.30' });
    expect((await problem(token, order.id)).data).toEqual({
      id: order.id, sn: order.sn, status: 1, status_text: 'Paid, to be bought', kind: 'price_change', text: 'Price changed: extra payment needed', amount: '12.30',
      actions: ['pay', 'cancel'], pay: { type: 'order_problem', sn: order.sn, amount: '12.30' },
    });
    expect((await problem(token, order.id, 'ru')).data.text).toBe('Цена изменилась: нужна доплата');
    expect((await handle(token, order.id, 'refund')).msg).toBe('You cannot choose "Refund" for this problem');
    const chosen = await handle(token, order.id, 'pay');
    expect(chosen.data).toEqual({ id: order.id, method: 'pay', status: 1, pay: { type: 'order_problem', sn: order.sn, amount: '12.30' }, refund: '0.00' });
    expect(await balanceOf(h.db, user.id)).toBe(10_000);
    expect((await call('/api/paywallet/payBalance', { sn: order.sn, type: 'order_problem' }, token)).code).toBe(1);
    expect(await balanceOf(h.db, user.id)).toBe(8_770);
    expect((await problem(token, order.id)).data).toBeNull();
    expect((await handle(token, order.id, 'cancel')).msg).toBe('This order has no problem waiting for you');
    await exact(user.id);
  });

  it('cancel → the order is cancelled with everything paid back, the extra paid for an earlier price change too', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 10_000 });
    const { order } = await makeOrder(h.db, user.id, { status: 1 });
    await h.ops('problem', { id: order.id, kind: 'price_change', amount: '12.30' });
    await call('/api/paywallet/payBalance', { sn: order.sn, type: 'order_problem' }, token);
    await h.ops('problem', { id: order.id, kind: 'price_change', amount: '5.00' });
    const r = await handle(token, order.id, 'cancel');
    expect(r.data).toEqual({ id: order.id, method: 'cancel', status: -1, pay: null, refund: '62.30' });
    expect(await orderStatus(h.db, order.id)).toBe(-1);
    expect(await balanceOf(h.db, user.id)).toBe(10_000 - 1_230 + 6_230);
    expect((await problem(token, order.id)).data).toBeNull();
    await exact(user.id);
  });
});

describe('goodsproblem: out of stock', () => {
  it('refund → the order is refunded to the wallet once, under 20 concurrent choices', async () => {
    const { user, token } = await newShopper(h.db);
    const { order } = await makeOrder(h.db, user.id, { status: 1, goods: 2 });
    await h.ops('problem', { id: order.id, kind: 'out_of_stock' });
    expect((await problem(token, order.id, 'zh-cn')).data).toMatchObject({ kind: 'out_of_stock', text: '缺货', actions: ['refund', 'cancel'], pay: null, amount: '0.00' });
    expect((await handle(token, order.id, 'pay', 'ru')).msg).toBe('Для этой проблемы нельзя выбрать «Доплатить»');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => handle(token, order.id, i % 2 ? 'refund' : 'cancel')));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const ok = answers.filter((a) => a.code === 1);
    expect(ok).toHaveLength(1);
    expect(ok[0].data).toMatchObject({ status: -1, refund: '100.00' });
    expect((await ledger(h.db, user.id)).filter((e) => e.type === 'refund').map((e) => [e.refType, e.refSn, e.amountFen])).toEqual([['order', order.sn, 10_000]]);
    expect(await balanceOf(h.db, user.id)).toBe(10_000);
    await exact(user.id);
  });

  it('a line already refunded is not paid again when the order is refunded', async () => {
    const { user, token } = await newShopper(h.db);
    const { order, goods } = await makeOrder(h.db, user.id, { status: 1, goods: 2 });
    await h.ops('problem', { id: order.id, kind: 'out_of_stock' });
    expect((await call('/api/goodsrefund/addRefundOnly', { goods_id: goods[0].id }, token)).data.refund.amount).toBe('50.00');
    expect((await handle(token, order.id, 'refund')).data.refund).toBe('50.00');
    expect(await balanceOf(h.db, user.id)).toBe(10_000);
    await exact(user.id);
  });
});

describe('goodsproblem: only the shopper\'s own orders', () => {
  it("another shopper's problem can be neither read nor answered", async () => {
    const owner = await newShopper(h.db);
    const other = await newShopper(h.db);
    const { order } = await makeOrder(h.db, owner.user.id, { status: 1 });
    await h.ops('problem', { id: order.id, kind: 'out_of_stock' });
    expect(await problem(other.token, order.id)).toMatchObject({ code: 0, msg: 'Order not found', data: null });
    for (const method of ['pay', 'refund', 'cancel']) expect((await handle(other.token, order.id, method)).msg).toBe('Order not found');
    expect(await orderStatus(h.db, order.id)).toBe(1);
    expect(await balanceOf(h.db, other.user.id)).toBe(0);
    expect(await balanceOf(h.db, owner.user.id)).toBe(0);
    expect((await problem(owner.token, order.id)).data.kind).toBe('out_of_stock');
  });

  it('validates the choice and needs a login', async () => {
    const { token } = await newShopper(h.db);
    expect((await handle(token, 1, 'keep')).msg).toBe('Invalid parameter: method');
    expect((await call('/api/goodsproblem/getProblem', {}, token, 'ru')).msg).toBe('Поле id не может быть пустым');
    expect((await h.call('/api/goodsproblem/getProblem', { id: 1 })).status).toBe(401);
  });
});
