import { describe, it, expect, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { balanceOf } from './pay-fixtures';
import { coupons, orderGroups } from '../../server/db/schema';
import { releaseGroupCoupon } from '../../server/domain/money/coupon-on-bill';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const activate = (token: string, code: string, lang = 'en') => h.call('/api/couponrule/activate', { code }, { token, lang });
const useCoupon = (token: string, sn: string, coupon_id: number | string) => h.call('/api/paywallet/useCoupon', { sn, coupon_id }, { token });
const list = (token: string, status: number) => h.call('/api/coupon/lists', { status, page: 1 }, { token });

/** A shopper holding the WELCOME10 coupon (¥10 off ¥50). */
async function withWelcome(balanceFen = 100_000) {
  const s = await newShopper(h.db, { balanceFen });
  const r = await activate(s.token, 'WELCOME10');
  return { ...s, couponId: r.data.id as number };
}

describe('couponrule/activate', () => {
  it('issues the coupon of a code once, with its amount, minimum and expiry', async () => {
    const { token } = await newShopper(h.db);
    const r = await activate(token, 'welcome10');
    expect(r).toMatchObject({ code: 1, msg: 'Coupon activated', data: { name: 'Welcome coupon ¥10', amount: '10.00', min: '50.00', status: 0 } });
    expect(r.data.expires_at - r.data.created_at).toBe(30 * 86400);
    expect(await activate(token, 'WELCOME10')).toMatchObject({ code: 0, msg: 'You have already activated this coupon' });
    expect((await activate(token, 'WELCOME10', 'ru')).msg).toBe('Вы уже активировали этот купон');
  });

  it('refuses an unknown code and a rule that has run out', async () => {
    const { token } = await newShopper(h.db);
    expect(await activate(token, 'NOSUCHCODE')).toMatchObject({ code: 0, msg: 'This coupon code does not exist', data: null });
    expect(await activate(token, 'LAUNCH50')).toMatchObject({ code: 0, msg: 'This coupon has run out' });
    expect((await list(token, 0)).data.total).toBe(0);
  });

  it('names the missing code and needs a login', async () => {
    const { token } = await newShopper(h.db);
    const r = await h.call('/api/couponrule/activate', {}, { token });
    expect(r.code).toBe(0);
    expect(r.msg).toContain('code');
    expect((await h.call('/api/couponrule/activate', { code: 'WELCOME10' })).status).toBe(401);
  });
});

describe('coupon/lists and uselist', () => {
  it('lists usable, used and expired coupons apart, paged, and only the user’s own', async () => {
    const { user, token, couponId } = await withWelcome();
    const nomin = (await activate(token, 'NOMIN5')).data.id;
    await h.db.update(coupons).set({ expiresAt: 1000 }).where(eq(coupons.id, nomin));
    const usable = await list(token, 0);
    expect(usable.data).toMatchObject({ total: 1, current_page: 1, per_page: 10, last_page: 1 });
    expect(usable.data.data[0]).toMatchObject({ id: couponId, status: 0 });
    expect((await list(token, 2)).data.data.map((c: { id: number }) => c.id)).toEqual([nomin]);
    expect((await list(token, 1)).data.total).toBe(0);
    const { group } = await makeOrder(h.db, user.id);
    await useCoupon(token, group.sn, couponId);
    await h.call('/api/paywallet/payBalance', { sn: group.sn }, { token });
    expect((await list(token, 1)).data.data[0]).toMatchObject({ id: couponId, status: 1 });
    const other = await newShopper(h.db);
    expect((await list(other.token, 0)).data.total).toBe(0);
    expect((await h.call('/api/coupon/lists', { status: 7 }, { token })).msg).toContain('status');
    expect((await h.call('/api/coupon/lists', { status: 0 })).status).toBe(401);
  });

  it('answers the coupons usable for an amount or an order group', async () => {
    const { user, token, couponId } = await withWelcome();
    const ids = (r: { data: { id: number }[] }) => r.data.map((c) => c.id);
    expect(ids(await h.call('/api/coupon/uselist', { amount: '60' }, { token }))).toEqual([couponId]);
    expect(ids(await h.call('/api/coupon/uselist', { amount: '49.99' }, { token }))).toEqual([]);
    const { group } = await makeOrder(h.db, user.id, { priceFen: 5000 });
    expect(ids(await h.call('/api/coupon/uselist', { sn: group.sn }, { token }))).toEqual([couponId]);
    const other = await newShopper(h.db);
    expect(await h.call('/api/coupon/uselist', { sn: group.sn }, { token: other.token })).toMatchObject({ code: 0, msg: 'Bill not found', data: null });
    expect((await h.call('/api/coupon/uselist', {}, { token })).msg).toContain('sn');
    expect((await h.call('/api/coupon/uselist', { amount: 'abc' }, { token })).msg).toContain('amount');
  });
});

describe('paywallet/useCoupon', () => {
  it('takes the coupon off what an order group owes; paying uses it', async () => {
    const { user, token, couponId } = await withWelcome();
    const { group } = await makeOrder(h.db, user.id, { priceFen: 6000 });
    const r = await useCoupon(token, group.sn, couponId);
    expect(r.data).toMatchObject({ amount: '50.00', coupon: { id: couponId, amount: '10.00' } });
    expect(r.data.lines).toContainEqual({ label: 'Coupon', amount: '-10.00' });
    const paid = await h.call('/api/paywallet/payBalance', { sn: group.sn }, { token });
    expect(paid.data.balance).toBe('950.00');
    expect(await balanceOf(h.db, user.id)).toBe(95_000);
    const [c] = await h.db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(c).toMatchObject({ status: 1, usedRef: group.sn });
    const next = await makeOrder(h.db, user.id, { priceFen: 6000 });
    expect((await useCoupon(token, next.group.sn, couponId)).msg).toBe('This coupon has already been used');
  });

  it('removes the coupon with coupon_id 0 or empty', async () => {
    const { user, token, couponId } = await withWelcome();
    const { group } = await makeOrder(h.db, user.id);
    expect((await useCoupon(token, group.sn, couponId)).data.amount).toBe('40.00');
    expect((await useCoupon(token, group.sn, 0)).data).toMatchObject({ amount: '50.00', coupon: null });
    await useCoupon(token, group.sn, couponId);
    expect((await useCoupon(token, group.sn, '')).data).toMatchObject({ amount: '50.00', coupon: null });
  });

  it('refuses a coupon whose minimum is not met, an expired one, and one already on another order', async () => {
    const { user, token, couponId } = await withWelcome();
    const small = await makeOrder(h.db, user.id, { priceFen: 4000 });
    expect(await useCoupon(token, small.group.sn, couponId)).toMatchObject({ code: 0, msg: 'This coupon needs an order of at least ¥50.00' });
    const a = await makeOrder(h.db, user.id);
    const b = await makeOrder(h.db, user.id);
    expect((await useCoupon(token, a.group.sn, couponId)).code).toBe(1);
    expect((await useCoupon(token, b.group.sn, couponId)).msg).toBe('This coupon is already applied to another order');
    await h.db.update(coupons).set({ expiresAt: 1000 }).where(eq(coupons.id, couponId));
    expect((await useCoupon(token, b.group.sn, couponId)).msg).toBe('This coupon has expired');
    // An expired coupon no longer counts on the group it was put on.
    expect((await h.call('/api/paywallet/getInvoice', { sn: a.group.sn }, { token })).data).toMatchObject({ amount: '50.00', coupon: null });
  });

  it("refuses another user's coupon and another user's order group; a single order takes one too (coupon-bills.test.ts)", async () => {
    const mine = await withWelcome();
    const theirs = await withWelcome();
    const { group, order } = await makeOrder(h.db, mine.user.id);
    expect(await useCoupon(mine.token, group.sn, theirs.couponId)).toMatchObject({ code: 0, msg: 'Coupon not found', data: null });
    expect(await useCoupon(theirs.token, group.sn, theirs.couponId)).toMatchObject({ code: 0, msg: 'Bill not found', data: null });
    expect((await h.db.select().from(orderGroups).where(eq(orderGroups.id, group.id)))[0].couponId).toBeNull();
    expect((await useCoupon(theirs.token, order.sn, theirs.couponId)).msg).toBe('Bill not found');
    expect((await useCoupon(mine.token, order.sn, mine.couponId)).data).toMatchObject({ amount: '40.00', coupon: { id: mine.couponId, amount: '10.00' } });
  });

  it('refuses a paid group, names a bad field and needs a login', async () => {
    const { user, token, couponId } = await withWelcome();
    const { group } = await makeOrder(h.db, user.id, { status: 1 });
    expect((await useCoupon(token, group.sn, couponId)).msg).toBe('This bill has already been paid');
    expect((await useCoupon(token, group.sn, 'x')).msg).toContain('coupon_id');
    expect((await h.call('/api/paywallet/useCoupon', { coupon_id: couponId }, { token })).msg).toContain('sn');
    expect((await h.call('/api/paywallet/useCoupon', { sn: group.sn, coupon_id: couponId })).status).toBe(401);
  });

  it('gives the coupon back when its group is cancelled, paid or not', async () => {
    const { user, token, couponId } = await withWelcome();
    const unpaid = await makeOrder(h.db, user.id);
    await useCoupon(token, unpaid.group.sn, couponId);
    await releaseGroupCoupon(h.db, unpaid.group.id);
    expect((await h.db.select().from(orderGroups).where(eq(orderGroups.id, unpaid.group.id)))[0]).toMatchObject({ couponId: null, couponFen: 0 });
    const paid = await makeOrder(h.db, user.id);
    await useCoupon(token, paid.group.sn, couponId);
    await h.call('/api/paywallet/payBalance', { sn: paid.group.sn }, { token });
    expect((await list(token, 0)).data.total).toBe(0);
    await releaseGroupCoupon(h.db, paid.group.id);
    expect((await list(token, 0)).data.data[0]).toMatchObject({ id: couponId, status: 0 });
  });
});
