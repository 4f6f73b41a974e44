import { price } from '../state/currency';

/** An amount in CNY shown in the chosen currency; re-renders in place when the currency changes. */
export function Price({ value, class: cls = 'price', strike }: { value: string | number | null | undefined; class?: string; strike?: boolean }) {
  const text = price(value);
  return strike ? <s class={cls}>{text}</s> : <span class={cls}>{text}</span>;
}
