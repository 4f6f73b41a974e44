import { useLocation } from 'preact-iso';
import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { confirmDialog } from '../../../state/dialog';
import { weight, volume, dateTime } from '../../../lib/units';
import { cancelRehearsal, rehearsalDetail } from '../../../api/sendorder';
import type { RehearsalDetail } from '../../../api/types/parcel';
import { navigate } from '../../../router/navigate';
import { Yuan } from '../../../ui/Yuan';
import { useData, parcelUrl, queryId, rehearsalSubmitUrl } from '../parcel/common';
import { Box, DataGate, Rows } from '../parcel/parts';
import { ShippingLines } from '../../../ui/ShippingLines';
import { useCountries } from '../parcel/countries';
import { addonPage } from '../../../router/addon-page';

function Body({ r, set, reload }: { r: RehearsalDetail; set: (r: RehearsalDetail) => void; reload: () => void }) {
  const countries = useCountries();
  const d = r.dimensions;
  const cancel = async () => {
    if (!(await confirmDialog({ title: t('parcels.rehearsal.cancelTitle'), message: t('parcels.rehearsal.cancelAsk'), confirmText: t('parcels.rehearsal.cancel'), cancelText: t('parcels.keep') }))) return;
    const next = await cancelRehearsal(r.id).catch(() => null);
    if (!next) return;
    showToast(t('parcels.rehearsal.cancelled'));
    set(next);
  };
  return (
    <>
      <Box title={r.status_text} id="rd-status" action={r.status === 0 ? <button class="btn btn-small" onClick={reload}>{t('parcels.refresh')}</button> : undefined}>
        <Rows rows={[
          [t('parcels.rehearsal.numberLabel'), String(r.id)],
          [t('parcels.rehearsal.destination'), countries.nameOf(r.country_code)],
          [t('parcels.createdAt'), dateTime(r.created_at)],
          [t('parcels.rehearsal.measuredAt'), r.measured_at ? dateTime(r.measured_at) : ''],
        ]} />
        {r.status === 0 && <p class="note">{t('parcels.rehearsal.measuring')}</p>}
        {r.status === 2 && r.parcel_id && <a class="btn btn-primary btn-block" href={`#${parcelUrl(r.parcel_id)}`}>{t('parcels.rehearsal.toParcel')}</a>}
      </Box>
      <Box title={t('parcels.goodsN', { n: r.goods_count })} id="rd-goods">
        <ul>
          {r.goods.map((g) => (
            <li key={g.id} class="goods-line">
              <img src={g.pic_url} width={64} height={64} alt="" loading="lazy" />
              <div>
                <div class="clamp">{g.title}</div>
                <div class="muted">{g.quantity} × <Yuan value={g.price} />{g.weight_g ? ` · ${weight(g.weight_g)}` : ''}</div>
              </div>
            </li>
          ))}
        </ul>
      </Box>
      {r.status === 1 && r.weight_g !== null && (
        <>
          <Box title={t('parcels.measures')} id="rd-measure">
            <Rows rows={[
              [t('parcels.weight'), weight(r.weight_g)],
              [t('parcels.dimensions'), d ? t('parcels.dims', { l: d.length, w: d.width, h: d.height }) : ''],
              [t('parcels.volume'), r.volume !== null ? volume(r.volume) : ''],
            ]} />
            <p class="muted">{t('parcels.packedNote')}</p>
          </Box>
          <Box title={t('parcels.rehearsal.fees')} id="rd-lines">
            <ShippingLines lines={r.lines} refused={r.refused} empty={t('parcels.noLines')} label={t('parcels.rehearsal.fees')} />
          </Box>
        </>
      )}
      <div class="bar">
        {r.can.cancel && <button class="btn btn-small btn-ghost" onClick={cancel}>{t('parcels.rehearsal.cancel')}</button>}
        {r.can.submit && r.status === 1 && r.lines.length > 0 && (
          <button class="btn btn-small btn-primary" onClick={() => navigate(rehearsalSubmitUrl(r.id))}>{t('parcels.rehearsal.submit')}</button>
        )}
      </div>
    </>
  );
}

/** A trial packing: its goods, then (once measured) weight, size and a fee per line that accepts it; cancel or submit as a parcel. */
function RehearsalDetailPage() {
  const { query } = useLocation();
  const id = queryId(query.id);
  const state = useData(id ? () => rehearsalDetail(id) : null, [id]);
  return (
    <DataGate state={state} notFound={t('parcels.rehearsal.notFound')} back={{ href: '/pages/member/rehearsal/index', label: t('parcels.rehearsal.toList') }}>
      {(r) => <Body r={r} set={state.set} reload={() => void state.reload()} />}
    </DataGate>
  );
}

/** A page of trial packing, a feature add-on (spec §1): while the shop has it off, not there, also by a deep link. */
export default addonPage('rehearsal', RehearsalDetailPage);
