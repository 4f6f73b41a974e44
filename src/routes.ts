import type { ComponentType } from 'preact';
import type { TKey } from './state/lang';
import { lazyPage } from './router/lazy-page';
import Home from './pages/index/index';

export type RouteDef = {
  path: string;
  /** Language key of the navbar title. */
  title: TKey;
  page: ComponentType<any> & { preload?: () => Promise<unknown> };
  /** A bottom-tab page: opened by switching tab, no back button. */
  tab?: boolean;
  /** Visitors are sent to login first. */
  login?: boolean;
  /** Navbar style: the default is white with black text. */
  dark?: boolean;
  /** Hide the navbar (the page draws its own header, e.g. home's search bar). */
  bare?: boolean;
};

/**
 * THE route table: every page once, with its lazy chunk, title key and flags. Later features add rows.
 * Home is in the main bundle (it is the first page most visitors see); every other page is a chunk.
 */
export const routes: RouteDef[] = [
  { path: '/', title: 'nav.home', page: Home, tab: true, bare: true },
  { path: '/pages/page/onlineservice', title: 'nav.onlineservice', page: lazyPage('onlineservice', () => import('./pages/page/onlineservice')), tab: true },
];

export const TAB_PATHS = ['/', '/pages/page/onlineservice', '/pages/cart/index', '/pages/user/index'] as const;

/** The route of an in-app path ('/pages/index/index' is home). */
export function findRoute(path: string): RouteDef | undefined {
  const p = path === '/pages/index/index' ? '/' : path;
  return routes.find((r) => r.path === p);
}

export const isTabPath = (path: string) => (TAB_PATHS as readonly string[]).includes(path === '/pages/index/index' ? '/' : path);
