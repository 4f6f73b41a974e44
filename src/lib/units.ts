/* Weight, volume and time as pages show them; apart from format.ts (money, counts), which the shell carries. */
import { count, fixed, locale } from './format';

export { count };

/** Units in the language's own script: ru г and см³, zh-cn 克 (cm³ as Chinese writes it). */
const LOCAL_UNITS: Record<string, Record<string, string>> = { ru: { g: 'г', 'cm³': 'см³' }, zh: { g: '克' } };

/**
 * One number style per language beside money (issue 25): the language's grouping and signs, as counts show them
 * ("1 714", "3 %"), with money's decimal point ("¥229.00" in every language, lib/format.ts). Grams and cubic
 * centimetres keep 2 decimals (spec §9): "1,900.00 g", "1 900.00 г", "690.00 克".
 */
const measure = (v: string | number | null | undefined, unit: string) =>
  `${fixed(Number(v) || 0, 2)} ${LOCAL_UNITS[locale().slice(0, 2)]?.[unit] ?? unit}`;

/** Weight in grams with the gram sign of the language (spec §9). */
export const weight = (g: string | number | null | undefined) => measure(g, 'g');

/** Volume in cm³ (spec §9). */
export const volume = (cm3: string | number | null | undefined) => measure(cm3, 'cm³');

/** A rate kept in per mille (insurance: 25 → "2.5%", ru "2.5 %"): every rate is shown as a percentage, the language's way. */
export const percent = (perMille: number) =>
  // A rate has no thousands: its one comma is ru's decimal sign, written as money's point.
  (perMille / 1000).toLocaleString(locale(), { style: 'percent', maximumFractionDigits: 2 }).replace(',', '.');

/** Unix seconds → local "YYYY-MM-DD HH:mm". */
export function dateTime(seconds: number | null | undefined): string {
  if (!seconds) return '';
  const d = new Date(seconds * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
