import { describe, it, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { harnessWithClock } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { addOrderToGroup, balanceOf, makeParcel } from './pay-fixtures';
import { cashbacks, couponRules, coupons, moneyLog, orderGoods, orderGroups, orders, promotionJoins, promotions, ORDER_STATUS } from '../../server/db/schema';
import { ledgerBalance } from '../../server/domain/money/wallet';
import { settleCashbacks } from '../../server/domain/rewards/cashback';
import { issueToken } from '../../server/domain/account/tokens';
import type { Promotion } from '../../src/api/types/cards';

const clock = harnessWithClock();
const h = () => clock.h;
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

const call = (path: string, params: Record<string, string | number>, token: string, lang = 'en') => h().call(path, params, { token, lang });
const list = async (token?: string, lang = 'en') => (await h().call('/api/promotions/getPromotions', {}, { token, lang, method: 'GET' })).data as Promotion[];
/** The seeded activity running now (3% cashback and a coupon) and the one to come. */
async function seeded() {
  const all = await list();
  return { running: all.find((p) => p.state === 'running' && p.cashback_rate === 3)!, upcoming: all.find((p) => p.state === 'upcoming')! };
}
const join = (token: string, id: number, lang = 'en') => call('/api/promotions/join', { id }, token, lang);

async function exact(userId: number) {
  expect(await balanceOf(h().db, userId)).toBe(await ledgerBalance(h().db, userId));
}

describe('promotions/getPromotions', () => {
  it('lists the running activity, then the one to come, in the language: dates, rules, cashback rate, the coupon joining gives', async () => {
    const all = await list(undefined, 'ru');
    const running = all.filter((p) => p.state === 'running');
    const upcoming = all.filter((p) => p.state === 'upcoming');
    expect(running.length).toBeGreaterThanOrEqual(1);
    expect(upcoming.length).toBeGreaterThanOrEqual(1);
    expect(all.indexOf(upcoming[0])).toBeGreaterThan(all.indexOf(running.at(-1)!));
    const r = running.find((p) => p.cashback_rate === 3)!;
    expect(r).toMatchObject({ title: 'Больше покупок — больше кешбэка: 3\u00a0%', joined: false, joined_at: null });
    expect(r.body).toContain('3\u00a0%');
    expect(r.coupon).toEqual({ name: 'Подарок акции: ¥15 от ¥150', amount: '15.00', min: '150.00', percent: 0, scope: 'goods', days_valid: 30 });
    expect(r.starts_at).toBeLessThanOrEqual(now());
    expect(r.ends_at).toBeGreaterThan(now());
    expect(upcoming[0]).toMatchObject({ cashback_rate: 5, coupon: null });
    expect(upcoming[0].starts_at).toBeGreaterThan(now());
  });

  it('says which ones the shopper has joined; an ended activity is not listed', async () => {
    const { token } = await newShopper(h().db);
    const { running } = await seeded();
    await join(token, running.id);
    expect((await list(token)).find((p) => p.id === running.id)).toMatchObject({ joined: true });
    expect((await list()).find((p) => p.id === running.id)).toMatchObject({ joined: false });
    const [ended] = await h().db.insert(promotions).values({
      title: { en: 'Old', ru: 'Старая', 'zh-cn': '旧' }, body: { en: '', ru: '', 'zh-cn': '' }, startsAt: now() - 10 * DAY, endsAt: now() - DAY, sort: 50,
    }).returning();
    expect((await list(token)).some((p) => p.id === ended.id)).toBe(false);
    await h().db.delete(promotions).where(eq(promotions.id, ended.id));
  });
});

describe('promotions/join', () => {
  it('joins once under 20 concurrent calls, with one coupon (source promotion, keyed by the join)', async () => {
    const { user, token } = await newShopper(h().db);
    const { running } = await seeded();
    const answers = await Promise.all(Array.from({ length: 20 }, () => join(token, running.id)));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const ok = answers.filter((a) => a.code === 1);
    expect(ok).toHaveLength(1);
    expect(ok[0]).toMatchObject({ msg: 'You have joined the activity', data: { id: running.id, joined: true } });
    expect(answers.filter((a) => a.code === 0).map((a) => a.msg)).toEqual(Array(19).fill('You have already joined this activity'));
    const joins = await h().db.select().from(promotionJoins).where(and(eq(promotionJoins.userId, user.id), eq(promotionJoins.promotionId, running.id)));
    expect(joins).toHaveLength(1);
    const mine = await h().db.select().from(coupons).where(and(eq(coupons.userId, user.id), eq(coupons.source, 'promotion')));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: ok[0].data.coupon_id, sourceRef: String(joins[0].id), amountFen: 1500, minFen: 15_000 });
    // The coupon is among the shopper's coupons.
    const listed = await call('/api/coupon/lists', { status: 0 }, token);
    expect(listed.data.data.map((c: { id: number }) => c.id)).toContain(mine[0].id);
  });

  it('refuses an activity not started, ended or unknown, in the language; nothing is written', async () => {
    const { user, token } = await newShopper(h().db);
    const { upcoming, running } = await seeded();
    expect((await join(token, upcoming.id, 'ru')).msg).toBe('Эта акция ещё не началась');
    expect((await join(token, 999_999, 'zh-cn')).msg).toBe('活动不存在');
    clock.at(running.ends_at);
    const later = (await issueToken(h().db, user.id, running.ends_at)).token;
    expect((await join(later, running.id)).msg).toBe('This activity has ended');
    expect(await h().db.select().from(promotionJoins).where(eq(promotionJoins.userId, user.id))).toHaveLength(0);
    expect((await h().call('/api/promotions/join', { id: running.id })).status).toBe(401);
  });

  it('joins without a coupon when the rule has none left', async () => {
    const [rule] = await h().db.insert(couponRules).values({ name: { en: 'Gone', ru: 'Нет', 'zh-cn': '无' }, amountFen: 100, total: 1, issued: 1 }).returning();
    const [p] = await h().db.insert(promotions).values({
      title: { en: 'Gift', ru: 'Подарок', 'zh-cn': '礼' }, body: { en: '', ru: '', 'zh-cn': '' }, startsAt: now() - DAY, endsAt: now() + DAY, couponRuleId: rule.id, sort: 60,
    }).returning();
    const { token } = await newShopper(h().db);
    const r = await join(token, p.id);
    expect(r).toMatchObject({ code: 1, data: { joined: true, coupon_id: null } });
    await h().db.delete(promotions).where(eq(promotions.id, p.id));
  });
});

describe('cashback of a joined activity', () => {
  /** A joined shopper with a paid order group of 2 goods at ¥50 (goods ¥100): the group, its order and the answer of payBalance. */
  async function paidGroup(o: { join?: boolean; token?: string; userId?: number } = {}) {
    const s = o.token && o.userId ? { token: o.token, user: { id: o.userId } } : await newShopper(h().db, { balanceFen: 100_000 });
    if (o.join !== false) {
      const { running } = await seeded();
      await join(s.token, running.id);
    }
    const { group, order } = await makeOrder(h().db, s.user.id, { status: 0, goods: 2, priceFen: 5000 });
    const paid = await call('/api/paywallet/payBalance', { sn: group.sn }, s.token);
    expect(paid.code).toBe(1);
    return { ...s, group, order };
  }
  const cashbackOf = async (sn: string) => (await h().db.select().from(cashbacks).where(and(eq(cashbacks.refType, 'order_group'), eq(cashbacks.refSn, sn))))[0];
  /** The order's goods go into a shipped parcel (status 4, the parcel 3); answers the parcel. */
  async function shipped(userId: number, orderId: number) {
    const p = await makeParcel(h().db, userId, 3);
    await h().db.update(orderGoods).set({ parcelId: p.id }).where(eq(orderGoods.orderId, orderId));
    await h().db.update(orders).set({ status: ORDER_STATUS.parcel }).where(eq(orders.id, orderId));
    return p;
  }

  it('a group paid while joined gets a pending cashback (rate × goods) in the payment; received → credited once under 20 concurrent deliveries', async () => {
    const { user, group, order } = await paidGroup();
    expect(await cashbackOf(group.sn)).toMatchObject({ userId: user.id, baseFen: 10_000, rateBp: 300, amountFen: 300, status: 0, paidAt: null });
    const p = await shipped(user.id, order.id);
    const before = await balanceOf(h().db, user.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => h().ops('deliver', { id: p.id })));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(await cashbackOf(group.sn)).toMatchObject({ status: 1, amountFen: 300 });
    expect(await balanceOf(h().db, user.id)).toBe(before + 300);
    const credits = await h().db.select().from(moneyLog).where(and(eq(moneyLog.userId, user.id), eq(moneyLog.type, 'cashback')));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ amountFen: 300, refType: 'order_group', refSn: group.sn });
    // Settling again (a retried hook, concurrently) pays nothing more.
    await Promise.all(Array.from({ length: 20 }, () => h().db.transaction((tx) => settleCashbacks(tx, [order.id], now()))));
    expect(await h().db.select().from(moneyLog).where(and(eq(moneyLog.userId, user.id), eq(moneyLog.type, 'cashback')))).toHaveLength(1);
    await exact(user.id);
  });

  it('one cashback row per group, whoever pays; none without joining', async () => {
    const { group } = await paidGroup();
    expect(await h().db.select().from(cashbacks).where(eq(cashbacks.refSn, group.sn))).toHaveLength(1);
    const plain = await paidGroup({ join: false });
    expect(await cashbackOf(plain.group.sn)).toBeUndefined();
  });

  it('cancelled before it is done: the cashback is cancelled and nothing is credited', async () => {
    const { user, token, group, order } = await paidGroup();
    expect((await call('/api/order/cancel', { id: order.id }, token)).code).toBe(1);
    expect(await cashbackOf(group.sn)).toMatchObject({ status: -1 });
    expect(await h().db.select().from(moneyLog).where(and(eq(moneyLog.userId, user.id), eq(moneyLog.type, 'cashback')))).toHaveLength(0);
    await exact(user.id);
  });

  it('a group partly cancelled earns on what was done only, once its last order is done', async () => {
    const s = await newShopper(h().db, { balanceFen: 100_000 });
    const { running } = await seeded();
    await join(s.token, running.id);
    const { group, order } = await makeOrder(h().db, s.user.id, { status: 0, goods: 2, priceFen: 5000 });
    const second = await addOrderToGroup(h().db, s.user.id, group.id, { goods: 4000, post: 0, service: 0 });
    await h().db.update(orderGroups).set({ totalFen: 14_000 }).where(eq(orderGroups.id, group.id));
    expect((await call('/api/paywallet/payBalance', { sn: group.sn }, s.token)).code).toBe(1);
    expect(await cashbackOf(group.sn)).toMatchObject({ baseFen: 14_000, amountFen: 420, status: 0 });
    expect((await call('/api/order/cancel', { id: second.id }, s.token)).code).toBe(1);
    expect(await cashbackOf(group.sn)).toMatchObject({ status: 0 });
    const p = await shipped(s.user.id, order.id);
    expect((await h().ops('deliver', { id: p.id })).code).toBe(1);
    expect(await cashbackOf(group.sn)).toMatchObject({ status: 1, amountFen: 300 });
    await exact(s.user.id);
  });

  it('paid after the activity ended: no cashback', async () => {
    const s = await newShopper(h().db, { balanceFen: 100_000 });
    const { running } = await seeded();
    await join(s.token, running.id);
    clock.at(running.ends_at + 1);
    const token = (await issueToken(h().db, s.user.id, running.ends_at + 1)).token;
    const { group } = await makeOrder(h().db, s.user.id, { status: 0, goods: 1 });
    expect((await call('/api/paywallet/payBalance', { sn: group.sn }, token)).code).toBe(1);
    expect(await cashbackOf(group.sn)).toBeUndefined();
  });
});

describe('operator', () => {
  it('lists the activities with their state, cashback rate and how many joined', async () => {
    const r = await h().ops('promotions');
    const states = r.data.map((p: { state: string }) => p.state);
    expect(states).toContain('running');
    expect(states).toContain('upcoming');
    expect(r.data.find((p: { cashback_rate: number }) => p.cashback_rate === 3).joined).toBeGreaterThan(0);
  });
});
