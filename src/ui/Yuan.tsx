import { money } from '../lib/format';
import { currency, price } from '../state/currency';
import { lang } from '../state/lang';

export type Amount = string | number | null | undefined;

/**
 * The chosen currency's amount after a yuan one ("≈ $63.44"), after `sign` as the yuan figure is ("≈ +$0.69"; money
 * out carries its own "−" from lib/format.ts: "≈ −$2.08"); '' when yuan is the chosen currency.
 */
export const approx = (value: Amount, sign: string) => {
  const cur = currency.value;
  return cur && cur.code !== 'CNY' ? `≈ ${sign}${price(value)}` : '';
};

/**
 * An amount in yuan, as goods are bought and declared ("¥458.00"), with the chosen currency after it when that is
 * not yuan ("≈ $63.44"): the two a proxy-shopping customer reads together (design §4c: never a converted figure
 * alone), both signed alike ("−¥15.00 ≈ −$2.08"; `sign="+"` for money in: "+¥5.00 ≈ +$0.69"). `class` styles the
 * yuan amount; the approximation is quieter and kept on one line (`.yuan-approx` does not wrap, app.css). As text:
 * yuanText (ui/yuan-text.ts, apart: the shell carries this file).
 */
export function Yuan({ value, class: cls, sign = '' }: { value: Amount; class?: string; sign?: string }) {
  // Digits are grouped the language's way: drawn again on a switch (signals skip a component whose props are the same).
  void lang.value;
  const a = approx(value, sign);
  return (
    <>
      <span class={cls}>{sign}{money(value, null)}</span>
      {a && <span class="muted yuan-approx"> {a}</span>}
    </>
  );
}
