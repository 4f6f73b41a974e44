import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS, migrateDb, openDb } from '../../server/db/open';
import { atFileEnd } from './file-end';
import { testDatabase } from './test-database';

/** The rows of a raw query's answer, whichever driver answered it (PGlite's { rows } or postgres.js' array). */
export const rowsOf = <T>(res: unknown) => (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as T[];

/** A migrations folder whose journal ends at `tag`: what a server of that version applied (removed at the file's end). */
export function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(file, JSON.stringify(journal));
  atFileEnd(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A database of its own (PGlite, or a fresh PostgreSQL database when DATABASE_URL is set) migrated up to `tag`;
 * `upgrade()` applies the rest. Closed (and dropped) at the file's end.
 */
export async function databaseAt(tag: string) {
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const made = await testDatabase(process.env.DATABASE_URL, { empty: true });
    databaseUrl = made.url;
    atFileEnd(made.drop);
  }
  const open = await openDb({ databaseUrl });
  atFileEnd(() => open.close());
  await migrateDb(open, migrationsUpTo(tag));
  return { db: open.db, upgrade: () => migrateDb(open) };
}
