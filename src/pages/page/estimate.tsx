import { useEffect, useState } from 'react';
import { t } from '../../state/lang';
import { inlineMessage } from '../../api/client';
import { estimate, goodsTypes, warehouses } from '../../api/other';
import type { Estimate, GoodsType, Warehouse } from '../../api/types/shipping';
import { homeCountry, useCountries } from '../member/parcel/countries';
import { fieldOfMessage, withLabel } from '../member/parcel/field-of';
import { useThrottled } from '../member/parcel/common';
import { useLazy } from '../../ui/useLazy';
import '../member/parcel/parcel.css';
import './estimate.css';
import { checkEstimate, estimateParams, ESTIMATE_FIELDS, type EstimateField, type EstimateForm, type EstimateProblems } from './estimate-rules';
import { focusFirstInvalid } from '../../lib/validate';

const EMPTY: EstimateForm = { country: '', warehouse_id: '', goods_type: 'general', weight: '', length: '', width: '', height: '' };
/** Kept while the app is open: coming back shows the last question and answer. */
let last: { form: EstimateForm; result: Estimate | null } = { form: EMPTY, result: null };

type Errors = Partial<Record<EstimateField, string>>;
const LABELS: Record<EstimateField, string> = {
  country: 'estimate.country', warehouse_id: 'estimate.warehouse', goods_type: 'estimate.goodsType',
  weight: 'estimate.weight', length: 'estimate.length', width: 'estimate.width', height: 'estimate.height',
};

function NumberField({ id, field, value, unit, error, onInput }: { id: string; field: EstimateField; value: string; unit: string; error?: string; onInput: (v: string) => void }) {
  return (
    <div class="pf">
      <label for={id}>{t(LABELS[field])} ({unit})</label>
      <input id={id} class="input" inputMode="decimal" value={value} aria-invalid={!!error || undefined} aria-describedby={error ? `${id}-err` : undefined}
        onInput={(e) => onInput((e.target as HTMLInputElement).value)} />
      {error && <span id={`${id}-err`} class="pf-error" role="alert">{error}</span>}
    </div>
  );
}

/**
 * The shipping calculator (no login): destination, warehouse, goods type, weight and sides → every line's
 * chargeable weight (the 700 g carton included), fee (¥, ≈ the chosen currency) and transit time, and the
 * lines that refuse, with why. Bad input is explained next to its field, locally or by the server.
 */
export default function EstimatePage() {
  const countries = useCountries();
  const [types, setTypes] = useState<GoodsType[]>([]);
  const [stores, setStores] = useState<Warehouse[]>([]);
  const [form, setForm] = useState<EstimateForm>(last.form);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState('');
  const [result, setResult] = useState<Estimate | null>(last.result);
  // The answer's view is a chunk of its own, fetched while the form is filled in.
  const Result = useLazy(() => import('./estimate-result').then((m) => m.Result), true);
  const [busy, setBusy] = useState(false);
  // A new answer (not the one kept from before) is brought into view once its part is drawn: its heading scrolled
  // under the title bar and focused, so it is seen and read out; no glide when the shopper asked for less motion.
  const [fresh, setFresh] = useState(0);
  useEffect(() => {
    const h = fresh && Result ? document.getElementById('es-sum') : null;
    if (!h) return;
    h.tabIndex = -1;
    h.focus({ preventScroll: true });
    const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    h.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [fresh, Result]);

  useEffect(() => {
    // The destination starts at the shopper's own country (default address, else the shop's guess).
    if (!form.country) void homeCountry().then((c) => c && setForm((f) => (f.country ? f : { ...f, country: c })));
    void goodsTypes().then(setTypes, () => {});
    void warehouses().then(setStores, () => {});
  }, []);

  const set = (f: EstimateField) => (v: string) => {
    setForm((s) => ({ ...s, [f]: v }));
    setErrors((e) => (e[f] ? { ...e, [f]: undefined } : e));
  };
  const text = (problems: EstimateProblems): Errors =>
    Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, t(p!.key, { ...p!.params, field: t(LABELS[f as EstimateField]) })]));

  const submit = () => {
    const problems = checkEstimate(form);
    setErrors(text(problems));
    setGeneral('');
    const first = ESTIMATE_FIELDS.find((f) => problems[f]);
    if (first) {
      focusFirstInvalid([`es-${first}`]);
      return;
    }
    send(form);
  };
  const send = useThrottled(async (form: EstimateForm) => {
    setBusy(true);
    try {
      const r = await estimate(estimateParams(form));
      setResult(r);
      last = { form, result: r };
      setFresh((n) => n + 1);
    } catch (e) {
      const msg = inlineMessage(e);
      const field = fieldOfMessage(msg, ESTIMATE_FIELDS);
      if (field) {
        setErrors({ [field]: withLabel(msg, field, t(LABELS[field])) });
        focusFirstInvalid([`es-${field}`]);
      } else setGeneral(msg || t('error.unknown'));
      return false;
    } finally {
      setBusy(false);
    }
  });

  return (
    <>
      <form class="section" noValidate onSubmit={(e) => { e.preventDefault(); submit(); }} aria-label={t('nav./pages/page/estimate')}>
        <div class="pf">
          <label for="es-country">{t('estimate.country')}</label>
          <select id="es-country" class="input" value={form.country} aria-invalid={!!errors.country || undefined} aria-describedby={errors.country ? 'es-country-err' : undefined}
            onChange={(e) => set('country')((e.target as HTMLSelectElement).value)}>
            <option value="">{t('estimate.choose')}</option>
            {countries.list.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
          </select>
          {countries.failed && <button type="button" class="btn btn-small" onClick={countries.retry}>{t('common.retry')}</button>}
          {errors.country && <span id="es-country-err" class="pf-error" role="alert">{errors.country}</span>}
        </div>
        <div class="pf-row pf-wrap">
          <div class="pf">
            <label for="es-warehouse_id">{t('estimate.warehouse')}</label>
            <select id="es-warehouse_id" class="input" value={form.warehouse_id} onChange={(e) => set('warehouse_id')((e.target as HTMLSelectElement).value)}>
              <option value="">{t('estimate.anyWarehouse')}</option>
              {stores.map((w) => <option key={w.id} value={String(w.id)}>{w.name}</option>)}
            </select>
            {errors.warehouse_id && <span class="pf-error" role="alert">{errors.warehouse_id}</span>}
          </div>
          <div class="pf">
            <label for="es-goods_type">{t('estimate.goodsType')}</label>
            <select id="es-goods_type" class="input" value={form.goods_type} onChange={(e) => set('goods_type')((e.target as HTMLSelectElement).value)}>
              {types.length === 0 && <option value="general">{t('estimate.general')}</option>}
              {types.map((g) => <option key={g.code} value={g.code}>{g.name}</option>)}
            </select>
            {errors.goods_type && <span class="pf-error" role="alert">{errors.goods_type}</span>}
          </div>
        </div>
        <NumberField id="es-weight" field="weight" unit={t('estimate.unitG')} value={form.weight} error={errors.weight} onInput={set('weight')} />
        <div class="pf-row">
          <NumberField id="es-length" field="length" unit={t('estimate.unitCm')} value={form.length} error={errors.length} onInput={set('length')} />
          <NumberField id="es-width" field="width" unit={t('estimate.unitCm')} value={form.width} error={errors.width} onInput={set('width')} />
          <NumberField id="es-height" field="height" unit={t('estimate.unitCm')} value={form.height} error={errors.height} onInput={set('height')} />
        </div>
        <p class="muted">{t('estimate.sizesHint')}</p>
        {general && <p class="pf-error" role="alert">{general}</p>}
        <button class="btn btn-primary btn-block" type="submit" disabled={busy}>{t('estimate.submit')}</button>
      </form>
      {result && (Result ? <Result r={result} /> : <div class="page-loader"><span class="spinner small" role="status" aria-label={t('list.loading')} /></div>)}
    </>
  );
}
