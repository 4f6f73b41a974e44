import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { couponRules, promotionJoins, promotions } from '../../db/schema';
import type { Lang } from '../../i18n';
import { BizError, notFound } from '../../http/errors';
import { yuan } from '../money/money';
import { grantCoupon } from './coupon-grant';
import type { Promotion, PromotionCoupon } from '../../../src/api/types/cards';

/**
 * Activities (promotions/getPromotions, join; design §4b): an activity runs from `starts_at` to `ends_at`;
 * a shopper joins one once (unique index promotion_joins_once) and only while it runs. Joining gives the
 * activity's coupon (grantCoupon, source 'promotion', keyed by the join's id) in the join's transaction, and
 * while it runs, order groups the shopper pays earn its cashback rate (rewards/cashback.ts).
 */
export type PromotionRow = typeof promotions.$inferSelect;
type RuleRow = typeof couponRules.$inferSelect;

const couponView = (r: RuleRow, lang: Lang): PromotionCoupon => ({
  name: r.name[lang], amount: yuan(r.amountFen), min: yuan(r.minFen), percent: r.percent, scope: r.scope, days_valid: r.daysValid,
});

function view(p: PromotionRow, rule: RuleRow | undefined, joinedAt: number | null, lang: Lang, now: number): Promotion {
  return {
    id: p.id, title: p.title[lang], body: p.body[lang], image: p.image, starts_at: p.startsAt, ends_at: p.endsAt,
    state: p.startsAt <= now ? 'running' : 'upcoming', cashback_rate: p.cashbackBp / 100,
    coupon: rule ? couponView(rule, lang) : null, joined: joinedAt !== null, joined_at: joinedAt,
  };
}

async function rulesOf(db: DbOrTx, rows: PromotionRow[]): Promise<Map<number, RuleRow>> {
  const ids = [...new Set(rows.map((p) => p.couponRuleId).filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  return new Map((await db.select().from(couponRules).where(inArray(couponRules.id, ids))).map((r) => [r.id, r]));
}

/** The activities running now and those to come (ended ones are not listed), running first; `joined` for a shopper (null: a visitor). */
export async function listPromotions(db: DbOrTx, userId: number | null, now: number, lang: Lang): Promise<Promotion[]> {
  const rows = await db.select().from(promotions).where(and(eq(promotions.enabled, true), gt(promotions.endsAt, now)))
    .orderBy(asc(promotions.sort), asc(promotions.startsAt), asc(promotions.id));
  const rules = await rulesOf(db, rows);
  const joins = userId && rows.length
    ? new Map((await db.select().from(promotionJoins)
      .where(and(eq(promotionJoins.userId, userId), inArray(promotionJoins.promotionId, rows.map((p) => p.id))))).map((j) => [j.promotionId, j.createdAt]))
    : new Map<number, number>();
  const list = rows.map((p) => view(p, p.couponRuleId ? rules.get(p.couponRuleId) : undefined, joins.get(p.id) ?? null, lang, now));
  return [...list.filter((p) => p.state === 'running'), ...list.filter((p) => p.state === 'upcoming')];
}

/**
 * Joins a running activity, once: the join and its coupon in one transaction. A second (or concurrent) join is
 * refused ('promotion.joined': the unique index admits one row, the others find it taken); an activity not yet
 * started or ended is refused. When the coupon rule has none left the join stands without it.
 */
export async function joinPromotion(db: Db, userId: number, id: number, now: number, lang: Lang): Promise<Promotion & { coupon_id: number | null }> {
  return db.transaction(async (tx) => {
    const [p] = await tx.select().from(promotions).where(and(eq(promotions.id, id), eq(promotions.enabled, true)));
    if (!p) throw notFound('promotion.notFound');
    if (p.startsAt > now) throw new BizError('promotion.notStarted');
    if (p.endsAt <= now) throw new BizError('promotion.ended');
    const [join] = await tx.insert(promotionJoins).values({ promotionId: p.id, userId, createdAt: now }).onConflictDoNothing().returning();
    if (!join) throw new BizError('promotion.joined');
    let couponId: number | null = null;
    if (p.couponRuleId) {
      try {
        couponId = await grantCoupon(tx, { userId, ruleId: p.couponRuleId, source: 'promotion', sourceRef: String(join.id), now });
      } catch (err) {
        // No coupon left of the rule (nothing was written): the shopper still joins, for the cashback.
        if (!(err instanceof BizError && err.key === 'coupon.exhausted')) throw err;
      }
    }
    const rules = await rulesOf(tx, [p]);
    return { ...view(p, p.couponRuleId ? rules.get(p.couponRuleId) : undefined, join.createdAt, lang, now), coupon_id: couponId };
  });
}

/** Every activity for the operator, with how many shoppers joined. */
export async function promotionsForOps(db: DbOrTx) {
  const rows = await db.select().from(promotions).orderBy(asc(promotions.sort), asc(promotions.id));
  const counts = new Map((await db.select({ id: promotionJoins.promotionId, n: count() }).from(promotionJoins).groupBy(promotionJoins.promotionId))
    .map((r) => [r.id, Number(r.n)]));
  return rows.map((p) => ({ p, joined: counts.get(p.id) ?? 0 }));
}
