import { t, tn } from '../../../state/lang';
import { weight } from '../../../lib/units';
import { Price } from '../../../ui/Price';
import type { ShippingMethods } from '../../../api/types/parcel';

/**
 * The shipping lines for the destination and the goods: those that can carry them (fee, chargeable
 * weight, transit time) to choose from, and those that cannot, greyed, each with the server's reason.
 */
export function LineChoice({ methods, value, onChange, error, failed, onRetry }: {
  methods: ShippingMethods | null; value: number | null; onChange: (id: number) => void; error?: string; failed: boolean; onRetry: () => void;
}) {
  return (
    <section class="o-sec" aria-labelledby="c-lines">
      <h3 id="c-lines">{t('orders.line')}</h3>
      {failed && <p class="muted">{t('list.failed')} <button class="btn btn-small" onClick={onRetry}>{t('common.retry')}</button></p>}
      {!methods && !failed && <p class="muted">{t('orders.lineNeedsAddress')}</p>}
      {methods && !methods.lines.length && <p class="o-warn">{t('orders.noLines')}</p>}
      {methods && (
        <div role="radiogroup" aria-labelledby="c-lines" aria-describedby={error ? 'c-lines-err' : undefined}>
          {methods.lines.map((l) => (
            <label key={l.id} class={value === l.id ? 'choice on' : 'choice'}>
              <input type="radio" name="line" checked={value === l.id} onChange={() => onChange(l.id)} />
              <span>
                <b>{l.name}</b>
                <span class="muted">{[l.carrier, tn('orders.transit', l.transit_days, {}, 'days')].filter(Boolean).join(' · ')}</span>
                <span class="muted">{t('orders.chargeable', { w: weight(l.chargeable_weight) })}</span>
              </span>
              <Price value={l.fee} />
            </label>
          ))}
          {methods.refused.map((r) => (
            <label key={`r${r.id}`} class="choice off">
              <input type="radio" name="line" disabled />
              <span>
                <b>{r.name}</b>
                <span class="muted">{r.reason_text}</span>
              </span>
            </label>
          ))}
        </div>
      )}
      {error && <p id="c-lines-err" class="o-err" role="alert">{error}</p>}
    </section>
  );
}
