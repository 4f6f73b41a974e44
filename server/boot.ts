import type { ServerConfig } from './config';
import type { OpenDb } from './db';
import { openDb, migrateDb } from './db/open';
import { setPasswordCost } from './domain/account/passwords';
import { seedIfEmpty } from './db/seed';
import { refreshPictureHashes } from './domain/catalogue/picture-hashes';
import { createApp } from './app';
import type { Deps } from './http/env';

/** Opens, migrates and seeds the database (refreshing picture hashes of older drawings), then assembles the app. Used by main.ts and the tests. */
export async function boot(config: ServerConfig, opts: { loadDataDir?: Blob; now?: () => number } = {}) {
  setPasswordCost(config.passwordCost);
  const open: OpenDb = await openDb({ databaseUrl: config.databaseUrl, dataDir: opts.loadDataDir ? undefined : config.dataDir, loadDataDir: opts.loadDataDir });
  await migrateDb(open);
  const seeded = await seedIfEmpty(open.db);
  await refreshPictureHashes(open.db); // image search of a database seeded under older drawings
  const deps: Deps = { db: open.db, config, now: opts.now ?? (() => Math.floor(Date.now() / 1000)) };
  const app = createApp(deps);
  return { app, deps, open, seeded };
}
