import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { messages } from '../../db/schema';
import { BizError } from '../../http/errors';
import type { OrderMessage } from '../../../src/api/types/order';

export type MessageRef = 'order' | 'parcel' | 'onepay';
export type NewMessage = { refType: MessageRef; refId: number; userId: number; fromStaff: boolean; content: string; image?: string; now: number };

/** The longest message text a shopper or staff member may send. */
export const MESSAGE_MAX = 500;

const wire = (r: typeof messages.$inferSelect): OrderMessage => ({
  id: r.id, from_staff: r.fromStaff, content: r.content, image: r.image, created_at: r.createdAt,
});

/**
 * Adds a message between the shopper (`userId`, the owner of the order/parcel) and staff. Needs text
 * or an image; the caller has already checked that the shopper owns the referenced thing.
 */
export async function addMessage(db: DbOrTx, m: NewMessage): Promise<OrderMessage> {
  const content = m.content.trim();
  const image = (m.image ?? '').trim();
  if (!content && !image) throw new BizError('order.messageEmpty');
  if (content.length > MESSAGE_MAX) throw new BizError('order.messageLong', { max: MESSAGE_MAX });
  const [row] = await db.insert(messages).values({
    refType: m.refType, refId: m.refId, userId: m.userId, fromStaff: m.fromStaff, content, image, createdAt: m.now,
  }).returning();
  return wire(row);
}

/** The conversation about one order, parcel or one-pay order, oldest first. */
export async function listMessages(db: DbOrTx, refType: MessageRef, refId: number): Promise<OrderMessage[]> {
  const rows = await db.select().from(messages)
    .where(and(eq(messages.refType, refType), eq(messages.refId, refId)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return rows.map(wire);
}

export async function countMessages(db: DbOrTx, refType: MessageRef, refId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(and(eq(messages.refType, refType), eq(messages.refId, refId)));
  return Number(row.n);
}
