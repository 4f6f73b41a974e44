import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTx } from '../db';
import { uploads } from '../db/schema';
import { BizError } from '../http/errors';
import { saveFile, uploadsDir } from './files';

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

/** Stores an uploaded image of `userId` under /uploads/user/… and records it; answers its url. */
export async function storeUpload(db: DbOrTx, dataDir: string, userId: number, file: File, now: number): Promise<string> {
  if (file.size > UPLOAD_MAX) throw new BizError('upload.tooBig', { size: UPLOAD_MAX_MB });
  if (file.size === 0) throw new BizError('upload.empty');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = imageKind(bytes);
  if (!kind) throw new BizError('upload.notImage');
  const url = await saveFile(dataDir, 'user', bytes, kind.ext, now);
  await db.insert(uploads).values({ userId, url, mime: kind.mime, size: bytes.length, createdAt: now });
  return url;
}

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.gif': 'image/gif', '.webp': 'image/webp',
  '.pdf': 'application/pdf', '.json': 'application/json', '.txt': 'text/plain; charset=utf-8',
};

/**
 * A file under DATA_DIR/uploads for the raw (percent-encoded) url path after `/uploads/`, with its
 * content type; null when missing, a folder, or outside the uploads folder (`..`, NUL bytes). Kinds
 * a browser could run (html, svg) are answered as octet-stream.
 */
export async function readUpload(dataDir: string, rel: string): Promise<{ bytes: Buffer; type: string } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return null;
  }
  if (!decoded || decoded.includes('\0') || decoded.split(/[\\/]/).some((s) => s === '..')) return null;
  const root = path.resolve(uploadsDir(dataDir));
  const file = path.resolve(root, decoded);
  if (!file.startsWith(root + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  return { bytes: await readFile(file), type: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' };
}
