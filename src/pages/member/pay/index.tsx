import { dateTime } from '../../../lib/units';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'preact';
import { useLocation } from 'preact-iso';
import { t } from '../../../state/lang';
import { Earn } from './Earn';
import { updateUser } from '../../../state/session';
import { navigate } from '../../../router/navigate';
import { throttle } from '../../../lib/rate-limit';
import { ApiError, inlineMessage } from '../../../api/client';
import { invoice, payBalance, paymentMethods } from '../../../api/pay';
import type { BillType, Invoice, PaymentMethod } from '../../../api/types/pay';
import { Empty } from '../../../ui/Empty';
import { LoadFailed, Loading } from '../../../ui/LoadState';
import { Summary, type SumRow } from '../../cart/view';
import { Yuan } from '../../../ui/Yuan';
import { yuanText } from '../../../ui/yuan-text';
import { Coupons } from './Coupons';
import type { OfflinePayProps } from './OfflinePay';
import type { Pad as PadComponent } from '../paypassword/Pad';
import { SN, ordersLink, resultUrl } from './links';

type State = 'loading' | 'ok' | 'missing' | 'failed';
type PadProps = Parameters<typeof PadComponent>[0];

/**
 * Paying a bill (`sn`, `type` only for an order's extra payment): what is owed and why (the server's quote), the
 * coupon of any bill that takes one (design §4c: chosen here; the total shown is the server's answer to the
 * choice), what paying earns, and the ways to pay — from the wallet balance (one tap pays once: throttled and disabled while
 * paying; a refusal shows the server's message and changes nothing) or by bank transfer with a receipt.
 */
export default function PayPage() {
  const { query } = useLocation();
  const sn = (query.sn ?? '').trim().toUpperCase();
  const type: BillType | undefined = query.type === 'order_problem' ? 'order_problem' : undefined;
  const [bill, setBill] = useState<Invoice | null>(null);
  const [methods, setMethods] = useState<PaymentMethod[]>([]);
  const [state, setState] = useState<State>('loading');
  const [method, setMethod] = useState<'balance' | 'offline'>('balance');
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState('');
  // The bank-transfer form (with the amount input, uploader and Compressor.js) loads only when chosen.
  const [Offline, setOffline] = useState<ComponentType<OfflinePayProps> | null>(null);
  const [offlineFailed, setOfflineFailed] = useState(false);
  const loadOffline = () => {
    setOfflineFailed(false);
    import('./OfflinePay').then((m) => setOffline(() => m.OfflinePay), () => setOfflineFailed(true));
  };
  useEffect(() => {
    if (method === 'offline' && !Offline) loadOffline();
  }, [method]);

  const load = useCallback(async () => {
    if (!SN.test(sn)) return setState('missing');
    try {
      const [b, m] = await Promise.all([invoice(sn, type), paymentMethods(sn, type)]);
      setBill(b);
      setMethods(m);
      setState('ok');
    } catch (e) {
      setState(e instanceof ApiError && e.code === 0 ? 'missing' : 'failed');
    }
  }, [sn, type]);
  useEffect(() => {
    setState('loading');
    setBill(null);
    setPayError('');
    void load();
  }, [load]);

  // The latest bill for the throttled handler (made once, so that two taps share one throttle).
  const current = useRef<Invoice | null>(null);
  current.current = bill;
  /** Pays from the balance: null when paid (then on to the result), else the message why not. */
  const settle = async (b: Invoice, password?: string): Promise<string | null> => {
    try {
      const r = await payBalance(b.sn, type, password, b.amount);
      updateUser({ money: r.balance });
      navigate(resultUrl(b.sn, 'paid', b.amount, type), true);
      return null;
    } catch (e) {
      void load(); // the bill as it is now: a total that changed since it was shown (the server said so) reads anew
      return inlineMessage(e) || t('error.unknown');
    }
  };
  // With a pay password set, the pad (its own chunk) asks for it and pays.
  const [Pad, setPad] = useState<ComponentType<PadProps> | null>(null);
  const needsPassword = useRef(false);
  needsPassword.current = methods.some((m) => m.code === 'balance' && m.pay_password);
  const pay = useRef(throttle(async () => {
    const b = current.current;
    if (!b) return;
    setPayError('');
    if (needsPassword.current) return void import('../paypassword/Pad').then((m) => setPad(() => m.Pad), () => setPayError(t('list.failed')));
    setPaying(true);
    const msg = await settle(b);
    if (msg) {
      setPayError(msg);
      setPaying(false);
      return false;
    }
  })).current;

  if (state === 'loading') return <Loading />;
  if (state === 'failed') return <LoadFailed onRetry={() => { setState('loading'); void load(); }} />;
  if (state === 'missing' || !bill) {
    return (
      <Empty text={t('pay.notFound')}>
        <a class="btn btn-primary" href="#/pages/cart/index">{t('checkout.backToCart')}</a>
      </Empty>
    );
  }

  // What is due: the server's one figure (design §4c), the same at the top, in the bill and on the button.
  const billRows: SumRow[] = [...bill.lines.map((l) => ({ label: l.label, amount: l.amount })), { label: t('pay.due'), amount: bill.amount, total: true }];
  const link = ordersLink(bill.type);
  return (
    <div class={bill.payable ? 'with-bar' : undefined}>
      <section class="section due" aria-labelledby="pay-due">
        <span id="pay-due" class="muted">{bill.paid ? t('pay.paidAmount') : t('pay.due')}</span>
        <b data-testid="pay-due"><Yuan value={bill.paid && bill.paid_amount ? bill.paid_amount : bill.amount} class="price" /></b>
        <span class="muted">{t('pay.sn', { sn: bill.sn })}</span>
      </section>

      {bill.paid && (
        <div class="notice ok" role="status">
          <p>{bill.paid_at ? t('pay.paidOn', { amount: yuanText(bill.paid_amount ?? bill.amount), at: dateTime(bill.paid_at) }) : t('pay.alreadyPaid')}</p>
          <a class="link-btn" href={`#${link.path}`}>{t(link.label)}</a>
        </div>
      )}
      {!bill.paid && bill.remit_pending && <p class="notice" role="status" data-testid="remit-pending">{t('pay.remitPending')}</p>}
      {!bill.paid && !bill.payable && !bill.remit_pending && <p class="notice" role="status">{t('pay.notPayable')}</p>}

      {bill.lines.length > 0 && (
        <section class="section" aria-labelledby="pay-lines">
          <h2 id="pay-lines" class="section-title">{t('pay.bill')}</h2>
          <Summary rows={billRows} />
        </section>
      )}

      {bill.payable && (bill.coupon_scopes.length > 0
        ? <Coupons bill={bill} onInvoice={(b) => { setBill(b); void paymentMethods(b.sn, type).then(setMethods, () => {}); }} onFailed={load} />
        : <p class="section muted" data-testid="pay-no-coupon">{t('pay.noCouponHere')}</p>)}
      {bill.payable && <Earn earn={bill.earn} />}

      {bill.payable && (
        <>
          <section class="section" aria-labelledby="pay-methods">
            <h2 id="pay-methods" class="section-title">{t('pay.methods')}</h2>
            <fieldset class="choices">
              <legend class="sr-only">{t('pay.methods')}</legend>
              {methods.map((m) => (
                <label key={m.code} class="choice">
                  <input type="radio" name="method" checked={method === m.code} onChange={() => { setMethod(m.code); setPayError(''); }} />
                  <span>
                    <b>{m.name}</b>
                    {m.code === 'balance'
                      ? <span class={m.enough ? 'muted' : 'muted danger'} data-testid="pay-balance">
                        {t(m.enough ? 'pay.balanceIs' : 'pay.balanceShort', { balance: yuanText(m.balance) })}
                      </span>
                      : <span class="muted">{t('pay.offlineHint')}</span>}
                  </span>
                </label>
              ))}
            </fieldset>
          </section>
          {method === 'offline'
            ? (bill.remit_pending ? null : Offline ? <Offline bill={bill} onDone={load} /> : offlineFailed ? <LoadFailed onRetry={loadOffline} /> : <Loading />)
            : (
              <>
                <p class="form-error pad" role="alert" data-testid="pay-error">{payError}</p>
                <div class="submit-bar">
                  <button type="button" class="btn btn-primary" disabled={paying} aria-busy={paying} onClick={pay}>
                    {t('pay.payNow', { amount: yuanText(bill.amount) })}
                  </button>
                </div>
              </>
            )}
        </>
      )}
      {Pad && <Pad onSubmit={(pw) => settle(bill, pw)} onClose={() => setPad(null)} />}
    </div>
  );
}
