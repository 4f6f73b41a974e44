import { useRef, useState } from 'react';
import type { ItemEstimateLine } from '../../api/types/catalogue';
import { t, tn } from '../../state/lang';
import { countryCode } from '../../state/settings';
import { ApiError } from '../../api/client';
import { itemEstimate } from '../../api/items';
import { Price } from '../../ui/Price';
import { weight } from '../../lib/units';

const COUNTRY = /^[A-Za-z]{2}$/;

/**
 * Shipping estimate (/api/obapi/estimate): closed until the shopper opens it, then the lines serving
 * their country (settings' country code, editable) with fee in the chosen currency and transit days.
 */
export function Estimate({ tp, tid, quantity }: { tp: string; tid: string; quantity: number }) {
  const [country, setCountry] = useState(countryCode.value);
  const [lines, setLines] = useState<ItemEstimateLine[] | null>(null);
  const [asked, setAsked] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const opened = useRef(false);

  const run = async (c = country) => {
    const code = c.trim().toUpperCase();
    if (!COUNTRY.test(code)) {
      setError(t('item.countryBad'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      setLines(await itemEstimate(tp, tid, code, quantity));
      setAsked(`${code}|${quantity}`);
    } catch (e) {
      setLines(null);
      setError((e instanceof ApiError && e.message) || t('error.unknown'));
    } finally {
      setBusy(false);
    }
  };
  const onToggle = (e: Event) => {
    if (!(e.currentTarget as HTMLDetailsElement).open || opened.current) return;
    opened.current = true;
    if (COUNTRY.test(country.trim())) void run();
  };

  return (
    <details class="section item-estimate" onToggle={onToggle}>
      <summary class="section-title">{t('item.shipping')}</summary>
      <form class="estimate-form" noValidate onSubmit={(e) => { e.preventDefault(); void run(); }}>
        <div class="estimate-field">
          <label for="item-country">{t('item.country')}</label>
          <input id="item-country" class="input" type="text" maxLength={2} autoComplete="country" autoCapitalize="characters" placeholder={t('item.countryHint')}
            value={country} aria-invalid={error === t('item.countryBad') || undefined} aria-describedby="item-estimate-error"
            onInput={(e) => setCountry((e.currentTarget as HTMLInputElement).value.replace(/[^A-Za-z]/g, '').toUpperCase())} />
        </div>
        <button type="submit" class="btn btn-small" disabled={busy}>{t('item.estimate')}</button>
      </form>
      <p id="item-estimate-error" class="field-error" role="alert">{error}</p>
      {busy && <p class="muted">{t('list.loading')}</p>}
      {lines && !busy && (
        lines.length ? (
          <>
            <p class="muted">{t('item.estimateFor', { n: asked.split('|')[1] })}</p>
            <ul class="estimate-lines">
              {lines.map((l) => (
                <li key={l.line_id}>
                  <div>
                    <b>{l.name}</b>
                    <p class="muted">{l.carrier} · {tn('item.days', l.transit_days, {}, 'days')} · {t('item.chargeable', { w: weight(l.chargeable_weight) })}</p>
                  </div>
                  <Price value={l.fee} />
                </li>
              ))}
            </ul>
          </>
        ) : <p class="muted">{t('item.noLines')}</p>
      )}
    </details>
  );
}
