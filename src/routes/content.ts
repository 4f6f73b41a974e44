import type { AreaPages, LazyPage } from '../router/lazy-route';

/** Content (issue 13): news, help, service information, the community and campaign pages. Their rows (title, flags) are in routes.ts. */
export default (lazyPage: LazyPage): AreaPages => ({
  '/pages/member/news/index': lazyPage(() => import('../pages/member/news/index'), ['content']),
  '/pages/member/news/detail': lazyPage(() => import('../pages/member/news/detail'), ['content']),
  '/pages/help/index': lazyPage(() => import('../pages/help/index'), ['content']),
  '/pages/help/lists': lazyPage(() => import('../pages/help/lists'), ['content']),
  '/pages/help/info': lazyPage(() => import('../pages/help/info'), ['content']),
  '/pages/information/index': lazyPage(() => import('../pages/information/index'), ['content']),
  '/pages/comment/index': lazyPage(() => import('../pages/comment/index'), ['content', 'upload']),
  '/pages/custom/index': lazyPage(() => import('../pages/custom/index'), ['content']),
});
