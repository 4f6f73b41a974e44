import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { chatConversations, chatMessages, type ChatAuthor, type ChatCardType, type ChatKind } from '../../db/schema';
import { BizError } from '../../http/errors';
import type { Lang } from '../../i18n';
import type { Translate } from '../orders/orders';
import { ownPhotos } from '../files/own-photos';
import { chatBus } from './chat-bus';
import { staffNames } from '../staff/staff-accounts';
import { chatCard, type ChatCard } from './chat-cards';
import { chatText } from './chat-text';
import { conversationOf, lastMessageId, lockConversation, type ChatParty, type ConversationRow } from './chat-conversations';

/**
 * Live chat, the embedded provider (issue 34): a shopper's (or a visitor's) one conversation with the shop's staff.
 * A message is stored under a lock of its conversation, so within a conversation ids follow the order messages are
 * committed in — a stream that has sent id n has every earlier one. After the commit the bus tells every process.
 */
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatDeps = { db: Db; config: { databaseUrl?: string } };
/** `staff_name`: '' unless staff wrote it (the operator's token: "Operator" in the reader's language). */
export type ChatMessageView = {
  id: number; author: ChatAuthor; staff_id: number | null; staff_name: string; kind: ChatKind; text: string; picture: string;
  card: ChatCard | null; client_id: string; created_at: number;
};

/** What a party sends: text, one of their uploaded pictures, or a card; `clientId` keys retries of one message. */
export type Outgoing =
  | { kind: 'text'; text: string; clientId: string }
  | { kind: 'picture'; picture: string; clientId: string }
  | { kind: 'card'; cardType: ChatCardType; cardId: number; clientId: string };

/** Checks what a party sends and answers the columns it is stored as. */
async function content(db: DbOrTx, p: ChatParty, m: Outgoing, t: Translate, lang: Lang) {
  if (m.kind === 'text') return { text: chatText(m.text) };
  if (m.kind === 'picture') {
    if (p.userId === null) throw new BizError('chat.pictureSignIn');
    if (!m.picture.trim()) throw new BizError('service.image');
    const [picture] = await ownPhotos(db, p.userId, [m.picture]);
    return { picture };
  }
  await chatCard(db, p.userId, m.cardType, m.cardId, t, lang);
  return { cardType: m.cardType, cardId: m.cardId };
}

/** The party sends a message (the conversation is made by the first); the same `clientId` again answers the first. */
export async function sendMessage(deps: ChatDeps, p: ChatParty, m: Outgoing, ctx: { t: Translate; lang: Lang; now: number }): Promise<ChatMessageView> {
  const { db } = deps;
  const fields = await content(db, p, m, ctx.t, ctx.lang);
  await conversationOf(db, p, ctx.now); // a shopper's first takes in their device's visitor conversation
  const author: ChatAuthor = p.userId === null ? 'visitor' : 'shopper';
  const { row, fresh, conv } = await db.transaction(async (tx) => {
    const conv = await lockConversation(tx, p, ctx.now);
    if (m.clientId) {
      const [again] = await tx.select().from(chatMessages).where(and(eq(chatMessages.conversationId, conv.id), eq(chatMessages.clientId, m.clientId)));
      if (again) return { row: again, fresh: false, conv };
    }
    const [row] = await tx.insert(chatMessages).values({ conversationId: conv.id, author, kind: m.kind, clientId: m.clientId || null, createdAt: ctx.now, ...fields }).returning();
    await tx.update(chatConversations).set({
      status: 'open', lastMessageAt: ctx.now, waitingSince: sql`coalesce(${chatConversations.waitingSince}, ${ctx.now}::bigint)`, shopperReadId: row.id,
    }).where(eq(chatConversations.id, conv.id));
    return { row, fresh: true, conv };
  });
  if (fresh) await chatBus(deps).publish({ type: 'message', c: conv.id, id: row.id });
  // A conversation staff had marked done is open again: the console's queue shows it.
  if (fresh && conv.status === 'done') await chatBus(deps).publish({ type: 'queue', c: conv.id, status: 'open' });
  return (await chatViews(db, conv, [row], ctx.t, ctx.lang))[0];
}

/**
 * Messages as the wire shows them, each card looked up again (its status today; one gone since shows no details),
 * a staff member's by their name (the operator's token's as "Operator" in `lang`).
 */
export async function chatViews(db: DbOrTx, conv: Pick<ConversationRow, 'userId'>, rows: ChatMessageRow[], t: Translate, lang: Lang): Promise<ChatMessageView[]> {
  const names = await staffNames(db, rows.flatMap((r) => (r.author === 'staff' && r.staffId !== null ? [r.staffId] : [])));
  const staffName = (r: ChatMessageRow) => (r.author !== 'staff' ? '' : r.staffId === null ? t('chat.operator') : names.get(r.staffId) ?? '');
  const out: ChatMessageView[] = [];
  for (const r of rows) {
    let card: ChatCard | null = null;
    if (r.kind === 'card' && r.cardType && r.cardId) {
      card = await chatCard(db, conv.userId, r.cardType, r.cardId, t, lang).catch(() => ({ type: r.cardType!, id: r.cardId!, number: '', status_text: '', amount: '' }));
    }
    out.push({
      id: r.id, author: r.author, staff_id: r.staffId, staff_name: staffName(r), kind: r.kind, text: r.text, picture: r.picture, card, client_id: r.clientId ?? '', created_at: r.createdAt,
    });
  }
  return out;
}

export type History = { list: ChatMessageView[]; has_more: boolean; shopper_read_id: number; staff_read_id: number };

/** A page of the party's conversation before `beforeId` (0: the newest), newest last. None yet: an empty page. */
export async function chatHistory(db: Db, p: ChatParty, o: { beforeId: number; limit: number }, ctx: { t: Translate; lang: Lang; now: number }): Promise<History> {
  const conv = await conversationOf(db, p, ctx.now);
  if (!conv) return { list: [], has_more: false, shopper_read_id: 0, staff_read_id: 0 };
  const rows = await db.select().from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conv.id), o.beforeId ? lt(chatMessages.id, o.beforeId) : undefined))
    .orderBy(desc(chatMessages.id)).limit(o.limit + 1);
  const page = rows.slice(0, o.limit).reverse();
  return { list: await chatViews(db, conv, page, ctx.t, ctx.lang), has_more: rows.length > o.limit, shopper_read_id: conv.shopperReadId, staff_read_id: conv.staffReadId };
}

/** Messages of a conversation after `afterId`, oldest first (what a stream sends next). */
export const messagesAfter = (db: DbOrTx, conversationId: number, afterId: number, limit = 500) =>
  db.select().from(chatMessages).where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, afterId))).orderBy(asc(chatMessages.id)).limit(limit);

/** The shopper (or visitor) has read their conversation up to `messageId` (never beyond its newest; never back). */
export async function markRead(deps: ChatDeps, p: ChatParty, messageId: number, now: number): Promise<{ shopper_read_id: number }> {
  const conv = await conversationOf(deps.db, p, now);
  if (!conv) return { shopper_read_id: 0 };
  const upTo = Math.min(messageId, await lastMessageId(deps.db, conv.id));
  const [row] = await deps.db.update(chatConversations).set({ shopperReadId: sql`greatest(${chatConversations.shopperReadId}, ${upTo}::int)` })
    .where(eq(chatConversations.id, conv.id)).returning();
  if (row.shopperReadId !== conv.shopperReadId) await chatBus(deps).publish({ type: 'read', c: conv.id, by: p.userId === null ? 'visitor' : 'shopper', id: row.shopperReadId });
  return { shopper_read_id: row.shopperReadId };
}

/** The party is typing: told to the conversation's streams, stored nowhere. */
export async function typing(deps: ChatDeps, p: ChatParty, now: number): Promise<void> {
  const conv = await conversationOf(deps.db, p, now);
  if (conv) await chatBus(deps).publish({ type: 'typing', c: conv.id, by: p.userId === null ? 'visitor' : 'shopper' });
}
