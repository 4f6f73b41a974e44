import sharp from 'sharp';
import { rng } from '../../db/seed/random';

/**
 * Deterministic demo pictures: bold geometric shapes in colours of their own per item, drawn as
 * SVG (no text: CI machines have no fonts) and encoded to webp by sharp.
 *
 * Names under /static/goods/: '<itemId>-<n>.webp' (800 px, n = picture index), 'banner-<n>.webp'
 * (800×320), 'cat-<id>.webp' and 'floor-<id>.webp' (800 px); '_200' before '.webp' asks for the
 * 200 px thumbnail (long side).
 */
export type Picture = { kind: 'item' | 'banner' | 'cat' | 'floor'; id: number; n: number; thumb: boolean };

const NAME = /^(?:(\d{1,9})-(\d{1,2})|(banner|cat|floor)-(\d{1,4}))(_200)?\.webp$/;

/** Parses a file name of /static/goods/; null for anything else. */
export function parsePicture(file: string): Picture | null {
  const m = NAME.exec(file);
  if (!m) return null;
  const thumb = Boolean(m[5]);
  if (m[1]) return { kind: 'item', id: Number(m[1]), n: Number(m[2]), thumb };
  return { kind: m[3] as Picture['kind'], id: Number(m[4]), n: 0, thumb };
}

/** The site-relative url of an item picture. */
export const itemImageUrl = (itemId: number, n: number) => `/static/goods/${itemId}-${n}.webp`;
export const bannerUrl = (n: number) => `/static/goods/banner-${n}.webp`;
export const categoryImageUrl = (id: number) => `/static/goods/cat-${id}_200.webp`;
export const floorImageUrl = (id: number) => `/static/goods/floor-${id}.webp`;

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;

/** One seed per picture so every picture of every item differs. */
function seedOf(p: Pick<Picture, 'kind' | 'id' | 'n'>): number {
  const kind = { item: 1, banner: 2, cat: 3, floor: 4 }[p.kind];
  return (Math.imul(p.id + 1, 2654435761) ^ Math.imul(p.n + 7, 40503) ^ Math.imul(kind, 97)) >>> 0;
}

/** The shapes of one picture in a 100 × (100 / aspect) box. */
function shapes(seed: number, w: number, h: number): string {
  const r = rng(seed);
  const hue = r.int(0, 359);
  const dark = r.next() < 0.5;
  const bgL = dark ? r.int(12, 28) : r.int(78, 92);
  const out: string[] = [`<rect width="${w}" height="${h}" fill="${hsl(hue, r.int(35, 70), bgL)}"/>`];
  // A soft diagonal band gives every picture a large-scale structure of its own.
  const angle = r.int(0, 179);
  out.push(`<rect x="${-w}" y="${h / 2 - r.int(8, 22)}" width="${w * 3}" height="${r.int(16, 40)}" fill="${hsl(hue + 30, 50, dark ? bgL + 18 : bgL - 18)}" transform="rotate(${angle} ${w / 2} ${h / 2})"/>`);
  const count = r.int(4, 6);
  for (let i = 0; i < count; i++) {
    const c = hsl(hue + r.pick([0, 40, 150, 180, 210, 300]), r.int(55, 95), dark ? r.int(45, 85) : r.int(15, 55));
    const x = r.int(10, w - 10);
    const y = r.int(10, h - 10);
    const s = r.int(12, 34);
    switch (r.int(0, 4)) {
      case 0:
        out.push(`<circle cx="${x}" cy="${y}" r="${s}" fill="${c}"/>`);
        break;
      case 1:
        out.push(`<rect x="${x - s}" y="${y - s * 0.7}" width="${s * 2}" height="${s * 1.4}" rx="${r.int(0, 6)}" fill="${c}" transform="rotate(${r.int(0, 90)} ${x} ${y})"/>`);
        break;
      case 2:
        out.push(`<polygon points="${x},${y - s} ${x + s},${y + s * 0.8} ${x - s},${y + s * 0.8}" fill="${c}" transform="rotate(${r.int(0, 120)} ${x} ${y})"/>`);
        break;
      case 3:
        out.push(`<circle cx="${x}" cy="${y}" r="${s * 0.8}" fill="none" stroke="${c}" stroke-width="${r.int(5, 10)}"/>`);
        break;
      default: {
        const stripes = Array.from({ length: 3 }, (_, k) => `<rect x="${x - s}" y="${y - s + k * s * 0.75}" width="${s * 2}" height="${s * 0.4}" fill="${c}"/>`);
        out.push(`<g transform="rotate(${r.int(0, 180)} ${x} ${y})">${stripes.join('')}</g>`);
      }
    }
  }
  return out.join('');
}

/** Pixel size of a picture: items, categories and floors are square; banners 5:2. */
export function pictureSize(p: Picture): { width: number; height: number } {
  const long = p.thumb ? 200 : 800;
  return p.kind === 'banner' ? { width: long, height: Math.round(long * 0.4) } : { width: long, height: long };
}

/** The SVG source of a picture at a given pixel size (the drawing is the same at every size). */
export function pictureSvg(p: Pick<Picture, 'kind' | 'id' | 'n'>, width: number, height: number): string {
  const w = 100;
  const h = Math.round((100 * height) / width);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}">${shapes(seedOf(p), w, h)}</svg>`;
}

/** Renders a picture to webp bytes. */
export async function renderPicture(p: Picture): Promise<Buffer> {
  const { width, height } = pictureSize(p);
  return sharp(Buffer.from(pictureSvg(p, width, height))).webp({ quality: p.thumb ? 70 : 80 }).toBuffer();
}
