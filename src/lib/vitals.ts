import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { configAll } from '../state/settings';
import { currentUrl } from '../router/navigate';

export type VitalSample = { name: Metric['name']; value: number; route: string; id: string };

/** Where samples go: window.__STOREFRONT__.vitalsUrl, else the config's vitals_url; unset = off. */
export function vitalsUrl(): string {
  const runtime = (globalThis as { __STOREFRONT__?: { vitalsUrl?: string } }).__STOREFRONT__?.vitalsUrl;
  return runtime ?? String(configAll.value.vitals_url ?? '');
}

/** The in-app route of a url, without its query: '/pages/item/index?tid=1' → '/pages/item/index'. */
export const routeOf = (url: string) => url.split('?')[0] || '/';

/**
 * LCP, INP, CLS, FCP and TTFB are queued as they settle and sent in one beacon when the page is
 * hidden (the last moment a mobile browser reliably lets us send).
 */
export function startVitals(send: (url: string, body: string) => boolean = (u, b) => navigator.sendBeacon(u, b)): () => void {
  let queue: VitalSample[] = [];
  const push = (m: Metric) => queue.push({ name: m.name, value: m.value, id: m.id, route: routeOf(currentUrl()) });
  const flush = () => {
    const url = vitalsUrl();
    if (!url || !queue.length) return;
    if (send(url, JSON.stringify(queue))) queue = [];
  };
  onCLS(push);
  onFCP(push);
  onINP(push);
  onLCP(push);
  onTTFB(push);
  const onHide = () => document.visibilityState === 'hidden' && flush();
  addEventListener('visibilitychange', onHide);
  addEventListener('pagehide', flush);
  return () => {
    removeEventListener('visibilitychange', onHide);
    removeEventListener('pagehide', flush);
  };
}
