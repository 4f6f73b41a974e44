/**
 * Which requests the service worker (src/sw/sw.ts) answers, and how: pure, so it is tested without a
 * browser (test/unit/sw-policy.test.ts). Only same-origin requests are handled; anything else goes to the
 * network untouched.
 *
 * - `page`: a navigation to the shell (/wap/): the stored page of this build at once when it is recent
 *   (PAGE_MAX_AGE_MS), the network's kept behind it for the next visit (stale-while-revalidate: no round trip
 *   before the first paint); else the network's, the stored one offline.
 * - `share`: a navigation to an item share link (./share-link.ts): while the stored page is recent, the app's url
 *   the server's page would put in the address bar (which `page` then answers), without the network; else the
 *   network's (the server's share page).
 * - `asset`: a built file under /wap/assets/ (content-hashed: never changes): cache first.
 * - `picture`: a catalogue picture: cache first, the cache capped (PICTURE_CAP, least recently used out).
 * - `reference`: reference data home and the catalogue show (floors, categories, hot searches, banners):
 *   stale-while-revalidate.
 * - `content`: a page's content a shopper may open again offline (an item, a search, a help article):
 *   network first, the last answer when offline.
 * - null: not handled (writes, anything not listed, anything carrying a token is never stored: see `storable`).
 */
import { itemShareTarget } from './share-link';

export type Strategy = 'page' | 'share' | 'asset' | 'picture' | 'reference' | 'content';

/** The scope the worker controls (vite.config.ts base). */
export const SCOPE = '/wap/';

/** A stored page older than this waits for the network's (its banners too old to show first). */
export const PAGE_MAX_AGE_MS = 7 * 24 * 3600_000;

/** The header a stored page carries: when it was stored (ms since the epoch). */
export const STORED_AT = 'x-stored-at';

/** Whether a page stored at `storedAt` may answer a navigation at `now` before the network's. */
export const pageUsable = (storedAt: string | null, now: number): boolean => now - Number(storedAt ?? 0) < PAGE_MAX_AGE_MS;

/**
 * Whether a page running the module scripts `running` (their urls) is of another build than the worker's, whose
 * shell chunk is `shell` ('assets/shell-<hash>.js'): it runs a shell chunk, and not this one.
 */
export function otherBuild(running: readonly string[], shell: string): boolean {
  const shells = running.filter((u) => /\/assets\/shell-[^/]+\.js$/.test(u));
  return shells.length > 0 && !shells.some((u) => u.endsWith(`/${shell}`));
}

/** Pictures kept at most (about 30–60 KB each: a few MB). */
export const PICTURE_CAP = 200;

/** Reads whose answer is the same for everyone and changes rarely: shown from the cache, refreshed behind. */
const REFERENCE: Record<string, 'GET' | 'POST'> = {
  '/api/index/floor': 'GET',
  '/api/index/category': 'GET',
  '/api/index/hotsearch': 'GET',
  '/api/adszone/getAdsByMark': 'POST',
  '/api/mall/floor': 'GET',
  '/api/hotrecommend/keywords': 'GET',
};

/**
 * Reads of content pages: fresh when online, the last answer offline (the page opens read-only). The
 * settings the startup calls refresh (config, currencies and their rates, add-ons, languages, the server's
 * dictionary) are here too, not stale-while-revalidate: the page already carries them fresh (the server's
 * boot data, stored with the page for offline starts), and a refresh must not put an older answer over them.
 */
const CONTENT: Record<string, 'GET' | 'POST'> = {
  '/api/currency/lists': 'GET',
  '/api/other/configlist': 'GET',
  '/api/addon/lists': 'GET',
  '/api/language/lists': 'GET',
  '/api/other/language': 'GET',
  '/api/obapi/getItem': 'GET',
  '/api/obapi/getItemlist': 'GET',
  '/api/obapi/getReview': 'POST',
  '/api/obapi/goodsFindSimilar': 'POST',
  '/api/obapi/getItemSearchShop': 'POST',
  '/api/hotrecommend/goods_list': 'POST',
  '/api/index/getFloor': 'POST',
  '/api/mall/lists': 'POST',
  '/api/article/detail': 'GET',
};

/** Where catalogue pictures live on the site (server/domain/catalogue/images.ts, uploads). */
export const isPicturePath = (path: string): boolean => /^\/(static|uploads)\//.test(path);

export type RequestFacts = {
  url: URL;
  /** The worker's own origin. */
  origin: string;
  method: string;
  /** request.mode === 'navigate'. */
  navigate: boolean;
  /** request.destination. */
  destination: string;
};

/** How the worker answers a request, or null to leave it to the network. */
export function strategyFor({ url, origin, method, navigate, destination }: RequestFacts): Strategy | null {
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (navigate) return method !== 'GET' ? null : path === SCOPE ? 'page' : itemShareTarget(url, SCOPE) ? 'share' : null;
  if (method === 'GET' && path.startsWith(`${SCOPE}assets/`)) return 'asset';
  if (method === 'GET' && destination === 'image' && isPicturePath(path)) return 'picture';
  if (REFERENCE[path] === method) return 'reference';
  if (CONTENT[path] === method) return 'content';
  return null;
}

/**
 * Whether an API answer may be stored: never for a request carrying a token (header or field), never
 * for a failure. `body` is the request's form body (POST), `code` the answer envelope's code.
 */
export function storable(token: string | null, url: URL, body: string, status: number, code: unknown): boolean {
  if (token) return false;
  if (url.searchParams.has('token') || new URLSearchParams(body).has('token')) return false;
  return status === 200 && code === 1;
}

/**
 * The cache key of an API read: its url, and for a POST its form body (the Cache API keys GET requests
 * only, so a POST read is stored under a GET of url + body). The device id header is not part of it.
 */
export function cacheKey(url: string, method: string, body: string): string {
  if (method !== 'POST') return url;
  return `${url}${url.includes('?') ? '&' : '?'}__post=${encodeURIComponent(body)}`;
}

/** Cache names of one build: the shell's files and page, chunks met later, API answers; pictures outlive builds. */
export const cacheNames = (version: string) => ({
  shell: `sf-shell-${version}`,
  assets: `sf-assets-${version}`,
  api: `sf-api-${version}`,
  pictures: 'sf-pictures',
});

/** The caches to delete when `version` activates: every one of ours it does not use. */
export function staleCaches(existing: readonly string[], version: string): string[] {
  const keep = new Set(Object.values(cacheNames(version)));
  return existing.filter((n) => n.startsWith('sf-') && !keep.has(n));
}

/** Marks a page stored for offline use: its offline notice shows as a bar over the page, not a full screen (app.css). */
export const CACHED_CLASS = 'offline-ready';

/** The page as stored: the <html> element gets CACHED_CLASS. */
export function markCached(html: string): string {
  return html.replace(/<html\b([^>]*)>/i, (tag, attrs: string) => {
    if (/\sclass=/i.test(attrs)) return tag.replace(/\sclass=(["'])/i, (m) => `${m}${CACHED_CLASS} `);
    return `<html${attrs} class="${CACHED_CLASS}">`;
  });
}
