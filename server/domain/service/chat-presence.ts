import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { chatConversations } from '../../db/schema';

/** How far ahead an open shopper stream keeps its presence: over two heartbeats (20 s each), so one late beat keeps it. */
export const SHOPPER_ONLINE_SECONDS = 50;

/**
 * The shopper's stream is open at `now` (on open and at each heartbeat: presence until now + 50 s), or closed (null:
 * not online). Staff replies to a conversation not online send the away notice (chat-away.ts).
 */
export async function shopperOnline(db: DbOrTx, conversationId: number, now: number | null): Promise<void> {
  await db.update(chatConversations).set({ shopperOnlineUntil: now === null ? null : now + SHOPPER_ONLINE_SECONDS }).where(eq(chatConversations.id, conversationId));
}
