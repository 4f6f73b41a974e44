import type { EarlyCall } from '../api/early-call';
import { apiBase, callKey, formEncode } from '../api/wire';
import { readStored } from '../lib/storage';
import { CHOSEN_LANG_ATTR } from '../sw/chosen-lang';
import { storedLang } from '../state/lang-choice';
import { EARLY_CALLS } from './calls';
import { unpackDicts, type PackedDicts } from './dict-files';
import { assetUrl, keepBuiltFiles, type DictFiles } from './files';

export type { DictFiles, PackedDicts };

/**
 * Per route path: the chunks it runs (its area's chunk with the page loaders, src/routes/*.ts, then its
 * page's), its stylesheets (names, as assetUrl takes them) and its string groups (written by the build).
 * The chunks every route but home runs (the route table and what it imports) are not repeated in each
 * row: startEarly takes them once, as `shared`.
 */
export type RouteFiles = Record<string, [js: string[], css: string[], ns: string[]]>;

/** The early call's timeout: the client's (spec §9). */
const TIMEOUT_MS = 60_000;

/** Runs `fn` in a task of its own, right after the current one. */
const soon = (fn: () => void): void => void setTimeout(fn);

/**
 * Runs inline in index.html before the app's script (scripts/vite/route-preload.ts inlines it): for the
 * route in the hash it asks at once for the page's chunks, stylesheets and strings, and starts the
 * page's first call (calls.ts), so a deep link does not wait for the shell to run before fetching.
 * Chunks are preloaded as scripts in CORS mode, the request a module import makes (so it is served from
 * the preload): inserting a modulepreload link costs several times more main-thread time. Each link and
 * the call are started from a task of their own (`soon`), not from the task that parses the page: on
 * a slow phone each is a few short tasks instead of one long one, for a delay of a millisecond or two.
 */
export function startEarly(routes: RouteFiles, packed: PackedDicts, shared: string[] = [], assets = '/wap/'): void {
  // The string bundles' names in full (dict-files.ts), once: the app looks them up by "<lang>:<group>" too.
  const dicts = unpackDicts(packed);
  keepBuiltFiles({ assets, dicts });
  // The first storage read (the language, the session) is a task of its own: on a slow phone it alone can take
  // milliseconds. On the worker's stored page, which notes the chosen language (src/sw/chosen-lang.ts), the page paints
  // from the cache at once: the read (a round trip to the browser) waits for its first frame (issue 37); a hidden tab
  // draws none, and where the app has started by then (its skeleton gone) its own calls are out: no early one.
  const noted = document.documentElement.getAttribute(CHOSEN_LANG_ATTR);
  const start = () => {
    if (noted != null && !document.getElementById('skeleton')) return;
    const stored = { lang: (noted ?? storedLang()) || 'en', token: readStored('token'), guid: readStored('guid') };
    soon(() => startFetching(routes, dicts, shared, assets, stored));
  };
  if (noted == null) soon(start);
  else requestAnimationFrame(() => soon(start));
}

/** startEarly's requests, in tasks after the one that parses the page. */
function startFetching(routes: RouteFiles, dicts: DictFiles, shared: string[], assets: string, { lang, token, guid }: { lang: string; token: string | null; guid: string | null }): void {
  const [path, search = ''] = location.hash.replace(/^#/, '').split('?');
  const add = (name: string | undefined, css = false) => name && soon(() => {
    const link = document.createElement('link');
    link.rel = css ? 'stylesheet' : 'preload';
    if (!css) Object.assign(link, { as: 'script', crossOrigin: '' });
    link.href = assetUrl(assets, name, css ? 'css' : 'js');
    document.head.appendChild(link);
  });
  // The files a task later than the call's: the page's first call (its answer names the largest picture) goes out first.
  soon(() => {
    // The shell's strings in a chosen language other than English (English ships in the shell).
    if (lang !== 'en') add(dicts[`${lang}:shell`]);
    const route = routes[path];
    if (route) {
      [...shared, ...route[0]].forEach((f) => add(f));
      route[1].forEach((f) => add(f, true));
      for (const ns of route[2]) new Set([lang, 'en']).forEach((l) => add(dicts[`${l}:${ns}`]));
    }
  });
  const spec = EARLY_CALLS[path]?.(new URLSearchParams(search));
  if (!spec || (spec.auth && !token)) return;
  const all = { clienttype: 'h5', lang, ...spec.params };
  // The device id once the app has made one (these reads need none; the app's own calls create it).
  const headers: Record<string, string> = {};
  if (guid) headers.Guid = guid;
  if (token) headers.token = token;
  const body = formEncode(all);
  const response = new Promise<Response>((resolve) => soon(() => {
    const init: RequestInit = { headers, signal: AbortSignal.timeout(TIMEOUT_MS) };
    resolve(spec.method === 'GET'
      ? fetch(`${apiBase()}${spec.path}?${body}`, init)
      : fetch(`${apiBase()}${spec.path}`, { ...init, method: 'POST', headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' }, body }));
  }));
  response.catch(() => {});
  // The page's largest picture, as soon as the answer names it (not when the app has rendered it) — unless the
  // link named it: the server's head script has preloaded that one (server/static/home-boot.ts, __PICTURE__).
  const pick = spec.image;
  if (pick && !(globalThis as { __PICTURE__?: unknown }).__PICTURE__) {
    void response
      .then((res) => (res.ok ? res.clone().json() : null))
      .then((body: { code?: number; data?: unknown } | null) => {
        const src = body?.code === 1 ? pick(body.data) : undefined;
        if (!src) return;
        const link = document.createElement('link');
        Object.assign(link, { rel: 'preload', as: 'image', href: src, fetchPriority: 'high' });
        document.head.appendChild(link);
      })
      .catch(() => {});
  }
  (globalThis as { __EARLY_CALL__?: EarlyCall }).__EARLY_CALL__ = { key: callKey(spec.method, spec.path, all), at: performance.now(), response };
}
