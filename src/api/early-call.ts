import type { Envelope } from './types/common';

/** A call index.html started before the app's script ran (src/early/start.ts). */
export type EarlyCall = { key: string; at: number; response: Promise<Response> };
type WithEarly = { __EARLY_CALL__?: EarlyCall };

/** An early answer is for the page the app opened on: one taken later than this is asked again. */
export const EARLY_CALL_TTL_MS = 10_000;

/**
 * The answer of the early call whose key (wire.ts callKey) is `key`, once; null when there is none, it
 * is for another call, or it is stale. A failed or non-200 early answer rejects, and the caller asks
 * again itself.
 */
export function takeEarlyCall<T>(key: string): Promise<Envelope<T>> | null {
  const g = globalThis as WithEarly;
  const early = g.__EARLY_CALL__;
  if (!early || early.key !== key) return null;
  delete g.__EARLY_CALL__;
  if (performance.now() - early.at > EARLY_CALL_TTL_MS) return null;
  return early.response.then((res) => (res.ok ? (res.json() as Promise<Envelope<T>>) : Promise.reject(new Error(`HTTP ${res.status}`))));
}
