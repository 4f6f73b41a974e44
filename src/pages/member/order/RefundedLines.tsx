import { useEffect, useState } from 'react';
import { t } from '../../../state/lang';
import { refundInfo } from '../../../api/rewards';
import type { RefundInfo } from '../../../api/types/rewards';
import type { OrderDetail } from '../../../api/types/order';
import { RefundState } from './RefundState';
import './refund.css';

/**
 * Lines that left the order because they were refunded (refund-only, or a return staff approved): order
 * detail names them (refunded_goods) beside its live lines; each is shown here with its refund.
 */
export function RefundedLines({ o }: { o: OrderDetail }) {
  const [gone, setGone] = useState<RefundInfo[]>([]);
  const ids = o.refunded_goods ?? [];
  const key = ids.join(',');
  useEffect(() => {
    if (!ids.length) return setGone([]);
    void Promise.all(ids.map((id) => refundInfo(id).catch(() => null))).then((all) => setGone(all.filter((i): i is RefundInfo => !!i?.refund)));
  }, [o, key]);
  if (!gone.length) return null;
  return (
    <section class="o-sec" aria-labelledby="o-refunded">
      <h3 id="o-refunded">{t('refund.gone')}</h3>
      <ul>
        {gone.map((i) => (
          <li key={i.goods_id} class="o-goods">
            <img src={i.pic_url} width={72} height={72} alt="" loading="lazy" decoding="async" />
            <div class="o-goods-body">
              <span class="o-title">{i.title}</span>
              {i.sku_text && <span class="muted">{i.sku_text}</span>}
              <span class="muted">{t('orders.qty', { n: i.quantity })}</span>
              <RefundState r={i.refund!} title={i.title} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
