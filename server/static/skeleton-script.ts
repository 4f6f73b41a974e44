import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import type { SkeletonData } from './skeleton-script.browser';

export type { SkeletonData };

/**
 * The skeleton's script (skeleton-script.browser.ts, typed and checked with the rest of the project) as the page runs
 * it: bundled with the app's pure functions it imports and minified once when the server starts (every byte of the
 * page counts towards TCP's first window), for the browsers the shell runs on (its own target).
 */
const SOURCE = buildSync({
  entryPoints: [fileURLToPath(new URL('./skeleton-script.browser.ts', import.meta.url))],
  bundle: true, write: false, format: 'iife', minify: true, target: 'es2022', logLevel: 'silent', tsconfigRaw: {},
}).outputFiles[0].text.trim();

/** JSON safe inside a <script>: no "</script>" or "<!--" can end it early. */
export const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The script with its data; whatever goes wrong in it, the shell's loader after it in the same inline script still runs (home-boot.ts). */
export const skeletonScript = (data: SkeletonData): string => `try{var __SK=${scriptJson(data)};${SOURCE}}catch(e){}`;

/** The tabs a visitor logs in for first: the rows of src/routes.ts with both `tab: true` and `login: true` (its source is read: it loads the app's pages). */
export const LOGIN_TABS: string[] = [...readFileSync(new URL('../../src/routes.ts', import.meta.url), 'utf8').matchAll(/\{ path: '([^']+)'([^}]*)\}/g)]
  .filter((m) => /\btab: true\b/.test(m[2]) && /\blogin: true\b/.test(m[2])).map((m) => m[1]);
