import { useLocation } from 'preact-iso';
import { t, tn } from '../../../state/lang';
import { navigate } from '../../../router/navigate';
import { weight } from '../../../lib/units';
import { ApiError } from '../../../api/client';
import { Row, WarehouseMeta } from '../order/common';
import { RecordState, queryIds, useRecord } from '../order/record';
import { CARTON_G, goodsWeight, warehouseGoodsByIds } from '../myWarehouse/goods';
import '../order/orders.css';

const WAREHOUSE = '/pages/member/myWarehouse/index';
/** The chosen goods still in the warehouse; none of them is a not-found. */
const load = async (ids: string) => {
  const goods = await warehouseGoodsByIds(queryIds(ids));
  if (!goods.length) throw new ApiError('', 0);
  return goods;
};

/** The goods chosen in the warehouse with their weights and the parcel's estimated weight, then the confirmation. */
export default function OrderToSend() {
  const { query } = useLocation();
  const ids = queryIds(query.ids);
  const rec = useRecord(ids.length ? ids.join(',') : null, load);
  const goods = rec.data;
  if (!goods || rec.state === 'loading') return <RecordState rec={rec} notFound={t('orders.sendNone')} back={{ href: WAREHOUSE, label: t('orders.toWarehouse') }} />;
  const w = goodsWeight(goods);
  return (
    <>
      <section class="o-sec" aria-labelledby="ots-goods">
        <h3 id="ots-goods">{t('orders.sendTitle', { n: goods.length })}</h3>
        <ul>
          {goods.map((g) => (
            <li key={g.id} class="o-goods">
              <img src={g.pic_url} width={72} height={72} alt="" loading="lazy" decoding="async" />
              <div class="o-goods-body">
                <span class="o-title">{g.title}</span>
                {g.sku_text && <span class="muted">{g.sku_text} · {t('orders.qty', { n: g.quantity })}</span>}
                <WarehouseMeta g={g} />
                {g.weight_g == null && <span class="muted">{t('orders.notWeighed')}</span>}
              </div>
            </li>
          ))}
        </ul>
        {goods.length < ids.length && <p class="o-warn">{tn('orders.sendSome', ids.length - goods.length)}</p>}
      </section>
      <section class="o-sec" aria-labelledby="ots-weight">
        <h3 id="ots-weight">{t('orders.estimate')}</h3>
        <Row label={t('orders.goodsWeight')}>{weight(w)}</Row>
        <Row label={t('orders.carton')}>{weight(CARTON_G)}</Row>
        <Row label={t('orders.estimateWeight')} strong>{weight(w + CARTON_G)}</Row>
        <p class="muted">{t('orders.estimateHint')}</p>
      </section>
      <div class="o-bar">
        <a class="btn" href={`#${WAREHOUSE}`}>{t('orders.change')}</a>
        <button class="btn btn-primary" onClick={() => navigate(`/pages/member/sendorder/confirm?ids=${goods.map((g) => g.id).join(',')}`)}>{t('orders.continue')}</button>
      </div>
    </>
  );
}
