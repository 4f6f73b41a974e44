import { useRef, useState } from 'react';
import type { ItemEstimateLine } from '../../api/types/catalogue';
import { t, tn } from '../../state/lang';
import type { ComponentType } from 'preact';
import type { PickProps } from './EstimateCountry';
import { ApiError } from '../../api/client';
import { itemEstimate } from '../../api/items';
import { Yuan } from '../../ui/Yuan';
import { weight } from '../../lib/units';

/**
 * Shipping estimate (/api/obapi/estimate): closed until the shopper opens it, then the lines serving their
 * country — their default address's, else the one the shop guessed; another is picked by name — with the
 * fee (¥, ≈ the chosen currency) and transit days.
 */
export function Estimate({ tp, tid, quantity }: { tp: string; tid: string; quantity: number }) {
  /** null until the estimate is first opened and the shopper's country is known. */
  const [country, setCountry] = useState<string | null>(null);
  /** The country picker, fetched (with the country list and the address book) when the estimate is first opened. */
  const [Pick, setPick] = useState<ComponentType<PickProps> | null>(null);
  const [lines, setLines] = useState<ItemEstimateLine[] | null>(null);
  const [asked, setAsked] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const opened = useRef(false);

  const run = async (code = country ?? '') => {
    if (!code) {
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
    void import('./EstimateCountry').then((m) => {
      setPick(() => m.CountryPick);
      return m.homeCountry();
    }).then((c) => {
      setCountry(c);
      if (c) void run(c);
    }, () => setError(t('error.timeout')));
  };

  return (
    <details class="section item-estimate" onToggle={onToggle}>
      <summary class="section-title">{t('item.shipping')}</summary>
      <form class="estimate-form" noValidate onSubmit={(e) => { e.preventDefault(); void run(); }}>
        <div class="estimate-field">
          <label for="item-country">{t('item.country')}</label>
          {country !== null && Pick && <Pick value={country} bad={error === t('item.countryBad')} onPick={(c) => { setCountry(c); void run(c); }} />}
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
                  <span class="estimate-fee"><Yuan value={l.fee} class="price" /></span>
                </li>
              ))}
            </ul>
          </>
        ) : <p class="muted">{t('item.noLines')}</p>
      )}
    </details>
  );
}
