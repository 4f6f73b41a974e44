import { describe, it, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { harness, DEMO_USER } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { makeOnepay, makeParcel } from './pay-fixtures';
import { couponRules, coupons, levels, orderGoods, orders, scoreCoupons, scoreLog, users, ORDER_STATUS } from '../../server/db/schema';
import { ledgerPoints, postPoints } from '../../server/domain/rewards/points';
import { creditOrderPoints } from '../../server/domain/rewards/score';
import { growthOf } from '../../server/domain/account/levels';

const h = await harness();
const now = () => Math.floor(Date.now() / 1000);

/** Gives a shopper points through the ledger (as a support correction would). */
const givePoints = (userId: number, amount: number) => h.db.transaction((tx) => postPoints(tx, { userId, type: 'ops', amount, memo: 'test', now: now() }));
const pointsOf = async (userId: number) => (await h.db.select({ s: users.score }).from(users).where(eq(users.id, userId)))[0].s;
/** The cached points equal the ledger's sum. */
async function exact(userId: number) {
  expect(await pointsOf(userId)).toBe(await ledgerPoints(h.db, userId));
}

/** An offer of coupons for points on a fresh rule (¥8 off ¥50, 20 days). */
async function makeOffer(o: { cost: number; stock?: number; perUser?: number; enabled?: boolean }) {
  const [rule] = await h.db.insert(couponRules).values({
    code: null, name: { en: 'Test ¥8 off', ru: 'Тест ¥8', 'zh-cn': '测试减¥8' }, amountFen: 800, minFen: 5000, daysValid: 20,
  }).returning();
  const [offer] = await h.db.insert(scoreCoupons).values({ ruleId: rule.id, cost: o.cost, stock: o.stock ?? 0, perUser: o.perUser ?? 0, enabled: o.enabled ?? true, sort: 999 }).returning();
  return { rule, offer };
}

describe('score/lists', () => {
  it('answers the points and their history, newest first, paged, each with its type in the language and a signed amount', async () => {
    const { user, token } = await newShopper(h.db);
    await givePoints(user.id, 50);
    const { offer } = await makeOffer({ cost: 30 });
    expect((await h.call('/api/integralcoupon/exchange', { id: offer.id }, { token })).code).toBe(1);
    const r = await h.call('/api/score/lists', { page: 1, pagesize: 1 }, { token, lang: 'ru' });
    expect(r.data).toMatchObject({ total: 2, per_page: 1, current_page: 1, last_page: 2, score: 20 });
    expect(r.data.data[0]).toMatchObject({ type: 'exchange', type_text: 'Обмен на купон', score: -30, after: 20, ref: '' });
    const p2 = await h.call('/api/score/lists', { page: 2, pagesize: 1 }, { token, method: 'GET' });
    expect(p2.data.data[0]).toMatchObject({ type: 'ops', type_text: 'Adjusted by support', score: 50, after: 50, memo: 'test' });
  });

  it('is empty for a new shopper, and needs a login', async () => {
    const { token } = await newShopper(h.db);
    expect((await h.call('/api/score/lists', {}, { token })).data).toMatchObject({ total: 0, data: [], score: 0 });
    expect((await h.call('/api/score/lists', {})).status).toBe(401);
  });

  it('the demo shopper has a history from the seed', async () => {
    const token = await h.login();
    const r = await h.call('/api/score/lists', { page: 1, pagesize: 10 }, { token });
    expect(r.data.total).toBeGreaterThanOrEqual(4);
    expect(r.data.data.map((e: { type: string }) => e.type)).toContain('signin');
  });
});

describe('integralcoupon', () => {
  it('lists the offers with name, value, threshold, scope, validity, cost, stock left and what I may still take', async () => {
    const { user, token } = await newShopper(h.db);
    await givePoints(user.id, 100);
    const { offer } = await makeOffer({ cost: 40, stock: 5, perUser: 2 });
    await h.call('/api/integralcoupon/exchange', { id: offer.id }, { token });
    const r = await h.call('/api/integralcoupon/lists', { page: 1, pagesize: 100 }, { token, lang: 'zh-cn', method: 'GET' });
    expect(r.data.score).toBe(60);
    expect(r.data.data.find((o: { id: number }) => o.id === offer.id)).toEqual({
      id: offer.id, name: '测试减¥8', amount: '8.00', percent: 0, min: '50.00', scope: 'goods', days_valid: 20, cost: 40, stock: 4, per_user: 2, can_take: 1,
    });
    // The seeded offers are there for a visitor too (no points, their own limit).
    const anon = await h.call('/api/integralcoupon/lists', { page: 1, pagesize: 100 });
    expect(anon.data.score).toBeNull();
    expect(anon.data.data.length).toBeGreaterThanOrEqual(4);
    expect(anon.data.data.find((o: { id: number }) => o.id === offer.id)).toMatchObject({ stock: 4, can_take: 2 });
  });

  it('exchange spends the cost and gives the coupon (source exchange, keyed by the points entry) in one go; the coupon is listed', async () => {
    const { user, token } = await newShopper(h.db);
    await givePoints(user.id, 100);
    const { offer, rule } = await makeOffer({ cost: 40 });
    const r = await h.call('/api/integralcoupon/exchange', { id: offer.id }, { token });
    expect(r).toMatchObject({ code: 1, msg: 'Coupon added to your coupons' });
    expect(r.data).toMatchObject({ cost: 40, score: 60, offer: { id: offer.id, can_take: null, stock: null } });
    const [c] = await h.db.select().from(coupons).where(eq(coupons.id, r.data.coupon_id));
    const [entry] = await h.db.select().from(scoreLog).where(and(eq(scoreLog.userId, user.id), eq(scoreLog.type, 'exchange')));
    expect(c).toMatchObject({ userId: user.id, ruleId: rule.id, source: 'exchange', sourceRef: entry.refKey, amountFen: 800, minFen: 5000 });
    expect(c.expiresAt - c.createdAt).toBe(20 * 86400);
    const mine = await h.call('/api/coupon/lists', { status: 0 }, { token });
    expect(mine.data.data.map((x: { id: number }) => x.id)).toContain(r.data.coupon_id);
    await exact(user.id);
  });

  it('20 concurrent exchanges with points for 3: exactly 3 coupons and 0 points left', async () => {
    const { user, token } = await newShopper(h.db);
    await givePoints(user.id, 150);
    const { offer } = await makeOffer({ cost: 50 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.call('/api/integralcoupon/exchange', { id: offer.id }, { token })));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(3);
    expect(answers.filter((a) => a.code === 0).map((a) => a.msg)).toEqual(Array(17).fill('Not enough points: you have 0'));
    expect(await h.db.select().from(coupons).where(and(eq(coupons.userId, user.id), eq(coupons.source, 'exchange')))).toHaveLength(3);
    expect(await pointsOf(user.id)).toBe(0);
    await exact(user.id);
  });

  it('the stock holds under concurrency: 12 shoppers race for 5 coupons', async () => {
    const { offer } = await makeOffer({ cost: 10, stock: 5 });
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => newShopper(h.db)));
    for (const s of shoppers) await givePoints(s.user.id, 10);
    const answers = await Promise.all(shoppers.map((s) => h.call('/api/integralcoupon/exchange', { id: offer.id }, { token: s.token })));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 0).every((a) => a.msg === 'This coupon is sold out')).toBe(true);
    const [row] = await h.db.select().from(scoreCoupons).where(eq(scoreCoupons.id, offer.id));
    expect(row.exchanged).toBe(5);
    // Who did not get one kept their points.
    for (const [i, s] of shoppers.entries()) expect(await pointsOf(s.user.id)).toBe(answers[i].code === 1 ? 0 : 10);
  });

  it('the per-shopper limit holds under concurrency, and a refusal costs nothing', async () => {
    const { user, token } = await newShopper(h.db);
    await givePoints(user.id, 1000);
    const { offer } = await makeOffer({ cost: 10, perUser: 2 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.call('/api/integralcoupon/exchange', { id: offer.id }, { token, lang: 'ru' })));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(2);
    expect(answers.find((a) => a.code === 0)!.msg).toBe('Вы уже получили максимум этих купонов на одного покупателя (лимит: 2)');
    expect(await pointsOf(user.id)).toBe(980);
    await exact(user.id);
  });

  it('refuses an unknown or withdrawn offer and never goes below zero', async () => {
    const { user, token } = await newShopper(h.db);
    await givePoints(user.id, 5);
    const off = await makeOffer({ cost: 1, enabled: false });
    expect((await h.call('/api/integralcoupon/exchange', { id: off.offer.id }, { token })).msg).toBe('This offer is not available');
    expect((await h.call('/api/integralcoupon/exchange', { id: 99_999_999 }, { token, lang: 'zh-cn' })).msg).toBe('该兑换已下架');
    const dear = await makeOffer({ cost: 6 });
    expect((await h.call('/api/integralcoupon/exchange', { id: dear.offer.id }, { token })).msg).toBe('Not enough points: you have 5');
    expect((await h.call('/api/integralcoupon/exchange', { id: dear.offer.id })).status).toBe(401);
    expect(await pointsOf(user.id)).toBe(5);
  });
});

describe('points when an order is done', () => {
  /** A purchase order in a parcel (status 4), its goods in a shipped parcel. */
  async function orderInShippedParcel(userId: number, priceFen: number, lines = 2) {
    const { order, goods } = await makeOrder(h.db, userId, { status: ORDER_STATUS.parcel, goods: lines, priceFen });
    const parcel = await makeParcel(h.db, userId, 3);
    for (const g of goods) await h.db.update(orderGoods).set({ parcelId: parcel.id }).where(eq(orderGoods.id, g.id));
    return { order, goods, parcel };
  }

  it('1 point per ¥10 of goods (rounded down), credited when the parcel is received, once per order whatever repeats', async () => {
    const { user, token } = await newShopper(h.db);
    const { order, parcel } = await orderInShippedParcel(user.id, 12_345); // 2 × ¥123.45 = ¥246.90 → 24 points
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.ops('deliver', { id: parcel.id })));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect((await h.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe(ORDER_STATUS.done);
    const entries = await h.db.select().from(scoreLog).where(and(eq(scoreLog.userId, user.id), eq(scoreLog.type, 'order')));
    expect(entries).toMatchObject([{ amount: 24, refKey: String(order.id), memo: order.sn }]);
    // Called again for the same order (a retried hook): nothing more.
    await h.db.transaction((tx) => creditOrderPoints(tx, [order.id], now()));
    expect(await pointsOf(user.id)).toBe(24);
    const list = await h.call('/api/score/lists', {}, { token });
    expect(list.data.data[0]).toMatchObject({ type: 'order', type_text: 'Order completed', score: 24, ref: order.sn });
    await exact(user.id);
  });

  it('a refunded line does not count; an order under ¥10 earns nothing', async () => {
    const { user } = await newShopper(h.db);
    const a = await orderInShippedParcel(user.id, 5_000, 3);
    await h.db.update(orderGoods).set({ deleted: true }).where(eq(orderGoods.id, a.goods[0].id));
    await h.ops('deliver', { id: a.parcel.id });
    const b = await orderInShippedParcel(user.id, 450, 2);
    await h.ops('deliver', { id: b.parcel.id });
    expect(await h.db.select({ a: scoreLog.amount, k: scoreLog.refKey }).from(scoreLog).where(eq(scoreLog.userId, user.id))).toEqual([{ a: 10, k: String(a.order.id) }]);
  });
});

describe('levels', () => {
  it('lists the levels with their service-fee discount; a visitor has no place among them', async () => {
    const r = await h.call('/api/level/lists', {}, { method: 'GET', lang: 'ru' });
    expect(r.data.list.map((l: { name: string }) => l.name)).toEqual(['Участник', 'Серебро', 'Золото', 'Бриллиант']);
    expect(r.data.list[1]).toMatchObject({ min_score: 1000, discount: 95 });
    expect(r.data.me).toBeNull();
  });

  it('growth = yuan of goods paid (not unpaid, not cancelled, not refunded lines; one-pay goods too); the level rises in the payment', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 500_000 });
    await makeOrder(h.db, user.id, { status: 2, goods: 2, priceFen: 30_050 }); // ¥601.00
    const cancelled = await makeOrder(h.db, user.id, { status: -1, goods: 1, priceFen: 90_000 });
    await makeOrder(h.db, user.id, { status: 0, goods: 1, priceFen: 90_000 });
    await makeOnepay(h.db, user.id, 1); // ¥80 goods
    expect(cancelled.order.status).toBe(-1);
    expect(await growthOf(h.db, user.id)).toBe(681);
    let r = await h.call('/api/level/lists', {}, { token });
    expect(r.data.me).toMatchObject({ growth: 681, level: { name: 'Member', discount: 100 }, next: { name: 'Silver', min_score: 1000 }, left: 319 });

    // Paying ¥400 of goods crosses ¥1000: Silver, in the payment's transaction.
    const { group } = await makeOrder(h.db, user.id, { status: 0, goods: 1, priceFen: 40_000 });
    const paid = await h.call('/api/paywallet/payBalance', { sn: group.sn }, { token });
    expect(paid.code).toBe(1);
    const silver = (await h.db.select().from(levels).where(eq(levels.minScore, 1000)))[0];
    expect((await h.db.select({ l: users.levelId }).from(users).where(eq(users.id, user.id)))[0].l).toBe(silver.id);
    r = await h.call('/api/level/lists', {}, { token, lang: 'zh-cn' });
    expect(r.data.me).toMatchObject({ growth: 1081, level: { name: '白银会员', discount: 95 }, next: { min_score: 5000 }, left: 3919 });
    expect((await h.call('/api/user/info', {}, { token })).data.userinfo).toMatchObject({ level: silver.id });
  });

  it('the demo shopper starts as a Member with no growth', async () => {
    const token = await h.login(DEMO_USER.email, DEMO_USER.password);
    const r = await h.call('/api/level/lists', {}, { token });
    expect(r.data.me).toMatchObject({ level: { name: 'Member' }, next: { name: 'Silver' } });
  });
});

describe('operator: score_add', () => {
  it('adds and takes points by user id or e-mail (ledger type ops), never below zero', async () => {
    const { user } = await newShopper(h.db);
    expect((await h.ops('score_add', { user_id: user.id, amount: 30, memo: 'Sorry for the delay' })).data).toEqual({ user_id: user.id, score: 30 });
    expect((await h.ops('score_add', { email: user.email!.toUpperCase(), amount: -10, memo: 'Correction' })).data).toEqual({ user_id: user.id, score: 20 });
    expect((await h.ops('score_add', { user_id: user.id, amount: -21, memo: 'Too much' })).msg).toBe('Not enough points: you have 20');
    expect((await h.ops('score_add', { user_id: user.id, amount: 5 })).code).toBe(0);
    expect((await h.ops('score_add', { email: 'nobody@example.com', amount: 5, memo: 'x' })).msg).toBe('User not found');
    expect((await h.call('/ops/score_add', { user_id: user.id, amount: 5, memo: 'x' })).status).toBe(401);
    const rows = await h.db.select().from(scoreLog).where(eq(scoreLog.userId, user.id));
    expect(rows.map((r) => [r.type, r.amount, r.memo])).toEqual([['ops', 30, 'Sorry for the delay'], ['ops', -10, 'Correction']]);
    await exact(user.id);
  });
});
