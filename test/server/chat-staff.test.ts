import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { harnessWithClock, OPS_TOKEN, type Harness } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { makeParcel } from './pay-fixtures';
import { callSpecs } from '../../server/http/endpoint';
import { chatConversations } from '../../server/db/schema';
import { newStaff, signedInStaff, staffCall, staffSignIn } from './staff-helpers';

/*
 * Live chat, the staff side (issue 34): staff accounts the operator adds, their console sign-in (throttled, 12 h
 * sessions, sign-out), the /ops/chat API refusing every caller without the cookie or the operator's header, the queue
 * (waiting longest first), a thread's context (that shopper's only), done and reopened, and staff pictures only that
 * conversation's shopper and staff can open.
 */
const state = harnessWithClock();
const T0 = Math.floor(Date.now() / 1000);

const say = (h: Harness, token: string, text: string) => h.call('/api/chat/send', { text }, { token });
const convOf = async (h: Harness, userId: number) => (await h.db.select().from(chatConversations).where(eq(chatConversations.userId, userId)))[0];

describe('staff accounts (npm run ops -- staff_add / staff_list / staff_disable)', () => {
  it('adds staff with a lower-cased unique e-mail and a generated password when none is given; lists and disables them', async () => {
    const { h } = state;
    const email = `New.Person.${T0}@Shop.Example`;
    const made = await h.ops('staff_add', { name: 'New Person', email });
    expect(made).toMatchObject({ code: 1, data: { name: 'New Person', email: email.toLowerCase(), disabled: false } });
    expect(made.data.password).toMatch(/^[A-Za-z2-9]{16}$/);
    expect(JSON.stringify(made.data)).not.toContain('scrypt');
    expect(await h.ops('staff_add', { name: 'Again', email: email.toUpperCase() })).toMatchObject({ code: 0, msg: `There is already a staff member with the e-mail ${email.toLowerCase()}` });
    expect((await h.ops('staff_add', { name: 'Short', email: `s${T0}@x.example`, password: 'short' })).code).toBe(0);
    expect((await h.ops('staff_add', { name: 'Bad', email: 'not-an-email' })).code).toBe(0);
    // The generated password signs in.
    expect((await staffSignIn(h, email, made.data.password)).body).toMatchObject({ code: 1, data: { id: made.data.id, name: 'New Person', email: email.toLowerCase() } });
    const list = await h.ops('staff_list');
    expect(list.data.find((s: { id: number }) => s.id === made.data.id)).toMatchObject({ email: email.toLowerCase(), disabled: false });
    expect(JSON.stringify(list.data)).not.toContain('password');
    expect(await h.ops('staff_disable', { id: made.data.id })).toMatchObject({ code: 1, data: { disabled: true } });
    expect((await staffSignIn(h, email, made.data.password)).body).toMatchObject({ code: 0, msg: 'Wrong e-mail or password' });
    expect((await h.ops('staff_disable', { id: 999_999 })).code).toBe(0);
    // Without the operator's token: refused.
    expect((await h.call('/ops/staff_list')).status).toBe(401);
  });
});

describe('staff sign-in and sessions', () => {
  it('right e-mail and password: the cookie (HttpOnly, SameSite=Strict, /ops, 12 h) and who they are; wrong: a translated refusal', async () => {
    const { h } = state;
    const s = await newStaff(h, 'Boris');
    const ok = await staffSignIn(h, s.email.toUpperCase(), s.password);
    expect(ok.body).toMatchObject({ code: 1, data: { id: s.id, name: 'Boris', email: s.email } });
    const opsCookie = ok.cookies.find((c) => /Path=\/ops/.test(c))!;
    expect(opsCookie).toMatch(/^staff_session=[0-9a-f]{64};/);
    expect(opsCookie).toMatch(/HttpOnly/);
    expect(opsCookie).toMatch(/SameSite=Strict/);
    expect(opsCookie).toMatch(/Max-Age=43200/);
    expect(ok.cookies.some((c) => /Path=\/uploads/.test(c))).toBe(true);
    expect(await staffCall(h, 'me', {}, ok.cookie)).toMatchObject({ code: 1, data: { id: s.id, name: 'Boris', email: s.email } });

    const wrong = await staffSignIn(h, s.email, 'not-the-password');
    expect(wrong.body).toMatchObject({ code: 0, msg: 'Wrong e-mail or password' });
    expect(wrong.cookies).toEqual([]);
    const ru = await h.call('/ops/chat/login', { email: s.email, password: 'nope', lang: 'ru' }, { lang: 'ru' });
    expect(ru.msg).toBe('Неверный e-mail или пароль');
    // A form from another site: refused before anything is judged.
    expect((await staffSignIn(h, s.email, s.password, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
  });

  it('is throttled like the shoppers’ sign-in: after 5 wrong passwords even the right one waits', async () => {
    const { h } = state;
    const s = await newStaff(h, 'Clara');
    for (let i = 0; i < 5; i++) expect((await staffSignIn(h, s.email, `wrong-${i}`, { peer: `10.8.${i}.1` })).body.code).toBe(0);
    const paused = await staffSignIn(h, s.email, s.password, { peer: '10.8.9.9' });
    expect(paused.body.code).toBe(0);
    expect(paused.body.msg).toMatch(/^Too many failed sign-ins/);
    expect(paused.cookie).toBe('');
    // Another staff member is not held up by it.
    const other = await newStaff(h, 'Dan');
    expect((await staffSignIn(h, other.email, other.password, { peer: '10.8.9.9' })).body.code).toBe(1);
  });

  it('a session ends after 12 hours, at sign-out, and when the staff member is disabled', async () => {
    const { h, at } = state;
    at(T0);
    const a = await signedInStaff(h, 'Eva');
    at(T0 + 12 * 3600 - 60);
    expect((await staffCall(h, 'me', {}, a.cookie)).code).toBe(1);
    at(T0 + 12 * 3600 + 1);
    expect((await staffCall(h, 'me', {}, a.cookie)).status).toBe(401);
    at(null);

    const b = await signedInStaff(h, 'Fyodor');
    expect((await staffCall(h, 'logout', {}, b.cookie)).code).toBe(1);
    expect((await staffCall(h, 'me', {}, b.cookie)).status).toBe(401);

    const c = await signedInStaff(h, 'Gao');
    await h.ops('staff_disable', { id: c.id });
    expect((await staffCall(h, 'me', {}, c.cookie)).status).toBe(401);
  });

  it('every /ops/chat call but the sign-in refuses a caller with no cookie, a bad cookie, a wrong X-Ops-Token or a shopper’s token', async () => {
    const { h } = state;
    const shopper = await newShopper(h.db);
    const staffCalls = [...callSpecs.values()].filter((s) => s.path.startsWith('/ops/chat/') && s.auth === 'staff').map((s) => s.path);
    expect(staffCalls).toEqual(expect.arrayContaining(['/ops/chat/me', '/ops/chat/queue', '/ops/chat/thread', '/ops/chat/reply', '/ops/chat/upload', '/ops/chat/read', '/ops/chat/typing', '/ops/chat/done', '/ops/chat/stream']));
    for (const path of staffCalls) {
      const callers: { headers?: Record<string, string>; token?: string }[] = [{}, { headers: { cookie: `staff_session=${'a'.repeat(64)}` } }, { headers: { 'x-ops-token': 'wrong' } }, { token: shopper.token }];
      for (const o of callers) {
        for (const method of ['POST', 'GET'] as const) {
          const r = await h.call(path, { id: 1, message_id: 1, text: 'x' }, { ...o, method });
          expect(r.status, `${method} ${path} ${JSON.stringify(o)}`).toBe(401);
        }
      }
    }
    // The operator's header is a caller (scripts): its replies show as "Operator".
    expect(await h.call('/ops/chat/me', {}, { headers: { 'x-ops-token': OPS_TOKEN } })).toMatchObject({ code: 1, data: { id: 0, name: 'Operator' } });
  });
});

describe('the queue, a thread, done and reopened', () => {
  it('lists open conversations waiting longest first, then the answered by their latest message; unread counts the shopper’s', async () => {
    const { h, at } = state;
    const s = await signedInStaff(h, 'Hana');
    const [a, b, c, d] = await Promise.all([newShopper(h.db), newShopper(h.db), newShopper(h.db), newShopper(h.db)]);
    at(T0 + 100); await say(h, b.token, 'b first'); await say(h, b.token, 'b again');
    at(T0 + 200); await say(h, a.token, 'a waits');
    at(T0 + 300); await say(h, c.token, 'c answered');
    at(T0 + 400); await say(h, d.token, 'd answered later');
    const [cc, dc] = [await convOf(h, c.user.id), await convOf(h, d.user.id)];
    at(T0 + 500); expect((await staffCall(h, 'reply', { id: dc.id, text: 'hello d' }, s.cookie)).code).toBe(1);
    at(T0 + 600); expect((await staffCall(h, 'reply', { id: cc.id, text: 'hello c' }, s.cookie)).code).toBe(1);
    at(null);
    const q = await staffCall(h, 'queue', {}, s.cookie);
    expect(q.code).toBe(1);
    const mine = new Map([[b.user.id, 'b'], [a.user.id, 'a'], [c.user.id, 'c'], [d.user.id, 'd']]);
    const rows = q.data.filter((r: { who: { user_id: number } }) => mine.has(r.who.user_id));
    expect(rows.map((r: { who: { user_id: number } }) => mine.get(r.who.user_id))).toEqual(['b', 'a', 'c', 'd']);
    expect(rows[0]).toMatchObject({ status: 'open', waiting_since: T0 + 100, unread: 2, who: { name: b.user.email, lang: 'en' }, last: { text: 'b again', author: 'shopper', staff_name: '' } });
    expect(rows[2]).toMatchObject({ waiting_since: null, last_message_at: T0 + 600, unread: 0, last: { text: 'hello c', author: 'staff', staff_id: s.id, staff_name: 'Hana' } });
    expect(q.data.length).toBeLessThanOrEqual(100);
  });

  it('a thread shows that shopper’s orders, parcels and balance only, with statuses in the staff’s language; a visitor’s has none', async () => {
    const { h } = state;
    const s = await signedInStaff(h, 'Igor');
    const me = await newShopper(h.db, { balanceFen: 12_345 });
    const other = await newShopper(h.db, { balanceFen: 99_900 });
    const mine = [await makeOrder(h.db, me.user.id, { status: 1 }), await makeOrder(h.db, me.user.id, { status: 3 })];
    const myParcel = await makeParcel(h.db, me.user.id, 1);
    const theirs = await makeOrder(h.db, other.user.id, { status: 2 });
    const theirParcel = await makeParcel(h.db, other.user.id, 2);
    await say(h, me.token, 'where is my order?');
    await say(h, other.token, 'other question');
    const conv = await convOf(h, me.user.id);
    const t = await staffCall(h, 'thread', { id: conv.id }, s.cookie, 'ru');
    expect(t.code).toBe(1);
    expect(t.data.conversation).toMatchObject({ id: conv.id, who: { user_id: me.user.id } });
    expect(t.data.list.map((m: { text: string }) => m.text)).toEqual(['where is my order?']);
    expect(t.data.context.user).toMatchObject({ id: me.user.id, email: me.user.email, balance: '123.45', lang: 'en', level: 'Участник' });
    expect(t.data.context.orders.map((o: { id: number }) => o.id)).toEqual([mine[1].order.id, mine[0].order.id]);
    expect(t.data.context.orders[1]).toMatchObject({ sn: mine[0].order.sn, amount: '50.00' });
    expect(t.data.context.orders[1].status_text).toMatch(/[а-яА-Я]/);
    expect(t.data.context.parcels.map((p: { id: number }) => p.id)).toEqual([myParcel.id]);
    const text = JSON.stringify(t.data);
    for (const secret of [theirs.order.sn, theirParcel.sn, '999.00', other.user.email!, 'other question']) expect(text).not.toContain(secret);

    const visitor = await h.call('/api/chat/send', { text: 'hi from a visitor' }, { headers: { Guid: `dev-${T0}-thread` } });
    expect(visitor.code).toBe(1);
    const vConv = (await staffCall(h, 'queue', {}, s.cookie)).data.find((r: { last: { id: number } }) => r.last?.id === visitor.data.id);
    expect(vConv.who).toMatchObject({ user_id: null, name: `Visitor ${`dev-${T0}-thread`.slice(0, 6)}` });
    const vt = await staffCall(h, 'thread', { id: vConv.id }, s.cookie);
    expect(vt.data.context).toEqual({ user: null, orders: [], parcels: [] });
    expect((await staffCall(h, 'thread', { id: 999_999 }, s.cookie)).code).toBe(0);
  });

  it('done takes a conversation off the open queue; the shopper’s next message opens it again, waiting', async () => {
    const { h, at } = state;
    const s = await signedInStaff(h, 'Jun');
    const me = await newShopper(h.db);
    await say(h, me.token, 'thanks, all good');
    const conv = await convOf(h, me.user.id);
    expect(await staffCall(h, 'done', { id: conv.id }, s.cookie)).toMatchObject({ code: 1, data: { id: conv.id, status: 'done' } });
    const ids = async (status: string) => (await staffCall(h, 'queue', { status }, s.cookie)).data.map((r: { id: number }) => r.id);
    expect(await ids('open')).not.toContain(conv.id);
    expect(await ids('done')).toContain(conv.id);
    at(T0 + 900);
    await say(h, me.token, 'one more thing');
    at(null);
    expect(await ids('done')).not.toContain(conv.id);
    const row = (await staffCall(h, 'queue', {}, s.cookie)).data.find((r: { id: number }) => r.id === conv.id);
    expect(row).toMatchObject({ status: 'open', waiting_since: T0 + 900 });
  });

  it('read marks only go forward and never past the newest message', async () => {
    const { h } = state;
    const s = await signedInStaff(h, 'Kai');
    const me = await newShopper(h.db);
    const m = (await say(h, me.token, 'read me')).data.id;
    const conv = await convOf(h, me.user.id);
    expect(await staffCall(h, 'read', { id: conv.id, message_id: m + 1000 }, s.cookie)).toMatchObject({ code: 1, data: { staff_read_id: m } });
    expect(await staffCall(h, 'read', { id: conv.id, message_id: 1 }, s.cookie)).toMatchObject({ code: 1, data: { staff_read_id: m } });
    expect((await staffCall(h, 'queue', {}, s.cookie)).data.find((r: { id: number }) => r.id === conv.id).unread).toBe(0);
  });
});

describe('staff pictures', () => {
  const png = async () => new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#06c' } }).png().toBuffer());
  const upload = async (h: Harness, cookie: string, bytes: Uint8Array, name = 'p.png') => {
    const body = new FormData();
    body.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
    return h.call('/ops/chat/upload', {}, { headers: { cookie }, body });
  };
  /** The shopper's upload pass cookie, as any signed-in call hands it out. */
  const passOf = async (h: Harness, token: string) => {
    const res = await h.app.request('/api/chat/history', { method: 'POST', headers: { token, Guid: 'x' } });
    return res.headers.getSetCookie().find((c) => c.startsWith('upass='))!.split(';')[0];
  };
  const open = (h: Harness, url: string, cookie?: string) => h.app.request(url, { headers: cookie ? { cookie } : {} });

  it('a picture staff send is opened by that shopper and staff only; another shopper, a stranger and another conversation are refused', async () => {
    const { h } = state;
    const s = await signedInStaff(h, 'Lena');
    const me = await newShopper(h.db);
    const other = await newShopper(h.db);
    await say(h, me.token, 'can you show me?');
    await say(h, other.token, 'me too');
    const [conv, otherConv] = [await convOf(h, me.user.id), await convOf(h, other.user.id)];
    const up = await upload(h, s.cookie, await png());
    expect(up).toMatchObject({ code: 1, data: { url: expect.stringMatching(/^\/uploads\/chat\//) } });
    expect((await upload(h, s.cookie, new TextEncoder().encode('not an image'), 'x.png')).code).toBe(0);
    const url = up.data.url as string;
    const sent = await staffCall(h, 'reply', { id: conv.id, kind: 'picture', picture: url }, s.cookie);
    expect(sent).toMatchObject({ code: 1, data: { kind: 'picture', picture: url, author: 'staff', staff_name: 'Lena' } });
    // Not again into another conversation, and nothing that staff did not upload.
    expect((await staffCall(h, 'reply', { id: otherConv.id, kind: 'picture', picture: url }, s.cookie)).code).toBe(0);
    expect((await staffCall(h, 'reply', { id: otherConv.id, kind: 'picture', picture: '/uploads/user/x.png' }, s.cookie)).code).toBe(0);

    expect((await open(h, url, await passOf(h, me.token))).status).toBe(200);
    expect((await open(h, url, await passOf(h, other.token))).status).toBe(404);
    expect((await open(h, url)).status).toBe(404);
    const staffUploadsCookie = (await staffSignIn(h, s.email, s.password)).cookies.find((c) => /Path=\/uploads/.test(c))!.split(';')[0];
    expect((await open(h, url, staffUploadsCookie)).status).toBe(200);
    // The shopper sees it in their history too, with the staff member's name.
    const hist = await h.call('/api/chat/history', {}, { token: me.token });
    expect(hist.data.list.at(-1)).toMatchObject({ kind: 'picture', picture: url, staff_name: 'Lena' });
    // A visitor cannot be sent one (they could not open it).
    const v = await h.call('/api/chat/send', { text: 'visitor here' }, { headers: { Guid: `dev-${T0}-pic` } });
    const vConv = (await staffCall(h, 'queue', {}, s.cookie)).data.find((r: { last: { id: number } }) => r.last?.id === v.data.id);
    const up2 = await upload(h, s.cookie, await png());
    expect(await staffCall(h, 'reply', { id: vConv.id, kind: 'picture', picture: up2.data.url }, s.cookie)).toMatchObject({ code: 0, msg: 'Pictures reach signed-in shoppers only: this visitor has not signed in' });
  });
});
