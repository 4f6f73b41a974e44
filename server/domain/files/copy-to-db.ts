import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db';
import { uploadFiles } from '../../db/schema';
import { databaseStore, typeOf, uploadsDir } from './store';

/** Every file under `dir`, as paths relative to it with '/' between folders (half-written `.tmp` files left out). */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const e of entries) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await filesUnder(path.join(dir, e.name), rel)));
    else if (e.isFile() && !e.name.endsWith('.tmp')) out.push(rel);
  }
  return out;
}

/**
 * The move to UPLOADS=db: copies the files of DATA_DIR/uploads that the table upload_files does not hold yet
 * (their urls do not change). Run when a server starts with UPLOADS=db, before it serves; a second run copies
 * nothing. Answers how many files it copied.
 */
export async function copyUploadsToDb(db: Db, dataDir: string, now: number): Promise<number> {
  const root = uploadsDir(dataDir);
  const files = await filesUnder(root);
  if (!files.length) return 0;
  const held = new Set((await db.select({ path: uploadFiles.path }).from(uploadFiles)).map((r) => r.path));
  const store = databaseStore(db);
  let copied = 0;
  for (const rel of files) {
    if (held.has(rel)) continue;
    await store.put(rel, await readFile(path.join(root, rel)), typeOf(rel), now);
    copied++;
  }
  return copied;
}
