import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { chatConversations, chatMessages, chatTickets } from '../../db/schema';
import { AuthError } from '../../http/errors';

/**
 * Who is chatting: a signed-in shopper (`userId`; `deviceId` the device they signed in on, whose visitor
 * conversation joins theirs) or a visitor known only by the device id (the Guid header).
 */
export type ChatParty = { userId: number; deviceId: string } | { userId: null; deviceId: string };
export type ConversationRow = typeof chatConversations.$inferSelect;

/** The longest device id kept (the Guid header; longer ones are cut, as for code limits). */
const DEVICE_MAX = 64;

/** The party of a call: the shopper when signed in, else the visitor of the Guid header; neither → sign in. */
export function chatParty(userId: number | null, guid: string | undefined): ChatParty {
  const deviceId = (guid ?? '').trim().slice(0, DEVICE_MAX);
  if (userId !== null) return { userId, deviceId };
  if (!deviceId) throw new AuthError('chat.whoAreYou');
  return { userId: null, deviceId };
}

const whereParty = (p: ChatParty) =>
  p.userId !== null ? eq(chatConversations.userId, p.userId) : and(isNull(chatConversations.userId), eq(chatConversations.deviceId, p.deviceId));

async function findOwn(db: DbOrTx, p: ChatParty): Promise<ConversationRow | null> {
  const [row] = await db.select().from(chatConversations).where(whereParty(p));
  return row ?? null;
}

/**
 * A visitor's conversation on the device a shopper signed in on joins the shopper's: its messages move over (once —
 * the visitor's conversation is then gone, so a second sign-in finds nothing to move), keeping their ids and order.
 */
async function mergeVisitor(db: Db, userId: number, deviceId: string, now: number): Promise<void> {
  if (!deviceId) return;
  const [seen] = await db.select({ id: chatConversations.id }).from(chatConversations)
    .where(and(isNull(chatConversations.userId), eq(chatConversations.deviceId, deviceId)));
  if (!seen) return;
  await db.transaction(async (tx) => {
    const [visitor] = await tx.select().from(chatConversations).where(eq(chatConversations.id, seen.id)).for('update');
    if (!visitor || visitor.userId !== null) return; // another request merged it meanwhile
    const mine = await ensure(tx, { userId, deviceId }, now, true);
    // A key the shopper already used stays with their message; the visitor's retry window ends at sign-in.
    await tx.execute(sql`update chat_messages m set conversation_id = ${mine.id},
      client_id = case when exists (select 1 from chat_messages x where x.conversation_id = ${mine.id} and x.client_id = m.client_id) then null else m.client_id end
      where m.conversation_id = ${visitor.id}`);
    await tx.update(chatConversations).set({
      status: visitor.status === 'open' || mine.status === 'open' ? 'open' : 'done',
      lastMessageAt: sql`greatest(${chatConversations.lastMessageAt}, ${visitor.lastMessageAt}::bigint)`,
      waitingSince: sql`least(${chatConversations.waitingSince}, ${visitor.waitingSince}::bigint)`,
      shopperReadId: sql`greatest(${chatConversations.shopperReadId}, ${visitor.shopperReadId}::int)`,
    }).where(eq(chatConversations.id, mine.id));
    await tx.delete(chatTickets).where(eq(chatTickets.conversationId, visitor.id));
    await tx.delete(chatConversations).where(eq(chatConversations.id, visitor.id));
  });
}

/** The party's conversation, made when missing (concurrent callers get the same one). `lock`: FOR UPDATE. */
async function ensure(tx: DbOrTx, p: ChatParty, now: number, lock = false): Promise<ConversationRow> {
  await tx.insert(chatConversations).values({ userId: p.userId, deviceId: p.userId === null ? p.deviceId : null, createdAt: now }).onConflictDoNothing();
  const q = tx.select().from(chatConversations).where(whereParty(p));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The party's conversation if it has one (a shopper's takes in their device's visitor conversation first). */
export async function conversationOf(db: Db, p: ChatParty, now: number): Promise<ConversationRow | null> {
  if (p.userId !== null) await mergeVisitor(db, p.userId, p.deviceId, now);
  return findOwn(db, p);
}

/** The party's conversation, made on first use. */
export async function openConversation(db: Db, p: ChatParty, now: number): Promise<ConversationRow> {
  if (p.userId !== null) await mergeVisitor(db, p.userId, p.deviceId, now);
  return ensure(db, p, now);
}

/** Locks the party's conversation in `tx`, made when missing (a message's writer: ids then follow commit order). */
export const lockConversation = (tx: DbOrTx, p: ChatParty, now: number) => ensure(tx, p, now, true);

/** The newest message id of a conversation (0: none). */
export async function lastMessageId(db: DbOrTx, conversationId: number): Promise<number> {
  const [r] = await db.select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)::int` }).from(chatMessages).where(eq(chatMessages.conversationId, conversationId));
  return Number(r?.id ?? 0);
}
