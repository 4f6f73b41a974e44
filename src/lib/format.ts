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

/**
 * Minor units of `cur` as shown: sign, symbol_left + units + symbol_right (¥ without a currency), the units grouped
 * as the language groups counts: "¥50,000.00", "−¥15.00", "63,961円", ru "¥50 000.00".
 */
export function minorMoney(minor: number, cur?: Cur): string {
  const dp = dpOf(cur);
  const left = cur?.symbol_left ?? '';
  const right = cur?.symbol_right ?? '';
  return `${minor < 0 ? '−' : ''}${left || right ? left : cur?.symbol || '¥'}${fixed(Math.abs(minor) / 10 ** dp, dp)}${right}`;
}

/** The page's language as <html lang> says it (state/lang keeps it current): numbers and units follow it. */
export const locale = () => document.documentElement.lang || 'en';

/** A count with the language's grouping: 1714 → "1,714" · "1 714" (here, not in units.ts: goods cards are in the shell). */
export const count = (n: number) => n.toLocaleString(locale());

/**
 * `n` (not negative) with `dp` decimals, grouped as counts are, with money's decimal point in every language (issue 25):
 * 50000 → "50,000.00" · ru "50 000.00"; dp 0 → "63,961". Without a page (the server's e-mails, which format with
 * money() too) the digits stay ungrouped, as its messages write them.
 */
export const fixed = (n: number, dp: number) => {
  const s = n.toFixed(dp);
  return globalThis.document ? s.replace(/^\d+/, (i) => count(+i)) : s;
};
