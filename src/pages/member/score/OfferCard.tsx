import { t, tn } from '../../../state/lang';
import { count } from '../../../lib/format';
import type { PointsCoupon } from '../../../api/types/points';
import { CouponValue, scopeText, thresholdText } from '../coupon/terms';

/** Why an offer cannot be taken now, or null: sold out, the shopper's limit reached, too few points. */
export function blocked(o: PointsCoupon, score: number | null): string | null {
  if (o.stock === 0) return t('points.soldOut');
  if (o.can_take === 0) return t('points.limit');
  if (score !== null && score < o.cost) return t('points.short');
  return null;
}

/**
 * A coupon offered for points, drawn as the coupon page draws a coupon (its value on the left, name, scope and
 * threshold), with how long it stays valid, what is left and what the shopper may still take, the cost in points
 * and the Exchange button (disabled, saying why, when it cannot be taken).
 */
export function OfferCard({ o, score, onExchange }: { o: PointsCoupon; score: number | null; onExchange: (o: PointsCoupon) => void }) {
  const why = blocked(o, score);
  const left = [o.stock !== null && t('points.stock', { n: count(o.stock) }), o.can_take !== null && o.can_take > 0 && o.per_user > 0 && t('points.mayTake', { n: o.can_take })]
    .filter(Boolean).join(' · ');
  return (
    <li class={o.stock === 0 ? 'cp-card cp-off' : 'cp-card'}>
      <div class="cp-value"><CouponValue c={o} /></div>
      <div class="cp-body">
        <b class="cp-name">{o.name}</b>
        <span class="cp-line">{scopeText(o.scope)} · {thresholdText(o.min)}</span>
        <span class="cp-line muted">{tn('points.valid', o.days_valid)}{left && ` · ${left}`}</span>
        <span class="px-foot">
          <span class="px-cost">{tn('points.n', o.cost, { n: count(o.cost) })}</span>
          <button type="button" class="btn btn-primary btn-small" disabled={!!why} aria-label={why ? `${o.name}: ${why}` : `${t('points.exchange')}: ${o.name}`} onClick={() => onExchange(o)}>
            {why ?? t('points.exchange')}
          </button>
        </span>
      </div>
    </li>
  );
}
