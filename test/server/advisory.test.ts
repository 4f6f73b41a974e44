import { describe, it, expect, beforeAll } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { newShopper } from './fixtures';
import { testClock } from './account-helpers';
import { advisoryMessages, shopperMessages, uploads } from '../../server/db/schema';
import { answerAdvisory } from '../../server/domain/service/advisory';
import { startAutopilot } from '../../server/ops/autopilot';
import type { Advisory, AdvisoryThread, Feedback } from '../../src/api/types/service';
import type { Message } from '../../src/api/types/member-extra';
import type { Page } from '../../src/api/types/common';

const clock = testClock();
let h: Harness;
beforeAll(async () => {
  h = await harness({ now: clock.now });
});

type Params = Record<string, string | number | string[]>;
const call = <T = any>(path: string, params: Params, token: string, lang = 'en') => h.call<T>(path, params, { token, lang });
const ask = (token: string, content: string, image = '', lang = 'en') => call<AdvisoryThread>('/api/advisory/add', { content, image }, token, lang);
const thread = (token: string, id: number, lang = 'en') => call<AdvisoryThread>('/api/advisory/detail', { id }, token, lang);
const lists = (token: string, lang = 'en') => call<Page<Advisory>>('/api/advisory/lists', { page: 1, pagesize: 10 }, token, lang);
const inbox = async (token: string, lang = 'en') => (await call<Page<Message>>('/api/message/lists', { page: 1, pagesize: 20 }, token, lang)).data.data;

/** A private upload of the shopper, as /api/common/upload records it. */
async function ownUpload(userId: number): Promise<string> {
  const url = `/uploads/user/20260101/${Math.random().toString(16).slice(2).padEnd(32, '0')}.png`;
  await h.db.insert(uploads).values({ userId, url, mime: 'image/png', size: 100, createdAt: clock.now() });
  return url;
}

describe('questions to customer service (advisory)', () => {
  it('a question with a photo becomes a thread; the operator answers; the shopper gets a message that opens it; a follow-up waits again', async () => {
    const me = await newShopper(h.db);
    // A real upload through /api/common/upload, as the page sends it.
    const body = new FormData();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } }).png().toBuffer();
    body.append('file', new File([new Uint8Array(png)], 'parcel.png', { type: 'image/png' }));
    const up = await h.call('/api/common/upload', {}, { token: me.token, body });
    expect(up.code).toBe(1);

    const asked = await ask(me.token, '  Where is my parcel S123? It has not moved for a week.  ', up.data.fullurl);
    expect(asked).toMatchObject({ code: 1, msg: 'Question sent: customer service will answer here' });
    expect(asked.data).toMatchObject({ title: 'Where is my parcel S123? It has not moved for a week.', status: 0, status_text: 'Waiting for an answer', count: 1 });
    expect(asked.data.messages).toEqual([
      { id: expect.any(Number), from_staff: false, content: 'Where is my parcel S123? It has not moved for a week.', image: up.data.url, created_at: clock.now() },
    ]);
    const id = asked.data.id;

    clock.advance(60);
    const answer = await h.ops('advisory_answer', { id, text: 'It left our warehouse yesterday, tracking will update soon.' });
    expect(answer.code).toBe(1);
    const t = (await thread(me.token, id, 'ru')).data;
    expect(t).toMatchObject({ status: 1, status_text: 'Есть ответ', count: 2, updated_at: clock.now() });
    expect(t.messages.map((m) => [m.from_staff, m.content])).toEqual([
      [false, 'Where is my parcel S123? It has not moved for a week.'], [true, 'It left our warehouse yesterday, tracking will update soon.'],
    ]);

    const [msg] = await inbox(me.token);
    expect(msg).toMatchObject({
      kind: 'advisory', title: 'Customer service answered', content: 'There is an answer to your question “Where is my parcel S123? It has not moved for a week.”. Tap to read it.',
      is_read: 0, ref_type: 'advisory', ref_id: id, link: `/pages/member/advisory/index?id=${id}`,
    });
    expect((await inbox(me.token, 'zh-cn'))[0].title).toBe('客服已回复');
    expect((await inbox(me.token, 'ru'))[0].content).toContain('На ваш вопрос «Where is my parcel S123?');
    expect((await call('/api/message/lists', { kind: 'advisory' }, me.token)).data.total).toBe(1);

    clock.advance(60);
    const again = await call('/api/advisory/reply', { id, content: 'Thank you! And when will it arrive?' }, me.token);
    expect(again).toMatchObject({ code: 1, msg: 'Message sent', data: { from_staff: false, content: 'Thank you! And when will it arrive?', image: '' } });
    const list = (await lists(me.token)).data;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ id, status: 0, count: 3, updated_at: clock.now() });
    const waiting = (await h.ops('advisories', {})).data as { id: number; last: { content: string } }[];
    expect(waiting.find((a) => a.id === id)?.last.content).toBe('Thank you! And when will it arrive?');
    expect(((await h.ops('advisory', { id })).data as { messages: unknown[] }).messages).toHaveLength(3);
  });

  it('a shopper sees only their own questions: another shopper\'s id is not found, to read or to write in', async () => {
    const me = await newShopper(h.db);
    const other = await newShopper(h.db);
    const mine = (await ask(me.token, 'Do you ship batteries?')).data;
    expect((await thread(other.token, mine.id)).msg).toBe('Question not found');
    expect((await thread(other.token, mine.id, 'ru')).msg).toBe('Вопрос не найден');
    expect((await call('/api/advisory/reply', { id: mine.id, content: 'Hi' }, other.token)).msg).toBe('Question not found');
    expect((await lists(other.token)).data.total).toBe(0);
    expect((await thread(me.token, mine.id)).data.messages).toHaveLength(1);
    expect((await thread(me.token, 999_999)).msg).toBe('Question not found');
    const noLogin = await h.call('/api/advisory/lists', {});
    expect([noLogin.status, noLogin.code]).toEqual([401, 401]);
  });

  it('refuses empty and too long text and any photo but the shopper\'s own upload, in the shopper\'s language; what was refused is not stored', async () => {
    const me = await newShopper(h.db);
    const other = await newShopper(h.db);
    expect((await ask(me.token, '')).msg).toBe('Write your question');
    expect((await ask(me.token, '  \n\t ', '', 'zh-cn')).msg).toBe('请填写您的问题');
    expect((await ask(me.token, 'x'.repeat(1001))).msg).toBe('Please keep it to 1000 characters');
    expect((await ask(me.token, 'я'.repeat(1001), '', 'ru')).msg).toBe('Не больше 1000 символов');
    expect((await ask(me.token, 'x'.repeat(1000))).code).toBe(1);
    for (const image of ['https://evil.example/a.png', 'javascript:alert(1)', '/static/goods/1-0.webp', '/uploads/qc/x.webp', await ownUpload(other.user.id), '/uploads/user/../../ops-token']) {
      expect((await ask(me.token, 'A photo', image)).msg, image).toBe('Attach a photo you uploaded here');
    }
    const mine = (await ask(me.token, 'Short')).data;
    expect((await call('/api/advisory/reply', { id: mine.id, content: ' ' }, me.token)).msg).toBe('Write your question');
    expect((await call('/api/advisory/reply', { id: mine.id, content: 'Look', image: 'http://tracker.example/p.gif' }, me.token)).msg).toBe('Attach a photo you uploaded here');
    expect((await call('/api/advisory/reply', { id: mine.id, content: 'Look', image: await ownUpload(me.user.id) }, me.token)).code).toBe(1);
    expect((await lists(me.token)).data.total).toBe(2);
    expect((await thread(me.token, mine.id)).data.count).toBe(2);
    // Control characters are refused at the edge.
    expect((await ask(me.token, 'bad\u0000text')).code).toBe(0);
  });

  it('the operator\'s answer needs text; a thread that does not exist is not found', async () => {
    const me = await newShopper(h.db);
    const { id } = (await ask(me.token, 'Can you combine two parcels?')).data;
    expect((await h.ops('advisory_answer', { id, text: '' })).code).toBe(0);
    expect((await h.ops('advisory_answer', { id: 999_999, text: 'Yes' })).msg).toBe('Question not found');
    expect(await inbox(me.token)).toEqual([]);
  });
});

describe('the demo autopilot answers questions', () => {
  it('after its delay, politely, in the language the question was asked in; an answered thread is left alone', async () => {
    const me = await newShopper(h.db);
    const ru = (await ask(me.token, 'Сколько стоит доставка в Казань?', '', 'ru')).data;
    const answered = (await ask(me.token, 'Already answered')).data;
    await h.ops('advisory_answer', { id: answered.id, text: 'Done.' });
    const pilot = startAutopilot(h.deps, 10, () => {});
    try {
      await pilot.tick();
      expect((await thread(me.token, ru.id)).data.status).toBe(0);
      clock.advance(10);
      await pilot.tick();
      const t = (await thread(me.token, ru.id)).data;
      expect(t.status).toBe(1);
      expect(t.messages[1]).toMatchObject({ from_staff: true });
      expect(t.messages[1].content).toMatch(/^Спасибо за вопрос!/);
      expect((await thread(me.token, answered.id)).data.count).toBe(2);
    } finally {
      pilot.stop();
    }
  });

  it('20 concurrent autopilot answers of one waiting thread: exactly one answer, one message', async () => {
    const me = await newShopper(h.db);
    const { id } = (await ask(me.token, 'Hello?')).data;
    const done = await Promise.all(Array.from({ length: 20 }, () => answerAdvisory(h.db, id, { content: 'Hello!', onlyWaiting: true }, clock.now())));
    expect(done.filter(Boolean)).toHaveLength(1);
    expect(await h.db.select().from(advisoryMessages).where(and(eq(advisoryMessages.advisoryId, id), eq(advisoryMessages.fromStaff, true)))).toHaveLength(1);
    expect(await h.db.select().from(shopperMessages).where(and(eq(shopperMessages.userId, me.user.id), eq(shopperMessages.kind, 'advisory')))).toHaveLength(1);
  });
});

describe('feedback', () => {
  const send = (token: string, p: Params, lang = 'en') => call<Feedback>('/api/feedback/add', { kind: 'suggestion', ...p }, token, lang);

  it('a suggestion with up to 4 photos and a contact; the operator replies once and the shopper gets a message', async () => {
    const me = await newShopper(h.db);
    const photos = await Promise.all([1, 2, 3, 4].map(() => ownUpload(me.user.id)));
    const r = await send(me.token, { kind: 'problem', content: 'The search page is slow on my phone', images: photos, contact: 'Telegram @shopper' });
    expect(r).toMatchObject({ code: 1, msg: 'Thank you! Your feedback was sent' });
    expect(r.data).toMatchObject({ kind: 'problem', kind_text: 'Something does not work', images: photos, contact: 'Telegram @shopper', reply: '', replied_at: null });

    const waiting = (await h.ops('feedbacks', {})).data as { id: number; user_id: number }[];
    expect(waiting.find((f) => f.id === r.data.id)?.user_id).toBe(me.user.id);
    clock.advance(30);
    expect((await h.ops('feedback_reply', { id: r.data.id, text: 'Thank you, we made it faster.' })).code).toBe(1);
    expect((await h.ops('feedback_reply', { id: r.data.id, text: 'Again' })).msg).toBe('This feedback has already been answered');
    const [f] = (await call<Page<Feedback>>('/api/feedback/lists', { page: 1, pagesize: 10 }, me.token, 'ru')).data.data;
    expect(f).toMatchObject({ id: r.data.id, kind_text: 'Что-то не работает', reply: 'Thank you, we made it faster.', replied_at: clock.now() });
    expect(((await h.ops('feedbacks', {})).data as { id: number }[]).some((x) => x.id === r.data.id)).toBe(false);
    expect((await inbox(me.token))[0]).toMatchObject({
      kind: 'feedback', title: 'We replied to your feedback', ref_type: 'feedback', ref_id: r.data.id, link: `/pages/member/feedback/index?id=${r.data.id}`,
    });
  });

  it('a shopper sees only their own feedback', async () => {
    const me = await newShopper(h.db);
    const other = await newShopper(h.db);
    await send(me.token, { content: 'Add PayPal' });
    expect((await call('/api/feedback/lists', {}, me.token)).data.total).toBe(1);
    expect((await call('/api/feedback/lists', {}, other.token)).data).toMatchObject({ total: 0, data: [] });
  });

  it('refuses empty or too long text, a fifth photo, a photo not the shopper\'s own, an unknown kind and a long contact', async () => {
    const me = await newShopper(h.db);
    const other = await newShopper(h.db);
    expect((await send(me.token, { content: '   ' })).msg).toBe('Write your feedback');
    expect((await send(me.token, { content: '' }, 'ru')).msg).toBe('Напишите ваш отзыв');
    expect((await send(me.token, { content: 'x'.repeat(1001) })).msg).toBe('Please keep it to 1000 characters');
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => ownUpload(me.user.id)));
    expect((await send(me.token, { content: 'Photos', images: five })).msg).toBe('At most 4 photos');
    expect((await send(me.token, { content: 'Photos', images: ['https://evil.example/x.png'] })).msg).toBe('Attach a photo you uploaded here');
    expect((await send(me.token, { content: 'Photos', images: [await ownUpload(other.user.id)] })).msg).toBe('Attach a photo you uploaded here');
    expect((await send(me.token, { content: 'Kind', kind: 'praise' })).code).toBe(0);
    expect((await send(me.token, { content: 'Contact', contact: 'c'.repeat(101) })).msg).toBe('The contact is too long (at most 100 characters)');
    expect((await call('/api/feedback/lists', {}, me.token)).data.total).toBe(0);
    expect((await send(me.token, { content: 'One photo', images: five[0] })).data.images).toEqual([five[0]]);
  });
});
