import { useState } from 'react';
import { useLocation } from 'preact-iso';
import { t, tn } from '../../../state/lang';
import { weight, volume, dateTime } from '../../../lib/units';
import { Yuan } from '../../../ui/Yuan';
import { Summary } from '../../cart/summary';
import { parcelDetail } from '../../../api/sendorder';
import type { ParcelDetail as Detail } from '../../../api/types/parcel';
import { useData, parcelsUrl, queryId } from '../parcel/common';
import { Box, DataGate, Rows } from '../parcel/parts';
import { useParcelActions } from '../parcel/actions';
import { useLazy } from '../../../ui/useLazy';
import { toneOf } from '../../../ui/status-tone';
import { addressText, phoneText } from '../../../lib/address-text';

/** "Name, +7 9001234567" and the address lines of a parcel or an address book entry. */
export function AddressText({ a }: { a: { name: string; mcode: string; mobile: string; country: string; region: string; city: string; address: string; zipcode: string } }) {
  return (
    <>
      <div><b>{a.name}</b> {phoneText(a)}</div>
      <div class="muted">{addressText(a)}</div>
    </>
  );
}

function Body({ p, set, reload }: { p: Detail; set: (p: Detail) => void; reload: () => void }) {
  const acts = useParcelActions(set);
  const [changing, setChanging] = useState(false);
  // Loaded only where they are needed: the line switch on request, tracking once shipped.
  const ChangeLine = useLazy(() => import('./ChangeLine').then((m) => m.ChangeLine), changing);
  const Tracking = useLazy(() => import('./Tracking').then((m) => m.Tracking), p.status >= 3);
  const Steps = useLazy(() => import('../../../ui/StatusSteps').then((m) => m.StatusSteps), true);
  // Packing photos (near the end of the page) only when staff took some.
  const Photos = useLazy(() => import('../../../ui/PhotoStrip').then((m) => m.PhotoStrip), p.photos.length > 0);
  // The conversation with staff closes the page, far below the first screen: it comes right after the rest.
  const Messages = useLazy(() => import('./Messages').then((m) => m.Messages), true);
  const d = p.dimensions;
  const dims = d ? t('parcels.dims', { l: d.length, w: d.width, h: d.height }) : '';
  const e = p.estimate;
  const decl = new Map(p.declaration.map((x) => [x.goods_id, x]));
  const times: [string, number | null][] = [
    [t('parcels.createdAt'), p.created_at], [t('parcels.weighedAt'), p.weighed_at], [t('parcels.paidAt'), p.paid_at],
    [t('parcels.shippedAt'), p.shipped_at], [t('parcels.receivedAt'), p.received_at], [t('parcels.cancelledAt'), p.cancelled_at],
  ];
  return (
    <>
      <Box title={p.status_text} id="pd-status" tone={toneOf('parcel', p.status)} action={<button class="btn btn-small" onClick={reload}>{t('parcels.refresh')}</button>}>
        {p.status >= 0 && <div class="steps-slot">{Steps && <Steps kind="parcel" status={p.status} />}</div>}
        <Rows rows={[[t('parcels.number'), p.sn], ...times.filter(([, v]) => v).map(([k, v]): [string, string] => [k, dateTime(v)])]} />
      </Box>
      {/* Shipped: the tracking number right under the status, on the first screen. */}
      {Tracking && p.status >= 3 && <Tracking id={p.id} status={p.status} />}
      <Box title={t('parcels.address')} id="pd-address"><AddressText a={p.address} /></Box>
      <Box title={t('parcels.line')} id="pd-line">
        <Rows rows={[[t('parcels.lineName'), p.line.name], [t('parcels.carrier'), p.line.carrier], [t('parcels.transit'), tn('parcels.transitDays', p.line.transit_days, {}, 'days')]]} />
        {(p.status === 0 || p.status === 1) && (changing
          ? ChangeLine ? <ChangeLine id={p.id} current={p.line.id} done={set} close={() => setChanging(false)} /> : <span class="spinner small" role="status" aria-label={t('list.loading')} />
          : <button class="btn btn-small" onClick={() => setChanging(true)}>{t('parcels.changeLine')}</button>)}
      </Box>
      <Box title={t('parcels.goodsN', { n: p.goods_count })} id="pd-goods">
        {/* Declared values in yuan, as customs and the confirmation page read them, the chosen currency beside. */}
        <ul>
          {p.goods.map((g) => (
            <li key={g.id} class="goods-line">
              <img src={g.pic_url} width={64} height={64} alt="" loading="lazy" />
              <div>
                <div class="clamp">{g.title}</div>
                {g.sku && <div class="muted">{g.sku}</div>}
                <div class="muted">{g.quantity} × <Yuan value={g.price} />{g.weight_g ? ` · ${weight(g.weight_g)}` : ''}</div>
                {decl.has(g.id) && <div class="muted">{t('parcels.declaredAs', { type: decl.get(g.id)!.type })} <Yuan value={decl.get(g.id)!.value} /></div>}
              </div>
            </li>
          ))}
        </ul>
        <Rows rows={[
          [t('parcels.declaredValue'), <Yuan value={p.declared_value} />],
          [t('parcels.insurance'), p.insurance ? t('parcels.insured') : t('parcels.notInsured')],
          [t('parcels.remark'), p.remark],
        ]} />
      </Box>
      <Box title={t('parcels.measures')} id="pd-measure">
        {p.weight_g === null ? (
          <>
            <p class="muted">{t('parcels.awaitWeigh')}</p>
            {/* An estimate from the goods' weights adds the carton; a weighed parcel's carton was on the scale. */}
            {e && <p>{t('parcels.estimatedOn', { c: weight(e.chargeable_weight), g: weight(e.weight_g), k: weight(e.carton_g) })}</p>}
          </>
        ) : (
          <>
            <Rows rows={[
              [t('parcels.weight'), weight(p.weight_g)],
              [t('parcels.dimensions'), d ? dims : ''],
              [t('parcels.volume'), d ? volume(d.length * d.width * d.height) : ''],
              [t('parcels.chargeable'), weight(p.chargeable_weight)],
            ]} />
            <p class="muted">{p.volumetric_weight === null
              ? t('parcels.chargedOn', { c: weight(p.chargeable_weight), w: weight(p.weight_g) })
              : t('parcels.chargedVol', { c: weight(p.chargeable_weight), w: weight(p.weight_g), dims, d: p.line.divisor, v: weight(p.volumetric_weight) })}</p>
          </>
        )}
      </Box>
      {(p.shipping_fee !== null || e) && (
        <Box title={t('parcels.fees')} id="pd-fees">
          {/* The parcel's bill as the server priced it (design §4c): each figure in yuan with ≈ its conversion, its total the server's;
              before weighing, the estimate it was confirmed at, the premium on its own line. */}
          <Summary label={t('parcels.fees')} rows={p.shipping_fee !== null ? [
            { label: t('parcels.shippingFee'), amount: p.shipping_fee },
            { label: t('parcels.insuranceFee'), amount: p.insurance_fee },
            ...(p.total !== null ? [{ label: t('parcels.total'), amount: p.total, total: true }] : []),
          ] : [
            { label: t('parcels.estFee'), amount: e!.fee },
            ...(p.insurance ? [{ label: t('parcels.insuranceFee'), amount: e!.insurance_fee }] : []),
            { label: t('parcels.estTotal'), amount: e!.total, total: true },
          ]} />
        </Box>
      )}
      {p.photos.length > 0 && <Box title={t('parcels.photos')} id="pd-photos">{Photos && <Photos photos={p.photos} label={t('parcels.photos')} photoLabel={(n) => t('parcels.photoN', { n, total: p.photos.length })} grid />}</Box>}
      {Messages && <Messages id={p.id} />}
      <div class="bar">
        {/* What paying takes: the total in yuan, ≈ the chosen currency under it; the pay page asks for the same figure. */}
        {p.can.pay && p.total !== null && <span class="bar-total" data-testid="pd-due">{t('parcels.total')} <Yuan value={p.total} class="price" /></span>}
        {p.can.cancel && <button class="btn btn-small btn-ghost" onClick={() => acts.cancel(p)}>{t('parcels.cancel')}</button>}
        {p.can.receipt && <button class="btn btn-small btn-orange" onClick={() => acts.receipt(p)}>{t('parcels.receipt')}</button>}
        {p.status === 4 && <a class="btn btn-small btn-primary" href={`#/pages/comment/index?parcel=${p.id}`}>{t('parcels.share')}</a>}
        {p.can.pay && <button class="btn btn-small btn-primary" onClick={() => acts.pay(p)}>{t('parcels.pay')}</button>}
      </div>
    </>
  );
}

/** One parcel: address, line, goods and declaration, measures and fees, photos, tracking, messages and actions. */
export default function ParcelDetailPage() {
  const { query } = useLocation();
  const id = queryId(query.id);
  const state = useData(id ? () => parcelDetail(id) : null, [id]);
  return (
    <DataGate state={state} notFound={t('parcels.notFound')} back={{ href: parcelsUrl(), label: t('parcels.toList') }}>
      {(p) => <Body p={p} set={state.set} reload={() => void state.reload()} />}
    </DataGate>
  );
}
