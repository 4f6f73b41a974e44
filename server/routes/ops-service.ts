import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { advisoriesForReview, advisoryThread, answerAdvisory } from '../domain/service/advisory';
import { feedbacksForReview, replyFeedback } from '../domain/service/feedback';
import { messageView } from './service';

/**
 * Operator calls for customer service (header X-Ops-Token):
 *   advisories [status]          questions (0 waiting for an answer, the default; 1 answered), with the newest message
 *   advisory id                  one thread with every message
 *   advisory_answer id text      answer a question: the shopper gets a message that opens the thread
 *   feedbacks [status]           feedback (0 awaiting a reply, the default; 1 replied)
 *   feedback_reply id text       reply to a feedback (once): the shopper gets a message
 */
export default defineGroup('/ops', (on) => {
  on('advisories', {
    help: 'questions to customer service (status 0 waiting for an answer, 1 answered), with the newest message',
    auth: 'ops', input: z.object({ status: z.coerce.number().int().min(0).max(1).default(0) }),
  }, async ({ db, input }) => (await advisoriesForReview(db, input.status)).map(({ a, email, username, last, count }) => ({
    id: a.id, user_id: a.userId, user: email ?? username ?? '', title: a.title, status: a.status, lang: a.lang, messages: count,
    last: last && { from_staff: last.fromStaff, content: last.content, image: last.image, created_at: last.createdAt }, updated_at: a.updatedAt,
  })));

  on('advisory', { help: 'one question thread with every message, oldest first', auth: 'ops', input: z.object({ id: f.id() }) }, async ({ db, input }) => {
    const { a, messages } = await advisoryThread(db, input.id);
    return { id: a.id, user_id: a.userId, title: a.title, status: a.status, lang: a.lang, messages: messages.map(messageView) };
  });

  on('advisory_answer', {
    help: 'answer a question (text): the shopper gets a message that opens the thread',
    auth: 'ops', input: z.object({ id: f.id(), text: f.nonEmpty(5000) }),
  }, async ({ db, input, now }) => {
    const m = await answerAdvisory(db, input.id, { content: input.text }, now());
    return { id: input.id, message: m && messageView(m) };
  });

  on('feedbacks', {
    help: 'feedback of shoppers (status 0 awaiting a reply, 1 replied)',
    auth: 'ops', input: z.object({ status: z.coerce.number().int().min(0).max(1).default(0) }),
  }, async ({ db, input }) => (await feedbacksForReview(db, input.status)).map(({ f: r, email, username }) => ({
    id: r.id, user_id: r.userId, user: email ?? username ?? '', kind: r.kind, content: r.content, images: r.images, contact: r.contact,
    reply: r.reply, created_at: r.createdAt, replied_at: r.repliedAt,
  })));

  on('feedback_reply', {
    help: 'reply to a feedback (text), once: the shopper gets a message',
    auth: 'ops', input: z.object({ id: f.id(), text: f.nonEmpty(5000) }),
  }, async ({ db, input, now }) => {
    const r = await replyFeedback(db, input.id, input.text, now());
    return { id: r.id, reply: r.reply, replied_at: r.repliedAt };
  });
});
