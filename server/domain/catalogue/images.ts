import sharp from 'sharp';
import { rng } from '../../db/seed/random';
import { COLOUR_PID } from '../../db/seed/catalogue-words';
import type { I18nText, SkuProp } from '../../db/schema';
import { SHAPES, shapeFor, type Paint, type Shape } from './silhouettes';

/**
 * Deterministic demo pictures that look like product photos: the item's product drawn in its own
 * colours (silhouettes.ts) on a soft studio background, drawn as SVG (no text: CI machines have no
 * fonts) and encoded to webp by sharp.
 *
 * Names under /static/goods/: '<itemId>-<n>.webp' (800 px, n = picture index), 'banner-<n>.webp'
 * (800×320), 'cat-<id>.webp' and 'floor-<id>.webp' (800 px); '_200' before '.webp' asks for the
 * 200 px thumbnail (long side). A name says which picture; what it shows (the product and its colours,
 * a `Subject`) comes from the item or category it belongs to (picture-subjects.ts).
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

/**
 * Changes whenever the drawings do: the route keeps rendered files under a folder of this name, so a
 * data directory holding older drawings (the abstract shapes of v1 lie in static/goods) renders afresh.
 */
export const DRAWING_VERSION = 'goods-v2';

// ---- What a picture shows ----------------------------------------------------------------------

/** The catalogue's colour names (COLOURS in seed/catalogue-words.ts) as the colours of real goods. */
export const COLOUR_HEX: Record<string, string> = {
  black: '#2a2a2e', white: '#f4f3ef', red: '#c8303c', blue: '#2f6bd1', green: '#2f8a58', grey: '#8e9298', beige: '#d9c4a2',
  pink: '#f1a2b9', brown: '#7c4f2e', navy: '#1f2d56', gold: '#cfa445', silver: '#c4c8ce', purple: '#7a4bb2', yellow: '#f2c230',
};

/** A colour name (any language's English form) as a colour; names outside the list get a stable hue of their own. */
export function colourOf(name: string): string {
  const known = COLOUR_HEX[name.trim().toLowerCase()];
  if (known) return known;
  let h = 0;
  for (const ch of name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return hslHex(h % 360, 55, 50);
}

/** What a picture shows: a product drawing and its colours (picture n of an item shows colour n). */
export type Subject = { shape: Shape; colours: string[] };

/** The product an item's pictures show: the drawing its title names (else its category's), in its colour options. */
export function itemSubject(item: { title: Pick<I18nText, 'en'>; props: SkuProp[] }, categoryKeywords: string[] = []): Subject {
  const shape = shapeFor(item.title.en) ?? categoryKeywords.map(shapeFor).find((s) => s !== null) ?? 'parcel';
  const colourProp = item.props.find((p) => p.pid === COLOUR_PID);
  return { shape, colours: (colourProp?.values ?? []).map((v) => colourOf(v.name.en)) };
}

/** Category icons: the drawing the first of `texts` that names one names (keyword, English name, parent's keyword), in a colour of the category's own. */
export function categorySubject(id: number, texts: string[]): Subject {
  const shape = texts.map(shapeFor).find((s) => s !== null) ?? 'parcel';
  return { shape, colours: [ART_COLOURS[(id * 5) % ART_COLOURS.length]] };
}

/** Product colours for category icons, banners and floors. */
const ART_COLOURS = ['#c8303c', '#2f6bd1', '#2f8a58', '#f1a2b9', '#cfa445', '#7a4bb2', '#f2c230', '#1f2d56', '#d9c4a2', '#2a2a2e', '#e07a3f', '#3aa7a3'];

// ---- Colour arithmetic -------------------------------------------------------------------------

const rgbOf = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const hexOf = (rgb: number[]) => `#${rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;
const mix = (hex: string, to: string, t: number) => {
  const a = rgbOf(hex);
  const b = rgbOf(to);
  return hexOf(a.map((v, i) => v + (b[i] - v) * t));
};
function hslHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const lig = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return hexOf([f(0) * 255, f(8) * 255, f(4) * 255]);
}
/** Relative lightness 0…1 (sRGB weights, no gamma: good enough to pick contrasting details). */
const lightness = (hex: string) => {
  const [r, g, b] = rgbOf(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

export function paintOf(c: string): Paint {
  const l = lightness(c);
  const isDark = l < 0.3;
  return {
    c, isDark, isLight: l > 0.78, dark: mix(c, '#000000', 0.28), light: mix(c, '#ffffff', 0.38), pale: mix(c, '#ffffff', 0.6),
    line: isDark ? mix(c, '#ffffff', 0.32) : mix(c, '#000000', 0.32),
  };
}

// ---- Drawing -----------------------------------------------------------------------------------

/** One seed per picture so every picture of every item differs. */
function seedOf(p: Pick<Picture, 'kind' | 'id' | 'n'>): number {
  const kind = { item: 1, banner: 2, cat: 3, floor: 4 }[p.kind];
  return (Math.imul(p.id + 1, 2654435761) ^ Math.imul(p.n + 7, 40503) ^ Math.imul(kind, 97)) >>> 0;
}

type Pose = { x: number; base: number; scale: number; mirror: boolean; rotate: number };

/**
 * One product in a scene: its floor shadow (or drop shadow when it lies flat), its body in its colour
 * with the studio light's gloss, then its details. `key` keeps element ids apart when a scene holds several.
 */
function product(shape: Shape, colour: string, pose: Pose, key: string): string {
  const paint = paintOf(colour);
  const d = SHAPES[shape](paint);
  const floor = d.floor ?? 88;
  const spread = d.spread ?? 30;
  const sx = pose.mirror ? -pose.scale : pose.scale;
  const place = `translate(${f(pose.x)} ${f(pose.base)}) scale(${f(sx)} ${f(pose.scale)}) rotate(${f(pose.rotate)} 0 -38) translate(-50 ${-floor})`;
  const body = `<g id="b${key}">${d.body}</g>`;
  const shadow = d.flat
    ? `<use href="#b${key}" transform="translate(1.8 2.6)" fill="#000" fill-opacity=".16"/>`
    : `<ellipse cx="50" cy="${floor}" rx="${spread}" ry="${f(Math.max(3, spread * 0.13))}" fill="url(#fs)"/>`;
  return `<defs>${body}</defs><g transform="${place}">${shadow}${d.under ?? ''}`
    + `<use href="#b${key}" fill="${colour}" stroke="${paint.dark}" stroke-width=".7" stroke-linejoin="round"/>`
    + `<use href="#b${key}" fill="url(#gl)"/>${d.detail}</g>`;
}

const f = (v: number) => String(Math.round(v * 100) / 100);

/** Gradients every scene shares: the gloss of the studio light (in a product's own 100 box) and the floor shadow. */
const SHARED_DEFS = '<linearGradient id="gl" gradientUnits="userSpaceOnUse" x1="22" y1="10" x2="78" y2="92">'
  + '<stop offset="0" stop-color="#fff" stop-opacity=".34"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>'
  + '<radialGradient id="fs"><stop offset="0" stop-color="#000" stop-opacity=".34"/><stop offset=".6" stop-color="#000" stop-opacity=".12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>';

/** Flat products are photographed from above; the others stand on a floor in front of a backdrop. */
const isFlat = (shape: Shape) => Boolean(SHAPES[shape](paintOf('#888888')).flat);

/**
 * An item picture: the product in the picture's colour on a studio background. The item fixes the look
 * (backdrop hue and lightness, horizon, podium or not, where the product stands) so its pictures belong
 * together and items of one kind hash apart; each picture moves the product and light a little.
 */
function itemScene(p: Pick<Picture, 'kind' | 'id' | 'n'>, subject: Subject, h: number): string {
  const look = rng(seedOf({ kind: p.kind, id: p.id, n: 0 }) ^ 0x9e3779b9);
  const shot = rng(seedOf(p));
  const colour = subject.colours.length ? subject.colours[p.n % subject.colours.length] : hslHex((p.id * 47) % 360, 50, 48);
  const productLight = lightness(colour);
  const flat = isFlat(subject.shape);

  const hue = look.int(0, 359) + shot.int(-12, 12);
  const sat = look.int(12, 42);
  // Light goods on mid-tone backdrops, dark goods on light ones, the rest anywhere in between.
  const bgL = productLight > 0.78 ? look.int(58, 78) : productLight < 0.3 ? look.int(80, 95) : look.int(66, 94);
  const top = hslHex(hue, sat, Math.min(97, bgL + 6));
  const bottom = hslHex(hue + look.int(-20, 20), sat, bgL - 8);
  const cx = look.int(20, 80) + shot.int(-6, 6);
  const cy = look.int(15, 55);
  const out: string[] = [
    `<defs><radialGradient id="bg" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${look.int(70, 110)}">`
    + `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></radialGradient></defs>`,
    `<rect width="100" height="${h}" fill="url(#bg)"/>`,
  ];

  const mirror = look.next() < 0.5 !== (p.n % 2 === 1);
  const scale = (flat ? look.int(74, 92) : look.int(66, 88)) / 100 + shot.int(-4, 4) / 100;
  const x = 50 + look.int(-11, 11) + shot.int(-3, 3);
  let base = 92 - look.int(0, 8);
  const backdrop = flat ? look.int(0, 2) : look.int(0, 3);
  if (flat) {
    // A table top or a sheet of paper: one or two soft bands across, or a round mat behind the product.
    if (backdrop === 1) out.push(`<rect x="${look.int(8, 16)}" y="${look.int(6, 14)}" width="${look.int(66, 80)}" height="${look.int(74, 86)}" rx="2" fill="${hslHex(hue + 15, Math.max(0, sat - 10), Math.min(97, bgL + 7))}" transform="rotate(${look.int(-14, 14)} 50 50)"/>`);
    if (backdrop === 2) out.push(`<circle cx="${x}" cy="${look.int(35, 65)}" r="${look.int(30, 44)}" fill="${hslHex(hue + 30, sat + 10, bgL - 12)}" fill-opacity=".55"/>`);
    base = 52 + 38 * scale + shot.int(-2, 2);
  } else {
    // A studio sweep: a floor lit from the front below the horizon, or a podium the product stands on.
    const horizon = look.int(56, 78);
    out.push(`<rect y="${horizon}" width="100" height="${h - horizon + 1}" fill="${hslHex(hue, sat, bgL - 10)}" fill-opacity=".55"/>`);
    out.push(`<rect y="${horizon}" width="100" height="3" fill="#fff" fill-opacity=".18"/>`);
    if (backdrop === 1) {
      const r = look.int(26, 40);
      out.push(`<circle cx="${x}" cy="${horizon - look.int(4, 18)}" r="${r}" fill="${hslHex(hue + 160, sat + 12, bgL - 6)}" fill-opacity=".6"/>`);
    } else if (backdrop === 2) {
      const top = Math.min(base - 4, horizon + look.int(6, 14));
      const w = look.int(30, 40);
      const podium = hslHex(hue + 20, sat, Math.min(95, bgL + 2));
      out.push(`<rect x="${x - w}" y="${top}" width="${w * 2}" height="${h - top + 1}" fill="${podium}"/><ellipse cx="${x}" cy="${top}" rx="${w}" ry="4" fill="${mix(podium, '#ffffff', 0.4)}"/>`
        + `<rect x="${x + w * 0.45}" y="${top}" width="${w * 0.55}" height="${h - top + 1}" fill="#000" fill-opacity=".06"/>`);
      base = top + 2;
    } else if (backdrop === 3) {
      out.push(`<path d="M${x - 30} ${horizon} L${x - 30} ${horizon - 40} Q${x - 30} ${horizon - 70} ${x} ${horizon - 70} Q${x + 30} ${horizon - 70} ${x + 30} ${horizon - 40} L${x + 30} ${horizon} Z" fill="${hslHex(hue - 25, sat + 8, bgL - 7)}" fill-opacity=".7"/>`);
    }
  }
  const rotate = flat ? look.int(-10, 10) + shot.int(-4, 4) : shot.int(-3, 3);
  out.push(product(subject.shape, colour, { x, base: Math.min(base, h - 2), scale, mirror, rotate }, 'p'));
  return out.join('');
}

/** Category icons: the product on a round pastel backdrop. */
function categoryScene(p: Pick<Picture, 'id'>, subject: Subject): string {
  const hue = (p.id * 67) % 360;
  return `<rect width="100" height="100" fill="${hslHex(hue, 40, 95)}"/><circle cx="50" cy="52" r="44" fill="${hslHex(hue, 45, 86)}"/>`
    + product(subject.shape, subject.colours[0], { x: 50, base: isFlat(subject.shape) ? 92 : 90, scale: 0.86, mirror: false, rotate: 0 }, 'c');
}

/** Products the banners and floors show, by banner / floor number (cycled beyond the list). */
const BANNER_ART: Shape[][] = [
  ['coat', 'beanie', 'boot', 'scarf'], // winter wardrobe
  ['headphones', 'phone', 'smartwatch', 'speaker'], // gadget week
  ['perfume', 'lipstick', 'palette', 'dropper'], // beauty picks
  ['mug', 'lamp', 'saucepan', 'basket'], // home comforts
  ['phone', 'sneaker', 'handbag'], // snap a photo, find the item
  ['parcel', 'backpack', 'box'], // free storage
];
const FLOOR_ART: Shape[][] = [
  ['sneaker', 'handbag', 'headphones'], ['phone', 'dress', 'mug'], ['dress', 'coat', 'sweater'], ['headphones', 'speaker', 'powerbank'],
  ['lipstick', 'palette', 'perfume'], ['saucepan', 'mug', 'box'], ['handbag', 'watch', 'sneaker'], ['parcel', 'bricks', 'bottle'],
  ['phone', 'earbuds', 'charger'], ['necklace', 'notebook', 'bear'],
];

/** Banners (wide) and floors (square): a few products in a row on a coloured backdrop with a soft floor. */
function artScene(p: Pick<Picture, 'kind' | 'id'>, w: number, h: number): string {
  const list = p.kind === 'banner' ? BANNER_ART : FLOOR_ART;
  const shapes = list[(p.id - 1) % list.length];
  const r = rng(seedOf({ kind: p.kind, id: p.id, n: 0 }));
  const hue = [8, 210, 330, 30, 265, 170, 45, 195, 350, 120][(p.id - 1) % 10] + r.int(-8, 8);
  const floorY = h * 0.74;
  const out = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hslHex(hue, 70, 62)}"/><stop offset="1" stop-color="${hslHex(hue + 25, 65, 44)}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<circle cx="${w * 0.15}" cy="${h * 0.2}" r="${h * 0.45}" fill="#fff" fill-opacity=".12"/><circle cx="${w * 0.9}" cy="${h * 0.05}" r="${h * 0.3}" fill="#fff" fill-opacity=".1"/>`,
    `<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="${hslHex(hue, 50, 80)}" fill-opacity=".35"/>`,
  ];
  // Banners: the products in a row; floors (square): one large at the back, two smaller in front.
  const poses: { x: number; base: number; scale: number }[] = p.kind === 'banner'
    ? shapes.map((_, i) => ({ x: (w / shapes.length) * (i + 0.5), base: floorY + (h - floorY) * 0.55, scale: (Math.min((w / shapes.length) * 1.05, h * 0.95) / 100) * (i % 2 ? 0.82 : 1) }))
    : [{ x: 50, base: 74, scale: 0.62 }, { x: 25, base: 94, scale: 0.46 }, { x: 75, base: 94, scale: 0.46 }];
  shapes.forEach((shape, i) => {
    const colour = ART_COLOURS[(p.id * 3 + i * 5) % ART_COLOURS.length];
    const pose = poses[i % poses.length];
    const flat = isFlat(shape);
    out.push(product(shape, colour, { ...pose, base: flat ? pose.base - 4 * pose.scale : pose.base, mirror: i % 2 === 1, rotate: flat ? r.int(-8, 8) : 0 }, `a${i}`));
  });
  return out.join('');
}

/** Pixel size of a picture: items, categories and floors are square; banners 5:2. */
export function pictureSize(p: Picture): { width: number; height: number } {
  const long = p.thumb ? 200 : 800;
  return p.kind === 'banner' ? { width: long, height: Math.round(long * 0.4) } : { width: long, height: long };
}

/**
 * The SVG source of a picture at a given pixel size (the drawing is the same at every size). Item and
 * category pictures need their subject; banners and floors draw products of their own.
 */
export function pictureSvg(p: Pick<Picture, 'kind' | 'id' | 'n'>, subject: Subject | null, width: number, height: number): string {
  const w = 100;
  const h = Math.round((100 * height) / width);
  const scene = p.kind === 'item' ? itemScene(p, subject ?? { shape: 'parcel', colours: [] }, h)
    : p.kind === 'cat' ? categoryScene(p, subject ?? { shape: 'parcel', colours: [ART_COLOURS[p.id % ART_COLOURS.length]] })
      : artScene(p, w, h);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}"><defs>${SHARED_DEFS}</defs>${scene}</svg>`;
}

/** Renders a picture to webp bytes. */
export async function renderPicture(p: Picture, subject: Subject | null): Promise<Buffer> {
  const { width, height } = pictureSize(p);
  return sharp(Buffer.from(pictureSvg(p, subject, width, height))).webp({ quality: p.thumb ? 70 : 80 }).toBuffer();
}
