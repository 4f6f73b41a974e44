import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, OpenDb } from './index';
import * as schema from './schema';
import { retryTransactions } from './retry';

export const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir` (or in memory). */
export async function openDb(opts: { databaseUrl?: string; dataDir?: string; loadDataDir?: Blob | File }): Promise<OpenDb> {
  if (opts.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const client = postgres(opts.databaseUrl, { max: 10, onnotice: () => {} });
    const db = retryTransactions(drizzle(client, { schema }) as unknown as Db);
    return { db, kind: 'postgres', close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pg');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, { loadDataDir: opts.loadDataDir });
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Applies the SQL migrations in server/db/migrations (idempotent); `folder`: another journal (a test's, ending earlier). */
export async function migrateDb(open: OpenDb, folder = MIGRATIONS): Promise<void> {
  if (open.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    await migrate(open.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(open.db as never, { migrationsFolder: folder });
  }
}
