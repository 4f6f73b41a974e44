/**
 * The decimal amount filter (spec §5): keeps digits and one decimal point, drops a leading point,
 * allows at most two decimals.
 */
export function amountFilter(input: string): string {
  let s = input.replace(/[^\d.]/g, '');
  s = s.replace(/^\.+/, '');
  const dot = s.indexOf('.');
  if (dot >= 0) s = s.slice(0, dot + 1) + s.slice(dot + 1).replace(/\./g, '');
  return s.replace(/^(\d*\.\d{0,2}).*$/, '$1');
}

/** The empty-value check (spec §5): empty, blank, null or -1. */
export const isEmpty = (v: unknown) => v === undefined || v === null || String(v).trim() === '' || String(v) === '-1';

export const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v.trim());

/** The first empty field of a form, to show "<field> + not empty" (spec §5); null when all are filled. */
export function firstEmpty<T extends Record<string, unknown>>(form: T, fields: (keyof T)[]): keyof T | null {
  return fields.find((f) => isEmpty(form[f])) ?? null;
}
