import { useEffect, useState } from 'react';
import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { changeShippingMethod, shippingMethods } from '../../../api/sendorder';
import type { ParcelDetail, ShippingMethods } from '../../../api/types/parcel';
import { ShippingLines } from '../../../ui/ShippingLines';

/**
 * Before the shipping is paid: the lines that can carry this parcel (fee for its weight, or the goods'
 * weight before weighing), and a switch to another. Loaded when the shopper asks for it.
 */
export function ChangeLine({ id, current, done, close }: { id: number; current: number; done: (p: ParcelDetail) => void; close: () => void }) {
  const [methods, setMethods] = useState<ShippingMethods | null>(null);
  const [choice, setChoice] = useState(current);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void shippingMethods({ id }).then((m) => {
      setMethods(m);
      setChoice(m.current_line_id ?? current);
    }, close);
  }, [id]);
  const save = async () => {
    if (choice === current) return close();
    setBusy(true);
    try {
      const p = await changeShippingMethod(id, choice);
      showToast(t('parcels.lineChanged'));
      close();
      done(p);
    } catch {
      /* toasted; the choice stays open */
    } finally {
      setBusy(false);
    }
  };
  if (!methods) return <span class="spinner small" role="status" aria-label={t('list.loading')} />;
  return (
    <div class="change-line">
      <p class="muted">{methods.measured ? t('parcels.feesMeasured') : t('parcels.feesEstimated')}</p>
      <ShippingLines lines={methods.lines} refused={methods.refused} empty={t('parcels.noLines')} value={choice} onChange={setChoice} label={t('parcels.chooseLine')} />
      <div class="acts">
        <button class="btn btn-small btn-ghost" onClick={close}>{t('common.cancel')}</button>
        <button class="btn btn-small btn-orange" onClick={save} disabled={busy}>{t('parcels.saveLine')}</button>
      </div>
    </div>
  );
}
