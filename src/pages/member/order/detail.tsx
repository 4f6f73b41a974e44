import { useLocation } from 'preact-iso';
import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { navigate } from '../../../router/navigate';
import { payUrl } from '../../../router/links';
import { cancelOrder, changeOrderShipping, deleteOrder, orderDetail } from '../../../api/order';
import type { DomesticShipping, OrderDetail as Detail } from '../../../api/types/order';
import { confirmCancel, confirmDelete } from './actions';
import { OrderTotal, Row, TimeRow, orderTone } from './common';
import { Summary, type SumRow } from '../../cart/summary';
import { RecordState, queryId, useRecord } from './record';
import { OrderGoods } from './OrderGoods';
import { useLazy } from '../../../ui/useLazy';
import './detail.css';

const LIST = '/pages/member/order/index';

/** Standard or express domestic shipping, switchable while the order is unpaid. */
function Shipping({ o, onChange }: { o: Detail; onChange: () => void }) {
  const pick = async (s: DomesticShipping) => {
    if (s === o.shipping) return;
    try {
      await changeOrderShipping(o.id, s);
      showToast(t('orders.shippingChanged'));
      onChange();
    } catch {
      /* toasted */
    }
  };
  return (
    <div class="o-seg" role="group" aria-labelledby="o-ship">
      <span id="o-ship" class="muted o-seg-label">{t('orders.shipping')}</span>
      {(['standard', 'express'] as const).map((s) => (
        <button key={s} aria-pressed={o.shipping === s} onClick={() => pick(s)}>{t(`orders.ship.${s}`)}</button>
      ))}
    </div>
  );
}

/**
 * The order's money as the server answered it (design §4c), each its yuan figure with ≈: the bill (goods, domestic
 * shipping, service fee, the coupon when one was used, the total after it), then what was paid and what came back.
 */
const moneyRows = (o: Detail): SumRow[] => [
  { label: t('orders.goodsTotal'), amount: o.goods_total },
  // One row for domestic shipping: its fee, with how it is sent (issue 25: not a second row of the same name).
  { label: `${t('orders.postFee')} · ${t(`orders.ship.${o.shipping}`)}`, amount: o.post_fee },
  { label: t('orders.serviceFee'), amount: o.service_fee },
  ...(Number(o.coupon) > 0 ? [{ label: t('orders.couponOff'), amount: o.coupon, minus: true }] : []),
  { label: t('orders.total'), amount: o.total, total: true },
  ...(o.paid_at ? [{ label: t('orders.paidAmount'), amount: o.paid }] : []),
  ...(Number(o.refunded) > 0 ? [{ label: t('orders.refundedAmount'), amount: o.refunded }] : []),
];

/** The problem box (its own chunk): fetched with an order that has a problem, before the page shows it (no shift), then kept. */
let problemBox: typeof import('./ProblemBox') | null = null;
const loadOrder = async (id: number) => {
  const o = await orderDetail(id);
  if (o.problem_handling && !problemBox) problemBox = await import('./ProblemBox').catch(() => null);
  return o;
};

/** Everything about one purchase order, and what can be done with it now. */
export default function OrderDetailPage() {
  const { query } = useLocation();
  const rec = useRecord(queryId(query.id), loadOrder);
  const o = rec.data;
  const Panels = useLazy(() => import('./panels').then((m) => m.Panels), !!o);
  // The status bar comes in its own chunk while the order loads (its place kept: no shift).
  const Steps = useLazy(() => import('../../../ui/StatusSteps').then((m) => m.StatusSteps), true);
  if (!o || rec.state === 'loading') return <RecordState rec={rec} notFound={t('orders.notFound')} back={{ href: LIST, label: t('orders.backToList') }} />;
  const cancel = async () => (await confirmCancel(o.sn, () => cancelOrder(o.id))) && rec.reload();
  const remove = async () => (await confirmDelete(o.sn, () => deleteOrder(o.id))) && navigate(`${LIST}?status=${o.refund_state === 'fully' ? 'refunded' : '-1'}`, true);
  const unpaid = o.status === 0;
  return (
    <>
      <header class={`o-hero tone-${orderTone(o)}`}>
        <h2>{o.status_text}</h2>
        <p>{t('orders.sn', { sn: o.sn })}</p>
        {o.group_sn && <p>{t('orders.groupSn', { sn: o.group_sn })}</p>}
      </header>
      {o.status >= 0 && <div class="steps-slot">{Steps && <Steps kind="order" status={o.status} />}</div>}
      {problemBox && <problemBox.ProblemBox o={o} onDone={rec.reload} />}
      <section class="o-sec" aria-labelledby="o-goods">
        <h3 id="o-goods">{t('orders.seller', { name: o.seller })}</h3>
        <ul>
          {o.goods.map((g) => (
            <OrderGoods key={g.id} g={g} orderId={o.id} status={o.status} removable={unpaid && o.goods.length > 1} onTotals={rec.reload} onReload={rec.reload} />
          ))}
        </ul>
      </section>
      <section class="o-sec" aria-labelledby="o-money">
        <h3 id="o-money">{t('orders.money')}</h3>
        {o.can.pay && <Shipping o={o} onChange={rec.reload} />}
        <Summary label={t('orders.money')} rows={moneyRows(o)} />
        {o.remark && <Row label={t('orders.remark')}>{o.remark}</Row>}
      </section>
      {Panels && <Panels o={o} onReload={rec.reload} />}
      <section class="o-sec" aria-labelledby="o-times">
        <h3 id="o-times">{t('orders.times')}</h3>
        <TimeRow label={t('orders.createdAt')} at={o.created_at} />
        <TimeRow label={t('orders.paidAt')} at={o.paid_at} />
        <TimeRow label={t('orders.boughtAt')} at={o.bought_at} />
        <TimeRow label={t('orders.storedAt')} at={o.stored_at} />
        <TimeRow label={t('orders.cancelledAt')} at={o.cancelled_at} />
      </section>
      {(o.can.pay || o.can.cancel || o.can.delete) && (
        <div class="o-bar">
          {o.can.pay && <span class="grow">{t('orders.total')} <OrderTotal o={o} /></span>}
          {o.can.delete && <button class="btn btn-small" onClick={remove}>{t('orders.delete')}</button>}
          {o.can.cancel && <button class="btn btn-small btn-ghost" onClick={cancel}>{t('orders.cancel')}</button>}
          {o.can.pay && <button class="btn btn-small btn-primary" onClick={() => navigate(payUrl(o.sn))}>{t('orders.pay')}</button>}
        </div>
      )}
    </>
  );
}
