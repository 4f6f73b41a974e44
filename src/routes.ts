import type { ComponentType } from 'preact';
import type { TKey } from './state/lang';
import { lazyPage } from './router/lazy-page';
import Home from './pages/index/index';
import type { IconName } from './ui/Icon';
// Reads the `inviter` of the url the app was opened with, at boot (a few bytes; see state/invite.ts).
import './state/invite';

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
  /** An entry in the user centre's menu, in this group (the entry's label is the title). */
  menu?: { icon: IconName; group: 'orders' | 'wallet' | 'service' | 'account' };
};

/**
 * THE route table: every page once, with its lazy chunk, title key and flags. Later features add rows.
 * Home is in the main bundle (it is the first page most visitors see); every other page is a chunk.
 */
export const routes: RouteDef[] = [
  { path: '/', title: 'nav.home', page: Home, tab: true, bare: true },
  { path: '/pages/page/onlineservice', title: 'nav.onlineservice', page: lazyPage('onlineservice', () => import('./pages/page/onlineservice'), ['service']), tab: true },
  // Account and settings (issue 4).
  { path: '/pages/user/index', title: 'nav.user', page: lazyPage('user-index', () => import('./pages/user/index'), ['account']), tab: true, login: true },
  { path: '/pages/user/login', title: 'nav.login', page: lazyPage('user-login', () => import('./pages/user/login'), ['account']) },
  { path: '/pages/user/register', title: 'nav.register', page: lazyPage('user-register', () => import('./pages/user/register'), ['account']) },
  { path: '/pages/user/registersuccess', title: 'nav.registersuccess', page: lazyPage('user-registersuccess', () => import('./pages/user/registersuccess'), ['account']), login: true },
  { path: '/pages/user/forgetpwd', title: 'nav.forgetpwd', page: lazyPage('user-forgetpwd', () => import('./pages/user/forgetpwd'), ['account']) },
  { path: '/pages/user/profile', title: 'nav.profile', page: lazyPage('user-profile', () => import('./pages/user/profile'), ['account']), login: true, menu: { icon: 'user', group: 'account' } },
  { path: '/pages/user/changepwd', title: 'nav.changepwd', page: lazyPage('user-changepwd', () => import('./pages/user/changepwd'), ['account']), login: true, menu: { icon: 'check', group: 'account' } },
  { path: '/pages/setting/index', title: 'nav.setting', page: lazyPage('setting-index', () => import('./pages/setting/index'), ['account']), menu: { icon: 'globe', group: 'account' } },
  { path: '/pages/setting/language', title: 'nav.language', page: lazyPage('setting-language', () => import('./pages/setting/language'), ['account']) },
  { path: '/pages/setting/currency', title: 'nav.currency', page: lazyPage('setting-currency', () => import('./pages/setting/currency'), ['account']) },
  { path: '/pages/setting/about', title: 'nav.about', page: lazyPage('setting-about', () => import('./pages/setting/about'), ['account']), menu: { icon: 'home', group: 'service' } },
  // Shopping: categories, mall, search results, favourites, history (issue 5).
  // Shopping: the item page and manual add (issue 5).
  // Shopping: cart, order confirmation, one-pay order, payment (issue 5).
  // After purchase: orders, one-pay orders, warehouse (issue 6).
  // After purchase: parcels, trial packing, shipping calculator, addresses (issue 6).
];

export const TAB_PATHS = ['/', '/pages/page/onlineservice', '/pages/cart/index', '/pages/user/index'] as const;

/** The route of an in-app path ('/pages/index/index' is home). */
export function findRoute(path: string): RouteDef | undefined {
  const p = path === '/pages/index/index' ? '/' : path;
  return routes.find((r) => r.path === p);
}

export const isTabPath = (path: string) => (TAB_PATHS as readonly string[]).includes(path === '/pages/index/index' ? '/' : path);
