import { t } from '../../state/lang';
import { affiliateWithdrawals } from '../../api/affiliate';
import type { AffiliateWithdrawal } from '../../api/types/affiliate';
import { dateTime } from '../../lib/units';
import { ScrollList } from '../../ui/ScrollList';
import { usePager } from '../../ui/usePager';
import { Empty } from '../../ui/Empty';
import { currencyCode } from '../../state/currency';
import { AffMoney } from './parts';
import { approvedOnly } from './approved';

/** A withdrawal of revenue: number, amount, where to, its state (the reason when rejected). */
function WithdrawalCard({ w }: { w: AffiliateWithdrawal }) {
  return (
    <article class="section aff-card" aria-label={w.sn}>
      <header class="aff-card-head">
        <span class="muted">{w.sn} · {dateTime(w.created_at)}</span>
        <b class={`aff-status s${w.status}`}>{w.status_text}</b>
      </header>
      <p class="aff-amount"><AffMoney value={w.amount} display={w.amount_display} class="price" /></p>
      <p class="muted">{w.method_text}{w.method === 'bank' ? ` · ${w.bank_name} · ${w.account_name} · ${w.account_no}` : ''}</p>
      {w.reason && <p class="note">{t('affiliate.rejectReason', { reason: w.reason })}</p>}
    </article>
  );
}

/** Grey cards from the first paint. */
const CardsSkeleton = () => <>{[0, 1].map((i) => <div key={i} class="section aff-card" aria-busy="true"><span class="sk aff-sk-title" /><span class="sk aff-sk-line" /></div>)}</>;

/** /pages/affiliate/withdrawrecord (login, approved affiliates): my withdrawals of revenue, newest first. */
function WithdrawRecordPage() {
  const pager = usePager((page, size) => affiliateWithdrawals(page + 1, size), [currencyCode.value]);
  return (
    <ScrollList pager={pager} empty={<Empty text={t('affiliate.noWithdrawals')}><a class="btn" href="#/pages/affiliate/withdrawapply">{t('affiliate.withdraw')}</a></Empty>}>
      {pager.items.map((w) => <WithdrawalCard key={w.id} w={w} />)}
    </ScrollList>
  );
}

export default approvedOnly(WithdrawRecordPage, CardsSkeleton);
