import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { loginFailures } from '../../db/schema';

/**
 * Abuse counters: a count per key ("account:…", "client:…", "code-device:…") in a window that starts with the
 * key's first event; kept in the database (table login_failures, which began with sign-in failures) so every
 * server process agrees.
 */
export type Limit = { key: string; max: number };

/** Seconds until the first of `limits` that is used up frees again; 0 when none is. */
export async function waitFor(db: DbOrTx, limits: Limit[], window: number, now: number): Promise<number> {
  if (!limits.length) return 0;
  const rows = await db.select().from(loginFailures).where(inArray(loginFailures.key, limits.map((l) => l.key)));
  let wait = 0;
  for (const r of rows) {
    const max = limits.find((l) => l.key === r.key)!.max;
    const ends = r.windowStart + window;
    if (r.failures >= max && ends > now) wait = Math.max(wait, ends - now);
  }
  return wait;
}

/** Counts one event against each key (a window that is over starts again). */
export async function countEvent(db: DbOrTx, keys: string[], window: number, now: number): Promise<void> {
  const expired = now - window;
  await db.insert(loginFailures).values(keys.map((key) => ({ key, failures: 1, windowStart: now })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`CASE WHEN ${loginFailures.windowStart} <= ${expired} THEN 1 ELSE ${loginFailures.failures} + 1 END`,
        windowStart: sql`CASE WHEN ${loginFailures.windowStart} <= ${expired} THEN ${now} ELSE ${loginFailures.windowStart} END`,
      },
    });
}

/** Forgets the counts of `keys`. */
export async function clearCounts(db: DbOrTx, keys: string[]): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, keys));
}
