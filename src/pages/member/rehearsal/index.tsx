import { addonPage } from '../../../router/addon-page';
import { t } from '../../../state/lang';
import { weight, dateTime } from '../../../lib/units';
import { rehearsals } from '../../../api/sendorder';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { Empty } from '../../../ui/Empty';
import { Thumbs } from '../parcel/Thumbs';
import { useCountries } from '../parcel/countries';
import { parcelUrl, rehearsalUrl } from '../parcel/common';

/** My trial packings: goods, destination, measured weight; each opens its detail (or the parcel it became). */
function RehearsalList() {
  const pager = usePager((page, size) => rehearsals(page + 1, size));
  const countries = useCountries();
  return (
    <>
      <p class="section note">{t('parcels.rehearsal.intro')}</p>
      <ScrollList pager={pager} empty={(
        <Empty text={t('parcels.rehearsal.empty')}>
          <a class="btn btn-primary" href="#/pages/member/myWarehouse/index">{t('parcels.toWarehouse')}</a>
        </Empty>
      )}>
        {pager.items.map((r) => (
          <a key={r.id} class="card" href={`#${r.parcel_id ? parcelUrl(r.parcel_id) : rehearsalUrl(r.id)}`}>
            <div class="card-head">
              <span>{t('parcels.rehearsal.number', { id: r.id })} · {countries.nameOf(r.country_code)}</span>
              <span class="st">{r.status_text}</span>
            </div>
            <Thumbs goods={r.goods} />
            <div class="card-foot">
              <span class="muted">{t('parcels.goodsN', { n: r.goods_count })} · {dateTime(r.created_at)}</span>
              {r.weight_g !== null && <span>{t('parcels.weightShort', { w: weight(r.weight_g) })}</span>}
            </div>
          </a>
        ))}
      </ScrollList>
    </>
  );
}

/** Trial packing is a feature add-on (spec §1): while the shop has it off, its page is not there. */
export default addonPage('rehearsal', RehearsalList);
