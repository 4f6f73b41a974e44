import { readFileSync } from 'node:fs';
import { HEART, ICON_PATHS } from '../../src/ui/icon-paths';
import { TAB_ICONS, TAB_PATHS } from '../../src/router/tabs';
import type { SkeletonText } from './skeleton-text';

/**
 * The controls of the server's skeleton (home-boot.ts) that work before any script of the app: the tab bar, the
 * search box, an item's action bar and a search's sort bar, drawn as the app draws them (its markup, its icons, its
 * strings, its stylesheet) so the app takes their place without a visible change. skeleton-script.browser.ts makes them act.
 * Out of the tab order, as the rest of the skeleton (hidden from assistive tech until the app is there). A string
 * the skeleton may have to hide (the shopper's language is not the page's) is in an element marked data-t.
 */

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A shell icon as ui/Icon.tsx draws it (its stroke from SKELETON_CSS: the same for every icon, said once). */
export const icon = (d: string, size = 22) => `<svg class="icon" width="${size}" height="${size}" viewBox="0 0 24 24"><path d="${d}"/></svg>`;

/**
 * The skeleton's own rules: its icons' stroke (ui/Icon.tsx's attributes); a shopper who chose another language than
 * the page's sees its shapes without its strings (the script marks it sk-x; the app then draws theirs).
 */
export const SKELETON_CSS = '#skeleton path{fill:none;stroke:currentColor;stroke-width:1.8px;stroke-linecap:round;stroke-linejoin:round}' +
  '.sk-x [data-t]{visibility:hidden}.sk-x ::placeholder{color:transparent}' +
  // The bar's height as the app's, whose bar holds 44 px buttons (home's currency and login): its banner then stays where it is.
  '#skeleton .searchbar{min-height:60px}';

const label = (s: string) => `<span data-t>${escapeHtml(s)}</span>`;

/** The app's back button, which the skeleton's script makes go back; hidden on a tab's screen. */
export const back = (cls: string) => `<button class="${cls}" tabindex="-1" data-back>${icon(ICON_PATHS.back)}</button>`;

/** The app's title bar (ui/NavBar.tsx): the way back, the screen's title (the script writes it), a spacer. */
export const navbar = () => `<div class="navbar">${back('navbar-back')}<h1 data-t></h1><span class="navbar-back"></span></div>`;

/** A page's stylesheet, as one line: the skeleton draws that page's bar with the page's own rules. */
const cssFile = (file: string) => readFileSync(new URL(`../../src/pages/${file}`, import.meta.url), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ').replace(/\s*([{};:,>])\s*/g, '$1').replace(/;}/g, '}').trim();
const ITEM_BAR_CSS = cssFile('item/item-bar.css');
const SORT_BAR_CSS = cssFile('shop/sortbar.css');

/** The tab bar (ui/TabBar.tsx), in a template of its own: the script adds it to the screens that show it and marks the current tab. */
export const tabBar = (text: SkeletonText) =>
  `<template id="sk-tabs"><nav class="tabbar">${TAB_PATHS.map((p, i) => `<a class="tab" href="#${p}" tabindex="-1" data-tab>${icon(ICON_PATHS[TAB_ICONS[i]])}${label(text.tabs[i])}</a>`).join('')}</nav></template>`;

/** The search box (ui/SearchBar.tsx): one can type in it and search before the app is there (it takes the text over). */
export const searchField = (text: SkeletonText) =>
  `<form class="search-field">${icon(ICON_PATHS.search, 18)}<input type="search" name="q" enterkeyhint="search" tabindex="-1" placeholder="${escapeHtml(text.search)}"></form>`;

/** An item's action bar (src/pages/item/ItemView.tsx): favourite, cart, add to cart, buy now. */
export const itemBar = (text: SkeletonText) =>
  `<style>${ITEM_BAR_CSS}</style><div class="item-bar"><button class="item-fav" tabindex="-1" data-act="fav">${icon(HEART)}</button>` +
  `<a class="item-cart" href="#/pages/cart/index" tabindex="-1">${icon(ICON_PATHS.cart)}</a>` +
  `<button class="btn btn-orange" tabindex="-1" data-act="cart">${label(text.addToCart)}</button><button class="btn btn-primary" tabindex="-1" data-act="buy">${label(text.buyNow)}</button></div>`;

/** The results' sort bar (src/pages/shop/SortBar.tsx): relevance, sales, price (with its arrows), the price range. */
export const sortBar = (text: SkeletonText) => {
  const [relevance, sales, price, range] = text.sorts;
  const sort = (key: string, s: string, extra = '') => `<button tabindex="-1" data-sort="${key}">${label(s)}${extra}</button>`;
  return `<style>${SORT_BAR_CSS}</style><div class="sortbar">${sort('default', relevance)}${sort('sales', sales)}${sort('price', price, '<span class="arrows"><i></i><i></i></span>')}` +
    `<button tabindex="-1" data-keep="filter">${label(range)}</button></div>`;
};
