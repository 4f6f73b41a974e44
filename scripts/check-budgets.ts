/**
 * Run after `npm run build`: the gzip size of what the home route loads first (entry JS and its static
 * imports, index.html's inline script, entry CSS) and the JavaScript every other route adds (the route table, its area's
 * chunk, its page's chunk and static imports not already loaded; its CSS is printed beside it), against budgets.json. Exits 1 naming each chunk over its limit with its size.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { routeRows } from './vite/route-preload';

type Chunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, Chunk>;

const dist = path.resolve(process.argv[2] ?? 'dist');
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8'));
const manifest: Manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A chunk key and everything it imports statically. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

/** What index.html makes the browser load first: its scripts and module preloads, and their static imports. */
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const byFile = new Map(Object.entries(manifest).map(([k, c]) => [c.file, k]));
const first = new Set<string>();
for (const m of html.matchAll(/(?:src|href)="[^"]*?\/(assets\/[^"]+\.js)"/g)) {
  const key = byFile.get(m[1]);
  if (key) closure(key, first);
}
/** JavaScript index.html carries inline (the early script of src/early/start.ts, classic or module; not its JSON data blocks) counts too: it is JavaScript of the first load. */
const inlineJs = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
  .filter((m) => !/\ssrc=|application\/json/.test(m[1] ?? ''))
  .map((m) => m[2])
  .join('');
const firstJs = [
  ...[...first].map((k) => ({ file: manifest[k].file, size: gz(manifest[k].file) })),
  ...(inlineJs ? [{ file: 'index.html <script>', size: gzipSync(inlineJs, { level: 9 }).length }] : []),
];
/** CSS of the first load: stylesheets index.html links, and the shell CSS it carries inline (vite.config.ts). */
const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
const firstCss = [
  ...[...html.matchAll(/<link rel="stylesheet"[^>]*href="[^"]*?\/(assets\/[^"]+\.css)"/g)].map((m) => ({ file: m[1], size: gz(m[1]) })),
  ...(inline ? [{ file: 'index.html <style>', size: gzipSync(inline, { level: 9 }).length }] : []),
];
const sum = (xs: { size: number }[]) => xs.reduce((a, b) => a + b.size, 0);

const failures: string[] = [];
const lines: string[] = [];
const jsLimit = budgets.firstLoad.jsGzipKB * 1024;
const cssLimit = budgets.firstLoad.cssGzipKB * 1024;
lines.push(`first load of ${budgets.firstLoad.route}: JS ${kb(sum(firstJs))} / ${kb(jsLimit)} (${jsLimit - sum(firstJs)} bytes left), CSS ${kb(sum(firstCss))} / ${kb(cssLimit)}`);
for (const f of firstJs) lines.push(`  ${f.file}  ${kb(f.size)}`);
if (sum(firstJs) > jsLimit) failures.push(`first load JS ${kb(sum(firstJs))} > ${kb(jsLimit)}: ${firstJs.map((f) => `${f.file} ${kb(f.size)}`).join(', ')}`);
if (sum(firstCss) > cssLimit) failures.push(`first load CSS ${kb(sum(firstCss))} > ${kb(cssLimit)}: ${firstCss.map((f) => `${f.file} ${kb(f.size)}`).join(', ')}`);

/** Leaving home first loads the route table (a chunk of its own, src/router/route-table.ts): every route pays it. */
const tableKeys = Object.keys(manifest).filter((k) => /(^|\/)src\/routes\.ts$/.test(manifest[k].src ?? k));
const table = new Set<string>();
for (const k of tableKeys) closure(k, table);
const routeLimit = budgets.route.jsGzipKB * 1024;
const keyOf = (src: RegExp) => Object.keys(manifest).find((k) => src.test(manifest[k].src ?? k));
lines.push(`route table: ${[...table].filter((k) => !first.has(k)).map((k) => `${manifest[k].file} ${kb(gz(manifest[k].file))}`).join(', ')}`);
/**
 * Each route's page module and its area chunk (src/routes/<area>.ts, the page loaders of its area): a route
 * adds the table, its area's chunk and its page's (other lazy chunks under pages/ are parts of a page,
 * counted with it when they load).
 */
const rows = routeRows()
  .map((r) => ({ ...r, areaKey: keyOf(new RegExp(`(^|/)src/routes/${r.area}\\.ts$`)), pageKey: keyOf(new RegExp(`(^|/)src/pages/${r.page}\\.tsx?$`)) }))
  .filter((r) => r.pageKey && manifest[r.pageKey].isDynamicEntry);
for (const row of rows.sort((a, b) => a.pageKey!.localeCompare(b.pageKey!))) {
  if (!row.areaKey) throw new Error(`no chunk for the area ${row.area} of ${row.path}`);
  const added = [...closure(row.pageKey!, closure(row.areaKey, new Set(table)))].filter((k) => !first.has(k));
  const files = added.map((k) => ({ file: manifest[k].file, size: gz(manifest[k].file) }));
  const css = added.flatMap((k) => manifest[k].css ?? []).map((file) => ({ file, size: gz(file) }));
  const js = sum(files);
  lines.push(`route ${manifest[row.pageKey!].src ?? row.pageKey}: +${kb(js)} JS / ${kb(routeLimit)} (${routeLimit - js} bytes left), +${kb(sum(css))} CSS, area ${row.area} ${kb(gz(manifest[row.areaKey].file))}`);
  if (js > routeLimit) failures.push(`route ${manifest[row.pageKey!].file} adds ${kb(js)} of JS > ${kb(routeLimit)}: ${files.map((f) => `${f.file} ${kb(f.size)}`).join(', ')}`);
}

console.log(lines.join('\n'));
if (failures.length) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll chunks within budgets.json.');
