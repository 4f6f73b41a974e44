import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb, migrateDb } from '../../server/db/open';
import { seedIfEmpty } from '../../server/db/seed';
import { setPasswordCost } from '../../server/domain/account/passwords';

/**
 * Builds one migrated, seeded database for the whole run: on PGlite a data-dir dump each test file
 * loads (≈0.5 s instead of initdb + seed), on PostgreSQL a template database each file copies.
 */
export default async function setup(project: TestProject) {
  setPasswordCost(12); // the seeded accounts' hashes, as the harness makes new ones (see harness.ts)
  const url = process.env.DATABASE_URL;
  if (url) {
    const { default: postgres } = await import('postgres');
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await dropLeftovers(url, admin);
    const template = `shop_tpl_${process.pid}`;
    await admin.unsafe(`DROP DATABASE IF EXISTS ${template}`);
    await admin.unsafe(`CREATE DATABASE ${template}`);
    const tplUrl = withDb(url, template);
    const open = await openDb({ databaseUrl: tplUrl });
    await migrateDb(open);
    await seedIfEmpty(open.db);
    await open.close();
    project.provide('pgTemplate', template);
    return async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${template}`);
      await admin.end();
    };
  }
  const open = await openDb({});
  await migrateDb(open);
  await seedIfEmpty(open.db);
  const client = (open.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await open.close();
  const dir = path.resolve('node_modules/.cache/storefront-test');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `seed-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
}

/** Whether process `pid` runs on this host. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops what runs killed before their clean-up left on a cluster of this machine: the template (shop_tpl_<pid>) and
 * the test files' databases (shop_t_<pid>_…, test-database.ts) of every run whose process is gone. Left to pile up,
 * a few hundred of them made the cluster's start after a crash spend 20 minutes syncing its files. A cluster
 * elsewhere, which other machines' runs may share, is left as it is.
 */
async function dropLeftovers(url: string, admin: import('postgres').Sql) {
  if (!['127.0.0.1', 'localhost', '[::1]', ''].includes(new URL(url).hostname)) return;
  const rows = await admin<{ datname: string }[]>`SELECT datname FROM pg_database WHERE datname ~ '^shop_t_[0-9]+_' OR datname ~ '^shop_tpl_[0-9]+$'`;
  for (const { datname } of rows) {
    const pid = Number(/^shop_(?:t|tpl)_(\d+)/.exec(datname)![1]);
    if (pid !== process.pid && !alive(pid)) await admin.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}

export function withDb(url: string, db: string) {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}
