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

function notify(pop: boolean) {
  for (const l of listeners) l(pop);
}

/**
 * Whether the current history entry is one a tab was opened with (a deep link, a share link: no page of ours
 * behind it). Its state says so (`f`); an entry the app or a hash link made has a state without it.
 */
const first = () => history.state?.f;

export function navigate(url: string, replace = false, state: object = {}): void {
  if (url === currentUrl()) return;
  restoreY = null;
  // The page being left keeps how far down it was scrolled (read now: the next page has not rendered yet,
  // and a scroll event may still be pending).
  positions.set(currentUrl(), scrollY);
  // '#…' resolves against the page's own url: its path and query stay.
  history[replace ? 'replaceState' : 'pushState']({ ...state, f: replace && first() }, '', '#' + url);
  shown = url;
  notify(false);
}

/** Back to the page before, or home when no page of ours is behind (the tab was opened on this one). */
export const back = () => (first() ? navigate('/', true) : history.back());

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
  // No state yet: the entry this tab was opened with (a reload keeps the state each entry was given).
  history.state ?? history.replaceState({ f: 1 }, '');
  // (A browser without it gets a property it ignores.)
  history.scrollRestoration = 'manual';
  const arrived = () => {
    if (currentUrl() === shown) return;
    // A hash link's new entry: a page of ours is behind it.
    history.state ?? history.replaceState({}, '');
    // The page left keeps how far down it was scrolled, as in navigate().
    positions.set(shown, scrollY);
    shown = currentUrl();
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
