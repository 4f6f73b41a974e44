import { readFileSync } from 'node:fs';

/** A row of src/routes.ts as the walk needs it: its path and whether visitors are sent to log in. */
export type RouteRow = { path: string; login: boolean; bare: boolean };

/** Every row of THE route table (src/routes.ts), read from its source: a page added there is walked without an edit here. */
export function routeRows(): RouteRow[] {
  const src = readFileSync(new URL('../../src/routes.ts', import.meta.url), 'utf8');
  const rows = [...src.matchAll(/^\s*\{ path: '([^']+)'([^\n]*)\},?$/gm)].map((m) => ({ path: m[1], login: /login: true/.test(m[2]), bare: /bare: true/.test(m[2]) }));
  if (rows.length < 80) throw new Error(`only ${rows.length} rows read from src/routes.ts`);
  return rows;
}
