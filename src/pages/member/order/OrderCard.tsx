import { t } from '../../../state/lang';
import { navigate } from '../../../router/navigate';
import { orderUrl, payUrl } from '../../../router/links';
import { cancelOrder, deleteOrder, orderPhotos } from '../../../api/order';
import { PhotosButton } from '../../../ui/PhotosButton';
import type { OrderListRow } from '../../../api/types/order';
import { confirmCancel, confirmDelete } from './actions';
import { GoodsThumbs, OrderTotal } from './common';
import './cards.css';
import { toneOf } from '../../../lib/status-tone';

/**
 * One purchase order in the list: number, seller, goods, total in the chosen currency, status (and its
 * problem), and the actions its `can` allows. `onChange` runs after a cancel or delete.
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
          <span class={`o-status tone-${toneOf('order', o.status)}`}>{o.status_text}</span>
        </header>
        {/* The group number is the one the pay page showed (the bill): a shopper matches them by it. */}
        {o.group_sn && <p class="muted o-group">{t('orders.groupSn', { sn: o.group_sn })}</p>}
        <p class="muted o-seller">{t('orders.seller', { name: o.seller })}</p>
        <GoodsThumbs goods={o.goods} count={o.goods_count} eager={first} />
        {o.problem && o.status !== -1 && <p class="o-problem">{o.problem_text}</p>}
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
