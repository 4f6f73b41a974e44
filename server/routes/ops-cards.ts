import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { yuan } from '../domain/money/money';
import { cardsForOps, setCard, type CardRow } from '../domain/rewards/membership';
import { promotionsForOps } from '../domain/rewards/promotions';

const cardRow = (c: CardRow) => ({
  id: c.id, name: c.name.en, days: c.days, price: yuan(c.priceFen), fee_rate: c.feeRate, extra_days: c.extraStorageDays, enabled: c.enabled,
});

/**
 * Operator calls for membership cards and activities (header X-Ops-Token):
 *   cards                                          every card, on sale or not
 *   card_set id [price] [fee_rate] [extra_days] [enabled]   change a card (holders keep what they bought)
 *   promotions                                     every activity with its dates, cashback and how many joined
 */
export default defineGroup('/ops', (on) => {
  on('cards', { help: 'membership cards: price (yuan), fee_rate (% of the service fee charged), extra free storage days, on sale or not', auth: 'ops' }, async ({ db }) =>
    (await cardsForOps(db)).map(cardRow));

  on('card_set', {
    help: 'change a membership card: price (yuan), fee_rate (1–100, % of the service fee still charged), extra_days (free storage), enabled (1/0)',
    auth: 'ops',
    input: z.object({
      id: f.id(), price: f.yuan().optional(), fee_rate: z.coerce.number().int().min(1).max(100).optional(),
      extra_days: z.coerce.number().int().min(0).max(3650).optional(), enabled: f.bool().optional(),
    }),
  }, async ({ db, input }) => cardRow(await setCard(db, input.id, {
    priceFen: input.price, feeRate: input.fee_rate, extraStorageDays: input.extra_days, enabled: input.enabled,
  })));

  on('promotions', { help: 'activities: dates, cashback rate (%), the coupon rule given on joining, how many joined', auth: 'ops' }, async ({ db, now }) =>
    (await promotionsForOps(db)).map(({ p, joined }) => ({
      id: p.id, title: p.title.en, starts_at: p.startsAt, ends_at: p.endsAt,
      state: p.endsAt <= now() ? 'ended' : p.startsAt > now() ? 'upcoming' : 'running',
      cashback_rate: p.cashbackBp / 100, coupon_rule_id: p.couponRuleId, enabled: p.enabled, joined,
    })));
});
