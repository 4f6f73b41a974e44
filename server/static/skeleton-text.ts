import { readFileSync } from 'node:fs';
import type { Lang } from '../i18n';
import { TAB_LABELS, TAB_PATHS } from '../../src/router/tabs';
import { LOGIN_PATH } from '../../src/router/to-login';

/** The routes whose title the skeleton draws in its title bar: the tabs but home, login (where a visitor's tap on a login-only tab or an item's button goes) and the item page. */
export const TITLED = [...TAB_PATHS.slice(1), LOGIN_PATH, '/pages/item/index'] as const;

/** The app's strings the server's skeleton draws, in one language: what the app then draws in the same place (lang/<lang>.json). */
export type SkeletonText = {
  lang: Lang;
  tabs: string[];
  search: string;
  /** The sort bar: relevance, sales, price, the price range. */
  sorts: string[];
  addToCart: string;
  buyNow: string;
  /** By route path (TITLED). */
  titles: Record<string, string>;
};

type Dict = Record<string, Record<string, string>>;
const read = (lang: Lang): Dict => JSON.parse(readFileSync(new URL(`../../lang/${lang}.json`, import.meta.url), 'utf8')) as Dict;
/** "group.key" in a dictionary; a missing string is an error of the build, not an empty label. */
const pick = (dict: Dict, key: string): string => {
  const at = key.indexOf('.');
  const [group, name] = [key.slice(0, at), key.slice(at + 1)];
  const s = dict[group]?.[name];
  if (typeof s !== 'string') throw new Error(`lang: no string ${key}`);
  return s;
};

const cache = new Map<Lang, SkeletonText>();

/** The skeleton's strings in `lang`, read once per language. */
export function skeletonText(lang: Lang): SkeletonText {
  let text = cache.get(lang);
  if (!text) {
    const d = read(lang);
    text = {
      lang,
      tabs: TAB_LABELS.map((k) => pick(d, k)),
      search: pick(d, 'search.placeholder'),
      sorts: ['catalog.sortDefault', 'catalog.sortSales', 'catalog.sortPrice', 'catalog.filter'].map((k) => pick(d, k)),
      addToCart: pick(d, 'item.addToCart'),
      buyNow: pick(d, 'item.buyNow'),
      titles: Object.fromEntries(TITLED.map((p) => [p, pick(d, `nav.${p}`)])),
    };
    cache.set(lang, text);
  }
  return text;
}
