import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso';
import { t, type TKey } from '../../../state/lang';
import { Yuan } from '../../../ui/Yuan';
import { ApiError } from '../../../api/client';
import { invoice } from '../../../api/pay';
import type { BillType, Invoice } from '../../../api/types/pay';
import { payUrl } from '../../../router/links';
import { Icon } from '../../../ui/Icon';
import { Empty } from '../../../ui/Empty';
import { LoadFailed, Loading } from '../../../ui/LoadState';
import { SN, ordersLink } from './links';
import { Earn } from './Earn';
import '../../cart/checkout.css';

/** What happens after paying, per kind of bill (design §4). */
const NEXT: Record<BillType, TKey[]> = {
  order_group: ['pay.next.order1', 'pay.next.order2', 'pay.next.order3'],
  order: ['pay.next.order1', 'pay.next.order2', 'pay.next.order3'],
  order_problem: ['pay.next.problem1'],
  onepay: ['pay.next.onepay1', 'pay.next.onepay2', 'pay.next.onepay3'],
  parcel: ['pay.next.parcel1', 'pay.next.parcel2'],
};

/**
 * After paying: the bill as the server now has it says paid or not (the `status` of the url only says
 * what was attempted), what was paid (the ledger's figure) and what it earns, what comes next, the new
 * balance, and links to the orders and home.
 */
export default function PayResult() {
  const { query } = useLocation();
  const sn = (query.sn ?? '').trim().toUpperCase();
  const [bill, setBill] = useState<Invoice | null>(null);
  const [state, setState] = useState<'loading' | 'ok' | 'missing' | 'failed'>('loading');
  const load = () => {
    if (!SN.test(sn)) return setState('missing');
    setState('loading');
    void invoice(sn, query.type === 'order_problem' ? 'order_problem' : undefined).then((b) => {
      setBill(b);
      setState('ok');
    }, (e) => setState(e instanceof ApiError && e.code === 0 ? 'missing' : 'failed'));
  };
  useEffect(load, [sn, query.type]);

  if (state === 'loading') return <Loading />;
  if (state === 'failed') return <LoadFailed onRetry={load} />;
  if (state === 'missing' || !bill) return <Empty text={t('pay.notFound')}><a class="btn btn-primary" href="#/">{t('common.toHome')}</a></Empty>;

  const link = ordersLink(bill.type);
  // What was paid is the ledger's payment of this bill (the server's figure), never the url's.
  const paidAmount = bill.paid && bill.paid_amount && Number(bill.paid_amount) > 0 ? bill.paid_amount : null;
  return (
    <>
      <section class="section result" aria-live="polite">
        <span class={bill.paid ? 'result-icon' : 'result-icon bad'}><Icon name={bill.paid ? 'check' : 'clear'} size={32} /></span>
        <h2 data-testid="pay-result">{bill.paid ? t('pay.success') : t('pay.failure')}</h2>
        <p class="muted">{t('pay.sn', { sn: bill.sn })}</p>
        {paidAmount && <p>{t('pay.paidAmount')}: <b data-testid="pay-result-paid"><Yuan value={paidAmount} class="price" /></b></p>}
        {!bill.paid && <p>{bill.remit_pending ? t('pay.remitPending') : t('pay.failureHint')}</p>}
        <p>{t('pay.balanceNow')}: <b data-testid="pay-result-balance"><Yuan value={bill.balance} /></b></p>
      </section>
      {bill.paid && <Earn earn={bill.earn} done />}
      {bill.paid && (
        <section class="section" aria-labelledby="pay-next">
          <h2 id="pay-next" class="section-title">{t('pay.nextTitle')}</h2>
          <ol class="steps">{NEXT[bill.type].map((k) => <li key={k}>{t(k)}</li>)}</ol>
        </section>
      )}
      <div class="actions">
        {!bill.paid && bill.payable && <a class="btn btn-primary" href={`#${payUrl(bill.sn, bill.type === 'order_problem' ? 'order_problem' : undefined)}`}>{t('pay.tryAgain')}</a>}
        <a class={bill.paid ? 'btn btn-primary' : 'btn'} href={`#${link.path}`}>{t(link.label)}</a>
        <a class="btn" href="#/">{t('common.toHome')}</a>
      </div>
    </>
  );
}
