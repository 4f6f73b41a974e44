/**
 * Hash navigation: the in-app url lives after '#' (`/wap/#/pages/item/index?tp=taobao&tid=1`).
 * Each url remembers its scroll position when left, so going back restores it.
 */
type Listener = (pop: boolean) => void;
const listeners = new Set<Listener>();

/** The in-app url of the current location: '#/pages/a/b?x=1' → '/pages/a/b?x=1'; no hash → '/'. */
export function currentUrl(): string {
  const h = location.hash.replace(/^#!?/, '');
  return h.startsWith('/') ? h : '/' + h;
}

/** Where a back navigation should scroll to once the page has rendered (null after a push). */
export let restoreY: number | null = null;
const positions = new Map<string, number>();
let shown = '';

/**
 * Remembers how far down the page being left was scrolled (read now: the next page has not rendered
 * yet, and a scroll event may still be pending).
 */
function leave() {
  if (shown) positions.set(shown, scrollY);
  shown = currentUrl();
}

function notify(pop: boolean) {
  for (const l of listeners) l(pop);
}

export function navigate(url: string, replace = false, state: object = {}): void {
  if (url === currentUrl()) return;
  restoreY = null;
  shown = currentUrl();
  leave();
  const target = location.pathname + location.search + '#' + url;
  if (replace) history.replaceState(state, '', target);
  else history.pushState(state, '', target);
  shown = url;
  notify(false);
}

export const back = () => history.back();

export function subscribe(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

let watching = false;
/** Follows back/forward, hash links and hand-edited hashes. */
export function watchHistory(): void {
  if (watching) return;
  watching = true;
  shown = currentUrl();
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const arrived = () => {
    if (currentUrl() === shown) return;
    leave();
    restoreY = positions.get(shown) ?? 0;
    notify(true);
  };
  addEventListener('popstate', arrived);
  addEventListener('hashchange', arrived);
}

/** Scrolls back to where the page was, retrying for a moment while its content loads. */
export function restoreScroll(): void {
  const y = restoreY;
  if (y == null) return;
  restoreY = null;
  const until = Date.now() + 3000;
  const tryScroll = () => {
    scrollTo(0, y);
    if (Math.abs(scrollY - y) > 2 && Date.now() < until) setTimeout(tryScroll, 50);
  };
  requestAnimationFrame(tryScroll);
}
