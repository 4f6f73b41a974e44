import type { AreaLoader } from '../router/lazy-route';
import type { AreaName } from '../router/route-def';

/**
 * The area chunks: each file of this folder holds the page loaders of one feature area (one chunk), so
 * the route table every route loads carries one short row per page and one loader per area, not one
 * import per page. A new area (issues 12–14: rewards, content, affiliate) is a file here, exporting
 * `(lazyPage) => ({ '/path': lazyPage(() => import('../pages/…'), ['ns']) })` as the others do (the build
 * reads that form: scripts/vite/route-preload.ts), one line below and its name in router/route-def.ts; its rows in routes.ts name it.
 */
export const AREAS = {
  account: () => import('./account'),
  catalog: () => import('./catalog'),
  checkout: () => import('./checkout'),
  orders: () => import('./orders'),
  parcels: () => import('./parcels'),
  wallet: () => import('./wallet'),
  misc: () => import('./misc'),
  content: () => import('./content'),
  rewards: () => import('./rewards'),
  service: () => import('./service'),
  affiliate: () => import('./affiliate'),
} satisfies Record<AreaName, AreaLoader>;

export type { AreaName };
