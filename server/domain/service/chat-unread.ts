import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { chatConversations, chatMessages } from '../../db/schema';
import { conversationOf, type ChatParty } from './chat-conversations';

/** Staff messages of a conversation the shopper has not read (ids above their read mark). */
async function unreadOf(db: DbOrTx, conversationId: number, readId: number): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.author, 'staff'), gt(chatMessages.id, readId)));
  return Number(r?.n ?? 0);
}

/** The shopper's unread staff messages (user/info's `chat_unread`; the Service tab's badge). */
export async function shopperChatUnread(db: DbOrTx, userId: number): Promise<number> {
  const [conv] = await db.select().from(chatConversations).where(eq(chatConversations.userId, userId));
  return conv ? unreadOf(db, conv.id, conv.shopperReadId) : 0;
}

/** /api/chat/unread: the party's (a visitor's too) unread staff messages. */
export async function partyChatUnread(db: Db, p: ChatParty, now: number): Promise<{ unread: number }> {
  const conv = await conversationOf(db, p, now);
  return { unread: conv ? await unreadOf(db, conv.id, conv.shopperReadId) : 0 };
}
