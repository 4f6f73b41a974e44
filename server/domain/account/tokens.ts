import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { userTokens, users } from '../../db/schema';

export const TOKEN_TTL = 30 * 24 * 3600;

/** What is stored of a token: its sha256, hex. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const hash = tokenHash;

/** A new login token (32 random bytes, hex); only its hash is stored. */
export async function issueToken(db: DbOrTx, userId: number, now: number): Promise<{ token: string; expiresIn: number }> {
  const token = randomBytes(32).toString('hex');
  await db.insert(userTokens).values({ tokenHash: hash(token), userId, createdAt: now, expiresAt: now + TOKEN_TTL });
  await db.delete(userTokens).where(and(eq(userTokens.userId, userId), lt(userTokens.expiresAt, now)));
  return { token, expiresIn: TOKEN_TTL };
}

export async function userForToken(db: DbOrTx, token: string, now: number) {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const rows = await db
    .select({ user: users })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(and(eq(userTokens.tokenHash, hash(token)), gt(userTokens.expiresAt, now)))
    .limit(1);
  const user = rows[0]?.user;
  return user && user.status === 'normal' ? user : null;
}

export async function revokeToken(db: DbOrTx, token: string) {
  await db.delete(userTokens).where(eq(userTokens.tokenHash, hash(token)));
}

export async function revokeAllTokens(db: DbOrTx, userId: number) {
  await db.delete(userTokens).where(eq(userTokens.userId, userId));
}
