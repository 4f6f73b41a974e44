import { t } from '../../../state/lang';
import { weight, dateTime } from '../../../lib/units';
import { Yuan } from '../../../ui/Yuan';
import type { ParcelListRow } from '../../../api/types/parcel';
import { Thumbs } from '../parcel/Thumbs';
import { parcelUrl } from '../parcel/common';
import { toneOf } from '../../../ui/status-tone';
import { PhotosButton } from '../../../ui/PhotosButton';
import { parcelPhotos } from '../../../api/sendorder';

export type ParcelActs = { pay: (p: ParcelListRow) => void; cancel: (p: ParcelListRow) => void; receipt: (p: ParcelListRow) => void };

/** One parcel in the list: number, status, line and country, goods, weights and fee once weighed (its estimate before), and what can be done now. */
export function ParcelCard({ p, acts, first = false }: { p: ParcelListRow; acts: ParcelActs; first?: boolean }) {
  const weighed = p.weight_g !== null;
  return (
    <article class="card" aria-labelledby={`p-${p.id}`}>
      <a href={`#${parcelUrl(p.id)}`} class="card-link">
        <div class="card-head">
          <span id={`p-${p.id}`}>{t('parcels.sn', { sn: p.sn })}</span>
          <span class={`st tone-${toneOf('parcel', p.status)}`}>{p.status_text}</span>
        </div>
        <div class="card-line">{p.line_name} · {p.country}</div>
        <Thumbs goods={p.goods} eager={first} />
        <div class="card-foot">
          <span class="muted">{t('parcels.goodsN', { n: p.goods_count })} · {dateTime(p.created_at)}</span>
        </div>
        {weighed ? (
          <div class="card-foot">
            <span>{t('parcels.weightShort', { w: weight(p.weight_g) })} · {t('parcels.chargeableShort', { w: weight(p.chargeable_weight) })}</span>
            {p.total !== null && <span class="card-total">{t('parcels.total')} <Yuan value={p.total} class="price" /></span>}
          </div>
        ) : p.status !== -1 && <div class="card-foot muted">{t('parcels.awaitWeigh')}</div>}
        {/* Not weighed yet: the estimate it was confirmed at (design §4c), the premium named. */}
        {p.estimate && (
          <div class="card-foot">
            <span class="muted">{p.estimate.insurance_fee !== '0.00' && <>{t('parcels.insuranceFee')} <Yuan value={p.estimate.insurance_fee} /></>}</span>
            <span class="card-total">{t('parcels.estTotal')} <Yuan value={p.estimate.total} class="price" /></span>
          </div>
        )}
      </a>
      {(p.can.pay || p.can.cancel || p.can.receipt || weighed) && (
        <div class="acts">
          {/* Packing photos are taken when the parcel is weighed (sendorder/photo). */}
          {weighed && <PhotosButton label={t('parcels.photos')} none={t('parcels.noPhotos')} load={() => parcelPhotos(p.id).then((r) => r.photos)} />}
          {p.can.cancel && <button class="btn btn-small btn-ghost" onClick={() => acts.cancel(p)}>{t('parcels.cancel')}</button>}
          {p.can.receipt && <button class="btn btn-small btn-orange" onClick={() => acts.receipt(p)}>{t('parcels.receipt')}</button>}
          {p.can.pay && <button class="btn btn-small btn-primary" onClick={() => acts.pay(p)}>{t('parcels.pay')}</button>}
        </div>
      )}
    </article>
  );
}
