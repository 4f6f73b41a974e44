import type { ComponentType } from 'preact';
import type { TKey } from './state/lang';
import { lazyPage } from './router/lazy-route';
import Home from './pages/index/index';

export type RouteDef = {
  path: string;
  /** Language key of the navbar title. */
  title: TKey;
  /** The title when the page is opened for an existing record (?id=…): "Edit address" rather than "New address". */
  editTitle?: TKey;
  page: ComponentType<any> & { preload?: () => Promise<unknown> };
  /** A bottom-tab page: opened by switching tab, no back button. */
  tab?: boolean;
  /** Visitors are sent to login first. */
  login?: boolean;
  /** Navbar style: the default is white with black text. */
  dark?: boolean;
  /** Hide the navbar (the page draws its own header, e.g. home's search bar). */
  bare?: boolean;
  /** The feature add-on this page belongs to (spec §1): hidden from the user centre's menu while it is off (the page itself says so). */
  addon?: string;
};

/**
 * THE route table: every page once, with its lazy chunk, title key and flags. Later features add rows.
 * Home is in the main bundle (it is the first page most visitors see); every other page is a chunk, and
 * so is this table: the shell loads it the first time it shows anything but home (app.tsx).
 */
export const routes: RouteDef[] = [
  { path: '/', title: 'nav.home', page: Home, tab: true, bare: true },
  { path: '/pages/page/onlineservice', title: 'nav.onlineservice', page: lazyPage(() => import('./pages/page/onlineservice'), ['service']), tab: true },
  // Account and settings (issue 4).
  { path: '/pages/user/index', title: 'nav.user', page: lazyPage(() => import('./pages/user/index'), ['account']), tab: true, login: true },
  { path: '/pages/user/login', title: 'nav.login', page: lazyPage(() => import('./pages/user/login'), ['account']) },
  { path: '/pages/user/register', title: 'nav.register', page: lazyPage(() => import('./pages/user/register'), ['account']) },
  { path: '/pages/user/registersuccess', title: 'nav.registersuccess', page: lazyPage(() => import('./pages/user/registersuccess'), ['account']), login: true },
  { path: '/pages/user/forgetpwd', title: 'nav.forgetpwd', page: lazyPage(() => import('./pages/user/forgetpwd'), ['account']) },
  { path: '/pages/user/profile', title: 'nav.profile', page: lazyPage(() => import('./pages/user/profile'), ['account']), login: true },
  { path: '/pages/user/changepwd', title: 'nav.changepwd', page: lazyPage(() => import('./pages/user/changepwd'), ['account']), login: true },
  { path: '/pages/setting/index', title: 'nav.setting', page: lazyPage(() => import('./pages/setting/index'), ['account']) },
  { path: '/pages/setting/language', title: 'nav.language', page: lazyPage(() => import('./pages/setting/language'), ['account']) },
  { path: '/pages/setting/currency', title: 'nav.currency', page: lazyPage(() => import('./pages/setting/currency'), ['account']) },
  { path: '/pages/setting/about', title: 'nav.about', page: lazyPage(() => import('./pages/setting/about'), ['account']) },
  // Shopping: categories, mall, search results, favourites, history (issue 5).
  { path: '/pages/category/index', title: 'nav.category', page: lazyPage(() => import('./pages/category/index'), ['catalog']), bare: true },
  { path: '/pages/mall/index', title: 'nav.mall', page: lazyPage(() => import('./pages/mall/index'), ['catalog']) },
  { path: '/pages/shop/index', title: 'nav.shop', page: lazyPage(() => import('./pages/shop/index'), ['catalog']), bare: true },
  { path: '/pages/member/favorite/index', title: 'nav.favorite', page: lazyPage(() => import('./pages/member/favorite/index'), ['catalog']), login: true },
  { path: '/pages/member/history/index', title: 'nav.history', page: lazyPage(() => import('./pages/member/history/index'), ['catalog']), login: true },
  // Messages to the shopper (issue 13): opened from the user centre's message icon and tile.
  { path: '/pages/member/message/index', title: 'nav.message', page: lazyPage(() => import('./pages/member/message/index'), ['message']), login: true },
  // Shopping: the item page and manual add (issue 5).
  { path: '/pages/item/index', title: 'nav.item', page: lazyPage(() => import('./pages/item/index'), ['item', 'copy']) },
  { path: '/pages/item/notfound', title: 'nav.itemNotfound', page: lazyPage(() => import('./pages/item/notfound'), ['item', 'upload']), login: true },
  // Shopping: cart, order confirmation, one-pay order, payment (issue 5).
  { path: '/pages/cart/index', title: 'nav.cart', page: lazyPage(() => import('./pages/cart/index'), ['checkout']), tab: true, login: true },
  { path: '/pages/carttoorder/index', title: 'nav.carttoorder', page: lazyPage(() => import('./pages/carttoorder/index'), ['checkout']), login: true },
  { path: '/pages/onepay/index', title: 'nav.onepay', page: lazyPage(() => import('./pages/onepay/index'), ['checkout']), login: true },
  { path: '/pages/member/pay/index', title: 'nav.pay', page: lazyPage(() => import('./pages/member/pay/index'), ['checkout', 'copy', 'upload', 'wallet']), login: true },
  { path: '/pages/member/pay/payResult', title: 'nav.payResult', page: lazyPage(() => import('./pages/member/pay/payResult'), ['checkout']), login: true },
  // After purchase: orders, one-pay orders, warehouse (issue 6).
  { path: '/pages/member/order/index', title: 'nav.order', page: lazyPage(() => import('./pages/member/order/index'), ['orders']), login: true },
  { path: '/pages/member/order/detail', title: 'nav.orderDetail', page: lazyPage(() => import('./pages/member/order/detail'), ['orders', 'refund']), login: true },
  { path: '/pages/member/onepayorder/index', title: 'nav.onepayorder', page: lazyPage(() => import('./pages/member/onepayorder/index'), ['orders']), login: true },
  { path: '/pages/member/onepayorder/detail', title: 'nav.onepayorderDetail', page: lazyPage(() => import('./pages/member/onepayorder/detail'), ['orders']), login: true },
  { path: '/pages/member/myWarehouse/index', title: 'nav.myWarehouse', page: lazyPage(() => import('./pages/member/myWarehouse/index'), ['orders']), login: true },
  { path: '/pages/member/ordertosend/index', title: 'nav.ordertosend', page: lazyPage(() => import('./pages/member/ordertosend/index'), ['orders']), login: true },
  { path: '/pages/member/sendorder/confirm', title: 'nav.sendorderConfirm', page: lazyPage(() => import('./pages/member/sendorder/confirm'), ['orders']), login: true },
  // After purchase: parcels, trial packing, shipping calculator, addresses (issue 6).
  { path: '/pages/member/sendorder/index', title: 'nav.sendorder', page: lazyPage(() => import('./pages/member/sendorder/index'), ['parcelList']), login: true },
  { path: '/pages/member/sendorder/detail', title: 'nav.sendorderDetail', page: lazyPage(() => import('./pages/member/sendorder/detail'), ['parcels', 'copy']), login: true },
  { path: '/pages/member/rehearsal/index', title: 'nav.rehearsal', page: lazyPage(() => import('./pages/member/rehearsal/index'), ['parcels']), addon: 'rehearsal', login: true },
  { path: '/pages/member/rehearsal/confirm', title: 'nav.rehearsalConfirm', page: lazyPage(() => import('./pages/member/rehearsal/confirm'), ['parcels']), login: true },
  { path: '/pages/member/rehearsal/detail', title: 'nav.rehearsalDetail', page: lazyPage(() => import('./pages/member/rehearsal/detail'), ['parcels']), login: true },
  { path: '/pages/member/rehearsal/submit', title: 'nav.rehearsalSubmit', page: lazyPage(() => import('./pages/member/rehearsal/submit'), ['parcels']), login: true },
  { path: '/pages/page/estimate', title: 'nav.estimate', page: lazyPage(() => import('./pages/page/estimate'), ['parcels']) },
  { path: '/pages/member/myaddress/index', title: 'nav.myaddress', page: lazyPage(() => import('./pages/member/myaddress/index'), ['parcels']), login: true },
  { path: '/pages/member/myaddress/add', title: 'nav.myaddressAdd', editTitle: 'nav.myaddressEdit', page: lazyPage(() => import('./pages/member/myaddress/add'), ['parcels']), login: true },
  // Wallet: balance, records, withdrawals, pay password (issue 11).
  { path: '/pages/member/account/index', title: 'nav.account', page: lazyPage(() => import('./pages/member/account/index'), ['wallet']), login: true },
  { path: '/pages/member/record/index', title: 'nav.record', page: lazyPage(() => import('./pages/member/record/index'), ['wallet']), login: true },
  { path: '/pages/member/recharge/index', title: 'nav.recharge', page: lazyPage(() => import('./pages/member/recharge/index'), ['wallet']), login: true },
  { path: '/pages/member/cash/index', title: 'nav.cash', page: lazyPage(() => import('./pages/member/cash/index'), ['wallet']), login: true },
  { path: '/pages/member/paypassword/index', title: 'nav.paypassword', page: lazyPage(() => import('./pages/member/paypassword/index'), ['wallet']), login: true },
  // Notification e-mails (issue 11).
  { path: '/pages/member/emailremind/index', title: 'nav.emailremind', page: lazyPage(() => import('./pages/member/emailremind/index'), ['remind']), login: true },
  { path: '/choose-location', title: 'nav.chooseLocation', page: lazyPage(() => import('./pages/location/choose'), ['parcels']) },
  { path: '/open-location', title: 'nav.openLocation', page: lazyPage(() => import('./pages/location/open'), ['parcels']) },
];

export { TAB_PATHS, isTabPath } from './router/tabs';

/** The route of an in-app path ('/pages/index/index' is home). */
export function findRoute(path: string): RouteDef | undefined {
  const p = path === '/pages/index/index' ? '/' : path;
  return routes.find((r) => r.path === p);
}

