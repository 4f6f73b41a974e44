import { z } from 'zod';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { yuan } from '../domain/money/money';
import { balanceOf } from '../domain/money/payment';
import { hasPayPassword, requirePayPassword } from '../domain/money/pay-password';
import { serviceFeeRate } from '../domain/cart/service-fee';
import { activeCard, activeView, buyCard, cardToBuy, cardView, cardsOnSale } from '../domain/rewards/membership';
import { joinPromotion, listPromotions } from '../domain/rewards/promotions';
import type { MembershipCardBought, MembershipCardInfo, Promotion, PromotionJoined } from '../../src/api/types/cards';

/** /api/membershipcard/*: the cards on sale, the shopper's card in force, buying one from the balance. */
const membershipcard = defineGroup('/api/membershipcard', (on) => {
  on('info', { auth: 'required' }, async ({ db, user, lang, now }): Promise<MembershipCardInfo> => {
    const active = await activeCard(db, user.id, now());
    return {
      cards: (await cardsOnSale(db)).map((c) => cardView(c, lang)),
      current: active && activeView(active, lang, now()),
      balance: yuan(await balanceOf(db, user.id)),
      pay_password: await hasPayPassword(db, user.id),
      service_fee_rate: await serviceFeeRate(db),
    };
  });

  // Not in the spec's list (it shows only info): buying a card of info's list; the pay password when one is set, as payBalance asks it.
  on('buy', { auth: 'required', msg: 'card.bought', input: z.object({ id: f.id(), pay_password: f.text(16).optional() }) },
    async ({ db, user, input, lang, now }): Promise<MembershipCardBought> => {
      await cardToBuy(db, user.id, input.id, now()); // a card that cannot be bought is refused before the pay password is asked for
      await requirePayPassword(db, user.id, input.pay_password, now());
      const { row, balanceFen } = await buyCard(db, user.id, input.id, now());
      const active = await activeCard(db, user.id, now());
      return { sn: row.sn, card_id: row.cardId, paid: yuan(row.priceFen), balance: yuan(balanceFen), current: activeView(active!, lang, now()) };
    });
});

/** /api/promotions/*: activities running and to come, and joining one. */
const promotions = defineGroup('/api/promotions', (on) => {
  on('getPromotions', { auth: 'optional' }, async ({ db, user, lang, now }): Promise<Promotion[]> => listPromotions(db, user?.id ?? null, now(), lang));

  on('join', { auth: 'required', msg: 'promotion.joinedOk', input: z.object({ id: f.id() }) }, async ({ db, user, input, lang, now }): Promise<PromotionJoined> =>
    joinPromotion(db, user.id, input.id, now(), lang));
});

export default function cardGroups(app: Hono<AppEnv>) {
  membershipcard(app);
  promotions(app);
}
