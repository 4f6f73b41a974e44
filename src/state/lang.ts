import { signal } from '@preact/signals';
import rosetta from 'rosetta';
import type en from '../../lang/en.json';
import shellEn from 'virtual:lang/en/shell';
import { assetUrl, builtFiles } from '../early/files';
import { storage, KEYS } from '../lib/storage';
import type { PageNamespace } from '../lang-namespaces';

import { countryLang, isLang, storedLang, type Lang } from './lang-choice';

export { LANGS, type Lang } from './lang-choice';
export type Dict = typeof en;

/** Every key of the English dictionary as a dotted path: a missing string is a compile error. */
type Paths<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends Record<string, unknown> ? Paths<T[K], `${P}${K}.`> : `${P}${K}` }[keyof T & string];
export type TKey = Paths<Dict>;

/**
 * English shell strings ship in the first load; other languages and the page-only groups
 * (lang-namespaces.ts) load on demand as their own chunks, "<lang>:<group>" at a time.
 */
const i18n = rosetta<Dict>({ en: shellEn as Dict });
const loaded = new Set<string>(['en:shell']);
/** Page groups some page has asked for: a language switch loads them too. */
const wanted = new Set<PageNamespace | `nav-${string}`>();


/** The chosen language: a stored choice wins; otherwise en until the country code says RU (see fromCountry). */
export const lang = signal<Lang>(storedLang() ?? 'en');
/** `<html lang>` follows the language (screen readers, fonts, hyphenation): "zh-cn" → "zh-CN". */
const markDocument = (l: Lang) => {
  if (typeof document !== 'undefined') document.documentElement.lang = l.replace(/-(\w+)$/, (_, r: string) => '-' + r.toUpperCase());
};
markDocument(lang.value);
/** Bumped when a dictionary arrives, so text re-renders in place. */
const version = signal(0);

/** A string in the app's language (or in `l`, for a widget that speaks its own), English when missing. */
export function t(key: TKey | (string & {}), params?: Record<string, string | number>, l: Lang = lang.value): string {
  void version.value;
  return i18n.t(key, params, l) || i18n.t(key, params, 'en') || key;
}

type DictModule = { default: Record<string, unknown> };
/**
 * One string bundle ("<lang>:<group>"): by the file the build listed in index.html (src/early, so the
 * shell carries no table of its own), else through Vite's loader map (the dev server, tests).
 */
async function loadDict(key: string): Promise<DictModule> {
  const built = builtFiles();
  const file = built?.dicts[key];
  if (built && file) return import(/* @vite-ignore */ assetUrl(built.assets, file, 'js')) as Promise<DictModule>;
  return (await import('virtual:lang/loaders')).loaders[key]();
}

/** Loads the shell strings of `l` and the groups asked for (English too, as fallback), merged in; true if any was new. */
async function ensure(l: Lang, groups: Iterable<string> = wanted): Promise<boolean> {
  const keys = [`${l}:shell`, ...[...groups].flatMap((g) => (l === 'en' ? [`en:${g}`] : [`${l}:${g}`, `en:${g}`]))].filter((k) => !loaded.has(k));
  await Promise.all(keys.map(async (k) => {
    const mod = await loadDict(k);
    const target = k.split(':')[0] as Lang;
    i18n.set(target, deepMerge((i18n.table(target) ?? {}) as Tree, mod.default) as Dict);
    loaded.add(k);
    applyServerDict(target);
  }));
  return keys.length > 0;
}

/** Makes a page's string groups available in the current language (lazyPage calls it with the chunk). */
export async function loadNamespaces(groups: readonly (PageNamespace | `nav-${string}`)[]): Promise<void> {
  groups.forEach((g) => wanted.add(g));
  await ensure(lang.value, groups);
  version.value++;
}

/** Switches language in place (no reload); stored unless it only follows the country. */
export async function setLang(l: Lang, persist = true): Promise<void> {
  if (!isLang(l)) return;
  let added = await ensure(l);
  // The groups a page asked for while these loaded (in the language then shown: a deep link's page as the country's
  // language comes, issue 37's screenshots) come in this one too before it shows: else its title and buttons stayed
  // English under a Russian page until the next switch.
  while (await ensure(l)) added = true;
  if (persist) storage.set(KEYS.language, l);
  // The language it already is, with nothing new to show: no re-render (the startup refresh lands here).
  if (l === lang.value && !added) return;
  lang.value = l;
  markDocument(l);
  version.value++;
}

/** Language default from the country code (spec §1): ru for RU, en otherwise — unless the user chose. */
export function fromCountry(countryCode: string): Promise<void> | void {
  if (storage.get(KEYS.language)) return;
  return setLang(countryLang(countryCode), false);
}

/** "a.b": "x" → { a: { b: "x" } } (the server's waplang keys are flat). */
function unflatten(flat: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = out;
    for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]] = value;
  }
  return out;
}

type Tree = Record<string, unknown>;
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `over` merged into a copy of `base`, nested objects merged rather than replaced. */
export function deepMerge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = isTree(v) && isTree(out[k]) ? deepMerge(out[k] as Tree, v) : v;
  return out;
}

/** The server's waplang dictionary per language: it wins over every group that loads later too. */
const serverDicts = new Map<Lang, Tree>();
function applyServerDict(l: Lang): void {
  const over = serverDicts.get(l);
  if (over) i18n.set(l, deepMerge((i18n.table(l) ?? {}) as Tree, over) as Dict);
}

/**
 * Merges the server's waplang dictionary over the local one for that language (rosetta's set is
 * shallow): at once when that language's strings are in (so the first render already has the
 * operator's wording), else when they arrive.
 */
export function mergeServerDict(l: Lang, flat: Record<string, string>): Promise<void> {
  const over = unflatten(flat);
  // The same wording again (the startup refresh of what index.html carried): nothing to re-render.
  if (JSON.stringify(serverDicts.get(l)) === JSON.stringify(over)) return Promise.resolve();
  serverDicts.set(l, over);
  if (!loaded.has(`${l}:shell`)) return ensure(l).then(() => void version.value++);
  applyServerDict(l);
  version.value++;
  return Promise.resolve();
}

/** Loads the stored language's dictionary at boot (English is already in the bundle), or that of `l`. */
export const langReady = (l: Lang = lang.value): Promise<void> => ensure(l).then((added) => void (added && version.value++));

/** The plural categories each language's strings list their forms in, separated by "|" (zh has one form). */
const FORMS: Record<Lang, Intl.LDMLPluralRule[]> = { en: ['one', 'other'], ru: ['one', 'few', 'many'], 'zh-cn': ['other'] };

/** The number a count reads as: the last one of a range ("7-15" days reads as 15). */
const countOf = (v: number | string) => (typeof v === 'number' ? v : Number(/(\d+)\D*$/.exec(v)?.[1] ?? NaN));

/**
 * A counted string in the right plural form (Intl.PluralRules): "1 item" / "2 items"; "1 день" / "3 дня" /
 * "5 дней". The count fills {{n}} (or the `as` parameter, e.g. days); a string with one form is used as is.
 */
export function tn(key: TKey, count: number | string, params: Record<string, string | number> = {}, as = 'n'): string {
  const forms = t(key, { [as]: count, ...params }).split('|');
  const l = lang.value;
  const n = countOf(count);
  const i = Number.isFinite(n) ? FORMS[l].indexOf(new Intl.PluralRules(l === 'zh-cn' ? 'zh' : l).select(n)) : -1;
  return forms[i < 0 || i >= forms.length ? forms.length - 1 : i];
}
