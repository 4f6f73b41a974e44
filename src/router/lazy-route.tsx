import type { ComponentType } from 'preact';
import { lazy } from 'preact-iso';
import { withTimeout } from '../lib/timing';
import { ChunkError } from '../ui/ChunkError';
import { loadNamespaces } from '../state/lang';
import type { PageNamespace } from '../lang-namespaces';
import { currentUrl } from './navigate';
import { CHUNK_TIMEOUT_MS, PAGE_TIMEOUT_MS, failureType } from './lazy-page';

/* How the route table (routes.ts) declares its pages: this module travels in the table's chunk, not the shell. */

/** The page's chunk as the error names it, from its url: "/pages/member/order/index?id=3" → "member-order-index". */
export const chunkName = (url: string) => url.split('?')[0].replace(/^\/(pages\/)?/, '').replace(/\//g, '-') || 'index';

/**
 * A page loaded on demand: its script chunk (given 120 s) and the string groups `ns` it needs (60 s)
 * fetched on first visit (or `.preload()`); a failed load renders "Loading chunk {name} failed" (the name from the url) with a
 * retry instead of a blank screen.
 */
export function lazyPage<P = Record<string, unknown>>(load: () => Promise<{ default: ComponentType<P> }>, ns: readonly PageNamespace[] = []) {
  return lazy(() =>
    Promise.all([withTimeout(load(), CHUNK_TIMEOUT_MS), withTimeout(loadNamespaces(ns), PAGE_TIMEOUT_MS)]).then(
      ([m]) => m.default,
      (err: unknown) => {
        const type = failureType(err);
        return () => <ChunkError name={chunkName(currentUrl())} type={type} />;
      },
    ),
  );
}
