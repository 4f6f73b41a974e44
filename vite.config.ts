import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { dictionaries } from './scripts/vite/dictionaries.ts';
import { navBundles } from './scripts/vite/nav-bundles.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { routePreload } from './scripts/vite/route-preload.ts';
import { compileHints } from './scripts/vite/compile-hints.ts';
import { cssPreload } from './scripts/vite/css-preload.ts';
import { serviceWorker } from './scripts/vite/service-worker.ts';
import { PAGE_NAMESPACES } from './src/lang-namespaces.ts';

/**
 * The shell's CSS goes inline into index.html (design §6: one round trip of HTML with the critical
 * CSS): no render-blocking stylesheet request. Page CSS stays in its own lazy chunks.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        return html.replace(/<link rel="stylesheet"[^>]*href="\/wap\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file];
          if (!asset || asset.type !== 'asset') return tag;
          // The file stays: lazy chunks name it among their preload dependencies.
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

type ModuleInfo = { importedIds: readonly string[] } | null;
const ENTRY = path.resolve('src/main.tsx');
let shellModules: Set<string> | null = null;

/**
 * Modules of a few hundred bytes that load together, kept in one chunk each group: apart, each would pay
 * a request and its headers for less than its own size (the startup calls every page makes after load;
 * two tap helpers many pages share).
 */
const SMALL_TOGETHER: [RegExp, string][] = [
  [/\/src\/(state\/startup-calls|api\/startup|api\/user-centre)\.ts$/, 'startup'],
  [/\/src\/lib\/(rate-limit|tap-guard)\.ts$/, 'tap-guards'],
];

/**
 * Everything the entry imports statically goes into one chunk: the first load is one file, not a
 * dozen small ones each paying its own request and gzip header. Small modules that load together
 * share one (SMALL_TOGETHER).
 */
function shellChunk(id: string, meta: { getModuleInfo: (id: string) => ModuleInfo }): string | null {
  if (!shellModules) {
    shellModules = new Set();
    const queue = [ENTRY];
    while (queue.length) {
      const next = queue.pop()!;
      if (shellModules.has(next)) continue;
      shellModules.add(next);
      queue.push(...(meta.getModuleInfo(next)?.importedIds ?? []));
    }
  }
  if (shellModules.has(id)) return 'shell';
  return SMALL_TOGETHER.find(([re]) => re.test(id.replace(/\\/g, '/')))?.[1] ?? null;
}

/**
 * Chunk file names: a page chunk is its hash alone, because the route table lists every page's file and each
 * route carries the table (8 KB budget; the manifest maps files to pages for the budget report). Other chunks
 * keep a readable name.
 */
function chunkName(facade: string | null | undefined, fallback: string): string {
  const page = facade?.match(/\/src\/pages\/(.+)\.tsx?$/);
  if (page) return 'p';
  const dict = facade?.match(/virtual:lang\/(.+)$/);
  return dict ? `lang-${dict[1].replace(/\//g, '-')}` : fallback;
}

export default defineConfig({
  base: '/wap/',
  plugins: [cssPreload(), preact(), dictionaries(PAGE_NAMESPACES, navBundles()), inlineEntryCss(), routePreload(), compileHints(), serviceWorker(), precompress()],
  build: {
    target: 'es2022',
    manifest: true,
    // Lazy chunks list only their CSS for Vite's preload helper (Vite adds the CSS itself; the shell's is
    // inline in index.html and not a dependency): the JS a page imports comes with it
    // (and a deep link preloads all of it from index.html, scripts/vite/route-preload.ts). Listing every
    // shared chunk for every page made the route table the biggest thing a first navigation fetched.
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    reportCompressedSize: false,
    rollupOptions: {
      // Plugin timings are a profiling aid: printed on a slow machine's build, they read as a warning on `npm start`.
      checks: { pluginTimings: false },
      output: {
        // Content hashes as short as Rolldown allows (7 characters for this many chunks, 6 for assets): home's document lists
        // most chunks and stylesheets by name (scripts/vite/route-preload.ts); 42 and 36 bits are no collision risk among a few hundred files.
        chunkFileNames: (chunk) => `assets/${chunkName(chunk.facadeModuleId, chunk.name)}-[hash:7].js`,
        assetFileNames: 'assets/[name]-[hash:6][extname]',
        manualChunks: shellChunk,
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/index.php': apiTarget,
      '/uploads': apiTarget,
      '/static': apiTarget,
    },
  },
});
