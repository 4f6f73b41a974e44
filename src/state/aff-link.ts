import { signal } from '@preact/signals';

/** The `aff` code of a url (an affiliate's link `#/pages/user/register?aff=CODE`): in the hash's query or the page's own. */
export function affOf(href: string): string {
  try {
    const u = new URL(href, 'http://app');
    const hash = u.hash.replace(/^#!?/, '');
    const q = hash.includes('?') ? new URLSearchParams(hash.slice(hash.indexOf('?') + 1)) : null;
    return clean(q?.get('aff') ?? u.searchParams.get('aff'));
  } catch {
    return '';
  }
}

const clean = (v: unknown) => {
  const s = String(v ?? '').trim().toUpperCase();
  return /^[A-Z0-9]{4,16}$/.test(s) ? s : '';
};

/**
 * The affiliate whose link brought this visitor, kept for the visit like `inviter` (state/invite.ts) and sent
 * with the registration. Apart from invite.ts, which the shell loads, so the first load does not carry it:
 * the register page reads it from the url the app was opened with, and from its own query.
 */
export const affCode = signal<string>(typeof location === 'undefined' ? '' : affOf(location.href));

export function rememberAff(v: string | undefined | null): void {
  const s = clean(v);
  if (s) affCode.value = s;
}
