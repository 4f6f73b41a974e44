import { useState } from 'react';
import { loadNamespaces, t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { dateTime } from '../../../lib/units';
import { remittances } from '../../../api/pay';
import type { Remittance } from '../../../api/types/pay';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { Empty } from '../../../ui/Empty';
import { useLazy } from '../../../ui/useLazy';
import '../../cart/checkout.css';
import '../account/wallet.css';

/** Pending / approved / rejected as the status chip's colour. */
const TONE: Record<Remittance['status'], string> = { 0: 'remit-pending', 1: 'remit-ok', [-1]: 'remit-no' };

/** One transfer: how much in which currency, when, to which bank with which reference, its review status and, when rejected, why. */
function RemitRow({ r }: { r: Remittance }) {
  return (
    <li class="ledger-row">
      <div>
        <div class="ledger-what">
          <b>{t('wallet.sent', { amount: `${r.amount} ${r.currency}` })}</b>
          <span class="muted">{dateTime(r.created_at)}{r.account && ` · ${r.account.bank_name}`}{r.reference && ` · ${r.reference}`}</span>
          {r.status === -1 && r.review_note && <span class="form-error">{t('wallet.reason', { reason: r.review_note })}</span>}
        </div>
        <div class="ledger-amount"><span class={`remit-status ${TONE[r.status]}`}>{r.status_text}</span></div>
      </div>
    </li>
  );
}

/**
 * /pages/member/recharge/index (login): topping the wallet up by bank transfer — the accounts to send to
 * (area → account, details to copy), the amount sent with the yuan it makes at the day's rate, the payer and
 * the receipt's photo (pay/OfflinePay without a bill) — and the shopper's transfers with their review status.
 */
export default function RechargePage() {
  // The transfer form (its upload and copy code, and the payment words it shares with the pay page) comes
  // right after the page, in a chunk of its own.
  const OfflinePay = useLazy(() => Promise.all([import('../pay/OfflinePay'), loadNamespaces(['checkout', 'copy', 'upload'])]).then(([m]) => m.OfflinePay), true);
  const pager = usePager((page, size) => remittances(page + 1, size), []);
  // A new form after each transfer sent (nothing of the last one left in it).
  const [form, setForm] = useState(0);
  const done = async () => {
    showToast(t('wallet.remitDone'));
    setForm((n) => n + 1);
    await pager.refresh();
  };
  return (
    <div class="records">
      <p class="notice">{t('wallet.rechargeNote')}</p>
      {OfflinePay ? <OfflinePay key={form} onDone={done} /> : <div class="section sk" style={{ height: 320 }} aria-busy="true" />}
      <h2 class="section-title recharge-list-title">{t('wallet.remits')}</h2>
      <ScrollList pager={pager} empty={<Empty text={t('wallet.remitsEmpty')} />}>
        {!pager.loaded && !pager.items.length && <div class="section sk" style={{ height: 120 }} aria-busy="true" />}
        {pager.items.length > 0 && <ul class="ledger">{pager.items.map((r) => <RemitRow key={r.id} r={r} />)}</ul>}
      </ScrollList>
    </div>
  );
}
