import type { DbOrTx } from '../../db';
import type { ServerConfig } from '../../config';
import { staffPhotos } from '../../db/schema';
import { saveFile } from './files';
import { uploadStore } from './store';

/**
 * A photo staff took of a shopper's goods (folder 'qc') or parcel ('parcel'): stored under a random name and
 * recorded as `ownerId`'s, so that only they (their upload pass) and operators are served it (upload-pass.ts).
 */
export async function saveStaffPhoto(deps: { db: DbOrTx; config: Pick<ServerConfig, 'dataDir' | 'uploads'> }, folder: 'qc' | 'parcel', ownerId: number, bytes: Uint8Array, now: number): Promise<string> {
  const url = await saveFile(uploadStore(deps), folder, bytes, 'webp', now);
  await deps.db.insert(staffPhotos).values({ url, userId: ownerId, createdAt: now }).onConflictDoNothing();
  return url;
}
