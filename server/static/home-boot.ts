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

/** The category page's ad zone (src/pages/category/CategoryBanner.tsx): its first ad is that page's largest paint. */
export const CATEGORY_BANNER_MARK = 'wap_category_banner';

/** What the server paints before any script, besides the boot data: the category page's banner. */
export type SkeletonPictures = { categoryBanner: string | null };

/** The pictures the skeletons show, in `lang` (memoised a minute like the boot data). */
export async function skeletonPictures({ db }: Deps, lang: Lang): Promise<SkeletonPictures> {
  const ads = await cached(`category-banner:${lang}`, () => adsByMark(db, CATEGORY_BANNER_MARK, lang));
  return { categoryBanner: ads[0]?.image ?? null };
}

/** JS tests of the hash: home, and the category page (any ?top=). */
const HOME = `/^(#\\/?|#\\/pages\\/index\\/index)?(\\?.*)?$/.test(location.hash)`;
const CATEGORY = `/^#\\/pages\\/category\\/index(\\?.*)?$/.test(location.hash)`;
const ITEM = `/^#\\/pages\\/item\\/index\\?/.test(location.hash)`;

/**
 * The item page's picture in its skeleton: index.html's early script asks for the item at once and, when the
 * answer names the gallery's first picture, preloads it (src/early/start.ts, a <link rel=preload as=image> in
 * the head); this puts that picture in the skeleton's gallery box, so a shared item's picture is on screen one
 * round trip after its answer, not after the shell and the page's chunks have run (the shell is asked for once
 * it has painted, shell-loader.ts). When the answer names no picture (or fails, or no call was made: the early
 * script has set __EARLY_CALL__ by the time it adds its first link), the picture gets an error event and the
 * shell is asked for at once. The page then draws the same picture in the same box (test/e2e/item.test.ts).
 * "Names a picture" is the early call's own rule (src/early/calls.ts, the item's `image`: images[0], else pic_url).
 */
const ITEM_PICTURE = `var s=document.querySelector('#skeleton .sk-gallery img'),w,n=function(){o.disconnect();s.dispatchEvent(new Event('error'))},` +
  `o=new MutationObserver(function(){var l=document.querySelector('link[rel=preload][as=image]'),c=window.__EARLY_CALL__;if(l){o.disconnect();s.src=l.href}else if(!w){w=1;` +
  `if(!c)return n();c.response.then(function(r){return r.ok&&r.clone().json()}).then(function(b){var d=b&&b.code==1&&b.data;d&&(d.images&&d.images[0]||d.pic_url)||n()},n)}});` +
  `o.observe(document.head,{childList:true})`;

const picture = (src: string) => `<img src="${escapeHtml(src)}" width="800" height="320" alt="" fetchpriority="high">`;
const blocks = (n: number) => `<div class="sk-page">${'<span class="sk sk-block"></span>'.repeat(n)}</div>`;

/**
 * index.html with the boot data embedded (as JSON, parsed only when read: a deep link never parses the
 * home data) and a skeleton painted before any script runs. Home's and the category page's largest paint is a
 * banner the server knows: their skeletons show it, in the place and size the page will (the category page's
 * layout rules are the shell's, app.css), and it is preloaded from the top of the head. Each skeleton is a
 * <template> an inline check of the hash puts in place, so no other page shows it or downloads its picture;
 * an item's skeleton shows its picture as soon as the early call names it (ITEM_PICTURE); any other page (a
 * deep link) gets a navbar and grey blocks.
 */
export function injectBoot(html: string, boot: Boot, pictures: SkeletonPictures = { categoryBanner: null }): string {
  const banner = boot.home.ads[0]?.image ?? null;
  const { categoryBanner } = pictures;
  const { home: homeData, ...start } = boot;
  const preload = (src: string) => `{var l=document.createElement('link');l.rel='preload';l.as='image';l.href=${scriptJson(src)};l.fetchPriority='high';document.head.appendChild(l)}`;
  const preloads = [banner && `if(${HOME})${preload(banner)}`, categoryBanner && `if(${CATEGORY})${preload(categoryBanner)}`].filter(Boolean);
  const head = preloads.length ? `<script>${preloads.join('else ')}</script>` : '';
  const searchbar = '<div class="searchbar"><div class="search-field"></div></div>';
  const skeleton = `<template id="skeleton-home"><div id="skeleton" aria-hidden="true">${searchbar}` +
    `<div class="banners"><div class="banner-strip">${banner ? picture(banner) : ''}</div></div>${blocks(3)}</div></template>` +
    `<template id="skeleton-category"><div id="skeleton" class="cat-wrap" aria-hidden="true"><div class="searchbar"><span class="icon-btn"></span><div class="search-field"></div></div><div class="cat-page"><div class="cat-side"></div>` +
    `<div class="cat-main">${categoryBanner ? `<div class="cat-banner">${picture(categoryBanner)}</div>` : ''}<span class="sk sk-block"></span></div></div></div></template>` +
    `<template id="skeleton-item"><div id="skeleton" aria-hidden="true"><div class="navbar"></div><div class="sk-gallery"><img width="800" height="800" alt="" fetchpriority="high"></div>${blocks(2)}</div></template>` +
    `<template id="skeleton-page"><div id="skeleton" aria-hidden="true"><div class="navbar"></div>${blocks(4)}</div></template>` +
    `<script>document.getElementById('app').appendChild(document.getElementById(${HOME}?'skeleton-home':${CATEGORY}?'skeleton-category':${ITEM}?'skeleton-item':'skeleton-page').content);if(${ITEM}){${ITEM_PICTURE}}</script>`;
  // Without the floors (two thirds of it): every page carries this, and home asks for its floors once painted.
  const { floors: _floors, ...firstScreen } = homeData;
  const data = `<script type="application/json" id="boot">${scriptJson(start)}</script><script type="application/json" id="boot-home">${scriptJson(firstScreen)}</script>`;
  const { html: page, loader } = deferShell(html);
  // The preload goes first in the head, so the banner is asked for as soon as the first bytes of the page are read.
  return page.replace('</title>', `</title>${head}`).replace('<div id="app"></div>', `<div id="app"></div>${skeleton}${loader}`).replace('</body>', `${data}</body>`);
}
