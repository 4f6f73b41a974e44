import { t } from '../../../state/lang';
import { price } from '../../../state/currency';
import { dateTime } from '../../../lib/units';
import type { Coupon } from '../../../api/types/pay';

/** Radio choices of coupons (and "no coupon"), each with its amount (or percent), minimum and expiry. */
export function CouponChoices({ coupons, value, onChoose, name, legend, disabled, legendHidden }: {
  coupons: Coupon[]; value: number; onChoose: (id: number) => void; name: string; legend: string; disabled?: boolean; legendHidden?: boolean;
}) {
  return (
    <fieldset class="choices" disabled={disabled}>
      <legend class={legendHidden ? 'sr-only' : undefined}>{legend}</legend>
      <label class="choice">
        <input type="radio" name={name} checked={value === 0} onChange={() => onChoose(0)} />
        <span>{t('checkout.noCoupon')}</span>
      </label>
      {coupons.map((c) => (
        <label key={c.id} class="choice">
          <input type="radio" name={name} checked={value === c.id} onChange={() => onChoose(c.id)} />
          <span>
            <b>{c.name} −{c.percent ? `${c.percent}%` : price(c.amount)}</b>
            <span class="muted">{Number(c.min) > 0 ? t('checkout.couponMin', { min: price(c.min) }) : ''} {t('checkout.couponUntil', { date: dateTime(c.expires_at) })}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
