import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { newShopper } from './fixtures';
import { listen } from '../../server/http/listen';
import { openSse } from './sse-client';
import { chatConversations, chatMessages } from '../../server/db/schema';

/**
 * The chat's event stream over a real HTTP connection (issue 34): a message sent after connecting arrives with its id
 * as the event id; a reconnect with Last-Event-ID (header, or the query field) gets exactly the messages it missed,
 * then live ones — nothing lost, nothing twice. Read marks and typing come as their own events, without ids.
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

const send = (token: string, text: string) => h.call('/api/chat/send', { text, client_id: `c-${text}` }, { token });
const ticket = async (token: string) => (await h.call('/api/chat/ticket', {}, { token })).data.ticket as string;

describe('live chat: the event stream over HTTP', () => {
  it('a message sent after connecting arrives; a reconnect with Last-Event-ID gets exactly the missed ones', async () => {
    const me = await newShopper(h.db);
    await send(me.token, 'before');
    const line = await openSse(`${base}/api/chat/stream?ticket=${await ticket(me.token)}`);
    expect(line.res.status).toBe(200);
    expect(line.res.headers.get('content-type')).toContain('text/event-stream');
    await line.until(() => line.comments.includes('open'));
    const one = await send(me.token, 'live 1');
    const two = await send(me.token, 'live 2');
    await line.until(() => line.messages().length >= 2);
    expect(line.messages().map((m) => [m.id, m.text])).toEqual([[one.data.id, 'live 1'], [two.data.id, 'live 2']]);
    expect(line.events.filter((e) => e.event === 'message').map((e) => e.id)).toEqual([String(one.data.id), String(two.data.id)]);

    // Staff and the shopper's read marks and typing on the same line, as their own events without ids.
    await h.call('/api/chat/typing', {}, { token: me.token });
    await h.call('/api/chat/read', { message_id: two.data.id }, { token: me.token });
    const [conv] = await h.db.select().from(chatConversations).where(eq(chatConversations.userId, me.user.id));
    await h.db.update(chatConversations).set({ shopperReadId: 0 }).where(eq(chatConversations.id, conv.id));
    await h.call('/api/chat/read', { message_id: two.data.id }, { token: me.token });
    await line.until((es) => es.some((e) => e.event === 'typing') && es.some((e) => e.event === 'read'));
    expect(line.events.find((e) => e.event === 'typing')).toEqual({ event: 'typing', data: JSON.stringify({ by: 'shopper' }) });
    expect(line.events.find((e) => e.event === 'read')).toEqual({ event: 'read', data: JSON.stringify({ by: 'shopper', id: two.data.id }) });
    await line.close();

    // The line drops: three messages are written meanwhile (one by staff); a reconnect from the last id it had.
    const missed = [await send(me.token, 'missed 1'), await send(me.token, 'missed 2')];
    const [staff] = await h.db.insert(chatMessages).values({ conversationId: conv.id, author: 'staff', kind: 'text', text: 'missed staff', createdAt: h.deps.now() }).returning();
    const back = await openSse(`${base}/api/chat/stream?ticket=${await ticket(me.token)}`, { 'Last-Event-ID': String(two.data.id) });
    await back.until(() => back.messages().length >= 3);
    const live = await send(me.token, 'after reconnect');
    await send(me.token, 'after reconnect'); // a retry of the same client_id: nothing new, nothing on the line
    await back.until(() => back.messages().length >= 4);
    const third = await send(me.token, 'one more');
    await back.until(() => back.messages().length >= 5);
    expect(back.messages().map((m) => m.id)).toEqual([missed[0].data.id, missed[1].data.id, staff.id, live.data.id, third.data.id]);
    expect(back.messages()[2]).toMatchObject({ author: 'staff', text: 'missed staff' });
    await back.close();

    // EventSource's reconnect on a new ticket's url: the query field does the same.
    const q = await openSse(`${base}/api/chat/stream?ticket=${await ticket(me.token)}&last_event_id=${staff.id}`);
    await q.until(() => q.messages().length >= 2);
    expect(q.messages().map((m) => m.id)).toEqual([live.data.id, third.data.id]);
    await q.close();
  });

  it('a bad ticket answers 401 at once, never a hanging stream; one conversation never sees another’s messages', async () => {
    const bad = await fetch(`${base}/api/chat/stream?ticket=${'ab'.repeat(32)}`);
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ code: 401 });
    const a = await newShopper(h.db);
    const b = await newShopper(h.db);
    const line = await openSse(`${base}/api/chat/stream?ticket=${await ticket(a.token)}`);
    await line.until(() => line.comments.includes('open'));
    await send(b.token, 'for b only');
    const mine = await send(a.token, 'for a');
    await line.until(() => line.messages().length >= 1);
    expect(line.messages().map((m) => m.id)).toEqual([mine.data.id]);
    await line.close();
  });
});
