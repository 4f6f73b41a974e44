import type { Deps } from '../http/env';
import type { Lang } from '../i18n';
import type { Boot, BootSettings } from '../../src/api/types/boot';
import type { HomeBoot } from '../../src/api/types/home';
import { adsByMark, categoryTree, floorsOf, hotKeywords } from '../domain/catalogue/home-feed';
import { waplang } from '../i18n/waplang';
import { addonMap, configSections, currencyList, languageList } from '../domain/startup';
import { deferShell } from './shell-loader';

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

async function settings({ db }: Deps, lang: Lang): Promise<Omit<BootSettings, 'countryCode'>> {
  const [currencies, languages, sections, addons] = await Promise.all([currencyList(db, lang), languageList(db), configSections(db), addonMap(db)]);
  return { currencyList: currencies, languageList: languages, configAll: sections.all ?? {}, addonList: addons };
}

/** What index.html carries for a visitor: the startup answers and the home page in `lang`. */
export async function bootData(deps: Deps, lang: Lang, countryCode: string): Promise<Boot> {
  const [h, s] = await Promise.all([cached(`home:${lang}`, () => home(deps, lang)), cached(`settings:${lang}`, () => settings(deps, lang))]);
  return { lang, settings: { ...s, countryCode }, dict: waplang[lang], home: h };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** JSON safe inside a <script> (executed or not): no "</script>" or "<!--" can end it early. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * index.html with the boot data embedded (as JSON, parsed only when read: a deep link never parses the
 * home data), the first banner preloaded (from the top of the head), and a skeleton (search bar and that banner) painted before any
 * script runs — on home only: the skeleton is a <template> an inline check puts in place, so a deep link
 * neither shows it nor downloads the banner (a deep link gets a navbar and grey blocks instead).
 */
export function injectBoot(html: string, boot: Boot): string {
  const banner = boot.home.ads[0];
  const { home: homeData, ...start } = boot;
  const home = `/^(#\\/?|#\\/pages\\/index\\/index)?(\\?.*)?$/.test(location.hash)`;
  const head = banner ? `<script>if(${home}){var l=document.createElement('link');l.rel='preload';l.as='image';l.href=${scriptJson(banner.image)};l.fetchPriority='high';document.head.appendChild(l)}</script>` : '';
  const blocks = (n: number) => `<div class="sk-page">${'<span class="sk sk-block"></span>'.repeat(n)}</div>`;
  const skeleton = `<template id="skeleton-home"><div id="skeleton" aria-hidden="true"><div class="searchbar"><div class="search-field"></div></div>` +
    `<div class="banners"><div class="banner-strip">${banner ? `<img src="${escapeHtml(banner.image)}" width="800" height="320" alt="" fetchpriority="high">` : ''}</div></div>${blocks(3)}</div></template>` +
    // Any other page (a deep link) paints a navbar and grey blocks before its scripts arrive, never a blank screen.
    `<template id="skeleton-page"><div id="skeleton" aria-hidden="true"><div class="navbar"></div>${blocks(4)}</div></template>` +
    `<script>document.getElementById('app').appendChild(document.getElementById(${home}?'skeleton-home':'skeleton-page').content)</script>`;
  // Without the floors (two thirds of it): every page carries this, and home asks for its floors once painted.
  const { floors: _floors, ...firstScreen } = homeData;
  const data = `<script type="application/json" id="boot">${scriptJson(start)}</script><script type="application/json" id="boot-home">${scriptJson(firstScreen)}</script>`;
  const { html: page, loader } = deferShell(html, home);
  // The preload goes first in the head, so the banner is asked for as soon as the first bytes of the page are read.
  return page.replace('</title>', `</title>${head}`).replace('<div id="app"></div>', `<div id="app"></div>${skeleton}${loader}`).replace('</body>', `${data}</body>`);
}
