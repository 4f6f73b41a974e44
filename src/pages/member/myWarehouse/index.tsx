import { useState } from 'react';
import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { navigate } from '../../../router/navigate';
import { orderUrl } from '../../../router/links';
import { weight } from '../../../lib/units';
import { warehouseGoods } from '../../../api/order';
import type { WarehouseGoods } from '../../../api/types/order';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { Empty } from '../../../ui/Empty';
import { PhotoStrip } from '../../../ui/PhotoStrip';
import { WarehouseMeta } from '../order/common';
import { goodsWeight } from './goods';
import '../order/orders.css';
import './warehouse.css';

function Item({ g, on, toggle }: { g: WarehouseGoods; on: boolean; toggle: () => void }) {
  return (
    <li class="wh-item">
      <label>
        <input type="checkbox" checked={on} onChange={toggle} aria-label={t('orders.choose', { title: g.title })} />
      </label>
      <img src={g.pic_url} width={72} height={72} alt="" loading="lazy" decoding="async" class="wh-pic" />
      <div class="o-goods-body">
        <span class="o-title">{g.title}</span>
        {g.sku_text && <span class="muted">{g.sku_text} · {t('orders.qty', { n: g.quantity })}</span>}
        <WarehouseMeta g={g} />
        {g.photos.length > 0 ? <PhotoStrip photos={g.photos} label={t('orders.photos')} photoLabel={(n) => t('orders.photoN', { n, title: g.title })} alt={g.title} /> : <span class="muted">{t('orders.noPhotos')}</span>}
        <a class="muted o-order-link" href={`#${orderUrl(g.order_id)}`}>{t('orders.sn', { sn: g.order_sn })}</a>
      </div>
    </li>
  );
}

/** Goods in my warehouse (orders in status 3, not yet in a parcel): choose some and send them. */
export default function MyWarehouse() {
  const pager = usePager<WarehouseGoods>((page, size) => warehouseGoods({ status: 3, page: page + 1, pagesize: size }));
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const items = pager.items;
  const picked = items.filter((g) => chosen.has(g.id));
  const all = items.length > 0 && picked.length === items.length;
  const toggle = (id: number) => setChosen((s) => {
    const n = new Set(s);
    if (!n.delete(id)) n.add(id);
    return n;
  });
  const send = () => {
    if (!picked.length) {
      showToast(t('orders.chooseFirst'));
      return;
    }
    navigate(`/pages/member/ordertosend/index?ids=${picked.map((g) => g.id).join(',')}`);
  };
  return (
    <>
      <ScrollList pager={pager} empty={<Empty text={t('orders.whEmpty')}><a class="btn btn-primary" href="#/pages/member/order/index?status=2">{t('orders.whOnTheWay')}</a></Empty>}>
        <ul class="o-list">
          {items.map((g) => <Item key={g.id} g={g} on={chosen.has(g.id)} toggle={() => toggle(g.id)} />)}
        </ul>
      </ScrollList>
      {items.length > 0 && (
        <div class="o-bar wh-bar">
          <label class="check">
            <input type="checkbox" checked={all} onChange={() => setChosen(all ? new Set() : new Set(items.map((g) => g.id)))} />
            {t('orders.selectAll')}
          </label>
          <span class="grow" aria-live="polite">{t('orders.chosenN', { n: picked.length, w: weight(goodsWeight(picked)) })}</span>
          <button class="btn btn-primary" onClick={send}>{t('orders.sendGoods')}</button>
        </div>
      )}
    </>
  );
}
