import type { DbOrTx } from '../../db';
import { clearCounts, takeTry, untakeTry } from './rate-windows';
import { BizError } from '../../http/errors';

/** Failed sign-ins count within this window (seconds); the window starts at the first failure. */
export const LOGIN_WINDOW = 15 * 60;
/** Failures of one account, from anywhere, before its sign-in pauses for the rest of the window. */
export const ACCOUNT_LIMIT = 5;
/** Failures from one client address, over any accounts (password spraying), before it pauses. */
export const CLIENT_LIMIT = 20;

export type LoginKeys = { account: string; client: string };
const keysOf = (k: LoginKeys) => [`account:${k.account.trim().toLowerCase()}`, `client:${k.client}`];

/** A successful sign-in clears its account's count (the client's stays: spraying is not forgiven by one hit). */
export const clearLoginFailures = (db: DbOrTx, keys: LoginKeys) => clearCounts(db, [keysOf(keys)[0]]);

/**
 * Runs a sign-in attempt under the throttle. The try is counted against its account and its client before the
 * slow password check, in the statement that checks the limit (rate-windows takeTry): N concurrent attempts count
 * as N, and one past the limit is refused without being judged, so no guess in flight can land after the pause
 * began. A failure stays counted; a success clears its account's count and gives the client back its try; any
 * other refusal (a blocked account, a bad captcha) gives back both.
 */
export async function throttledLogin<T>(db: DbOrTx, keys: LoginKeys, now: number, attempt: () => Promise<T>): Promise<T> {
  const [account, client] = keysOf(keys);
  const wait = await takeTry(db, [{ key: account, max: ACCOUNT_LIMIT }, { key: client, max: CLIENT_LIMIT }], LOGIN_WINDOW, now);
  if (wait > 0) throw new BizError('user.tooManyLogins', { minutes: Math.max(1, Math.ceil(wait / 60)) });
  let out: T;
  try {
    out = await attempt();
  } catch (err) {
    if (!(err instanceof BizError && err.key === 'user.badLogin')) await untakeTry(db, [account, client]);
    throw err;
  }
  await clearLoginFailures(db, keys);
  await untakeTry(db, [client]);
  return out;
}
