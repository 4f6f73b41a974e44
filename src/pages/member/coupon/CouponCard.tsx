import { t } from '../../../state/lang';
import type { Coupon } from '../../../api/types/pay';
import { CouponValue, dateText, scopeText, thresholdText } from './terms';

/**
 * One coupon: its value (¥ amount with the chosen currency, or percent), name, what it applies to and from
 * which order, until when, how it was got; a usable one has "Use" (to the shop), a used or expired one its stamp.
 */
export function CouponCard({ c }: { c: Coupon }) {
  const live = c.status === 0;
  return (
    <li class={live ? 'cp-card' : 'cp-card cp-off'}>
      <div class="cp-value"><CouponValue c={c} /></div>
      <div class="cp-body">
        <b class="cp-name">{c.name}</b>
        <span class="cp-line">{scopeText(c.scope)} · {thresholdText(c.min)}</span>
        <span class="cp-line muted">{c.status === 2 ? t('coupon.expiredOn', { date: dateText(c.expires_at) }) : t('coupon.until', { date: dateText(c.expires_at) })}</span>
        <span class="cp-foot">
          <span class="muted">{c.source ? t(`coupon.source.${c.source}`) : ''}</span>
          {live ? <a class="btn btn-primary btn-small" href="#/" aria-label={t('coupon.useLabel', { name: c.name })}>{t('coupon.use')}</a>
            : <span class="cp-mark">{t(c.status === 1 ? 'coupon.usedMark' : 'coupon.expiredMark')}</span>}
        </span>
      </div>
    </li>
  );
}
