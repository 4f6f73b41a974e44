import type { AreaPages, LazyPage } from '../router/lazy-route';

/** Wallet (issue 11): balance, records, recharge, withdrawals, the pay password. Their rows (title, flags) are in routes.ts. */
export default (lazyPage: LazyPage): AreaPages => ({
  '/pages/member/account/index': lazyPage(() => import('../pages/member/account/index'), ['wallet']),
  '/pages/member/record/index': lazyPage(() => import('../pages/member/record/index'), ['wallet']),
  '/pages/member/recharge/index': lazyPage(() => import('../pages/member/recharge/index'), ['wallet']),
  '/pages/member/cash/index': lazyPage(() => import('../pages/member/cash/index'), ['wallet']),
  '/pages/member/paypassword/index': lazyPage(() => import('../pages/member/paypassword/index'), ['wallet']),
});
