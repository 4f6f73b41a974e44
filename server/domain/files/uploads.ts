import type { DbOrTx } from '../../db';
import { uploads } from '../../db/schema';
import { BizError } from '../../http/errors';
import { saveFile } from './files';
import type { StoredFile, UploadStore } from './store';

export const UPLOAD_MAX_MB = 10;
const UPLOAD_MAX = UPLOAD_MAX_MB * 1024 * 1024;

type Kind = { ext: 'jpg' | 'png' | 'gif' | 'webp'; mime: string };

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

/** The image kind by its first bytes (never by the file name); null for anything else. */
export function imageKind(b: Uint8Array): Kind | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png' };
  if (startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a'))) return { ext: 'gif', mime: 'image/gif' };
  if (startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8)) return { ext: 'webp', mime: 'image/webp' };
  return null;
}

/** An uploaded file's bytes when it is an image of at most UPLOAD_MAX_MB (by its bytes); else the refusal, translated. */
export async function uploadedImage(file: File): Promise<{ bytes: Uint8Array; kind: Kind }> {
  if (file.size > UPLOAD_MAX) throw new BizError('upload.tooBig', { size: UPLOAD_MAX_MB });
  if (file.size === 0) throw new BizError('upload.empty');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = imageKind(bytes);
  if (!kind) throw new BizError('upload.notImage');
  return { bytes, kind };
}

/** Stores an uploaded image of `userId` under /uploads/user/… (in `store`) and records it; answers its url. */
export async function storeUpload(db: DbOrTx, store: UploadStore, userId: number, file: File, now: number): Promise<string> {
  const { bytes, kind } = await uploadedImage(file);
  const url = await saveFile(store, 'user', bytes, kind.ext, now);
  await db.insert(uploads).values({ userId, url, mime: kind.mime, size: bytes.length, createdAt: now });
  return url;
}

/**
 * The path after `/uploads/` of a raw (percent-encoded) url path, decoded — what privacy is judged on and the store
 * is asked for; null when it cannot name a file (bad encoding, NUL bytes, an empty, `.` or `..` segment).
 */
export function uploadRel(rawPath: string): string | null {
  if (!rawPath.startsWith('/uploads/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath.slice('/uploads/'.length));
  } catch {
    return null;
  }
  // One spelling per file: no empty, `.` or `..` segment (/uploads/./user/… would dodge the privacy check).
  if (decoded.includes('\0') || decoded.split(/[\\/]/).some((s) => s === '' || s === '.' || s === '..')) return null;
  return decoded;
}

/** The stored file at `rel` (from uploadRel) with its content type (kinds a browser could run as octet-stream, store.ts typeOf); null when missing. */
export const readUpload = (store: UploadStore, rel: string): Promise<StoredFile | null> => store.get(rel);
