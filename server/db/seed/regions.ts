import type { Db } from '../index';
import { areas } from '../schema';
import { REGIONS } from './countries';
import { t3 } from './content-help';

/**
 * Adds every region of REGIONS its country lacks, keyed by the country's ISO code and the region's ISO 3166-2
 * code: a fresh database gets them all, one seeded with the shorter lists of before gets the ones it misses
 * (regions already there keep their ids, so the addresses that name them are untouched). Running it again adds nothing.
 */
export async function seedRegions(db: Db) {
  const all = await db.select({ id: areas.id, pid: areas.pid, level: areas.level, code: areas.code, mcode: areas.mcode }).from(areas);
  const have = new Set(all.filter((a) => a.level === 2).map((a) => `${a.pid}:${a.code}`));
  const missing = all.filter((c) => c.level === 1).flatMap((c) => (REGIONS[c.code] ?? [])
    .map(([code, en, ru, zh], i) => ({ pid: c.id, level: 2, name: t3(en, ru, zh), code, mcode: c.mcode, sort: i + 1 }))
    .filter((r) => !have.has(`${r.pid}:${r.code}`)));
  if (missing.length) await db.insert(areas).values(missing);
}
