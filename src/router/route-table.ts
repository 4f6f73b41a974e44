import { useEffect, useState } from 'react';
import type { ComponentType } from 'preact';
import type { RouteDef } from '../routes';
import { withTimeout } from '../lib/timing';
import { CHUNK_TIMEOUT_MS, failureType, type ChunkFailure } from './lazy-page';
import { currentUrl } from './navigate';

export type RouteTable = {
  find: (path: string) => RouteDef | undefined;
  /** Every route with its title and flags (menus list the pages they link to from here). */
  routes: readonly RouteDef[];
  /** Every route but home with its component (its area's chunk, then its page; login-only pages wrapped in the login guard, which loads nothing for a visitor). */
  entries: { path: string; component: ComponentType<any> }[];
};

let table: Promise<RouteTable> | null = null;

/** The route table (routes.ts) is a chunk of its own, ready with the navbar titles of the page opened: home paints without either. */
export function loadRouteTable(): Promise<RouteTable> {
  table ??= withTimeout(import('../routes'), CHUNK_TIMEOUT_MS).then((m) => m.tableFor(currentUrl()));
  table.catch(() => {
    table = null;
  });
  return table;
}

/** The table once `needed` (first visit to anything but home), or the reason it could not load. */
export function useRouteTable(needed: boolean): { table: RouteTable | null; failed: ChunkFailure | null } {
  const [state, setState] = useState<{ table: RouteTable | null; failed: ChunkFailure | null }>({ table: null, failed: null });
  useEffect(() => {
    if (!needed || state.table) return;
    void loadRouteTable().then((t) => setState({ table: t, failed: null }), (err: unknown) => setState({ table: null, failed: failureType(err) }));
  }, [needed]);
  return state;
}
