import { useEffect, useState } from 'react';
import { t } from '../../../state/lang';
import { usableCoupons } from '../../../api/coupon';
import { useCoupon as applyCoupon } from '../../../api/pay';
import type { Coupon, Invoice } from '../../../api/types/pay';
import { CouponChoices } from './CouponChoices';

/**
 * The order group's coupon: those the bill can use (its minimum met), the one on it now, none. A choice
 * goes to the server at once (/api/paywallet/useCoupon) and the bill is read again.
 */
export function Coupons({ bill, onChange }: { bill: Invoice; onChange: () => Promise<void> }) {
  const [list, setList] = useState<Coupon[] | null>(null);
  const [busy, setBusy] = useState(false);
  const on = bill.coupon?.id ?? 0;
  useEffect(() => {
    void usableCoupons({ sn: bill.sn }).then(setList, () => setList([]));
  }, [bill.sn, on]);
  const choose = async (id: number) => {
    if (busy || id === on) return;
    setBusy(true);
    try {
      await applyCoupon(bill.sn, id);
    } catch {
      /* the server's message was toasted; the bill is read again either way */
    }
    await onChange();
    setBusy(false);
  };
  if (!list) return null;
  return (
    <section class="section" aria-labelledby="pay-coupons">
      <h2 id="pay-coupons" class="section-title">{t('checkout.coupon')}</h2>
      {list.length === 0 && !on ? <p class="muted">{t('checkout.noCoupons')}</p> : (
        <CouponChoices coupons={list} value={on} onChoose={(id) => void choose(id)} name="pay-coupon" legend={t('checkout.coupon')} legendHidden disabled={busy} />
      )}
    </section>
  );
}
