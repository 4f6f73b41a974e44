import type { Deps } from '../http/env';
import type { Lang } from '../i18n';
import type { Boot, BootSettings } from '../../src/api/types/boot';
import type { HomeBoot } from '../../src/api/types/home';
import { adsByMark, categoryTree, floorsOf, hotKeywords } from '../domain/catalogue/home-feed';
import { waplang } from '../i18n/waplang';
import { countryLang } from '../../src/state/lang-choice';
import { addonMap, configSections, currencyList, languageList } from '../domain/reference/startup';
import { deferShell } from './shell-loader';
import { withDictsOf } from './built-files';
import { PICTURE_PATH } from './pictures';
import { whenConfigChanges } from '../domain/reference/config-change';
import { skeletonText } from './skeleton-text';
import { back, escapeHtml, itemBar, navbar, searchField, SKELETON_CSS, sortBar, tabBar } from './skeleton-markup';
import { LOGIN_TABS, scriptJson, skeletonScript } from './skeleton-script';
import { TAB_PATHS } from '../../src/router/tabs';
import { LOGIN_PATH } from '../../src/router/to-login';

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
  // Of the add-ons, whether each is on (all the app reads): every page carries this, within TCP's first window.
  const states = Object.fromEntries(Object.entries(addons).map(([name, a]) => [name, { state: a.state }]));
  return { currencyList: currencies, languageList: languages, configAll: sections.all ?? {}, addonList: states };
}

/** What index.html carries for a visitor: the startup answers and the home page in `lang`. */
export async function bootData(deps: Deps, lang: Lang, countryCode: string): Promise<Boot> {
  const [h, s] = await Promise.all([cached(`home:${lang}`, () => home(deps, lang)), cached(`settings:${lang}`, () => settings(deps, lang))]);
  return { lang, settings: { ...s, countryCode }, dict: waplang[lang], home: h };
}


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

/** The skeleton's inline script (its id: HOLD_FIRST_FRAME names it). */
const SKELETON_SCRIPT_ID = 'sk-run';
/**
 * The page's first frame is the skeleton (issue 37): rendering is held (a render-blocking expect link) until the parser
 * has read the skeleton's script, which puts it in place. A repeat visit's page comes from the service worker at once,
 * and the parser used to stop after the head, the browser drawing a blank frame (~20 ms of a slow phone's main thread,
 * a trace shows) before the skeleton's. A tap meanwhile is kept for the first frame, not lost; a browser without expect
 * links (Firefox, Safari) ignores it. Parsing never stops at it: at the latest the end of the page lets the frame go.
 */
const HOLD_FIRST_FRAME = `<link rel="expect" href="#${SKELETON_SCRIPT_ID}" blocking="render">`;

/** An HTML comment on a line of its own (index.html's notes; none is inside a script: those are one line each). */
const COMMENT_LINE = /\n\s*<!--[\s\S]*?-->/g;

const picture = (src: string) => `<img src="${escapeHtml(src)}" width="800" height="320" alt="" fetchpriority="high">`;
const blocks = (n: number) => `<div class="sk-page">${'<span class="sk sk-block"></span>'.repeat(n)}</div>`;
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
 * button; any other page (a deep link) gets a navbar and grey blocks. The templates (and the skeleton's style) end the
 * head and the skeleton's script opens the body: the browser may draw a frame once the parser is in the body, and the
 * parser used to stop among the templates for one (~15 ms of a slow phone's main thread, a trace shows) before the
 * script had put the skeleton in place.
 */
export function injectBoot(html: string, boot: Boot, pictures: SkeletonPictures = { categoryBanner: null }): string {
  const banner = boot.home.ads[0]?.image ?? null;
  const { categoryBanner } = pictures;
  const { home: homeData, ...start } = boot;
  const preloads = [banner && `if(${HOME})${preload(scriptJson(banner))}`, categoryBanner && `if(${CATEGORY})${preload(scriptJson(categoryBanner))}`, `{${LINKED}}`].filter(Boolean);
  const head = `<script>${preloads.join('else ')}</script>${HOLD_FIRST_FRAME}`;
  // In the language the app starts in for a shopper who chose none (one the shopper chose the script checks for).
  const text = skeletonText(countryLang(boot.settings.countryCode));
  const skeleton = `<style>${SKELETON_CSS}</style>` +
    `<template id="skeleton-home"><div id="skeleton" aria-hidden="true"><div class="searchbar">${searchField(text)}</div>` +
    // Under the banner an empty block the shell's CSS paints as the category grid's card (app.css `.banners + div:empty`), as the page does until its sections come.
    `<div class="banners"><div class="banner-strip">${banner ? `<div class="banner">${picture(banner)}</div>` : ''}</div></div><div class="sk-block"></div></div></template>` +
    `<template id="skeleton-category"><div id="skeleton" class="cat-wrap" aria-hidden="true"><div class="searchbar"><span class="icon-btn"></span><div class="search-field"></div></div><div class="cat-page"><div class="cat-side"></div>` +
    `<div class="cat-main">${categoryBanner ? `<div class="cat-banner">${picture(categoryBanner)}</div>` : ''}<span class="sk sk-block"></span></div></div></div></template>` +
    `<template id="skeleton-item"><div id="skeleton" aria-hidden="true"><style>#skeleton .sk-gallery{background:#f2f2f4}</style>${navbar()}` +
    `<div class="sk-gallery"><img width="800" height="800" alt="" fetchpriority="high"></div>${blocks(2)}${itemBar(text)}</div></template>` +
    `<template id="skeleton-search"><div id="skeleton" aria-hidden="true"><style>${SEARCH_CSS}</style><div class="searchbar">${back('icon-btn')}${searchField(text)}</div>` +
    `<div class="sk-sort">${sortBar(text)}</div><h2>&nbsp;</h2><div class="goods-grid"><div class="goods-card"><img width="200" height="200" alt="" fetchpriority="high"></div><div class="goods-card"></div></div></div></template>` +
    `<template id="skeleton-page"><div id="skeleton" aria-hidden="true">${navbar()}${blocks(4)}</div></template>${tabBar(text)}`;
  const script = `<script id="${SKELETON_SCRIPT_ID}">` + skeletonScript({ l: text.lang, t: text.titles, tabs: [...TAB_PATHS], lt: LOGIN_TABS, login: LOGIN_PATH });
  // Without the floors (two thirds of it): every page carries this, and home asks for its floors once painted…
  const { floors: _floors, ...firstScreen } = homeData;
  // …and the top categories only (home's grid; their children are the category page's, which asks for the tree).
  const embedded: HomeBoot = { ...firstScreen, cats: firstScreen.cats.map((c) => ({ ...c, children: [] })), topOnly: true };
  const data = `<script type="application/json" id="boot">${scriptJson(start)}</script><script type="application/json" id="boot-home">${scriptJson(embedded)}</script>`;
  // index.html's comments (notes for its developers, a line each) are not sent: every byte counts towards TCP's first window.
  // Of the string bundles' files, those of the languages the app may start in here (English its fallback).
  const { html: page, loader } = deferShell(withDictsOf(html.replace(COMMENT_LINE, ''), ['en', text.lang, boot.lang]));
  // The preload goes first in the head, so the banner is asked for as soon as the first bytes of the page are read.
  return page.replace('</title>', `</title>${head}`).replace('</head>', `${skeleton}</head>`)
    .replace('<div id="app"></div>', `<div id="app"></div>${script};${loader}</script>`).replace('</body>', `${data}</body>`);
}
