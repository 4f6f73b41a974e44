import { createHash, createHmac } from 'node:crypto';
import type { DbOrTx } from '../../db';
import { safeEqual } from '../../http/safe-equal';
import { takeTry, untakeTry } from '../account/rate-windows';

/**
 * A browser's operator session for the pages under /ops (a browser cannot send the X-Ops-Token header):
 * after the token is typed into the login form once, a cookie "<expiry>.<HMAC>" signed with a key derived
 * from the operator token. The token itself never goes into the cookie, a URL or a log; changing the
 * token ends every session.
 */
export const OPS_SESSION_COOKIE = 'ops_session';
export const OPS_SESSION_SECONDS = 12 * 3600;

const keyOf = (token: string) => createHash('sha256').update(`ops-session:${token}`).digest();
const sign = (token: string, expiry: number) => createHmac('sha256', keyOf(token)).update(`ops-session.${expiry}`).digest('base64url');

/** Whether `typed` is the operator token (constant time; an unset token matches nothing). */
export const isOpsToken = (expected: string | undefined, typed: string) => !!expected && safeEqual(typed, expected);

export function issueOpsSession(token: string, now: number): string {
  const expiry = now + OPS_SESSION_SECONDS;
  return `${expiry}.${sign(token, expiry)}`;
}

/** Whether a session cookie is one this token signed and has not expired. */
export function opsSessionValid(token: string | undefined, cookie: string | undefined, now: number): boolean {
  const m = /^(\d{1,12})\.([\w-]{43})$/.exec(cookie ?? '');
  if (!token || !m || Number(m[1]) <= now || Number(m[1]) > now + OPS_SESSION_SECONDS) return false;
  return safeEqual(m[2], sign(token, Number(m[1])));
}

/** Wrong tokens typed from one client address within the window before its logins pause (a weak OPS_TOKEN stays unguessable). */
export const OPS_LOGIN_LIMIT = 10;
const OPS_LOGIN_WINDOW = 15 * 60;
const loginKey = (client: string) => `ops-login:${client}`;

/**
 * Takes one login try of the client before the token is compared (counted in the statement that checks the limit,
 * so concurrent guesses count one each): 0 when taken, else the seconds the client must wait. A wrong token keeps
 * the try counted; the right one gives it back (forgiveOpsLogin).
 */
export const takeOpsLoginTry = (db: DbOrTx, client: string, now: number) => takeTry(db, [{ key: loginKey(client), max: OPS_LOGIN_LIMIT }], OPS_LOGIN_WINDOW, now);
export const forgiveOpsLogin = (db: DbOrTx, client: string) => untakeTry(db, [loginKey(client)]);
