import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { harness, OPS_TOKEN, type Harness } from './harness';
import { newShopper } from './fixtures';
import { listen } from '../../server/http/listen';
import { openSse } from './sse-client';
import { callAt, shopOnPostgres } from './shop-processes';
import { chatConversations } from '../../server/db/schema';
import { signedInStaff, staffCall } from './staff-helpers';
import type { ServerProcess } from '../reliability/server-process';

/*
 * The staff console's stream over every conversation (issue 34): a staff reply reaches the shopper's own stream and
 * every open staff stream, with the staff member's name; a shopper's message, read marks, typing and done/reopen come
 * to staff as events naming their conversation. On PostgreSQL, across two server processes (LISTEN/NOTIFY).
 */
let h: Harness;
let server: ServerType;
let base = '';
beforeAll(async () => {
  h = await harness();
  await new Promise<void>((resolve) => {
    server = listen(h.app.fetch, { port: 0 }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server?.close());

const ticket = async (token: string) => (await h.call('/api/chat/ticket', {}, { token })).data.ticket as string;
const staffEvents = (line: Awaited<ReturnType<typeof openSse>>, event: string, conversationId: number) =>
  line.events.filter((e) => e.event === event).map((e) => ({ id: e.id, ...JSON.parse(e.data) })).filter((d) => d.conversation_id === conversationId);

describe('the staff stream', () => {
  it('a reply reaches the shopper’s stream and two staff streams live; the shopper’s message, read, typing and done reach staff', async () => {
    const me = await newShopper(h.db);
    const [anna, boris] = [await signedInStaff(h, 'Anna'), await signedInStaff(h, 'Boris')];
    const first = await h.call('/api/chat/send', { text: 'hello?' }, { token: me.token });
    const [conv] = await h.db.select().from(chatConversations).where(eq(chatConversations.userId, me.user.id));

    const shopper = await openSse(`${base}/api/chat/stream?ticket=${await ticket(me.token)}`);
    const s1 = await openSse(`${base}/ops/chat/stream`, { cookie: anna.cookie });
    const s2 = await openSse(`${base}/ops/chat/stream`, { cookie: boris.cookie, lang: 'ru' });
    for (const line of [shopper, s1, s2]) {
      expect(line.res.status).toBe(200);
      await line.until(() => line.comments.includes('open'));
    }
    expect(s1.res.headers.get('content-type')).toContain('text/event-stream');

    const reply = await staffCall(h, 'reply', { id: conv.id, text: 'Hi, Anna here', client_id: 'r-1' }, anna.cookie);
    expect(reply).toMatchObject({ code: 1, data: { author: 'staff', staff_id: anna.id, staff_name: 'Anna', text: 'Hi, Anna here' } });
    await shopper.until(() => shopper.messages().length >= 1);
    expect(shopper.messages()[0]).toMatchObject({ id: reply.data.id, author: 'staff', staff_name: 'Anna', text: 'Hi, Anna here' });
    for (const line of [s1, s2]) {
      await line.until(() => staffEvents(line, 'message', conv.id).length >= 1);
      expect(staffEvents(line, 'message', conv.id)).toEqual([{ id: String(reply.data.id), conversation_id: conv.id, message: reply.data }]);
    }
    // A retry of the same client_id stores nothing and sends nothing.
    expect((await staffCall(h, 'reply', { id: conv.id, text: 'Hi, Anna here', client_id: 'r-1' }, anna.cookie)).data.id).toBe(reply.data.id);

    const next = await h.call('/api/chat/send', { text: 'my parcel?' }, { token: me.token });
    await h.call('/api/chat/typing', {}, { token: me.token });
    await staffCall(h, 'typing', { id: conv.id }, boris.cookie);
    await staffCall(h, 'read', { id: conv.id, message_id: next.data.id }, boris.cookie);
    await staffCall(h, 'done', { id: conv.id }, boris.cookie);
    await s1.until(() => staffEvents(s1, 'queue', conv.id).length >= 1 && staffEvents(s1, 'read', conv.id).length >= 1);
    expect(staffEvents(s1, 'message', conv.id).map((m) => m.message.id)).toEqual([reply.data.id, next.data.id]);
    expect(staffEvents(s1, 'typing', conv.id).map((e) => e.by)).toEqual(['shopper', 'staff']);
    expect(staffEvents(s1, 'read', conv.id)).toEqual([{ conversation_id: conv.id, by: 'staff', id: next.data.id }]);
    expect(staffEvents(s1, 'queue', conv.id)).toEqual([{ conversation_id: conv.id, status: 'done' }]);
    // The shopper's line gets staff's typing and read mark, never the queue's business.
    await shopper.until((es) => es.some((e) => e.event === 'read'));
    expect(shopper.events.some((e) => e.event === 'queue')).toBe(false);
    expect(shopper.events.find((e) => e.event === 'read')!.data).toBe(JSON.stringify({ by: 'staff', id: next.data.id }));

    // Reopened by the shopper's next message.
    await h.call('/api/chat/send', { text: 'one more' }, { token: me.token });
    await s2.until(() => staffEvents(s2, 'queue', conv.id).some((e) => e.status === 'open'));
    expect(staffEvents(s2, 'queue', conv.id).map((e) => e.status)).toEqual(['done', 'open']);
    expect(first.data.id).toBeLessThan(reply.data.id);
    await Promise.all([shopper.close(), s1.close(), s2.close()]);
  });

  it('the operator’s header opens it too and its replies read "Operator" in the reader’s language; no auth is 401 at once', async () => {
    const me = await newShopper(h.db);
    await h.call('/api/chat/send', { text: 'anyone?' }, { token: me.token });
    const [conv] = await h.db.select().from(chatConversations).where(eq(chatConversations.userId, me.user.id));
    expect((await fetch(`${base}/ops/chat/stream`)).status).toBe(401);
    const line = await openSse(`${base}/ops/chat/stream?lang=zh-cn`, { 'x-ops-token': OPS_TOKEN });
    await line.until(() => line.comments.includes('open'));
    const r = await h.call('/ops/chat/reply', { id: conv.id, text: 'from a script' }, { headers: { 'x-ops-token': OPS_TOKEN } });
    expect(r.data).toMatchObject({ staff_id: null, staff_name: 'Operator' });
    await line.until(() => staffEvents(line, 'message', conv.id).length >= 1);
    expect(staffEvents(line, 'message', conv.id)[0].message).toMatchObject({ staff_id: null, staff_name: '管理员' });
    const hist = await h.call('/api/chat/history', {}, { token: me.token, lang: 'ru' });
    expect(hist.data.list.at(-1)).toMatchObject({ author: 'staff', staff_name: 'Оператор' });
    await line.close();
  });
});

const PG = process.env.DATABASE_URL;

describe.skipIf(!PG)('the staff stream on two server processes', () => {
  let shop: Awaited<ReturnType<typeof shopOnPostgres>>;
  let servers: ServerProcess[] = [];
  const token = 'chat-staff-processes-ops-token';
  beforeAll(async () => {
    shop = await shopOnPostgres(PG!, token);
    servers = await Promise.all([shop.start(), shop.start()]);
  }, 150_000);
  afterAll(async () => {
    await shop?.stop();
  });

  it('a reply written in one process reaches a staff stream held by the other, and so does a shopper’s message', async () => {
    const [a, b] = servers.map((s) => s.base);
    const me = await newShopper(shop.db);
    const email = `staff-mp-${Date.now()}@shop.example`;
    expect((await callAt(a, '/ops/staff_add', { name: 'Mira', email, password: 'a-long-password' }, { ops: token })).code).toBe(1);
    const login = await fetch(`${b}/ops/chat/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email, password: 'a-long-password' }) });
    const cookie = login.headers.getSetCookie().find((c) => /Path=\/ops/.test(c))!.split(';')[0];
    const asked = await callAt(a, '/api/chat/send', { text: 'from the shopper' }, { token: me.token });
    const line = await openSse(`${b}/ops/chat/stream`, { cookie });
    expect(line.res.status).toBe(200);
    await line.until(() => line.comments.includes('open'));
    const conversationId = (await callAt(a, '/ops/chat/queue', {}, { ops: token })).data.find((r: { last: { id: number } }) => r.last?.id === asked.data.id).id;
    const reply = await callAt(a, '/ops/chat/reply', { id: conversationId, text: 'written on A' }, { ops: token });
    expect(reply.code).toBe(1);
    const again = await callAt(a, '/api/chat/send', { text: 'shopper on A' }, { token: me.token });
    await line.until(() => staffEvents(line, 'message', conversationId).length >= 2);
    expect(staffEvents(line, 'message', conversationId).map((m) => [m.message.id, m.message.text])).toEqual([[reply.data.id, 'written on A'], [again.data.id, 'shopper on A']]);
    await line.close();
  });
});
