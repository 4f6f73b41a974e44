import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { confirmDialog } from '../../../state/dialog';
import { cancelOnepay, deleteOnepay, receiptOnepay } from '../../../api/onepay';
import { confirmCancel, confirmDelete } from '../order/actions';

/** Cancel, delete and confirm receipt of a one-pay order, each asked first; `done(kind)` runs after success. */
export function onepayActions(o: { id: number; sn: string }, done: (kind: 'cancel' | 'delete' | 'receipt') => void) {
  return {
    cancel: async () => (await confirmCancel(o.sn, () => cancelOnepay(o.id))) && done('cancel'),
    remove: async () => (await confirmDelete(o.sn, () => deleteOnepay(o.id))) && done('delete'),
    receipt: async () => {
      if (!(await confirmDialog({ title: t('orders.receipt'), message: t('orders.receiptAsk', { sn: o.sn }), confirmText: t('orders.receipt') }))) return;
      try {
        await receiptOnepay(o.id);
        showToast(t('orders.received'));
        done('receipt');
      } catch {
        /* toasted */
      }
    },
  };
}
