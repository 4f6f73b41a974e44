import { describe, it, expect, beforeAll } from 'vitest';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { asc, eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { config, items } from '../../server/db/schema';
import { CATEGORIES, COLOURS, COLOUR_PID, title } from '../../server/db/seed/catalogue-words';
import { COLOUR_HEX, DRAWING_VERSION, colourOf, parsePicture, pictureSvg, renderPicture, type Subject } from '../../server/domain/catalogue/images';
import { categoryPictureSubject, itemPictureSubject } from '../../server/domain/catalogue/picture-subjects';
import { hamming, phash } from '../../server/domain/catalogue/phash';
import { HASHES_CONFIG, refreshPictureHashes } from '../../server/domain/catalogue/picture-hashes';
import { SHAPES, shapeFor, type Shape } from '../../server/domain/catalogue/silhouettes';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const distance = (a: number[], b: number[]) => a.reduce((s, v, i) => s + Math.abs(v - b[i]), 0);
const pixels = async (svg: string) => sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();

/**
 * The mean colour, in each of two renderings of one picture, of the pixels where they differ: with only
 * the product colour changed between them, that is the product as each rendering shows it.
 */
async function productColours(shape: Shape, p: { id: number; n: number }, a: string[], b: string[]) {
  const [x, y] = await Promise.all([a, b].map((colours) => pixels(pictureSvg({ kind: 'item', ...p }, { shape, colours }, 200, 200))));
  const sum = [[0, 0, 0], [0, 0, 0]];
  let count = 0;
  for (let k = 0; k < x.length; k += 3) {
    if (Math.abs(x[k] - y[k]) + Math.abs(x[k + 1] - y[k + 1]) + Math.abs(x[k + 2] - y[k + 2]) <= 24) continue;
    count++;
    for (let c = 0; c < 3; c++) {
      sum[0][c] += x[k + c];
      sum[1][c] += y[k + c];
    }
  }
  return { count, a: sum[0].map((v) => v / count), b: sum[1].map((v) => v / count) };
}

describe('what the demo pictures show (domain/catalogue/images.ts, silhouettes.ts)', () => {
  it('draws every sub-category noun and category keyword as a product of its own, whatever the adjectives', () => {
    for (const cat of CATEGORIES) {
      expect(shapeFor(cat.keyword), cat.keyword).not.toBeNull();
      for (const sub of cat.subs) {
        for (const noun of sub.nouns) {
          const shape = shapeFor(noun.en);
          expect(shape, noun.en).not.toBeNull();
          expect(shape).not.toBe('parcel');
          // Titles are style + material + noun: no adjective may pull the title to another drawing.
          for (const style of sub.a2) for (const material of sub.a1) expect(shapeFor(title(style, material, noun).en), `${style.en} ${material.en} ${noun.en}`).toBe(shape);
        }
      }
    }
    expect(shapeFor('Fluffy polo shirt')).toBe('polo');
    expect(shapeFor('Sleeping bag')).toBe('sleepingbag');
    expect(shapeFor('Earrings')).toBe('earrings');
    expect(shapeFor('Something else entirely')).toBeNull();
  });

  it('renders every drawing as SVG without text', async () => {
    for (const shape of Object.keys(SHAPES) as Shape[]) {
      const svg = pictureSvg({ kind: 'item', id: 1, n: 0 }, { shape, colours: ['#2f6bd1'] }, 64, 64);
      expect(svg).not.toMatch(/<text|font/);
      expect(await sharp(Buffer.from(svg)).metadata(), shape).toMatchObject({ width: 64, height: 64 });
    }
  });

  it('maps every catalogue colour to a colour of its own', () => {
    const hexes = COLOURS.map((c) => colourOf(c.en));
    for (const [i, c] of COLOURS.entries()) expect(COLOUR_HEX[c.en.toLowerCase()], c.en).toBe(hexes[i]);
    expect(new Set(hexes).size).toBe(COLOURS.length);
    expect(colourOf('Ultraviolet')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('shows the product in the colour asked for, picture n in the n-th colour', async () => {
    // Pairs of one lightness class: light goods stand on darker backdrops, dark goods on light ones.
    const pairs: [Shape, string, string][] = [['tshirt', 'red', 'blue'], ['sneaker', 'green', 'pink'], ['mug', 'purple', 'yellow'], ['phone', 'gold', 'blue'], ['watch', 'brown', 'green'], ['handbag', 'black', 'navy']];
    for (const [shape, x, y] of pairs) {
      const X = COLOUR_HEX[x];
      const Y = COLOUR_HEX[y];
      // Picture 1 of an item in colours [grey, X] against [grey, Y]: only its second colour may show.
      const seen = await productColours(shape, { id: 11, n: 1 }, [COLOUR_HEX.grey, X], [COLOUR_HEX.grey, Y]);
      expect(seen.count, `${shape} ${x}/${y}`).toBeGreaterThan(400);
      expect(distance(seen.a, rgb(X)), `${shape} in ${x}`).toBeLessThan(distance(seen.a, rgb(Y)));
      expect(distance(seen.b, rgb(Y)), `${shape} in ${y}`).toBeLessThan(distance(seen.b, rgb(X)));
      expect(pictureSvg({ kind: 'item', id: 11, n: 1 }, { shape, colours: [COLOUR_HEX.grey, X] }, 200, 200)).toContain(`fill="${X}"`);
    }
    // Pictures past the last colour start again at the first.
    const subject: Subject = { shape: 'dress', colours: [COLOUR_HEX.red, COLOUR_HEX.navy] };
    expect(pictureSvg({ kind: 'item', id: 4, n: 2 }, subject, 200, 200)).toContain(`fill="${COLOUR_HEX.red}"`);
    expect(pictureSvg({ kind: 'item', id: 4, n: 3 }, subject, 200, 200)).toContain(`fill="${COLOUR_HEX.navy}"`);
  });

  it('is deterministic: the same picture and subject give the same SVG and the same webp bytes', async () => {
    const subject: Subject = { shape: 'backpack', colours: [COLOUR_HEX.navy, COLOUR_HEX.beige] };
    const p = { kind: 'item' as const, id: 77, n: 1, thumb: true };
    expect(pictureSvg(p, subject, 200, 200)).toBe(pictureSvg(p, subject, 200, 200));
    expect((await renderPicture(p, subject)).equals(await renderPicture(p, subject))).toBe(true);
    for (const art of [{ kind: 'banner' as const, id: 2, n: 0, thumb: false }, { kind: 'floor' as const, id: 3, n: 0, thumb: true }]) {
      expect((await renderPicture(art, null)).equals(await renderPicture(art, null))).toBe(true);
    }
  });
});

describe('demo pictures of the seeded catalogue', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness();
  });
  const fetchPicture = async (url: string) => {
    const res = await h.app.request(url);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('gives every colour option a thumbnail of its own, of picture n for the n-th colour', async () => {
    const rows = await h.db.select({ id: items.id, images: items.images, props: items.props }).from(items).orderBy(asc(items.id));
    expect(rows.length).toBeGreaterThan(200);
    for (const it of rows) {
      const values = it.props.find((p) => p.pid === COLOUR_PID)!.values;
      values.forEach((v, n) => {
        expect(v.image).toBe(`/static/goods/${it.id}-${n}_200.webp`);
        expect(it.images).toContain(`/static/goods/${it.id}-${n}.webp`);
      });
    }
  });

  it('serves each colour thumbnail as the item\'s product in that colour', async () => {
    const [it] = await h.db.select({ id: items.id, props: items.props }).from(items).orderBy(asc(items.id)).limit(1);
    const values = it.props.find((p) => p.pid === COLOUR_PID)!.values;
    const subject = (await itemPictureSubject(h.db, it.id, `/static/goods/${it.id}-0.webp`))!;
    expect(subject.shape).toBe(shapeFor((await h.db.select({ title: items.title }).from(items).orderBy(asc(items.id)).limit(1))[0].title.en));
    expect(subject.colours).toEqual(values.map((v) => colourOf(v.name.en)));
    const served: Buffer[] = [];
    for (const v of values) {
      const { res, bytes } = await fetchPicture(v.image!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 200, height: 200 });
      const p = parsePicture(v.image!.split('/').pop()!)!;
      expect(bytes.equals(await renderPicture(p, subject))).toBe(true);
      expect(pictureSvg(p, subject, 200, 200)).toContain(`fill="${colourOf(v.name.en)}"`);
      served.push(bytes);
    }
    expect(new Set(served.map((b) => b.toString('base64'))).size).toBe(values.length);
  });

  it('hashes for image search the very picture it serves', async () => {
    const rows = await h.db.select({ id: items.id, phash: items.phash }).from(items).orderBy(asc(items.id));
    for (const row of [rows[0], rows[57], rows[150]]) {
      const { bytes } = await fetchPicture(`/static/goods/${row.id}-0.webp`);
      expect(hamming(row.phash, await phash(bytes)), `item ${row.id}`).toBeLessThanOrEqual(4);
    }
  });

  it('hashes the current drawings again, once, in a database seeded under an older drawing version', async () => {
    expect(await refreshPictureHashes(h.db)).toBe(0); // the seed hashed this version's drawings
    const before = await h.db.select({ id: items.id, phash: items.phash }).from(items).orderBy(asc(items.id));
    await h.db.update(items).set({ phash: '0123456789abcdef' });
    await h.db.update(config).set({ value: 'goods' }).where(eq(config.name, HASHES_CONFIG));
    expect(await refreshPictureHashes(h.db)).toBe(before.length);
    expect(await h.db.select({ id: items.id, phash: items.phash }).from(items).orderBy(asc(items.id))).toEqual(before);
    expect(await refreshPictureHashes(h.db)).toBe(0);
  });

  it('draws category icons from the category and answers 404 for names outside the catalogue', async () => {
    const { res, bytes } = await fetchPicture('/static/goods/cat-14_200.webp');
    expect(res.status).toBe(200);
    const subject = (await categoryPictureSubject(h.db, 14))!;
    expect(subject.shape).toBe('dress');
    expect(bytes.equals(await renderPicture(parsePicture('cat-14_200.webp')!, subject))).toBe(true);
    for (const url of ['/static/goods/999999-0.webp', '/static/goods/cat-999_200.webp', '/static/goods/floor-0.webp', '/static/goods/banner-1000.webp',
      '/static/goods/1-7.webp', '/static/goods/1-0.jpg', '/static/goods/goods-v2', '/static/goods/.1-0.webp']) {
      expect((await h.app.request(url)).status, url).toBe(404);
    }
  });

  it('never serves a picture an older drawing version left in the data directory', async () => {
    const file = '2-1_200.webp';
    const old = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff00ff' } }).webp().toBuffer();
    const oldDir = path.join(h.config.dataDir, 'static', 'goods');
    await mkdir(oldDir, { recursive: true });
    await writeFile(path.join(oldDir, file), old);
    const { res, bytes } = await fetchPicture(`/static/goods/${file}`);
    expect(res.status).toBe(200);
    expect(bytes.equals(old)).toBe(false);
    expect(bytes.equals(await readFile(path.join(h.config.dataDir, 'static', DRAWING_VERSION, file)))).toBe(true);
    expect((await readFile(path.join(oldDir, file))).equals(old)).toBe(true);
  });
});
