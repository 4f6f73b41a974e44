import { describe, it, expect, vi, afterEach } from 'vitest';
import { registerServiceWorker } from '../../src/sw/register';

/** A service worker container as the page sees it: a controller to post to, messages from the worker. */
function fakeContainer() {
  const container = new EventTarget() as EventTarget & { controller: { postMessage: ReturnType<typeof vi.fn> } | null; register: ReturnType<typeof vi.fn> };
  container.controller = { postMessage: vi.fn() };
  container.register = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('a page of an older build under a newer build\'s worker', () => {
  it('asks the worker in control whether it runs its build, with the scripts it runs', () => {
    const container = fakeContainer();
    const script = document.createElement('script');
    script.type = 'text/plain'; // not run here: only its address matters
    script.src = 'https://shop.example/wap/assets/shell-Old0.js';
    document.head.appendChild(script);
    registerServiceWorker('/wap/');
    expect(container.controller!.postMessage).toHaveBeenCalledWith({ running: expect.arrayContaining(['https://shop.example/wap/assets/shell-Old0.js']) });
    expect(container.register).toHaveBeenCalledWith('/wap/sw.js', { scope: '/wap/' });
    script.remove();
  });

  it('told it is older, loads the next page the shopper opens whole, and nothing before', () => {
    const container = fakeContainer();
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    registerServiceWorker('/wap/');
    // Moving between pages reloads nothing while the worker has said nothing.
    window.dispatchEvent(new Event('hashchange'));
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new MessageEvent('message', { data: { newer: true } }));
    // Nothing reloads under what the shopper is doing…
    expect(reload).not.toHaveBeenCalled();
    // …the next page they open does, once.
    window.dispatchEvent(new Event('hashchange'));
    window.dispatchEvent(new Event('hashchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
