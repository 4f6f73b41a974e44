import { and, asc, count, eq, like, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { couponRules, scoreCoupons, scoreLog, users } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { isUniqueViolation } from '../numbers/sn';
import { grantCoupon } from './coupon-grant';
import { postPoints } from './points';

/** An offer of coupons for points with its coupon rule, as integralcoupon/lists shows it. */
export type OfferRow = {
  id: number; cost: number; stock: number; exchanged: number; perUser: number;
  rule: typeof couponRules.$inferSelect;
  /** How many the asking shopper has taken (0 for a visitor). */
  mine: number;
};

/** The points entry's key of a shopper's n-th exchange of an offer: the coupon's key too (coupons.source_ref). */
const exchangeKey = (offerId: number, n: number) => `${offerId}-${n}`;

/** How many coupons of the offer the shopper has taken: their exchange entries keyed by it. */
async function taken(db: DbOrTx, userId: number, offerId: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(scoreLog)
    .where(and(eq(scoreLog.userId, userId), eq(scoreLog.type, 'exchange'), like(scoreLog.refKey, `${offerId}-%`)));
  return Number(r.n);
}

/** The enabled offers (sort, then id), with how many the shopper has taken of each; the points they have. */
export async function offerPage(db: DbOrTx, userId: number | null, o: { page: number; pagesize: number }) {
  const where = eq(scoreCoupons.enabled, true);
  const [total] = await db.select({ n: count() }).from(scoreCoupons).where(where);
  const rows = await db.select({ o: scoreCoupons, rule: couponRules }).from(scoreCoupons).innerJoin(couponRules, eq(couponRules.id, scoreCoupons.ruleId))
    .where(where).orderBy(asc(scoreCoupons.sort), asc(scoreCoupons.id)).limit(o.pagesize).offset((o.page - 1) * o.pagesize);
  const offers: OfferRow[] = [];
  for (const r of rows) {
    offers.push({ ...r.o, rule: r.rule, mine: userId ? await taken(db, userId, r.o.id) : 0 });
  }
  const [u] = userId ? await db.select({ score: users.score }).from(users).where(eq(users.id, userId)) : [];
  return { rows: offers, total: Number(total.n), score: u?.score ?? null };
}

/** Coupons still to be had of an offer (null = no limit). */
export const offerLeft = (o: Pick<OfferRow, 'stock' | 'exchanged'>) => (o.stock ? Math.max(0, o.stock - o.exchanged) : null);
/** How many more the shopper may take: the per-shopper limit less what they took, within the stock (null = no limit). */
export function mayTake(o: Pick<OfferRow, 'stock' | 'exchanged' | 'perUser' | 'mine'>): number | null {
  const left = offerLeft(o);
  const mine = o.perUser ? Math.max(0, o.perUser - o.mine) : null;
  if (left === null) return mine;
  return mine === null ? left : Math.min(left, mine);
}

export type Exchanged = { offerId: number; couponId: number; cost: number; score: number };

/**
 * Buys an offer's coupon with points, in one transaction: the shopper's row is locked first (their exchanges,
 * sign-ins and other points entries run one after another), their limit on the offer checked, the cost spent
 * (postPoints: never below zero, 'score.insufficient'), one of the offer's stock taken (a conditional update:
 * racing shoppers never take more than there is, 'exchange.soldOut'), and the coupon given (grantCoupon, source
 * 'exchange', keyed by the points entry's key). Any refusal rolls the whole back.
 */
export async function exchangeOffer(db: Db, userId: number, offerId: number, now: number): Promise<Exchanged> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM ${users} WHERE id = ${userId} FOR UPDATE`);
      const [offer] = await tx.select().from(scoreCoupons).where(and(eq(scoreCoupons.id, offerId), eq(scoreCoupons.enabled, true)));
      if (!offer) throw notFound('exchange.notFound');
      const mine = await taken(tx, userId, offer.id);
      if (offer.perUser && mine >= offer.perUser) throw new BizError('exchange.limit', { n: offer.perUser });
      const key = exchangeKey(offer.id, mine + 1);
      const score = await postPoints(tx, { userId, type: 'exchange', amount: -offer.cost, refKey: key, memo: `Coupon offer ${offer.id}`, now });
      if (score === null) throw new BizError('exchange.busy');
      const [took] = await tx.update(scoreCoupons).set({ exchanged: sql`${scoreCoupons.exchanged} + 1` })
        .where(and(eq(scoreCoupons.id, offer.id), sql`(${scoreCoupons.stock} = 0 OR ${scoreCoupons.exchanged} < ${scoreCoupons.stock})`))
        .returning({ id: scoreCoupons.id });
      if (!took) throw new BizError('exchange.soldOut');
      const couponId = await grantCoupon(tx, { userId, ruleId: offer.ruleId, source: 'exchange', sourceRef: key, now });
      if (couponId === null) throw new BizError('exchange.busy');
      return { offerId: offer.id, couponId, cost: offer.cost, score };
    });
  } catch (err) {
    // The ledger's or the coupons' unique key: another exchange took this number first (cannot happen under the row lock).
    if (isUniqueViolation(err)) throw new BizError('exchange.busy');
    throw err;
  }
}

/** One offer as the shopper now sees it (after an exchange). */
export async function offerFor(db: DbOrTx, userId: number, offerId: number): Promise<OfferRow | null> {
  const [r] = await db.select({ o: scoreCoupons, rule: couponRules }).from(scoreCoupons).innerJoin(couponRules, eq(couponRules.id, scoreCoupons.ruleId))
    .where(eq(scoreCoupons.id, offerId));
  return r ? { ...r.o, rule: r.rule, mine: await taken(db, userId, offerId) } : null;
}
