import { useEffect, useState } from 'react';
import { t } from '../state/lang';
import './stepper.css';

type Props = {
  value: number;
  onChange: (value: number) => void;
  /** Smallest value (default 1). */
  min?: number;
  /** Largest value, e.g. the stock (default 9999); a max below min disables the stepper. */
  max?: number;
  /** The input's id, for an outside <label for>; without one the stepper names itself "Quantity". */
  id?: string;
  disabled?: boolean;
};

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/**
 * A quantity stepper: − and + buttons (44 px, labelled) around a field that takes digits only. What is
 * typed is reported at once, clamped to min…max; the field shows the clamped value when it loses focus.
 * Strings: the 'widget' group (list it in the page's bundle).
 */
export function Stepper({ value, onChange, min = 1, max = 9999, id, disabled = false }: Props) {
  const [text, setText] = useState(String(value));
  const off = disabled || max < min;
  useEffect(() => setText(String(value)), [value]);
  const set = (n: number) => {
    const v = clamp(n, min, Math.max(min, max));
    setText(String(v));
    if (v !== value) onChange(v);
  };
  const onInput = (e: Event) => {
    const el = e.currentTarget as HTMLInputElement;
    const digits = el.value.replace(/\D/g, '').slice(0, 6);
    if (digits !== el.value) el.value = digits;
    setText(digits);
    if (digits) {
      const v = clamp(Number(digits), min, Math.max(min, max));
      if (v !== value) onChange(v);
    }
  };
  return (
    <div class="stepper" role="group" aria-label={t('widget.quantity')}>
      <button type="button" class="stepper-btn" aria-label={t('widget.decrease')} disabled={off || value <= min} onClick={() => set(value - 1)}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true"><path d="M3 8h10" stroke="currentColor" stroke-width="2" stroke-linecap="round" /></svg>
      </button>
      <input id={id} class="stepper-input" type="text" inputMode="numeric" pattern="[0-9]*" autoComplete="off" value={text} disabled={off}
        aria-label={id ? undefined : t('widget.quantity')} onInput={onInput} onBlur={() => set(Number(text) || min)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowUp') { e.preventDefault(); set(value + 1); }
          else if (e.key === 'ArrowDown') { e.preventDefault(); set(value - 1); }
        }} />
      <button type="button" class="stepper-btn" aria-label={t('widget.increase')} disabled={off || value >= max} onClick={() => set(value + 1)}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true"><path d="M3 8h10M8 3v10" stroke="currentColor" stroke-width="2" stroke-linecap="round" /></svg>
      </button>
    </div>
  );
}
