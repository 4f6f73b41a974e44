import { useEffect, useState } from 'react';
import type { RouteTable } from './route-def';
import { withTimeout } from '../lib/timing';
import { CHUNK_TIMEOUT_MS, failureType, type ChunkFailure } from './lazy-page';
import { currentUrl } from './navigate';

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
