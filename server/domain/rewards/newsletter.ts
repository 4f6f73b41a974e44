import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { subscriptions, users } from '../../db/schema';
import { BizError } from '../../http/errors';
import { validEmail } from '../account/users';

export type Newsletter = { subscribed: boolean; email: string; accountEmail: string };

async function accountEmail(db: DbOrTx, userId: number): Promise<string> {
  const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return u?.email ?? '';
}

/** The shopper's newsletter subscription (usersubscription/detail): not subscribed, to the account's address, until they say. */
export async function newsletterOf(db: DbOrTx, userId: number): Promise<Newsletter> {
  const account = await accountEmail(db, userId);
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return { subscribed: row?.subscribed ?? false, email: row?.email || account, accountEmail: account };
}

/**
 * Subscribes (to `email`, or the address kept before, or the account's) or unsubscribes (the address is kept for
 * next time). One row per shopper; the last call wins.
 */
export async function setNewsletter(db: DbOrTx, userId: number, o: { subscribe: boolean; email?: string; now: number }): Promise<Newsletter> {
  const before = await newsletterOf(db, userId);
  const given = o.email?.trim() ?? '';
  const raw = given || before.email;
  if (o.subscribe && !raw) throw new BizError('subscription.emailRequired');
  const email = raw ? validEmail(raw) : '';
  await db.insert(subscriptions).values({ userId, email, subscribed: o.subscribe, updatedAt: o.now })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { email, subscribed: o.subscribe, updatedAt: o.now } });
  return { subscribed: o.subscribe, email: email || before.accountEmail, accountEmail: before.accountEmail };
}
