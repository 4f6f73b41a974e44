import type { Currency } from '../api/types/settings';

export type { Currency };

type Cur = Partial<Currency> | null | undefined;
const dpOf = (cur: Cur) => (Number.isInteger(Number(cur?.decimal_place)) && cur?.decimal_place !== null && cur?.decimal_place !== '' ? Number(cur!.decimal_place) : 2);

/**
 * THE rounding rule of shown money (README "Money on screen"): an amount in CNY becomes whole minor units of
 * the chosen currency once — × rate (default 1), rounded half away from zero to decimal_place (fallback 2).
 * A shown sum is the sum of its shown parts' minor units, never a converted total, so parts always add up.
 */
export function toMinor(amount: string | number | null | undefined, cur?: Cur): number {
  const n = Number(amount ?? 0);
  const v = +((Number.isFinite(n) ? n : 0) * (Number(cur?.value) > 0 ? Number(cur!.value) : 1) * 10 ** dpOf(cur)).toFixed(6);
  return Math.sign(v) * Math.round(Math.abs(v));
}

/** Money display (spec §9, design §3): amount (CNY) in the currency, by the one rounding rule; default symbol ¥. */
export const money = (amount: string | number | null | undefined, cur?: Cur): string => minorMoney(toMinor(amount, cur), cur);

/** Minor units of `cur` as shown: symbol_left + units + symbol_right (¥ without a currency). */
export function minorMoney(minor: number, cur?: Cur): string {
  const dp = dpOf(cur);
  const value = (minor / 10 ** dp).toFixed(dp);
  if (!cur) return `¥${value}`;
  const left = cur.symbol_left ?? '';
  const right = cur.symbol_right ?? '';
  return left || right ? `${left}${value}${right}` : `${cur.symbol || '¥'}${value}`;
}

/** The page's language as <html lang> says it (state/lang keeps it current): numbers and units follow it. */
export const locale = () => document.documentElement.lang || 'en';

/** A count with the language's grouping: 1714 → "1,714" · "1 714" (here, not in units.ts: goods cards are in the shell). */
export const count = (n: number) => n.toLocaleString(locale());
