import { and, count, desc, eq, inArray, isNull, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { inviteEmails, onepayOrders, orderGroups, rebates, users } from '../../db/schema';
import { BizError } from '../../http/errors';
import type { Lang } from '../../i18n';
import { findBy, validEmail } from '../account/users';
import { mailToOutbox } from '../account/codes';
import { countEvent, waitFor } from '../account/rate-windows';
import { REBATE_STATUS } from './rebates';

/**
 * Invitations (design §4b): a shopper's link is `#/pages/user/register?inviter=ID`; registering through it sets
 * users.inviter_id (domain/account/users.ts). A shopper may also invite friends by e-mail: an address is added
 * once (invite_emails, unique per inviter and address), never one that already has an account, and is sent
 * one invitation through the dev outbox; sends are limited per day.
 */
export const INVITE_LIMITS = {
  /** Invitations one shopper may send in a day. */
  mailsPerDay: 10,
  /** Addresses one shopper may add in a day. */
  addsPerDay: 30,
  window: 24 * 3600,
} as const;

export type InviteEmailRow = typeof inviteEmails.$inferSelect;

/** "Anna Petrova" → "A***a"; two letters or fewer keep only the first. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (!chars.length) return '';
  return chars.length <= 2 ? `${chars[0]}***` : `${chars[0]}***${chars[chars.length - 1]}`;
}

/** "anna@example.com" → "an***@example.com". */
export function maskEmail(email: string | null): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  if (at < 1) return maskName(email);
  return `${email.slice(0, Math.min(2, at - 1) || 1)}***${email.slice(at)}`;
}

/** Refuses (saying how long to wait) a shopper's action over `max` a day; else counts it. */
async function dailyAllowance(db: DbOrTx, key: string, max: number, now: number): Promise<void> {
  const wait = await waitFor(db, [{ key, max }], INVITE_LIMITS.window, now);
  if (wait > 0) throw new BizError('invite.tooMany', { hours: Math.max(1, Math.ceil(wait / 3600)) });
  await countEvent(db, [key], INVITE_LIMITS.window, now);
}

/** An address the shopper may invite: well formed, not their own, not a member's. */
async function invitable(db: DbOrTx, userId: number, raw: string): Promise<string> {
  const email = validEmail(raw);
  const owner = await findBy(db, 'email', email);
  if (owner?.id === userId) throw new BizError('invite.self');
  if (owner) throw new BizError('invite.member', { email });
  return email;
}

const ownInvitation = async (db: DbOrTx, userId: number, email: string) =>
  (await db.select().from(inviteEmails).where(and(eq(inviteEmails.userId, userId), eq(inviteEmails.email, email))))[0];

/**
 * invitefriends/emailAdd: puts an address on the shopper's list of friends to invite. Once per address: one
 * already invited is refused ('invite.sent'); one added but not yet sent is answered as it is.
 */
export async function addInviteEmail(db: Db, userId: number, raw: string, now: number): Promise<InviteEmailRow> {
  const email = await invitable(db, userId, raw);
  const had = await ownInvitation(db, userId, email);
  if (had) {
    if (had.sentAt != null) throw new BizError('invite.sent', { email });
    return had;
  }
  await dailyAllowance(db, `invite-add:${userId}`, INVITE_LIMITS.addsPerDay, now);
  const [row] = await db.insert(inviteEmails).values({ userId, email, createdAt: now }).onConflictDoNothing().returning();
  return row ?? (await ownInvitation(db, userId, email));
}

/**
 * invitefriends/sendInvitefriendsEmail: sends the invitation to an address on the list, once: the row's
 * `sent_at` is set by a conditional update, so of racing sends only one reaches the outbox. `link` is the
 * inviter's registration link on this site.
 */
export async function sendInviteEmail(db: Db, userId: number, raw: string, link: string, now: number, lang: Lang = 'en'): Promise<InviteEmailRow> {
  const email = await invitable(db, userId, raw);
  const had = await ownInvitation(db, userId, email);
  if (!had) throw new BizError('invite.notAdded', { email });
  if (had.sentAt != null) throw new BizError('invite.sent', { email });
  const wait = await waitFor(db, [{ key: `invite-mail:${userId}`, max: INVITE_LIMITS.mailsPerDay }], INVITE_LIMITS.window, now);
  if (wait > 0) throw new BizError('invite.tooMany', { hours: Math.max(1, Math.ceil(wait / 3600)) });
  return db.transaction(async (tx) => {
    const [row] = await tx.update(inviteEmails).set({ sentAt: now })
      .where(and(eq(inviteEmails.id, had.id), isNull(inviteEmails.sentAt))).returning();
    if (!row) throw new BizError('invite.sent', { email });
    await countEvent(tx, [`invite-mail:${userId}`], INVITE_LIMITS.window, now);
    await mailToOutbox(tx, email, link, now, { kind: 'invite', lang, userId });
    return row;
  });
}

/**
 * The registration link a shopper invites with, on the site at `origin`: the page the server reads (a card in messengers,
 * server/routes/share-links.ts), going on at the storefront's registration with the inviter.
 */
export const inviteLink = (origin: string, userId: number) => `${origin.replace(/\/+$/, '')}/wap/invite/${userId}`;

export type InviteeRow = {
  id: number; nickname: string; email: string | null; avatar: string; createdAt: number;
  ordered: boolean;
  /** Rebates earned from this friend (pending, earned or withdrawn, not reversed), fen. */
  rebateFen: number;
};

/** One page of the shopper's invitees (registered through the link), newest first, with what each brought. */
export async function listInvitees(db: DbOrTx, userId: number, o: { page: number; pagesize: number }) {
  const where = eq(users.inviterId, userId);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db.select({ id: users.id, nickname: users.nickname, email: users.email, avatar: users.avatar, createdAt: users.createdAt }).from(users)
    .where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(o.pagesize).offset((o.page - 1) * o.pagesize);
  const ids = rows.map((r) => r.id);
  const ordered = new Set<number>();
  const rebateFen = new Map<number, number>();
  if (ids.length) {
    const paid = await db.selectDistinct({ id: orderGroups.userId }).from(orderGroups).where(and(inArray(orderGroups.userId, ids), isNotNull(orderGroups.paidAt)));
    const onepaid = await db.selectDistinct({ id: onepayOrders.userId }).from(onepayOrders).where(and(inArray(onepayOrders.userId, ids), isNotNull(onepayOrders.paidAt)));
    for (const r of [...paid, ...onepaid]) ordered.add(r.id);
    const sums = await db.select({ id: rebates.inviteeId, fen: sql<string>`coalesce(sum(${rebates.amountFen}), 0)` }).from(rebates)
      .where(and(eq(rebates.userId, userId), inArray(rebates.inviteeId, ids), inArray(rebates.status, [REBATE_STATUS.pending, REBATE_STATUS.earned, REBATE_STATUS.withdrawn])))
      .groupBy(rebates.inviteeId);
    for (const s of sums) rebateFen.set(s.id, Number(s.fen));
  }
  return {
    rows: rows.map((r): InviteeRow => ({ ...r, ordered: ordered.has(r.id), rebateFen: rebateFen.get(r.id) ?? 0 })),
    total: Number(total.n),
  };
}

/** How many of the shopper's invitees have paid for something. */
export async function orderedInvitees(db: DbOrTx, userId: number): Promise<number> {
  const invitees = db.select({ id: users.id }).from(users).where(eq(users.inviterId, userId));
  const [a] = await db.select({ n: sql<string>`count(distinct ${orderGroups.userId})` }).from(orderGroups)
    .where(and(inArray(orderGroups.userId, invitees), isNotNull(orderGroups.paidAt)));
  const [b] = await db.select({ n: sql<string>`count(distinct ${onepayOrders.userId})` }).from(onepayOrders)
    .where(and(inArray(onepayOrders.userId, invitees), isNotNull(onepayOrders.paidAt),
      sql`${onepayOrders.userId} not in (select ${orderGroups.userId} from ${orderGroups} where ${orderGroups.paidAt} is not null)`));
  return Number(a.n) + Number(b.n);
}
