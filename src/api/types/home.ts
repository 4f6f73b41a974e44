import type { GoodsCard } from './goods';

/** /api/index/category: the category tree. */
export type Category = { id: number; name: string; image: string; keyword: string; children: Category[] };
/** /api/index/hotsearch */
export type HotSearch = { id: number; keyword: string };
/** /api/index/floor and /api/mall/floor: a titled row of goods. */
export type Floor = { id: number; name: string; image: string; goods: GoodsCard[] };
/** /api/adszone/getAdsByMark: a banner; `link` is an in-app path or a web address (openLink). */
export type Ad = { id: number; title: string; image: string; link: string };

/** The home page's four answers (embedded by the reference server, see types/boot.ts). */
/**
 * Home's data as the server has it; index.html carries it without `floors` (the page asks for them once it has
 * painted) and with the top categories only (`topOnly`: their children empty; the category page and a category's
 * results heading ask for the tree, pages/category/tree.ts) — what home's first screen shows, within TCP's first window.
 */
export type HomeBoot = { ads: Ad[]; cats: Category[]; hot: HotSearch[]; floors?: Floor[]; topOnly?: true };
