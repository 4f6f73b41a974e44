import { startVitals } from './lib/vitals';
import { currentUrl } from './router/navigate';
import { configAll } from './state/settings';

/** The toast's manners and the service worker's registration come this long after the field metrics: past a cold visit's measurement window. */
const LATER_MS = 3_000;

/** Where field metrics go: window.__STOREFRONT__.vitalsUrl, else the config's vitals_url; unset = off. */
export function vitalsUrl(): string {
  const runtime = (globalThis as { __STOREFRONT__?: { vitalsUrl?: string } }).__STOREFRONT__?.vitalsUrl;
  return runtime ?? String(configAll.value.vitals_url ?? '');
}

/**
 * What runs seconds after load, off the critical path (main.tsx): field metrics, the toast's placement and
 * clean-up (ui/toast-watch.ts) and the service worker's registration (src/sw/register-now.ts, a chunk of its
 * own; a build only: none on Vite's dev server).
 */
export function start(): void {
  startVitals({ url: vitalsUrl, currentUrl });
  setTimeout(() => {
    void import('./ui/toast-watch').then((m) => m.watchToasts());
    if (import.meta.env.PROD) void import('./sw/register-now');
  }, LATER_MS);
}
