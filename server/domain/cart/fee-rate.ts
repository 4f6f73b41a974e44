import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { levels, users } from '../../db/schema';
import type { Lang } from '../../i18n';
import { serviceFeeRate } from './service-fee';
import { activeCard } from '../rewards/membership';

/** The discount in force on a shopper's service fee: where it comes from, its name, the percent still charged. */
export type FeeDiscount = { source: 'card' | 'level'; name: string; rate: number };

/** The service-fee rate a shopper's new orders are priced at (`percent` of the goods) and the shop's (`basePercent`). */
export type FeeRate = { percent: number; basePercent: number; discount: FeeDiscount | null };

/** A rate with no shopper's discount (one-pay orders, tests). */
export const flatFee = (percent: number): FeeRate => ({ percent, basePercent: percent, discount: null });

/**
 * The service-fee rate of a shopper's new orders (design §4b): the shop's rate (config service_fee_rate) times
 * the BETTER of their level's discount (levels.discount) and their active membership card's rate
 * (membership_cards.fee_rate) — the two do not multiply: a card never gives less than the level already
 * does, and a level never takes a card's benefit away. On a tie the card is named.
 */
export async function shopperFeeRate(db: DbOrTx, userId: number, now: number, lang: Lang = 'en'): Promise<FeeRate> {
  const basePercent = await serviceFeeRate(db);
  const [level] = await db.select({ rate: levels.discount, name: levels.name }).from(users)
    .innerJoin(levels, eq(levels.id, users.levelId)).where(eq(users.id, userId));
  const card = await activeCard(db, userId, now);
  const offers: FeeDiscount[] = [];
  if (card && card.card.feeRate < 100) offers.push({ source: 'card', name: card.card.name[lang], rate: card.card.feeRate });
  if (level && level.rate < 100) offers.push({ source: 'level', name: level.name[lang], rate: level.rate });
  const best = offers.reduce<FeeDiscount | null>((b, o) => (!b || o.rate < b.rate ? o : b), null);
  if (!best || basePercent <= 0) return flatFee(basePercent);
  return { percent: (basePercent * best.rate) / 100, basePercent, discount: best };
}
