import { describe, it, expect, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { newShopper } from './fixtures';
import { users } from '../../server/db/schema';
import { remindAddress } from '../../server/domain/account/email-remind';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const call = (path: string, params: Record<string, string | number>, token: string, lang = 'en') => h.call(path, params, { token, lang });
const lists = (token: string, lang = 'en') => call('/api/emailremind/lists', {}, token, lang);
const now = () => Math.floor(Date.now() / 1000);

describe('emailremind', () => {
  it('lists the account e-mail as the default and every event, switched on, with titles in the language asked', async () => {
    const { user, token } = await newShopper(h.db);
    const r = await lists(token);
    expect(r.data.emails).toEqual([{ id: expect.any(Number), email: user.email, is_default: 1 }]);
    expect(r.data.events.map((e: { event: string }) => e.event))
      .toEqual(['order_bought', 'order_arrived', 'order_problem', 'parcel_weighed', 'parcel_shipped', 'refund_decided', 'withdrawal_decided', 'chat_reply']);
    expect(r.data.events.every((e: { status: number }) => e.status === 1)).toBe(true);
    expect(r.data.events[0].title).toBe('Order bought from the seller');
    expect((await lists(token, 'ru')).data.events[6].title).toBe('Решение по выводу средств');
    expect((await lists(token)).data.emails).toEqual(r.data.emails);
  });

  it('keeps the switches per shopper', async () => {
    const a = await newShopper(h.db);
    const b = await newShopper(h.db);
    expect(await call('/api/emailremind/setRemind', { event: 'parcel_shipped', status: 0 }, a.token)).toMatchObject({ code: 1, msg: 'Saved', data: null });
    await call('/api/emailremind/setRemind', { event: 'order_bought', status: 0 }, a.token);
    await call('/api/emailremind/setRemind', { event: 'order_bought', status: 1 }, a.token);
    const statuses = (token: string) => lists(token).then((r) => Object.fromEntries(r.data.events.map((e: { event: string; status: number }) => [e.event, e.status])));
    expect(await statuses(a.token)).toMatchObject({ parcel_shipped: 0, order_bought: 1, refund_decided: 1 });
    expect(await statuses(b.token)).toMatchObject({ parcel_shipped: 1 });
    expect(await remindAddress(h.db, a.user.id, 'parcel_shipped', now())).toBeNull();
    expect(await remindAddress(h.db, a.user.id, 'order_bought', now())).toBe(a.user.email);
    expect((await call('/api/emailremind/setRemind', { event: 'everything', status: 0 }, a.token)).msg).toBe('Invalid parameter: event');
    expect((await call('/api/emailremind/setRemind', { event: 'order_bought', status: 2 }, a.token, 'zh-cn')).msg).toBe('参数错误：status');
    expect((await call('/api/emailremind/setRemind', { event: 'order_bought' }, a.token, 'ru')).msg).toBe('Поле status не может быть пустым');
  });

  it('an earlier account e-mail stays an address; the default is chosen among the shopper\'s own only', async () => {
    const { user, token } = await newShopper(h.db);
    const other = await newShopper(h.db);
    const old = (await lists(token)).data.emails[0];
    await h.db.update(users).set({ email: `new_${user.email}` }).where(eq(users.id, user.id));
    const two = (await lists(token)).data.emails;
    expect(two).toEqual([{ id: old.id, email: user.email, is_default: 0 }, { id: expect.any(Number), email: `new_${user.email}`, is_default: 1 }]);
    expect((await call('/api/emailremind/setDefault', { id: old.id }, token)).code).toBe(1);
    expect((await lists(token)).data.emails.map((e: { is_default: number }) => e.is_default)).toEqual([1, 0]);
    expect(await remindAddress(h.db, user.id, 'refund_decided', now())).toBe(user.email);

    const theirs = (await lists(other.token)).data.emails[0];
    expect((await call('/api/emailremind/setDefault', { id: theirs.id }, token)).msg).toBe('E-mail address not found');
    expect((await call('/api/emailremind/setDefault', { id: old.id }, other.token)).msg).toBe('E-mail address not found');
    expect((await lists(token)).data.emails.map((e: { is_default: number }) => e.is_default)).toEqual([1, 0]);
    expect((await lists(other.token)).data.emails).toEqual([{ ...theirs, is_default: 1 }]);

    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => call('/api/emailremind/setDefault', { id: two[i % 2].id }, token)));
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect((await lists(token)).data.emails.filter((e: { is_default: number }) => e.is_default)).toHaveLength(1);
  });

  it('needs a login', async () => {
    expect((await h.call('/api/emailremind/lists', {})).status).toBe(401);
    expect((await h.call('/api/emailremind/setRemind', { event: 'order_bought', status: 0 })).status).toBe(401);
  });
});
