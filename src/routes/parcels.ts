import type { AreaPages, LazyPage } from '../router/lazy-route';

/** After purchase (issue 6): parcels, trial packing, the shipping calculator, addresses and the location pickers. Their rows (title, flags) are in routes.ts. */
export default (lazyPage: LazyPage): AreaPages => ({
  '/pages/member/sendorder/index': lazyPage(() => import('../pages/member/sendorder/index'), ['parcelList']),
  '/pages/member/sendorder/detail': lazyPage(() => import('../pages/member/sendorder/detail'), ['parcels', 'copy']),
  '/pages/member/rehearsal/index': lazyPage(() => import('../pages/member/rehearsal/index'), ['parcels']),
  '/pages/member/rehearsal/confirm': lazyPage(() => import('../pages/member/rehearsal/confirm'), ['parcels']),
  '/pages/member/rehearsal/detail': lazyPage(() => import('../pages/member/rehearsal/detail'), ['parcels']),
  '/pages/member/rehearsal/submit': lazyPage(() => import('../pages/member/rehearsal/submit'), ['parcels']),
  '/pages/page/estimate': lazyPage(() => import('../pages/page/estimate'), ['parcels']),
  '/pages/member/myaddress/index': lazyPage(() => import('../pages/member/myaddress/index'), ['parcels']),
  '/pages/member/myaddress/add': lazyPage(() => import('../pages/member/myaddress/add'), ['parcels']),
  '/choose-location': lazyPage(() => import('../pages/location/choose'), ['parcels']),
  '/open-location': lazyPage(() => import('../pages/location/open'), ['parcels']),
});
