import { readFileSync } from 'node:fs';
import { describe, it, expect, beforeAll } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { harness, type Harness, type Params } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { makeOnepay } from './order-fixtures';
import { addOrderToGroup, balanceOf, ledger, makeParcel } from './pay-fixtures';
import { registerShopper } from './account-helpers';
import { affiliateCommissions, affiliates, orderGoods, orders, rebates, users, ORDER_STATUS } from '../../server/db/schema';
import { ledgerBalance } from '../../server/domain/money/wallet';
import { affiliateLedgerBalance } from '../../server/domain/affiliate/ledger';

/*
 * Rebates and affiliate commissions are pending until the goods paid for can no longer come back (issue 23 item 10,
 * design §4b): an invitee who pays, lets the inviter move the rebate and then cancels would otherwise create 3 % of
 * the goods from nothing per cycle.
 */

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const call = (path: string, params: Params, token: string, lang = 'en') => h.call(path, params, { token, lang });
const pay = (token: string, sn: string) => call('/api/paywallet/payBalance', { sn }, token);
const moveRebates = (token: string) => call('/api/userrebate/withdraw', {}, token);
const rebatesOf = (inviterId: number) => h.db.select().from(rebates).where(eq(rebates.userId, inviterId)).orderBy(rebates.id);
const PENDING_MSG = (amount: string) => `Your rebates of ¥${amount} can be moved once your friends’ goods have shipped`;

/** Every wallet named is the sum of its ledger. */
async function exact(...userIds: number[]) {
  for (const id of userIds) expect(await balanceOf(h.db, id)).toBe(await ledgerBalance(h.db, id));
}

/** An inviter (empty wallet) and a friend who registered through the inviter's link yesterday, with ¥5 000. */
async function invited() {
  const inviter = await newShopper(h.db);
  const friend = await newShopper(h.db, { balanceFen: 500_000 });
  await h.db.update(users).set({ inviterId: inviter.user.id, createdAt: Math.floor(Date.now() / 1000) - 86_400 }).where(eq(users.id, friend.user.id));
  return { inviter, friend };
}

/** An unpaid order group of `lines` lines at `priceFen`, with ¥30 of fees on top of the goods. */
async function unpaid(userId: number, lines: number, priceFen: number) {
  const made = await makeOrder(h.db, userId, { goods: lines, priceFen });
  await h.db.update(orders).set({ serviceFen: 2000, postFeeFen: 1000, totalFen: lines * priceFen + 3000 }).where(eq(orders.id, made.order.id));
  return made;
}

/** The orders' live goods go into a parcel, paid, that the operator then ships (ops ship). */
async function ship(userId: number, orderIds: number[]) {
  const p = await makeParcel(h.db, userId, 2);
  await h.db.update(orderGoods).set({ parcelId: p.id }).where(and(inArray(orderGoods.orderId, orderIds), eq(orderGoods.deleted, false)));
  await h.db.update(orders).set({ status: ORDER_STATUS.parcel }).where(inArray(orders.id, orderIds));
  expect((await h.ops('ship', { id: p.id })).code).toBe(1);
  return p;
}

describe('a rebate is pending until the goods can no longer come back', () => {
  it('the farming cycle creates nothing: the friend pays ¥4 000, the move is refused, the friend cancels → no rebate, every wallet = its ledger', async () => {
    const { inviter, friend } = await invited();
    const { group, order } = await unpaid(friend.user.id, 1, 400_000);
    expect((await pay(friend.token, group.sn)).code).toBe(1);
    expect(await rebatesOf(inviter.user.id)).toMatchObject([{ amountFen: 12_000, status: 2 }]);
    const list = await call('/api/userrebate/lists', { page: 1, pagesize: 10 }, inviter.token, 'ru');
    expect(list.data).toMatchObject({ pending: '120.00', available: '0.00', withdrawn: '0.00', earned: '120.00' });
    expect(list.data.data[0]).toMatchObject({ status: 2, status_text: 'Ждёт отправки товаров' });

    expect(await moveRebates(inviter.token)).toMatchObject({ code: 0, msg: PENDING_MSG('120.00') });
    expect((await call('/api/order/cancel', { id: order.id }, friend.token)).code).toBe(1);
    expect(await rebatesOf(inviter.user.id)).toMatchObject([{ status: -1 }]);
    expect(await moveRebates(inviter.token)).toMatchObject({ code: 0, msg: 'There is no rebate to move to your wallet' });
    expect((await call('/api/userrebate/lists', { page: 1, pagesize: 10 }, inviter.token)).data).toMatchObject({ pending: '0.00', available: '0.00', earned: '0.00' });
    expect(await balanceOf(h.db, inviter.user.id)).toBe(0);
    expect(await ledger(h.db, inviter.user.id)).toEqual([]);
    expect(await balanceOf(h.db, friend.user.id)).toBe(500_000);
    await exact(inviter.user.id, friend.user.id);
  });

  it('once the goods ship in a parcel the rebate is earned and moves once under 20 concurrent moves; the order can no longer be cancelled', async () => {
    const { inviter, friend } = await invited();
    const { group, order } = await unpaid(friend.user.id, 1, 400_000);
    expect((await pay(friend.token, group.sn)).code).toBe(1);
    await ship(friend.user.id, [order.id]);
    expect(await rebatesOf(inviter.user.id)).toMatchObject([{ amountFen: 12_000, status: 0 }]);
    expect((await call('/api/userrebate/lists', { page: 1, pagesize: 10 }, inviter.token)).data).toMatchObject({ pending: '0.00', available: '120.00' });

    const answers = await Promise.all(Array.from({ length: 20 }, () => moveRebates(inviter.token)));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.code === 1)).toMatchObject([{ data: { amount: '120.00', count: 1, balance: '120.00' } }]);
    expect(answers.filter((a) => a.code === 0).every((a) => a.msg === 'There is no rebate to move to your wallet')).toBe(true);
    expect((await ledger(h.db, inviter.user.id)).map((e) => [e.type, e.amountFen])).toEqual([['rebate', 12_000]]);
    expect((await call('/api/order/cancel', { id: order.id }, friend.token)).code).toBe(0);
    expect(await rebatesOf(inviter.user.id)).toMatchObject([{ status: 1 }]);
    await exact(inviter.user.id, friend.user.id);
  });

  it('a partial refund takes the pending rebate back in proportion: one of four lines refunded → three quarters left', async () => {
    const { inviter, friend } = await invited();
    const { group, order, goods } = await unpaid(friend.user.id, 4, 100_000);
    expect((await pay(friend.token, group.sn)).code).toBe(1);
    expect(await rebatesOf(inviter.user.id)).toMatchObject([{ baseFen: 400_000, amountFen: 12_000, status: 2 }]);
    expect((await call('/api/goodsrefund/addRefundOnly', { goods_id: goods[0].id, reason: '1' }, friend.token)).code).toBe(1);
    expect(await rebatesOf(inviter.user.id)).toMatchObject([{ baseFen: 300_000, amountFen: 9_000, status: 2 }]);
    await ship(friend.user.id, [order.id]);
    expect((await moveRebates(inviter.token)).data).toMatchObject({ amount: '90.00', count: 1 });
    await exact(inviter.user.id, friend.user.id);
  });

  it('a group of two orders waits for both; cancelling the one not shipped leaves the shipped one’s share, earned at once', async () => {
    const { inviter, friend } = await invited();
    const { group, order } = await unpaid(friend.user.id, 1, 200_000);
    const second = await addOrderToGroup(h.db, friend.user.id, group.id, { goods: 100_000, post: 0, service: 0 });
    await h.db.insert(orderGoods).values({ userId: friend.user.id, orderId: second.id, title: 'Second goods', priceFen: 100_000, quantity: 1 });
    expect((await pay(friend.token, group.sn)).code).toBe(1);
    expect(await rebatesOf(inviter.user.id)).toMatchObject([{ baseFen: 300_000, amountFen: 9_000, status: 2 }]);
    await ship(friend.user.id, [order.id]);
    expect(await rebatesOf(inviter.user.id)).toMatchObject([{ status: 2 }]);
    expect(await moveRebates(inviter.token)).toMatchObject({ code: 0, msg: PENDING_MSG('90.00') });
    expect((await call('/api/order/cancel', { id: second.id }, friend.token)).code).toBe(1);
    expect(await rebatesOf(inviter.user.id)).toMatchObject([{ baseFen: 200_000, amountFen: 6_000, status: 0 }]);
    expect((await moveRebates(inviter.token)).data).toMatchObject({ amount: '60.00' });
    await exact(inviter.user.id, friend.user.id);
  });

  it('an order paid alone keeps its own rebate; its group’s rebate covers only what the group paid, so cancelling those reverses it whole', async () => {
    const { inviter, friend } = await invited();
    const { group, order } = await unpaid(friend.user.id, 1, 100_000);
    const second = await addOrderToGroup(h.db, friend.user.id, group.id, { goods: 200_000, post: 0, service: 0 });
    await h.db.insert(orderGoods).values({ userId: friend.user.id, orderId: second.id, title: 'Second goods', priceFen: 200_000, quantity: 1 });
    expect((await pay(friend.token, second.sn)).code).toBe(1);
    expect((await pay(friend.token, group.sn)).code).toBe(1);
    expect((await rebatesOf(inviter.user.id)).map((r) => [r.refType, r.amountFen, r.status])).toEqual([['order', 6_000, 2], ['order_group', 3_000, 2]]);
    expect((await call('/api/order/cancel', { id: order.id }, friend.token)).code).toBe(1);
    expect((await rebatesOf(inviter.user.id)).map((r) => [r.refType, r.amountFen, r.status])).toEqual([['order', 6_000, 2], ['order_group', 3_000, -1]]);
    await ship(friend.user.id, [second.id]);
    expect((await moveRebates(inviter.token)).data).toMatchObject({ amount: '60.00', count: 1 });
    await exact(inviter.user.id, friend.user.id);
  });

  it('a one-pay order: pending until shipped (ops onepay_ship); cancelled while buying, it is reversed', async () => {
    const { inviter, friend } = await invited();
    const { order: kept } = await makeOnepay(h.db, friend.user.id, { priceFen: 100_000 });
    const { order: dropped } = await makeOnepay(h.db, friend.user.id, { priceFen: 50_000 });
    for (const o of [kept, dropped]) expect((await pay(friend.token, o.sn)).code).toBe(1);
    expect((await rebatesOf(inviter.user.id)).map((r) => [r.refSn, r.amountFen, r.status])).toEqual([[kept.sn, 3_000, 2], [dropped.sn, 1_500, 2]]);
    expect((await call('/api/orders/cancel', { id: dropped.id }, friend.token)).code).toBe(1);
    expect((await h.ops('onepay_buy', { id: kept.id })).code).toBe(1);
    expect((await rebatesOf(inviter.user.id)).map((r) => r.status)).toEqual([2, -1]);
    expect((await h.ops('onepay_ship', { id: kept.id })).code).toBe(1);
    expect((await rebatesOf(inviter.user.id)).map((r) => r.status)).toEqual([0, -1]);
    expect((await moveRebates(inviter.token)).data).toMatchObject({ amount: '30.00', count: 1 });
    await exact(inviter.user.id, friend.user.id);
  });
});

/** An affiliate call: Bearer token of the affiliate API. */
const aff = (path: string, params: Params, bearer: string, lang = 'en') => h.call(`/affiliate-api/${path}`, { s_l: lang, ...params }, { headers: { authorization: `Bearer ${bearer}` } });

/** An approved affiliate and a shopper registered through its link, with ¥5 000. */
async function affiliateAndBuyer() {
  const s = await newShopper(h.db);
  const bearer = (await h.call('/affiliate-api/auth/token', {}, { token: s.token })).data.token as string;
  expect((await aff('user/apply', { channel: 'Blog', contact: 'me@example.com' }, bearer)).code).toBe(0);
  const [row] = await h.db.select().from(affiliates).where(eq(affiliates.userId, s.user.id));
  expect((await h.ops('affiliate_approve', { id: row.id })).code).toBe(1);
  const reg = await registerShopper(h, { aff: row.code });
  expect((await h.ops('recharge', { user_id: reg.userinfo.id, amount: '5000' })).code).toBe(1);
  return { shopper: s, bearer, id: row.id, buyer: { id: reg.userinfo.id as number, token: reg.token as string } };
}
const affBalance = async (id: number) => (await h.db.select().from(affiliates).where(eq(affiliates.id, id)))[0].balanceFen;

describe('an affiliate commission is pending likewise', () => {
  it('the cycle: the buyer pays ¥4 000, the withdrawal is refused, the buyer cancels → the commission is gone, the ledger exact', async () => {
    const a = await affiliateAndBuyer();
    const { group, order } = await unpaid(a.buyer.id, 1, 400_000);
    expect((await pay(a.buyer.token, group.sn)).code).toBe(1);
    const rev = await aff('revenue/lists', { page: 1, pagesize: 10 }, a.bearer, 'zh-cn');
    expect(rev.data.totals).toMatchObject({ total: '120.00', available: '0.00', pending: '120.00' });
    expect(rev.data.data[0]).toMatchObject({ status: 0, status_text: '待商品发货' });
    expect((await aff('user/info', {}, a.bearer)).data).toMatchObject({ balance: '0.00', pending: '120.00' });
    expect((await aff('withdraw/apply', { amount: '100', method: 'wallet' }, a.bearer)).msg).toBe('Not enough revenue available: ¥0.00');

    expect((await call('/api/order/cancel', { id: order.id }, a.buyer.token)).code).toBe(1);
    expect(await affBalance(a.id)).toBe(0);
    expect(await affiliateLedgerBalance(h.db, a.id)).toBe(0);
    expect((await aff('revenue/lists', { page: 1, pagesize: 10 }, a.bearer)).data.totals).toMatchObject({ total: '0.00', available: '0.00', pending: '0.00' });
    expect((await aff('withdraw/apply', { amount: '100', method: 'wallet' }, a.bearer)).msg).toBe('Not enough revenue available: ¥0.00');
    expect(await balanceOf(h.db, a.shopper.user.id)).toBe(0);
    await exact(a.shopper.user.id, a.buyer.id);
  });

  it('shipped → available: 20 concurrent withdrawals of all of it take it once; the order can no longer be cancelled', async () => {
    const a = await affiliateAndBuyer();
    const { group, order } = await unpaid(a.buyer.id, 1, 400_000);
    expect((await pay(a.buyer.token, group.sn)).code).toBe(1);
    await ship(a.buyer.id, [order.id]);
    expect((await aff('user/info', {}, a.bearer)).data).toMatchObject({ balance: '120.00', pending: '0.00' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => aff('withdraw/apply', { amount: '120', method: 'wallet' }, a.bearer)));
    expect(answers.filter((r) => r.status >= 500)).toEqual([]);
    expect(answers.filter((r) => r.code === 0)).toHaveLength(1);
    expect(await affBalance(a.id)).toBe(0);
    expect(await affiliateLedgerBalance(h.db, a.id)).toBe(0);
    expect((await call('/api/order/cancel', { id: order.id }, a.buyer.token)).code).toBe(0);
    expect((await h.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.affiliateId, a.id)))[0]).toMatchObject({ reversedFen: 0, status: 1 });
  });

  it('part pending, part available: only the available part can be withdrawn; a partial refund takes back from the pending part', async () => {
    const a = await affiliateAndBuyer();
    const first = await unpaid(a.buyer.id, 1, 100_000);
    expect((await pay(a.buyer.token, first.group.sn)).code).toBe(1);
    await ship(a.buyer.id, [first.order.id]);
    const second = await unpaid(a.buyer.id, 2, 100_000);
    expect((await pay(a.buyer.token, second.group.sn)).code).toBe(1);
    expect((await aff('user/info', {}, a.bearer)).data).toMatchObject({ balance: '30.00', pending: '60.00' });
    expect((await call('/api/goodsrefund/addRefundOnly', { goods_id: second.goods[0].id, reason: '1' }, a.buyer.token)).code).toBe(1);
    expect((await aff('user/info', {}, a.bearer)).data).toMatchObject({ balance: '30.00', pending: '30.00' });
    expect((await aff('withdraw/apply', { amount: '50', method: 'wallet' }, a.bearer)).msg).toBe('Not enough revenue available: ¥30.00');
    expect(await affBalance(a.id)).toBe(await affiliateLedgerBalance(h.db, a.id));
  });
});

describe('migration 0013 marks the rows earned before it', () => {
  it('rebates and commissions on goods that can still come back become pending; on shipped or done goods they stay', async () => {
    const { inviter, friend } = await invited();
    const open = await makeOrder(h.db, friend.user.id, { status: 3 });
    const packing = await makeOrder(h.db, friend.user.id, { status: 3 });
    const p0 = await makeParcel(h.db, friend.user.id, 0);
    await h.db.update(orderGoods).set({ parcelId: p0.id }).where(eq(orderGoods.orderId, packing.order.id));
    await h.db.update(orders).set({ status: ORDER_STATUS.parcel }).where(eq(orders.id, packing.order.id));
    const shipped = await makeOrder(h.db, friend.user.id, { status: 3 });
    const p3 = await makeParcel(h.db, friend.user.id, 3);
    await h.db.update(orderGoods).set({ parcelId: p3.id }).where(eq(orderGoods.orderId, shipped.order.id));
    await h.db.update(orders).set({ status: ORDER_STATUS.parcel }).where(eq(orders.id, shipped.order.id));
    const done = await makeOrder(h.db, friend.user.id, { status: 5 });
    const { order: opWarehouse } = await makeOnepay(h.db, friend.user.id, { status: 2 });
    const { order: opShipped } = await makeOnepay(h.db, friend.user.id, { status: 3 });
    const refs = [
      ['order_group', open.group.sn], ['order_group', packing.group.sn], ['order', shipped.order.sn], ['order_group', done.group.sn],
      ['onepay', opWarehouse.sn], ['onepay', opShipped.sn],
    ] as const;
    await h.db.insert(rebates).values(refs.map(([refType, refSn]) => ({
      userId: inviter.user.id, inviteeId: friend.user.id, refType, refSn, baseFen: 10_000, rateBp: 300, amountFen: 300, status: 0, createdAt: 1,
    })));
    const [affRow] = await h.db.insert(affiliates).values({ userId: inviter.user.id, status: 1, code: `M${Date.now().toString(36)}`, createdAt: 1 }).returning();
    await h.db.insert(affiliateCommissions).values(refs.map(([refType, refSn]) => ({
      affiliateId: affRow.id, buyerId: friend.user.id, refType, refSn, baseFen: 10_000, rateBp: 300, amountFen: 300, createdAt: 1,
    })));
    const migration = readFileSync('server/db/migrations/0013_rewards_pending.sql', 'utf8').split('--> statement-breakpoint').map((x) => x.trim());
    for (const statement of migration.filter((x) => /^(--[^\n]*\n)*UPDATE/.test(x))) await h.db.execute(sql.raw(statement));
    const statuses = async <T extends { refSn: string; status: number }>(rows: T[]) => refs.map(([, sn]) => rows.find((r) => r.refSn === sn)!.status);
    expect(await statuses(await rebatesOf(inviter.user.id))).toEqual([2, 2, 0, 0, 2, 0]);
    expect(await statuses(await h.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.affiliateId, affRow.id)))).toEqual([0, 0, 1, 1, 0, 1]);
  });
});
