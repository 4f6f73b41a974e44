import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './env';
import { safeEqual } from './safe-equal';
import { OPERATOR, STAFF_SESSION_COOKIE, STAFF_SESSION_SECONDS, staffForSession, type StaffActor } from '../domain/staff/staff-sessions';

/**
 * The chat console's caller (every /ops/chat/* call): the operator by the X-Ops-Token header (scripts; a wrong one is
 * refused, never tried as a cookie), else the staff member of the `staff_session` cookie; null: neither.
 */
export async function resolveStaff(c: Context<AppEnv>): Promise<StaffActor | null> {
  const { db, config, now } = c.get('deps');
  const header = c.req.header('x-ops-token');
  if (header !== undefined) return config.opsToken && safeEqual(header, config.opsToken) ? OPERATOR : null;
  return staffForSession(db, staffToken(c), now());
}

/** The session token of the console's cookie, if any. */
export const staffToken = (c: Context) => getCookie(c, STAFF_SESSION_COOKIE);

/**
 * The cookie is set twice: for /ops (the console and its API) and for /uploads (the chat's private pictures, which an
 * <img> fetches with no header). HttpOnly, SameSite=Strict, Secure over TLS, 12 hours.
 */
const PATHS = ['/ops', '/uploads'] as const;

export function setStaffCookie(c: Context<AppEnv>, token: string): void {
  const secure = !!c.get('deps').config.tls;
  for (const path of PATHS) setCookie(c, STAFF_SESSION_COOKIE, token, { path, httpOnly: true, sameSite: 'Strict', secure, maxAge: STAFF_SESSION_SECONDS });
}

export function clearStaffCookie(c: Context<AppEnv>): void {
  const secure = !!c.get('deps').config.tls;
  for (const path of PATHS) deleteCookie(c, STAFF_SESSION_COOKIE, { path, httpOnly: true, sameSite: 'Strict', secure });
}
