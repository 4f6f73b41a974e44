/**
 * Runs at most once per `ms` (default 1 000, spec §9's button throttle); calls inside the window are dropped,
 * and so are calls while an async run is still going. A run that fails (its promise rejects or answers
 * `false`) closes the window when it ends: the shopper's next tap is a retry and runs at once.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => unknown, ms = 1000): (...args: A) => void {
  let last = -Infinity;
  let running = false;
  const failed = () => {
    running = false;
    last = -Infinity;
  };
  return (...args: A) => {
    const now = Date.now();
    if (running || now - last < ms) return;
    last = now;
    const out = fn(...args);
    if (out instanceof Promise) {
      running = true;
      out.then((v) => (v === false ? failed() : void (running = false)), failed);
    }
  };
}

/** Runs once `ms` after the last call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => unknown, ms = 500): ((...args: A) => void) & { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  run.cancel = () => clearTimeout(timer);
  return run;
}

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
 * Runs `work` now; if it fails (a chunk or call lost with the connection) it runs again at the next
 * `online` event, as often as it takes. Never rejects: deferred work must not throw uncaught.
 */
export const untilDone = (work: () => Promise<unknown>): void => {
  void work().catch(() => addEventListener('online', () => untilDone(work), { once: true }));
};

/** Runs `ms` after the call, when the main thread is free: for work that must not compete with the first page. */
export const afterFirstSeconds = (fn: () => void, ms: number): void => void setTimeout(() => whenIdle(fn), ms);
