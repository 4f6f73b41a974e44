import { eq, sql } from 'drizzle-orm';
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
 */
export async function checkPayPassword(db: Db, userId: number, password: string, now: number): Promise<void> {
  const [row] = await db.select().from(payPasswords).where(eq(payPasswords.userId, userId));
  if (!row) throw new BizError('paypassword.notSet');
  const locked = (until: number) => new BizError('paypassword.locked', { minutes: Math.max(1, Math.ceil((until - now) / 60)) });
  if (row.lockedUntil > now) throw locked(row.lockedUntil);
  if (DIGITS.test(password) && await verifyPassword(password, row.hash)) {
    if (row.fails) await db.update(payPasswords).set({ fails: 0 }).where(eq(payPasswords.userId, userId));
    return;
  }
  // Counted in the database, so concurrent wrong tries all count; the try that reaches the limit locks.
  const [after] = await db.update(payPasswords).set({
    fails: sql`CASE WHEN ${payPasswords.fails} + 1 >= ${PAY_PASSWORD.maxTries} THEN 0 ELSE ${payPasswords.fails} + 1 END`,
    lockedUntil: sql`CASE WHEN ${payPasswords.fails} + 1 >= ${PAY_PASSWORD.maxTries} THEN ${now + PAY_PASSWORD.lockSeconds} ELSE ${payPasswords.lockedUntil} END`,
  }).where(eq(payPasswords.userId, userId)).returning({ fails: payPasswords.fails, lockedUntil: payPasswords.lockedUntil });
  if (after.lockedUntil > now) throw locked(after.lockedUntil);
  throw new BizError('paypassword.wrong', { left: PAY_PASSWORD.maxTries - after.fails });
}

/** What paying from the balance and withdrawing call first: nothing to do without a pay password, else it must be given and right. */
export async function requirePayPassword(db: Db, userId: number, password: string | undefined, now: number): Promise<void> {
  if (!(await hasPayPassword(db, userId))) return;
  if (!password) throw new BizError('paypassword.required');
  await checkPayPassword(db, userId, password, now);
}
