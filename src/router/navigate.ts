/**
 * Hash navigation: the in-app url lives after '#' (`/wap/#/pages/item/index?tp=taobao&tid=1`).
 * Each history entry remembers its scroll position, so going back restores it.
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

function notify(pop: boolean) {
  for (const l of listeners) l(pop);
}

export function navigate(url: string, replace = false): void {
  if (url === currentUrl()) return;
  restoreY = null;
  history.replaceState({ ...(history.state ?? {}), y: scrollY }, '');
  const target = location.pathname + location.search + '#' + url;
  if (replace) history.replaceState({}, '', target);
  else history.pushState({}, '', target);
  notify(false);
}

export const back = () => history.back();

export function subscribe(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

let watching = false;
/** Follows back/forward and hand-edited hashes. */
export function watchHistory(): void {
  if (watching) return;
  watching = true;
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  addEventListener('popstate', () => {
    restoreY = typeof history.state?.y === 'number' ? history.state.y : 0;
    notify(true);
  });
  addEventListener('hashchange', () => notify(true));
}

/** Scrolls back to where the page was, retrying for a moment while its content loads. */
export function restoreScroll(): void {
  const y = restoreY;
  if (y == null) return;
  restoreY = null;
  const until = Date.now() + 1500;
  const tryScroll = () => {
    scrollTo(0, y);
    if (Math.abs(scrollY - y) > 2 && Date.now() < until) setTimeout(tryScroll, 50);
  };
  requestAnimationFrame(tryScroll);
}
