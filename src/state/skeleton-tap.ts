/**
 * What the shopper did on the server's skeleton before the app was there (server/static/skeleton-script.browser.ts):
 * a tap it kept for the app (`a`: fav, cart, buy, filter, search with its text `v`) at the hash `h` it was made at,
 * and what was typed in its search box. Each is taken once; a kept tap only at the screen it was made on, and none
 * once the shopper has gone elsewhere.
 */
type Tap = { a: string; v?: string; h: string };
const w = window as { __tap?: Tap | null };

export function takeTap(...actions: string[]): Tap | undefined {
  const tap = w.__tap;
  if (tap && actions.includes(tap.a) && tap.h == location.hash) {
    w.__tap = null;
    return tap;
  }
}
addEventListener('hashchange', () => (w.__tap = null), { once: true });

let typed: { v: string; focus: boolean } | undefined;
/** Keeps the skeleton's search box's text and focus before the skeleton is removed (src/main.tsx). */
export function keepTyped(): void {
  const input = document.querySelector<HTMLInputElement>('#skeleton input');
  if (input && (input.value || input == document.activeElement)) typed = { v: input.value, focus: input == document.activeElement };
}
/** The text typed in the skeleton's box and whether it had the focus, for the first search bar shown. */
export function takeTyped(): typeof typed {
  const t = typed;
  typed = undefined;
  return t;
}
