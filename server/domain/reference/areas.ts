import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { areas } from '../../db/schema';
import type { Lang } from '../../i18n';
import type { AreaCountry, AreaInfo, DiallingCode } from '../../../src/api/types/shipping';

const ordered = (db: DbOrTx) => db.select().from(areas).orderBy(asc(areas.sort), asc(areas.id));

type Row = typeof areas.$inferSelect;
/** Regions by name in the language they are read in (a list of 80 is scanned alphabetically; zh-cn by pinyin); countries keep the shop's order. */
function inOrder(rows: Row[], lang: Lang): Row[] {
  const by = new Intl.Collator(lang);
  return rows.some((r) => r.level > 1) ? [...rows].sort((a, b) => by.compare(a.name[lang], b.name[lang])) : rows;
}

/** One level of the area tree: the countries (pid 0) or the regions of one country. */
export async function areaLevel(db: DbOrTx, pid: number, lang: Lang): Promise<AreaInfo[]> {
  const all = await ordered(db);
  const parents = new Set(all.map((a) => a.pid));
  return inOrder(all.filter((a) => a.pid === pid), lang).map((a) => ({ id: a.id, name: a.name[lang], code: a.code, mcode: a.mcode, has_children: parents.has(a.id) }));
}

/** Every country with its regions (`children`, empty when the country has none). */
export async function areaTree(db: DbOrTx, lang: Lang): Promise<AreaCountry[]> {
  const all = await ordered(db);
  return all.filter((a) => a.level === 1).map((c) => ({
    id: c.id, name: c.name[lang], code: c.code, mcode: c.mcode,
    children: inOrder(all.filter((r) => r.pid === c.id), lang).map((r) => ({ id: r.id, name: r.name[lang], code: r.code })),
  }));
}

/** The dialling code of every country. */
export async function diallingCodes(db: DbOrTx, lang: Lang): Promise<DiallingCode[]> {
  const rows = await db.select().from(areas).where(eq(areas.level, 1)).orderBy(asc(areas.sort), asc(areas.id));
  return rows.map((a) => ({ id: a.id, country: a.name[lang], code: a.code, mcode: a.mcode }));
}
