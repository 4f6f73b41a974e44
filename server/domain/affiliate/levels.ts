import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { affiliateCommissions, affiliateLevels, affiliates } from '../../db/schema';

export type AffiliateLevelRow = typeof affiliateLevels.$inferSelect;

/** The levels, lowest threshold first. */
export const affiliateLevelList = (db: DbOrTx): Promise<AffiliateLevelRow[]> =>
  db.select().from(affiliateLevels).orderBy(asc(affiliateLevels.minRevenueFen), asc(affiliateLevels.sort), asc(affiliateLevels.id));

/** The level of `totalFen` of commission earned: the highest whose threshold it reaches (the lowest for none). */
export function levelFor(levels: AffiliateLevelRow[], totalFen: number): AffiliateLevelRow | undefined {
  let found = levels[0];
  for (const l of levels) if (l.minRevenueFen <= totalFen) found = l;
  return found;
}

/** Commission earned and kept (credited minus reversed), in fen. */
export async function earnedFen(db: DbOrTx, affiliateId: number): Promise<number> {
  const [row] = await db.select({ s: sql<string>`coalesce(sum(${affiliateCommissions.amountFen} - ${affiliateCommissions.reversedFen}), 0)` })
    .from(affiliateCommissions).where(eq(affiliateCommissions.affiliateId, affiliateId));
  return Number(row.s);
}

/** Recomputes the affiliate's level from the commission kept (up after a payment, down after refunds), in the caller's transaction. */
export async function recomputeLevel(tx: DbOrTx, affiliateId: number): Promise<void> {
  const level = levelFor(await affiliateLevelList(tx), await earnedFen(tx, affiliateId));
  if (level) await tx.update(affiliates).set({ levelId: level.id }).where(eq(affiliates.id, affiliateId));
}
