import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { routeRows } from './route-preload.ts';

/**
 * The navbar titles (lang group `nav`, keyed by route path) split by area: a page loads the titles of its own
 * area with its area chunk (`nav-<area>`), not those of every route — a deep link would otherwise fetch some
 * ninety titles to show one. A title that code names (`'nav./pages/…'`, e.g. a settings row linking to help) is
 * also put in the bundle of the area whose page names it. What is no route's title (home's, the not-found page's,
 * edit titles) is in every area's bundle — a deep link fetches one bundle of titles, not two — and in `nav-base`,
 * for a link that names no area (an unknown page).
 */
export function navBundles(root = '.'): Record<string, { group: 'nav'; keys: string[] }> {
  const rows = routeRows(path.join(root, 'src/routes'));
  // A page module's folder → its area (src/pages/member/order → orders), for the files that name titles.
  const areaOfDir = new Map(rows.map((r) => [path.dirname(path.join('src/pages', r.page)), r.area]));
  const areaOf = (file: string): string | undefined => {
    for (let d = path.dirname(file); d.startsWith('src/pages/'); d = path.dirname(d)) if (areaOfDir.has(d)) return areaOfDir.get(d);
    return undefined;
  };
  const bundles: Record<string, { group: 'nav'; keys: string[] }> = {};
  const add = (area: string, key: string) => {
    const b = (bundles[`nav-${area}`] ??= { group: 'nav', keys: [] });
    if (!b.keys.includes(key)) b.keys.push(key);
  };
  rows.forEach((r) => add(r.area, r.path));
  const walk = (dir: string) => {
    for (const f of readdirSync(path.join(root, dir))) {
      const rel = path.join(dir, f);
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(f)) {
        const area = areaOf(rel);
        if (area) for (const m of readFileSync(path.join(root, rel), 'utf8').matchAll(/['`]nav\.(\/[^'`]+)['`]/g)) add(area, m[1]);
      }
    }
  };
  walk('src/pages');
  const named = new Set(Object.values(bundles).flatMap((b) => b.keys));
  const base = Object.keys((JSON.parse(readFileSync(path.join(root, 'lang/en.json'), 'utf8')) as { nav: Record<string, string> }).nav).filter((k) => !named.has(k));
  for (const b of Object.values(bundles)) b.keys.push(...base);
  bundles['nav-base'] = { group: 'nav', keys: base };
  return bundles;
}
