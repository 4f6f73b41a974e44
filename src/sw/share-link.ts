/**
 * Where an item share link (/wap/i/<tp>/<tid>, server/routes/share-links.ts) goes on in the app, read from the link
 * alone: the url the server's page puts in the address bar (server/static/share-page.ts: the app's base + '#' +
 * card.route) and the language the link names. Pure and free of server code, so that the server's share route and
 * the service worker (./policy.ts, ./sw.ts) read a link the same way; it understands a link only as strictly as the
 * server does (anything else: null, and the worker leaves it to the server).
 */
import type { ApiType } from '../api/types/goods';
import { LANGS, type Lang } from '../state/lang-choice';

/** The platforms an item link names: the catalogue's (server/db/schema/catalogue.ts API_TYPES; a unit test keeps them equal). */
export const ITEM_TYPES: readonly ApiType[] = ['taobao', '1688', 'jd', 'weidian'];
/** An item's id as a link carries it (the server's rule for /wap/i/<tp>/<tid>). */
export const ITEM_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** The app's hash route of an item: an item link's card.route. */
export const itemRoute = (tp: string, tid: string): string => `/pages/item/index?${new URLSearchParams({ tp, tid })}`;

/**
 * The script that makes a link's language the visitor's own when they have chosen none (the `language` key,
 * design §3; spelt out, not KEYS: that table would be the worker's only use of lib/storage): what the server's
 * page runs for a link naming one (ShareCard.keepLang), so the app goes on in it.
 */
export const keepLangScript = (lang: Lang): string =>
  `try{localStorage.getItem('language')||localStorage.setItem('language',${JSON.stringify(lang)})}catch(e){}`;

/** Where an item link goes on: the app's url (`base` + '#' + route) and the language the link names, if it names one. */
export type ShareTarget = { url: string; lang?: Lang };

/**
 * The target of `url` when it is an item share link under `base` (the app's base, '/wap/'), else null. The query
 * is read as the server reads it: only `lang`, and only as one of the app's languages exactly (the server also
 * takes "ru-RU", "zh" …: those, and a value it ignores, are left to it). The path's parts are taken as they
 * are: an escaped character is never one an item link needs.
 */
export function itemShareTarget(url: URL, base: string): ShareTarget | null {
  const parts = url.pathname.startsWith(`${base}i/`) ? url.pathname.slice(base.length + 2).split('/') : [];
  const [tp, tid] = parts;
  if (parts.length !== 2 || !ITEM_TYPES.includes(tp as ApiType) || !ITEM_ID.test(tid)) return null;
  const to = `${base}#${itemRoute(tp, tid)}`;
  const lang = url.searchParams.get('lang');
  if (lang === null) return { url: to };
  return LANGS.includes(lang as Lang) ? { url: to, lang: lang as Lang } : null;
}
