import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { remindEmails, remindSettings, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { EmailRemindList, RemindEventName } from '../../../src/api/types/member-extra';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The events a shopper can be e-mailed about (design §4b "Messages"); each on until switched off. */
export const REMIND_EVENTS = [
  'order_bought', 'order_arrived', 'order_problem', 'parcel_weighed', 'parcel_shipped', 'refund_decided', 'withdrawal_decided', 'chat_reply',
] as const satisfies readonly RemindEventName[];

/** The account's e-mail is always one of the addresses (earlier account e-mails stay: they were confirmed once). */
async function withAccountEmail(db: DbOrTx, userId: number, now: number) {
  const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (u?.email) await db.insert(remindEmails).values({ userId, email: u.email, createdAt: now }).onConflictDoNothing();
  const rows = await db.select().from(remindEmails).where(eq(remindEmails.userId, userId)).orderBy(asc(remindEmails.id));
  return { rows, account: u?.email ?? '' };
}

type RemindRow = typeof remindEmails.$inferSelect;
/** The default address: the one chosen, else the account's, else the first. */
const defaultOf = (rows: RemindRow[], account: string) => rows.find((r) => r.isDefault) ?? rows.find((r) => r.email === account) ?? rows[0];

/** The addresses (one default: the chosen one, else the account's) and every event with its switch. */
export async function remindList(db: Db, userId: number, t: Translate, now: number): Promise<EmailRemindList> {
  const { rows, account } = await withAccountEmail(db, userId, now);
  const chosen = defaultOf(rows, account);
  const off = new Map((await db.select().from(remindSettings).where(eq(remindSettings.userId, userId))).map((s) => [s.event, s.enabled]));
  return {
    emails: rows.map((r) => ({ id: r.id, email: r.email, is_default: r === chosen ? 1 : 0 })),
    events: REMIND_EVENTS.map((event) => ({ event, title: t(`remind.event.${event}`), status: off.get(event) === false ? 0 : 1 })),
  };
}

/** Makes one of the shopper's addresses the default (another's id: not found, nothing changed). */
export async function setRemindDefault(db: Db, userId: number, id: number, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Racing choices of one shopper queue here, so exactly one address ends up the default.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const { rows } = await withAccountEmail(tx, userId, now);
    if (!rows.some((r) => r.id === id)) throw notFound('remind.emailNotFound');
    await tx.update(remindEmails).set({ isDefault: sql`${remindEmails.id} = ${id}` }).where(eq(remindEmails.userId, userId));
  });
}

/** Switches one event's reminder on (1) or off (0). */
export async function setRemind(db: DbOrTx, userId: number, event: RemindEventName, on: boolean, now: number): Promise<void> {
  await db.insert(remindSettings).values({ userId, event, enabled: on, updatedAt: now })
    .onConflictDoUpdate({ target: [remindSettings.userId, remindSettings.event], set: { enabled: on, updatedAt: now } });
}

/** Where a reminder of `event` goes, or null when the shopper switched it off or has no address. */
export async function remindAddress(db: DbOrTx, userId: number, event: RemindEventName, now: number): Promise<string | null> {
  const [s] = await db.select().from(remindSettings).where(and(eq(remindSettings.userId, userId), eq(remindSettings.event, event)));
  if (s && !s.enabled) return null;
  const { rows, account } = await withAccountEmail(db, userId, now);
  return defaultOf(rows, account)?.email ?? null;
}
