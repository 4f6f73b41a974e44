/* Weight, volume and time as pages show them; apart from format.ts (money, counts), which the shell carries. */
import { count, locale } from './format';

export { count };

/** Units in the language's own script: ru г and см³, zh-cn 克. */
const LOCAL_UNITS: Record<string, Record<string, string>> = { ru: { g: 'г', 'cm³': 'см³' }, zh: { g: '克' } };

/** 2 decimals (spec §9) with the language's separators, then the unit: "1,900.00 g", "1 900,00 г", "690.00 克". */
function measure(v: string | number | null | undefined, unit: string): string {
  const l = locale();
  return `${(Number(v) || 0).toLocaleString(l, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${LOCAL_UNITS[l.slice(0, 2)]?.[unit] ?? unit}`;
}

/** Weight in grams with the gram sign of the language (spec §9). */
export const weight = (g: string | number | null | undefined) => measure(g, 'g');

/** Volume in cm³ (spec §9). */
export const volume = (cm3: string | number | null | undefined) => measure(cm3, 'cm³');

/** A rate kept in per mille (insurance: 25 → "2.5%", ru "2,5 %"): every rate is shown as a percentage, the language's way. */
export const percent = (perMille: number) => (perMille / 1000).toLocaleString(locale(), { style: 'percent', maximumFractionDigits: 2 });

/** Unix seconds → local "YYYY-MM-DD HH:mm". */
export function dateTime(seconds: number | null | undefined): string {
  if (!seconds) return '';
  const d = new Date(seconds * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
