import { describe, it, expect, vi, beforeEach } from 'vitest';

const handlers: Record<string, (m: { name: string; value: number; id: string }) => void> = {};
vi.mock('web-vitals', () => Object.fromEntries(['onCLS', 'onFCP', 'onINP', 'onLCP', 'onTTFB'].map((fn) => [fn, (cb: never) => { handlers[fn.slice(2)] = cb; }])));

const { startVitals, routeOf } = await import('../../src/lib/vitals');
const { vitalsUrl } = await import('../../src/after-load');
const { currentUrl } = await import('../../src/router/navigate');
const { setSettings } = await import('../../src/state/settings');

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

describe('web-vitals reporting', () => {
  it('queues the five metrics with their route and sends them in one beacon when the page hides', () => {
    setSettings({ configAll: { vitals_url: '/api/vitals/collect' } });
    history.replaceState(null, '', '/wap/#/pages/item/index?tid=5');
    const send = vi.fn(() => true);
    const stop = startVitals({ url: vitalsUrl, currentUrl, send });
    handlers.LCP({ name: 'LCP', value: 1200, id: 'a' });
    handlers.CLS({ name: 'CLS', value: 0.01, id: 'b' });
    handlers.TTFB({ name: 'TTFB', value: 90, id: 'c' });
    expect(send).not.toHaveBeenCalled();
    hide();
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body] = send.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('/api/vitals/collect');
    expect(JSON.parse(body)).toEqual([
      { name: 'LCP', value: 1200, id: 'a', route: '/pages/item/index' },
      { name: 'CLS', value: 0.01, id: 'b', route: '/pages/item/index' },
      { name: 'TTFB', value: 90, id: 'c', route: '/pages/item/index' },
    ]);
    hide();
    expect(send).toHaveBeenCalledTimes(1);
    stop();
  });

  it('sends nothing when no URL is configured', () => {
    setSettings({ configAll: { vitals_url: '' } });
    const send = vi.fn(() => true);
    const stop = startVitals({ url: vitalsUrl, currentUrl, send });
    handlers.FCP({ name: 'FCP', value: 800, id: 'd' });
    hide();
    expect(send).not.toHaveBeenCalled();
    stop();
  });

  it('names routes without their query', () => {
    expect(routeOf('/pages/shop/index?keyword=x')).toBe('/pages/shop/index');
    expect(routeOf('')).toBe('/');
  });
});
