import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { confirmDialog } from '../../../state/dialog';
import { navigate } from '../../../router/navigate';
import { cancelParcel, receiptParcel } from '../../../api/sendorder';
import type { ParcelDetail } from '../../../api/types/parcel';
import { payUrl, useThrottled } from './common';


type Parcel = { id: number; sn: string };

/**
 * What the shopper can do to a parcel: pay its shipping (the pay page with the parcel's S… number),
 * cancel it, confirm receipt (both asked first). `done` gets the parcel as it is after the change.
 */
export function useParcelActions(done: (p: ParcelDetail) => void) {
  const pay = useThrottled((p: Parcel) => navigate(payUrl(p.sn)));
  const cancel = async (p: Parcel) => {
    const ok = await confirmDialog({ title: t('parcels.cancelTitle'), message: t('parcels.cancelAsk', { sn: p.sn }), confirmText: t('parcels.cancel'), cancelText: t('parcels.keep') });
    if (!ok) return;
    const next = await cancelParcel(p.id).catch(() => null);
    if (!next) return;
    showToast(t('parcels.cancelled'));
    done(next);
  };
  const receipt = async (p: Parcel) => {
    const ok = await confirmDialog({ title: t('parcels.receiptTitle'), message: t('parcels.receiptAsk', { sn: p.sn }), confirmText: t('parcels.receipt') });
    if (!ok) return;
    const next = await receiptParcel(p.id).catch(() => null);
    if (!next) return;
    showToast(t('parcels.received'));
    done(next);
  };
  return { pay, cancel, receipt };
}
