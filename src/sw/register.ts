import { CHOSEN_LANG_ATTR, type Chosen } from './chosen-lang';
import { CACHED_CLASS } from './policy';

/** sessionStorage: when the page last reloaded itself for a new deployment. */
const RELOADED_AT = 'sw-reloaded-at';
/** A second reload for a missing chunk within this time is a loop, not a deployment: the page shows its chunk error instead. */
export const RELOAD_GUARD_MS = 10 * 60_000;

/**
 * Reloads the page to pick up a new deployment (a chunk of the build it runs is gone), unless it already did
 * so in the last RELOAD_GUARD_MS: at most one reload, never a loop. Answers whether it reloads.
 */
export function reloadOnce(store: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage, now = Date.now(), reload = () => location.reload()): boolean {
  const last = Number(store.getItem(RELOADED_AT) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  store.setItem(RELOADED_AT, String(now));
  reload();
  return true;
}

let worker: ServiceWorkerContainer | undefined;
/** The language the shopper chose ('' none), as the page knows it; what the worker in control knows (told, or noted in the page it served). */
let wanted: Chosen | undefined;
let told: Chosen | null | undefined;

/** Tells the worker in control the chosen language, when it does not know it (its stored page notes it: ./chosen-lang.ts). */
function tellChosen(): void {
  const controller = worker?.controller;
  if (!controller || wanted === undefined || wanted === told) return;
  controller.postMessage({ chosenLang: wanted });
  told = wanted;
}

/**
 * The language the shopper chose ('' for none) is `lang`: the worker in control (now, or once there is one) is told
 * when it does not know it, so the page it stores notes it (src/sw/register-now.ts calls this as the language changes).
 */
export function chosenLangIs(lang: Chosen): void {
  wanted = lang;
  tellChosen();
}

/**
 * Registers the service worker (src/sw/sw.ts, /wap/sw.js) seconds after load (src/after-load.ts): nothing of
 * it is on the first load. Once it controls the page, the page is marked as stored for offline use (its
 * network-lost notice becomes a bar over the page, app.css) and, on the visit that installed it, the worker
 * is handed what the page fetched before it was there, to keep. A chunk missing after a deployment (the
 * worker says so) reloads the page once. A page of an older build (the stored page answered on a weak line
 * after a deployment) is told so by the new build's worker once it controls the page, and the shopper's next
 * move to another page loads the new build whole, never a reload under what they are doing.
 */
export function registerServiceWorker(base = import.meta.env.BASE_URL): void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return;
  worker = container;
  const installing = !container.controller;
  let nextPageReloads = false;
  container.addEventListener('message', (e: MessageEvent<{ stale?: boolean; newer?: boolean } | null>) => {
    if (e.data?.stale) reloadOnce();
    // A newer build's worker is in control of this page (stored, served on a weak line): the next page the
    // shopper opens loads the new build whole; nothing reloads under what they are doing.
    if (e.data?.newer && !nextPageReloads) {
      nextPageReloads = true;
      addEventListener('hashchange', () => location.reload(), { once: true });
    }
  });
  /** `served`: the worker that served this page (its stored page's note is what it knows), not one that took it over since. */
  const controlled = (served = false) => {
    (container.controller as ServiceWorker | null)?.postMessage({ running: [...document.scripts].map((s) => s.src).filter(Boolean) });
    told = served ? (document.documentElement.getAttribute(CHOSEN_LANG_ATTR) as Chosen | null) : undefined;
    tellChosen();
    document.documentElement.classList.add(CACHED_CLASS);
    if (!installing) return;
    const origin = location.origin;
    const warm = performance.getEntriesByType('resource').map((r) => r.name).filter((u) => u.startsWith(`${origin}/`));
    (container.controller as ServiceWorker | null)?.postMessage({ warm });
  };
  if (container.controller) controlled(true);
  // The first worker taking the page, or a newer build's worker taking it over.
  container.addEventListener('controllerchange', () => controlled());
  container.register(`${base}sw.js`, { scope: base }).catch(() => {});
}
