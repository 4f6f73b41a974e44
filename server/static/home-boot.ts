import type { Deps } from '../http/env';
import type { Lang } from '../i18n';
import type { Boot, BootSettings } from '../../src/api/types/boot';
import type { HomeBoot } from '../../src/api/types/home';
import { adsByMark, categoryTree, floorsOf, hotKeywords } from '../domain/home-feed';
import { addonMap, configSections, currencyList, languageList } from '../domain/startup';

export const HOME_BANNER_MARK = 'wap_home_banner';
const TTL_MS = 60_000;
const cache = new Map<string, { at: number; value: unknown }>();

/** Memoises a read for a minute: the home data and settings change rarely and every visit needs them. */
async function cached<T>(key: string, read: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as T;
  const value = await read();
  cache.set(key, { at: Date.now(), value });
  return value;
}

async function home({ db }: Deps, lang: Lang): Promise<HomeBoot> {
  const [ads, cats, hot, floors] = await Promise.all([adsByMark(db, HOME_BANNER_MARK, lang), categoryTree(db, lang), hotKeywords(db, lang), floorsOf(db, 'home', lang)]);
  return { ads, cats, hot, floors };
}

async function settings({ db }: Deps): Promise<Omit<BootSettings, 'countryCode'>> {
  const [currencies, languages, sections, addons] = await Promise.all([currencyList(db), languageList(db), configSections(db), addonMap(db)]);
  return { currencyList: currencies, languageList: languages, configAll: sections.all ?? {}, addonList: addons };
}

/** What index.html carries for a visitor: the startup answers and the home page in `lang`. */
export async function bootData(deps: Deps, lang: Lang, countryCode: string): Promise<Boot> {
  const [h, s] = await Promise.all([cached(`home:${lang}`, () => home(deps, lang)), cached('settings', () => settings(deps))]);
  return { lang, settings: { ...s, countryCode }, home: h };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** JSON safe inside a <script>: no "</script>" or "<!--" can end it early. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * index.html with the boot data embedded, the first banner preloaded, and a skeleton (search bar and
 * that banner) painted before any script runs; an inline check drops the skeleton on other routes.
 */
export function injectBoot(html: string, boot: Boot): string {
  const banner = boot.home.ads[0];
  const head = [
    // The first banner is preloaded only when home is what opens (a deep link does not need it).
    banner ? `<script>if(/^(#\\/?|#\\/pages\\/index\\/index)?(\\?.*)?$/.test(location.hash)){var l=document.createElement('link');l.rel='preload';l.as='image';l.href=${scriptJson(banner.image)};l.fetchPriority='high';document.head.appendChild(l)}</script>` : '',
    `<script>window.__BOOT__=${scriptJson(boot)}</script>`,
  ].join('');
  const skeleton = `<div id="skeleton" aria-hidden="true"><div class="searchbar"><div class="search-field"></div></div>` +
    `<div class="banners"><div class="banner-strip">${banner ? `<img src="${escapeHtml(banner.image)}" width="800" height="320" alt="" fetchpriority="high">` : ''}</div></div></div>` +
    `<script>if(!/^(\\/|\\/pages\\/index\\/index)?(\\?.*)?$/.test(location.hash.replace(/^#/,'')))document.getElementById('skeleton').remove()</script>`;
  return html.replace('</head>', `${head}</head>`).replace('<div id="app"></div>', `<div id="app">${skeleton}</div>`);
}
