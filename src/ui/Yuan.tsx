import { money } from '../lib/format';
import { currency, price } from '../state/currency';

/**
 * An amount in yuan, as goods are bought and declared ("¥458.00"), with the chosen currency beside it when
 * that is not yuan ("≈ $63.44"): the two a proxy-shopping customer reads together.
 */
export function Yuan({ value, class: cls }: { value: string | number; class?: string }) {
  const cur = currency.value;
  return (
    <span class={cls}>
      {money(value, null)}
      {cur && cur.code !== 'CNY' && <span class="muted"> ≈ {price(value)}</span>}
    </span>
  );
}
