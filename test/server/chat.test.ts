import { describe, it, expect } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { harnessWithClock } from './harness';
import { newShopper, makeOrder, makeItem } from './fixtures';
import { chatConversations, chatMessages, chatTickets } from '../../server/db/schema';

/**
 * Live chat, the embedded provider (issue 34), through its calls: a shopper's or a visitor's one conversation, the
 * visitor's joined to the account when the device signs in, what a message may be (text, the sender's own picture,
 * a card of their own order or parcel), and the stream tickets. On PGlite and on PostgreSQL (DATABASE_URL).
 */
const state = harnessWithClock();
const device = () => `dev-${randomBytes(6).toString('hex')}`;
type Who = { token?: string; guid?: string; lang?: string };
const call = (path: string, params: Record<string, string | number>, w: Who) =>
  state.h.call(path, params, { token: w.token, lang: w.lang, headers: { Guid: w.guid ?? device() } });
const send = (w: Who, params: Record<string, string | number>) => call('/api/chat/send', params, w);
const history = (w: Who, params: Record<string, string | number> = {}) => call('/api/chat/history', params, w);
const conversationsOf = (userId: number) => state.h.db.select().from(chatConversations).where(eq(chatConversations.userId, userId));

describe('live chat: conversations', () => {
  it('a shopper’s first message makes the conversation; later ones continue it; history pages by id, newest last', async () => {
    const me = await newShopper(state.h.db);
    const w = { token: me.token };
    expect((await history(w)).data).toEqual({ list: [], has_more: false, shopper_read_id: 0, staff_read_id: 0 });
    expect(await conversationsOf(me.user.id)).toHaveLength(0);
    const texts = ['Hello', 'Is this the right size?', 'And the colour?', 'Thanks'];
    const ids: number[] = [];
    for (const text of texts) {
      const r = await send(w, { kind: 'text', text });
      expect(r).toMatchObject({ code: 1, data: { author: 'shopper', kind: 'text', text } });
      ids.push(r.data.id);
    }
    expect(await conversationsOf(me.user.id)).toHaveLength(1);
    const last2 = await history(w, { pagesize: 2 });
    expect(last2.data.list.map((m: { text: string }) => m.text)).toEqual(['And the colour?', 'Thanks']);
    expect(last2.data.has_more).toBe(true);
    const first2 = await history(w, { pagesize: 2, before_id: last2.data.list[0].id });
    expect(first2.data.list.map((m: { text: string }) => m.text)).toEqual(['Hello', 'Is this the right size?']);
    expect(first2.data.has_more).toBe(false);
    const [conv] = await conversationsOf(me.user.id);
    expect(conv).toMatchObject({ status: 'open', shopperReadId: ids[3] });
    expect(conv.waitingSince).toBeGreaterThan(0);
  });

  it('the same client_id twice stores one message', async () => {
    const me = await newShopper(state.h.db);
    const a = await send({ token: me.token }, { text: 'Once only', client_id: 'c-1' });
    const b = await send({ token: me.token }, { text: 'Once only', client_id: 'c-1' });
    expect(b.data.id).toBe(a.data.id);
    expect((await history({ token: me.token })).data.list).toHaveLength(1);
  });

  it('a visitor chats by device; signing in on that device joins it to the account, once, with no duplicates', async () => {
    const guid = device();
    const visitor = { guid };
    await send(visitor, { text: 'Visitor question 1' });
    await send(visitor, { text: 'Visitor question 2' });
    expect((await history(visitor)).data.list.map((m: { author: string }) => m.author)).toEqual(['visitor', 'visitor']);
    expect((await call('/api/chat/send', { text: 'no one' }, { guid: ' ' })).status).toBe(401);

    const me = await newShopper(state.h.db);
    await send({ token: me.token, guid: 'another-device' }, { text: 'Shopper before sign-in here' });
    const signedIn = { token: me.token, guid };
    // Two calls at once as the device signs in: the visitor's messages move over once.
    const [h1, h2] = await Promise.all([history(signedIn), history(signedIn)]);
    for (const h of [h1, h2]) expect(h.code).toBe(1);
    const after = (await history(signedIn)).data.list.map((m: { text: string }) => m.text).sort();
    expect(after).toEqual(['Shopper before sign-in here', 'Visitor question 1', 'Visitor question 2']);
    await send(signedIn, { text: 'Now signed in' });
    expect((await history(signedIn)).data.list).toHaveLength(4);
    expect(await conversationsOf(me.user.id)).toHaveLength(1);
    const left = await state.h.db.select().from(chatConversations).where(eq(chatConversations.deviceId, guid));
    expect(left).toHaveLength(0);
    // The device as a visitor again starts afresh: nothing of the shopper's shows.
    expect((await history({ guid })).data.list).toEqual([]);
  });
});

describe('live chat: what a message may be', () => {
  it('text with HTML is stored and answered as the text it is; empty, 2001 characters and control characters are refused, translated', async () => {
    const me = await newShopper(state.h.db);
    const w = { token: me.token };
    const html = '<script>alert(1)</script> <b>bold</b> & "quotes"\nsecond line';
    const r = await send(w, { text: `  ${html}  ` });
    expect(r.data.text).toBe(html);
    const [row] = await state.h.db.select().from(chatMessages).where(eq(chatMessages.id, r.data.id));
    expect(row.text).toBe(html);
    expect((await history(w)).data.list[0].text).toBe(html);

    expect(await send(w, { text: 'x'.repeat(2000) })).toMatchObject({ code: 1 });
    expect(await send(w, { text: 'я'.repeat(2001) })).toMatchObject({ code: 0, msg: 'Please keep a message to 2000 characters' });
    expect(await send({ ...w, lang: 'ru' }, { text: 'x'.repeat(2001) })).toMatchObject({ code: 0, msg: 'Сообщение должно быть не длиннее 2000 символов' });
    expect(await send({ ...w, lang: 'zh-cn' }, { text: '   ' })).toMatchObject({ code: 0, msg: '请输入消息' });
    expect(await send(w, { text: 'tab\there' })).toMatchObject({ code: 0, msg: 'The message contains characters that cannot be sent' });
    expect((await send(w, { text: 'bell\u0007' })).code).toBe(0);
    expect((await history(w)).data.list).toHaveLength(2);
  });

  it('a card of the shopper’s own order or parcel carries its number, status and amount; another shopper’s is refused', async () => {
    const me = await newShopper(state.h.db);
    const other = await newShopper(state.h.db);
    const { order } = await makeOrder(state.h.db, me.user.id, { status: 1, priceFen: 12_345 });
    const { order: theirs } = await makeOrder(state.h.db, other.user.id, { status: 1 });
    const mine = await send({ token: me.token }, { kind: 'card', card_type: 'order', card_id: order.id });
    expect(mine).toMatchObject({ code: 1, data: { kind: 'card', card: { type: 'order', id: order.id, number: order.sn, status_text: 'Paid, to be bought', amount: '123.45' } } });
    for (const lang of ['en', 'ru', 'zh-cn']) {
      const r = await send({ token: me.token, lang }, { kind: 'card', card_type: 'order', card_id: theirs.id });
      expect(r.code).toBe(0);
      expect(r.msg).not.toContain(theirs.sn);
    }
    expect((await send({ token: me.token }, { kind: 'card', card_type: 'parcel', card_id: 2_000_000_000 })).code).toBe(0);
    expect((await send({ guid: device() }, { kind: 'card', card_type: 'order', card_id: order.id })).code).toBe(0);
    const item = await makeItem(state.h.db, { priceFen: 990, title: 'Chat item' });
    expect(await send({ guid: device() }, { kind: 'card', card_type: 'item', card_id: item.item.id })).toMatchObject({ code: 1, data: { card: { type: 'item', amount: '9.90' } } });
    const cards = (await history({ token: me.token })).data.list;
    expect(cards).toHaveLength(1);
  });

  it('a picture must be the shopper’s own upload: another user’s, a foreign url or a visitor’s are refused', async () => {
    const me = await newShopper(state.h.db);
    const other = await newShopper(state.h.db);
    const upload = async (token: string) => {
      const body = new FormData();
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#a00' } }).png().toBuffer();
      body.append('file', new File([new Uint8Array(png)], 'p.png', { type: 'image/png' }));
      const up = await state.h.call('/api/common/upload', {}, { token, body });
      expect(up.code).toBe(1);
      return up.data.url as string;
    };
    const mine = await upload(me.token);
    const theirs = await upload(other.token);
    expect(await send({ token: me.token }, { kind: 'picture', picture: mine })).toMatchObject({ code: 1, data: { kind: 'picture', picture: mine } });
    for (const picture of [theirs, 'https://evil.example/a.png', '/uploads/user/../../x', '']) {
      expect((await send({ token: me.token }, { kind: 'picture', picture })).code).toBe(0);
    }
    expect(await send({ guid: device() }, { kind: 'picture', picture: mine })).toMatchObject({ code: 0, msg: 'Sign in to send a picture' });
    expect((await history({ token: me.token })).data.list).toHaveLength(1);
  });

  it('read marks go up to the newest message and never back', async () => {
    const me = await newShopper(state.h.db);
    const w = { token: me.token };
    const a = await send(w, { text: 'one' });
    await state.h.db.insert(chatMessages).values({ conversationId: (await conversationsOf(me.user.id))[0].id, author: 'staff', kind: 'text', text: 'An answer', createdAt: state.h.deps.now() });
    const newest = (await history(w)).data.list[1].id;
    expect((await call('/api/chat/read', { message_id: 2_000_000_000 }, w)).data).toEqual({ shopper_read_id: newest });
    expect((await call('/api/chat/read', { message_id: a.data.id }, w)).data).toEqual({ shopper_read_id: newest });
    expect((await call('/api/chat/typing', {}, w)).code).toBe(1);
  });
});

describe('live chat: stream tickets', () => {
  it('a ticket opens the stream once and within 60 s; reused, expired or made up → 401 at once', async () => {
    const me = await newShopper(state.h.db);
    const t0 = Math.floor(Date.now() / 1000);
    state.at(t0);
    const issued = await call('/api/chat/ticket', {}, { token: me.token });
    expect(issued).toMatchObject({ code: 1, data: { expires_in: 60 } });
    expect(issued.data.ticket).toMatch(/^[0-9a-f]{64}$/);
    const stored = await state.h.db.select().from(chatTickets).where(eq(chatTickets.hash, createHash('sha256').update(issued.data.ticket).digest('hex')));
    expect(stored).toHaveLength(1); // kept as its hash only
    expect(await state.h.db.select().from(chatTickets).where(eq(chatTickets.hash, issued.data.ticket))).toHaveLength(0);

    const stream = (ticket: string) => state.h.app.request(`/api/chat/stream?ticket=${ticket}`);
    const first = await stream(issued.data.ticket);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/event-stream');
    await first.body?.cancel();
    const again = await stream(issued.data.ticket);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 401, msg: 'The chat connection has expired: connect again' });

    const late = await call('/api/chat/ticket', {}, { token: me.token });
    state.at(t0 + 61);
    expect((await stream(late.data.ticket)).status).toBe(401);
    state.at(t0 + 30);
    const fresh = await call('/api/chat/ticket', {}, { token: me.token });
    state.at(t0 + 89);
    const ok = await stream(fresh.data.ticket);
    expect(ok.status).toBe(200);
    await ok.body?.cancel();
    expect((await stream('00'.repeat(32))).status).toBe(401);
    expect((await stream('not-a-ticket')).status).toBe(401);
    expect((await call('/api/chat/ticket', {}, { guid: '' })).status).toBe(401);
  });
});
