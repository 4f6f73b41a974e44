import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { staff, staffSessions } from '../../db/schema';
import { BizError } from '../../http/errors';
import { throttledLogin } from '../account/login-throttle';
import { verifyPassword } from '../account/passwords';

/** The console's session cookie (HttpOnly, SameSite=Strict, path /ops — and /uploads, for the chat's pictures). */
export const STAFF_SESSION_COOKIE = 'staff_session';
/** A session lasts a working day. */
export const STAFF_SESSION_SECONDS = 12 * 3600;
/** How often a session's `seen_at` is written again (a call within this of the last write leaves it). */
const SEEN_EVERY = 30;

/**
 * Who is acting at the console: a staff member (`id`), or the operator by the X-Ops-Token header (`id` null: a
 * script; their replies show as "Operator" in the reader's language).
 */
export type StaffActor = { id: number | null; name: string; email: string };
export const OPERATOR: StaffActor = { id: null, name: '', email: '' };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Signs a staff member in by e-mail and password under the shoppers' sign-in throttle (its own account keys, kind
 * 'staff'): a wrong pair, a disabled account and an unknown e-mail are one answer. Answers the session's token
 * (32 random bytes in hex; only its hash is stored) and who they are.
 */
export async function staffLogin(db: Db, i: { email: string; password: string; client: string }, now: number): Promise<{ token: string; staff: StaffActor & { id: number } }> {
  const email = i.email.trim().toLowerCase();
  const who = await throttledLogin(db, { kind: 'staff', account: email, client: i.client }, now, async () => {
    const [row] = await db.select().from(staff).where(eq(staff.email, email));
    // An unknown e-mail costs the same hash as a known one: timing tells nothing of who is staff.
    const ok = await verifyPassword(i.password, row?.passwordHash ?? 'scrypt$12$00$00');
    if (!row || !ok || row.disabled) throw new BizError('staff.badLogin');
    return row;
  });
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, now)); // the ended ones of the past
  const token = randomBytes(32).toString('hex');
  await db.insert(staffSessions).values({ hash: hashOf(token), staffId: who.id, createdAt: now, expiresAt: now + STAFF_SESSION_SECONDS, seenAt: now });
  return { token, staff: { id: who.id, name: who.name, email: who.email } };
}

/** The staff member a session token names while it lasts (and they are not disabled), marked seen now; else null. */
export async function staffForSession(db: DbOrTx, token: string | undefined, now: number): Promise<(StaffActor & { id: number }) | null> {
  if (!token || !/^[0-9a-f]{64}$/.test(token)) return null;
  const hash = hashOf(token);
  const [row] = await db.select({ s: staffSessions, who: staff }).from(staffSessions).innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.hash, hash), gt(staffSessions.expiresAt, now)));
  if (!row || row.who.disabled) return null;
  if (row.s.seenAt < now - SEEN_EVERY) await touchStaffSession(db, token, now);
  return { id: row.who.id, name: row.who.name, email: row.who.email };
}

/** Marks a session seen now (an open console stream does so at each heartbeat: that is presence). */
export async function touchStaffSession(db: DbOrTx, token: string, now: number): Promise<void> {
  await db.update(staffSessions).set({ seenAt: now }).where(and(eq(staffSessions.hash, hashOf(token)), gt(staffSessions.expiresAt, now)));
}

/** Ends a session (sign-out); an unknown token ends nothing. */
export async function endStaffSession(db: DbOrTx, token: string | undefined): Promise<void> {
  if (token) await db.delete(staffSessions).where(eq(staffSessions.hash, hashOf(token)));
}

/** Whether any staff session was seen since `since` (staff are at the console). */
export async function staffSeenSince(db: DbOrTx, since: number, now: number): Promise<boolean> {
  const [row] = await db.select({ hash: staffSessions.hash }).from(staffSessions)
    .where(and(gt(staffSessions.seenAt, since), gt(staffSessions.expiresAt, now))).limit(1);
  return !!row;
}
