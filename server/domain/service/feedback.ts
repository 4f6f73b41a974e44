import { asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { feedbacks, users, type FeedbackKind } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { notify } from '../messages/notify';
import { openingWords, serviceText } from './texts';
import { ownPhotos } from '../files/own-photos';

/**
 * Feedback (design §4b): a shopper's suggestion, problem or complaint with up to 4 photos and a way to reach
 * them; the operator replies once, and the reply writes the shopper a message. A shopper sees only their own.
 */
export type FeedbackRow = typeof feedbacks.$inferSelect;
export { FEEDBACK_KINDS } from '../../db/schema';

/** The most photos one feedback carries. */
export const FEEDBACK_IMAGES_MAX = 4;
/** The longest contact (an e-mail, a phone number, a messenger name). */
export const CONTACT_MAX = 100;

export type NewFeedback = { kind: FeedbackKind; content: string; images: string[]; contact: string };

export async function addFeedback(db: Db, userId: number, f: NewFeedback, now: number): Promise<FeedbackRow> {
  const content = serviceText('feedback', f.content);
  const urls = [...new Set(f.images.map((u) => u.trim()).filter(Boolean))];
  if (urls.length > FEEDBACK_IMAGES_MAX) throw new BizError('feedback.images', { max: FEEDBACK_IMAGES_MAX });
  const images = await ownPhotos(db, userId, urls);
  const contact = f.contact.trim();
  if ([...contact].length > CONTACT_MAX) throw new BizError('feedback.contact', { max: CONTACT_MAX });
  const [row] = await db.insert(feedbacks).values({ userId, kind: f.kind, content, images, contact, createdAt: now }).returning();
  return row;
}

/** One page of the shopper's feedback, newest first. */
export async function feedbackPage(db: DbOrTx, userId: number, o: { page: number; pagesize: number }) {
  const where = eq(feedbacks.userId, userId);
  const [total] = await db.select({ n: count() }).from(feedbacks).where(where);
  const rows = await db.select().from(feedbacks).where(where).orderBy(desc(feedbacks.id)).limit(o.pagesize).offset((o.page - 1) * o.pagesize);
  return { rows, total: Number(total.n) };
}

/** The operator replies to a feedback (once) and the shopper gets a message about it, in one transaction. */
export async function replyFeedback(db: Db, id: number, reply: string, now: number): Promise<FeedbackRow> {
  const text = serviceText('feedback', reply);
  return db.transaction(async (tx) => {
    const [f] = await tx.select().from(feedbacks).where(eq(feedbacks.id, id)).for('update');
    if (!f) throw notFound('feedback.notFound');
    if (f.repliedAt != null) throw new BizError('feedback.replied');
    const [row] = await tx.update(feedbacks).set({ reply: text, repliedAt: now }).where(eq(feedbacks.id, id)).returning();
    await notify(tx, { userId: f.userId, kind: 'feedback', params: { title: openingWords(f.content) }, ref: { type: 'feedback', id: f.id, sn: '' } }, now);
    return row;
  });
}

/** Feedback for the operator: awaiting a reply (0, default) or replied (1), oldest first, with who wrote it. */
export async function feedbacksForReview(db: DbOrTx, status = 0) {
  return db.select({ f: feedbacks, email: users.email, username: users.username }).from(feedbacks)
    .leftJoin(users, eq(users.id, feedbacks.userId))
    .where(status === 1 ? isNotNull(feedbacks.repliedAt) : isNull(feedbacks.repliedAt)).orderBy(asc(feedbacks.id)).limit(200);
}
