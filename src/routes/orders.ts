import type { AreaPages, LazyPage } from '../router/lazy-route';

/** After purchase (issue 6): orders, one-pay orders, the warehouse and sending goods from it. Their rows (title, flags) are in routes.ts. */
export default (lazyPage: LazyPage): AreaPages => ({
  '/pages/member/order/index': lazyPage(() => import('../pages/member/order/index'), ['orders']),
  '/pages/member/order/detail': lazyPage(() => import('../pages/member/order/detail'), ['orders', 'refund']),
  '/pages/member/onepayorder/index': lazyPage(() => import('../pages/member/onepayorder/index'), ['orders']),
  '/pages/member/onepayorder/detail': lazyPage(() => import('../pages/member/onepayorder/detail'), ['orders']),
  '/pages/member/myWarehouse/index': lazyPage(() => import('../pages/member/myWarehouse/index'), ['orders']),
  '/pages/member/ordertosend/index': lazyPage(() => import('../pages/member/ordertosend/index'), ['orders']),
  '/pages/member/sendorder/confirm': lazyPage(() => import('../pages/member/sendorder/confirm'), ['orders']),
});
