import type { AreaLoader } from '../router/lazy-route';

/**
 * The area chunks: each file of this folder holds the page loaders of one feature area (one chunk), so
 * the route table every route loads carries one short row per page and one loader per area, not one
 * import per page. A new area (issues 12–14: rewards, content, affiliate) is a file here, exporting
 * `(lazyPage) => ({ '/path': lazyPage(() => import('../pages/…'), ['ns']) })` as the others do (the build
 * reads that form: scripts/vite/route-preload.ts), and one line below; its rows in routes.ts name it.
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
} satisfies Record<string, AreaLoader>;

export type AreaName = keyof typeof AREAS;
