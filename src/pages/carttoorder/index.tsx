import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'preact-iso';
import { t, tn } from '../../state/lang';
import { refreshCartCount } from '../../state/cart';
import { navigate } from '../../router/navigate';
import { payUrl } from '../../router/links';
import { throttle } from '../../lib/rate-limit';
import { cartToOrder, changeCartShipping, editCart } from '../../api/cart';
import { usableCoupons } from '../../api/coupon';
import type { CartList } from '../../api/types/cart';
import { LinePrice, LineView, LoadFailed, Loading, NothingChosen, RemarkEditor, ShippingChoice, TotalsView, TotalText, totalsRows } from '../cart/parts';
import { useCheckout } from '../cart/useCheckout';

/**
 * Order confirmation: the chosen lines by seller with their remarks and each seller's domestic shipping and
 * an order remark → one purchase order per seller under an order group (OG…) → the pay page. Coupons are chosen
 * in one place, the pay page, where the total shown changes with the choice (design §4c); here one line says
 * how many this order can use.
 */
export default function CartToOrder() {
  const { query } = useLocation();
  const { cart, failed, load, lines } = useCheckout(query.ids);
  const [remark, setRemark] = useState('');
  const [coupons, setCoupons] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const total = cart?.totals.total;
  useEffect(() => {
    if (!total || Number(total) <= 0) return;
    void usableCoupons({ amount: total }).then((l) => setCoupons(l.length), () => setCoupons(null));
  }, [total]);

  const place = useRef(throttle(async (ids: number[], note: string) => {
    setBusy(true);
    try {
      const r = await cartToOrder({ ids, remark: note });
      void refreshCartCount();
      navigate(payUrl(r.order_sn), true);
    } catch {
      setBusy(false); // the server's message was toasted; everything chosen stays
      void load(); // a refusal for a changed price re-priced the lines: the new total shows before the shopper confirms again
      return false;
    }
  })).current;

  if (!cart) return failed ? <LoadFailed onRetry={() => void load()} /> : <Loading />;
  if (!lines.length) return <NothingChosen />;

  return (
    <div class="with-bar">
      <Groups cart={cart} ids={lines.map((l) => l.id)} reload={load} />
      <section class="section">
        <label class="field-label" for="order-remark">{t('checkout.orderRemark')}</label>
        <textarea id="order-remark" class="input" maxLength={200} value={remark} placeholder={t('checkout.orderRemarkHint')}
          onInput={(e) => setRemark((e.currentTarget as HTMLTextAreaElement).value)} />
      </section>
      <section class="section" aria-labelledby="co-totals">
        <h2 id="co-totals" class="section-title">{t('cart.totals')}</h2>
        <TotalsView totals={cart.totals} />
        {coupons !== null && (
          <p class="muted" data-testid="co-coupon-hint">{coupons > 0 ? tn('checkout.couponsOnPay', coupons) : t('checkout.noCouponsOnPay')}</p>
        )}
      </section>
      <div class="submit-bar">
        <p>{t('cart.total')}: <b class="price"><TotalText rows={totalsRows(cart.totals)} /></b></p>
        <button type="button" class="btn btn-primary" disabled={busy} onClick={() => place(lines.map((l) => l.id), remark.trim())}>
          {t('checkout.place')}
        </button>
      </div>
    </div>
  );
}

/** The chosen lines by seller: remarks and domestic shipping can still change here. */
function Groups({ cart, ids, reload }: { cart: CartList; ids: number[]; reload: () => Promise<void> }) {
  const set = useMemo(() => new Set(ids), [ids]);
  const change = async (call: () => Promise<unknown>) => {
    let ok = true;
    await call().catch(() => { ok = false; });
    await reload();
    return ok;
  };
  return (
    <>
      {cart.groups.map((g) => {
        const goods = g.goods.filter((l) => set.has(l.id));
        if (!goods.length) return null;
        const head = `co-${g.seller}`;
        return (
          <section key={g.seller} class="section" aria-labelledby={head}>
            <h2 id={head} class="section-title">{g.seller}</h2>
            <ul>
              {goods.map((l) => (
                <LineView key={l.id} line={l}>
                  <LinePrice line={l} />
                  <RemarkEditor line={l} onSave={(remark) => change(() => editCart({ id: l.id, remark }))} />
                </LineView>
              ))}
            </ul>
            <ShippingChoice seller={g.seller} value={g.shipping} postFee={g.post_fee} onChange={(v) => change(() => changeCartShipping(g.seller, v))} />
          </section>
        );
      })}
    </>
  );
}
