import { t } from '../../../state/lang';
import { navigate } from '../../../router/navigate';
import { orderUrl, payUrl } from '../../../router/links';
import { cancelOrder, deleteOrder, orderPhotos } from '../../../api/order';
import { PhotosButton } from '../../../ui/PhotosButton';
import type { OrderListRow } from '../../../api/types/order';
import { confirmCancel, confirmDelete } from './actions';
import { OrderTotal, orderTone } from './common';
import { GoodsThumbs } from './thumbs';
import { Yuan } from '../../../ui/Yuan';
import './cards.css';

/**
 * What the shopper paid for an order and what came back of it, side by side ("Paid ¥65.75 ≈ $9.11 · Refunded
 * ¥26.25 ≈ $3.64"): shown once anything was refunded, the ledger's figures as the server answered them.
 */
export function PaidRefunded({ o }: { o: Pick<OrderListRow, 'paid' | 'refunded' | 'refund_state'> }) {
  if (o.refund_state === 'none') return null;
  return (
    <p class="o-back">
      <span>{t('orders.paidAmount')} <Yuan value={o.paid} /></span>
      <span>{t('orders.refundedAmount')} <Yuan value={o.refunded} class="o-refunded" /></span>
    </p>
  );
}

/**
 * One purchase order in the list: number, seller, goods, status (and its problem; "Refunded" once it closed with
 * its money back), its total in yuan with ≈, what was paid and refunded once anything came back, and the actions
 * its `can` allows. `onChange` runs after a cancel or delete.
 */
export function OrderCard({ o, onChange, first = false }: { o: OrderListRow; onChange: () => void; first?: boolean }) {
  const can = o.can;
  const cancel = async () => (await confirmCancel(o.sn, () => cancelOrder(o.id))) && onChange();
  const remove = async () => (await confirmDelete(o.sn, () => deleteOrder(o.id))) && onChange();
  return (
    <article class="o-card" aria-labelledby={`o-${o.id}`}>
      <a class="o-link" href={`#${orderUrl(o.id)}`}>
        <header class="o-head">
          <span id={`o-${o.id}`} class="o-sn">{o.sn}</span>
          <span class={`o-status tone-${orderTone(o)}`}>{o.status_text}</span>
        </header>
        {/* The group number is the one the pay page showed (the bill): a shopper matches them by it. */}
        {o.group_sn && <p class="muted o-group">{t('orders.groupSn', { sn: o.group_sn })}</p>}
        <p class="muted o-seller">{t('orders.seller', { name: o.seller })}</p>
        <GoodsThumbs goods={o.goods} count={o.goods_count} eager={first} />
        {o.problem && o.status !== -1 && <p class="o-problem">{o.problem_text}</p>}
        <PaidRefunded o={o} />
      </a>
      <footer class="o-foot">
        <span class="o-total">{t('orders.total')} <OrderTotal o={o} /></span>
        <span class="o-actions">
          {o.status >= 3 && <PhotosButton label={t('orders.photos')} none={t('orders.noPhotos')} load={() => orderPhotos(o.id).then((g) => g.flatMap((x) => x.photos))} />}
          {can.delete && <button class="btn btn-small" onClick={remove}>{t('orders.delete')}</button>}
          {can.cancel && <button class="btn btn-small btn-ghost" onClick={cancel}>{t('orders.cancel')}</button>}
          {can.pay_extra && <button class="btn btn-small btn-orange" onClick={() => navigate(payUrl(o.sn, 'order_problem'))}>{t('orders.payExtra')}</button>}
          {can.pay && <button class="btn btn-small btn-primary" onClick={() => navigate(payUrl(o.sn))}>{t('orders.pay')}</button>}
        </span>
      </footer>
    </article>
  );
}
