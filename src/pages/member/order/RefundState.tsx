import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { confirmDialog } from '../../../state/dialog';
import { dateTime } from '../../../lib/units';
import { deleteRefund } from '../../../api/rewards';
import type { GoodsRefund, RefundInfo } from '../../../api/types/rewards';
import { Yuan } from '../../../ui/Yuan';

const TONE: Record<GoodsRefund['status'], string> = { 0: 'wait', 1: 'done', [-1]: 'bad', [-2]: 'off' };

/**
 * A line's refund request: its state (pending, refunded, rejected with the staff's reason), amount and times;
 * a pending one can be withdrawn after a confirm, and `onChange` gets the line's state after it.
 */
export function RefundState({ r, title, onChange }: { r: GoodsRefund; title: string; onChange?: (i: RefundInfo) => void }) {
  const withdraw = async () => {
    const label = t('refund.withdraw');
    if (!(await confirmDialog({ title: label, message: t('refund.withdrawAsk', { title }), confirmText: label, cancelText: t('refund.keep') }))) return;
    try {
      const next = await deleteRefund(r.id);
      showToast(t('refund.withdrawn'));
      onChange?.(next);
    } catch {
      /* toasted */
    }
  };
  return (
    <div class={`rf-state rf-${TONE[r.status]}`} role="status">
      <p class="rf-head"><b>{r.status_text}</b> <span><Yuan value={r.amount} /></span></p>
      {r.reason && <p>{t('refund.reason')}: {r.reason}</p>}
      {r.status === -1 && r.review_note && <p class="rf-note">{t('refund.note')}: {r.review_note}</p>}
      <p class="muted">{t('refund.requestedAt')}: {dateTime(r.created_at)}</p>
      {r.decided_at && <p class="muted">{t('refund.decidedAt')}: {dateTime(r.decided_at)}</p>}
      {r.status === 0 && onChange && <button class="btn btn-small btn-ghost" onClick={withdraw}>{t('refund.withdraw')}</button>}
    </div>
  );
}
