import { randomBytes } from 'node:crypto';
import { typeOf, type UploadStore } from './store';

export { uploadsDir } from './store';

/** Stores bytes under /uploads/<folder>/<yyyymmdd>/<random>.<ext> (in `store`) and answers the site-relative url. */
export async function saveFile(store: UploadStore, folder: string, bytes: Uint8Array, ext: string, now: number): Promise<string> {
  const day = new Date(now * 1000).toISOString().slice(0, 10).replace(/-/g, '');
  // 128 random bits: a name nobody can guess (private uploads are also checked by owner).
  const rel = `${folder}/${day}/${randomBytes(16).toString('hex')}.${ext}`;
  await store.put(rel, bytes, typeOf(rel), now);
  return `/uploads/${rel}`;
}
