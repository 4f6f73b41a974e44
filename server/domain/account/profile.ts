import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db';
import { uploads, userTokens, users } from '../../db/schema';
import type { UserRow } from '../../http/env';
import { BizError } from '../../http/errors';
import { consumeCode } from './codes';
import type { Channel } from './users';
import { hashPassword, verifyPassword } from './passwords';
import { revokeAllTokens } from './tokens';
import { assertFree, findBy, isUniqueViolation, mustExist, tokenHash, validEmail, validMobile, validPassword } from './users';

/** What the shopper may change on the profile page; absent fields stay as they are. */
export type ProfileChange = { nickname?: string; avatar?: string; gender?: 0 | 1 | 2; bio?: string };

/** `/uploads/…` or a full url of one; '..' never passes. */
const UPLOAD_URL = /^(?:https?:\/\/[^/\s]+)?(\/uploads\/[A-Za-z0-9_\-/]+\.[A-Za-z0-9]+)$/;

/**
 * Updates the caller's own profile. An avatar must be an image this user uploaded (its `/uploads/…`
 * url or full url); '' removes the avatar.
 */
export async function updateProfile(db: Db, user: UserRow, change: ProfileChange): Promise<UserRow> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (change.nickname !== undefined) set.nickname = change.nickname;
  if (change.gender !== undefined) set.gender = change.gender;
  if (change.bio !== undefined) set.bio = change.bio;
  if (change.avatar !== undefined) set.avatar = change.avatar === '' ? '' : await ownUpload(db, user.id, change.avatar);
  if (!Object.keys(set).length) return user;
  const [row] = await db.update(users).set(set).where(eq(users.id, user.id)).returning();
  return row;
}

async function ownUpload(db: Db, userId: number, url: string): Promise<string> {
  const path = UPLOAD_URL.exec(url)?.[1];
  if (!path || path.includes('..')) throw new BizError('user.avatar');
  const [row] = await db.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.userId, userId), eq(uploads.url, path)));
  if (!row) throw new BizError('user.avatar');
  return path;
}

/**
 * Changes the password, proven by the old password or by a code sent (event changepwd) to the
 * account's e-mail, else its mobile; an account made by a provider's sign-in (issue 36) has none yet, and its
 * session alone sets the first one (once: two at once cannot both). The calling session stays valid; every other
 * session ends.
 */
export async function changePassword(db: Db, user: UserRow, currentToken: string, p: { oldpassword?: string; captcha?: string; newpassword: string }, now: number) {
  validPassword(p.newpassword);
  const first = !user.passwordHash && !p.oldpassword && !p.captcha;
  if (first) {
    // Proven by the session: nothing else to check.
  } else if (p.oldpassword) {
    if (!(await verifyPassword(p.oldpassword, user.passwordHash))) throw new BizError('user.oldPassword');
  } else if (p.captcha) {
    const [channel, target]: [Channel, string | null] = user.email ? ['email', user.email] : ['mobile', user.mobile];
    if (!target) throw new BizError('code.invalid');
    await consumeCode(db, channel, target, 'changepwd', p.captcha, now);
  } else {
    throw new BizError('error.required', { field: 'oldpassword' });
  }
  const passwordHash = await hashPassword(p.newpassword);
  await db.transaction(async (tx) => {
    const set = await tx.update(users).set({ passwordHash }).where(and(eq(users.id, user.id), first ? eq(users.passwordHash, '') : undefined)).returning({ id: users.id });
    if (!set.length) throw new BizError('error.required', { field: 'oldpassword' });
    await tx.delete(userTokens).where(and(eq(userTokens.userId, user.id), ne(userTokens.tokenHash, tokenHash(currentToken))));
  });
}

/** Forgotten password: a code sent with event resetpwd proves the mailbox or phone; every session ends. */
export async function resetPassword(db: Db, channel: Channel, rawTarget: string, code: string, newpassword: string, now: number) {
  const target = channel === 'email' ? validEmail(rawTarget) : validMobile(rawTarget);
  validPassword(newpassword);
  // The code first: an address without an account never had a usable one, so it fails the same way.
  await consumeCode(db, channel, target, 'resetpwd', code, now);
  const user = await findBy(db, channel, target);
  if (!user) throw new BizError('code.invalid');
  const passwordHash = await hashPassword(newpassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeAllTokens(tx, user.id);
  });
}

/** Moves the account to a new e-mail or mobile proven by a code (event changeemail / changemobile). */
export async function changeContact(db: Db, user: UserRow, channel: Channel, raw: string, code: string, now: number): Promise<UserRow> {
  const value = channel === 'email' ? validEmail(raw) : validMobile(raw);
  await assertFree(db, channel, value, user.id);
  await consumeCode(db, channel, value, channel === 'email' ? 'changeemail' : 'changemobile', code, now);
  try {
    const [row] = await db.update(users).set(channel === 'email' ? { email: value } : { mobile: value }).where(eq(users.id, user.id)).returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) await assertFree(db, channel, value, user.id);
    throw err;
  }
}
