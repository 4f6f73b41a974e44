import { t, tn } from '../state/lang';
import { weight } from '../lib/units';
import { Yuan } from './Yuan';
import type { LineQuote, LineRefused } from '../api/types/parcel';
import './shipping-lines.css';

type Line = Pick<LineQuote, 'id' | 'name' | 'carrier' | 'transit_days' | 'chargeable_weight' | 'fee'>;
type Props = {
  lines: Line[];
  refused?: LineRefused[];
  /** The chosen line; with `onChange` the lines are radio choices, without it a list to read. */
  value?: number | null;
  onChange?: (id: number) => void;
  /** The group's accessible name. */
  label: string;
  /** The radios' name (default "line"). */
  name?: string;
  /** The id of an error message about the choice. */
  describedBy?: string;
  /** What to say when no line can carry the goods. */
  empty?: string;
};

/**
 * Shipping lines, drawn one way wherever they are chosen or shown (parcel confirmation, one-pay order,
 * trial packing): name, carrier and transit time, chargeable weight and the fee (¥, ≈ the chosen currency under it); then the lines that cannot
 * carry the goods, greyed, each with the server's reason. Strings: the 'shipLines' group.
 */
export function ShippingLines({ lines, refused = [], value, onChange, label, name = 'line', describedBy, empty }: Props) {
  return (
    <>
    {!lines.length && empty && <p class="muted">{empty}</p>}
    <div class="ship-lines" role={onChange ? 'radiogroup' : 'list'} aria-label={label} aria-describedby={describedBy}>
      {lines.map((l) => {
        const body = (
          <>
            <span class="ship-line-main">
              <b>{l.name}</b>
              <span class="muted">{[l.carrier, tn('shipLines.transit', l.transit_days, {}, 'days')].filter(Boolean).join(' · ')}</span>
              <span class="muted">{t('shipLines.chargeable', { w: weight(l.chargeable_weight) })}</span>
            </span>
            <span class="ship-line-fee"><Yuan value={l.fee} class="price" /></span>
          </>
        );
        return onChange ? (
          <label key={l.id} class={value === l.id ? 'ship-line on' : 'ship-line'}>
            <input type="radio" name={name} checked={value === l.id} onChange={() => onChange(l.id)} />
            {body}
          </label>
        ) : <div key={l.id} class="ship-line" role="listitem">{body}</div>;
      })}
      {refused.map((r) => (
        <div key={`r${r.id}`} class="ship-line off" role={onChange ? undefined : 'listitem'}>
          {onChange && <input type="radio" name={name} disabled aria-label={r.name} />}
          <span class="ship-line-main"><b>{r.name}</b><span class="muted">{r.reason_text}</span></span>
        </div>
      ))}
    </div>
    </>
  );
}
