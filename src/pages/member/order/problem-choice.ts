import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { confirmDialog } from '../../../state/dialog';
import { yuanText } from '../../../ui/yuan-text';
import { navigate } from '../../../router/navigate';
import { payUrl } from '../../../router/links';
import { handleProblem } from '../../../api/rewards';
import type { OrderDetail } from '../../../api/types/order';
import type { ProblemHandled } from '../../../api/types/rewards';
import { refreshBalance } from './balance';

export type ProblemMethod = ProblemHandled['method'];

/**
 * The shopper's answer to an order's problem (goodsproblem/handleMethod), after a confirm: `pay` opens the
 * pay page for the order_problem bill the server names; `refund` and `cancel` cancel the order and the
 * money comes back to the balance (the toast says how much) and `onDone` re-fetches the order. `label`: the
 * choice's words (the confirm's title and button).
 */
export async function chooseProblem(o: OrderDetail, method: ProblemMethod, label: string, onDone: () => void): Promise<void> {
  const p = o.problem_handling;
  if (!p) return;
  const message = method === 'pay' ? t('refund.problemAsk.pay', { amount: yuanText(p.amount), sn: o.sn })
    : method === 'refund' ? t('refund.problemAsk.refund', { sn: o.sn }) : t('orders.cancelAsk', { sn: o.sn });
  if (!(await confirmDialog({ title: label, message, confirmText: label, cancelText: method === 'pay' ? undefined : t('orders.keep') }))) return;
  try {
    const r = await handleProblem(o.id, method);
    if (r.pay) {
      navigate(payUrl(r.pay.sn, r.pay.type));
      return;
    }
    showToast(Number(r.refund) > 0 ? t('orders.refunded', { amount: yuanText(r.refund) }) : t('orders.cancelled'));
    refreshBalance();
    onDone();
  } catch {
    /* the client toasted the server's message */
  }
}
