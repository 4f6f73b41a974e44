import type { AreaPages, LazyPage } from '../router/lazy-route';

/** Shopping (issue 5): cart, order confirmation, one-pay order, payment and its result. Their rows (title, flags) are in routes.ts. */
export default (lazyPage: LazyPage): AreaPages => ({
  '/pages/cart/index': lazyPage(() => import('../pages/cart/index'), ['checkout']),
  '/pages/carttoorder/index': lazyPage(() => import('../pages/carttoorder/index'), ['checkout']),
  '/pages/onepay/index': lazyPage(() => import('../pages/onepay/index'), ['checkout']),
  '/pages/member/pay/index': lazyPage(() => import('../pages/member/pay/index'), ['checkout', 'copy', 'upload', 'wallet']),
  '/pages/member/pay/payResult': lazyPage(() => import('../pages/member/pay/payResult'), ['checkout']),
});
