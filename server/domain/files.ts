import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** Where uploaded and generated files live: DATA_DIR/uploads, served under /uploads/. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** Stores bytes under /uploads/<folder>/<yyyymmdd>/<random>.<ext> and answers the site-relative url. */
export async function saveFile(dataDir: string, folder: string, bytes: Uint8Array, ext: string, now: number): Promise<string> {
  const day = new Date(now * 1000).toISOString().slice(0, 10).replace(/-/g, '');
  // 128 random bits: a name nobody can guess (private uploads are also checked by owner).
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const dir = path.join(uploadsDir(dataDir), folder, day);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), bytes);
  return `/uploads/${folder}/${day}/${name}`;
}
