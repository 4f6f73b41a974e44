import type { Plugin } from 'vite';

/** Vite's id for the helper every lazy import goes through (`__vitePreload(() => import('./x.js'), deps)`). */
const HELPER = '\0vite/preload-helper.js';

/**
 * Vite's preload helper, cut to what this build asks of it. A lazy import's dependencies here are only its CSS
 * files (`build.modulePreload.resolveDependencies` lists no JS: a deep link preloads its JS from index.html), and
 * the shop sets no CSP nonce, so the helper needs no modulepreload probe, no JS preload links and no nonce: a CSS
 * file not yet in the document gets its stylesheet link, and the import runs once every one has loaded. As
 * Vite's: one link per file however many imports ask at once, a failed file rejects the import (ChunkError
 * shows it) and is tried again next time. 3.4 KB of source in the shell becomes a few hundred bytes.
 */
export function cssPreload(): Plugin {
  let base = '/';
  return {
    name: 'css-preload',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      if (id !== HELPER) return null;
      return `const seen = {};
const sheet = (dep) => {
  const href = new URL(${JSON.stringify(base)} + dep, location.href).href;
  if ([...document.querySelectorAll('link[rel=stylesheet]')].some((l) => l.href === href)) return;
  return seen[href] ??= new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = resolve;
    link.onerror = () => { delete seen[href]; link.remove(); reject(new Error('Unable to preload CSS for ' + href)); };
    document.head.appendChild(link);
  });
};
export const __vitePreload = (load, deps) => Promise.all((deps || []).filter((d) => d.endsWith('.css')).map(sheet)).then(() => load());
`;
    },
  };
}
