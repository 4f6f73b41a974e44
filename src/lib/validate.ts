/**
 * The decimal amount filter (spec §5): keeps digits and one decimal point, drops a leading point,
 * allows at most two decimals. A comma is that point too (a Russian keyboard's decimal key: "12,5" is 12.5),
 * as is the full-width one of a Chinese keyboard; a second one is dropped.
 */
export function amountFilter(input: string): string {
  const [whole, ...after] = input.replace(/[,，]/g, '.').replace(/[^\d.]/g, '').replace(/^\.+/, '').split('.');
  return after.length ? `${whole}.${after.join('').slice(0, 2)}` : whole;
}

/** The empty-value check (spec §5): empty, blank, null or -1. */
export const isEmpty = (v: unknown) => v === undefined || v === null || String(v).trim() === '' || String(v) === '-1';

/**
 * An image's description — the url the upload answered, the base64 of an image-search crop — is accepted
 * only if non-empty (spec §5): a blank one describes no image.
 */
export const imageAccepted = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

export const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v.trim());

/** The first empty field of a form, to show "<field> + not empty" (spec §5); null when all are filled. */
export function firstEmpty<T extends Record<string, unknown>>(form: T, fields: (keyof T)[]): keyof T | null {
  return fields.find((f) => isEmpty(form[f])) ?? null;
}

export { queryId, queryIds } from './query-id';

/** What a failed check moves to (focusFirstInvalid, below). */
const CONTROL = 'a[href], input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * After a failed submit: the first of `ids` on the page gets focus and is scrolled to the middle of the
 * screen, clear of the sticky navbar and the bottom bars (the browser's own focus scroll leaves it under the
 * navbar). An id that names a section or its heading focuses that section's first control. Answers whether
 * one was found. One channel per error: the form shows its errors inline, with no toast beside them.
 */
export function focusFirstInvalid(ids: (string | false | null | undefined)[]): boolean {
  for (const id of ids) {
    const el = id ? document.getElementById(id) : null;
    if (!el) continue;
    const target = el.matches(CONTROL) ? el : (el.closest('section') ?? el).querySelector<HTMLElement>(CONTROL) ?? el;
    target.focus({ preventScroll: true });
    const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    return true;
  }
  return false;
}
