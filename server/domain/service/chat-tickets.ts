import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { chatConversations, chatTickets } from '../../db/schema';
import { AuthError } from '../../http/errors';

/** Seconds a ticket opens its stream for. */
export const TICKET_SECONDS = 60;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * A ticket for one conversation's event stream (EventSource sends no headers: the token never goes into a url).
 * 32 random bytes in hex, kept only as its hash, good once within TICKET_SECONDS.
 */
export async function issueTicket(db: DbOrTx, conversationId: number, now: number): Promise<{ ticket: string; expires_in: number }> {
  await db.delete(chatTickets).where(lt(chatTickets.expiresAt, now)); // the spent ones of the past
  const ticket = randomBytes(32).toString('hex');
  await db.insert(chatTickets).values({ hash: hashOf(ticket), conversationId, expiresAt: now + TICKET_SECONDS });
  return { ticket, expires_in: TICKET_SECONDS };
}

/** The conversation a ticket opens, the ticket spent in the same statement; reused, expired or unknown → 401. */
export async function redeemTicket(db: DbOrTx, ticket: string, now: number): Promise<number> {
  if (!/^[0-9a-f]{64}$/.test(ticket)) throw new AuthError('chat.ticket');
  const [row] = await db.delete(chatTickets).where(eq(chatTickets.hash, hashOf(ticket))).returning();
  if (!row || row.expiresAt <= now) throw new AuthError('chat.ticket');
  return row.conversationId;
}

/** The conversation a ticket opens (spending it), as a row; its conversation gone since (joined to an account) → 401. */
export async function ticketConversation(db: DbOrTx, ticket: string, now: number): Promise<typeof chatConversations.$inferSelect> {
  const id = await redeemTicket(db, ticket, now);
  const [conv] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (!conv) throw new AuthError('chat.ticket');
  return conv;
}
