import { useEffect, useRef, useState } from 'react';
import { t } from '../../../state/lang';
import { usableCoupons } from '../../../api/coupon';
import { useCoupon as applyCoupon } from '../../../api/pay';
import type { Coupon, Invoice } from '../../../api/types/pay';
import { CouponChoices } from './CouponChoices';

/**
 * The bill's coupon (design §4c: chosen here, for every bill that takes one): those this bill can use, each with
 * what it takes off, the one on it now, none. A choice goes to the server at once (/api/paywallet/useCoupon) and
 * the page shows its answer — the bill with its new total; a refusal (toasted) reads the bill again. A bill nothing
 * was chosen for gets the best coupon that fits (the first the server lists) as the page opens; a choice made,
 * "No coupon" included, is the bill's (the server keeps it) and stays.
 */
export function Coupons({ bill, onInvoice, onFailed }: { bill: Invoice; onInvoice: (b: Invoice) => void; onFailed: () => Promise<void> }) {
  const [list, setList] = useState<Coupon[] | null>(null);
  const [busy, setBusy] = useState(false);
  const on = bill.coupon?.id ?? 0;
  const auto = useRef(!on && !bill.no_coupon);
  useEffect(() => {
    void usableCoupons({ sn: bill.sn }).then(async (l) => {
      // Once, before the list shows: the best goes on, and the list comes again with the new bill.
      if (auto.current && l[0]) await choose(l[0].id);
      auto.current = false;
      setList(l);
    }, () => setList([]));
  }, [bill.sn, on, bill.amount]);
  const choose = async (id: number) => {
    if (busy || id === on) return;
    setBusy(true);
    try {
      onInvoice(await applyCoupon(bill.sn, id));
    } catch {
      await onFailed(); // the server's message was toasted
    }
    setBusy(false);
  };
  if (!list) return null;
  return (
    <section class="section" aria-labelledby="pay-coupons" data-testid="pay-coupons">
      <h2 id="pay-coupons" class="section-title">{t('checkout.coupon')}</h2>
      {list.length === 0 && !on ? <p class="muted">{t('checkout.noCoupons')}</p> : (
        <CouponChoices coupons={list} value={on} onChoose={(id) => void choose(id)} name="pay-coupon" legend={t('checkout.coupon')} legendHidden disabled={busy} />
      )}
    </section>
  );
}
