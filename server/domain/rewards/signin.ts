import { and, asc, desc, eq, like, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { signins, users } from '../../db/schema';
import { BizError } from '../../http/errors';
import { isUniqueViolation } from '../numbers/sn';
import { postPoints } from './points';
import { addDays, shopDay } from './shop-day';

/**
 * Daily sign-in (design §4b): +5 points a day on the shop's calendar, +20 more on every 7th consecutive day
 * (a separate `signin_bonus` entry keyed by the day); a missed day of this month, before today, can be filled up
 * for 20 points. A filled day joins the streak from then on (the days after it are counted anew for display and
 * for the next bonus), but earns nothing back: no bonus is granted for a day already past.
 */
export const SIGNIN_RULES = { daily: 5, bonus: 20, bonusEvery: 7, fillupCost: 20 } as const;

export type SigninRow = typeof signins.$inferSelect;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A real calendar day 'YYYY-MM-DD' (not 2025-02-30). */
export const isDay = (s: string) => DAY.test(s) && addDays(s, 0) === s;
export const isMonth = (s: string) => MONTH.test(s);

/** The user's signed days (filled ones too) in `month` ('YYYY-MM'), oldest first. */
export const monthDays = (db: DbOrTx, userId: number, month: string) =>
  db.select().from(signins).where(and(eq(signins.userId, userId), like(signins.day, `${month}-%`))).orderBy(asc(signins.day));

/** How many days in a row end with `day` (0 when `day` is not signed), counted from the signed days. */
async function runEndingOn(db: DbOrTx, userId: number, day: string): Promise<number> {
  // A run longer than this is counted as this: it changes nothing on screen and bounds the read.
  const rows = await db.select({ day: signins.day }).from(signins)
    .where(and(eq(signins.userId, userId), lt(signins.day, addDays(day, 1)))).orderBy(desc(signins.day)).limit(400);
  let n = 0;
  for (const r of rows) {
    if (r.day !== addDays(day, -n)) break;
    n++;
  }
  return n;
}

/** The streak as it stands: the run ending today when today is signed, else the run ending yesterday (still alive). */
export async function currentStreak(db: DbOrTx, userId: number, today: string): Promise<{ streak: number; signedToday: boolean }> {
  const t = await runEndingOn(db, userId, today);
  if (t > 0) return { streak: t, signedToday: true };
  return { streak: await runEndingOn(db, userId, addDays(today, -1)), signedToday: false };
}

/**
 * Sign-ins until one earns the bonus (1 = the next one does), from the streak as it stands: the next sign-in
 * makes it streak + 1 whether or not today is signed (currentStreak counts a run still alive from yesterday).
 */
export const signinsToBonus = (streak: number) => SIGNIN_RULES.bonusEvery - (streak % SIGNIN_RULES.bonusEvery);

/**
 * The month's calendar of a shopper: the signed days with their points (a filled day has `filled`), and each
 * day's run as it stands now (recomputed, so a fill-up joins the runs around it).
 */
export async function signinMonth(db: DbOrTx, userId: number, month: string, now: number) {
  const today = shopDay(now);
  const rows = await monthDays(db, userId, month);
  // The run at each day: the days before the month's first signed day are counted once, then carried on.
  const runs = new Map<string, number>();
  for (const r of rows) {
    const prev = runs.get(addDays(r.day, -1));
    runs.set(r.day, prev !== undefined ? prev + 1 : await runEndingOn(db, userId, r.day));
  }
  const { streak, signedToday } = await currentStreak(db, userId, today);
  const [u] = await db.select({ score: users.score }).from(users).where(eq(users.id, userId));
  return { today, rows, runs, streak, signedToday, score: u?.score ?? 0 };
}

export type SignedIn = { day: string; streak: number; points: number; bonus: number; score: number };

/**
 * Today's sign-in, once per user and day however many calls race: the day's row (unique on user and day) is
 * written first — a second call finds it and is refused — then the points (`signin`, keyed by the day) and, on a
 * 7th, 14th … day in a row, the bonus (`signin_bonus`, keyed by the day), in the same transaction.
 */
export async function signIn(db: Db, userId: number, now: number): Promise<SignedIn> {
  const day = shopDay(now);
  try {
    return await db.transaction(async (tx) => {
      const streak = (await runEndingOn(tx, userId, addDays(day, -1))) + 1;
      const bonus = streak % SIGNIN_RULES.bonusEvery === 0 ? SIGNIN_RULES.bonus : 0;
      const [row] = await tx.insert(signins).values({ userId, day, streak, points: SIGNIN_RULES.daily + bonus, filled: false, createdAt: now })
        .onConflictDoNothing().returning();
      if (!row) throw new BizError('signin.already');
      let score = await postPoints(tx, { userId, type: 'signin', amount: SIGNIN_RULES.daily, refKey: day, memo: `Sign-in ${day}`, now });
      if (bonus) score = await postPoints(tx, { userId, type: 'signin_bonus', amount: bonus, refKey: day, memo: `Day ${streak} in a row`, now }) ?? score;
      if (score === null) throw new BizError('signin.already');
      return { day, streak, points: SIGNIN_RULES.daily + bonus, bonus, score };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new BizError('signin.already');
    throw err;
  }
}

export type FilledUp = { day: string; cost: number; score: number };

/**
 * Fills up a missed day of this month, before today, for 20 points (never below zero: 'score.insufficient').
 * Today, a day to come, a day of another month and a day already signed are refused, each with its reason.
 */
export async function fillUp(db: Db, userId: number, day: string, now: number): Promise<FilledUp> {
  const today = shopDay(now);
  if (!isDay(day)) throw new BizError('error.invalid', { field: 'day' });
  if (day > today) throw new BizError('signin.fillupFuture');
  if (day === today) throw new BizError('signin.fillupToday');
  if (day.slice(0, 7) !== today.slice(0, 7)) throw new BizError('signin.fillupMonth');
  try {
    return await db.transaction(async (tx) => {
      const streak = (await runEndingOn(tx, userId, addDays(day, -1))) + 1;
      const [row] = await tx.insert(signins).values({ userId, day, streak, points: 0, filled: true, createdAt: now })
        .onConflictDoNothing().returning();
      if (!row) throw new BizError('signin.fillupSigned');
      const score = await postPoints(tx, { userId, type: 'fillup', amount: -SIGNIN_RULES.fillupCost, refKey: day, memo: `Fill-up ${day}`, now });
      if (score === null) throw new BizError('signin.fillupSigned');
      return { day, cost: SIGNIN_RULES.fillupCost, score };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new BizError('signin.fillupSigned');
    throw err;
  }
}

export type RankRow = { userId: number; nickname: string; avatar: string; days: number; place: number };

/**
 * The month's ranking by days signed (filled days count: they were paid for); ties go to who reached the
 * count first, then to the older account. Answers the first `top` and the asking shopper's own row (null when
 * they have not signed this month).
 */
export async function signinRank(db: DbOrTx, month: string, userId: number | null, top = 10): Promise<{ top: RankRow[]; me: RankRow | null }> {
  const ranked = sql`
    SELECT s.user_id, s.days, row_number() OVER (ORDER BY s.days DESC, s.last ASC, s.user_id ASC) AS place
    FROM (SELECT user_id, count(*) AS days, max(created_at) AS last FROM signins WHERE day LIKE ${`${month}-%`} GROUP BY user_id) s`;
  const res = await db.execute(sql`
    SELECT r.user_id, r.days, r.place, u.nickname, u.username, u.avatar FROM (${ranked}) r JOIN users u ON u.id = r.user_id
    WHERE r.place <= ${top} OR r.user_id = ${userId ?? 0} ORDER BY r.place`);
  const list = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const rows: RankRow[] = list.map((r) => ({
    userId: Number(r.user_id), nickname: String(r.nickname || r.username || ''), avatar: String(r.avatar ?? ''), days: Number(r.days), place: Number(r.place),
  }));
  return { top: rows.filter((r) => r.place <= top), me: rows.find((r) => r.userId === userId) ?? null };
}

/** A name others see on the ranking: its first and last character around three stars ("D***r"; "A***" for one character). */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (!chars.length) return '***';
  return chars.length === 1 ? `${chars[0]}***` : `${chars[0]}***${chars[chars.length - 1]}`;
}
