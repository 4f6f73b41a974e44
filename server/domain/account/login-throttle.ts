import type { DbOrTx } from '../../db';
import { clearCounts, countEvent, waitFor } from './rate-windows';
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
  const wait = await waitFor(db, [{ key: account, max: ACCOUNT_LIMIT }, { key: client, max: CLIENT_LIMIT }], LOGIN_WINDOW, now);
  if (wait > 0) throw new BizError('user.tooManyLogins', { minutes: Math.max(1, Math.ceil(wait / 60)) });
}

/** Counts a failed sign-in against its account and its client. */
export const recordLoginFailure = (db: DbOrTx, keys: LoginKeys, now: number) => countEvent(db, keysOf(keys), LOGIN_WINDOW, now);

/** A successful sign-in clears its account's count (the client's stays: spraying is not forgiven by one hit). */
export const clearLoginFailures = (db: DbOrTx, keys: LoginKeys) => clearCounts(db, [keysOf(keys)[0]]);

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
