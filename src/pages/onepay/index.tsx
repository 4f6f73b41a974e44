import { inlineMessage } from '../../api/client';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'preact-iso';
import { t, tn } from '../../state/lang';
import { refreshCartCount } from '../../state/cart';
import { navigate } from '../../router/navigate';
import { payUrl } from '../../router/links';
import { throttle } from '../../lib/rate-limit';
import { weight, percent } from '../../lib/units';
import { addresses, preferredAddress } from '../../api/address';
import { cartToOnepay, onepayLines } from '../../api/cart';
import type { OnepayQuote } from '../../api/types/cart';
import type { Address } from '../../api/types/member';
import { ShippingLines } from '../../ui/ShippingLines';
import { yuanText } from '../../ui/yuan-text';
import { Empty } from '../../ui/Empty';
import { LoadFailed, Loading } from '../../ui/LoadState';
import { LinePrice, LineView, NothingChosen } from '../cart/view';
import { Summary, TotalText, type SumRow } from '../cart/view';
import { useCheckout } from '../cart/useCheckout';
import { addressText, phoneText } from '../../lib/address-text';

const ADD_ADDRESS = '/pages/member/myaddress/add';

/**
 * One-pay order: the chosen goods shipped straight to an address. Choose the address, a shipping line
 * (each line's fee for these goods' weight to that country, from the server) and insurance; the total is
 * goods + domestic post + shipping (+ insurance) → a one-pay order (P…) → the pay page.
 */
export default function OnepayPage() {
  const { query } = useLocation();
  const { cart, failed, load, lines } = useCheckout(query.ids);
  const [book, setBook] = useState<Address[] | null>(null);
  const [bookFailed, setBookFailed] = useState(false);
  const [addressId, setAddressId] = useState(0);
  const [quote, setQuote] = useState<OnepayQuote | null>(null);
  const [quoteFailed, setQuoteFailed] = useState(false);
  const [lineId, setLineId] = useState(0);
  const [insured, setInsured] = useState(false);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [reloads, setReloads] = useState(0);

  const loadBook = () => addresses().then((list) => {
    const chosen = preferredAddress(list)?.id ?? 0;
    setBook(list);
    setBookFailed(false);
    setAddressId((id) => (list.some((a) => a.id === id) ? id : chosen));
  }, () => setBookFailed(true));
  useEffect(() => { void loadBook(); }, []);

  const ids = lines.map((l) => l.id).join(',');
  const getQuote = () => {
    if (!addressId || !ids) return;
    setQuote(null);
    setQuoteFailed(false);
    void onepayLines({ ids: ids.split(',').map(Number), address_id: addressId }).then((q) => {
      setQuote(q);
      setLineId((id) => (q.lines.some((l) => l.id === id) ? id : q.lines[0]?.id ?? 0));
    }, () => setQuoteFailed(true));
  };
  useEffect(getQuote, [addressId, ids, reloads]);

  const submit = useRef(throttle(async (o: { ids: number[]; address_id: number; line_id: number; insurance: boolean; remark: string }) => {
    setBusy(true);
    setError('');
    try {
      const r = await cartToOnepay(o);
      void refreshCartCount();
      navigate(payUrl(r.order_sn), true);
    } catch (e) {
      setError(inlineMessage(e) || t('error.unknown'));
      setBusy(false);
      // A refusal for a changed price re-priced the lines: the goods and the quote are read again.
      void load();
      setReloads((n) => n + 1);
      return false;
    }
  })).current;

  if (!cart || !book) return failed || bookFailed ? <LoadFailed onRetry={() => { void load(); void loadBook(); }} /> : <Loading />;
  if (!lines.length) return <NothingChosen />;

  const line = quote?.lines.find((l) => l.id === lineId);
  // The summary's rows and total, all the server's figures (also in the bar).
  const rows: SumRow[] | null = quote && line ? [
    { label: t('cart.goods'), amount: quote.goods },
    { label: t('cart.postFee'), amount: quote.post_fee },
    { label: t('checkout.shippingFee'), amount: line.fee },
    ...(insured ? [{ label: t('checkout.insuranceFee'), amount: line.insurance }] : []),
    { label: t('cart.total'), amount: insured ? line.total_insured : line.total, total: true },
  ] : null;
  const go = () => {
    if (!line) return setError(t('checkout.chooseLine'));
    submit({ ids: lines.map((l) => l.id), address_id: addressId, line_id: line.id, insurance: insured, remark: remark.trim() });
  };

  return (
    <div class="with-bar">
      <section class="section" aria-labelledby="op-address">
        <h2 id="op-address" class="section-title">{t('checkout.address')}</h2>
        {book.length ? (
          <fieldset class="choices">
            <legend class="sr-only">{t('checkout.address')}</legend>
            {book.map((a) => (
              <label key={a.id} class="choice">
                <input type="radio" name="address" checked={a.id === addressId} onChange={() => setAddressId(a.id)} />
                <span>
                  <b>{a.name} {phoneText(a)}</b>
                  <span class="muted">{addressText(a)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : <p class="muted">{t('checkout.noAddress')}</p>}
        <a class="link-btn" href={`#${ADD_ADDRESS}?from=onepay`}>{t('checkout.addAddress')}</a>
      </section>

      <section class="section" aria-labelledby="op-goods">
        <h2 id="op-goods" class="section-title">{t('checkout.goodsN', { n: lines.length })}</h2>
        <ul>{lines.map((l) => <LineView key={l.id} line={l}><LinePrice line={l} /></LineView>)}</ul>
      </section>

      {addressId > 0 && (
        <section class="section" aria-labelledby="op-lines">
          <h2 id="op-lines" class="section-title">{t('checkout.line')}</h2>
          {quoteFailed ? <LoadFailed onRetry={getQuote} /> : !quote ? <Loading /> : (
            <>
              <p class="muted">{t('checkout.lineFor', { country: quote.country, weight: weight(quote.weight_g) })}</p>
              {quote.lines.length ? (
                <ShippingLines lines={quote.lines} refused={quote.refused} value={lineId} onChange={(id) => { setLineId(id); setError(''); }} label={t('checkout.line')} />
              ) : <Empty text={t('checkout.noLine')} />}
            </>
          )}
        </section>
      )}

      {line && (
        <section class="section">
          <label class="check">
            <input type="checkbox" checked={insured} onChange={() => setInsured(!insured)} />
            {t('checkout.insurance', { fee: yuanText(line.insurance) })}
          </label>
          <p class="muted">{t('checkout.insuranceHint', { rate: percent(line.insurance_rate) })}</p>
        </section>
      )}

      <section class="section">
        <label class="field-label" for="op-remark">{t('checkout.orderRemark')}</label>
        <textarea id="op-remark" class="input" maxLength={200} value={remark} placeholder={t('checkout.orderRemarkHint')}
          onInput={(e) => setRemark((e.currentTarget as HTMLTextAreaElement).value)} />
      </section>

      {quote && line && (
        <section class="section" aria-labelledby="op-totals">
          <h2 id="op-totals" class="section-title">{t('cart.totals')}</h2>
          <Summary rows={rows!} />
        </section>
      )}
      <p class="form-error pad" role="alert">{error}</p>

      <div class="submit-bar">
        <p>{t('cart.total')}: <b class="price">{rows ? <TotalText rows={rows} /> : '—'}</b></p>
        <button type="button" class="btn btn-primary" disabled={busy || !addressId || !line} onClick={go}>{t('checkout.placeOnepay')}</button>
      </div>
    </div>
  );
}
