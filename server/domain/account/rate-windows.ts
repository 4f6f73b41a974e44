import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { loginFailures } from '../../db/schema';

/**
 * Abuse counters: a count per key ("account:…", "client:…", "code-device:…") in a window that starts with the
 * key's first event; kept in the database (table login_failures, which began with sign-in failures) so every
 * server process agrees.
 */
export type Limit = { key: string; max: number; /** Its own window (seconds), else the call's. */ window?: number };

/** Seconds until the first of `limits` that is used up frees again; 0 when none is. */
export async function waitFor(db: DbOrTx, limits: Limit[], window: number, now: number): Promise<number> {
  if (!limits.length) return 0;
  const rows = await db.select().from(loginFailures).where(inArray(loginFailures.key, limits.map((l) => l.key)));
  let wait = 0;
  for (const r of rows) {
    const l = limits.find((x) => x.key === r.key)!;
    const span = l.window ?? window;
    const ends = r.windowStart + span;
    // At most the window: a call whose clock read came a second before a concurrent one opened it must not say 61 min.
    if (r.failures >= l.max && ends > now) wait = Math.max(wait, Math.min(ends - now, span));
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

/**
 * Takes one try of each of `limits` at once, before the try is judged (a slow hash): the count goes up in the same
 * statement that checks it is under the limit, so N concurrent tries count as N and the one past the limit is
 * refused before it runs. Answers 0 when taken, else the seconds until the first used-up key frees (and takes
 * nothing: a key already counted is given back). A try that turns out right is given back with `untakeTry`.
 */
export async function takeTry(db: DbOrTx, limits: Limit[], window: number, now: number): Promise<number> {
  const taken: string[] = [];
  for (const l of limits) {
    if (await takeOne(db, l, window, now)) { taken.push(l.key); continue; }
    await untakeTry(db, taken);
    return Math.max(1, await waitFor(db, [l], window, now));
  }
  return 0;
}

async function takeOne(db: DbOrTx, l: Limit, window: number, now: number): Promise<boolean> {
  const expired = now - (l.window ?? window);
  const rows = await db.insert(loginFailures).values({ key: l.key, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`CASE WHEN ${loginFailures.windowStart} <= ${expired} THEN 1 ELSE ${loginFailures.failures} + 1 END`,
        windowStart: sql`CASE WHEN ${loginFailures.windowStart} <= ${expired} THEN ${now} ELSE ${loginFailures.windowStart} END`,
      },
      setWhere: sql`${loginFailures.windowStart} <= ${expired} OR ${loginFailures.failures} < ${l.max}`,
    }).returning({ key: loginFailures.key });
  return rows.length > 0;
}

/** Gives back one try taken from each of `keys` (a try that was not a failure). */
export async function untakeTry(db: DbOrTx, keys: string[]): Promise<void> {
  if (!keys.length) return;
  await db.update(loginFailures).set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` }).where(inArray(loginFailures.key, keys));
}
