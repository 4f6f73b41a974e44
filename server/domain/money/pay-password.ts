import { and, eq, gt, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { payPasswords, users } from '../../db/schema';
import { BizError } from '../../http/errors';
import { hashPassword, verifyPassword } from '../account/passwords';
import { consumeCode } from '../account/codes';

/**
 * The pay password (design §4b): 6 digits, hashed like passwords; setting it (or setting it anew when
 * forgotten) needs a code sent to the account's e-mail; when set, paying from the balance and withdrawing
 * need it; 5 wrong tries in a row lock it for 30 minutes.
 */
export const PAY_PASSWORD = { length: 6, maxTries: 5, lockSeconds: 30 * 60 } as const;
const DIGITS = new RegExp(`^\\d{${PAY_PASSWORD.length}}$`);

export async function hasPayPassword(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: payPasswords.userId }).from(payPasswords).where(eq(payPasswords.userId, userId));
  return !!row;
}

function assertDigits(password: string): void {
  if (!DIGITS.test(password)) throw new BizError('paypassword.format', { length: PAY_PASSWORD.length });
}

/** The account's e-mail the setting code goes to; '' when it has none. */
export async function payPasswordEmail(db: DbOrTx, userId: number): Promise<string> {
  const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return u?.email ?? '';
}

async function store(db: Db, userId: number, password: string, now: number): Promise<void> {
  const hash = await hashPassword(password);
  await db.insert(payPasswords).values({ userId, hash, fails: 0, lockedUntil: 0, updatedAt: now })
    .onConflictDoUpdate({ target: payPasswords.userId, set: { hash, fails: 0, lockedUntil: 0, updatedAt: now } });
}

/** Sets the pay password, or sets it anew when forgotten: the code sent to the account's e-mail proves who asks. */
export async function setPayPassword(db: Db, userId: number, password: string, code: string, now: number): Promise<void> {
  assertDigits(password);
  const email = await payPasswordEmail(db, userId);
  if (!email) throw new BizError('paypassword.noEmail');
  await consumeCode(db, 'email', email, 'paypassword', code, now);
  await store(db, userId, password, now);
}

/** Changes a set pay password: the old one is checked (and counts as a try) first. */
export async function changePayPassword(db: Db, userId: number, oldPassword: string, newPassword: string, now: number): Promise<void> {
  assertDigits(newPassword);
  await checkPayPassword(db, userId, oldPassword, now);
  await store(db, userId, newPassword, now);
}

/**
 * Checks a pay password, counting wrong tries: the 5th wrong one in a row locks it for 30 minutes; a right
 * one resets the count. Throws 'paypassword.notSet', 'paypassword.locked' {minutes} or 'paypassword.wrong'
 * {left}. Takes the database, not a transaction: a wrong try must count although the call then fails.
 *
 * Under concurrency (design §4b): the try is taken before the slow hash, in one UPDATE that refuses while the
 * password is locked or every try left is already taken by guesses in flight, so N concurrent guesses count as
 * N tries. Taking the last try (the 5th) sets the lock at once; only that try, if it turns out right, lifts it.
 * A right verdict is accepted only while no lock is set, so once the 5th try is taken nothing in flight pays.
 */
export async function checkPayPassword(db: Db, userId: number, password: string, now: number): Promise<void> {
  const locked = (until: number) => new BizError('paypassword.locked', { minutes: Math.max(1, Math.ceil((until - now) / 60)) });
  const p = payPasswords;
  const max = PAY_PASSWORD.maxTries;
  // A lock that has run out (locked_until set, not in the future) starts the count again.
  const before = sql`CASE WHEN ${p.lockedUntil} > 0 THEN 0 ELSE ${p.fails} END`;
  const [held] = await db.update(p).set({
    fails: sql`${before} + 1`,
    lockedUntil: sql`CASE WHEN ${before} + 1 >= ${max} THEN ${now + PAY_PASSWORD.lockSeconds} ELSE 0 END`,
  }).where(and(eq(p.userId, userId), lte(p.lockedUntil, now), or(lt(p.fails, max), gt(p.lockedUntil, 0))))
    .returning({ hash: p.hash, fails: p.fails, lockedUntil: p.lockedUntil });
  if (!held) {
    const [row] = await db.select({ lockedUntil: p.lockedUntil }).from(p).where(eq(p.userId, userId));
    if (!row) throw new BizError('paypassword.notSet');
    throw locked(row.lockedUntil > now ? row.lockedUntil : now + PAY_PASSWORD.lockSeconds);
  }
  const last = held.fails >= max;
  if (DIGITS.test(password) && await verifyPassword(password, held.hash)) {
    // The last try lifts the lock it set; any other is accepted only while no lock is set.
    const [ok] = await db.update(p).set({ fails: 0, lockedUntil: 0 })
      .where(and(eq(p.userId, userId), last ? eq(p.lockedUntil, held.lockedUntil) : lte(p.lockedUntil, now)))
      .returning({ userId: p.userId });
    if (ok) return;
    const [row] = await db.select({ lockedUntil: p.lockedUntil }).from(p).where(eq(p.userId, userId));
    throw locked(row && row.lockedUntil > now ? row.lockedUntil : now + PAY_PASSWORD.lockSeconds);
  }
  // Wrong: the try taken stays counted; the last one's lock stays set.
  if (last) throw locked(held.lockedUntil);
  throw new BizError('paypassword.wrong', { left: max - held.fails });
}

/** What paying from the balance and withdrawing call first: nothing to do without a pay password, else it must be given and right. */
export async function requirePayPassword(db: Db, userId: number, password: string | undefined, now: number): Promise<void> {
  if (!(await hasPayPassword(db, userId))) return;
  if (!password) throw new BizError('paypassword.required');
  await checkPayPassword(db, userId, password, now);
}
