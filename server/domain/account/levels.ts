import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { levels } from '../../db/schema';
import type { Lang } from '../../i18n';
import type { Level } from '../../../src/api/types/user';

/** /api/level/lists: the member levels, lowest first, named in `lang`. */
export async function levelList(db: DbOrTx, lang: Lang): Promise<Level[]> {
  const rows = await db.select().from(levels).orderBy(asc(levels.minScore));
  return rows.map((l) => ({ id: l.id, name: l.name[lang], min_score: l.minScore, discount: l.discount, image: l.image }));
}
