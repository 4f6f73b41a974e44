import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { callAt, shopOnPostgres } from './shop-processes';
import { newShopper } from './fixtures';
import { openSse } from './sse-client';
import type { ServerProcess } from '../reliability/server-process';

/**
 * Live chat across server processes (issue 34): a message written by one process reaches a stream held by another,
 * through PostgreSQL LISTEN/NOTIFY carrying ids only. The PostgreSQL lane (PGlite admits one process: skipped).
 */
const PG = process.env.DATABASE_URL;

describe.skipIf(!PG)('live chat on two server processes', () => {
  let shop: Awaited<ReturnType<typeof shopOnPostgres>>;
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    shop = await shopOnPostgres(PG!, 'chat-processes-ops-token');
    servers = await Promise.all([shop.start(), shop.start()]);
  }, 150_000);
  afterAll(async () => {
    await shop?.stop();
  });

  it('a message sent to one process reaches the stream held on the other, in order, once each; a reconnect there misses nothing', async () => {
    const me = await newShopper(shop.db);
    const [a, b] = servers.map((s) => s.base);
    const ticket = (await callAt(b, '/api/chat/ticket', {}, { token: me.token })).data.ticket;
    const line = await openSse(`${b}/api/chat/stream?ticket=${ticket}`);
    expect(line.res.status).toBe(200);
    await line.until(() => line.comments.includes('open'));
    const sent = [];
    for (const text of ['to A 1', 'to A 2', 'to A 3']) {
      const r = await callAt(a, '/api/chat/send', { text }, { token: me.token });
      expect(r.code).toBe(1);
      sent.push(r.data.id);
    }
    await line.until(() => line.messages().length >= 3);
    expect(line.messages().map((m) => [m.id, m.text])).toEqual([[sent[0], 'to A 1'], [sent[1], 'to A 2'], [sent[2], 'to A 3']]);
    await callAt(a, '/api/chat/typing', {}, { token: me.token });
    await line.until((es) => es.some((e) => e.event === 'typing'));
    await line.close();

    const missed = (await callAt(a, '/api/chat/send', { text: 'while away' }, { token: me.token })).data.id;
    // A ticket from process A opens the stream on process B: tickets live in the database.
    const again = (await callAt(a, '/api/chat/ticket', {}, { token: me.token })).data.ticket;
    const back = await openSse(`${b}/api/chat/stream?ticket=${again}`, { 'Last-Event-ID': String(sent[2]) });
    await back.until(() => back.messages().length >= 1);
    const live = (await callAt(a, '/api/chat/send', { text: 'live again' }, { token: me.token })).data.id;
    await back.until(() => back.messages().length >= 2);
    expect(back.messages().map((m) => m.id)).toEqual([missed, live]);
    await back.close();
  });
});
