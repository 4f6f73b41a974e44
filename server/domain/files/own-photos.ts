import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { uploads } from '../../db/schema';
import { BizError } from '../../http/errors';
import { isPrivateUpload, uploadPath } from './upload-paths';

/**
 * Photos attached to a question, a feedback or a community post: each must be a private upload of this shopper
 * (/api/common/upload, /uploads/user/…) — never another site's url or another shopper's file. Answers their paths.
 */
export async function ownPhotos(db: DbOrTx, userId: number, urls: string[]): Promise<string[]> {
  const paths = [...new Set(urls.map((u) => u.trim()).filter(Boolean).map(uploadPath))];
  if (!paths.length) return [];
  if (paths.some((p) => !isPrivateUpload(p))) throw new BizError('service.image');
  for (const url of paths) {
    const [row] = await db.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.userId, userId), eq(uploads.url, url)));
    if (!row) throw new BizError('service.image');
  }
  return paths;
}
