/* Weight, volume and time as pages show them; apart from format.ts (money), which the shell carries. */

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
