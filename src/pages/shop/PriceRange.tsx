import { useState } from 'react';
import { t } from '../../state/lang';
import { currency } from '../../state/currency';
import { amountFilter } from '../../lib/validate';
import { fromYuan, toYuan } from './query';

type Props = { start?: string; end?: string; onApply: (start: string, end: string) => void };

/**
 * The price range, typed in the chosen currency and sent in yuan when applied. Bad input (lowest above
 * highest) is reported next to the fields and nothing typed is lost.
 */
export function PriceRange({ start, end, onApply }: Props) {
  const cur = currency.value;
  const rate = Number(cur?.value) > 0 ? Number(cur!.value) : 1;
  const dp = Number.isInteger(Number(cur?.decimal_place)) && cur?.decimal_place !== null ? Number(cur!.decimal_place) : 2;
  const code = cur?.code ?? 'CNY';
  const [min, setMin] = useState(() => fromYuan(start, rate, dp));
  const [max, setMax] = useState(() => fromYuan(end, rate, dp));
  const [bad, setBad] = useState(false);

  const submit = (e: Event) => {
    e.preventDefault();
    if (min && max && Number(min) > Number(max)) return setBad(true);
    setBad(false);
    onApply(toYuan(min, rate, 'low'), toYuan(max, rate, 'high'));
  };
  const reset = () => {
    setMin('');
    setMax('');
    setBad(false);
    onApply('', '');
  };
  const field = (id: string, label: string, value: string, set: (v: string) => void) => (
    <div class="range-field">
      <label for={id}>{label}</label>
      <input id={id} class="input" inputMode="decimal" autoComplete="off" value={value} aria-invalid={bad || undefined} aria-describedby={bad ? 'range-error' : undefined}
        onInput={(e) => {
          const el = e.currentTarget as HTMLInputElement;
          const v = amountFilter(el.value);
          el.value = v;
          set(v);
          setBad(false);
        }} />
    </div>
  );

  return (
    <form id="price-range" class="price-range" noValidate onSubmit={submit} aria-label={t('catalog.filter')}>
      <div class="range-row">
        {field('price-min', t('catalog.priceMin', { code }), min, setMin)}
        <span aria-hidden="true">–</span>
        {field('price-max', t('catalog.priceMax', { code }), max, setMax)}
      </div>
      <p id="range-error" class="form-error" role="alert">{bad ? t('catalog.priceOrder') : ''}</p>
      <div class="range-actions">
        <button type="button" class="btn btn-ghost" onClick={reset}>{t('catalog.reset')}</button>
        <button type="submit" class="btn btn-orange">{t('catalog.apply')}</button>
      </div>
    </form>
  );
}
