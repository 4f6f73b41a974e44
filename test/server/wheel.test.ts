import { describe, it, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { harnessWithClock } from './harness';
import { newShopper } from './fixtures';
import { config, coupons, scoreLog, users, wheelPrizes, wheelSpins } from '../../server/db/schema';
import { ledgerPoints, postPoints } from '../../server/domain/rewards/points';
import { cryptoRoll, drawWheel, pickPrize, wheelPrizeList, type PrizeRow } from '../../server/domain/rewards/wheel';
import { BizError } from '../../server/http/errors';

const clock = harnessWithClock();
const h = () => clock.h;
const call = (path: string, token: string, params: Record<string, string | number> = {}, lang = 'en') => h().call(path, params, { token, lang });
const now = () => Math.floor(Date.now() / 1000);

/** A shopper holding `points`, through the ledger. */
async function shopperWith(points = 0) {
  const s = await newShopper(h().db);
  if (points) await h().db.transaction((tx) => postPoints(tx, { userId: s.user.id, type: 'ops', amount: points, now: now() }));
  return s;
}

async function pointsOf(userId: number) {
  const [u] = await h().db.select({ score: users.score }).from(users).where(eq(users.id, userId));
  expect(u.score).toBe(await ledgerPoints(h().db, userId));
  return u.score;
}

/** A roll that lands on prize `id` among the drawable prizes (the offset of its slice). */
async function rollTo(id: number) {
  const drawable = (await wheelPrizeList(h().db)).filter((p) => p.drawable);
  let offset = 0;
  for (const p of drawable) {
    if (p.id === id) return () => offset;
    offset += p.weight;
  }
  throw new Error(`prize ${id} is not on the wheel`);
}

const prizeOf = async (kind: PrizeRow['kind'], test: (p: PrizeRow) => boolean = () => true) =>
  (await wheelPrizeList(h().db)).find((p) => p.kind === kind && test(p))!;

describe('zhuanpan/info', () => {
  it('answers the prizes in the request’s language, one free spin today, the cost of a bought spin and my points', async () => {
    const { token } = await shopperWith(35);
    const r = await call('/api/zhuanpan/info', token);
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({ free_left: 1, free_per_day: 1, cost: 20, score: 35 });
    expect(r.data.prizes.length).toBeGreaterThanOrEqual(6);
    expect(r.data.prizes.length).toBeLessThanOrEqual(8);
    expect(r.data.prizes[0]).toEqual({ id: expect.any(Number), name: '5 points', kind: 'points', points: 5, coupon: null });
    expect(r.data.prizes.find((p: { kind: string }) => p.kind === 'coupon').coupon).toMatchObject({ amount: expect.any(String), percent: expect.any(Number), scope: expect.any(String) });
    expect(new Set(r.data.prizes.map((p: { kind: string }) => p.kind))).toEqual(new Set(['points', 'coupon', 'none']));
    expect((await call('/api/zhuanpan/info', token, {}, 'ru')).data.prizes[0].name).toBe('5 баллов');
    expect((await call('/api/zhuanpan/info', token, {}, 'zh-cn')).data.prizes[0].name).toBe('5积分');
    expect((await h().call('/api/zhuanpan/info')).status).toBe(401);
  });

  it('the cost comes from the config row wheel_spin_cost', async () => {
    const { token } = await shopperWith();
    await h().db.update(config).set({ value: 35 }).where(eq(config.name, 'wheel_spin_cost'));
    try {
      expect((await call('/api/zhuanpan/info', token)).data.cost).toBe(35);
    } finally {
      await h().db.update(config).set({ value: 20 }).where(eq(config.name, 'wheel_spin_cost'));
    }
  });
});

describe('the draw', () => {
  it('10 000 picks with crypto randomness follow the configured weights (chi-square, 6 degrees of freedom)', async () => {
    const prizes = (await wheelPrizeList(h().db)).filter((p) => p.drawable);
    const total = prizes.reduce((s, p) => s + p.weight, 0);
    const N = 10_000;
    const seen = new Map(prizes.map((p) => [p.id, 0]));
    for (let i = 0; i < N; i++) {
      const p = pickPrize(prizes, cryptoRoll);
      seen.set(p.id, seen.get(p.id)! + 1);
    }
    const chi2 = prizes.reduce((s, p) => {
      const expected = (N * p.weight) / total;
      return s + (seen.get(p.id)! - expected) ** 2 / expected;
    }, 0);
    // The critical value of χ² for k − 1 degrees of freedom at p = 10⁻⁶ (k = 7 prizes: 38.26): a fair draw fails once in a
    // million runs, so the suite does not flake, while a wrong weight table or a biased roll lands far above it.
    const critical: Record<number, number> = { 5: 35.89, 6: 38.26, 7: 40.52 };
    expect(critical[prizes.length - 1]).toBeDefined();
    expect(chi2).toBeLessThan(critical[prizes.length - 1]);
    // And each prize within 5 standard deviations of its expected count.
    for (const p of prizes) {
      const q = p.weight / total;
      expect(Math.abs(seen.get(p.id)! - N * q)).toBeLessThan(5 * Math.sqrt(N * q * (1 - q)));
    }
  });

  it('maps every roll onto the slice of its weight, and refuses a wheel without weights', () => {
    const prizes = [{ id: 1, weight: 3 }, { id: 2, weight: 0 }, { id: 3, weight: 1 }];
    expect([0, 1, 2, 3].map((r) => pickPrize(prizes, () => r).id)).toEqual([1, 1, 1, 3]);
    expect(() => pickPrize([{ weight: 0 }], () => 0)).toThrow(BizError);
  });

  it('the day’s free spin is taken once under 20 concurrent draws; a shopper without points gets no more', async () => {
    const { user, token } = await shopperWith(0);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('/api/zhuanpan/draw', token)));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const free = answers.filter((a) => a.code === 1 && a.data.free);
    expect(free).toHaveLength(1);
    expect(free[0].data).toMatchObject({ cost: 0, free_left: 0, prize_id: expect.any(Number), index: expect.any(Number) });
    const spins = await h().db.select().from(wheelSpins).where(eq(wheelSpins.userId, user.id));
    expect(spins.filter((s) => s.cost === 0)).toHaveLength(1);
    // A points prize of the free spin may pay for bought spins; every one of them cost points, and the points never went below zero.
    const bought = answers.filter((a) => a.code === 1 && !a.data.free);
    expect(spins.filter((s) => s.cost > 0)).toHaveLength(bought.length);
    for (const a of answers.filter((x) => x.code === 0)) expect(a.msg).toMatch(/^Not enough points: you have \d+$/);
    expect(await pointsOf(user.id)).toBeGreaterThanOrEqual(0);
    expect((await call('/api/zhuanpan/info', token)).data.free_left).toBe(0);
  });

  it('bought spins, 20 at once, never take the points below zero: 50 points buy two spins of 20', async () => {
    const { user } = await shopperWith(50);
    const none = await prizeOf('none');
    const roll = await rollTo(none.id);
    await drawWheel(h().db, user.id, now(), roll);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => drawWheel(h().db, user.id, now(), roll)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(2);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ key: 'score.insufficient' });
    expect(await pointsOf(user.id)).toBe(10);
    const spends = await h().db.select().from(scoreLog).where(and(eq(scoreLog.userId, user.id), eq(scoreLog.type, 'wheel_spin')));
    expect(spends.map((e) => e.amount)).toEqual([-20, -20]);
  });

  it('a bought spin the shopper cannot afford is refused with a translated message and records nothing', async () => {
    const { user, token } = await shopperWith(5);
    await drawWheel(h().db, user.id, now(), await rollTo((await prizeOf('none')).id));
    expect(await call('/api/zhuanpan/draw', token, {}, 'ru')).toMatchObject({ code: 0, msg: 'Недостаточно баллов: у вас 5', data: null });
    expect(await h().db.select().from(wheelSpins).where(eq(wheelSpins.userId, user.id))).toHaveLength(1);
    expect(await pointsOf(user.id)).toBe(5);
  });

  it('a points prize lands in the points ledger keyed by the spin; a coupon prize in my usable coupons', async () => {
    const { user, token } = await shopperWith(100);
    const fifty = await prizeOf('points', (p) => p.points === 50);
    const d = await drawWheel(h().db, user.id, now(), await rollTo(fifty.id));
    expect(d).toMatchObject({ free: true, cost: 0, score: 150, couponId: null });
    const [entry] = await h().db.select().from(scoreLog).where(and(eq(scoreLog.userId, user.id), eq(scoreLog.type, 'wheel_prize')));
    expect(entry).toMatchObject({ amount: 50, refKey: String(d.spinId), balanceAfter: 150 });

    const couponPrize = await prizeOf('coupon');
    const c = await drawWheel(h().db, user.id, now(), await rollTo(couponPrize.id));
    expect(c).toMatchObject({ free: false, cost: 20, score: 130, couponId: expect.any(Number) });
    const [coupon] = await h().db.select().from(coupons).where(eq(coupons.id, c.couponId!));
    expect(coupon).toMatchObject({ userId: user.id, ruleId: couponPrize.couponRuleId, source: 'wheel', sourceRef: String(c.spinId), status: 0 });
    const usable = await call('/api/coupon/lists', token, { status: 0 });
    expect(usable.data.data[0]).toMatchObject({ id: c.couponId, source: 'wheel', status: 0 });

    // The API answers where the wheel stops: the prize's index in info's list.
    const info = await call('/api/zhuanpan/info', token);
    expect(info.data.prizes[c.index].id).toBe(couponPrize.id);
  });

  it('a new shop day brings a new free spin (China time)', async () => {
    const { user, token } = await shopperWith(0);
    // 2026-03-01 23:30 in Shanghai is 15:30 UTC; half an hour later is the next shop day.
    clock.at(Date.UTC(2026, 2, 1, 15, 30) / 1000);
    expect((await call('/api/zhuanpan/draw', token)).data).toMatchObject({ free: true });
    expect((await call('/api/zhuanpan/info', token)).data.free_left).toBe(0);
    clock.at(Date.UTC(2026, 2, 1, 16, 1) / 1000);
    expect((await call('/api/zhuanpan/info', token)).data.free_left).toBe(1);
    expect((await call('/api/zhuanpan/draw', token)).data).toMatchObject({ free: true });
    const days = (await h().db.select().from(wheelSpins).where(and(eq(wheelSpins.userId, user.id), eq(wheelSpins.cost, 0)))).map((s) => s.day);
    expect(days).toEqual(['2026-03-01', '2026-03-02']);
  });
});

describe('zhuanpan/records', () => {
  it('lists my prizes only (not the empty slices), newest first, paged', async () => {
    const { user, token } = await shopperWith(200);
    const five = await prizeOf('points', (p) => p.points === 5);
    const none = await prizeOf('none');
    const couponPrize = await prizeOf('coupon');
    await drawWheel(h().db, user.id, now(), await rollTo(five.id));
    await drawWheel(h().db, user.id, now(), await rollTo(none.id));
    await drawWheel(h().db, user.id, now(), await rollTo(couponPrize.id));
    const r = await call('/api/zhuanpan/records', token, { page: 1, pagesize: 10 });
    expect(r.data).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
    expect(r.data.data.map((w: { kind: string }) => w.kind)).toEqual(['coupon', 'points']);
    expect(r.data.data[1]).toMatchObject({ name: '5 points', points: 5, free: true, coupon_id: null });
    expect(r.data.data[0]).toMatchObject({ free: false, coupon_id: expect.any(Number) });
    const other = await shopperWith();
    expect((await call('/api/zhuanpan/records', other.token)).data.total).toBe(0);
  });
});

describe('operator: wheel_prizes and wheel_prize_set', () => {
  it('lists the prizes with their share; a weight of 0 or enabled=0 takes a prize off the wheel; no weights, no spins', async () => {
    const list = await h().ops('wheel_prizes');
    expect(list.code).toBe(1);
    const total = list.data.filter((p: { enabled: boolean }) => p.enabled).reduce((s: number, p: { weight: number }) => s + p.weight, 0);
    expect(list.data[0]).toMatchObject({ name: '5 points', kind: 'points', weight: 30, enabled: true, share: `${((100 * 30) / total).toFixed(2)}%` });
    const saved = await h().db.select().from(wheelPrizes);
    const { user, token } = await shopperWith();
    try {
      const first = list.data[0].id;
      expect((await h().ops('wheel_prize_set', { id: first, weight: 0 })).data).toMatchObject({ id: first, weight: 0 });
      expect((await call('/api/zhuanpan/info', token)).data.prizes.map((p: { id: number }) => p.id)).not.toContain(first);
      const second = list.data[1].id;
      expect((await h().ops('wheel_prize_set', { id: second, weight: 7, enabled: 0 })).data).toMatchObject({ weight: 7, enabled: false, share: '0%' });
      expect((await call('/api/zhuanpan/info', token)).data.prizes.map((p: { id: number }) => p.id)).not.toContain(second);
      expect((await h().ops('wheel_prize_set', { id: 99999, weight: 1 })).msg).toBe('Prize not found');
      expect((await h().ops('wheel_prize_set', { id: first, weight: -1 })).msg).toContain('weight');
      for (const p of saved) await h().ops('wheel_prize_set', { id: p.id, weight: 0 });
      expect(await call('/api/zhuanpan/draw', token, {}, 'zh-cn')).toMatchObject({ code: 0, msg: '幸运转盘暂无奖品' });
      expect(await h().db.select().from(wheelSpins).where(eq(wheelSpins.userId, user.id))).toEqual([]);
    } finally {
      for (const p of saved) await h().db.update(wheelPrizes).set({ weight: p.weight, enabled: p.enabled }).where(eq(wheelPrizes.id, p.id));
    }
    expect((await h().call('/ops/wheel_prizes')).status).toBe(401);
  });
});
