import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import type { ServerConfig } from '../../config';
import { uploadFiles } from '../../db/schema';

/** A stored file: its bytes and content type. */
export type StoredFile = { bytes: Uint8Array; type: string };

/**
 * Where the bytes of /uploads/ files live, by their path after /uploads/ (`user/20250101/<random>.png`): the data
 * folder (default) or the database (UPLOADS=db, table upload_files), so that server processes on several machines
 * need nothing shared but PostgreSQL. Privacy and caching are decided above this, the same for both.
 */
export interface UploadStore {
  put(rel: string, bytes: Uint8Array, mime: string, now: number): Promise<void>;
  /** The file at `rel` (already checked: no `..`, no NUL), or null. */
  get(rel: string): Promise<StoredFile | null>;
}

/** Where uploaded and generated files live on disk: DATA_DIR/uploads, served under /uploads/. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.gif': 'image/gif', '.webp': 'image/webp',
  '.pdf': 'application/pdf', '.json': 'application/json', '.txt': 'text/plain; charset=utf-8',
};
/** The content type served for a file name; kinds a browser could run (html, svg) as octet-stream. */
export const typeOf = (name: string) => TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

/** DATA_DIR/uploads: written to a temporary name, then renamed (a reader never sees half a file). */
export function folderStore(dataDir: string): UploadStore {
  const root = path.resolve(uploadsDir(dataDir));
  return {
    async put(rel, bytes) {
      const file = path.join(root, rel);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file);
    },
    async get(rel) {
      const file = path.resolve(root, rel);
      if (!file.startsWith(root + path.sep)) return null;
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { bytes: await readFile(file), type: typeOf(file) };
    },
  };
}

/** The table upload_files: one row per file, its bytes inline (a photo is tens of KB; uploads are at most 10 MB). */
export function databaseStore(db: DbOrTx): UploadStore {
  return {
    async put(rel, bytes, mime, now) {
      await db.insert(uploadFiles).values({ path: rel, mime, size: bytes.length, bytes, createdAt: now }).onConflictDoNothing();
    },
    async get(rel) {
      const [row] = await db.select({ bytes: uploadFiles.bytes }).from(uploadFiles).where(eq(uploadFiles.path, rel)).limit(1);
      return row ? { bytes: row.bytes, type: typeOf(rel) } : null;
    },
  };
}

/** The store the configuration names (UPLOADS=db, else the data folder). */
export const uploadStore = (deps: { db: DbOrTx; config: Pick<ServerConfig, 'dataDir' | 'uploads'> }): UploadStore =>
  deps.config.uploads === 'db' ? databaseStore(deps.db) : folderStore(deps.config.dataDir);
