import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { packDicts } from '../../src/early/dict-files.ts';
import type { DictFiles, RouteFiles } from '../../src/early/start';

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[]; viteMetadata?: { importedCss: Set<string> } };

export type RouteRow = { path: string; area: string; page: string; ns: string[] };

/** The rows of one area chunk's source (src/routes/<area>.ts): `'path': lazyPage(() => import('../pages/…'), ['ns', …])`. */
export function areaRows(area: string, source: string): RouteRow[] {
  const re = /'([^']+)': lazyPage\(\(\) => import\('\.\.\/pages\/([^']+)'\)(?:, \[([^\]]*)\])?/g;
  return [...source.matchAll(re)].map((m) => ({ path: m[1], area, page: m[2], ns: (m[3] ?? '').split(',').map((s) => s.trim().replace(/'/g, '')).filter(Boolean) }));
}

/**
 * (route path, area, page module, string bundles) for every route that loads a page (all but home): the
 * page loaders are in the area chunks, one file per area in `dir` beside its loader list (areas.ts);
 * routes.ts keeps the rows' titles and flags only.
 */
export function routeRows(dir = 'src/routes'): RouteRow[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && f !== 'areas.ts')
    .flatMap((f) => areaRows(f.replace(/\.ts$/, ''), readFileSync(path.join(dir, f), 'utf8')));
}

/** src/early/boot.ts (startEarly on the file list) as one small script, to run inline: an IIFE that defines no global. */
async function compileEarly(): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    // Bytes of home's first load: the entry exports nothing (no global, no exports object), and no Symbol.toStringTag.
    // (An IIFE build requires a name, which is not used.)
    build: { write: false, minify: true, target: 'es2022', lib: { entry: path.resolve('src/early/boot.ts'), formats: ['iife'], name: '__early' }, rollupOptions: { output: { generatedCode: { symbols: false } } } },
  });
  const result = (Array.isArray(out) ? out[0] : out) as { output: { type: string; code?: string }[] };
  return result.output.find((o) => o.type === 'chunk')!.code!.trim();
}

/**
 * Deep links (a shared item, a login redirect) should not wait for the shell to run before fetching
 * their page: index.html gets an inline script (src/early/start.ts) that reads the hash and the stored
 * language, asks for that route's chunks, stylesheets and string bundles, and starts its first call.
 */
export function routePreload(areasDir = 'src/routes'): Plugin {
  return {
    name: 'storefront-route-preload',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const bundle = (ctx.bundle ?? {}) as Record<string, Chunk | { type: 'asset' }>;
        const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
        const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!.replace(/\\/g, '/'), c]));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const inHtml = new Set([...html.matchAll(/\/wap\/(assets\/[^"]+\.js)/g)].map((m) => m[1]));
        const closure = (c: Chunk, out: Set<string>) => {
          if (out.has(c.fileName) || inHtml.has(c.fileName)) return;
          out.add(c.fileName);
          c.imports.forEach((f) => byFile.get(f) && closure(byFile.get(f)!, out));
        };
        const cssOf = (files: Set<string>) => [...files].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
        // Names as src/early/files.ts assetUrl takes them: "assets/x-Hash.js" → "x-Hash".
        const name = (file: string) => {
          const m = file.match(/^assets\/([^/]+)\.(js|css)$/);
          if (!m) throw new Error(`unexpected built file ${file}`);
          return m[1];
        };
        // The bundles "<lang>/<group>" (not the loader map, virtual:lang/loaders: the dev server's and the tests' way
        // to them, looked up by no key), packed (src/early/dict-files.ts).
        const dicts: DictFiles = {};
        for (const [id, c] of byModule) {
          const m = id.match(/virtual:lang\/([^/]+)\/(.+)$/);
          if (m) dicts[`${m[1]}:${m[2]}`] = name(c.fileName);
        }
        // Any route but home first needs the route table (a chunk of its own) and the login guard.
        const table = new Set<string>();
        for (const [id, c] of byModule) if (/\/src\/routes\.ts$/.test(id)) closure(c, table);
        const chunkOf = (re: RegExp) => [...byModule].find(([id]) => re.test(id))?.[1];
        const routes: RouteFiles = {};
        for (const row of routeRows(path.resolve(areasDir))) {
          const area = chunkOf(new RegExp(`/src/routes/${row.area}\\.ts$`));
          const chunk = chunkOf(new RegExp(`/src/pages/${row.page}\\.tsx?$`));
          if (!area) throw new Error(`no chunk for the area ${row.area} of ${row.path}`);
          if (!chunk) continue;
          // The route table's files are listed once (`shared`), not in every row; then the row's area chunk
          // (first: the table's component asks for it before the page) and the page's, all asked for at once.
          const own = new Set<string>();
          closure(area, own);
          closure(chunk, own);
          table.forEach((f) => own.delete(f));
          // The navbar titles: its area's, with the area chunk (nav-bundles.ts).
          routes[row.path] = [[...own].map(name), [...new Set(cssOf(new Set([...table, ...own])))].map(name), [`nav-${row.area}`, ...row.ns]];
        }
        // The file lists are data (JSON, parsed when read), the early script the only JavaScript.
        const data = JSON.stringify({ routes, shared: [...table].map(name), dicts: packDicts(dicts) }).replace(/</g, '\\u003c');
        const script = await compileEarly();
        // Right after the shell's own script tags (the shell is asked for first, so it is not slowed by the
        // page's requests) and before the rest of the page is parsed.
        // An inline module script, async: it runs in a task of its own as soon as it is parsed, not inside the
        // task that parses the page (a first script in a fresh page costs milliseconds of its own).
        const tag = `<script type="application/json" id="built-files">${data}</script><script type="module" async>${script.replace(/<\/script/gi, '<\\/script')}</script>`;
        const last = [...html.matchAll(/<script type="module"[^>]*><\/script>/g)].pop();
        return last ? html.slice(0, last.index + last[0].length) + tag + html.slice(last.index + last[0].length) : html.replace('</head>', `${tag}</head>`);
      },
    },
  };
}
