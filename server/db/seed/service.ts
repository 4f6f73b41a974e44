import { and, eq } from 'drizzle-orm';
import type { Db } from '../index';
import { ADVISORY_STATUS, advisories, advisoryMessages, feedbacks, shopperMessages, users } from '../schema';
import { DEMO_USER } from './core';
import { notify } from '../../domain/messages/notify';
import { openingWords } from '../../domain/service/texts';

const HOUR = 3600;
const QUESTION = 'Hello! Can you check whether the seller of the red dress in my cart still has size L, and how long it takes to reach your warehouse?';
const ANSWER = 'Hello! We asked the seller: size L is in stock and ships within 2 days; goods usually reach our warehouse 3–5 days after we buy them. We will send you a message when it arrives.';
const FEEDBACK = 'It would help to see the estimated parcel weight on the cart page before I order.';
const REPLY = 'Thank you for the idea! We have passed it to our team and will let you know when it is there.';

/** The demo shopper's customer service: an answered question (its message already read) and a feedback with the operator's reply. */
export async function seedService(db: Db, now: number) {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER.email));
  if (!demo) return;
  const asked = now - 30 * HOUR;
  const answered = asked + 2 * HOUR;
  const [a] = await db.insert(advisories).values({
    userId: demo.id, title: openingWords(QUESTION), status: ADVISORY_STATUS.answered, lang: 'en', createdAt: asked, updatedAt: answered,
  }).returning();
  await db.insert(advisoryMessages).values([
    { advisoryId: a.id, fromStaff: false, content: QUESTION, createdAt: asked },
    { advisoryId: a.id, fromStaff: true, content: ANSWER, createdAt: answered },
  ]);
  await notify(db, { userId: demo.id, kind: 'advisory', params: { title: a.title }, ref: { type: 'advisory', id: a.id, sn: '' } }, answered);
  await db.update(shopperMessages).set({ readAt: answered + HOUR }).where(and(eq(shopperMessages.userId, demo.id), eq(shopperMessages.kind, 'advisory')));
  await db.insert(feedbacks).values({
    userId: demo.id, kind: 'suggestion', content: FEEDBACK, contact: DEMO_USER.email, reply: REPLY, createdAt: now - 50 * HOUR, repliedAt: now - 26 * HOUR,
  });
}
