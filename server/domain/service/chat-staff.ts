import { and, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { chatConversations, chatMessages, mailPrefs, users } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { normalizeLang, type Lang } from '../../i18n';
import type { Translate } from '../orders/orders';
import type { StaffActor } from '../staff/staff-sessions';
import { chatBus } from './chat-bus';
import { chatViews, type ChatDeps, type ChatMessageView } from './chat';
import { chatText } from './chat-text';
import { lastMessageId, type ConversationRow } from './chat-conversations';
import { threadContext } from './chat-context';
import { attachChatPicture } from './chat-pictures';
import { awayNotice } from './chat-away';
import type { ChatQueueRow, ChatThread } from '../../../src/api/types/chat';

/** The most conversations the queue lists at once. */
export const QUEUE_MAX = 100;
type Ctx = { t: Translate; lang: Lang; now: number };

/** What staff send: text (the shopper's rules, chat-text.ts) or a picture /ops/chat/upload answered. */
export type StaffOutgoing = { kind: 'text'; text: string; clientId: string } | { kind: 'picture'; picture: string; clientId: string };

async function conversation(db: DbOrTx, id: number): Promise<ConversationRow> {
  const [conv] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (!conv) throw notFound('chat.noConversation');
  return conv;
}

/** Conversations as the queue lists them: who, how long waiting, unread, the newest message. */
async function queueRows(db: DbOrTx, convs: ConversationRow[], ctx: Ctx): Promise<ChatQueueRow[]> {
  if (!convs.length) return [];
  const ids = convs.map((c) => c.id);
  const userIds = convs.flatMap((c) => (c.userId === null ? [] : [c.userId]));
  const people = userIds.length
    ? await db.select({ id: users.id, email: users.email, username: users.username, lang: mailPrefs.lang }).from(users)
      .leftJoin(mailPrefs, eq(mailPrefs.userId, users.id)).where(inArray(users.id, userIds))
    : [];
  const byUser = new Map(people.map((p) => [p.id, p]));
  const unread = await db.select({ c: chatMessages.conversationId, n: sql<number>`count(*)::int` }).from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(inArray(chatMessages.conversationId, ids), ne(chatMessages.author, 'staff'), gt(chatMessages.id, chatConversations.staffReadId)))
    .groupBy(chatMessages.conversationId);
  const unreadOf = new Map(unread.map((r) => [r.c, Number(r.n)]));
  const lastIds = await db.select({ id: sql<number>`max(${chatMessages.id})::int` }).from(chatMessages)
    .where(inArray(chatMessages.conversationId, ids)).groupBy(chatMessages.conversationId);
  const lastRows = lastIds.length ? await db.select().from(chatMessages).where(inArray(chatMessages.id, lastIds.map((r) => Number(r.id)))) : [];
  const out: ChatQueueRow[] = [];
  for (const c of convs) {
    const person = c.userId === null ? undefined : byUser.get(c.userId);
    const row = lastRows.find((m) => m.conversationId === c.id);
    out.push({
      id: c.id, status: c.status,
      who: {
        user_id: c.userId,
        name: person ? person.email || person.username : ctx.t('chat.visitor', { id: (c.deviceId ?? '').slice(0, 6) }),
        lang: normalizeLang(person?.lang ?? undefined),
      },
      waiting_since: c.waitingSince, last_message_at: c.lastMessageAt, unread: unreadOf.get(c.id) ?? 0,
      last: row ? (await chatViews(db, c, [row], ctx.t, ctx.lang))[0] : null,
    });
  }
  return out;
}

/** The queue: open (or done) conversations with a message, waiting longest first, then the latest active; at most 100. */
export async function chatQueue(db: DbOrTx, status: 'open' | 'done', ctx: Ctx): Promise<ChatQueueRow[]> {
  const convs = await db.select().from(chatConversations)
    .where(and(eq(chatConversations.status, status), sql`${chatConversations.lastMessageAt} is not null`))
    .orderBy(sql`${chatConversations.waitingSince} asc nulls last`, sql`${chatConversations.lastMessageAt} desc nulls last`, desc(chatConversations.id))
    .limit(QUEUE_MAX);
  return queueRows(db, convs, ctx);
}

/** One conversation for the console: a page of messages before `beforeId` (0: the newest), newest last, and its context. */
export async function chatThread(db: DbOrTx, id: number, o: { beforeId: number; limit: number }, ctx: Ctx): Promise<ChatThread> {
  const conv = await conversation(db, id);
  const rows = await db.select().from(chatMessages)
    .where(and(eq(chatMessages.conversationId, id), o.beforeId ? lt(chatMessages.id, o.beforeId) : undefined))
    .orderBy(desc(chatMessages.id)).limit(o.limit + 1);
  const page = rows.slice(0, o.limit).reverse();
  const [row] = await queueRows(db, [conv], ctx);
  return {
    conversation: row, list: await chatViews(db, conv, page, ctx.t, ctx.lang), has_more: rows.length > o.limit,
    shopper_read_id: conv.shopperReadId, staff_read_id: conv.staffReadId,
    context: await threadContext(db, conv.userId, ctx.t, ctx.lang, ctx.now),
  };
}

/**
 * Staff reply in a conversation (the operator's token: no staff id). Stored under the conversation's lock as the
 * shopper's messages are, so ids follow commit order; it answers the waiting shopper (waiting_since cleared) and
 * reads what they wrote. A signed-in shopper whose chat is not open hears of it by Messages and e-mail (chat-away.ts).
 */
export async function staffReply(deps: ChatDeps, actor: StaffActor, id: number, m: StaffOutgoing, ctx: Ctx): Promise<ChatMessageView> {
  const { db } = deps;
  const text = m.kind === 'text' ? chatText(m.text) : '';
  if (m.kind === 'picture' && !m.picture.trim()) throw new BizError('service.image');
  const { row, fresh, conv } = await db.transaction(async (tx) => {
    const [conv] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
    if (!conv) throw notFound('chat.noConversation');
    if (m.clientId) {
      const [again] = await tx.select().from(chatMessages).where(and(eq(chatMessages.conversationId, id), eq(chatMessages.clientId, m.clientId)));
      if (again) return { row: again, fresh: false, conv };
    }
    let picture = '';
    if (m.kind === 'picture') {
      if (conv.userId === null) throw new BizError('chat.pictureVisitor');
      picture = await attachChatPicture(tx, id, m.picture);
    }
    const [row] = await tx.insert(chatMessages).values({
      conversationId: id, author: 'staff', staffId: actor.id, kind: m.kind, text, picture, clientId: m.clientId || null, createdAt: ctx.now,
    }).returning();
    await tx.update(chatConversations).set({ lastMessageAt: ctx.now, waitingSince: null, staffReadId: row.id }).where(eq(chatConversations.id, id));
    await awayNotice(tx, conv, row, ctx.now);
    return { row, fresh: true, conv };
  });
  if (fresh) await chatBus(deps).publish({ type: 'message', c: id, id: row.id });
  return (await chatViews(db, conv, [row], ctx.t, ctx.lang))[0];
}

/** Staff have read a conversation up to `messageId` (never beyond its newest; never back); told to both sides. */
export async function staffRead(deps: ChatDeps, id: number, messageId: number): Promise<{ staff_read_id: number }> {
  const conv = await conversation(deps.db, id);
  const upTo = Math.min(messageId, await lastMessageId(deps.db, id));
  const [row] = await deps.db.update(chatConversations).set({ staffReadId: sql`greatest(${chatConversations.staffReadId}, ${upTo}::int)` })
    .where(eq(chatConversations.id, id)).returning();
  if (row.staffReadId !== conv.staffReadId) await chatBus(deps).publish({ type: 'read', c: id, by: 'staff', id: row.staffReadId });
  return { staff_read_id: row.staffReadId };
}

/** Staff are typing in a conversation: told to its streams, stored nowhere. */
export async function staffTyping(deps: ChatDeps, id: number): Promise<void> {
  await conversation(deps.db, id);
  await chatBus(deps).publish({ type: 'typing', c: id, by: 'staff' });
}

/** Staff mark a conversation done (no longer waiting); the shopper's next message opens it again (chat.ts). */
export async function markDone(deps: ChatDeps, id: number): Promise<{ id: number; status: 'done' }> {
  const conv = await conversation(deps.db, id);
  await deps.db.update(chatConversations).set({ status: 'done', waitingSince: null }).where(eq(chatConversations.id, id));
  if (conv.status !== 'done') await chatBus(deps).publish({ type: 'queue', c: id, status: 'done' });
  return { id, status: 'done' };
}

/** A conversation's row for the staff stream's messages (the card's owner); null when gone (joined to an account). */
export async function conversationById(db: DbOrTx, id: number): Promise<ConversationRow | null> {
  const [conv] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return conv ?? null;
}
