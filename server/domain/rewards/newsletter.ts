import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { subscriptions, users } from '../../db/schema';
import { BizError } from '../../http/errors';
import type { Lang } from '../../i18n';
import { validEmail } from '../account/users';
import { mailToOutbox } from '../account/codes';
import { countEvent, waitFor } from '../account/rate-windows';
import { CONFIRM_SECONDS, confirmLink, validConfirm } from '../mail/links';

/** `pending`: a confirmation link went to `email` and is awaited (double opt-in); `subscribed` only once confirmed. */
export type Newsletter = { subscribed: boolean; pending: boolean; email: string; accountEmail: string };

/** Confirmation e-mails one shopper may have sent in a day (to any addresses): no mail bombing through the newsletter. */
export const CONFIRM_LIMIT = { max: 5, window: 24 * 3600 };

async function accountEmail(db: DbOrTx, userId: number): Promise<string> {
  const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return u?.email ?? '';
}

/** The shopper's newsletter subscription (usersubscription/detail): not subscribed, to the account's address, until they say. */
export async function newsletterOf(db: DbOrTx, userId: number): Promise<Newsletter> {
  const account = await accountEmail(db, userId);
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return { subscribed: row?.subscribed ?? false, pending: row?.pending ?? false, email: row?.email || account, accountEmail: account };
}

/** Where confirmation links point (the site's origin) and the secret they are signed with, and the e-mail's language. */
export type ConfirmBy = { origin: string; secret: string; lang: Lang };

/**
 * Subscribes (to `email`, or the address kept before, or the account's) or unsubscribes (the address is kept for
 * next time). Double opt-in (issue 27): an address is subscribed only once its owner opened the link e-mailed to
 * it — the shopper's own account address too, and never an address somebody else typed. Subscribing an address
 * this shopper confirmed before takes effect at once; any other is answered `pending` and sent a confirmation
 * link (in the same transaction; at most CONFIRM_LIMIT a day). One row per shopper; the last call wins.
 */
export async function setNewsletter(db: Db, userId: number, o: { subscribe: boolean; email?: string; now: number; confirm: ConfirmBy }): Promise<Newsletter> {
  const before = await newsletterOf(db, userId);
  const given = o.email?.trim() ?? '';
  const raw = given || before.email;
  if (o.subscribe && !raw) throw new BizError('subscription.emailRequired');
  const email = raw ? validEmail(raw) : '';
  const now = o.now;
  const limit = [{ key: `newsletter-mail:${userId}`, max: CONFIRM_LIMIT.max }];
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
    const confirmed = o.subscribe && !!email && row?.confirmedEmail === email;
    const pending = o.subscribe && !confirmed;
    if (pending) {
      const wait = await waitFor(tx, limit, CONFIRM_LIMIT.window, now);
      if (wait > 0) throw new BizError('subscription.tooMany', { hours: Math.max(1, Math.ceil(wait / 3600)) });
      await countEvent(tx, limit.map((l) => l.key), CONFIRM_LIMIT.window, now);
    }
    const state = { email, subscribed: confirmed, pending, updatedAt: now };
    await tx.insert(subscriptions).values({ userId, ...state }).onConflictDoUpdate({ target: subscriptions.userId, set: state });
    if (pending) {
      const link = confirmLink(o.confirm.origin, o.confirm.secret, userId, email, now + CONFIRM_SECONDS, o.confirm.lang);
      await mailToOutbox(tx, email, link, now, { kind: 'newsletter', lang: o.confirm.lang, userId });
    }
    return { subscribed: confirmed, pending, email: email || before.accountEmail, accountEmail: before.accountEmail };
  });
}

/**
 * The confirmation link opened (no login: the link is the proof): subscribes the shopper to the address the link
 * was made for, if that is still the one awaiting confirmation. Answers the address, or null for a link that is
 * forged, expired, or outdated (another address asked for since, or unsubscribed meanwhile). Opening it again
 * answers the address again.
 */
export async function confirmNewsletter(db: DbOrTx, p: { userId: number; expires: number; sig?: string; secret: string; now: number }): Promise<string | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, p.userId));
  if (!row?.email || !validConfirm(p.secret, p.userId, row.email, p.expires, p.sig)) return null;
  if (row.subscribed && row.confirmedEmail === row.email) return row.email;
  if (!row.pending || p.expires <= p.now) return null;
  const [done] = await db.update(subscriptions).set({ subscribed: true, pending: false, confirmedEmail: row.email, updatedAt: p.now })
    .where(and(eq(subscriptions.userId, p.userId), eq(subscriptions.email, row.email), eq(subscriptions.pending, true))).returning({ email: subscriptions.email });
  return done?.email ?? null;
}
