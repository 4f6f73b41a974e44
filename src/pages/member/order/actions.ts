import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { confirmDialog } from '../../../state/dialog';
import { yuanText } from '../../../ui/yuan-text';
import type { CancelAnswer } from '../../../api/order';

/**
 * Asks, then cancels; answers true once cancelled (the server's message is toasted on failure by the
 * client). A paid order's refund goes to the balance, and the toast says how much.
 */
export async function confirmCancel(sn: string, cancel: () => Promise<CancelAnswer>): Promise<boolean> {
  if (!(await confirmDialog({ title: t('orders.cancel'), message: t('orders.cancelAsk', { sn }), confirmText: t('orders.cancel'), cancelText: t('orders.keep') }))) return false;
  try {
    const r = await cancel();
    showToast(Number(r.refund) > 0 ? t('orders.refunded', { amount: yuanText(r.refund) }) : t('orders.cancelled'));
    return true;
  } catch {
    return false;
  }
}

/** Asks, then deletes (hides) a cancelled or finished order. */
export async function confirmDelete(sn: string, remove: () => Promise<unknown>): Promise<boolean> {
  if (!(await confirmDialog({ title: t('orders.delete'), message: t('orders.deleteAsk', { sn }), confirmText: t('orders.delete') }))) return false;
  try {
    await remove();
    showToast(t('orders.deleted'));
    return true;
  } catch {
    return false;
  }
}
