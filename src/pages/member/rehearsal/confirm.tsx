import { inlineMessage } from '../../../api/client';
import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso';
import { t, tn } from '../../../state/lang';
import { addRehearsal } from '../../../api/sendorder';
import { warehouseGoods } from '../../../api/order';
import { defaultAddress } from '../../../api/address';
import type { WarehouseGoods } from '../../../api/types/order';
import { navigate } from '../../../router/navigate';
import { Empty } from '../../../ui/Empty';
import { Box } from '../parcel/parts';
import { useCountries } from '../parcel/countries';
import { useThrottled, queryIds, rehearsalUrl } from '../parcel/common';
import { addonPage } from '../../../router/addon-page';

/**
 * Trial packing of chosen warehouse goods (`?ids=` from the warehouse page): the goods and a destination
 * country, then staff measure the packed parcel and every line quotes a fee.
 */
function RehearsalConfirm() {
  const { query } = useLocation();
  const ids = queryIds(query.ids);
  const key = ids.join(',');
  const countries = useCountries();
  const [goods, setGoods] = useState<WarehouseGoods[] | null>(null);
  const [country, setCountry] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!ids.length) return;
    setGoods(null);
    void warehouseGoods({ status: 3, page: 1, pagesize: 100 }).then((p) => setGoods(p.data.filter((g) => ids.includes(g.id))), () => setGoods([]));
    void defaultAddress().then((a) => a && setCountry((c) => c || a.country_code), () => {});
  }, [key]);

  const submit = () => {
    if (!country) {
      setError(t('parcels.rehearsal.countryMissing'));
      return;
    }
    setError('');
    send();
  };
  const send = useThrottled(async () => {
    setBusy(true);
    try {
      const r = await addRehearsal(ids, country);
      navigate(rehearsalUrl(r.id), true);
    } catch (e) {
      setError(inlineMessage(e));
      return false;
    } finally {
      setBusy(false);
    }
  });

  if (!ids.length) {
    return (
      <Empty text={t('parcels.rehearsal.noGoods')}>
        <a class="btn btn-primary" href="#/pages/member/myWarehouse/index">{t('parcels.toWarehouse')}</a>
      </Empty>
    );
  }
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <Box title={t('parcels.goodsN', { n: ids.length })} id="rc-goods">
        {goods === null ? <span class="spinner small" role="status" aria-label={t('list.loading')} /> : (
          <ul>
            {goods.map((g) => (
              <li key={g.id} class="goods-line">
                <img src={g.pic_url} width={64} height={64} alt="" loading="lazy" />
                <div><div class="clamp">{g.title}</div><div class="muted">{g.sku_text} × {g.quantity}</div></div>
              </li>
            ))}
          </ul>
        )}
        {goods !== null && goods.length < ids.length && <p class="note">{tn('parcels.rehearsal.someMissing', ids.length - goods.length)}</p>}
      </Box>
      <Box title={t('parcels.rehearsal.destination')} id="rc-country">
        <div class="pf">
          <label for="rc-country-sel">{t('estimate.country')}</label>
          <select id="rc-country-sel" class="input" value={country} aria-invalid={!!error || undefined} aria-describedby={error ? 'rc-err' : undefined}
            onChange={(e) => setCountry((e.target as HTMLSelectElement).value)}>
            <option value="">{t('estimate.choose')}</option>
            {countries.list.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
          </select>
          {countries.failed && <button type="button" class="btn btn-small" onClick={countries.retry}>{t('common.retry')}</button>}
          {error && <span id="rc-err" class="pf-error" role="alert">{error}</span>}
        </div>
        <p class="muted">{t('parcels.rehearsal.howItWorks')}</p>
      </Box>
      <div class="section"><button class="btn btn-primary btn-block" type="submit" disabled={busy}>{t('parcels.rehearsal.start')}</button></div>
    </form>
  );
}

/** A page of trial packing, a feature add-on (spec §1): while the shop has it off, not there, also by a deep link. */
export default addonPage('rehearsal', RehearsalConfirm);
