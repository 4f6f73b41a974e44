import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { config, levels, userTokens, users } from '../../db/schema';
import type { UserRow } from '../../http/env';
import { BizError } from '../../http/errors';
import type { Lang } from '../../i18n';
import type { Gender, UserInfo } from '../../../src/api/types/user';
import { yuan } from '../money/money';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { COMMON_PASSWORDS } from './common-passwords';
/** A new password's length: one rule with the storefront's forms, which check it and say it in their hint. */
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../src/lib/password-rule';
import { issueToken } from './tokens';

export type Session = { token: string; expiresIn: number };

/** How a code reaches the shopper: the account's e-mail or mobile. */
export type Channel = 'email' | 'mobile';

/** The wire userinfo (design §3) of a user with the session it is answered with. */
export async function userinfo(db: DbOrTx, user: UserRow, lang: Lang, session: Session): Promise<UserInfo> {
  const [level] = await db.select({ name: levels.name }).from(levels).where(eq(levels.id, user.levelId));
  return {
    id: user.id, username: user.username, nickname: user.nickname, email: user.email ?? '', mobile: user.mobile ?? '',
    avatar: user.avatar, bio: user.bio, score: user.score, money: yuan(user.moneyFen), level: user.levelId,
    level_name: level?.name[lang] ?? '', gender: user.gender as Gender, token: session.token, expires_in: session.expiresIn,
    jointime: user.createdAt,
  };
}

/** Same hash as domain/tokens.ts stores: finds the caller's own token row. */
import { tokenHash } from './tokens';
export { tokenHash };

/** The caller's current session (token + seconds left), for answers to logged-in calls. */
export async function currentSession(db: DbOrTx, token: string, now: number): Promise<Session> {
  const [row] = await db.select({ expiresAt: userTokens.expiresAt }).from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash(token)), gt(userTokens.expiresAt, now)));
  return { token, expiresIn: row ? row.expiresAt - now : 0 };
}

/** A config value (the `config` table), or the fallback when the row is missing. */
export async function setting<T>(db: DbOrTx, name: string, fallback: T): Promise<T> {
  const [row] = await db.select({ value: config.value }).from(config).where(eq(config.name, name));
  return row ? (row.value as T) : fallback;
}

export const normEmail = (s: string) => s.trim().toLowerCase();
export const normMobile = (s: string) => s.trim().replace(/[\s()-]/g, '');
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const MOBILE = /^\+?\d{5,20}$/;
const USERNAME = /^[A-Za-z][A-Za-z0-9_]{2,29}$/;

export function validEmail(raw: string): string {
  const email = normEmail(raw);
  if (!EMAIL.test(email) || email.length > 100) throw new BizError('user.emailFormat');
  return email;
}

export function validMobile(raw: string): string {
  const mobile = normMobile(raw);
  if (!MOBILE.test(mobile)) throw new BizError('user.mobileFormat');
  return mobile;
}

export function validPassword(pw: string): string {
  if (pw.length < PASSWORD_MIN || pw.length > PASSWORD_MAX) throw new BizError('user.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  if (COMMON_PASSWORDS.has(pw.toLowerCase())) throw new BizError('user.passwordCommon');
  return pw;
}

export async function findBy(db: DbOrTx, channel: Channel | 'username', value: string): Promise<UserRow | undefined> {
  const col = channel === 'email' ? users.email : channel === 'mobile' ? users.mobile : users.username;
  const [row] = await db.select().from(users).where(eq(col, value));
  return row;
}

const TAKEN = { email: 'user.emailTaken', mobile: 'user.mobileTaken', username: 'user.usernameTaken' } as const;
const UNKNOWN = { email: 'user.emailUnknown', mobile: 'user.mobileUnknown' } as const;

/** Refuses a contact (or username) that belongs to an account other than `exceptId`. */
export async function assertFree(db: DbOrTx, channel: Channel | 'username', value: string, exceptId?: number) {
  const owner = await findBy(db, channel, value);
  if (owner && owner.id !== exceptId) throw new BizError(TAKEN[channel]);
}

export async function mustExist(db: DbOrTx, channel: Channel, value: string): Promise<UserRow> {
  const user = await findBy(db, channel, value);
  if (!user) throw new BizError(UNKNOWN[channel]);
  return user;
}

/** Postgres unique violation (23505), as PGlite and postgres-js report it through drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

let dummyHash: Promise<string> | undefined;

/**
 * Password login by e-mail, mobile or username. An unknown account and a wrong password answer the
 * same message and cost the same hashing time.
 */
export async function passwordLogin(db: DbOrTx, account: string, password: string): Promise<UserRow> {
  const acc = account.trim();
  const user = acc.includes('@') ? await findBy(db, 'email', normEmail(acc))
    : MOBILE.test(normMobile(acc)) ? await findBy(db, 'mobile', normMobile(acc))
      : await findBy(db, 'username', acc);
  if (!user) {
    await verifyPassword(password, await (dummyHash ??= hashPassword('timing-equaliser')));
    throw new BizError('user.badLogin');
  }
  if (!(await verifyPassword(password, user.passwordHash))) throw new BizError('user.badLogin');
  // A hash made with less work than today's is replaced now that the password is known.
  if (needsRehash(user.passwordHash)) await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id));
  return user;
}

/** Opens a session: a new token, and the login time recorded. Refuses locked accounts. */
export async function startSession(db: DbOrTx, user: UserRow, now: number): Promise<Session> {
  if (user.status !== 'normal') throw new BizError('user.locked');
  await db.update(users).set({ loginAt: now }).where(eq(users.id, user.id));
  return issueToken(db, user.id, now);
}

export type NewAccount = { username: string; email: string | null; mobile: string | null; password: string; inviterId: number | null };

/**
 * Validates a registration before any code is spent: formats, a free e-mail / mobile / username, a
 * username derived from the e-mail (or mobile) when none is given, and the inviter if it exists.
 */
export async function checkNewAccount(db: DbOrTx, f: { username?: string; email?: string; mobile?: string; password: string; inviter?: number; via: Channel }): Promise<NewAccount> {
  if (f.via === 'email' && !f.email) throw new BizError('error.required', { field: 'email' });
  if (f.via === 'mobile' && !f.mobile) throw new BizError('error.required', { field: 'mobile' });
  const email = f.email ? validEmail(f.email) : null;
  const mobile = f.mobile ? validMobile(f.mobile) : null;
  validPassword(f.password);
  if (f.username && !USERNAME.test(f.username)) throw new BizError('user.usernameFormat');
  if (email) await assertFree(db, 'email', email);
  if (mobile) await assertFree(db, 'mobile', mobile);
  let username = f.username;
  if (username) await assertFree(db, 'username', username);
  else username = await deriveUsername(db, email ?? `u${mobile}`);
  const inviter = f.inviter ? await db.select({ id: users.id }).from(users).where(eq(users.id, f.inviter)) : [];
  return { username, email, mobile, password: f.password, inviterId: inviter[0]?.id ?? null };
}

/** A free username made from an e-mail (its local part) or a name: letters, digits and _, a number added when taken. */
export async function deriveUsername(db: DbOrTx, from: string): Promise<string> {
  let base = from.split('@')[0].replace(/[^A-Za-z0-9_]/g, '').slice(0, 24);
  if (!/^[A-Za-z]/.test(base)) base = `u${base}`;
  base = base.padEnd(3, '0');
  for (let i = 0; ; i++) {
    const name = i === 0 ? base : `${base}${Math.floor(Math.random() * 9000 + 1000)}`;
    if (!(await findBy(db, 'username', name))) return name;
  }
}

/** Creates the account at the entry level. A race lost on a unique index answers the "taken" message. */
export async function createUser(db: Db, a: NewAccount, now: number): Promise<UserRow> {
  const [entry] = await db.select({ id: levels.id }).from(levels).orderBy(asc(levels.minScore)).limit(1);
  try {
    const [user] = await db.insert(users).values({
      username: a.username, nickname: a.username, email: a.email, mobile: a.mobile, passwordHash: await hashPassword(a.password),
      levelId: entry?.id ?? 1, inviterId: a.inviterId, createdAt: now,
    }).returning();
    return user;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    if (a.email) await assertFree(db, 'email', a.email);
    if (a.mobile) await assertFree(db, 'mobile', a.mobile);
    await assertFree(db, 'username', a.username);
    throw err;
  }
}
