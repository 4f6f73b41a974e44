import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { imageSearches } from '../../db/schema';
import { BizError } from '../../http/errors';
import { phash } from './phash';
import type { ItemSource, SearchedPicture } from './sources/source';

/** The largest decoded crop accepted (the storefront sends a 480 px JPEG of a few dozen KB). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type Decoded = { ok: true; bytes: Buffer } | { ok: false; code: '4001' | '4002'; key: string };

/** base64 with or without a `data:image/…;base64,` prefix (spaces from careless form encoding are '+'). */
export function decodeImgcode(imgcode: string): Decoded {
  const body = imgcode.trim().replace(/^data:[\w/.+-]*;base64,/i, '').replace(/ /g, '+').replace(/\s/g, '');
  if (!body || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(body)) return { ok: false, code: '4001', key: 'item.imageInvalid' };
  if (Math.floor((body.length * 3) / 4) > MAX_IMAGE_BYTES + 3) return { ok: false, code: '4002', key: 'item.imageTooLarge' };
  const bytes = Buffer.from(body, body.includes('-') || body.includes('_') ? 'base64url' : 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, code: '4002', key: 'item.imageTooLarge' };
  return { ok: true, bytes };
}

/** JPEG, PNG, GIF or WebP by their first bytes: nothing else (SVG above all) reaches the decoder. */
export function isRasterImage(b: Buffer): boolean {
  if (b.length < 12) return false;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return true;
  if (b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))) return true;
  if (b.subarray(0, 4).toString('latin1') === 'GIF8') return true;
  return b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';
}

/**
 * Hashes an uploaded crop, sends it to the source's provider (which may not take it: the search then answers from
 * the shop's rows) and stores the search; answers the shopper's id of it, or null when the bytes are no image.
 */
export async function storeImageSearch(db: DbOrTx, source: ItemSource, userId: number, bytes: Buffer, now: number): Promise<string | null> {
  if (!isRasterImage(bytes)) return null;
  let hash: string;
  try {
    hash = await phash(bytes);
  } catch {
    return null;
  }
  const id = randomBytes(8).toString('hex');
  await db.insert(imageSearches).values({ id, userId, phash: hash, providerImgid: await source.uploadImage(bytes), createdAt: now });
  return id;
}

/** One of the shopper's own searches; someone else's id answers like a missing one. */
export async function searchedPicture(db: DbOrTx, userId: number, imageId: string): Promise<SearchedPicture> {
  const [row] = await db.select({ hash: imageSearches.phash, providerId: imageSearches.providerImgid }).from(imageSearches)
    .where(and(eq(imageSearches.id, imageId), eq(imageSearches.userId, userId)));
  if (!row) throw new BizError('item.imageSearchNotFound');
  return row;
}
