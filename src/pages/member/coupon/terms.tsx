import { t } from '../../../state/lang';
import { locale } from '../../../lib/format';
import { Yuan } from '../../../ui/Yuan';
import { yuanText } from '../../../ui/yuan-text';
import type { CouponScope } from '../../../api/types/pay';

/** What a coupon (or a spin-wheel coupon prize) promises: an amount or a percent off, a threshold, a scope. */
export type Terms = { amount: string; percent?: number; min: string; scope?: CouponScope };

/** "On orders from ¥50.00 (≈ $6.93)" or "No minimum order". */
export const thresholdText = (min: string) => (Number(min) > 0 ? t('coupon.minFrom', { min: yuanText(min) }) : t('coupon.noMin'));

/** What the coupon takes off: the goods, the service fee, parcel shipping. */
export const scopeText = (scope: CouponScope = 'goods') => t(`coupon.scope.${scope}`);

/** A validity date in the screen's language: "Apr 3, 2026", "3 апр. 2026 г.", "2026年4月3日". */
export const dateText = (seconds: number) => new Date(seconds * 1000).toLocaleDateString(locale(), { year: 'numeric', month: 'short', day: 'numeric' });

/** The coupon's value, large: "¥10.00" with "≈ $1.39" under it, or "10% off". */
export function CouponValue({ c }: { c: Terms }) {
  return c.percent ? <span class="cp-big">{t('coupon.percentOff', { percent: c.percent })}</span> : <Yuan value={c.amount} class="cp-big" />;
}
