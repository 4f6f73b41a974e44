import type { Deps } from '../http/env';
import type { Lang } from '../i18n';
import type { Boot, BootSettings } from '../../src/api/types/boot';
import type { HomeBoot } from '../../src/api/types/home';
import { adsByMark, categoryTree, floorsOf, hotKeywords } from '../domain/catalogue/home-feed';
import { waplang } from '../i18n/waplang';
import { addonMap, configSections, currencyList, languageList } from '../domain/reference/startup';
import { deferShell } from './shell-loader';
import { PICTURE_PATH } from './pictures';
import { whenConfigChanges } from '../domain/reference/config-change';

export const HOME_BANNER_MARK = 'wap_home_banner';
const TTL_MS = 60_000;
const cache = new Map<string, { at: number; value: unknown }>();
/** An operator's config change (whenConfigChanges) forgets what was read before it. */
let generation = 0;
whenConfigChanges(() => {
  generation++;
  cache.clear();
});

/** Memoises a read for a minute: the home data and settings change rarely and every visit needs them (per process by design, like the pages of storefront.ts). */
async function cached<T>(key: string, read: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as T;
  const gen = generation;
  const value = await read();
  if (gen === generation) cache.set(key, { at: Date.now(), value });
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

/** JS tests of the hash: home, and the category page (any ?top=), an item. */
const HOME = `/^(#\\/?|#\\/pages\\/index\\/index)?(\\?.*)?$/.test(location.hash)`;
const CATEGORY = `/^#\\/pages\\/category\\/index(\\?.*)?$/.test(location.hash)`;
const ITEM = `/^#\\/pages\\/item\\/index\\?/.test(location.hash)`;

/** A preload of the picture at the JS expression `href`, at high priority, added to the head. */
const preload = (href: string) => `{var l=document.createElement('link');l.rel='preload';l.as='image';l.href=${href};l.fetchPriority='high';document.head.appendChild(l)}`;

/**
 * An item's or a search's first picture, from the link alone (issue 24): the head's script writes its url as
 * pictures.ts answers it — /wap/pic/item/<tp>/<tid>, or /wap/pic/search?<the results link's query> for a keyword
 * or category search (src/pages/shop/query.ts modeOf: not a shop's goods, not an image search, not the start
 * view) — preloads it, and keeps it as window.__PICTURE__ = { h: the hash it is for, u: its url }: the skeleton
 * shows it, index.html's early script then names no other (src/early/start.ts) and the page shows the same url in
 * the same box while it is at that hash (src/api/items.ts linkedPicture). The page's largest paint is then one
 * request after the page, as home's banner. Not when the storefront's API is elsewhere (window.__STOREFRONT__.apiBase:
 * this server's catalogue is not that one): there the early call names the picture, as before.
 */
const LINKED = `!function(h,m,q,t,i,u){if((m=/^#\\/pages\\/(item|shop)\\/index\\?(.*)/.exec(h=location.hash))&&!(window.__STOREFRONT__||{}).apiBase){q=new URLSearchParams(m[2]);` +
  `u=m[1]=='item'?(t=q.get('tp'))&&(i=q.get('tid'))&&'${PICTURE_PATH}item/'+encodeURIComponent(t)+'/'+encodeURIComponent(i)` +
  `:!q.get('seller_id')&&!q.get('imgid')&&(q.get('cid')||(q.get('keyword')||'').trim())&&'${PICTURE_PATH}search?'+m[2];` +
  `if(u){window.__PICTURE__={h:h,u:u};${preload('u')}}}}()`;

/**
 * The skeleton's script, once its template is in place: its back button goes back (to home when the link opened
 * the tab, as the app's navbar does); its picture box shows the picture the link named, or — an item whose link
 * cannot name it (the API elsewhere) — none: the early call names it to the page (src/early/start.ts) and the shell
 * is asked for at once (shell-loader.ts). A picture that fails is taken out: the box stays, never Chromium's
 * broken-image icon (drawn for an <img> without a picture).
 */
const SKELETON = `!function(P,$,s,b){$=function(q){return document.querySelector('#skeleton '+q)};` +
  `document.getElementById('app').appendChild(document.getElementById(${HOME}?'skeleton-home':${CATEGORY}?'skeleton-category':${ITEM}?'skeleton-item':P?'skeleton-search':'skeleton-page').content);` +
  `(b=$('[data-back]'))&&(b.onclick=function(){history.length>1?history.back():location.hash='#/'});` +
  // The search skeleton's heading (a category's name) only where the link names a category; no other skeleton's h2 (a
  // share link's item title) is touched.
  `(b=$('.sk-sort~h2'))&&P&&!/[?&]cid=[^&]/.test(P.h)&&b.remove();` +
  `(s=$('img'))&&s.addEventListener('error',function(){s.remove()});` +
  `P?s.src=P.u:${ITEM}&&s.remove()}(window.__PICTURE__)`;

/** An HTML comment on a line of its own (index.html's notes; none is inside a script: those are one line each). */
const COMMENT_LINE = /\n\s*<!--[\s\S]*?-->/g;

const picture = (src: string) => `<img src="${escapeHtml(src)}" width="800" height="320" alt="" fetchpriority="high">`;
const blocks = (n: number) => `<div class="sk-page">${'<span class="sk sk-block"></span>'.repeat(n)}</div>`;
/** The app's back button (its icon: src/ui/Icon.tsx), which the skeleton's script makes go back; out of the tab order (the skeleton is hidden from assistive tech). */
const back = (cls: string) => `<button class="${cls}" tabindex="-1" data-back><svg class="icon" width="22" height="22" viewBox="0 0 24 24"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></svg></button>`;
/**
 * The results page's first screen (src/pages/shop: search bar with its back button, sort bar, a category's name
 * when it is one, the count row, the goods grid's first row) with its layout rules inline (shop.css comes with the
 * page), so the first card's picture is where the page then shows it.
 */
const SEARCH_CSS = '#skeleton .searchbar{padding:8px}#skeleton .sk-sort{height:45px;background:#fff;border-bottom:1px solid var(--line)}#skeleton h2{margin:12px 12px 0;font-size:16px}' +
  '#skeleton .goods-grid{margin:60px 10px 0}#skeleton .goods-card{aspect-ratio:1;background:#ececef}#skeleton .goods-card img{display:block;height:100%}';

/**
 * index.html with the boot data embedded (as JSON, parsed only when read: a deep link never parses the
 * home data) and a skeleton painted before any script runs. Home's and the category page's largest paint is a
 * banner the server knows: their skeletons show it, in the place and size the page will (the category page's
 * layout rules are the shell's, app.css), and it is preloaded from the top of the head. Each skeleton is a
 * <template> an inline check of the hash puts in place, so no other page shows it or downloads its picture;
 * an item's and a search's skeleton show the first picture the link names (LINKED), under a bar with the back
 * button; any other page (a deep link) gets a navbar and grey blocks.
 */
export function injectBoot(html: string, boot: Boot, pictures: SkeletonPictures = { categoryBanner: null }): string {
  const banner = boot.home.ads[0]?.image ?? null;
  const { categoryBanner } = pictures;
  const { home: homeData, ...start } = boot;
  const preloads = [banner && `if(${HOME})${preload(scriptJson(banner))}`, categoryBanner && `if(${CATEGORY})${preload(scriptJson(categoryBanner))}`, `{${LINKED}}`].filter(Boolean);
  const head = `<script>${preloads.join('else ')}</script>`;
  const searchbar = '<div class="searchbar"><div class="search-field"></div></div>';
  const skeleton = `<template id="skeleton-home"><div id="skeleton" aria-hidden="true">${searchbar}` +
    // Under the banner an empty block the shell's CSS paints as the category grid's card (app.css `.banners + div:empty`), as the page does until its sections come.
    `<div class="banners"><div class="banner-strip">${banner ? picture(banner) : ''}</div></div><div class="sk-block"></div></div></template>` +
    `<template id="skeleton-category"><div id="skeleton" class="cat-wrap" aria-hidden="true"><div class="searchbar"><span class="icon-btn"></span><div class="search-field"></div></div><div class="cat-page"><div class="cat-side"></div>` +
    `<div class="cat-main">${categoryBanner ? `<div class="cat-banner">${picture(categoryBanner)}</div>` : ''}<span class="sk sk-block"></span></div></div></div></template>` +
    `<template id="skeleton-item"><div id="skeleton" aria-hidden="true"><style>#skeleton .sk-gallery{background:#f2f2f4}</style><div class="navbar">${back('navbar-back')}</div>` +
    `<div class="sk-gallery"><img width="800" height="800" alt="" fetchpriority="high"></div>${blocks(2)}</div></template>` +
    `<template id="skeleton-search"><div id="skeleton" aria-hidden="true"><style>${SEARCH_CSS}</style><div class="searchbar">${back('icon-btn')}<div class="search-field"></div></div>` +
    `<div class="sk-sort"></div><h2>&nbsp;</h2><div class="goods-grid"><div class="goods-card"><img width="200" height="200" alt="" fetchpriority="high"></div><div class="goods-card"></div></div></div></template>` +
    `<template id="skeleton-page"><div id="skeleton" aria-hidden="true"><div class="navbar"></div>${blocks(4)}</div></template>` +
    `<script>${SKELETON}</script>`;
  // Without the floors (two thirds of it): every page carries this, and home asks for its floors once painted.
  const { floors: _floors, ...firstScreen } = homeData;
  const data = `<script type="application/json" id="boot">${scriptJson(start)}</script><script type="application/json" id="boot-home">${scriptJson(firstScreen)}</script>`;
  // index.html's comments (notes for its developers, a line each) are not sent: every byte counts towards TCP's first window.
  const { html: page, loader } = deferShell(html.replace(COMMENT_LINE, ''));
  // The preload goes first in the head, so the banner is asked for as soon as the first bytes of the page are read.
  return page.replace('</title>', `</title>${head}`).replace('<div id="app"></div>', `<div id="app"></div>${skeleton}${loader}`).replace('</body>', `${data}</body>`);
}
