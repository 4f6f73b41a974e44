import { describe, it, expect, beforeAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { addOrderToGroup, balanceOf } from './pay-fixtures';
import { couponRules, coupons, subscriptions, users } from '../../server/db/schema';
import { couponDiscount } from '../../server/domain/money/coupon-value';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const activate = (token: string, code: string, lang = 'en') => h.call('/api/couponrule/activate', { code }, { token, lang });
const useCoupon = (token: string, sn: string, coupon_id: number) => h.call('/api/paywallet/useCoupon', { sn, coupon_id }, { token });
const uselist = (token: string, sn: string) => h.call('/api/coupon/uselist', { sn }, { token });
let seq = 0;
const code = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${++seq}`;

/** An operator-made code (coupon_create) and its rule's id. */
async function createCode(params: Record<string, string | number>) {
  const r = await h.ops('coupon_create', { name: 'Test coupon', ...params });
  expect(r.code).toBe(1);
  return r.data as { id: number; code: string };
}

/** An order group owing goods + domestic post + service fee (fen), in two purchase orders. */
async function groupOwing(userId: number, fen: { goods: number; post: number; service: number }) {
  const { group } = await makeOrder(h.db, userId, { priceFen: 1000 });
  await addOrderToGroup(h.db, userId, group.id, { goods: fen.goods - 1000, post: fen.post, service: fen.service });
  return group;
}

describe('couponrule/activate', () => {
  it('a code is activated once per user under 20 concurrent activations, and the coupon carries percent, scope, source and the rule', async () => {
    const rule = await createCode({ code: code('RACE'), percent: 15, scope: 'fee', min: '30' });
    const { user, token } = await newShopper(h.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => activate(token, rule.code.toLowerCase())));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const ok = answers.filter((a) => a.code === 1);
    expect(ok).toHaveLength(1);
    expect(ok[0].data).toMatchObject({ name: 'Test coupon', rule_id: rule.id, amount: '0.00', percent: 15, scope: 'fee', source: 'code', min: '30.00', status: 0 });
    for (const a of answers.filter((x) => x.code !== 1)) expect(a.msg).toBe('You have already activated this coupon');
    expect(await h.db.select().from(coupons).where(eq(coupons.userId, user.id))).toHaveLength(1);
    expect((await h.db.select().from(couponRules).where(eq(couponRules.id, rule.id)))[0].issued).toBe(1);
  });

  it('a rule with 5 coupons, 20 shoppers at once: exactly 5 get one, the rest hear it has run out', async () => {
    const rule = await createCode({ code: code('FEW'), amount: '3', total: 5 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => newShopper(h.db)));
    const answers = await Promise.all(shoppers.map((s) => activate(s.token, rule.code)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(5);
    for (const a of answers.filter((x) => x.code !== 1)) expect(a.msg).toBe('This coupon has run out');
    expect((await h.db.select().from(couponRules).where(eq(couponRules.id, rule.id)))[0].issued).toBe(5);
  });

  it('an expired code (its rule ended) says so in the shopper’s language and issues nothing', async () => {
    const { user, token } = await newShopper(h.db);
    expect(await activate(token, 'NEWYEAR15')).toMatchObject({ code: 0, msg: 'This coupon code has expired', data: null });
    expect((await activate(token, 'newyear15', 'ru')).msg).toBe('Срок действия этого кода истёк');
    expect((await activate(token, 'NEWYEAR15', 'zh-cn')).msg).toBe('该优惠码已过期');
    expect((await activate(token, 'NOSUCHCODE', 'zh-cn')).msg).toBe('优惠码不存在');
    expect(await h.db.select().from(coupons).where(eq(coupons.userId, user.id))).toEqual([]);
    // A code that ends in the future still activates.
    const later = await createCode({ code: code('LATER'), amount: '2', ends_at: Math.floor(Date.now() / 1000) + 3600 });
    expect((await activate(token, later.code)).code).toBe(1);
  });

  it('a coupon of a rule given by the wheel does not count as the code activated', async () => {
    const rule = await createCode({ code: code('BOTH'), amount: '4' });
    const { user, token } = await newShopper(h.db);
    await h.db.insert(coupons).values({ userId: user.id, ruleId: rule.id, amountFen: 400, minFen: 0, source: 'wheel', sourceRef: '1', createdAt: 1, expiresAt: 2_000_000_000 });
    expect((await activate(token, rule.code)).code).toBe(1);
  });
});

describe('coupon/lists by tab', () => {
  it('keeps the paged shape per tab and adds the new fields', async () => {
    const { token } = await newShopper(h.db);
    await activate(token, 'SAVE10');
    const r = await h.call('/api/coupon/lists', { status: 0, page: 1 }, { token });
    expect(r.data).toMatchObject({ total: 1, per_page: 10, current_page: 1, last_page: 1 });
    expect(Object.keys(r.data.data[0]).sort()).toEqual(['amount', 'created_at', 'expires_at', 'id', 'min', 'name', 'percent', 'rule_id', 'scope', 'source', 'status']);
    expect(r.data.data[0]).toMatchObject({ name: '10% off goods over ¥100', percent: 10, amount: '0.00', min: '100.00', scope: 'goods', source: 'code' });
    expect((await h.call('/api/coupon/lists', { status: 1 }, { token })).data.total).toBe(0);
    expect((await h.call('/api/coupon/lists', { status: 2 }, { token })).data.total).toBe(0);
  });
});

describe('percent and scope on a bill', () => {
  it('the pure rule: amount or percent (rounded down) of the part its scope names, never more than that part', () => {
    const base = { goodsFen: 15_000, serviceFen: 1235, shippingFen: 0 };
    expect(couponDiscount({ amountFen: 0, percent: 10, scope: 'goods' }, base)).toBe(1500);
    expect(couponDiscount({ amountFen: 0, percent: 50, scope: 'fee' }, base)).toBe(617);
    expect(couponDiscount({ amountFen: 5000, percent: 0, scope: 'fee' }, base)).toBe(1235);
    expect(couponDiscount({ amountFen: 20_000, percent: 0, scope: 'goods' }, base)).toBe(15_000);
    expect(couponDiscount({ amountFen: 500, percent: 0, scope: 'shipping' }, base)).toBe(0);
    expect(couponDiscount({ amountFen: 0, percent: 100, scope: 'fee' }, base)).toBe(1235);
  });

  it('a percent-off goods coupon takes its share of the goods only; paying charges what is left', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 100_000 });
    const id = (await activate(token, 'SAVE10')).data.id;
    // goods ¥155.55, post ¥8, service ¥12.35: 10 % of the goods = ¥15.55 (rounded down from 15.555).
    const group = await groupOwing(user.id, { goods: 15_555, post: 800, service: 1235 });
    const r = await useCoupon(token, group.sn, id);
    expect(r.data).toMatchObject({ coupon: { id, amount: '15.55' }, amount: '160.35' });
    expect(r.data.lines).toContainEqual({ label: 'Coupon', amount: '-15.55' });
    const paid = await h.call('/api/paywallet/payBalance', { sn: group.sn }, { token });
    expect(paid.code).toBe(1);
    expect(await balanceOf(h.db, user.id)).toBe(100_000 - 16_035);
    expect((await h.call('/api/coupon/lists', { status: 1 }, { token })).data.data[0]).toMatchObject({ id, status: 1 });
  });

  it('a fee coupon takes off the service fee only, capped at it; one for a group with no fee is not offered and is refused', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 100_000 });
    const half = (await activate(token, 'FEEHALF')).data.id;
    const big = await createCode({ code: code('FEE'), amount: '50', scope: 'fee' });
    const bigId = (await activate(token, big.code)).data.id;
    const group = await groupOwing(user.id, { goods: 20_000, post: 0, service: 1235 });
    // Both offered, the bigger discount first: ¥50 capped at the fee ¥12.35, then half of it ¥6.17.
    expect((await uselist(token, group.sn)).data.map((c: { id: number }) => c.id).slice(0, 2)).toEqual([bigId, half]);
    expect((await useCoupon(token, group.sn, half)).data).toMatchObject({ coupon: { amount: '6.17' }, amount: '206.18' });
    expect((await useCoupon(token, group.sn, bigId)).data).toMatchObject({ coupon: { amount: '12.35' }, amount: '200.00' });
    const noFee = await makeOrder(h.db, user.id, { priceFen: 6000 });
    expect((await uselist(token, noFee.group.sn)).data.map((c: { id: number }) => c.id)).not.toContain(half);
    expect(await useCoupon(token, noFee.group.sn, half)).toMatchObject({ code: 0, msg: 'This coupon takes nothing off this order' });
  });

  it('an amount-off goods coupon never eats into the fees; a shipping coupon is neither offered nor taken for an order', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 100_000 });
    const big = await createCode({ code: code('BIG'), amount: '30' });
    const id = (await activate(token, big.code)).data.id;
    const group = await groupOwing(user.id, { goods: 2000, post: 500, service: 300 });
    expect((await useCoupon(token, group.sn, id)).data).toMatchObject({ coupon: { amount: '20.00' }, amount: '8.00' });
    const ship = await createCode({ code: code('SHIP'), amount: '10', scope: 'shipping' });
    const shipId = (await activate(token, ship.code)).data.id;
    expect((await uselist(token, group.sn)).data.map((c: { id: number }) => c.id)).not.toContain(shipId);
    expect((await h.call('/api/coupon/uselist', { amount: '100' }, { token })).data.map((c: { id: number }) => c.id)).not.toContain(shipId);
    expect((await useCoupon(token, group.sn, shipId)).msg).toBe('This coupon is for parcel shipping, not for an order');
  });
});

describe('operator: coupon_create and coupon_rules', () => {
  it('creates amount or percent codes with their terms, and refuses what does not make sense', async () => {
    const c = code('OPS');
    const r = await h.ops('coupon_create', { code: c.toLowerCase(), name: 'Ops ¥7', name_ru: 'Опс ¥7', amount: '7', min: '70', days: 10, total: 3, ends_at: '2035-12-31' });
    expect(r.data).toMatchObject({ code: c, name: 'Ops ¥7', amount: '7.00', percent: 0, min: '70.00', scope: 'goods', days: 10, total: 3, issued: 0 });
    // The last day to activate is the whole of 2035-12-31, China time.
    expect(r.data.ends_at).toBe(Date.UTC(2036, 0, 1) / 1000 - 8 * 3600);
    expect((await h.ops('coupon_create', { code: code('X'), name: 'when', amount: '1', ends_at: 'next year' })).msg).toContain('ends_at');
    expect((await h.ops('coupon_create', { code: c, name: 'again', amount: '1' })).msg).toBe(`The code ${c} is already in use`);
    expect((await h.ops('coupon_create', { code: code('X'), name: 'both', amount: '1', percent: 5 })).msg).toBe('Give either an amount or a percent off');
    expect((await h.ops('coupon_create', { code: code('X'), name: 'none' })).msg).toBe('Give either an amount or a percent off');
    expect((await h.ops('coupon_create', { code: code('X'), name: 'pct', percent: 101 })).msg).toContain('percent');
    expect((await h.ops('coupon_create', { code: 'a b', name: 'bad', amount: '1' })).msg).toContain('code');
    expect((await h.ops('coupon_create', { code: code('X'), name: 'scope', amount: '1', scope: 'everything' })).msg).toContain('scope');
    const rules = await h.ops('coupon_rules');
    expect(rules.data.find((x: { code: string }) => x.code === c)).toMatchObject({ amount: '7.00', total: 3 });
    expect(rules.data.find((x: { code: string }) => x.code === 'WELCOME10')).toMatchObject({ amount: '10.00', min: '50.00' });
    const { token } = await newShopper(h.db);
    expect((await activate(token, c, 'ru')).data).toMatchObject({ name: 'Опс ¥7', amount: '7.00' });
    expect((await h.call('/ops/coupon_rules')).status).toBe(401);
  });
});

describe('usersubscription (the newsletter)', () => {
  it('is off until asked; subscribing the account’s address or a given one awaits its confirmation (double opt-in: test/server/mail.test.ts); unsubscribing keeps the address', async () => {
    const { user, token } = await newShopper(h.db);
    expect((await h.call('/api/usersubscription/detail', {}, { token, method: 'GET' })).data).toEqual({ subscribed: false, pending: false, email: user.email, account_email: user.email });
    expect(await h.call('/api/usersubscription/add', { subscribe: 1 }, { token })).toMatchObject({
      code: 1, msg: `Almost there: open the link we sent to ${user.email} to confirm the subscription`, data: { subscribed: false, pending: true, email: user.email },
    });
    const other = await h.call('/api/usersubscription/add', { subscribe: 1, email: ' News@Example.ORG ' }, { token, lang: 'ru' });
    expect(other).toMatchObject({ code: 1, msg: 'Почти готово: откройте ссылку из письма, которое мы отправили на news@example.org, чтобы подтвердить подписку', data: { subscribed: false, pending: true, email: 'news@example.org', account_email: user.email } });
    expect(await h.call('/api/usersubscription/add', { subscribe: 0 }, { token })).toMatchObject({ msg: 'Unsubscribed from the newsletter', data: { subscribed: false, pending: false, email: 'news@example.org' } });
    expect((await h.call('/api/usersubscription/detail', {}, { token })).data).toMatchObject({ subscribed: false, email: 'news@example.org' });
    expect(await h.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(1);
  });

  it('refuses a malformed address, asks for one when the account has none, and is private', async () => {
    const { user, token } = await newShopper(h.db);
    const bad = await h.call('/api/usersubscription/add', { subscribe: 1, email: 'not-an-email' }, { token });
    expect(bad.code).toBe(0);
    expect(bad.msg.length).toBeGreaterThan(0);
    expect((await h.call('/api/usersubscription/detail', {}, { token })).data.subscribed).toBe(false);
    await h.db.update(users).set({ email: null }).where(eq(users.id, user.id));
    expect((await h.call('/api/usersubscription/add', { subscribe: 1 }, { token, lang: 'zh-cn' })).msg).toBe('请填写接收订阅邮件的邮箱');
    expect((await h.call('/api/usersubscription/detail', {})).status).toBe(401);
    expect((await h.call('/api/usersubscription/add', { subscribe: 1 })).status).toBe(401);
    const other = await newShopper(h.db);
    await h.call('/api/usersubscription/add', { subscribe: 1 }, { token: other.token });
    expect(await h.db.select().from(subscriptions).where(and(eq(subscriptions.userId, user.id), eq(subscriptions.subscribed, true)))).toEqual([]);
  });
});
