import type { I18nText, SkuProp } from '../../db/schema';
import { itemSubject, pictureSvg } from './images';
import { phash } from './phash';

/** Size the main picture is drawn at for its hash: the DCT hash only reads a 32 px square. */
const HASH_PX = 64;

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
