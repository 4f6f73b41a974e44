import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Deps } from '../../http/env';
import { saveStaffPhoto } from '../files/staff-photos';

/** Side of a generated QC photo in pixels. */
export const QC_SIZE = 640;

/** Deterministic bytes from a seed string: the same goods and shot always draw the same picture. */
function bytesOf(seed: string): number[] {
  return [...createHash('sha256').update(seed).digest()];
}

const hsl = (h: number, s: number, l: number) => `hsl(${h % 360},${s}%,${l}%)`;

/**
 * An SVG "photo" of goods on the warehouse table: a backdrop, the goods as a rounded box or an
 * ellipse in their own colour, a shadow, a measuring scale along the bottom and a check badge.
 * Shapes only (no text, so no fonts needed).
 */
export function qcSvg(seed: string): string {
  const b = bytesOf(seed);
  const s = QC_SIZE;
  const hue = b[0] * 360 / 256;
  const round = b[1] % 2 === 0;
  const w = 240 + (b[2] % 140);
  const h = 200 + (b[3] % 160);
  const x = (s - w) / 2 + ((b[4] % 60) - 30);
  const y = (s - h) / 2 - 30 + ((b[5] % 40) - 20);
  const tilt = (b[6] % 21) - 10;
  const goods = round
    ? `<ellipse cx="${x + w / 2}" cy="${y + h / 2}" rx="${w / 2}" ry="${h / 2}" fill="${hsl(hue, 60, 50)}"/>`
    : `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${b[7] % 40}" fill="${hsl(hue, 60, 50)}"/>`;
  const stripe = `<rect x="${x + w * 0.15}" y="${y + h * 0.45}" width="${w * 0.7}" height="${h * 0.12}" fill="${hsl(hue + 180, 50, 85)}" opacity="0.8"/>`;
  const ticks = Array.from({ length: 16 }, (_, i) =>
    `<rect x="${20 + i * 37.5}" y="${s - 56}" width="37.5" height="${i % 2 ? 16 : 24}" fill="${i % 2 ? '#333' : '#f5d90a'}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
<rect width="${s}" height="${s}" fill="${hsl(hue + 40, 15, 92)}"/>
<rect y="${s * 0.7}" width="${s}" height="${s * 0.3}" fill="${hsl(hue + 40, 10, 80)}"/>
<ellipse cx="${x + w / 2 + 12}" cy="${y + h + 14}" rx="${w / 2}" ry="18" fill="#000" opacity="0.15"/>
<g transform="rotate(${tilt} ${x + w / 2} ${y + h / 2})">${goods}${stripe}</g>
${ticks}
<circle cx="${s - 60}" cy="60" r="34" fill="#2e9d4f"/>
<path d="M ${s - 78} 60 l 12 13 l 24 -26" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;
}

/** Renders one QC photo as webp bytes. */
export function qcPhotoBytes(seed: string): Promise<Buffer> {
  return sharp(Buffer.from(qcSvg(seed))).webp({ quality: 78 }).toBuffer();
}

/**
 * Generates `count` QC photos of one goods line of shopper `ownerId` and stores them under /uploads/qc/…, private to
 * that shopper (staff-photos.ts); answers their site-relative urls. `from` numbers the shots so later photos differ
 * from earlier ones.
 */
export async function makeQcPhotos(deps: Pick<Deps, 'db' | 'config'>, goods: { id: number; userId: number }, count: number, now: number, from = 0): Promise<string[]> {
  const urls: string[] = [];
  for (let i = from; i < from + count; i++) {
    urls.push(await saveStaffPhoto(deps, 'qc', goods.userId, await qcPhotoBytes(`qc:${goods.id}:${i}`), now));
  }
  return urls;
}
