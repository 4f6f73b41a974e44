
/** Lazy page timeout (spec §2, §9): how long a page waits for what it needs besides its script (its strings). */
export const PAGE_TIMEOUT_MS = 60_000;
/** Script chunk timeout (spec §7, §9): a page's script chunk, the route table and other chunks get 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailure = 'missing' | 'error' | 'timeout';

/** Classifies a failed dynamic import as the spec's types: missing (deployed away), error, timeout. */
export function failureType(err: unknown): ChunkFailure {
  const msg = String((err as Error)?.message ?? err);
  if (msg === 'timeout') return 'timeout';
  if (/404|not found|Failed to fetch dynamically imported module|Importing a module script failed/i.test(msg) && navigator.onLine !== false) return 'missing';
  return 'error';
}
