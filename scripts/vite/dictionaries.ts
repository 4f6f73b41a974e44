import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const LANGS = ['en', 'ru', 'zh-cn'];
const PREFIX = 'virtual:lang/';

/**
 * lang/<lang>.json split at build time: `virtual:lang/<lang>/shell` (every top-level group no bundle
 * claims) and `virtual:lang/<lang>/<bundle>` (the groups a page bundle names), each its own chunk when
 * imported dynamically; `virtual:lang/loaders` maps "<lang>:<bundle>" to those imports. A `subsets` bundle
 * holds some keys of one group (the navbar titles of one area: nav-bundles.ts); the bundle that names that
 * group whole then leaves those keys out.
 */
export function dictionaries(bundles: Record<string, readonly string[]>, subsets: Record<string, { group: string; keys: string[] }> = {}, dir = 'lang'): Plugin {
  const pageKeys = Object.values(bundles).flat();
  const inSubset = new Map<string, Set<string>>();
  for (const { group, keys } of Object.values(subsets)) keys.forEach((k) => (inSubset.get(group) ?? inSubset.set(group, new Set()).get(group)!).add(k));
  const pick = (obj: unknown, keep: (k: string) => boolean) => Object.fromEntries(Object.entries((obj ?? {}) as Record<string, unknown>).filter(([k]) => keep(k)));
  const read = (lang: string): Record<string, unknown> => JSON.parse(readFileSync(path.resolve(dir, `${lang}.json`), 'utf8'));
  return {
    name: 'storefront-dictionaries',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const rest = id.slice(PREFIX.length + 1);
      if (rest === 'loaders') {
        const entries = LANGS.flatMap((l) => ['shell', ...Object.keys(bundles), ...Object.keys(subsets)].map((ns) => `  ${JSON.stringify(`${l}:${ns}`)}: () => import(${JSON.stringify(`${PREFIX}${l}/${ns}`)})`));
        return `export const loaders = {\n${entries.join(',\n')}\n};`;
      }
      const [lang, ns] = rest.split('/');
      if (!LANGS.includes(lang)) throw new Error(`unknown language ${lang}`);
      this.addWatchFile(path.resolve(dir, `${lang}.json`));
      const dict = read(lang);
      const subset = subsets[ns];
      if (subset) return `export default ${JSON.stringify({ [subset.group]: pick(dict[subset.group], (k) => subset.keys.includes(k)) })};`;
      const keys = ns === 'shell' ? null : bundles[ns];
      if (ns !== 'shell' && !keys) throw new Error(`unknown string bundle ${ns}`);
      const part = Object.fromEntries(Object.entries(dict).filter(([k]) => (keys ? keys.includes(k) : !pageKeys.includes(k)))
        .map(([k, v]) => [k, inSubset.has(k) ? pick(v, (key) => !inSubset.get(k)!.has(key)) : v]));
      return `export default ${JSON.stringify(part)};`;
    },
  };
}
