import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'preact-iso';
import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { takePickedLocation } from '../../../state/location-pick';
import { inlineMessage } from '../../../api/client';
import { addAddress, addedFromFlow, addresses, areaList, editAddress } from '../../../api/address';
import { diallingCodes } from '../../../api/other';
import type { AreaCountry, DiallingCode } from '../../../api/types/shipping';
import { back, currentUrl, navigate } from '../../../router/navigate';
import { Empty } from '../../../ui/Empty';
import { fieldOfMessage, withLabel } from '../parcel/field-of';
import { useThrottled, openLocationUrl, queryId } from '../parcel/common';
import { ADDRESS_FIELDS, EMPTY_ADDRESS, checkAddress, toAddressForm, type AddressField, type AddressValues } from './address-rules';
import { RegionPick } from './RegionPick';
import '../parcel/parcel.css';
import { focusFirstInvalid } from '../../../lib/validate';

export const ADDRESS_LIST = '/pages/member/myaddress/index';
const LABELS: Record<AddressField, string> = {
  name: 'address.name', country_id: 'address.country', region_id: 'address.region', region: 'address.regionText', mcode: 'address.mcode',
  mobile: 'address.mobile', city: 'address.city', address: 'address.address', zipcode: 'address.zipcode',
};

/** What was typed before going to pick a location, per form ('new' or the address id). */
let draft: { key: string; values: AddressValues } | null = null;

type Errors = Partial<Record<AddressField, string>>;

/** Dialling codes, one option per code ("+7 Russia, Kazakhstan"). */
function codeOptions(list: DiallingCode[]) {
  const by = new Map<string, string[]>();
  for (const c of list) by.set(c.mcode, [...(by.get(c.mcode) ?? []), c.country]);
  return [...by].map(([mcode, names]) => ({ mcode, label: `${mcode} ${names.join(', ')}` }));
}

function Text({ f, v, set, error, type = 'text', autoComplete, inputMode }: {
  f: AddressField; v: AddressValues; set: (f: AddressField, x: string) => void; error?: string; type?: string; autoComplete?: string; inputMode?: 'text' | 'tel' | 'numeric';
}) {
  const id = `ad-${f}`;
  return (
    <div class="pf">
      <label for={id}>{t(LABELS[f])}</label>
      <input id={id} name={f} class="input" type={type as 'text'} value={v[f]} autoComplete={autoComplete} inputMode={inputMode}
        aria-invalid={!!error || undefined} aria-describedby={error ? `${id}-err` : undefined}
        onInput={(e) => set(f, (e.target as HTMLInputElement).value)} />
      {error && <span id={`${id}-err`} class="pf-error" role="alert">{error}</span>}
    </div>
  );
}

/** The address form: fields with their own messages, country → regions and dialling code, and the device's location. */
export function AddressEditor({ id, initial, onSaved }: { id: number | null; initial: AddressValues; onSaved: () => void }) {
  const key = id ? String(id) : 'new';
  const { query } = useLocation();
  const [v, setV] = useState<AddressValues>(() => (draft?.key === key ? draft.values : initial));
  const [areas, setAreas] = useState<AreaCountry[] | null>(null);
  const [codes, setCodes] = useState<DiallingCode[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    draft = null;
    const picked = takePickedLocation();
    const lat = query.lat ?? (picked ? String(picked.lat) : undefined);
    const lng = query.lng ?? (picked ? String(picked.lng) : undefined);
    if (lat && lng && Number.isFinite(Number(lat)) && Number.isFinite(Number(lng))) setV((s) => ({ ...s, lat, lng }));
    void areaList().then(setAreas, () => setAreas([]));
    void diallingCodes().then(setCodes, () => {});
  }, []);

  const country = areas?.find((c) => String(c.id) === v.country_id);
  const regions = country?.children ?? [];
  const options = useMemo(() => codeOptions(codes), [codes]);
  const set = (f: AddressField, x: string) => {
    setV((s) => ({ ...s, [f]: x }));
    setErrors((e) => (e[f] ? { ...e, [f]: undefined } : e));
  };
  const chooseCountry = (cid: string) => {
    const next = areas?.find((c) => String(c.id) === cid);
    const prev = country?.mcode ?? '';
    const mcode = codes.find((c) => c.code === next?.code)?.mcode ?? next?.mcode ?? '';
    setV((s) => ({ ...s, country_id: cid, region_id: '', mcode: !s.mcode || s.mcode === prev ? mcode : s.mcode }));
    setErrors((e) => ({ ...e, country_id: undefined, region_id: undefined, mcode: undefined }));
  };
  const locate = () => {
    draft = { key, values: v };
    navigate(`/choose-location?back=${encodeURIComponent(currentUrl())}`);
  };

  const submit = () => {
    const listed = regions.length > 0;
    const problems = checkAddress(v, listed);
    const text: Errors = Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, t(p!.key, { ...p!.params, field: t(LABELS[f as AddressField]) })]));
    setErrors(text);
    setGeneral('');
    const first = ADDRESS_FIELDS.find((f) => problems[f]);
    if (first) {
      focusFirstInvalid([`ad-${first}`]);
      return;
    }
    send(toAddressForm(v, listed));
  };
  const send = useThrottled(async (form: ReturnType<typeof toAddressForm>) => {
    setBusy(true);
    try {
      if (id) await editAddress(id, form);
      else {
        const added = await addAddress(form);
        // Opened from a flow (a parcel, a one-pay order; not the address book): the flow goes on with this address.
        if (query.from && query.from !== ADDRESS_LIST) addedFromFlow(added.id);
      }
      showToast(t('address.saved'));
      onSaved();
    } catch (e) {
      const msg = inlineMessage(e);
      const field = fieldOfMessage(msg, ADDRESS_FIELDS);
      if (field) {
        setErrors({ [field]: withLabel(msg, field, t(LABELS[field])) });
        focusFirstInvalid([`ad-${field}`]);
      } else setGeneral(msg || t('error.unknown'));
      return false;
    } finally {
      setBusy(false);
    }
  });

  const select = (f: 'country_id' | 'region_id', list: { id: number; name: string }[], onChange: (x: string) => void) => (
    <div class="pf">
      <label for={`ad-${f}`}>{t(LABELS[f])}</label>
      <select id={`ad-${f}`} class="input" value={v[f]} aria-invalid={!!errors[f] || undefined} aria-describedby={errors[f] ? `ad-${f}-err` : undefined}
        onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
        <option value="">{t('estimate.choose')}</option>
        {list.map((x) => <option key={x.id} value={String(x.id)}>{x.name}</option>)}
      </select>
      {errors[f] && <span id={`ad-${f}-err`} class="pf-error" role="alert">{errors[f]}</span>}
    </div>
  );

  return (
    <form class="section" noValidate onSubmit={(e) => { e.preventDefault(); submit(); }} aria-label={id ? t('address.editTitle') : t('address.addTitle')}>
      <Text f="name" v={v} set={set} error={errors.name} autoComplete="name" />
      {areas === null ? <span class="spinner small" role="status" aria-label={t('list.loading')} /> : select('country_id', areas, chooseCountry)}
      {regions.length > 0 ? <RegionPick regions={regions} value={v.region_id} error={errors.region_id} onChange={(x) => set('region_id', x)} />
        : country && <Text f="region" v={v} set={set} error={errors.region} autoComplete="address-level1" />}
      <div class="pf-row pf-wrap">
        <div class="pf">
          <label for="ad-mcode">{t(LABELS.mcode)}</label>
          <select id="ad-mcode" class="input" value={v.mcode} aria-invalid={!!errors.mcode || undefined} aria-describedby={errors.mcode ? 'ad-mcode-err' : undefined}
            onChange={(e) => set('mcode', (e.target as HTMLSelectElement).value)}>
            <option value="">—</option>
            {v.mcode && !options.some((o) => o.mcode === v.mcode) && <option value={v.mcode}>{v.mcode}</option>}
            {options.map((o) => <option key={o.mcode} value={o.mcode}>{o.label}</option>)}
          </select>
          {errors.mcode && <span id="ad-mcode-err" class="pf-error" role="alert">{errors.mcode}</span>}
        </div>
        <Text f="mobile" v={v} set={set} error={errors.mobile} type="tel" inputMode="tel" autoComplete="tel-national" />
      </div>
      <Text f="city" v={v} set={set} error={errors.city} autoComplete="address-level2" />
      <Text f="address" v={v} set={set} error={errors.address} autoComplete="street-address" />
      <Text f="zipcode" v={v} set={set} error={errors.zipcode} autoComplete="postal-code" />
      <div class="pf">
        <span class="pf-label">{t('address.location')}</span>
        {v.lat && v.lng
          ? <a href={`#${openLocationUrl(Number(v.lat), Number(v.lng), v.name, v.address)}`}>{t('address.coords', { lat: Number(v.lat).toFixed(5), lng: Number(v.lng).toFixed(5) })}</a>
          : <span class="muted">{t('address.noLocation')}</span>}
        <button type="button" class="btn btn-small" onClick={locate}>{t('address.useLocation')}</button>
      </div>
      <label class="pf-check">
        <input type="checkbox" checked={v.is_default} onChange={(e) => setV((s) => ({ ...s, is_default: (e.target as HTMLInputElement).checked }))} />
        <span>{t('address.setDefault')}</span>
      </label>
      {general && <p class="pf-error" role="alert">{general}</p>}
      <button class="btn btn-primary btn-block" type="submit" disabled={busy}>{t('address.save')}</button>
    </form>
  );
}

const toValues = (a: Awaited<ReturnType<typeof addresses>>[number]): AddressValues => ({
  name: a.name, country_id: String(a.country_id), region_id: a.region_id ? String(a.region_id) : '', region: a.region_id ? '' : a.region, mcode: a.mcode, mobile: a.mobile,
  city: a.city, address: a.address, zipcode: a.zipcode, is_default: a.is_default === 1, lat: a.lat == null ? '' : String(a.lat), lng: a.lng == null ? '' : String(a.lng),
});

/** Add an address, or edit one (`?id=`); afterwards back where it was opened from (`?from=`) or to the list. */
export default function AddressAdd() {
  const { query } = useLocation();
  const id = query.id ? queryId(query.id) : null;
  const bad = !!query.id && !id;
  const [initial, setInitial] = useState<AddressValues | null | 'missing' | 'failed'>(id || bad ? null : EMPTY_ADDRESS);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (bad) return setInitial('missing');
    if (!id) return setInitial(EMPTY_ADDRESS);
    setInitial(null);
    void addresses().then((list) => {
      const a = list.find((x) => x.id === id);
      setInitial(a ? toValues(a) : 'missing');
    }, () => setInitial('failed'));
  }, [id, bad, attempt]);
  const done = () => (query.from ? back() : navigate(ADDRESS_LIST, true));
  if (initial === 'missing') return <Empty text={t('address.notFound')}><a class="btn btn-primary" href={`#${ADDRESS_LIST}`}>{t('address.toList')}</a></Empty>;
  if (initial === 'failed') return <Empty text={t('list.failed')}><button class="btn" onClick={() => setAttempt((n) => n + 1)}>{t('common.retry')}</button></Empty>;
  if (!initial) return <div class="page-loader"><span class="spinner" role="status" aria-label={t('list.loading')} /></div>;
  return <div class="pg"><AddressEditor key={`${id ?? 'new'}`} id={id} initial={initial} onSaved={done} /></div>;
}
