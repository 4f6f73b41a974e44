import { describe, it, expect, vi, afterEach } from 'vitest';
import { chosenLangIs, registerServiceWorker } from '../../src/sw/register';
import { CHOSEN_LANG_ATTR } from '../../src/sw/chosen-lang';

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

describe('the language the shopper chose, for the page the worker stores (issue 37)', () => {
  /** Runs `fn` in a page noting `lang` as chosen (the stored page the worker served). */
  const inPageNoting = (lang: string, fn: () => void) => {
    document.documentElement.setAttribute(CHOSEN_LANG_ATTR, lang);
    try {
      fn();
    } finally {
      document.documentElement.removeAttribute(CHOSEN_LANG_ATTR);
    }
  };
  const toldLangs = (post: ReturnType<typeof vi.fn>) => post.mock.calls.map(([m]) => m as { chosenLang?: string }).filter((m) => 'chosenLang' in m).map((m) => m.chosenLang);

  it('tells the worker in control each new choice once, none chosen too', () => {
    const container = fakeContainer();
    registerServiceWorker('/wap/');
    chosenLangIs('ru');
    chosenLangIs('ru');
    chosenLangIs('');
    expect(toldLangs(container.controller!.postMessage)).toEqual(['ru', '']);
  });

  it('tells nothing when the page it runs in already notes the choice (it was the stored page)', () => {
    inPageNoting('zh-cn', () => {
      const container = fakeContainer();
      chosenLangIs('zh-cn');
      registerServiceWorker('/wap/');
      expect(toldLangs(container.controller!.postMessage)).toEqual([]);
      chosenLangIs('en');
      expect(toldLangs(container.controller!.postMessage)).toEqual(['en']);
    });
  });

  it('tells a newer build\'s worker that takes over a page noting the choice (its own stored page does not)', () => {
    inPageNoting('ru', () => {
      const container = fakeContainer();
      chosenLangIs('ru');
      registerServiceWorker('/wap/');
      expect(toldLangs(container.controller!.postMessage)).toEqual([]);
      const newer = { postMessage: vi.fn() };
      container.controller = newer;
      container.dispatchEvent(new Event('controllerchange'));
      expect(toldLangs(newer.postMessage)).toEqual(['ru']);
    });
  });

  it('tells a worker that takes the page later, and a newer one that takes it over', () => {
    const container = fakeContainer();
    const first = container.controller!;
    container.controller = null;
    registerServiceWorker('/wap/');
    chosenLangIs('ru');
    expect(toldLangs(first.postMessage)).toEqual([]);
    container.controller = first;
    container.dispatchEvent(new Event('controllerchange'));
    expect(toldLangs(first.postMessage)).toEqual(['ru']);
    const newer = { postMessage: vi.fn() };
    container.controller = newer;
    container.dispatchEvent(new Event('controllerchange'));
    expect(toldLangs(newer.postMessage)).toEqual(['ru']);
  });
});
