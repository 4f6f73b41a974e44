import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { chatConversations } from '../../db/schema';
import { notify } from '../messages/notify';
import type { ChatMessageRow } from './chat';
import type { ConversationRow } from './chat-conversations';

/** At most one away notice per conversation within this (seconds): a run of replies is one notice. */
export const AWAY_NOTICE_SECONDS = 10 * 60;
/** How much of a reply's text the notice quotes (characters). */
const EXCERPT = 120;

const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return [...line].length > EXCERPT ? `${[...line].slice(0, EXCERPT - 1).join('')}…` : line;
};

/**
 * Staff replied to a signed-in shopper whose chat is not open (no stream of theirs kept shopper_online_until ahead of
 * now): a message in their Messages that opens the chat, and its e-mail when their reminder switch `chat_reply` is on
 * (notify → the outbox, in their language). Once per conversation per AWAY_NOTICE_SECONDS. Called in the reply's
 * transaction, under the conversation's lock, so concurrent replies make one notice.
 */
export async function awayNotice(tx: DbOrTx, conv: ConversationRow, reply: ChatMessageRow, now: number): Promise<boolean> {
  if (conv.userId === null) return false;
  if (conv.shopperOnlineUntil !== null && conv.shopperOnlineUntil > now) return false;
  if (conv.awayNoticeAt !== null && conv.awayNoticeAt > now - AWAY_NOTICE_SECONDS) return false;
  await notify(tx, {
    userId: conv.userId, kind: 'chat_reply', name: reply.kind === 'picture' ? 'chat_reply_picture' : 'chat_reply',
    params: { text: excerpt(reply.text) }, ref: { type: 'chat', id: conv.id, sn: '' },
  }, now);
  await tx.update(chatConversations).set({ awayNoticeAt: now }).where(eq(chatConversations.id, conv.id));
  return true;
}
