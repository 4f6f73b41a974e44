import { t } from '../../../state/lang';
import { navigate } from '../../../router/navigate';
import { payUrl } from '../../../router/links';
import { Price } from '../../../ui/Price';
import type { OrderDetail } from '../../../api/types/order';

/**
 * A problem found while buying, with what the shopper can do: pay a price difference on the pay page
 * (type order_problem), or cancel the order (a paid order's money goes back to the balance; there
 * is no separate refund call on the reference server), or write to staff below.
 */
/** Opens the messages panel (a <details id="o-messages">) and scrolls to it. */
function openMessages() {
  const d = document.getElementById('o-messages') as HTMLDetailsElement | null;
  if (!d) return;
  d.open = true;
  d.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function ProblemBox({ o, onCancel }: { o: OrderDetail; onCancel: () => void }) {
  const p = o.problem_handling;
  if (!p) return null;
  const pending = p.actions.length > 0;
  const canCancel = o.can.cancel && (p.actions.includes('cancel') || p.actions.includes('refund'));
  return (
    <section class="o-sec" aria-labelledby="o-problem">
      <div class="o-warn" role="status">
        <b id="o-problem">{p.text}</b>
        {p.kind === 'price_change' && Number(p.amount) > 0 && <p>{t('orders.problemAmount')} <Price value={p.amount} /></p>}
        <p>{pending ? t(`orders.problemHint.${p.kind}`) : t('orders.problemSettled')}</p>
      </div>
      {pending && (
        <div class="o-inline">
          {p.pay && <button class="btn btn-small btn-orange" onClick={() => navigate(payUrl(p.pay!.sn, p.pay!.type))}>{t('orders.payExtra')}</button>}
          {canCancel && <button class="btn btn-small btn-ghost" onClick={onCancel}>{t(p.actions.includes('refund') ? 'orders.cancelRefund' : 'orders.cancel')}</button>}
          <button class="btn btn-small" onClick={openMessages}>{t('orders.askStaff')}</button>
        </div>
      )}
    </section>
  );
}
