import { t, tn } from '../../../state/lang';
import { weight } from '../../../lib/units';
import { Price } from '../../../ui/Price';
import type { LineQuote, LineRefused } from '../../../api/types/parcel';

/**
 * The shipping lines that can carry a parcel (fee, chargeable weight, transit time), as a radio group
 * when `onChange` is given; then the lines that cannot, each with the server's reason.
 */
export function LineList({ lines, refused, value, onChange, label }: { lines: LineQuote[]; refused: LineRefused[]; value?: number | null; onChange?: (id: number) => void; label: string }) {
  return (
    <>
      {lines.length === 0 && <p class="muted">{t('parcels.noLines')}</p>}
      <ul class="lines" role={onChange ? 'radiogroup' : undefined} aria-label={label}>
        {lines.map((l) => {
          const body = (
            <>
              <span class="line-main">
                <b>{l.name}</b>
                <span class="muted">{l.carrier} · {tn('parcels.transitDays', l.transit_days, {}, 'days')}</span>
                <span class="muted">{t('parcels.chargeableShort', { w: weight(l.chargeable_weight) })}</span>
              </span>
              <Price value={l.fee} />
            </>
          );
          return (
            <li key={l.id}>
              {onChange ? (
                <label class={value === l.id ? 'line on' : 'line'}>
                  <input type="radio" name={label} checked={value === l.id} onChange={() => onChange(l.id)} />
                  {body}
                </label>
              ) : <div class="line">{body}</div>}
            </li>
          );
        })}
      </ul>
      {refused.length > 0 && (
        <details class="refused">
          <summary>{t('parcels.refusedN', { n: refused.length })}</summary>
          <ul>
            {refused.map((r) => <li key={r.id}><b>{r.name}</b> <span class="muted">{r.reason_text}</span></li>)}
          </ul>
        </details>
      )}
    </>
  );
}
