import { storage, KEYS } from './storage';

/** The chat provider's language: zh-cn becomes zh (spec §7). */
export const chatLang = (lang: string) => (lang === 'zh-cn' ? 'zh' : lang);
/** How often to look for the provider's launcher icon (spec §7: 1 s). */
export const ICON_RETRY_MS = 1000;

/** Scripts loaded or loading, by url: a provider's script runs once however often the Service tab opens. */
const loaded = new Map<string, Promise<void>>();

/** Loads a script once; rejects on error or after `timeoutMs` (and a later call tries again). */
export function loadScript(src: string, timeoutMs = 10_000): Promise<void> {
  let p = loaded.get(src);
  if (!p) {
    p = addScript(src, timeoutMs);
    loaded.set(src, p);
    p.catch(() => loaded.delete(src));
  }
  return p;
}

function addScript(src: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const el = document.createElement('script');
    const timer = setTimeout(() => {
      el.remove();
      reject(new Error('timeout'));
    }, timeoutMs);
    el.src = src;
    el.async = true;
    el.onload = () => (clearTimeout(timer), resolve());
    el.onerror = () => (clearTimeout(timer), el.remove(), reject(new Error('error')));
    document.head.appendChild(el);
  });
}

/** The provider's script url with the company id and language filled in. */
export function chatScriptUrl(base: string, companyId: string, lang: string): string {
  const u = new URL(base, location.href);
  u.searchParams.set('company', companyId);
  u.searchParams.set('lang', chatLang(lang));
  return u.toString();
}

/**
 * Waits for the provider's launcher icon, checking every second, up to `tries` times; answers it or
 * null. The provider draws it some time after its script runs.
 */
export function waitForIcon(selector: string, tries = 10): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    let n = 0;
    const look = () => {
      const el = document.querySelector<HTMLElement>(selector);
      if (el || ++n >= tries) return resolve(el);
      setTimeout(look, ICON_RETRY_MS);
    };
    look();
  });
}

/** Whether the chat window was left open (`chatVisible`). */
export const chatVisible = {
  get: () => storage.get(KEYS.chatVisible) === '1',
  set: (v: boolean) => storage.set(KEYS.chatVisible, v ? '1' : '0'),
};
