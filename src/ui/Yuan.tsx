import { money } from '../lib/format';
import { currency, price } from '../state/currency';

/** The chosen currency's amount after a yuan one ("≈ $63.44"); '' when yuan is the chosen currency. */
const approx = (value: string | number) => {
  const cur = currency.value;
  return cur && cur.code !== 'CNY' ? `≈ ${price(value)}` : '';
};

/**
 * Yuan with the chosen currency as text, for a sentence or a label: "¥100.00 (≈ $13.85)". The sentence may wrap
 * before the bracket, never inside it: no-break spaces keep "≈ $34.83" and "3810 ₽" whole (a line ending in "(≈"
 * reads as nothing).
 */
export const yuanText = (value: string | number) => {
  const a = approx(value);
  return a ? `${money(value, null)} (${a.replace(/ /g, '\u00a0')})` : money(value, null);
};

/**
 * An amount in yuan, as goods are bought and declared ("¥458.00"), with the chosen currency after it when
 * that is not yuan ("≈ $63.44"): the two a proxy-shopping customer reads together. `class` styles the
 * yuan amount; the approximation is quieter and kept on one line (`.yuan-approx` does not wrap, app.css).
 */
export function Yuan({ value, class: cls }: { value: string | number; class?: string }) {
  const a = approx(value);
  return (
    <>
      <span class={cls}>{money(value, null)}</span>
      {a && <span class="muted yuan-approx"> {a}</span>}
    </>
  );
}
