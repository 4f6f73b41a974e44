import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { remittances } from '../../db/schema';

/** A top-up's payment reference: TU-<user id>-<the shopper's n-th top-up>. */
const topUpCode = (userId: number, n: number) => `TU-${userId}-${n}`;

/** The references of the user's top-up transfers so far. */
async function topUpReferences(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db.select({ reference: remittances.reference }).from(remittances)
    .where(and(eq(remittances.userId, userId), eq(remittances.billType, 'recharge')));
  return rows.map((r) => r.reference);
}

/**
 * The payment reference for the user's next top-up: it names the shopper and the top-up, so a transfer that
 * arrives can be matched to its record (a bill's reference is its own number).
 */
export async function topUpReference(db: DbOrTx, userId: number): Promise<string> {
  const list = await topUpReferences(db, userId);
  const used = new Set(list);
  let n = list.length + 1;
  while (used.has(topUpCode(userId, n))) n++;
  return topUpCode(userId, n);
}

/** The reference a top-up is recorded with: the one the shopper was shown when it is theirs and unused, else the next. */
export async function topUpReferenceFor(db: DbOrTx, userId: number, shown: string): Promise<string> {
  const m = /^TU-(\d+)-(\d{1,6})$/.exec(shown.trim().toUpperCase());
  const code = m && Number(m[1]) === userId && Number(m[2]) > 0 ? topUpCode(userId, Number(m[2])) : '';
  return code && !(await topUpReferences(db, userId)).includes(code) ? code : topUpReference(db, userId);
}
