/**
 * The server's skeleton at work before the app (issue 37): runs in the page, inline after the skeletons' templates
 * (home-boot.ts minifies this file and prefixes the data it reads, __SK). It puts the skeleton of the hash's screen
 * in place — its title, the tab bar on a tab's screen, a search's keyword and sort, the picture the link named — and
 * makes the skeleton's controls answer a finger until the app takes over (src/main.tsx removes #skeleton):
 * - a tab goes to its screen (as the app's tab bar: no new history entry; a visitor's Cart and Me open login, as the
 *   app's login guard does), the back button goes back (home when the tab was opened on this screen, as the app's
 *   navbar), a plain link (the item's cart) is followed: each paints the next screen's skeleton at once;
 * - a search's sort button sorts (the hash the app's sort bar writes) and shows itself pressed;
 * - an item's favourite, add-to-cart and buy-now send a visitor to log in, as the app does;
 * - what needs the app (a signed-in shopper's favourite, the price range, a search typed in the box) is kept in
 *   window.__tap, with the hash it was made at and visible feedback at once, and the app performs it once when it
 *   starts (src/state/skeleton-tap.ts).
 * History entries get the state src/router/navigate.ts gives them (`f`: the entry the tab was opened with), so the
 * app finds history as if it had made it. What it shares with the app (the in-app url, the sorts) it imports: the
 * server bundles it (skeleton-script.ts).
 */
import { currentUrl as current } from '../../src/router/navigate';
import { nextSort, sortOf } from '../../src/pages/shop/query';
import { CHOSEN_LANG_ATTR } from '../../src/sw/chosen-lang';

export type SkeletonData = {
  /** The page's language: the skeleton's strings are in it. */
  l: string;
  /** Titles by route path (skeleton-text.ts TITLED). */
  t: Record<string, string>;
  /** The tab paths (src/router/tabs.ts), and those a visitor logs in for first (src/routes.ts `login: true`). */
  tabs: string[];
  lt: string[];
  /** The login route (src/router/to-login.ts LOGIN_PATH). */
  login: string;
};
declare const __SK: SkeletonData;

type Tap = { a: string; v?: string; h: string };
type Win = Window & { __PICTURE__?: { h: string; u: string }; __tap?: Tap; __opened?: string };

const w = window as Win;
const T = __SK;
const app = document.getElementById('app')!;
const skeleton = () => document.getElementById('skeleton');
const stored = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const visitor = () => !stored('token');
const split = (url: string): [string, URLSearchParams] => {
  const at = url.indexOf('?');
  return at < 0 ? [url, new URLSearchParams()] : [url.slice(0, at), new URLSearchParams(url.slice(at + 1))];
};
const home = (path: string) => path == '/' || path == '/pages/index/index';
const tabOf = (path: string) => (home(path) ? '/' : T.tabs.indexOf(path) >= 0 ? path : '');
const clone = (id: string) => (document.getElementById(id) as HTMLTemplateElement).content.cloneNode(true) as DocumentFragment;
let shown = '';

const paint = () => {
  const url = current();
  const [path, q] = split(url);
  const P = w.__PICTURE__;
  const kind = home(path) ? 'home' : path == '/pages/category/index' ? 'category' : path == '/pages/item/index' && url != path ? 'item'
    : path == '/pages/shop/index' && (P || shown == 'search') ? 'search' : 'page';
  const view = (document.getElementById('skeleton-' + kind) as HTMLTemplateElement).content.cloneNode(true) as DocumentFragment;
  const sk = view.firstElementChild as HTMLElement;
  const $ = <E extends Element = HTMLElement>(sel: string) => sk.querySelector<E>(sel);
  shown = kind;
  // The screen's title; a visitor's login-only tab shows login's, where the app's guard sends them (storage read only
  // there: a page's first read of it is a round trip to the browser before the first frame, issue 37).
  const h1 = $('h1');
  if (h1) h1.textContent = T.t[T.lt.indexOf(path) >= 0 && visitor() ? T.login : path] || '';
  // A tab's screen has no way back; a visitor sent from a tab to login keeps the tab bar (src/app.tsx).
  const tab = tabOf(path) || (path == T.login ? tabOf(split(q.get('redirect') || '')[0]) : '');
  const back = $('[data-back]');
  if (back && tabOf(path)) back.style.visibility = 'hidden';
  if (tab) {
    const bar = (document.getElementById('sk-tabs') as HTMLTemplateElement).content.cloneNode(true) as DocumentFragment;
    bar.querySelectorAll('a')[T.tabs.indexOf(tab)].className += ' active';
    sk.appendChild(bar);
  }
  if (kind == 'search') {
    $<HTMLInputElement>('input')!.value = q.get('keyword') || '';
    // The sort pressed, the price's arrow its direction.
    const on = sortOf({ sort: q.get('sort') ?? undefined }).split('_');
    sk.querySelectorAll('[data-sort]').forEach((b) => b.setAttribute('aria-pressed', String(b.getAttribute('data-sort') == on[0])));
    $('.arrows')!.className += ' ' + (on[1] || '');
    // The heading (a category's name) only where the link names a category.
    if (!/[?&]cid=[^&]/.test(url)) $('.sk-sort~h2')?.remove();
  }
  // The picture the link named, while at that link; else (the API elsewhere, another screen) none: a box, never a broken picture.
  const img = $<HTMLImageElement>('img');
  if (img) {
    img.addEventListener('error', () => img.remove());
    if (kind == 'item' || kind == 'search') {
      if (P && P.h == location.hash) img.src = P.u;
      else img.remove();
    }
  }
  // The shopper chose another language than the page's: no strings of the wrong one (the app draws them). The
  // worker's stored page notes the choice (src/sw/chosen-lang.ts): no read of storage before the first frame then.
  const noted = document.documentElement.getAttribute(CHOSEN_LANG_ATTR);
  const chosen = noted == null ? stored('language') : noted;
  if (chosen && chosen != T.l) sk.classList.add('sk-x');
  skeleton()?.remove();
  app.appendChild(view);
};

/** To `url` as navigate.ts goes: in place of this entry (keeping whether the tab was opened on it) or on top. */
const go = (url: string, push?: boolean, state?: object) => {
  const first = history.state && history.state.f;
  history[push ? 'pushState' : 'replaceState']({ ...state, f: !push && first }, '', '#' + url);
  paint();
};

// The url the tab was opened with, for the app to read its inviter (src/state/invite.ts); the entry it was opened with, as watchHistory marks it.
w.__opened = location.href;
history.state || history.replaceState({ f: 1 }, '');
paint();

app.addEventListener('click', (e) => {
  const sk = skeleton();
  const el = (e.target as Element).closest<HTMLElement>('a,button');
  if (!sk || !el || !sk.contains(el)) return;
  const url = current();
  const d = el.dataset;
  if (d.tab != null) {
    e.preventDefault();
    const to = el.getAttribute('href')!.slice(1);
    if (to == url) return;
    if (visitor() && T.lt.indexOf(to) >= 0) go(`${T.login}?redirect=${encodeURIComponent(to)}`, false, { loginFrom: to, above: false });
    else go(to);
  } else if (d.back != null) {
    if (history.state && history.state.f) go('/');
    else history.back();
  } else if (d.sort) {
    const [path, q] = split(url);
    const next = nextSort(sortOf({ sort: q.get('sort') ?? undefined }), d.sort as 'default' | 'price' | 'sales');
    if (next == 'default') q.delete('sort');
    else q.set('sort', next);
    const query = q.toString();
    if (path + (query ? '?' + query : '') != url) go(path + (query ? '?' + query : ''));
  } else if (d.act && visitor()) {
    go(`${T.login}?redirect=${encodeURIComponent(url)}`, true, { loginFrom: url, above: true });
  } else if ((d.act || d.keep) && !w.__tap) {
    w.__tap = { a: (d.act || d.keep)!, h: location.hash };
    if (d.keep) el.setAttribute('aria-expanded', 'true');
    else el.style.opacity = '.6';
  }
});
// A search typed before the app: kept for it (the app's search does more than go to the results: a pasted item link).
app.addEventListener('submit', (e) => {
  const form = e.target as HTMLFormElement;
  if (!skeleton()?.contains(form)) return;
  e.preventDefault();
  const input = form.querySelector('input')!;
  w.__tap = { a: 'search', v: input.value, h: location.hash };
  input.blur();
});
// A link followed, back or forward: a hash link's new entry has a page of ours behind it (as watchHistory marks it).
addEventListener('hashchange', () => {
  if (!skeleton()) return;
  history.state || history.replaceState({}, '');
  paint();
});

export {};
