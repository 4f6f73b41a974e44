import type { AreaPages, LazyPage } from '../router/lazy-route';

/** The affiliate programme (issue 14): summary and application, revenue, withdrawals, levels, promotion tasks. Their rows (flags) are in routes.ts. */
export default (lazyPage: LazyPage): AreaPages => ({
  '/pages/affiliate/index': lazyPage(() => import('../pages/affiliate/index'), ['affiliate']),
  '/pages/affiliate/revenue': lazyPage(() => import('../pages/affiliate/revenue'), ['affiliate']),
  '/pages/affiliate/withdrawrecord': lazyPage(() => import('../pages/affiliate/withdrawrecord'), ['affiliate']),
  '/pages/affiliate/withdrawapply': lazyPage(() => import('../pages/affiliate/withdrawapply'), ['affiliate']),
  '/pages/affiliate/level': lazyPage(() => import('../pages/affiliate/level'), ['affiliate']),
  '/pages/affiliate/promotion': lazyPage(() => import('../pages/affiliate/promotion'), ['affiliate']),
  '/pages/affiliate/promotionsubmit': lazyPage(() => import('../pages/affiliate/promotionsubmit'), ['affiliate', 'upload']),
});
