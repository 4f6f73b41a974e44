import { describe, it, expect } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { harnessWithClock, type Harness } from './harness';
import { newShopper } from './fixtures';
import { listen } from '../../server/http/listen';
import { openSse } from './sse-client';
import { chatConversations, config, mailOutbox, shopperMessages } from '../../server/db/schema';
import { renderMail } from '../../server/domain/mail/render';
import { signedInStaff, staffCall } from './staff-helpers';

/*
 * What the shopper's side sees of staff (issue 34): whether staff answer now (presence within the configured hours),
 * how many staff messages are unread (user/info, /api/chat/unread), and the away notice — a reply while their chat is
 * not open is a Messages entry and an e-mail in their language (switch chat_reply), at most once per 10 minutes.
 */
const state = harnessWithClock();
const utc = (y: number, mo: number, d: number, h: number, mi = 0) => Date.UTC(y, mo - 1, d, h, mi) / 1000;
/** Monday 30 November 2026, 10:00 in UTC+8. */
const MONDAY_10 = utc(2026, 11, 30, 2);

async function setConfig(h: Harness, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await h.db.insert(config).values({ name, section: 'all', value }).onConflictDoUpdate({ target: config.name, set: { value } });
  }
}
const convOf = async (h: Harness, userId: number) => (await h.db.select().from(chatConversations).where(eq(chatConversations.userId, userId)))[0];

describe('/api/chat/status', () => {
  it('online only within the hours and while a staff session was seen in the last 5 minutes; outside, when they next begin', async () => {
    const { h, at } = state;
    await setConfig(h, { chat_hours: '09:00-21:00', chat_hours_tz: '+08:00', chat_days: '1-5' });
    at(MONDAY_10);
    expect((await h.call('/api/chat/status')).data).toEqual({ online: false, staff_hours: '09:00–21:00 (UTC+8)', next_open_at: null });
    const s = await signedInStaff(h, 'Olga');
    expect((await h.call('/api/chat/status')).data).toMatchObject({ online: true, next_open_at: null });
    at(MONDAY_10 + 4 * 60);
    expect((await staffCall(h, 'queue', {}, s.cookie)).code).toBe(1); // a console call: seen again
    at(MONDAY_10 + 8 * 60);
    expect((await h.call('/api/chat/status')).data.online).toBe(true);
    at(MONDAY_10 + 10 * 60);
    expect((await h.call('/api/chat/status')).data.online).toBe(false);
    // Monday 21:30 local: closed until Tuesday 09:00; Saturday: until Monday 09:00 (days 1–5).
    at(utc(2026, 11, 30, 13, 30));
    await staffCall(h, 'me', {}, s.cookie);
    expect((await h.call('/api/chat/status')).data).toMatchObject({ online: false, next_open_at: utc(2026, 12, 1, 1) });
    at(utc(2026, 12, 5, 4));
    await staffCall(h, 'me', {}, s.cookie);
    expect((await h.call('/api/chat/status')).data).toMatchObject({ online: false, next_open_at: utc(2026, 12, 7, 1) });
    // Hours past midnight and another zone.
    await setConfig(h, { chat_hours: '22:00-06:00', chat_hours_tz: '-05:00', chat_days: '1-7' });
    at(utc(2026, 12, 5, 8)); // 03:00 in UTC−5; the Monday session has ended (12 h): another sign-in
    expect((await staffCall(h, 'me', {}, s.cookie)).status).toBe(401);
    expect((await h.call('/api/chat/status')).data.online).toBe(false);
    await signedInStaff(h, 'Olga again');
    expect((await h.call('/api/chat/status')).data).toEqual({ online: true, staff_hours: '22:00–06:00 (UTC-5)', next_open_at: null });
    await setConfig(h, { chat_hours: '09:00-21:00', chat_hours_tz: '+08:00', chat_days: '1-7' });
  });
});

describe('unread staff messages', () => {
  it('user/info’s chat_unread and /api/chat/unread count staff messages after the shopper’s read mark; a visitor’s too', async () => {
    const { h } = state;
    const s = await signedInStaff(h, 'Petr');
    const me = await newShopper(h.db);
    expect((await h.call('/api/user/info', {}, { token: me.token })).data.chat_unread).toBe(0);
    await h.call('/api/chat/send', { text: 'hi' }, { token: me.token });
    const conv = await convOf(h, me.user.id);
    await staffCall(h, 'reply', { id: conv.id, text: 'one' }, s.cookie);
    const two = await staffCall(h, 'reply', { id: conv.id, text: 'two' }, s.cookie);
    expect((await h.call('/api/user/info', {}, { token: me.token })).data.chat_unread).toBe(2);
    expect((await h.call('/api/chat/unread', {}, { token: me.token })).data).toEqual({ unread: 2 });
    await h.call('/api/chat/read', { message_id: two.data.id }, { token: me.token });
    expect((await h.call('/api/user/info', {}, { token: me.token })).data.chat_unread).toBe(0);
    expect((await h.call('/api/chat/unread', {}, { token: me.token })).data).toEqual({ unread: 0 });

    const guid = `away-visitor-${Date.now()}`;
    const v = await h.call('/api/chat/send', { text: 'visitor' }, { headers: { Guid: guid } });
    const vConv = (await staffCall(h, 'queue', {}, s.cookie)).data.find((r: { last: { id: number } }) => r.last?.id === v.data.id);
    await staffCall(h, 'reply', { id: vConv.id, text: 'hello visitor' }, s.cookie);
    expect((await h.call('/api/chat/unread', {}, { headers: { Guid: guid } })).data).toEqual({ unread: 1 });
  });
});

describe('the away notice', () => {
  const notices = (h: Harness, userId: number) => h.db.select().from(shopperMessages).where(and(eq(shopperMessages.userId, userId), eq(shopperMessages.kind, 'chat_reply')));
  const mails = (h: Harness, userId: number) => h.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId));

  it('a reply while the shopper is away: one Messages entry that opens the chat and one e-mail in their language, per 10 minutes', async () => {
    const { h, at } = state;
    const s = await signedInStaff(h, 'Raisa');
    const me = await newShopper(h.db);
    await h.call('/api/user/info', {}, { token: me.token, lang: 'ru' }); // the language the shop last saw them use
    await h.call('/api/chat/send', { text: 'где посылка?' }, { token: me.token });
    const conv = await convOf(h, me.user.id);
    const t0 = Math.floor(Date.now() / 1000);
    at(t0);
    await staffCall(h, 'reply', { id: conv.id, text: 'Посылка уже в пути, номер отслеживания в заказе.' }, s.cookie);
    at(t0 + 60);
    await staffCall(h, 'reply', { id: conv.id, text: 'Что-нибудь ещё?' }, s.cookie);
    expect(await notices(h, me.user.id)).toHaveLength(1);
    const queued = await mails(h, me.user.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ toAddr: me.user.email, kind: 'notice', lang: 'ru', params: { event: 'chat_reply' } });
    const inbox = await h.call('/api/message/lists', {}, { token: me.token, lang: 'ru' });
    const entry = inbox.data.data.find((m: { kind: string }) => m.kind === 'chat_reply');
    expect(entry).toMatchObject({ title: 'Служба поддержки ответила в чате', link: '/pages/page/onlineservice', ref_type: 'chat' });
    expect(entry.content).toContain('Посылка уже в пути');
    const mail = await renderMail({ db: h.db, origin: 'https://shop.example', secret: 'x', now: t0 }, queued[0]);
    expect(mail.subject).toBe('Служба поддержки ответила в чате');
    expect(mail.text).toContain('Открыть чат');
    expect(mail.text).toContain('https://shop.example');

    at(t0 + 11 * 60);
    await staffCall(h, 'reply', { id: conv.id, text: 'Напишите, если будут вопросы.' }, s.cookie);
    expect(await notices(h, me.user.id)).toHaveLength(2);
    expect(await mails(h, me.user.id)).toHaveLength(2);
  });

  it('no e-mail when the shopper switched chat_reply off (the Messages entry stays); nothing while their chat stream is open', async () => {
    const { h } = state;
    const s = await signedInStaff(h, 'Sasha');
    const off = await newShopper(h.db);
    expect((await h.call('/api/emailremind/setRemind', { event: 'chat_reply', status: 0 }, { token: off.token })).code).toBe(1);
    await h.call('/api/chat/send', { text: 'q' }, { token: off.token });
    await staffCall(h, 'reply', { id: (await convOf(h, off.user.id)).id, text: 'a' }, s.cookie);
    expect(await notices(h, off.user.id)).toHaveLength(1);
    expect(await mails(h, off.user.id)).toHaveLength(0);
    const list = await h.call('/api/emailremind/lists', {}, { token: off.token });
    expect(list.data.events.find((e: { event: string }) => e.event === 'chat_reply')).toMatchObject({ status: 0, title: 'Replies in the chat while I am away' });

    const here = await newShopper(h.db);
    await h.call('/api/chat/send', { text: 'still here' }, { token: here.token });
    const server: ServerType = await new Promise((resolve) => { const srv = listen(h.app.fetch, { port: 0 }, () => resolve(srv)); });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const ticket = (await h.call('/api/chat/ticket', {}, { token: here.token })).data.ticket;
      const line = await openSse(`${base}/api/chat/stream?ticket=${ticket}`);
      await line.until(() => line.comments.includes('open'));
      const conv = await convOf(h, here.user.id);
      expect(conv.shopperOnlineUntil).toBeGreaterThan(Math.floor(Date.now() / 1000));
      await staffCall(h, 'reply', { id: conv.id, text: 'live answer' }, s.cookie);
      await line.until(() => line.messages().length >= 1);
      expect(await notices(h, here.user.id)).toHaveLength(0);
      expect(await mails(h, here.user.id)).toHaveLength(0);
      await line.close();
      // Closed: presence cleared, so the next reply is noticed.
      await expect.poll(async () => (await convOf(h, here.user.id)).shopperOnlineUntil, { timeout: 10_000 }).toBeNull();
      await staffCall(h, 'reply', { id: conv.id, text: 'after you left' }, s.cookie);
      expect(await notices(h, here.user.id)).toHaveLength(1);
    } finally {
      server.close();
    }
  });
});
