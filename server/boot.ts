import type { ServerConfig } from './config';
import type { OpenDb } from './db';
import { openDb, migrateDb } from './db/open';
import { exclusively, LOCK } from './db/pg-lock';
import { setPasswordCost } from './domain/account/passwords';
import { seedIfEmpty } from './db/seed';
import { refreshPictureHashes } from './domain/catalogue/picture-hashes';
import { copyUploadsToDb } from './domain/files/copy-to-db';
import { createApp } from './app';
import type { Deps } from './http/env';

/**
 * Readies the database for this version: migrations, the demo seed of an empty database, picture hashes of older
 * drawings, and with UPLOADS=db the files of DATA_DIR/uploads copied in. On PostgreSQL one process at a time (an
 * advisory lock): processes started together on several machines do it once, the others find it done.
 */
export async function prepareDb(open: OpenDb, config: ServerConfig, now: number): Promise<{ seeded: boolean }> {
  return exclusively(open.kind === 'postgres' ? config.databaseUrl : undefined, LOCK.boot, async () => {
    await migrateDb(open);
    const seeded = await seedIfEmpty(open.db);
    await refreshPictureHashes(open.db); // image search of a database seeded under older drawings
    if (config.uploads === 'db') {
      const copied = await copyUploadsToDb(open.db, config.dataDir, now);
      if (copied) console.log(`Uploads:    ${copied} files of ${config.dataDir}/uploads copied into the database (UPLOADS=db)`);
    }
    return { seeded };
  });
}

/**
 * Opens the database, readies it (prepareDb; `prepared`: another process just did, a cluster's primary), then
 * assembles the app. Used by main.ts and the tests.
 */
export async function boot(config: ServerConfig, opts: { loadDataDir?: Blob; now?: () => number; prepared?: boolean } = {}) {
  setPasswordCost(config.passwordCost);
  const open: OpenDb = await openDb({ databaseUrl: config.databaseUrl, dataDir: opts.loadDataDir ? undefined : config.dataDir, loadDataDir: opts.loadDataDir });
  const now = opts.now ?? (() => Math.floor(Date.now() / 1000));
  const { seeded } = opts.prepared ? { seeded: false } : await prepareDb(open, config, now());
  const deps: Deps = { db: open.db, config, now };
  const app = createApp(deps);
  return { app, deps, open, seeded };
}
