import { describe, it, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { harnessWithClock } from './harness';
import { newShopper } from './fixtures';
import { scoreLog, signins, users } from '../../server/db/schema';
import { ledgerPoints, postPoints } from '../../server/domain/rewards/points';
import { dayStart } from '../../server/domain/rewards/shop-day';
import { maskName } from '../../server/domain/rewards/signin';

const clock = harnessWithClock();
const h = () => clock.h;

/** Noon of `day` on the shop's calendar (China time). */
const noon = (day: string) => dayStart(day) + 12 * 3600;
const at = (day: string, hour = 12) => clock.at(dayStart(day) + hour * 3600);
const call = (name: string, token: string, params: Record<string, string | number> = {}, lang = 'en') => h().call(`/api/signin/${name}`, params, { token, lang });
const pointsOf = async (userId: number) => (await h().db.select({ s: users.score }).from(users).where(eq(users.id, userId)))[0].s;
const entries = (userId: number) => h().db.select().from(scoreLog).where(eq(scoreLog.userId, userId)).orderBy(scoreLog.id);
const give = (userId: number, amount: number) => h().db.transaction((tx) => postPoints(tx, { userId, type: 'ops', amount, memo: 'test', now: noon('2024-01-01') }));
async function exact(userId: number) {
  expect(await pointsOf(userId)).toBe(await ledgerPoints(h().db, userId));
}
/** Signs in on each of `days` (moving the clock to that day). */
async function signOn(token: string, days: string[]) {
  for (const d of days) {
    at(d);
    const r = await call('add', token);
    expect(r.code, `${d}: ${r.msg}`).toBe(1);
  }
}
const june = (d: number) => `2024-06-${String(d).padStart(2, '0')}`;

describe('signin/add', () => {
  it('20 concurrent sign-ins in one day: one entry, one reward of 5 points', async () => {
    const { user, token } = await newShopper(h().db);
    at(june(15), 23); // 23:00 China time is still the 15th there (15:00 UTC)
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('add', token)));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const ok = answers.filter((a) => a.code === 1);
    expect(ok).toHaveLength(1);
    expect(ok[0]).toMatchObject({ msg: 'Signed in for today', data: { day: june(15), points: 5, bonus: 0, continuous: 1, score: 5 } });
    expect(answers.filter((a) => a.code === 0).every((a) => a.msg === 'You have already signed in today')).toBe(true);
    expect(await h().db.select().from(signins).where(eq(signins.userId, user.id))).toHaveLength(1);
    expect((await entries(user.id)).map((e) => [e.type, e.amount, e.refKey])).toEqual([['signin', 5, june(15)]]);
    // Later the same (China) day: still refused, in the language asked.
    at(june(15), 2);
    expect((await call('add', token, {}, 'ru')).msg).toBe('Вы уже отметились сегодня');
    await exact(user.id);
  });

  it('+20 more on every 7th day in a row, as its own entry keyed by the day; a missed day starts again', async () => {
    const { user, token } = await newShopper(h().db);
    await signOn(token, [1, 2, 3, 4, 5, 6].map(june));
    at(june(7));
    const seventh = await Promise.all(Array.from({ length: 20 }, () => call('add', token)));
    expect(seventh.filter((a) => a.code === 1).map((a) => a.data)).toEqual([{ day: june(7), points: 25, bonus: 20, continuous: 7, score: 55 }]);
    const bonus = await h().db.select().from(scoreLog).where(and(eq(scoreLog.userId, user.id), eq(scoreLog.type, 'signin_bonus')));
    expect(bonus.map((e) => [e.amount, e.refKey])).toEqual([[20, june(7)]]);
    await signOn(token, [8, 9, 10, 11, 12, 13].map(june));
    at(june(14));
    expect((await call('add', token)).data).toMatchObject({ points: 25, bonus: 20, continuous: 14 });
    // The 15th missed: the 16th is day 1 again.
    at(june(16));
    expect((await call('add', token)).data).toMatchObject({ points: 5, bonus: 0, continuous: 1 });
    expect(await pointsOf(user.id)).toBe(14 * 5 + 2 * 20 + 5);
    await exact(user.id);
  });
});

describe('signin/lists', () => {
  it("answers the month's calendar: signed days with points, today, the streak, sign-ins to the bonus and the rules", async () => {
    const { token } = await newShopper(h().db);
    await signOn(token, [june(10), june(11), june(12)]);
    at(june(13));
    let r = await call('lists', token);
    expect(r.data).toEqual({
      month: '2024-06', today: june(13), signed_today: false, continuous: 2 + 1, bonus_in: 4, score: 15,
      days: [
        { day: june(10), points: 5, filled: false, streak: 1 },
        { day: june(11), points: 5, filled: false, streak: 2 },
        { day: june(12), points: 5, filled: false, streak: 3 },
      ],
      rules: { daily: 5, bonus: 20, bonus_every: 7, fillup_cost: 20 },
    });
    await call('add', token);
    r = await call('lists', token, { month: '2024-06' });
    expect(r.data).toMatchObject({ signed_today: true, continuous: 4, bonus_in: 3, score: 20 });
    // Another month, and junk (this month).
    expect((await call('lists', token, { month: '2024-05' })).data).toMatchObject({ month: '2024-05', days: [], today: june(13) });
    expect((await call('lists', token, { month: '2024-13' })).data.month).toBe('2024-06');
    // A streak broken yesterday is 0.
    at(june(15));
    expect((await call('lists', token)).data).toMatchObject({ signed_today: false, continuous: 0, bonus_in: 7 });
    expect((await h().call('/api/signin/lists', {})).status).toBe(401);
  });
});

describe('signin/fillup', () => {
  it('fills a missed day of this month before today for 20 points, marked filled; later days are counted anew for display, no bonus back', async () => {
    const { user, token } = await newShopper(h().db);
    await give(user.id, 100);
    await signOn(token, [june(8), june(9), june(10), june(12), june(13), june(14)]);
    at(june(14), 20);
    const r = await call('fillup', token, { day: june(11) });
    expect(r).toMatchObject({ code: 1, msg: 'Day filled up', data: { day: june(11), cost: 20, score: 100 + 30 - 20 } });
    const cal = (await call('lists', token)).data;
    expect(cal.days.find((d: { day: string }) => d.day === june(11))).toEqual({ day: june(11), points: 0, filled: true, streak: 4 });
    expect(cal.days.find((d: { day: string }) => d.day === june(14))).toMatchObject({ streak: 7, filled: false, points: 5 });
    expect(cal).toMatchObject({ continuous: 7, bonus_in: 7 });
    // No retroactive bonus: the 14th became a 7th day in a row only now.
    expect(await h().db.select().from(scoreLog).where(and(eq(scoreLog.userId, user.id), eq(scoreLog.type, 'signin_bonus')))).toEqual([]);
    // The run goes on: the 15th is the 8th day in a row (no bonus), … the 21st the 14th (bonus).
    at(june(15));
    expect((await call('add', token)).data).toMatchObject({ continuous: 8, bonus: 0 });
    expect((await entries(user.id)).filter((e) => e.type === 'fillup').map((e) => [e.amount, e.refKey])).toEqual([[-20, june(11)]]);
    await exact(user.id);
  });

  it('refuses today, a day to come, another month, a day already signed or filled, and a bad day, each saying why', async () => {
    const { user, token } = await newShopper(h().db);
    await give(user.id, 100);
    await signOn(token, [june(20)]);
    at(june(21));
    const msg = async (day: string, lang = 'en') => (await call('fillup', token, { day }, lang)).msg;
    expect(await msg(june(21))).toBe('Today is not missed: sign in with the button');
    expect(await msg(june(22))).toBe('A day that has not come yet cannot be filled up');
    expect(await msg('2024-07-01')).toBe('A day that has not come yet cannot be filled up');
    expect(await msg('2024-05-31')).toBe('Only a missed day of this month can be filled up');
    expect(await msg('2024-05-31', 'zh-cn')).toBe('只能补签本月漏签的日期');
    expect(await msg(june(20))).toBe('This day is already signed');
    expect(await msg(june(20), 'ru')).toBe('Этот день уже отмечен');
    expect((await call('fillup', token, { day: '2024-06-31' })).code).toBe(0);
    expect((await call('fillup', token, { day: 'yesterday' })).code).toBe(0);
    expect((await call('fillup', token, {})).code).toBe(0);
    expect(await pointsOf(user.id)).toBe(105);
    // 20 concurrent fill-ups of one day: one is charged.
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('fillup', token, { day: june(19) })));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 0).every((a) => a.msg === 'This day is already signed')).toBe(true);
    expect(await msg(june(19))).toBe('This day is already signed');
    expect(await pointsOf(user.id)).toBe(85);
    await exact(user.id);
  });

  it('costs 20 points and never takes them below zero', async () => {
    const { user, token } = await newShopper(h().db);
    await give(user.id, 15);
    at(june(25));
    expect((await call('fillup', token, { day: june(3) })).msg).toBe('Not enough points: you have 15');
    expect(await h().db.select().from(signins).where(eq(signins.userId, user.id))).toEqual([]);
    await give(user.id, 25);
    // 40 points, 5 racing fill-ups of different days: two go through.
    const answers = await Promise.all([1, 2, 3, 4, 5].map((d) => call('fillup', token, { day: june(d) })));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(2);
    expect(await pointsOf(user.id)).toBe(0);
    expect(await h().db.select().from(signins).where(eq(signins.userId, user.id))).toHaveLength(2);
    await exact(user.id);
  });
});

describe('signin/rank', () => {
  it('ranks the month by days signed (filled days count), names masked, ten at most, with my own place', async () => {
    const shoppers = await Promise.all(Array.from({ length: 12 }, (_, i) => newShopper(h().db, { name: `ranker${String(i).padStart(2, '0')}x` })));
    // Shopper i signed i + 1 days of September 2024 (written straight in: the ranking reads the days).
    for (const [i, s] of shoppers.entries()) {
      await h().db.insert(signins).values(Array.from({ length: i + 1 }, (_, d) => ({
        userId: s.user.id, day: `2024-09-${String(d + 1).padStart(2, '0')}`, filled: d === 0, createdAt: noon(`2024-09-${String(d + 1).padStart(2, '0')}`),
      })));
    }
    at('2024-09-20');
    const last = shoppers[0];
    const r = await call('rank', last.token);
    expect(r.data.month).toBe('2024-09');
    expect(r.data.list).toHaveLength(10);
    expect(r.data.list[0]).toEqual({ rank: 1, nickname: 'r***x', avatar: '', days: 12, me: false });
    expect(r.data.list.map((x: { days: number }) => x.days)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(r.data.me).toMatchObject({ rank: 12, days: 1, me: true });
    expect((await call('rank', shoppers[11].token)).data.list[0].me).toBe(true);
    // Not signed this month: no place; a visitor sees the list.
    const { token } = await newShopper(h().db);
    expect((await call('rank', token)).data.me).toBeNull();
    expect((await h().call('/api/signin/rank', {}, { method: 'GET' })).data.list).toHaveLength(10);
  });

  it('masks a name to its first and last character', () => {
    expect(maskName('Demo Shopper')).toBe('D***r');
    expect(maskName('李')).toBe('李***');
    expect(maskName('')).toBe('***');
  });
});
