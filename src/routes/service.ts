import type { AreaPages, LazyPage } from '../router/lazy-route';

/** Service (issue 13): questions to service, feedback, the size guide, ship-for-me and seller settlement. Their rows (title, flags) are in routes.ts. */
export default (lazyPage: LazyPage): AreaPages => ({
  '/pages/member/advisory/index': lazyPage(() => import('../pages/member/advisory/index'), ['advisory', 'upload']),
  '/pages/member/feedback/index': lazyPage(() => import('../pages/member/feedback/index'), ['feedback', 'upload']),
  '/pages/sizecomparison/index': lazyPage(() => import('../pages/sizecomparison/index'), ['sizes']),
  '/pages/member/shipforme/index': lazyPage(() => import('../pages/member/shipforme/index'), ['shipforme']),
  '/pages/settled/index': lazyPage(() => import('../pages/settled/index'), ['settled']),
});
