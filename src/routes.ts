import type { TKey } from './state/lang';
import type { Row, RouteDef, RouteTable } from './router/route-def';

/* The shell (router/route-table.ts) makes the Router's routes with this: it travels in this chunk, not the shell. */
import { routeEntries } from './router/route-entries';
import { areaTitles, titled } from './router/lazy-route';

export { routeEntries };

/**
 * THE route table: every page once, with its flags and area (its title is `nav.<path>`). Later features add rows.
 * Home is in the main bundle (it is the first page most visitors see); every other page is a chunk, and
 * so is this table: the shell loads it the first time it shows anything but home (app.tsx). Every route
 * loads this table, so a row holds no page loader (some 40 bytes each): those are in the area chunks
 * (routes/*.ts), and a route loads only its own area's; nor a title key (it would say the path again).
 */
const rows: Row[] = [
  { path: '/', tab: true, bare: true },
  { path: '/pages/page/onlineservice', area: 'misc', tab: true },
  // Account and settings (issue 4).
  { path: '/pages/user/index', area: 'account', tab: true, login: true },
  { path: '/pages/user/login', area: 'account' },
  { path: '/pages/user/register', area: 'account' },
  { path: '/pages/user/registersuccess', area: 'account', login: true },
  { path: '/pages/user/forgetpwd', area: 'account' },
  { path: '/pages/user/profile', area: 'account', login: true },
  { path: '/pages/user/changepwd', area: 'account', login: true },
  { path: '/pages/setting/index', area: 'account' },
  { path: '/pages/setting/language', area: 'account' },
  { path: '/pages/setting/currency', area: 'account' },
  { path: '/pages/setting/about', area: 'account' },
  // Shopping: categories, mall, search results, favourites, history (issue 5).
  { path: '/pages/category/index', area: 'catalog', bare: true },
  { path: '/pages/mall/index', area: 'catalog' },
  { path: '/pages/shop/index', area: 'catalog', bare: true },
  { path: '/pages/member/favorite/index', area: 'catalog', login: true },
  { path: '/pages/member/history/index', area: 'catalog', login: true },
  // Messages to the shopper (issue 13): opened from the user centre's message icon and tile.
  { path: '/pages/member/message/index', area: 'misc', login: true },
  // Shopping: the item page and manual add (issue 5).
  { path: '/pages/item/index', area: 'catalog' },
  { path: '/pages/item/notfound', area: 'catalog', login: true },
  // Shopping: cart, order confirmation, one-pay order, payment (issue 5).
  { path: '/pages/cart/index', area: 'checkout', tab: true, login: true },
  { path: '/pages/carttoorder/index', area: 'checkout', login: true },
  { path: '/pages/onepay/index', area: 'checkout', login: true },
  { path: '/pages/member/pay/index', area: 'checkout', login: true },
  { path: '/pages/member/pay/payResult', area: 'checkout', login: true },
  // After purchase: orders, one-pay orders, warehouse (issue 6).
  { path: '/pages/member/order/index', area: 'orders', login: true },
  { path: '/pages/member/order/detail', area: 'orders', login: true },
  { path: '/pages/member/onepayorder/index', area: 'orders', login: true },
  { path: '/pages/member/onepayorder/detail', area: 'orders', login: true },
  { path: '/pages/member/myWarehouse/index', area: 'orders', login: true },
  { path: '/pages/member/ordertosend/index', area: 'orders', login: true },
  { path: '/pages/member/sendorder/confirm', area: 'orders', login: true },
  // After purchase: parcels, trial packing, shipping calculator, addresses (issue 6).
  { path: '/pages/member/sendorder/index', area: 'parcels', login: true },
  { path: '/pages/member/sendorder/detail', area: 'parcels', login: true },
  { path: '/pages/member/rehearsal/index', area: 'parcels', addon: 'rehearsal', login: true },
  { path: '/pages/member/rehearsal/confirm', area: 'parcels', login: true },
  { path: '/pages/member/rehearsal/detail', area: 'parcels', login: true },
  { path: '/pages/member/rehearsal/submit', area: 'parcels', login: true },
  { path: '/pages/page/estimate', area: 'parcels' },
  { path: '/pages/member/myaddress/index', area: 'parcels', login: true },
  { path: '/pages/member/myaddress/add', editTitle: 'nav.myaddressEdit', area: 'parcels', login: true },
  // Wallet: balance, records, withdrawals, pay password (issue 11).
  { path: '/pages/member/account/index', area: 'wallet', login: true },
  { path: '/pages/member/record/index', area: 'wallet', login: true },
  { path: '/pages/member/recharge/index', area: 'wallet', login: true },
  { path: '/pages/member/cash/index', area: 'wallet', login: true },
  { path: '/pages/member/paypassword/index', area: 'wallet', login: true },
  // Notification e-mails (issue 11).
  { path: '/pages/member/emailremind/index', area: 'misc', login: true },
  // Invitations, rebates and cashback (issue 12).
  { path: '/pages/member/invitefriends/index', area: 'rewards', addon: 'invite', login: true },
  { path: '/pages/member/invitefriends/publicize', area: 'rewards', login: true },
  { path: '/pages/member/invitefriends/promotion', area: 'rewards', login: true },
  { path: '/pages/member/invitefriends/record', area: 'rewards', login: true },
  // Coupons and the spin wheel (issue 12).
  { path: '/pages/member/coupon/index', area: 'rewards', addon: 'coupon', login: true },
  { path: '/pages/index/zhuanpan', area: 'rewards', addon: 'zhuanpan', login: true },
  // Points, sign-in, coupons for points, member levels (issue 12).
  { path: '/pages/member/score/index', area: 'rewards', login: true },
  { path: '/pages/member/score/exchange', area: 'rewards', login: true },
  { path: '/pages/member/signin/index', area: 'rewards', addon: 'signin', login: true },
  { path: '/pages/member/level/index', area: 'rewards', login: true },
  // Membership cards and activities (issue 12).
  { path: '/pages/membershipcard/index', area: 'rewards', addon: 'membershipcard', dark: true, login: true },
  { path: '/pages/membershipcard/payment', area: 'rewards', login: true },
  { path: '/pages/activity/index', area: 'rewards' },
  // News, the help centre and the service information (issue 13): read by visitors too.
  { path: '/pages/member/news/index', area: 'content' },
  { path: '/pages/member/news/detail', area: 'content' },
  { path: '/pages/help/index', area: 'content' },
  { path: '/pages/help/lists', area: 'content' },
  { path: '/pages/help/info', area: 'content' },
  { path: '/pages/information/index', area: 'content' },
  // Customer service (issue 13): questions to service as threads, feedback (from settings and the user centre), the size guide.
  { path: '/pages/member/advisory/index', area: 'service', login: true },
  { path: '/pages/member/feedback/index', area: 'service', login: true },
  { path: '/pages/sizecomparison/index', area: 'service' },
  // The community and campaign pages (issue 13): read by visitors too; writing and replying ask for login in the page.
  { path: '/pages/comment/index', area: 'content' },
  { path: '/pages/custom/index', area: 'content' },
  // Ship-for-me and seller settlement (issue 13).
  { path: '/pages/member/shipforme/index', area: 'service', addon: 'shipforme', login: true },
  { path: '/pages/settled/index', area: 'service', login: true },
  // The affiliate programme (issue 14): its own API (api/affiliate.ts).
  { path: '/pages/affiliate/index', area: 'affiliate', addon: 'affiliate', login: true },
  { path: '/pages/affiliate/revenue', area: 'affiliate', login: true },
  { path: '/pages/affiliate/withdrawrecord', area: 'affiliate', login: true },
  { path: '/pages/affiliate/withdrawapply', area: 'affiliate', login: true },
  { path: '/pages/affiliate/level', area: 'affiliate', login: true },
  { path: '/pages/affiliate/promotion', area: 'affiliate', login: true },
  { path: '/pages/affiliate/promotionsubmit', area: 'affiliate', login: true },
  { path: '/choose-location', area: 'parcels' },
  { path: '/open-location', area: 'parcels' },
];

export const routes: RouteDef[] = rows.map((r) => ({ ...r, title: `nav.${r.path}` as TKey }));

const rowOf = (path: string) => routes.find((r) => r.path === (path === '/pages/index/index' ? '/' : path));

/**
 * The route of an in-app path ('/pages/index/index' is home). Its title is blank until its area's navbar titles
 * have arrived (they come with the area chunk: scripts/vite/nav-bundles.ts), never the key itself.
 */
export function findRoute(path: string): RouteDef | undefined {
  const r = rowOf(path);
  return r?.area && !titled.has(r.area) ? { ...r, title: '' as TKey } : r;
}

/**
 * The table as the shell uses it, once the titles of the page opened (`url`) are there: a deep link's navbar shows
 * its title at once. A link to no area's page (an unknown one) has the titles of no route's page (`nav-base`).
 */
export function tableFor(url: string): Promise<RouteTable> {
  return areaTitles(rowOf(url.split('?')[0])?.area ?? 'base').then(() => ({ find: findRoute, routes, entries: routeEntries(routes) }));
}
