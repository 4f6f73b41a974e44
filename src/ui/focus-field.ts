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
