import type { AreaPages, LazyPage } from '../router/lazy-route';

/** Shopping (issue 5): categories, mall, search results, favourites, history, the item page and manual add. Their rows (title, flags) are in routes.ts. */
export default (lazyPage: LazyPage): AreaPages => ({
  '/pages/category/index': lazyPage(() => import('../pages/category/index'), ['catalog']),
  '/pages/mall/index': lazyPage(() => import('../pages/mall/index'), ['catalog']),
  '/pages/shop/index': lazyPage(() => import('../pages/shop/index'), ['catalog']),
  '/pages/member/favorite/index': lazyPage(() => import('../pages/member/favorite/index'), ['catalog']),
  '/pages/member/history/index': lazyPage(() => import('../pages/member/history/index'), ['catalog']),
  '/pages/item/index': lazyPage(() => import('../pages/item/index'), ['item']),
  '/pages/item/notfound': lazyPage(() => import('../pages/item/notfound'), ['item', 'upload']),
});
