import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[] };

/** (route path, page module, string bundles) for every row of src/routes.ts that loads a page. */
export function routeRows(source: string): { path: string; page: string; ns: string[] }[] {
  const rows: { path: string; page: string; ns: string[] }[] = [];
  const re = /path: '([^']+)'[^\n]*?import\('\.\/pages\/([^']+)'\)(?:, \[([^\]]*)\])?/g;
  for (const m of source.matchAll(re)) rows.push({ path: m[1], page: m[2], ns: (m[3] ?? '').split(',').map((s) => s.trim().replace(/'/g, '')).filter(Boolean) });
  return rows;
}

/**
 * Deep links (a shared item, a login redirect) should not wait for the shell to run before fetching
 * their page: index.html gets a tiny inline script that reads the hash and the stored language and
 * adds <link rel="modulepreload"> for that route's chunk, its imports and its string bundle.
 */
export function routePreload(routesFile = 'src/routes.ts'): Plugin {
  return {
    name: 'storefront-route-preload',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
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
        const dict: Record<string, string> = {};
        for (const [id, c] of byModule) {
          const m = id.match(/virtual:lang\/(.+)$/);
          if (m) dict[m[1].replace('/', ':')] = c.fileName;
        }
        // Any route but home first needs the route table (a chunk of its own) and the login guard.
        const table = new Set<string>();
        for (const [id, c] of byModule) if (/\/src\/routes\.ts$/.test(id)) closure(c, table);
        const routes: Record<string, [string[], string[]]> = {};
        for (const row of routeRows(readFileSync(path.resolve(routesFile), 'utf8'))) {
          const chunk = [...byModule].find(([id]) => new RegExp(`/src/pages/${row.page}\\.tsx?$`).test(id))?.[1];
          if (!chunk) continue;
          const files = new Set<string>(table);
          closure(chunk, files);
          routes[row.path] = [[...files], row.ns];
        }
        const script = `(function(r,d){var h=location.hash.replace(/^#/,'').split('?')[0],e=r[h];if(!e)return;var l;try{l=localStorage.getItem('language')}catch(x){}l=l||'en';` +
          `e[0].concat(e[1].map(function(n){return d[l+':'+n]})).concat(l!=='en'?e[1].map(function(n){return d['en:'+n]}):[]).forEach(function(f){if(!f)return;var k=document.createElement('link');k.rel='modulepreload';k.href='/wap/'+f;document.head.appendChild(k)})})` +
          `(${JSON.stringify(routes)},${JSON.stringify(dict)})`;
        return html.replace('</head>', `<script>${script}</script></head>`);
      },
    },
  };
}
