import type { TKey } from './state/lang';
import type { AreaName } from './routes/areas';

/* The shell (router/route-table.ts) makes the Router's routes with this: it travels in this chunk, not the shell. */
export { routeEntries } from './router/route-entries';

export type RouteDef = {
  path: string;
  /** Language key of the navbar title. */
  title: TKey;
  /** The title when the page is opened for an existing record (?id=…): "Edit address" rather than "New address". */
  editTitle?: TKey;
  /** The area chunk (routes/areas.ts) with the page's loader; home, in the shell, has none. */
  area?: AreaName;
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
 * THE route table: every page once, with its title key, flags and area. Later features add rows.
 * Home is in the main bundle (it is the first page most visitors see); every other page is a chunk, and
 * so is this table: the shell loads it the first time it shows anything but home (app.tsx). Every route
 * loads this table, so a row holds no page loader (some 40 bytes each): those are in the area chunks
 * (routes/*.ts), and a route loads only its own area's.
 */
export const routes: RouteDef[] = [
  { path: '/', title: 'nav.home', tab: true, bare: true },
  { path: '/pages/page/onlineservice', title: 'nav.onlineservice', area: 'misc', tab: true },
  // Account and settings (issue 4).
  { path: '/pages/user/index', title: 'nav.user', area: 'account', tab: true, login: true },
  { path: '/pages/user/login', title: 'nav.login', area: 'account' },
  { path: '/pages/user/register', title: 'nav.register', area: 'account' },
  { path: '/pages/user/registersuccess', title: 'nav.registersuccess', area: 'account', login: true },
  { path: '/pages/user/forgetpwd', title: 'nav.forgetpwd', area: 'account' },
  { path: '/pages/user/profile', title: 'nav.profile', area: 'account', login: true },
  { path: '/pages/user/changepwd', title: 'nav.changepwd', area: 'account', login: true },
  { path: '/pages/setting/index', title: 'nav.setting', area: 'account' },
  { path: '/pages/setting/language', title: 'nav.language', area: 'account' },
  { path: '/pages/setting/currency', title: 'nav.currency', area: 'account' },
  { path: '/pages/setting/about', title: 'nav.about', area: 'account' },
  // Shopping: categories, mall, search results, favourites, history (issue 5).
  { path: '/pages/category/index', title: 'nav.category', area: 'catalog', bare: true },
  { path: '/pages/mall/index', title: 'nav.mall', area: 'catalog' },
  { path: '/pages/shop/index', title: 'nav.shop', area: 'catalog', bare: true },
  { path: '/pages/member/favorite/index', title: 'nav.favorite', area: 'catalog', login: true },
  { path: '/pages/member/history/index', title: 'nav.history', area: 'catalog', login: true },
  // Messages to the shopper (issue 13): opened from the user centre's message icon and tile.
  { path: '/pages/member/message/index', title: 'nav.message', area: 'misc', login: true },
  // Shopping: the item page and manual add (issue 5).
  { path: '/pages/item/index', title: 'nav.item', area: 'catalog' },
  { path: '/pages/item/notfound', title: 'nav.itemNotfound', area: 'catalog', login: true },
  // Shopping: cart, order confirmation, one-pay order, payment (issue 5).
  { path: '/pages/cart/index', title: 'nav.cart', area: 'checkout', tab: true, login: true },
  { path: '/pages/carttoorder/index', title: 'nav.carttoorder', area: 'checkout', login: true },
  { path: '/pages/onepay/index', title: 'nav.onepay', area: 'checkout', login: true },
  { path: '/pages/member/pay/index', title: 'nav.pay', area: 'checkout', login: true },
  { path: '/pages/member/pay/payResult', title: 'nav.payResult', area: 'checkout', login: true },
  // After purchase: orders, one-pay orders, warehouse (issue 6).
  { path: '/pages/member/order/index', title: 'nav.order', area: 'orders', login: true },
  { path: '/pages/member/order/detail', title: 'nav.orderDetail', area: 'orders', login: true },
  { path: '/pages/member/onepayorder/index', title: 'nav.onepayorder', area: 'orders', login: true },
  { path: '/pages/member/onepayorder/detail', title: 'nav.onepayorderDetail', area: 'orders', login: true },
  { path: '/pages/member/myWarehouse/index', title: 'nav.myWarehouse', area: 'orders', login: true },
  { path: '/pages/member/ordertosend/index', title: 'nav.ordertosend', area: 'orders', login: true },
  { path: '/pages/member/sendorder/confirm', title: 'nav.sendorderConfirm', area: 'orders', login: true },
  // After purchase: parcels, trial packing, shipping calculator, addresses (issue 6).
  { path: '/pages/member/sendorder/index', title: 'nav.sendorder', area: 'parcels', login: true },
  { path: '/pages/member/sendorder/detail', title: 'nav.sendorderDetail', area: 'parcels', login: true },
  { path: '/pages/member/rehearsal/index', title: 'nav.rehearsal', area: 'parcels', addon: 'rehearsal', login: true },
  { path: '/pages/member/rehearsal/confirm', title: 'nav.rehearsalConfirm', area: 'parcels', login: true },
  { path: '/pages/member/rehearsal/detail', title: 'nav.rehearsalDetail', area: 'parcels', login: true },
  { path: '/pages/member/rehearsal/submit', title: 'nav.rehearsalSubmit', area: 'parcels', login: true },
  { path: '/pages/page/estimate', title: 'nav.estimate', area: 'parcels' },
  { path: '/pages/member/myaddress/index', title: 'nav.myaddress', area: 'parcels', login: true },
  { path: '/pages/member/myaddress/add', title: 'nav.myaddressAdd', editTitle: 'nav.myaddressEdit', area: 'parcels', login: true },
  // Wallet: balance, records, withdrawals, pay password (issue 11).
  { path: '/pages/member/account/index', title: 'nav.account', area: 'wallet', login: true },
  { path: '/pages/member/record/index', title: 'nav.record', area: 'wallet', login: true },
  { path: '/pages/member/recharge/index', title: 'nav.recharge', area: 'wallet', login: true },
  { path: '/pages/member/cash/index', title: 'nav.cash', area: 'wallet', login: true },
  { path: '/pages/member/paypassword/index', title: 'nav.paypassword', area: 'wallet', login: true },
  // Notification e-mails (issue 11).
  { path: '/pages/member/emailremind/index', title: 'nav.emailremind', area: 'misc', login: true },
  { path: '/choose-location', title: 'nav.chooseLocation', area: 'parcels' },
  { path: '/open-location', title: 'nav.openLocation', area: 'parcels' },
];

/** The route of an in-app path ('/pages/index/index' is home). */
export function findRoute(path: string): RouteDef | undefined {
  const p = path === '/pages/index/index' ? '/' : path;
  return routes.find((r) => r.path === p);
}
