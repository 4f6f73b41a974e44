import { useLocation } from 'preact-iso';
import { t, tn } from '../../../state/lang';
import { navigate } from '../../../router/navigate';
import { payUrl } from '../../../router/links';
import { onepayDetail } from '../../../api/onepay';
import type { OnepayDetail } from '../../../api/types/order';
import { Row, TimeRow, Timeline, WarehouseMeta } from '../order/common';
import { RecordState, queryId, useRecord } from '../order/record';
import { PhotoStrip } from '../../../ui/PhotoStrip';
import { onepayActions } from './actions';
import { Yuan } from '../../../ui/Yuan';
import { Summary, type SumRow } from '../../cart/summary';
import { toneOf } from '../../../ui/status-tone';
import { useLazy } from '../../../ui/useLazy';
import { addressText, phoneText } from '../../../lib/address-text';
import './onepay.css';

const LIST = '/pages/member/onepayorder/index';

/**
 * The order's bill as the server priced it (design §4c): every figure in yuan with ≈ its conversion, the coupon when
 * one took something off, the total the server's (after the coupon); then what was paid, as an order's detail shows it.
 */
const money = (o: OnepayDetail): SumRow[] => [
  { label: t('orders.goodsTotal'), amount: o.goods_total },
  { label: t('orders.postFee'), amount: o.post_fee },
  { label: t('orders.intlShipping'), amount: o.shipping_fee },
  ...(o.insurance ? [{ label: t('orders.insurance'), amount: o.insurance_fee }] : []),
  ...(Number(o.coupon) > 0 ? [{ label: t('orders.couponOff'), amount: o.coupon, minus: true }] : []),
  { label: t('orders.total'), amount: o.total, total: true },
  ...(o.paid_at ? [{ label: t('orders.paidAmount'), amount: o.paid }] : []),
];

/** Everything about one one-pay order: goods and photos, address, line, money, tracking, and its actions. */
export default function OnepayDetailPage() {
  const { query } = useLocation();
  const rec = useRecord(queryId(query.id), onepayDetail);
  const o = rec.data;
  const Steps = useLazy(() => import('../../../ui/StatusSteps').then((m) => m.StatusSteps), true);
  if (!o || rec.state === 'loading') return <RecordState rec={rec} notFound={t('orders.opNotFound')} back={{ href: LIST, label: t('orders.opBack') }} />;
  const act = onepayActions(o, (kind) => (kind === 'delete' ? navigate(`${LIST}?status=-1`, true) : rec.reload()));
  const a = o.address;
  return (
    <>
      <header class={`o-hero tone-${toneOf('onepay', o.status)}`}>
        <h2>{o.status_text}</h2>
        <p>{t('orders.sn', { sn: o.sn })}</p>
      </header>
      {o.status >= 0 && <div class="steps-slot">{Steps && <Steps kind="onepay" status={o.status} />}</div>}
      <section class="o-sec" aria-labelledby="op-goods">
        <h3 id="op-goods">{t('orders.goods')}</h3>
        <ul>
          {o.goods.map((g) => (
            <li key={g.id} class="o-goods">
              <img src={g.pic_url} width={72} height={72} alt="" loading="lazy" decoding="async" />
              <div class="o-goods-body">
                <span class="o-title">{g.title}</span>
                {g.sku_text && <span class="muted">{g.sku_text}</span>}
                <span><Yuan value={g.price} class="price" /> <span class="muted">{t('orders.qty', { n: g.quantity })}</span></span>
                <WarehouseMeta g={g} />
                {g.photos.length > 0 && <PhotoStrip photos={g.photos} label={t('orders.photos')} photoLabel={(n) => t('orders.photoN', { n, title: g.title })} alt={g.title} />}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section class="o-sec" aria-labelledby="op-address">
        <h3 id="op-address">{t('orders.address')}</h3>
        <p><b>{a.name}</b> {phoneText(a)}</p>
        <p class="muted">{addressText(a)}</p>
        {o.line && <Row label={t('orders.line')}>{o.line.name} · {tn('orders.transit', o.line.transit_days, {}, 'days')}</Row>}
      </section>
      <section class="o-sec" aria-labelledby="op-money">
        <h3 id="op-money">{t('orders.money')}</h3>
        <Summary label={t('orders.money')} rows={money(o)} />
        {o.remark && <Row label={t('orders.remark')}>{o.remark}</Row>}
      </section>
      {(o.tracking_no || o.tracking.length > 0) && (
        <section class="o-sec" aria-labelledby="op-track">
          <h3 id="op-track">{t('orders.intlTrack')}</h3>
          <p class="muted">{[o.carrier, o.tracking_no].filter(Boolean).join(' · ')}</p>
          <Timeline events={o.tracking} />
        </section>
      )}
      <section class="o-sec" aria-labelledby="op-times">
        <h3 id="op-times">{t('orders.times')}</h3>
        <TimeRow label={t('orders.createdAt')} at={o.created_at} />
        <TimeRow label={t('orders.paidAt')} at={o.paid_at} />
        <TimeRow label={t('orders.shippedAt')} at={o.shipped_at} />
        <TimeRow label={t('orders.receivedAt')} at={o.received_at} />
      </section>
      {(o.can.pay || o.can.cancel || o.can.delete || o.can.receipt) && (
        <div class="o-bar">
          {o.can.pay && <span class="grow op-due">{t('orders.total')} <Yuan value={o.total} class="price" /></span>}
          {o.can.delete && <button class="btn btn-small" onClick={act.remove}>{t('orders.delete')}</button>}
          {o.can.cancel && <button class="btn btn-small btn-ghost" onClick={act.cancel}>{t('orders.cancel')}</button>}
          {o.can.receipt && <button class="btn btn-small btn-orange" onClick={act.receipt}>{t('orders.receipt')}</button>}
          {o.can.pay && <button class="btn btn-small btn-primary" onClick={() => navigate(payUrl(o.sn))}>{t('orders.pay')}</button>}
        </div>
      )}
    </>
  );
}
