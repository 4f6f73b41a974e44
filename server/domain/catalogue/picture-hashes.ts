import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { categories, config, items, type I18nText, type SkuProp } from '../../db/schema';
import { DRAWING_VERSION, itemImageUrl, itemSubject, pictureSvg } from './images';
import { phash } from './phash';

/** Size the main picture is drawn at for its hash: the DCT hash only reads a 32 px square. */
const HASH_PX = 64;
/** The config row (section 'system') naming the drawing version the items' hashes were taken of. */
export const HASHES_CONFIG = 'picture_hashes';

type HashedItem = { id: number; title: Pick<I18nText, 'en'>; props: SkuProp[]; categoryId: number };
type CategoryRow = { id: number; pid: number; keyword: string };

/**
 * Perceptual hashes (image search) of items' main pictures as the route draws them: the product its
 * title names (else its category's, then the parent category's) in its first colour. A few at a time.
 */
export async function hashMainPictures(list: HashedItem[], cats: CategoryRow[]): Promise<Map<number, string>> {
  const byId = new Map(cats.map((c) => [c.id, c]));
  const keywords = (id: number) => {
    const cat = byId.get(id);
    const parent = cat?.pid ? byId.get(cat.pid) : undefined;
    return [cat?.keyword, parent?.keyword].filter((k): k is string => k !== undefined);
  };
  const out = new Map<number, string>();
  for (let i = 0; i < list.length; i += 16) {
    const batch = list.slice(i, i + 16);
    const hashes = await Promise.all(batch.map((it) => phash(Buffer.from(pictureSvg({ kind: 'item', id: it.id, n: 0 }, itemSubject(it, keywords(it.categoryId)), HASH_PX, HASH_PX)))));
    batch.forEach((it, k) => out.set(it.id, hashes[k]));
  }
  return out;
}

/**
 * A database seeded under an older drawing version holds hashes of pictures no longer served: hash
 * the current drawings of the items whose main picture is a generated one, once per version.
 * Answers how many items it hashed (0 when the hashes were current).
 */
export async function refreshPictureHashes(db: Db): Promise<number> {
  const [done] = await db.select({ value: config.value }).from(config).where(eq(config.name, HASHES_CONFIG));
  if (done?.value === DRAWING_VERSION) return 0;
  const rows = await db.select({ id: items.id, title: items.title, props: items.props, categoryId: items.categoryId, images: items.images }).from(items);
  const generated = rows.filter((r) => r.images[0] === itemImageUrl(r.id, 0));
  const cats = await db.select({ id: categories.id, pid: categories.pid, keyword: categories.keyword }).from(categories);
  const hashes = await hashMainPictures(generated, cats);
  const list = JSON.stringify([...hashes].map(([id, phash]) => ({ id, phash })));
  await db.transaction(async (tx) => {
    if (hashes.size) {
      await tx.execute(sql`UPDATE ${items} SET phash = v.phash FROM jsonb_to_recordset(${list}::jsonb) AS v(id integer, phash text) WHERE ${items.id} = v.id`);
    }
    await tx.insert(config).values({ name: HASHES_CONFIG, section: 'system', value: DRAWING_VERSION })
      .onConflictDoUpdate({ target: config.name, set: { value: DRAWING_VERSION } });
  });
  return hashes.size;
}
