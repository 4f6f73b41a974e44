import { useState } from 'react';
import { t } from '../../state/lang';
import { affiliateRevenue } from '../../api/affiliate';
import type { AffiliateRevenue, AffiliateTotals } from '../../api/types/affiliate';
import { dateTime } from '../../lib/units';
import { ScrollList } from '../../ui/ScrollList';
import { usePager } from '../../ui/usePager';
import { Empty } from '../../ui/Empty';
import { currencyCode } from '../../state/currency';
import { AffMoney } from './parts';
import { approvedOnly } from './approved';

/** A commission: the order it came from, the goods it is on and the rate, what was taken back by a refund. */
function RevenueCard({ r }: { r: AffiliateRevenue }) {
  return (
    <article class="section aff-card" aria-label={r.order_sn}>
      <header class="aff-card-head">
        <span class="muted">{r.order_sn} · {dateTime(r.created_at)}</span>
        <b class={`aff-status s${r.status}`}>{r.status_text}</b>
      </header>
      <p class="aff-amount"><AffMoney value={r.amount} display={r.amount_display} class="price" /></p>
      <p class="muted">{t('affiliate.base', { rate: r.rate })}: <AffMoney value={r.base} display={r.base_display} /></p>
      {Number(r.reversed) > 0 && <p class="note">{t('affiliate.reversed')}: <AffMoney value={r.reversed} display={r.reversed_display} /></p>}
    </article>
  );
}

const TOTALS = ['today', 'month', 'total', 'available'] as const;

/** The totals' shape from the first paint (while it is asked whether the shopper is an affiliate). */
const RevenueSkeleton = () => (
  <section class="aff-hero" aria-busy="true">
    <dl class="aff-totals">{TOTALS.map((k) => <div key={k}><dt>{t(`affiliate.${k}`)}</dt><dd><span class="sk aff-sk-num" /></dd></div>)}</dl>
  </section>
);

/** /pages/affiliate/revenue (login, approved affiliates): the totals and every commission, newest first. */
function RevenuePage() {
  const [totals, setTotals] = useState<AffiliateTotals | null>(null);
  const pager = usePager(async (page, size) => {
    const p = await affiliateRevenue(page + 1, size);
    setTotals(p.totals);
    return p;
  }, [currencyCode.value]);
  const cell = (label: string, k: 'today' | 'month' | 'total' | 'available' | 'pending') => (
    <div><dt>{label}</dt><dd>{totals ? <AffMoney value={totals[k]} display={totals[`${k}_display`]} /> : <span class="sk aff-sk-num" />}</dd></div>
  );
  return (
    <>
      <section class="aff-hero" aria-busy={!totals}>
        <dl class="aff-totals">
          {cell(t('affiliate.today'), 'today')}
          {cell(t('affiliate.month'), 'month')}
          {cell(t('affiliate.total'), 'total')}
          {cell(t('affiliate.available'), 'available')}
          {totals && Number(totals.pending) > 0 && cell(t('affiliate.pendingGoods'), 'pending')}
        </dl>
      </section>
      <ScrollList pager={pager} empty={<Empty text={t('affiliate.noRevenue')} note={t('affiliate.noRevenueNote')} />}>
        {pager.items.map((r) => <RevenueCard key={r.id} r={r} />)}
      </ScrollList>
    </>
  );
}

export default approvedOnly(RevenuePage, RevenueSkeleton);
