import { signal } from '@preact/signals';

/** The `inviter` of a url: in the hash's query (`#/pages/x?inviter=5`) or the page's own query. */
export function inviterOf(href: string): string {
  try {
    const u = new URL(href, 'http://app');
    const hash = u.hash.replace(/^#!?/, '');
    const q = hash.includes('?') ? new URLSearchParams(hash.slice(hash.indexOf('?') + 1)) : null;
    const v = (q?.get('inviter') ?? u.searchParams.get('inviter') ?? '').trim();
    return /^\d{1,12}$/.test(v) ? v : '';
  } catch {
    return '';
  }
}

/**
 * Who invited this visitor: read from the `inviter` query of the url the app was opened with (spec
 * §2, §6) and kept for the visit (not stored: the storage keys are fixed), so a shared item sends a
 * visitor to registration first and registration credits the inviter.
 */
// (The server's skeleton may have changed the hash before the app started: it keeps the url the tab was opened with.)
export const inviter = signal<string>(typeof location === 'undefined' ? '' : inviterOf((window as { __opened?: string }).__opened ?? location.href));

/** A later url with an inviter (the register page's own query) replaces the one from boot. */
export function rememberInviter(v: string | undefined | null): void {
  const s = String(v ?? '').trim();
  if (/^\d{1,12}$/.test(s)) inviter.value = s;
}
