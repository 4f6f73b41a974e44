import { describe, it, expect, beforeAll } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { harness, DEMO_USER, type Harness } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { balanceOf, ledger, makeOnepay, makeParcel } from './pay-fixtures';
import { codeFor, freshEmail, registerShopper } from './account-helpers';
import { cashbacks, config, orderGoods, orders, rebates, users, ORDER_STATUS } from '../../server/db/schema';
import { ledgerBalance } from '../../server/domain/money/wallet';
import { maskEmail, maskName } from '../../server/domain/rewards/invite';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const call = (path: string, params: Record<string, string | number>, token: string, lang = 'en') => h.call(path, params, { token, lang });
const pay = (token: string, sn: string) => call('/api/paywallet/payBalance', { sn }, token);
const rebateList = (token: string, lang = 'en') => call('/api/userrebate/lists', { page: 1, pagesize: 20 }, token, lang);
const friends = (token: string, lang = 'en') => call('/api/invitefriends/lists', { page: 1, pagesize: 20 }, token, lang);
const rebatesOf = (inviterId: number) => h.db.select().from(rebates).where(eq(rebates.userId, inviterId)).orderBy(rebates.id);
const DAY = 86_400;

/** The wallet is the sum of its ledger after every flow. */
async function exact(userId: number) {
  expect(await balanceOf(h.db, userId)).toBe(await ledgerBalance(h.db, userId));
}

/** An inviter and a friend who registered through the inviter's link `daysAgo` days ago, with ¥1 000 in the wallet. */
async function invited(daysAgo = 1) {
  const inviter = await newShopper(h.db);
  const friend = await newShopper(h.db, { balanceFen: 100_000 });
  await h.db.update(users).set({ inviterId: inviter.user.id, createdAt: Math.floor(Date.now() / 1000) - daysAgo * DAY }).where(eq(users.id, friend.user.id));
  return { inviter, friend };
}

/** The orders' goods leave in a parcel the operator ships (ops ship): their rebates stop being pending. */
async function ship(userId: number, orderIds: number[]) {
  const p = await makeParcel(h.db, userId, 2);
  await h.db.update(orderGoods).set({ parcelId: p.id }).where(and(inArray(orderGoods.orderId, orderIds), eq(orderGoods.deleted, false)));
  await h.db.update(orders).set({ status: ORDER_STATUS.parcel }).where(inArray(orders.id, orderIds));
  expect((await h.ops('ship', { id: p.id })).code).toBe(1);
}

/** An unpaid order group of the friend: `goods` lines of ¥50 plus ¥6 service and ¥8 post fee. */
async function unpaid(userId: number, goods = 2) {
  const made = await makeOrder(h.db, userId, { goods });
  const total = 5000 * goods + 1400;
  await h.db.update(orders).set({ serviceFen: 600, postFeeFen: 800, totalFen: total }).where(eq(orders.id, made.order.id));
  return made;
}

describe('rebates on an invited friend\'s payments', () => {
  it('a friend registered through the link pays for goods: the inviter earns 3 % of the goods, once, and sees it with the friend', async () => {
    const inviter = await newShopper(h.db, { name: `inviter_${Date.now().toString(36)}` });
    const reg = await registerShopper(h, { inviter: inviter.user.id });
    const friendId = reg.userinfo.id as number;
    expect((await h.db.select().from(users).where(eq(users.id, friendId)))[0].inviterId).toBe(inviter.user.id);
    expect((await h.ops('recharge', { user_id: friendId, amount: '500' })).code).toBe(1);
    const before = await friends(inviter.token);
    expect(before.data.data[0]).toMatchObject({ status: 'registered', status_text: 'Registered', rebate: '0.00' });

    const { group } = await unpaid(friendId, 3);
    expect(await pay(reg.token, group.sn)).toMatchObject({ code: 1 });
    expect((await pay(reg.token, group.sn)).code).toBe(0);

    const rows = await rebatesOf(inviter.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ inviteeId: friendId, refType: 'order_group', refSn: group.sn, baseFen: 15_000, rateBp: 300, amountFen: 450, status: 2 });

    // Pending until the goods can no longer come back (design §4b).
    const list = await rebateList(inviter.token);
    expect(list.data).toMatchObject({ total: 1, pending: '4.50', available: '0.00', withdrawn: '0.00', earned: '4.50', rate_bp: 300, days: 365 });
    expect(list.data.data[0]).toMatchObject({ ref_sn: group.sn, base: '150.00', amount: '4.50', status: 2, status_text: 'Waiting for the goods to ship', withdrawn_at: null });
    expect(list.data.data[0].friend).toBe(maskName(reg.userinfo.nickname));
    const after = await friends(inviter.token, 'ru');
    expect(after.data).toMatchObject({ total: 1, ordered: 1, pending: '4.50', available: '0.00', invite_code: String(inviter.user.id) });
    expect(after.data.data[0]).toMatchObject({ status: 'ordered', status_text: 'Сделал заказ', rebate: '4.50', email: maskEmail(reg.email) });
    expect(after.data.data[0].email).not.toContain(reg.email.split('@')[0]);
    expect(after.data.data[0].rebate_until - after.data.data[0].created_at).toBe(365 * DAY);
  });

  it('one order of a group paid alone and a one-pay order earn theirs; a parcel (shipping) earns nothing', async () => {
    const { inviter, friend } = await invited();
    const { order } = await unpaid(friend.user.id, 1);
    expect((await pay(friend.token, order.sn)).code).toBe(1);
    const onepay = await makeOnepay(h.db, friend.user.id);
    expect((await pay(friend.token, onepay.sn)).code).toBe(1);
    const parcel = await makeParcel(h.db, friend.user.id, 1);
    expect((await pay(friend.token, parcel.sn)).code).toBe(1);
    const rows = await rebatesOf(inviter.user.id);
    expect(rows.map((r) => [r.refType, r.refSn, r.amountFen])).toEqual([['order', order.sn, 150], ['onepay', onepay.sn, 240]]);
    // Cancelling the paid one-pay order refunds it and reverses its rebate.
    expect((await call('/api/orders/cancel', { id: onepay.id }, friend.token)).code).toBe(1);
    expect((await rebatesOf(inviter.user.id)).map((r) => r.status)).toEqual([2, -1]);
  });

  it('no rebate for a shopper nobody invited, nor once a year has passed since the friend registered', async () => {
    const loner = await newShopper(h.db, { balanceFen: 100_000 });
    const a = await unpaid(loner.user.id);
    expect((await pay(loner.token, a.group.sn)).code).toBe(1);
    expect(await h.db.select().from(rebates).where(eq(rebates.inviteeId, loner.user.id))).toEqual([]);

    const old = await invited(366);
    const b = await unpaid(old.friend.user.id);
    expect((await pay(old.friend.token, b.group.sn)).code).toBe(1);
    expect(await rebatesOf(old.inviter.user.id)).toEqual([]);

    const recent = await invited(364);
    const c = await unpaid(recent.friend.user.id);
    expect((await pay(recent.friend.token, c.group.sn)).code).toBe(1);
    expect(await rebatesOf(recent.inviter.user.id)).toHaveLength(1);
  });

  it('the operator sets the rate and the period with config rows of section "rebate"', async () => {
    await h.db.insert(config).values([{ name: 'rebate_rate_bp', section: 'rebate', value: 550 }, { name: 'rebate_days', section: 'rebate', value: 30 }]);
    try {
      const { inviter, friend } = await invited(10);
      const { group } = await unpaid(friend.user.id, 1);
      expect((await pay(friend.token, group.sn)).code).toBe(1);
      expect((await rebatesOf(inviter.user.id))[0]).toMatchObject({ rateBp: 550, amountFen: 275 });
      expect((await rebateList(inviter.token)).data).toMatchObject({ rate_bp: 550, days: 30 });
      const late = await invited(31);
      const o = await unpaid(late.friend.user.id, 1);
      expect((await pay(late.friend.token, o.group.sn)).code).toBe(1);
      expect(await rebatesOf(late.inviter.user.id)).toEqual([]);
    } finally {
      await h.db.delete(config).where(eq(config.section, 'rebate'));
    }
  });

  it('a refund before withdrawal lowers the rebate to the goods still paid for; cancelling the rest reverses it', async () => {
    const { inviter, friend } = await invited();
    const { group, order, goods } = await unpaid(friend.user.id, 2);
    expect((await pay(friend.token, group.sn)).code).toBe(1);
    expect((await rebatesOf(inviter.user.id))[0]).toMatchObject({ baseFen: 10_000, amountFen: 300, status: 2 });

    expect((await call('/api/goodsrefund/addRefundOnly', { goods_id: goods[0].id, reason: '1' }, friend.token)).code).toBe(1);
    expect((await rebatesOf(inviter.user.id))[0]).toMatchObject({ baseFen: 5_000, amountFen: 150, status: 2 });

    expect((await call('/api/order/cancel', { id: order.id }, friend.token)).code).toBe(1);
    const [reversed] = await rebatesOf(inviter.user.id);
    expect(reversed).toMatchObject({ status: -1, amountFen: 150 });
    const list = await rebateList(inviter.token, 'zh-cn');
    expect(list.data).toMatchObject({ available: '0.00', earned: '0.00' });
    expect(list.data.data[0]).toMatchObject({ status: -1, status_text: '已撤销（退款）' });
    expect((await call('/api/userrebate/withdraw', {}, inviter.token)).msg).toBe('There is no rebate to move to your wallet');
    await exact(friend.user.id);
  });

  it('a rebate moves to the wallet only once the goods have shipped, when the order can no longer be cancelled', async () => {
    const { inviter, friend } = await invited();
    const { group, order } = await unpaid(friend.user.id, 1);
    expect((await pay(friend.token, group.sn)).code).toBe(1);
    expect((await call('/api/userrebate/withdraw', {}, inviter.token)).msg).toBe('Your rebates of ¥1.50 can be moved once your friends’ goods have shipped');
    await ship(friend.user.id, [order.id]);
    expect((await call('/api/userrebate/withdraw', {}, inviter.token)).data).toMatchObject({ amount: '1.50', count: 1 });
    expect((await call('/api/order/cancel', { id: order.id }, friend.token)).code).toBe(0);
    expect((await rebatesOf(inviter.user.id))[0]).toMatchObject({ status: 1, amountFen: 150 });
    expect(await balanceOf(h.db, inviter.user.id)).toBe(150);
    await exact(inviter.user.id);
  });

  it('20 concurrent withdrawals: exactly one ledger credit of every earned rebate, the rows marked withdrawn', async () => {
    const { inviter, friend } = await invited();
    for (const n of [1, 3]) {
      const { group, order } = await unpaid(friend.user.id, n);
      expect((await pay(friend.token, group.sn)).code).toBe(1);
      await ship(friend.user.id, [order.id]);
    }
    // And one reversed: it never moves.
    const { group, order } = await unpaid(friend.user.id, 1);
    expect((await pay(friend.token, group.sn)).code).toBe(1);
    expect((await call('/api/order/cancel', { id: order.id }, friend.token)).code).toBe(1);

    const answers = await Promise.all(Array.from({ length: 20 }, () => call('/api/userrebate/withdraw', {}, inviter.token)));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const ok = answers.filter((a) => a.code === 1);
    expect(ok).toHaveLength(1);
    expect(ok[0]).toMatchObject({ msg: 'Rebate moved to your wallet', data: { amount: '6.00', count: 2, balance: '6.00' } });
    expect(answers.filter((a) => a.code === 0).every((a) => a.msg === 'There is no rebate to move to your wallet')).toBe(true);
    const credits = (await ledger(h.db, inviter.user.id)).filter((e) => e.type === 'rebate');
    expect(credits.map((e) => e.amountFen)).toEqual([600]);
    expect((await rebatesOf(inviter.user.id)).map((r) => r.status)).toEqual([1, 1, -1]);
    const list = await rebateList(inviter.token);
    expect(list.data).toMatchObject({ available: '0.00', withdrawn: '6.00', earned: '6.00' });
    expect(list.data.data.filter((r: { withdrawn_at: number | null }) => r.withdrawn_at)).toHaveLength(2);
    const records = await call('/api/pay/expensesRecord', { page: 1, pagesize: 5, type: 'rebate' }, inviter.token);
    expect(records.data.data[0]).toMatchObject({ type: 'rebate', amount: '6.00', type_text: 'Referral rebate' });
    await exact(inviter.user.id);
  });
});

describe('each shopper sees only their own', () => {
  it('friends, rebates and cashback of another shopper are never listed; every call needs a login', async () => {
    const { inviter, friend } = await invited();
    const { group } = await unpaid(friend.user.id, 1);
    expect((await pay(friend.token, group.sn)).code).toBe(1);
    await h.db.insert(cashbacks).values([
      { userId: inviter.user.id, refType: 'order_group', refSn: `OG9${String(inviter.user.id).padStart(11, '0')}`, baseFen: 10_000, rateBp: 200, amountFen: 200, status: 1, paidAt: 1, createdAt: 1 },
      { userId: inviter.user.id, refType: 'order_group', refSn: `OG8${String(inviter.user.id).padStart(11, '0')}`, baseFen: 5_000, rateBp: 200, amountFen: 100, status: 0, createdAt: 2 },
    ]);
    const mine = await call('/api/cashback/lists', { page: 1, pagesize: 10 }, inviter.token, 'ru');
    expect(mine.data).toMatchObject({ total: 2, pending: '1.00', paid: '2.00' });
    expect(mine.data.data.map((c: { amount: string; status_text: string }) => [c.amount, c.status_text])).toEqual([['1.00', 'Ожидает'], ['2.00', 'Зачислен в кошелёк']]);

    const other = await newShopper(h.db);
    expect((await friends(other.token)).data).toMatchObject({ total: 0, data: [], available: '0.00' });
    expect((await rebateList(other.token)).data).toMatchObject({ total: 0, data: [], available: '0.00' });
    expect((await call('/api/cashback/lists', { page: 1, pagesize: 10 }, other.token)).data).toMatchObject({ total: 0, data: [], pending: '0.00', paid: '0.00' });
    expect((await call('/api/userrebate/withdraw', {}, other.token)).code).toBe(0);
    expect((await rebatesOf(inviter.user.id))[0].status).toBe(2);
    // The friend sees nothing of the inviter's either.
    expect((await rebateList(friend.token)).data.total).toBe(0);

    for (const path of ['/api/invitefriends/lists', '/api/invitefriends/emailAdd', '/api/invitefriends/sendInvitefriendsEmail', '/api/userrebate/lists', '/api/userrebate/withdraw', '/api/cashback/lists']) {
      expect((await h.call(path, { email: 'x@example.com' })).status).toBe(401);
    }
  });

  it('the demo shopper has two friends (one has ordered) and two rebates to move to the wallet', async () => {
    const token = await h.login();
    const list = (await friends(token)).data;
    expect(list).toMatchObject({ total: 2, ordered: 1 });
    expect(list.data.map((f: { status: string }) => f.status)).toEqual(['registered', 'ordered']);
    expect(list.data[1]).toMatchObject({ name: 'A***a', email: 'an***@example.com', rebate: '15.81' });
    const r = (await rebateList(token)).data;
    expect(r).toMatchObject({ total: 2, available: '15.81' });
    expect(r.data.map((x: { amount: string }) => x.amount)).toEqual(['4.77', '11.04']);
    expect(DEMO_USER.email).toBe('demo@example.com');
  });
});

describe('invitations by e-mail', () => {
  const add = (token: string, email: string, lang = 'en') => call('/api/invitefriends/emailAdd', { email }, token, lang);
  const send = (token: string, email: string, lang = 'en') => call('/api/invitefriends/sendInvitefriendsEmail', { email }, token, lang);

  it('refuses a malformed address, the shopper\'s own, a member\'s; adds an address once', async () => {
    const me = await newShopper(h.db);
    expect((await add(me.token, 'not-an-email')).msg).toBe('Please enter a valid e-mail address');
    expect((await add(me.token, '')).code).toBe(0);
    expect((await add(me.token, me.user.email!.toUpperCase())).msg).toBe('This is your own address');
    expect((await add(me.token, DEMO_USER.email, 'ru')).msg).toBe('У demo@example.com уже есть аккаунт');
    const email = freshEmail('friend');
    const first = await add(me.token, `  ${email.toUpperCase()} `);
    expect(first).toMatchObject({ code: 1, msg: 'Address added', data: { email, sent_at: null } });
    // Added again before it is sent: the same row.
    expect((await add(me.token, email)).data.id).toBe(first.data.id);
    // Another shopper may invite the same friend.
    const other = await newShopper(h.db);
    expect((await add(other.token, email)).code).toBe(1);
  });

  it('sends the invitation with the inviter\'s link to the outbox once; the friend\'s own register code is not held up', async () => {
    const me = await newShopper(h.db);
    const email = freshEmail('friend');
    expect((await send(me.token, email)).msg).toBe(`Add ${email} to your invitations first`);
    expect((await add(me.token, email)).code).toBe(1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(me.token, email)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.find((a) => a.code === 1)).toMatchObject({ msg: 'Invitation sent' });
    expect(answers.filter((a) => a.code === 0).every((a) => a.msg === `You have already invited ${email}`)).toBe(true);
    const mail = (await h.ops('outbox', { target: email })).data as { event: string; code: string }[];
    expect(mail.filter((m) => m.event === 'invite').map((m) => m.code)).toEqual([`http://localhost/wap/invite/${me.user.id}`]);
    expect((await add(me.token, email)).msg).toBe(`You have already invited ${email}`);

    // The friend asks for a register code at once, and registers through the link.
    expect((await h.call('/api/ems/send', { event: 'register', email })).code).toBe(1);
    const code = await codeFor(h, email, 'register');
    const reg = await h.call('/api/user/register', { email, password: 'secret123', code, inviter: me.user.id });
    expect(reg.code).toBe(1);
    expect((await friends(me.token)).data.total).toBe(1);
    // An invitation can never be spent as a code.
    expect((await add(me.token, email)).msg).toBe(`${email} already has an account`);
  });

  it('at most 10 invitations a day per shopper', async () => {
    const me = await newShopper(h.db);
    for (let i = 0; i < 10; i++) {
      const email = freshEmail(`f${i}x`);
      expect((await add(me.token, email)).code).toBe(1);
      expect((await send(me.token, email)).code).toBe(1);
    }
    const email = freshEmail('eleventh');
    expect((await add(me.token, email)).code).toBe(1);
    expect((await send(me.token, email)).msg).toBe('You have sent many invitations today. Try again in 24 h.');
    const row = await h.db.select().from(users).where(and(eq(users.email, email)));
    expect(row).toEqual([]);
  });
});
