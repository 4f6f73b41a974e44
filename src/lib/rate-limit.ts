/* Button throttle and debounce (spec §9): only pages use them, so they live apart from the shell's timing. */

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
