import type { ComponentType } from 'preact';
import type { RouteDef } from './route-def';
import { AREAS } from '../routes/areas';
import { areaPage, type AreaLoader } from './lazy-route';
import { requireLogin } from './require-login';

/**
 * The Router's components for the rows of the route table (home's is the shell's): each loads its area's
 * chunk, then its page; a login-only one sits behind the login guard, so for a visitor neither loads. Made
 * in the table's chunk (routes.ts re-exports it), not in the shell every first load carries.
 */
export const routeEntries = (rows: readonly RouteDef[], areas: Record<string, AreaLoader> = AREAS): { path: string; component: ComponentType<any> }[] =>
  rows.filter((r) => r.area).map((r) => {
    const page = areaPage(areas[r.area!], r.path, r.area);
    return { path: r.path, component: r.login ? requireLogin(page) : page };
  });
