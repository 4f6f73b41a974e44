import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db';
import { levels, userIdentities, users } from '../../../db/schema';
import type { UserRow } from '../../../http/env';
import { BizError } from '../../../http/errors';
import type { Lang } from '../../../i18n';
import { lockBalance } from '../../money/wallet';
import { linkToAffiliate } from '../../affiliate/programme';
import { rememberLocale } from '../../mail/prefs';
import { deriveUsername, findBy, isUniqueViolation } from '../users';
import type { ProviderIdentity } from './identity';

/**
 * Shoppers and the provider accounts linked to them (user_identities, issue 36): one per provider and shopper, one
 * shopper per provider account. A first sign-in makes a shopper without a password; an e-mail of an existing account
 * is linked only after that account is proved (flow.ts); the last way in of an account without a password stays.
 */

export type IdentityRow = typeof userIdentities.$inferSelect;

/** The shopper a provider account is linked to (and the link), or null. */
export async function linkedShopper(db: DbOrTx, provider: string, subject: string): Promise<{ user: UserRow; identity: IdentityRow } | null> {
  const [row] = await db.select({ user: users, identity: userIdentities }).from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return row ?? null;
}

/** Records a sign-in through a link. */
export async function touchIdentity(db: DbOrTx, id: number, now: number) {
  await db.update(userIdentities).set({ usedAt: now }).where(eq(userIdentities.id, id));
}

/** The existing account whose e-mail the provider named, or none. */
export const accountByEmail = (db: DbOrTx, email: string | null) => (email ? findBy(db, 'email', email) : Promise.resolve(undefined));

export type Visit = { inviterId: number | null; aff: string | null; lang: Lang; currency: string | null };

/**
 * A new shopper for a provider account, as register makes one (the entry level, the inviter and the affiliate of
 * the visit, its language and currency remembered) but with no password (password_hash '') and the provider's
 * verified e-mail (or none) and name. Null when a concurrent sign-in took the provider account or the e-mail first.
 */
export async function createShopper(db: Db, provider: string, who: ProviderIdentity, visit: Visit, now: number): Promise<UserRow | null> {
  const email = who.emailVerified ? who.email : null;
  const username = await deriveUsername(db, email ?? provider);
  const [entry] = await db.select({ id: levels.id }).from(levels).orderBy(asc(levels.minScore)).limit(1);
  const inviter = visit.inviterId ? await db.select({ id: users.id }).from(users).where(eq(users.id, visit.inviterId)) : [];
  let user: UserRow;
  try {
    user = await db.transaction(async (tx) => {
      const [u] = await tx.insert(users).values({
        username, nickname: who.name || username, email, passwordHash: '', levelId: entry?.id ?? 1, inviterId: inviter[0]?.id ?? null, createdAt: now,
      }).returning();
      await tx.insert(userIdentities).values({ userId: u.id, provider, subject: who.subject, email, name: who.name, createdAt: now, usedAt: now });
      return u;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
  await rememberLocale(db, user.id, visit.lang, now, visit.currency ?? undefined);
  const affiliateId = await linkToAffiliate(db, user.id, visit.aff ?? undefined);
  return affiliateId ? { ...user, affiliateId } : user;
}

/**
 * Links a provider account to a shopper: 'linked', 'same' when it already is theirs, 'taken' when it is another
 * shopper's or the shopper has another account of this provider linked.
 */
export async function linkIdentity(db: DbOrTx, userId: number, provider: string, who: Pick<ProviderIdentity, 'subject' | 'email' | 'name'>, now: number): Promise<'linked' | 'same' | 'taken'> {
  const owner = await linkedShopper(db, provider, who.subject);
  if (owner) return owner.user.id === userId ? 'same' : 'taken';
  try {
    await db.insert(userIdentities).values({ userId, provider, subject: who.subject, email: who.email, name: who.name, createdAt: now });
    return 'linked';
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const now2 = await linkedShopper(db, provider, who.subject);
    return now2?.user.id === userId ? 'same' : 'taken';
  }
}

/** The shopper's linked providers, oldest first. */
export function identitiesOf(db: DbOrTx, userId: number): Promise<IdentityRow[]> {
  return db.select().from(userIdentities).where(eq(userIdentities.userId, userId)).orderBy(asc(userIdentities.createdAt), asc(userIdentities.id));
}

/**
 * Unlinks a provider from the shopper. Under the shopper's row lock, so two unlinks at once cannot both take the
 * last ways in of an account without a password: that one is refused ('thirdlogin.lastWay').
 */
export async function unlinkIdentity(db: Db, userId: number, provider: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBalance(tx, userId);
    const [u] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
    const [{ n }] = await tx.select({ n: count() }).from(userIdentities).where(eq(userIdentities.userId, userId));
    const [mine] = await tx.select({ id: userIdentities.id }).from(userIdentities).where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
    if (!mine) throw new BizError('thirdlogin.notLinked');
    if (!u?.passwordHash && Number(n) <= 1) throw new BizError('thirdlogin.lastWay');
    await tx.delete(userIdentities).where(eq(userIdentities.id, mine.id));
  });
}

/** Whether the shopper has a provider linked (the link call refuses a second one). */
export async function hasProvider(db: DbOrTx, userId: number, provider: string): Promise<boolean> {
  const [row] = await db.select({ one: sql`1` }).from(userIdentities).where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
  return !!row;
}
