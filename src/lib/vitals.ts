import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

export type VitalSample = { name: Metric['name']; value: number; route: string; id: string };

/** Where the samples go (read when they are sent; empty = off), the app's current url, and how a beacon is sent. */
export type VitalsOptions = { url: () => string; currentUrl: () => string; send?: (url: string, body: string) => boolean };

/** The in-app route of a url, without its query: '/pages/item/index?tid=1' → '/pages/item/index'. */
export const routeOf = (url: string) => url.split('?')[0] || '/';

/**
 * LCP, INP, CLS, FCP and TTFB are queued as they settle and sent in one beacon when the page is
 * hidden (the last moment a mobile browser reliably lets us send).
 */
export function startVitals({ url: target, currentUrl, send = (u, b) => navigator.sendBeacon(u, b) }: VitalsOptions): () => void {
  let queue: VitalSample[] = [];
  const push = (m: Metric) => queue.push({ name: m.name, value: m.value, id: m.id, route: routeOf(currentUrl()) });
  const flush = () => {
    const url = target();
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
