import { startVitals } from './vitals';

/** The toast's manners and the service worker's registration come this long after the field metrics: past a cold visit's measurement window. */
const LATER_MS = 3_000;

/**
 * What runs seconds after load, off the critical path (main.tsx): field metrics, the toast's placement and
 * clean-up (ui/toast-watch.ts) and the service worker's registration (src/sw/register-now.ts, a chunk of its
 * own; a build only: none on Vite's dev server).
 */
export function start(): void {
  startVitals();
  setTimeout(() => {
    void import('../ui/toast-watch').then((m) => m.watchToasts());
    if (import.meta.env.PROD) void import('../sw/register-now');
  }, LATER_MS);
}
