import { t } from '../../../state/lang';
import { dateTime } from '../../../lib/units';
import type { Withdrawal } from '../../../api/types/wallet';
import { Yuan } from '../../../ui/Yuan';

/** A withdrawal request: number, amount, fee and what arrives, the account, its state (the reason when rejected), cancel while pending. */
export function WithdrawalCard({ w, onCancel }: { w: Withdrawal; onCancel: (w: Withdrawal) => void }) {
  return (
    <article class="section wd-card" aria-label={w.sn}>
      <header class="wd-head">
        <span class="muted">{w.sn} · {dateTime(w.created_at)}</span>
        <b class={`wd-status s${w.status}`}>{w.status_text}</b>
      </header>
      <p class="wd-amount"><Yuan value={w.amount} class="price" /></p>
      <p class="muted">{t('cash.fee')}: <Yuan value={w.fee} /> · {t('cash.net')}: <Yuan value={w.net} /></p>
      <p class="muted wd-account">{w.bank_name} · {w.account_name} · {w.account_no}</p>
      {w.reason && <p class="note">{t('cash.reason', { reason: w.reason })}</p>}
      {w.status === 0 && (
        <div class="acts"><button type="button" class="btn" onClick={() => onCancel(w)}>{t('cash.cancel')}</button></div>
      )}
    </article>
  );
}
