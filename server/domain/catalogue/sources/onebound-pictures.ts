import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { UploadStore } from '../../files/store';

/** The largest side of a kept picture and of its list thumbnail, as the demo's (images.ts: 800 and 200 px, webp). */
const FULL = 800;
const THUMB = 200;
const MAX_BYTES = 10 * 1024 * 1024;

/** A picture address as the provider gives it ("//img.alicdn.com/…" takes the scheme of the provider's address). */
export function absolute(url: string, scheme: string): string | null {
  const full = url.startsWith('//') ? `${scheme}${url}` : url;
  return /^https?:\/\//i.test(full) ? full : null;
}

/**
 * A platform picture kept in the uploads store, once (platform image hosts refuse other sites' pages): named after
 * its address, shrunk to 800 px webp with a '_200' thumbnail beside it (so goods-card's thumb() finds it), served at
 * /uploads/goods/…. Null when it cannot be fetched or read: the item keeps its other pictures.
 */
export async function keepPicture(store: UploadStore, url: string, scheme: string, timeoutMs: number, now: number): Promise<string | null> {
  const src = absolute(url, scheme);
  if (!src) return null;
  const name = `goods/${createHash('sha256').update(src).digest('hex').slice(0, 32)}`;
  if (await store.get(`${name}.webp`)) return `/uploads/${name}.webp`;
  try {
    const res = await fetch(src, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return null;
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.length > MAX_BYTES) return null;
    const [full, small] = await Promise.all([FULL, THUMB].map((side) =>
      sharp(bytes).rotate().resize(side, side, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer()));
    await store.put(`${name}_200.webp`, small, 'image/webp', now);
    await store.put(`${name}.webp`, full, 'image/webp', now);
    return `/uploads/${name}.webp`;
  } catch {
    return null;
  }
}
