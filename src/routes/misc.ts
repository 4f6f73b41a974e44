import type { AreaPages, LazyPage } from '../router/lazy-route';

/** Member services: online service, messages to the shopper (issue 13), notification e-mails (issue 11). Their rows (title, flags) are in routes.ts. */
export default (lazyPage: LazyPage): AreaPages => ({
  '/pages/page/onlineservice': lazyPage(() => import('../pages/page/onlineservice'), ['service', 'upload']),
  '/pages/member/message/index': lazyPage(() => import('../pages/member/message/index'), ['message']),
  '/pages/member/emailremind/index': lazyPage(() => import('../pages/member/emailremind/index'), ['remind']),
});
