import { t, tn } from '../../state/lang';
import { dateTime, percent } from '../../lib/units';
import type { MembershipCard } from '../../api/types/cards';

/** A unix time as the day it falls on ("2026-05-01"). */
export const day = (seconds: number) => dateTime(seconds).slice(0, 10);

/** A percentage given in percent (20 → "20%", ru "20 %"), the language's way. */
export const pct = (n: number) => percent(n * 10);

/**
 * What a card gives while active: the service-fee discount and the fee it makes of the goods (from the shop's
 * rate), and the free storage days it adds.
 */
export function Benefits({ card, baseRate }: { card: Pick<MembershipCard, 'fee_off' | 'fee_rate' | 'extra_storage_days'>; baseRate: number }) {
  return (
    <ul class="mc-benefits">
      {card.fee_off > 0 && (
        <li>
          <b>{t('cards.fee', { off: pct(card.fee_off) })}</b>
          {baseRate > 0 && <span class="muted">{t('cards.feeRate', { rate: pct((baseRate * card.fee_rate) / 100), base: pct(baseRate) })}</span>}
        </li>
      )}
      {card.extra_storage_days > 0 && <li><b>{tn('cards.storage', card.extra_storage_days)}</b></li>}
    </ul>
  );
}
