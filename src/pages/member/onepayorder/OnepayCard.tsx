import { t } from '../../../state/lang';
import { Yuan } from '../../../ui/Yuan';
import { navigate } from '../../../router/navigate';
import { onepayUrl, payUrl } from '../../../router/links';
import type { OnepayListRow } from '../../../api/types/order';
import { GoodsThumbs } from '../order/common';
import { onepayPhotos } from '../../../api/onepay';
import { PhotosButton } from '../../../ui/PhotosButton';
import { onepayActions } from './actions';
import '../order/cards.css';
import './onepay.css';
import { toneOf } from '../../../ui/status-tone';

/** One one-pay order in the list: number, goods, total, status and the actions its `can` allows. */
export function OnepayCard({ o, onChange }: { o: OnepayListRow; onChange: () => void }) {
  const act = onepayActions(o, onChange);
  return (
    <article class="o-card" aria-labelledby={`op-${o.id}`}>
      <a class="o-link" href={`#${onepayUrl(o.id)}`}>
        <header class="o-head">
          <span id={`op-${o.id}`} class="o-sn">{o.sn}</span>
          <span class={`o-status tone-${toneOf('onepay', o.status)}`}>{o.status_text}</span>
        </header>
        <p class="muted o-seller">{t('orders.shipTo', { country: o.country_code })}</p>
        <GoodsThumbs goods={o.goods} count={o.goods_count} />
      </a>
      <footer class="o-foot">
        <span class="o-total op-total">{t('orders.total')} <Yuan value={o.total} class="price" /></span>
        <span class="o-actions">
          {o.status >= 2 && <PhotosButton label={t('orders.photos')} none={t('orders.noPhotos')} load={() => onepayPhotos(o.id).then((g) => g.flatMap((x) => x.photos))} />}
          {o.can.delete && <button class="btn btn-small" onClick={act.remove}>{t('orders.delete')}</button>}
          {o.can.cancel && <button class="btn btn-small btn-ghost" onClick={act.cancel}>{t('orders.cancel')}</button>}
          {o.can.receipt && <button class="btn btn-small btn-orange" onClick={act.receipt}>{t('orders.receipt')}</button>}
          {o.can.pay && <button class="btn btn-small btn-primary" onClick={() => navigate(payUrl(o.sn))}>{t('orders.pay')}</button>}
        </span>
      </footer>
    </article>
  );
}
