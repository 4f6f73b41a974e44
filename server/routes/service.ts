import { z } from 'zod';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { page } from '../http/envelope';
import { advisoryPage, advisoryThread, askQuestion, followUp, type AdvisoryMessageRow, type AdvisoryRow, type Thread } from '../domain/service/advisory';
import { FEEDBACK_KINDS, addFeedback, feedbackPage, type FeedbackRow } from '../domain/service/feedback';
import type { Page } from '../../src/api/types/common';
import type { Advisory, AdvisoryMessage, AdvisoryStatus, AdvisoryThread, Feedback } from '../../src/api/types/service';

type T = (key: string, params?: Record<string, string | number>) => string;

export const advisoryView = (t: T, a: AdvisoryRow, count: number): Advisory => ({
  id: a.id, title: a.title, status: a.status as AdvisoryStatus, status_text: t(`advisory.status.${a.status}`), count, created_at: a.createdAt, updated_at: a.updatedAt,
});
export const messageView = (m: AdvisoryMessageRow): AdvisoryMessage => ({ id: m.id, from_staff: m.fromStaff, content: m.content, image: m.image, created_at: m.createdAt });
const threadView = (t: T, { a, messages }: Thread): AdvisoryThread => ({ ...advisoryView(t, a, messages.length), messages: messages.map(messageView) });

export const feedbackView = (t: T) => (r: FeedbackRow): Feedback => ({
  id: r.id, kind: r.kind, kind_text: t(`feedback.kind.${r.kind}`), content: r.content, images: r.images, contact: r.contact,
  reply: r.reply, created_at: r.createdAt, replied_at: r.repliedAt,
});

const listInput = z.object({ page: f.page(), pagesize: f.pagesize() });
/** Text as typed (the domain trims it and says, in the shopper's language, when it is empty or too long); the body limit bounds it. */
const text = f.text(64 * 1024).default('');
/** A photo's url from /api/common/upload, or none; the domain accepts only the shopper's own uploads. */
const image = f.text(500).default('');

/** /api/advisory/*: questions to customer service as threads (design §4b). */
const advisory = defineGroup('/api/advisory', (on) => {
  on('lists', { auth: 'required', input: listInput }, async ({ db, user, input, t }): Promise<Page<Advisory>> => {
    const { rows, total } = await advisoryPage(db, user.id, input);
    return page(rows.map((r) => advisoryView(t, r.a, r.count)), total, input.page, input.pagesize);
  });

  on('detail', { auth: 'required', input: z.object({ id: f.id() }) }, async ({ db, user, input, t }): Promise<AdvisoryThread> =>
    threadView(t, await advisoryThread(db, input.id, user.id)));

  on('add', { auth: 'required', msg: 'advisory.sent', input: z.object({ content: text, image }) }, async ({ db, user, input, t, lang, now }): Promise<AdvisoryThread> =>
    threadView(t, await askQuestion(db, user.id, { ...input, lang }, now())));

  on('reply', { auth: 'required', msg: 'advisory.replied', input: z.object({ id: f.id(), content: text, image }) }, async ({ db, user, input, now }): Promise<AdvisoryMessage> =>
    messageView(await followUp(db, user.id, input.id, input, now())));
});

/** Photos as repeated fields (images[]), "url,url" or one url. */
const images = z.union([z.string(), z.array(z.string())]).default('')
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(500)).max(100)); // the domain allows FEEDBACK_IMAGES_MAX and says so

/** /api/feedback/*: suggestions with photos, and the operator's reply (spec §7 "feedback"). */
const feedback = defineGroup('/api/feedback', (on) => {
  on('lists', { auth: 'required', input: listInput }, async ({ db, user, input, t }): Promise<Page<Feedback>> => {
    const { rows, total } = await feedbackPage(db, user.id, input);
    return page(rows.map(feedbackView(t)), total, input.page, input.pagesize);
  });

  on('add', {
    auth: 'required', msg: 'feedback.sent',
    input: z.object({ kind: z.enum(FEEDBACK_KINDS).default('suggestion'), content: text, images, contact: f.text(1000).default('') }),
  }, async ({ db, user, input, t, now }): Promise<Feedback> => feedbackView(t)(await addFeedback(db, user.id, input, now())));
});

export default function serviceGroups(app: Hono<AppEnv>) {
  advisory(app);
  feedback(app);
}
