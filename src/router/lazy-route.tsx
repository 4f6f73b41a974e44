import type { ComponentType } from 'preact';
import { lazy } from 'preact-iso';
import { withTimeout } from '../lib/timing';
import { ChunkError } from '../ui/ChunkError';
import { loadNamespaces } from '../state/lang';
import type { PageNamespace } from '../lang-namespaces';
import { currentUrl } from './navigate';
import { CHUNK_TIMEOUT_MS, PAGE_TIMEOUT_MS, failureType } from './lazy-page';

/* How pages load: this module travels in the route table's chunk (routes.ts), not the shell; it hands lazyPage to the area chunks (routes/*.ts). */

/** The page's chunk as the error names it, from its url: "/pages/member/order/index?id=3" → "member-order-index". */
export const chunkName = (url: string) => url.split('?')[0].replace(/^\/(pages\/)?/, '').replace(/\//g, '-') || 'index';

/** What a failed load renders instead of the page: "Loading chunk {name} failed" with its type and a retry. */
const failed = (err: unknown): ComponentType => {
  const type = failureType(err);
  return () => <ChunkError name={chunkName(currentUrl())} type={type} />;
};

/**
 * A page loaded on demand: its script chunk (given 120 s) and the string groups `ns` it needs (60 s)
 * fetched on first visit (or `.preload()`); a failed load renders "Loading chunk {name} failed" (the name from the url) with a
 * retry instead of a blank screen.
 */
export function lazyPage<P = Record<string, unknown>>(load: () => Promise<{ default: ComponentType<P> }>, ns: readonly PageNamespace[] = []) {
  return lazy(() => Promise.all([withTimeout(load(), CHUNK_TIMEOUT_MS), withTimeout(loadNamespaces(ns), PAGE_TIMEOUT_MS)]).then(([m]) => m.default, failed));
}

export type LazyPage = typeof lazyPage;
/** An area chunk's pages (routes/*.ts): route path → lazyPage. */
export type AreaPages = Record<string, { preload: () => Promise<ComponentType<any>> }>;
/**
 * An area chunk's default export: its pages, made with the lazyPage it is given. Given, not imported: were
 * the area chunks to import from the route table's chunk, Rolldown would hand the table to its dynamic import
 * through a namespace object (`.then((m) => m.t)` in the shell, the object in the table): bytes on the first
 * load and on every route.
 */
export type AreaLoader = () => Promise<{ default: (page: LazyPage) => AreaPages }>;

/** Area chunks asked for, one import per area however many of its pages are shown; a failed one is forgotten so the next visit asks again. */
const areas = new Map<AreaLoader, Promise<AreaPages>>();

/** Areas whose navbar titles (string bundle `nav-<area>`, scripts/vite/nav-bundles.ts) have arrived. */
export const titled = new Set<string>();
/** An area's navbar titles; never fails (a title missing is a blank navbar, not a broken page). */
export const areaTitles = (name: string): Promise<void> =>
  titled.has(name) ? Promise.resolve() : withTimeout(loadNamespaces([`nav-${name}`]), PAGE_TIMEOUT_MS).then(() => void titled.add(name), () => {});

/**
 * The page at `path` of an area chunk: the area's chunk (once, 120 s) with its navbar titles, then the page as
 * lazyPage loads it. Either failing renders the same "Loading chunk {name} failed" with a retry. index.html's early
 * script has asked for both chunks in parallel on a deep link, so the two steps are no waterfall.
 */
export function areaPage(area: AreaLoader, path: string, name = '') {
  return lazy(() => {
    let chunk = areas.get(area);
    if (!chunk) {
      areas.set(area, (chunk = Promise.all([withTimeout(area(), CHUNK_TIMEOUT_MS), name && areaTitles(name)]).then(([m]) => m.default(lazyPage))));
      chunk.catch(() => areas.delete(area));
    }
    return chunk.then((pages) => pages[path].preload()).catch(failed);
  });
}
