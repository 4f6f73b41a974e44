import { amountFilter } from '../lib/validate';
import { currency } from '../state/currency';
import type { Currency } from '../api/types/settings';
import './amount-input.css';

/** The sign shown before an amount: the currency's left symbol, else its right one, else its symbol, else ¥. */
export const currencySymbol = (cur: Partial<Currency> | null | undefined) =>
  (cur?.symbol_left || cur?.symbol_right?.trim() || cur?.symbol || '¥');

type Props = {
  id: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
  /** Defaults to the chosen currency's. */
  symbol?: string;
  /** A translated message about this field (shown under it, and the input marked invalid). */
  error?: string | null;
  placeholder?: string;
  name?: string;
};

/**
 * A decimal amount (spec §5): what is typed keeps only digits and one decimal point, loses a leading
 * point and stops at two decimals — the field shows the filtered text at once, nothing else is lost.
 */
export function AmountInput({ id, label, value, onInput, symbol, error, placeholder, name }: Props) {
  const sign = symbol ?? currencySymbol(currency.value);
  const onChange = (e: Event) => {
    const el = e.currentTarget as HTMLInputElement;
    const next = amountFilter(el.value);
    // Preact leaves the DOM alone when the state does not change: put the filtered text back by hand.
    if (next !== el.value) el.value = next;
    onInput(next);
  };
  return (
    <div class="amount-field">
      <label for={id}>{label}<span class="sr-only"> ({sign})</span></label>
      <div class={error ? 'amount-box bad' : 'amount-box'}>
        <span class="amount-sign" aria-hidden="true">{sign}</span>
        <input id={id} name={name ?? id} type="text" inputMode="decimal" autoComplete="off" value={value} placeholder={placeholder}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onInput={onChange} />
      </div>
      {error && <p id={`${id}-error`} class="field-error" role="alert">{error}</p>}
    </div>
  );
}
