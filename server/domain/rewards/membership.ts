import { and, asc, desc, eq, gt, lte, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { membershipCards, userCards } from '../../db/schema';
import type { Lang } from '../../i18n';
import { BizError, notFound } from '../../http/errors';
import { withUniqueSn } from '../numbers/sn';
import { debit } from '../money/wallet';
import { yuan } from '../money/money';
import { shopDay } from './shop-day';
import type { ActiveCard, MembershipCard } from '../../../src/api/types/cards';

/**
 * Membership cards (design §4b): bought from the balance for 30/90/365 days; while one is active its fee rate
 * lowers the service fee of new orders (cart/fee-rate.ts) and its extra free storage days lengthen the
 * warehouse's free storage (orders/storage.ts shopperFreeDays). Buying again while one is active extends
 * from the current end: each purchase is a user_cards row starting where the last one ends — up to
 * CARD_AHEAD_DAYS ahead of now.
 */
const DAY = 86_400;
/**
 * How far ahead of now a shopper's bought card time may reach: 3 years (three annual cards from today). A card
 * that would end later is refused ('card.tooFarAhead', with the day the cards run until and the first day this
 * one can be bought): card time years away is money the shop holds for a service it may not offer in that form
 * then, and a shopper who taps Buy too often cannot lock years of balance away.
 */
export const CARD_AHEAD_DAYS = 3 * 365;

export type CardRow = typeof membershipCards.$inferSelect;
export type UserCardRow = typeof userCards.$inferSelect;

export const cardView = (c: CardRow, lang: Lang): MembershipCard => ({
  id: c.id, name: c.name[lang], image: c.image, days: c.days, price: yuan(c.priceFen),
  fee_rate: c.feeRate, fee_off: 100 - c.feeRate, extra_storage_days: c.extraStorageDays,
});

/** The cards on sale, in their order. */
export const cardsOnSale = (db: DbOrTx) =>
  db.select().from(membershipCards).where(eq(membershipCards.enabled, true)).orderBy(asc(membershipCards.sort), asc(membershipCards.id));

/** The purchase covering `now` with its card, and the end of the run of purchases it belongs to; null when none is active. */
export async function activeCard(db: DbOrTx, userId: number, now: number): Promise<{ card: CardRow; bought: UserCardRow; endsAt: number } | null> {
  const [row] = await db.select({ card: membershipCards, bought: userCards }).from(userCards)
    .innerJoin(membershipCards, eq(membershipCards.id, userCards.cardId))
    .where(and(eq(userCards.userId, userId), lte(userCards.startsAt, now), gt(userCards.endsAt, now)))
    .orderBy(desc(userCards.id)).limit(1);
  if (!row) return null;
  return { ...row, endsAt: Math.max(row.bought.endsAt, await lastCardEnd(db, userId)) };
}

export function activeView(a: NonNullable<Awaited<ReturnType<typeof activeCard>>>, lang: Lang, now: number): ActiveCard {
  return {
    card_id: a.card.id, name: a.card.name[lang], fee_off: 100 - a.card.feeRate, extra_storage_days: a.card.extraStorageDays,
    starts_at: a.bought.startsAt, ends_at: a.endsAt, days_left: Math.max(1, Math.ceil((a.endsAt - now) / DAY)),
  };
}

/** The active card's extra free storage days (0 without one). */
export async function cardStorageDays(db: DbOrTx, userId: number, now: number): Promise<number> {
  return (await activeCard(db, userId, now))?.card.extraStorageDays ?? 0;
}

/** The end of the shopper's last bought card time (0 when none was ever bought). */
async function lastCardEnd(db: DbOrTx, userId: number): Promise<number> {
  const [last] = await db.select({ end: max(userCards.endsAt) }).from(userCards).where(eq(userCards.userId, userId));
  return Number(last?.end ?? 0);
}

/** `startsAt` when `card` bought from then ends within CARD_AHEAD_DAYS of now; else the refusal saying until when cards run and from which day this one can be bought. */
function refuseTooFarAhead(card: CardRow, startsAt: number, now: number): number {
  const endsAt = startsAt + card.days * DAY;
  const limit = now + CARD_AHEAD_DAYS * DAY;
  if (endsAt <= limit) return startsAt;
  // The first whole shop day from which the purchase fits.
  const from = shopDay(endsAt - CARD_AHEAD_DAYS * DAY + DAY - 1);
  throw new BizError('card.tooFarAhead', { until: shopDay(startsAt), from });
}

/**
 * The card `cardId` if the shopper may buy it now: on sale ('card.notFound') and ending within CARD_AHEAD_DAYS
 * ('card.tooFarAhead'). The purchase asks this before the pay password, and buyCard again under its lock.
 */
export async function cardToBuy(db: DbOrTx, userId: number, cardId: number, now: number): Promise<CardRow> {
  const [card] = await db.select().from(membershipCards).where(and(eq(membershipCards.id, cardId), eq(membershipCards.enabled, true)));
  if (!card) throw notFound('card.notFound');
  refuseTooFarAhead(card, Math.max(now, await lastCardEnd(db, userId)), now);
  return card;
}

/**
 * Buys a card from the balance: the ledger's payment (type 'payment', ref 'membership', the purchase's number
 * M + 12 digits) and the user_cards row in one transaction. The debit locks the shopper's row first, so racing
 * purchases run one after another: each sees the end the last one set, and none takes the balance below zero
 * (BizError 'pay.insufficient') nor takes card time beyond CARD_AHEAD_DAYS ('card.tooFarAhead'). The pay password
 * is the caller's to check (before, outside the transaction).
 */
export async function buyCard(db: Db, userId: number, cardId: number, now: number): Promise<{ row: UserCardRow; card: CardRow; balanceFen: number }> {
  const card = await cardToBuy(db, userId, cardId, now);
  return withUniqueSn('M', now, (sn) => db.transaction(async (tx) => {
    const balanceFen = await debit(tx, 'payment', { userId, amountFen: card.priceFen, refType: 'membership', refSn: sn, memo: `membership card ${card.name.en}`, now });
    // Again under the shopper's lock (the debit's): a purchase that raced this one may have moved the end.
    const startsAt = refuseTooFarAhead(card, Math.max(now, await lastCardEnd(tx, userId)), now);
    const [row] = await tx.insert(userCards).values({
      userId, cardId: card.id, sn, priceFen: card.priceFen, startsAt, endsAt: startsAt + card.days * DAY, createdAt: now,
    }).returning();
    return { row, card, balanceFen };
  }));
}

/** Every card, for the operator (on sale or not). */
export async function cardsForOps(db: DbOrTx) {
  return db.select().from(membershipCards).orderBy(asc(membershipCards.sort), asc(membershipCards.id));
}

export type CardSettings = { priceFen?: number; feeRate?: number; extraStorageDays?: number; enabled?: boolean };

/** The operator changes a card's price, fee rate, extra storage days or whether it is on sale (holders keep what they bought). */
export async function setCard(db: DbOrTx, id: number, s: CardSettings): Promise<CardRow> {
  if (s.priceFen !== undefined && s.priceFen <= 0) throw new BizError('error.invalid', { field: 'price' });
  const set = Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined));
  if (!Object.keys(set).length) throw new BizError('error.required', { field: 'price' });
  const [row] = await db.update(membershipCards).set(set).where(eq(membershipCards.id, id)).returning();
  if (!row) throw notFound('card.notFound');
  return row;
}
