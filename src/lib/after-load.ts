import { startVitals } from './vitals';

/** The service worker's registration comes this long after the field metrics: past a cold visit's measurement window. */
const REGISTER_DELAY_MS = 3_000;

/**
 * What runs seconds after load, off the critical path (main.tsx): field metrics, then the service worker's
 * registration (src/sw/register-now.ts, a chunk of its own; a build only: none on Vite's dev server).
 */
export function start(): void {
  startVitals();
  if (import.meta.env.PROD) setTimeout(() => import('../sw/register-now'), REGISTER_DELAY_MS);
}
