import { t } from '../../../state/lang';
import type { Coupon } from '../../../api/types/pay';
import { CouponValue, dateText, scopeText, thresholdText } from './terms';

/** "Use": a shipping coupon is used on a parcel's shipping (the parcels, where a weighed one is paid), the others on orders (the shop). */
function UseLink({ c }: { c: Coupon }) {
  const parcel = c.scope === 'shipping';
  return (
    <a class="btn btn-primary btn-small" href={parcel ? '#/pages/member/sendorder/index' : '#/'} aria-label={t(parcel ? 'coupon.useParcelLabel' : 'coupon.useLabel', { name: c.name })}>
      {t('coupon.use')}
    </a>
  );
}

/**
 * One coupon: its value (¥ amount with the chosen currency, or percent), name, what it applies to and from
 * which order, until when, how it was got; a usable one has "Use" (UseLink), a used or expired one its stamp.
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
          {live ? <UseLink c={c} />
            : <span class="cp-mark">{t(c.status === 1 ? 'coupon.usedMark' : 'coupon.expiredMark')}</span>}
        </span>
      </div>
    </li>
  );
}
