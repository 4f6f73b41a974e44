import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { loginFailures } from '../../db/schema';
import { BizError } from '../../http/errors';

/** Failed sign-ins count within this window (seconds); the window starts at the first failure. */
export const LOGIN_WINDOW = 15 * 60;
/** Failures of one account, from anywhere, before its sign-in pauses for the rest of the window. */
export const ACCOUNT_LIMIT = 5;
/** Failures from one client address, over any accounts (password spraying), before it pauses. */
export const CLIENT_LIMIT = 20;

export type LoginKeys = { account: string; client: string };
const keysOf = (k: LoginKeys) => [`account:${k.account.trim().toLowerCase()}`, `client:${k.client}`];

/** Refuses a sign-in while its account or its client is over the limit, saying how long to wait. */
export async function assertLoginAllowed(db: DbOrTx, keys: LoginKeys, now: number): Promise<void> {
  const [account, client] = keysOf(keys);
  const rows = await db.select().from(loginFailures).where(inArray(loginFailures.key, [account, client]));
  for (const r of rows) {
    const limit = r.key === account ? ACCOUNT_LIMIT : CLIENT_LIMIT;
    const ends = r.windowStart + LOGIN_WINDOW;
    if (r.failures >= limit && ends > now) throw new BizError('user.tooManyLogins', { minutes: Math.max(1, Math.ceil((ends - now) / 60)) });
  }
}

/** Counts a failed sign-in against its account and its client (a window that is over starts again). */
export async function recordLoginFailure(db: DbOrTx, keys: LoginKeys, now: number): Promise<void> {
  const expired = now - LOGIN_WINDOW;
  await db.insert(loginFailures).values(keysOf(keys).map((key) => ({ key, failures: 1, windowStart: now })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`CASE WHEN ${loginFailures.windowStart} <= ${expired} THEN 1 ELSE ${loginFailures.failures} + 1 END`,
        windowStart: sql`CASE WHEN ${loginFailures.windowStart} <= ${expired} THEN ${now} ELSE ${loginFailures.windowStart} END`,
      },
    });
}

/** A successful sign-in clears its account's count (the client's stays: spraying is not forgiven by one hit). */
export async function clearLoginFailures(db: DbOrTx, keys: LoginKeys): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [keysOf(keys)[0]]));
}

/** Runs a sign-in attempt under the throttle: refused while over the limit, failures counted, success clears. */
export async function throttledLogin<T>(db: DbOrTx, keys: LoginKeys, now: number, attempt: () => Promise<T>): Promise<T> {
  await assertLoginAllowed(db, keys, now);
  try {
    const out = await attempt();
    await clearLoginFailures(db, keys);
    return out;
  } catch (err) {
    if (err instanceof BizError && err.key === 'user.badLogin') await recordLoginFailure(db, keys, now);
    throw err;
  }
}
