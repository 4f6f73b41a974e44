import { t } from '../../../state/lang';
import { useCheckedForm } from '../../../ui/useCheckedForm';
import type { ExpressCompany } from '../../../api/types/shipping';
import { AmountInput } from '../../../ui/AmountInput';
import { EMPTY, check, trackingOf, type Field, type Values } from './declare-form';

type Props = {
  carriers: ExpressCompany[] | null;
  /** Sends the declaration; answers the server's message on a refusal ('' when it went through). */
  onSubmit: (v: Values) => Promise<string>;
};

const LABELS: Record<Field, 'shipforme.carrier' | 'shipforme.tracking' | 'shipforme.contents' | 'shipforme.quantity' | 'shipforme.value' | 'shipforme.remark'> = {
  carrier: 'shipforme.carrier', tracking_no: 'shipforme.tracking', contents: 'shipforme.contents', quantity: 'shipforme.quantity', value: 'shipforme.value', remark: 'shipforme.remark',
};
const idOf = (f: Field) => `sf-${f}`;

/**
 * Declare a package sent to our warehouse: carrier (getExpresslist), tracking number, what is inside, how many,
 * its value in yuan, a note. One inline message per problem, the first invalid field focused; what was typed
 * stays on any error (the server's included), and the form empties once the declaration is stored.
 */
export function DeclareForm({ carriers, onSubmit }: Props) {
  const { v, set, msg, error, busy, submit } = useCheckedForm<Values, Field>(EMPTY, {
    check, idOf,
    send: (d) => onSubmit({ ...d, tracking_no: trackingOf(d.tracking_no), contents: d.contents.trim(), remark: d.remark.trim() }),
    sent: (setV) => setV(EMPTY),
  });
  const described = (f: Field) => (msg(f) ? `${idOf(f)}-error` : undefined);

  const err = (f: Field) => msg(f) && <p id={`${idOf(f)}-error`} class="field-error" role="alert">{msg(f)}</p>;
  const text = (f: 'tracking_no' | 'contents' | 'remark', o: { max: number; hint?: string; mode?: 'text' | 'latin' }) => (
    <div class="sf-field">
      <label for={idOf(f)}>{t(LABELS[f])}</label>
      <input id={idOf(f)} class="input" value={v[f]} maxLength={o.max} placeholder={o.hint} autoComplete="off"
        autoCapitalize={o.mode === 'latin' ? 'characters' : undefined} spellcheck={o.mode === 'latin' ? false : undefined}
        aria-invalid={msg(f) ? true : undefined} aria-describedby={described(f)}
        onInput={(e) => set(f)((e.currentTarget as HTMLInputElement).value)} />
      {err(f)}
    </div>
  );

  return (
    <form class="section sf-form" noValidate onSubmit={submit} aria-labelledby="sf-form-title">
      <h2 id="sf-form-title" class="sf-h">{t('shipforme.form')}</h2>
      <div class="sf-field">
        <label for={idOf('carrier')}>{t('shipforme.carrier')}</label>
        <select id={idOf('carrier')} class="input" value={v.carrier} disabled={!carriers} aria-invalid={msg('carrier') ? true : undefined} aria-describedby={described('carrier')}
          onChange={(e) => set('carrier')((e.currentTarget as HTMLSelectElement).value)}>
          <option value="">{t('shipforme.carrierPick')}</option>
          {carriers?.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
        </select>
        {err('carrier')}
      </div>
      {text('tracking_no', { max: 60, hint: t('shipforme.trackingHint'), mode: 'latin' })}
      {text('contents', { max: 200, hint: t('shipforme.contentsHint') })}
      <div class="sf-row">
        <div class="sf-field sf-qty">
          <label for={idOf('quantity')}>{t('shipforme.quantity')}</label>
          <input id={idOf('quantity')} class="input" type="text" inputMode="numeric" maxLength={4} value={v.quantity} autoComplete="off"
            aria-invalid={msg('quantity') ? true : undefined} aria-describedby={described('quantity')}
            onInput={(e) => set('quantity')((e.currentTarget as HTMLInputElement).value.replace(/\D/g, ''))} />
          {err('quantity')}
        </div>
        <div class="sf-field sf-value">
          <AmountInput id={idOf('value')} label={t('shipforme.value')} symbol="¥" value={v.value} onInput={set('value')} error={msg('value')} />
        </div>
      </div>
      <p class="muted sf-note">{t('shipforme.valueNote')}</p>
      {text('remark', { max: 500 })}
      <p class="form-error" role="alert">{error}</p>
      <button type="submit" class="btn btn-primary btn-block" disabled={busy}>{t('shipforme.submit')}</button>
    </form>
  );
}
