import type { ComponentType } from 'preact';
import { lazy } from 'preact-iso';
import { withTimeout } from '../lib/timing';
import { ChunkError } from '../ui/ChunkError';
import { loadNamespaces } from '../state/lang';
import type { PageNamespace } from '../lang-namespaces';

/** Lazy page timeout (spec §9). */
export const PAGE_TIMEOUT_MS = 60_000;

export type ChunkFailure = 'missing' | 'error' | 'timeout';

/** Classifies a failed dynamic import as the spec's types: missing (deployed away), error, timeout. */
export function failureType(err: unknown): ChunkFailure {
  const msg = String((err as Error)?.message ?? err);
  if (msg === 'timeout') return 'timeout';
  if (/404|not found|Failed to fetch dynamically imported module|Importing a module script failed/i.test(msg) && navigator.onLine !== false) return 'missing';
  return 'error';
}

/**
 * A page loaded on demand: its chunk (and the string groups `ns` it needs) fetched on first visit (or
 * `.preload()`), giving up after 60 s; a failed load renders "Loading chunk {name} failed" with a
 * retry instead of a blank screen.
 */
export function lazyPage<P = Record<string, unknown>>(name: string, load: () => Promise<{ default: ComponentType<P> }>, ns: readonly PageNamespace[] = []) {
  return lazy(() =>
    withTimeout(Promise.all([load(), loadNamespaces(ns)]), PAGE_TIMEOUT_MS).then(
      ([m]) => m.default,
      (err: unknown) => {
        const type = failureType(err);
        return () => <ChunkError name={name} type={type} />;
      },
    ),
  );
}
