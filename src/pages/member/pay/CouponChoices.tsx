import { t } from '../../../state/lang';
import { dateTime } from '../../../lib/units';
import { Yuan } from '../../../ui/Yuan';
import { yuanText } from '../../../ui/yuan-text';
import type { Coupon } from '../../../api/types/pay';

/**
 * What a coupon promises, in yuan with ≈ the chosen currency (design §4c): "¥15.00 (≈ $2.08) off parcel shipping",
 * "15% off goods"; and from what total it applies: "Total from ¥100.00 (≈ $13.85)".
 */
export const couponTerms = (c: Coupon) =>
  c.percent ? t(`checkout.couponPercent.${c.scope}`, { percent: c.percent }) : t(`checkout.couponAmount.${c.scope}`, { amount: yuanText(c.amount) });
export const couponMin = (c: Coupon) => (Number(c.min) > 0 ? t('checkout.couponMin', { min: yuanText(c.min) }) : '');

/**
 * Radio choices of coupons (and "no coupon"): each with its name, its terms in ¥ with ≈, its minimum and expiry,
 * and — for a bill — what it takes off this bill (the server's figure).
 */
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
        <label key={c.id} class="choice" data-testid="coupon-choice">
          <input type="radio" name={name} checked={value === c.id} onChange={() => onChoose(c.id)} />
          <span>
            <b>{c.name}</b>
            <span>{couponTerms(c)}</span>
            <span class="muted">{[couponMin(c), t('checkout.couponUntil', { date: dateTime(c.expires_at) })].filter(Boolean).join(' · ')}</span>
            {c.off && <span data-testid="coupon-off">{t('checkout.couponTakesOff')} <b class="price"><Yuan value={`-${c.off}`} /></b></span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
