/**
 * `npx tsx scripts/picture-sheet.ts [contact|items|colours|shapes|art|large …]`: contact sheets of the demo
 * catalogue pictures (server/domain/catalogue/images.ts), drawn offline from the seed's own rows, written to
 * screenshots/pictures/<sheet>.png (all of them when none is named). contact (contact-sheet.png): items and
 * colours in one sheet; items: 24 items across the catalogue at 200 px; colours: the colour
 * thumbnails of a few items, one row per item, as the SKU selector shows them; shapes: every drawing in a
 * light, a mid and a dark colour; art: category icons, banners and floors; large: four items at 800 px.
 */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { buildCatalogue } from '../server/db/seed/catalogue-build';
import { COLOUR_PID } from '../server/db/seed/catalogue-words';
import { categorySubject, itemSubject, parsePicture, pictureSize, pictureSvg, type Picture, type Subject } from '../server/domain/catalogue/images';
import { SHAPES, type Shape } from '../server/domain/catalogue/silhouettes';

const OUT = 'screenshots/pictures';
const GAP = 8;
const c = buildCatalogue(1_700_000_000);
const cats = new Map(c.categories.map((cat) => [cat.id, cat]));
const keywords = (id: number) => {
  const cat = cats.get(id)!;
  return [cat.keyword, ...(cat.pid ? [cats.get(cat.pid)!.keyword] : [])];
};
const subjectOf = (itemId: number) => {
  const it = c.items.find((i) => i.id === itemId)!;
  return itemSubject(it, keywords(it.categoryId));
};

type Tile = { p: Picture; subject: Subject | null };
const render = async ({ p, subject }: Tile) => {
  const { width, height } = pictureSize(p);
  return sharp(Buffer.from(pictureSvg(p, subject, width, height))).png().toBuffer();
};

/** Tiles in rows of `perRow` (each row as tall as its tallest tile) on a white sheet. */
async function sheet(name: string, rows: Tile[][]) {
  const images = await Promise.all(rows.map((row) => Promise.all(row.map(render))));
  const sizes = rows.map((row) => row.map((t) => pictureSize(t.p)));
  const width = Math.max(...sizes.map((row) => row.reduce((w, s) => w + s.width + GAP, GAP)));
  const heights = sizes.map((row) => Math.max(...row.map((s) => s.height)));
  const height = heights.reduce((h, r) => h + r + GAP, GAP);
  const parts: { input: Buffer; left: number; top: number }[] = [];
  let y = GAP;
  rows.forEach((row, i) => {
    let x = GAP;
    row.forEach((_, k) => {
      parts.push({ input: images[i][k], left: x, top: y });
      x += sizes[i][k].width + GAP;
    });
    y += heights[i] + GAP;
  });
  mkdirSync(OUT, { recursive: true });
  const file = `${OUT}/${name}.png`;
  await sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).composite(parts).png().toFile(file);
  console.log(file);
}

const chunk = <T>(list: T[], n: number) => Array.from({ length: Math.ceil(list.length / n) }, (_, i) => list.slice(i * n, i * n + n));
const item = (id: number, n: number, thumb = true): Tile => ({ p: { kind: 'item', id, n, thumb }, subject: subjectOf(id) });

/** Every tenth item or so, a few of each kind of goods, the first picture as the goods cards show it. */
const itemRows = () => chunk(Array.from({ length: 24 }, (_, i) => item(1 + Math.floor((i * c.items.length) / 24) + (i % 3), 0)), 6);
/** Each colour option's thumbnail, found through the item's own props (what the SKU selector shows), a row per item. */
const colourRows = () => [3, 40, 77, 121, 160, 200].map((id) => {
  const it = c.items.find((i) => i.id === id)!;
  const colours = it.props.find((p) => p.pid === COLOUR_PID)!.values;
  return colours.map((v) => ({ p: parsePicture(v.image!.split('/').pop()!)!, subject: subjectOf(id) }));
});

const SHEETS: Record<string, () => Promise<void>> = {
  contact: () => sheet('contact-sheet', [...itemRows(), ...colourRows()]),
  items: () => sheet('items', itemRows()),
  colours: () => sheet('colours', colourRows()),
  // Every drawing in a light, a mid and a dark colour, 18 drawings a sheet (shapes-1.png, shapes-2.png…).
  shapes: async () => {
    const tiles = (Object.keys(SHAPES) as Shape[]).flatMap((shape, i) => [0, 1, 2].map((k) => ({
      p: { kind: 'item' as const, id: 1000 + i, n: k, thumb: true }, subject: { shape, colours: ['#f4f3ef', '#c8303c', '#2a2a2e'] },
    })));
    for (const [i, part] of chunk(tiles, 54).entries()) await sheet(`shapes-${i + 1}`, chunk(part, 9));
  },
  art: () => sheet('art', [
    ...chunk(c.categories.map((cat) => ({ p: { kind: 'cat' as const, id: cat.id, n: 0, thumb: true }, subject: categorySubject(cat.id, [cat.keyword, cat.name.en, ...(cat.pid ? [cats.get(cat.pid)!.keyword] : [])]) })), 13),
    ...chunk(Array.from({ length: 6 }, (_, i) => ({ p: { kind: 'banner' as const, id: i + 1, n: 0, thumb: false }, subject: null })), 2),
    ...chunk(Array.from({ length: 10 }, (_, i) => ({ p: { kind: 'floor' as const, id: i + 1, n: 0, thumb: true }, subject: null })), 5),
  ]),
  large: () => sheet('large', chunk([1, 58, 120, 190].map((id) => item(id, 0, false)), 2)),
};

const wanted = process.argv.slice(2);
for (const name of wanted.length ? wanted : Object.keys(SHEETS)) await SHEETS[name]();
