import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { couponRules, users, wheelPrizes, wheelSpins } from '../../db/schema';
import type { WheelPrizeKind } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { setting } from '../account/users';
import { postPoints } from './points';
import { grantCoupon } from './coupon-grant';
import { shopDay } from './shop-day';

/**
 * The spin wheel (design §4b, /pages/index/zhuanpan): one free spin a day on the shop's calendar, more bought
 * with points; the server draws by the operator's weights with crypto randomness and the client only animates to
 * the answer. A prize lands in the points ledger (type 'wheel_prize') or as a coupon (source 'wheel'), keyed by
 * the spin's id.
 */
export const WHEEL = {
  freePerDay: 1,
  /** Points a bought spin costs unless the `wheel_spin_cost` config row says otherwise. */
  defaultCost: 20,
};

/** Points a bought spin costs (config row `wheel_spin_cost`, a whole number above zero). */
export async function wheelCost(db: DbOrTx): Promise<number> {
  const v = await setting<unknown>(db, 'wheel_spin_cost', WHEEL.defaultCost);
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : WHEEL.defaultCost;
}

export type PrizeRow = typeof wheelPrizes.$inferSelect & {
  /** The coupon rule of a coupon prize, for what the wheel shows of it. */
  rule: { amountFen: number; percent: number; minFen: number; scope: string } | null;
  /** A coupon prize whose rule has run out cannot be drawn. */
  drawable: boolean;
};

/** The prizes: those on the wheel (enabled, weight above zero), or with `all` every one; in the wheel's order. */
export async function wheelPrizeList(db: DbOrTx, o: { all?: boolean } = {}): Promise<PrizeRow[]> {
  const rows = await db.select({ p: wheelPrizes, r: couponRules }).from(wheelPrizes)
    .leftJoin(couponRules, eq(couponRules.id, wheelPrizes.couponRuleId))
    .where(o.all ? undefined : and(eq(wheelPrizes.enabled, true), gt(wheelPrizes.weight, 0)))
    .orderBy(asc(wheelPrizes.sort), asc(wheelPrizes.id));
  return rows.map(({ p, r }) => ({
    ...p,
    rule: r ? { amountFen: r.amountFen, percent: r.percent, minFen: r.minFen, scope: r.scope } : null,
    drawable: p.kind !== 'coupon' || (!!r && (r.total === 0 || r.issued < r.total)),
  }));
}

/** A random whole number in [0, max): the operating system's cryptographic generator. */
export const cryptoRoll = (max: number) => randomInt(max);

/**
 * Picks one prize by weight: prize i comes up with probability weight_i / Σ weights. `roll(max)` answers a
 * whole number in [0, max) (crypto by default; tests pass their own).
 */
export function pickPrize<T extends { weight: number }>(prizes: readonly T[], roll: (max: number) => number = cryptoRoll): T {
  const total = prizes.reduce((s, p) => s + Math.max(0, p.weight), 0);
  if (total <= 0) throw new BizError('wheel.closed');
  let r = roll(total);
  for (const p of prizes) {
    const w = Math.max(0, p.weight);
    if (r < w) return p;
    r -= w;
  }
  return prizes[prizes.length - 1];
}

async function pointsOf(db: DbOrTx, userId: number): Promise<number> {
  const [u] = await db.select({ score: users.score }).from(users).where(eq(users.id, userId));
  return Number(u?.score ?? 0);
}

/** Free spins left on the shop's day of `now`. */
async function freeLeft(db: DbOrTx, userId: number, now: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wheelSpins)
    .where(and(eq(wheelSpins.userId, userId), eq(wheelSpins.day, shopDay(now)), eq(wheelSpins.cost, 0)));
  return Math.max(0, WHEEL.freePerDay - Number(row.n));
}

export type WheelState = { prizes: PrizeRow[]; freeLeft: number; cost: number; score: number };

/** What the wheel page shows: the prizes, free spins left today, a bought spin's cost and the shopper's points. */
export async function wheelState(db: DbOrTx, userId: number, now: number): Promise<WheelState> {
  return { prizes: await wheelPrizeList(db), freeLeft: await freeLeft(db, userId, now), cost: await wheelCost(db), score: await pointsOf(db, userId) };
}

export type Draw = {
  spinId: number; prize: PrizeRow; index: number; free: boolean; cost: number;
  couponId: number | null; score: number; freeLeft: number;
};

/**
 * One spin, in one transaction: the prize is drawn by weight among those that can be given; the day's free spin
 * is taken if still there (the unique index wheel_spins_free_once lets one of any number of concurrent spins have
 * it), otherwise the spin is bought with points through the ledger (refused, and nothing recorded, when the
 * shopper has too few: never below zero); then the prize is granted, keyed by the spin's id.
 */
export async function drawWheel(db: Db, userId: number, now: number, roll: (max: number) => number = cryptoRoll): Promise<Draw> {
  return db.transaction(async (tx) => {
    const prizes = await wheelPrizeList(tx);
    const prize = pickPrize(prizes.filter((p) => p.drawable), roll);
    const day = shopDay(now);
    const row = { userId, day, prizeId: prize.id, kind: prize.kind, points: prize.kind === 'points' ? prize.points : 0, createdAt: now };
    let [spin] = await tx.insert(wheelSpins).values({ ...row, cost: 0 }).onConflictDoNothing().returning();
    let cost = 0;
    if (!spin) {
      cost = await wheelCost(tx);
      [spin] = await tx.insert(wheelSpins).values({ ...row, cost }).returning();
      await postPoints(tx, { userId, type: 'wheel_spin', amount: -cost, refKey: String(spin.id), memo: `spin ${spin.id}`, now });
    }
    let couponId: number | null = null;
    if (prize.kind === 'points' && prize.points > 0) {
      await postPoints(tx, { userId, type: 'wheel_prize', amount: prize.points, refKey: String(spin.id), memo: `spin ${spin.id}`, now });
    } else if (prize.kind === 'coupon' && prize.couponRuleId) {
      couponId = await grantCoupon(tx, { userId, ruleId: prize.couponRuleId, source: 'wheel', sourceRef: String(spin.id), now });
      await tx.update(wheelSpins).set({ couponId }).where(eq(wheelSpins.id, spin.id));
    }
    return {
      spinId: spin.id, prize, index: prizes.findIndex((p) => p.id === prize.id), free: cost === 0, cost, couponId,
      score: await pointsOf(tx, userId), freeLeft: await freeLeft(tx, userId, now),
    };
  });
}

/** The shopper's prizes (spins that won something), newest first, paged. */
export async function wheelWins(db: DbOrTx, userId: number, o: { page: number; pagesize: number }) {
  const where = and(eq(wheelSpins.userId, userId), ne(wheelSpins.kind, 'none'));
  const [total] = await db.select({ n: count() }).from(wheelSpins).where(where);
  const rows = await db.select({ s: wheelSpins, name: wheelPrizes.name }).from(wheelSpins)
    .innerJoin(wheelPrizes, eq(wheelPrizes.id, wheelSpins.prizeId))
    .where(where).orderBy(desc(wheelSpins.id)).limit(o.pagesize).offset((o.page - 1) * o.pagesize);
  return { rows, total: Number(total.n) };
}

/** The operator sets a prize's weight (0 takes it off the wheel) and whether it is on. */
export async function setPrizeWeight(db: Db, id: number, weight: number, enabled?: boolean): Promise<PrizeRow> {
  const [row] = await db.update(wheelPrizes).set(enabled === undefined ? { weight } : { weight, enabled }).where(eq(wheelPrizes.id, id)).returning({ id: wheelPrizes.id });
  if (!row) throw notFound('wheel.prizeNotFound');
  return (await wheelPrizeList(db, { all: true })).find((p) => p.id === id)!;
}

export type { WheelPrizeKind };
