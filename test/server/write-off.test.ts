import { describe, it, expect, beforeAll, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { parcels, users } from '../../server/db/schema';
import { hashPassword } from '../../server/domain/account/passwords';
import { requestWithdrawal } from '../../server/domain/money/withdrawals';
import { harness, type Harness } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { registerShopper } from './account-helpers';
import { pack, parcelWorld, shopperWithGoods, simulatePay, type World } from './parcel-setup';

/*
 * Issue 33 item 1: an account that holds money or goods on their way is not deleted. write_off refuses, saying
 * what to do first, deletes nothing, and the shopper still signs in; write_off_check tells the page beforehand.
 */
let h: Harness;
let w: World;
beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {}); // the [outbox] lines
  h = await harness();
  w = await parcelWorld(h);
});

const PASSWORD = 'secret123';
const check = (token: string, lang = 'en') => h.call('/api/user/write_off_check', {}, { token, lang, method: 'GET' });
const writeOff = (token: string, lang = 'en') => h.call('/api/user/write_off', { password: PASSWORD }, { token, lang });
const signIn = (account: string) => h.call('/api/user/login', { account, password: PASSWORD });

describe('write_off with money in the wallet', () => {
  it('refuses a shopper holding ¥100, who keeps the money and still signs in', async () => {
    const s = await registerShopper(h, { password: PASSWORD });
    expect((await h.ops('recharge', { user_id: s.userinfo.id, amount: '100' })).code).toBe(1);

    const text = 'Withdraw or spend your balance of ¥100.00 first.';
    const refused = await writeOff(s.token);
    expect(refused).toMatchObject({ code: 0, msg: `Your account cannot be deleted yet. ${text}` });
    expect(refused.data.blockers.map((b: { kind: string }) => b.kind)).toEqual(['balance']);
    expect((await writeOff(s.token, 'ru')).msg).toBe('Аккаунт пока нельзя удалить. Сначала выведите или потратьте деньги на балансе: ¥100.00.');
    expect((await writeOff(s.token, 'zh-cn')).msg).toBe('账号暂时无法注销。请先提现或用完余额 ¥100.00。');

    const info = await h.call('/api/user/info', {}, { token: s.token });
    expect(info.code).toBe(1);
    expect(info.data.userinfo.money).toBe('100.00');
    const again = await signIn(s.email);
    expect(again.code).toBe(1);
    expect(again.data.userinfo).toMatchObject({ id: s.userinfo.id, money: '100.00' });
    // The page asks first, without the password.
    expect((await check(s.token)).data).toEqual({ blockers: [{ kind: 'balance', text, link: '/pages/member/cash/index' }] });
  });

  it('counts a withdrawal being paid out as money held, even with the balance at ¥0', async () => {
    const s = await registerShopper(h, { password: PASSWORD });
    await h.ops('recharge', { user_id: s.userinfo.id, amount: '100' });
    await requestWithdrawal(h.db, s.userinfo.id, { amountFen: 10_000, bankId: 0, bankName: 'Test bank', accountName: 'A', accountNo: '1', swift: '', remark: '' }, Math.floor(Date.now() / 1000));
    const r = await writeOff(s.token);
    expect(r).toMatchObject({ code: 0, msg: 'Your account cannot be deleted yet. Wait until your withdrawal of ¥100.00 is paid out.' });
    expect((await signIn(s.email)).data.userinfo.money).toBe('0.00');
  });
});

describe('write_off with goods on their way', () => {
  it('refuses a shopper whose parcel is on its way, and deletes the account once it is received', async () => {
    const s = await shopperWithGoods(h, w);
    await h.db.update(users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(users.id, s.user.id));
    const parcel = await pack(h, s, w.air.id);
    expect(parcel.code).toBe(1);
    expect((await h.ops('weigh', { id: parcel.data.id, weight: 1200, length: 30, width: 20, height: 10 })).code).toBe(1);
    await simulatePay(h, parcel.data.id);
    expect((await h.ops('ship', { id: parcel.data.id, tracking_no: 'EE123456789CN' })).code).toBe(1);

    const text = `Parcels on their way (1): ${parcel.data.sn}. Wait until you have received them.`;
    expect(await writeOff(s.token)).toMatchObject({ code: 0, msg: `Your account cannot be deleted yet. ${text}` });
    expect((await h.call('/api/user/info', {}, { token: s.token })).code).toBe(1);
    expect((await signIn(s.user.email!)).code).toBe(1);
    expect((await check(s.token)).data.blockers).toEqual([{ kind: 'parcels', text, link: '/pages/member/sendorder/index' }]);

    expect((await h.ops('deliver', { id: parcel.data.id })).code).toBe(1);
    expect((await h.db.select({ status: parcels.status }).from(parcels).where(eq(parcels.id, parcel.data.id)))[0].status).toBe(4);
    expect((await check(s.token)).data.blockers).toEqual([]);
    expect((await writeOff(s.token)).msg).toBe('Your account has been deleted');
    expect((await signIn(s.user.email!)).msg).toBe('Incorrect account or password');
  });

  it('names paid orders still being bought and goods in the warehouse, each with its page', async () => {
    const s = await newShopper(h.db);
    const bought = await makeOrder(h.db, s.user.id, { status: 2 });
    const stored = await makeOrder(h.db, s.user.id, { status: 3 });
    await makeOrder(h.db, s.user.id, { status: 0 }); // unpaid: nothing of the shopper's is in it
    await makeOrder(h.db, s.user.id, { status: 5 });
    const { blockers } = (await check(s.token)).data;
    expect(blockers).toEqual([
      { kind: 'orders', text: `Orders being bought for you (1): ${bought.order.sn}. Wait until they reach your warehouse, or cancel them.`, link: '/pages/member/order/index' },
      { kind: 'warehouse', text: `Orders with goods in your warehouse (1): ${stored.order.sn}. Ship them to you first.`, link: '/pages/member/myWarehouse/index' },
    ]);
  });
});

describe('write_off with nothing held', () => {
  it('deletes a shopper with no money and no goods, as before (points are not money)', async () => {
    const s = await registerShopper(h, { password: PASSWORD });
    await h.db.update(users).set({ score: 500 }).where(eq(users.id, s.userinfo.id));
    expect(await writeOff(s.token)).toMatchObject({ code: 1, msg: 'Your account has been deleted' });
    expect(await h.call('/api/user/info', {}, { token: s.token })).toMatchObject({ status: 401, code: 401 });
    expect((await signIn(s.email)).msg).toBe('Incorrect account or password');
  });

  it('write_off_check answers no blockers for such a shopper, and needs login', async () => {
    const s = await registerShopper(h, { password: PASSWORD });
    await h.db.update(users).set({ score: 500 }).where(eq(users.id, s.userinfo.id));
    expect((await check(s.token)).data).toEqual({ blockers: [] });
    expect(await h.call('/api/user/write_off_check', {})).toMatchObject({ status: 401, code: 401 });
  });
});
