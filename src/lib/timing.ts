/** Rejects with `new Error(label)` when the promise takes longer than `ms`. */
export function withTimeout<T>(p: Promise<T>, ms: number, label = 'timeout'): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(label)), ms);
    p.then((v) => (clearTimeout(timer), resolve(v)), (e) => (clearTimeout(timer), reject(e)));
  });
}

type Idle = (cb: () => void, opts?: { timeout: number }) => number;
/** Runs when the main thread is free (at the latest after `timeout` ms), so first paint goes first. */
export const whenIdle = (fn: () => void, timeout = 1500): void => {
  const ric = (globalThis as { requestIdleCallback?: Idle }).requestIdleCallback;
  if (ric) ric(fn, { timeout });
  else setTimeout(fn, 1);
};

/**
 * Runs each job in an idle task of its own, one after the other: several small tasks instead of one long
 * one (each call's request setup and answer handling is a few ms on a slow phone; together they block).
 */
export const oneTaskEach = (jobs: readonly (() => void)[]): void => {
  const [first, ...rest] = jobs;
  if (first) whenIdle(() => (first(), oneTaskEach(rest)));
};

/**
 * Runs `work` now; if it fails (a chunk or call lost with the connection) it runs again at the next
 * `online` event, as often as it takes. Never rejects: deferred work must not throw uncaught.
 */
export const untilDone = (work: () => Promise<unknown>): void => {
  void work().catch(() => addEventListener('online', () => untilDone(work), { once: true }));
};

/** Runs `ms` after the call, when the main thread is free: for work that must not compete with the first page. */
export const afterFirstSeconds = (fn: () => void, ms: number): void => void setTimeout(() => whenIdle(fn), ms);
