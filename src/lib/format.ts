import type { Currency } from '../api/types/settings';

export type { Currency };

/**
 * Money display (spec §9, design §3): amount (CNY) × rate, decimal_place decimals (fallback 2), rate
 * default 1, default symbol ¥.
 */
export function money(amount: string | number | null | undefined, cur?: Partial<Currency> | null): string {
  const n = Number(amount ?? 0);
  const rate = Number(cur?.value) > 0 ? Number(cur!.value) : 1;
  const dp = Number.isInteger(Number(cur?.decimal_place)) && cur?.decimal_place !== null && cur?.decimal_place !== '' ? Number(cur!.decimal_place) : 2;
  const value = ((Number.isFinite(n) ? n : 0) * rate).toFixed(dp);
  if (!cur) return `¥${value}`;
  const left = cur.symbol_left ?? '';
  const right = cur.symbol_right ?? '';
  return left || right ? `${left}${value}${right}` : `${cur.symbol || '¥'}${value}`;
}

/** Weight in grams, 2 decimals + g (spec §9). */
export const weight = (g: string | number | null | undefined) => `${Number(g ?? 0).toFixed(2)}g`;

/** Volume, 2 decimals + cm³ (spec §9). */
export const volume = (cm3: string | number | null | undefined) => `${Number(cm3 ?? 0).toFixed(2)}cm³`;

/** Unix seconds → local "YYYY-MM-DD HH:mm". */
export function dateTime(seconds: number | null | undefined): string {
  if (!seconds) return '';
  const d = new Date(seconds * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
