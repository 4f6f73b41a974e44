import { money } from '../lib/format';
import { currency, price } from '../state/currency';

/**
 * An amount in yuan, as goods are bought and declared ("¥458.00"), with the chosen currency after it when
 * that is not yuan ("≈ $63.44"): the two a proxy-shopping customer reads together. `class` styles the
 * yuan amount; the approximation is quieter.
 */
export function Yuan({ value, class: cls }: { value: string | number; class?: string }) {
  const cur = currency.value;
  return (
    <>
      <span class={cls}>{money(value, null)}</span>
      {cur && cur.code !== 'CNY' && <span class="muted yuan-approx"> ≈ {price(value)}</span>}
    </>
  );
}
