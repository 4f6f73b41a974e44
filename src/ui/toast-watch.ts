import { effect } from '@preact/signals';
import { toasts, type Toast } from '../state/ui';
import { currentUrl, subscribe } from '../router/navigate';

/** How often a shown toast looks again for bars under it (a page's bar may render after the toast). */
const RECHECK_MS = 200;

let watching = false;

/**
 * The toast's manners (ui/Toasts.tsx), started seconds after load (src/after-load.ts: the first load's budget
 * has no room for them) or by the first toast, whichever comes first; once. While one is shown it is kept clear
 * of what is held at the bottom of the screen (`--bars` on its box, app.css: how high that reaches); a toast whose
 * action leads where the shopper just went is taken back ("View cart" on the cart would only stand over its Order
 * button), there already when this starts included.
 */
export function watchToasts(): void {
  if (watching) return;
  watching = true;
  const here = () => arrivedAt(currentUrl().split('?')[0]);
  subscribe(here);
  here();
  // The shell drew the box long before; `--bars` set says the watch is on (the journeys wait for it).
  const box = document.querySelector<HTMLElement>('.toasts');
  if (!box) return;
  box.style.setProperty('--bars', '0px');
  let stop: (() => void) | null = null;
  effect(() => {
    const shown = toasts.value.length > 0;
    if (shown && !stop) stop = keepClear(box);
    else if (!shown && stop) {
      stop();
      stop = null;
    }
  });
}

/** Keeps `box` above the bars at the bottom of the screen, measured now, every RECHECK_MS and on resize; answers the cleanup. */
function keepClear(box: HTMLElement): () => void {
  const measure = () => box.style.setProperty('--bars', `${Math.max(0, innerHeight - barsTop())}px`);
  measure();
  const timer = setInterval(measure, RECHECK_MS);
  addEventListener('resize', measure);
  return () => {
    clearInterval(timer);
    removeEventListener('resize', measure);
  };
}

/** The shopper arrived at `path`: a toast whose action leads there has done its job. */
export function arrivedAt(path: string): void {
  const done = (t: Toast) => !!t.action && t.action.href.split('?')[0] === path;
  if (toasts.value.some(done)) toasts.value = toasts.value.filter((t) => !done(t));
}

/**
 * Where the toast may sit: the top of what is held at the bottom of the screen there — the tab bar, and the
 * bars stacked on it (the cart's total and Order, a submit bar, the item's buttons, a sticky action bar) or a
 * bottom sheet. Found by looking at the middle of the screen from the bottom up, so a page's new bar needs no
 * registration. A full-screen layer (a dialog's backdrop, the viewer) or a tall sticky column is not a bar.
 * Answers a y in px.
 */
export function barsTop(): number {
  let y = innerHeight;
  // A few bars stacked at most (tab bar, cart bar); each pass climbs over one.
  for (let pass = 0; pass < 4; pass++) {
    let top = y;
    // (No elementsFromPoint, as in a test's DOM: nothing is found, the toast keeps its place above the tab bar.)
    for (const el of document.elementsFromPoint?.(innerWidth / 2, y - 2) ?? []) {
      const r = el.getBoundingClientRect();
      if (r.bottom < y - 4 || r.top <= 0 || !heldAtBottom(el, r)) continue;
      top = Math.min(top, r.top);
    }
    if (top >= y) break;
    y = top;
  }
  return y;
}

const heldAtBottom = (el: Element, r: DOMRect) =>
  el.getAttribute('role') === 'dialog' || (r.height <= innerHeight / 2 && /^(fixed|sticky)$/.test(getComputedStyle(el).position));
