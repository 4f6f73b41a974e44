import { describe, it, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { harnessWithClock } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { balanceOf } from './pay-fixtures';
import { codeFor } from './account-helpers';
import { config, withdrawals } from '../../server/db/schema';
import { ledgerBalance } from '../../server/domain/money/wallet';
import { withdrawalFee } from '../../server/domain/money/withdrawals';

const clock = harnessWithClock();
const h = () => clock.h;

const call = (path: string, params: Record<string, string | number>, token: string, lang = 'en') => h().call(path, params, { token, lang });
const bank = { bank_name: 'Lakeshore National Bank', account_name: 'Ann Shopper', account_no: '000123456789' };
const withdraw = (token: string, amount: string, extra: Record<string, string> = {}) => call('/api/cash/addCashNew', { amount, ...bank, ...extra }, token);

/** The wallet is the sum of its ledger after every flow. */
async function exact(userId: number) {
  expect(await balanceOf(h().db, userId)).toBe(await ledgerBalance(h().db, userId));
}

async function setPayPassword(token: string, email: string, password = '246810') {
  const sent = await call('/api/ems/send', { event: 'paypassword', email }, token);
  expect(sent.code).toBe(1);
  const r = await call('/api/paypassword/set', { password, captcha: await codeFor(h(), email, 'paypassword') }, token);
  expect(r).toMatchObject({ code: 1, msg: 'Pay password saved' });
}

describe('withdrawals (cash)', () => {
  it('answers the rules, with the available balance and what is frozen', async () => {
    const { token } = await newShopper(h().db, { balanceFen: 30_000 });
    const r = await call('/api/cash/getConfig', {}, token);
    expect(r.data).toEqual({ min: '50.00', max: '50000.00', fee_rate: 1, fee_min: '5.00', available: '300.00', frozen: '0.00', pay_password: false });
  });

  it('fee: 1 % rounded half up to the fen, at least ¥5, never more than the amount', () => {
    const rules = { feeRate: 1, feeMinFen: 500 };
    expect(withdrawalFee(100_000, rules)).toBe(1000);
    expect(withdrawalFee(123_450, rules)).toBe(1235);
    expect(withdrawalFee(10_000, rules)).toBe(500);
    expect(withdrawalFee(300, rules)).toBe(300);
  });

  it('freezes the amount at once; the operator pays it; the records show every movement with the balance after it', async () => {
    const { user, token } = await newShopper(h().db, { balanceFen: 30_000 });
    const r = await withdraw(token, '100.00');
    expect(r).toMatchObject({ code: 1, msg: 'Withdrawal requested' });
    expect(r.data).toMatchObject({ amount: '100.00', fee: '5.00', net: '95.00', status: 0, status_text: 'Being processed', bank_name: bank.bank_name });
    expect(r.data.sn).toMatch(/^W\d{12}$/);
    expect((await call('/api/cash/getConfig', {}, token)).data).toMatchObject({ available: '200.00', frozen: '100.00' });
    expect((await call('/api/pay/rechargeRecord', {}, token)).data).toEqual({ available: '200.00', frozen: '100.00', recharged: '300.00', pending_recharges: 0 });

    const paid = await h().ops('withdrawal_pay', { id: r.data.id });
    expect(paid.data).toMatchObject({ id: r.data.id, status: 1 });
    expect((await h().ops('withdrawal_pay', { id: r.data.id })).msg).toBe('This withdrawal has already been processed');
    const list = await call('/api/cash/lists', { page: 1, pagesize: 10 }, token, 'ru');
    expect(list.data.data[0]).toMatchObject({ id: r.data.id, status: 1, status_text: 'Выплачено' });
    expect((await call('/api/cash/getConfig', {}, token)).data).toMatchObject({ available: '200.00', frozen: '0.00' });

    const records = await call('/api/pay/expensesRecord', { page: 1, pagesize: 10 }, token);
    expect(records.data.data.map((e: { type: string; amount: string; balance: string; ref_sn: string }) => [e.type, e.amount, e.balance, e.ref_sn]))
      .toEqual([['withdrawal', '-100.00', '200.00', r.data.sn], ['recharge', '300.00', '300.00', '']]);
    await exact(user.id);
  });

  it('a rejection and a cancellation put the money back; only a pending request can be cancelled', async () => {
    const { user, token } = await newShopper(h().db, { balanceFen: 30_000 });
    const a = await withdraw(token, '100.00');
    const b = await withdraw(token, '60.00');
    const rejected = await h().ops('withdrawal_reject', { id: a.data.id, reason: 'The account number is not valid' });
    expect(rejected.data.status).toBe(-1);
    const cancelled = await call('/api/cash/cancel', { id: b.data.id }, token);
    expect(cancelled).toMatchObject({ code: 1, msg: 'Withdrawal cancelled, the money is back in your balance' });
    expect(cancelled.data.status).toBe(-2);
    expect((await call('/api/cash/cancel', { id: a.data.id }, token)).msg).toBe('This withdrawal has already been processed');
    const list = (await call('/api/cash/lists', { page: 1, pagesize: 10 }, token)).data.data;
    expect(list.find((w: { id: number }) => w.id === a.data.id)).toMatchObject({ status: -1, reason: 'The account number is not valid', status_text: 'Rejected' });
    expect(await balanceOf(h().db, user.id)).toBe(30_000);
    const kinds = (await call('/api/pay/expensesRecord', { page: 1, pagesize: 10, type: 'withdrawal_return' }, token)).data;
    expect(kinds.total).toBe(2);
    expect(kinds.data[0].type_text).toBe('Withdrawal returned');
    await exact(user.id);
  });

  it('refuses amounts outside the rules, more than is available, and a bank not on the list; a listed bank is named in the language', async () => {
    const { user, token } = await newShopper(h().db, { balanceFen: 30_000 });
    expect((await withdraw(token, '49.99')).msg).toBe('The smallest withdrawal is ¥50.00');
    expect((await withdraw(token, '50001')).msg).toBe('The largest withdrawal is ¥50000.00');
    expect((await withdraw(token, '300.01')).msg).toBe('Insufficient balance: you have ¥300.00');
    expect((await withdraw(token, '12.345')).code).toBe(0);
    expect((await call('/api/cash/addCash', { amount: '60', bank_id: 99_999, account_name: 'A', account_no: '1' }, token)).msg).toBe('This bank is not on the list');
    const banks = (await call('/api/cash/bankLists', {}, token, 'zh-cn')).data as { id: number; name: string; needs_swift: boolean }[];
    expect(banks.length).toBeGreaterThan(2);
    const swiftBank = banks.find((b) => b.needs_swift)!;
    expect((await call('/api/cash/addCash', { amount: '60', bank_id: swiftBank.id, account_name: 'A', account_no: '1' }, token)).code).toBe(0);
    const ok = await call('/api/cash/addCash', { amount: '60', bank_id: swiftBank.id, account_name: 'A', account_no: '1', swift: 'LKSNUS33' }, token, 'zh-cn');
    expect(ok.data.bank_name).toBe(swiftBank.name);
    expect(await balanceOf(h().db, user.id)).toBe(24_000);
    await exact(user.id);
  });

  it('the operator changes the rules with config rows', async () => {
    const { token } = await newShopper(h().db, { balanceFen: 30_000 });
    await h().db.insert(config).values([{ name: 'cash_min_fen', section: 'cash', value: 1000 }, { name: 'cash_fee_rate', section: 'cash', value: 2 }]);
    try {
      expect((await call('/api/cash/getConfig', {}, token)).data).toMatchObject({ min: '10.00', fee_rate: 2 });
      expect((await withdraw(token, '20')).data).toMatchObject({ fee: '5.00', net: '15.00' });
    } finally {
      await h().db.delete(config).where(eq(config.section, 'cash'));
    }
  });

  it('50 concurrent withdrawals of 60 % of the balance: exactly one is accepted', async () => {
    const { user, token } = await newShopper(h().db, { balanceFen: 100_000 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(token, '600.00')));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(await balanceOf(h().db, user.id)).toBe(40_000);
    await exact(user.id);
  });

  it('withdrawals racing payments never take the available balance below zero', async () => {
    const { user, token } = await newShopper(h().db, { balanceFen: 10_000 });
    const groups = await Promise.all(Array.from({ length: 10 }, () => makeOrder(h().db, user.id, { priceFen: 3000 })));
    const answers = await Promise.all(groups.flatMap(({ group }) => [
      call('/api/paywallet/payBalance', { sn: group.sn }, token), withdraw(token, '60.00'),
    ]));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(await balanceOf(h().db, user.id)).toBeGreaterThanOrEqual(0);
    const paid = answers.filter((a, i) => i % 2 === 0 && a.code === 1).length;
    const asked = answers.filter((a, i) => i % 2 === 1 && a.code === 1).length;
    expect(paid * 3000 + asked * 6000).toBeLessThanOrEqual(10_000);
    expect(await balanceOf(h().db, user.id)).toBe(10_000 - paid * 3000 - asked * 6000);
    await exact(user.id);
  });

  it("another shopper's withdrawal can be neither read nor cancelled", async () => {
    const owner = await newShopper(h().db, { balanceFen: 30_000 });
    const other = await newShopper(h().db, { balanceFen: 30_000 });
    const w = await withdraw(owner.token, '100');
    expect((await call('/api/cash/cancel', { id: w.data.id }, other.token)).msg).toBe('Withdrawal not found');
    expect((await call('/api/cash/lists', { page: 1, pagesize: 10 }, other.token)).data.total).toBe(0);
    const [row] = await h().db.select().from(withdrawals).where(eq(withdrawals.id, w.data.id));
    expect(row.status).toBe(0);
    expect(await balanceOf(h().db, other.user.id)).toBe(30_000);
  });

  it('needs a login', async () => {
    expect((await h().call('/api/cash/getConfig', {})).code).toBe(401);
    expect((await h().call('/api/pay/expensesRecord', {})).code).toBe(401);
  });
});

describe('pay password', () => {
  it('is set with a code sent to the account e-mail, then asked when paying from the balance and withdrawing', async () => {
    const { user, token } = await newShopper(h().db, { balanceFen: 30_000 });
    expect((await call('/api/paypassword/haspassword', {}, token)).data).toEqual({ has: false });
    expect((await call('/api/paypassword/getConfig', {}, token)).data).toEqual({ length: 6, max_tries: 5, lock_minutes: 30, email: user.email });
    expect((await call('/api/paypassword/set', { password: '12345', captcha: '000000' }, token)).msg).toBe('The pay password is 6 digits');
    expect((await call('/api/paypassword/set', { password: '123456', captcha: '000000' }, token)).code).toBe(0);
    await setPayPassword(token, user.email!);
    expect((await call('/api/paypassword/haspassword', {}, token)).data).toEqual({ has: true });

    const { group } = await makeOrder(h().db, user.id, { priceFen: 1000 });
    expect((await call('/api/paywallet/payBalance', { sn: group.sn }, token)).msg).toBe('Enter your pay password');
    expect((await call('/api/paywallet/payBalance', { sn: group.sn, pay_password: '111111' }, token)).msg).toBe('Wrong pay password. Tries left: 4');
    expect(await balanceOf(h().db, user.id)).toBe(30_000);
    expect((await call('/api/paywallet/payBalance', { sn: group.sn, pay_password: '246810' }, token)).code).toBe(1);
    expect(await balanceOf(h().db, user.id)).toBe(29_000);

    expect((await withdraw(token, '100')).msg).toBe('Enter your pay password');
    expect((await withdraw(token, '100', { pay_password: '246810' })).code).toBe(1);
    await exact(user.id);
  });

  it('locks after 5 wrong tries for 30 minutes, saying how long; a right one resets the count', async () => {
    const { user, token } = await newShopper(h().db);
    await setPayPassword(token, user.email!);
    const start = Math.floor(Date.now() / 1000);
    clock.at(start);
    const check = (password: string) => call('/api/paypassword/check', { password }, token);
    expect((await check('000001')).msg).toBe('Wrong pay password. Tries left: 4');
    expect((await check('246810')).data).toEqual({ ok: true });
    for (const left of [4, 3, 2, 1]) expect((await check('000001')).msg).toBe(`Wrong pay password. Tries left: ${left}`);
    expect((await check('000001')).msg).toBe('Too many wrong pay passwords. Try again in 30 min.');
    expect((await check('246810')).msg).toBe('Too many wrong pay passwords. Try again in 30 min.');
    clock.at(start + 29 * 60 + 1);
    expect((await check('246810')).msg).toBe('Too many wrong pay passwords. Try again in 1 min.');
    clock.at(start + 30 * 60);
    expect((await check('246810')).data).toEqual({ ok: true });
    expect((await check('000001')).msg).toBe('Wrong pay password. Tries left: 4');
  });

  it('is changed with the old one, which counts as a try', async () => {
    const { user, token } = await newShopper(h().db);
    await setPayPassword(token, user.email!);
    expect((await call('/api/paypassword/change', { oldpassword: '999999', newpassword: '135791' }, token)).msg).toBe('Wrong pay password. Tries left: 4');
    expect((await call('/api/paypassword/change', { oldpassword: '246810', newpassword: '1357' }, token)).msg).toBe('The pay password is 6 digits');
    expect((await call('/api/paypassword/change', { oldpassword: '246810', newpassword: '135791' }, token)).code).toBe(1);
    expect((await call('/api/paypassword/check', { password: '135791' }, token)).code).toBe(1);
  });

  it('cannot be checked or changed before it is set', async () => {
    const { token } = await newShopper(h().db);
    expect((await call('/api/paypassword/check', { password: '123456' }, token)).msg).toBe('You have not set a pay password');
  });
});

describe('records', () => {
  it('lists recharges with their method, newest first, in the language', async () => {
    const { user, token } = await newShopper(h().db, { balanceFen: 5000 });
    await h().ops('recharge', { user_id: user.id, amount: '20.00' });
    const r = await call('/api/pay/rechargeRecordList', { page: 1, pagesize: 10 }, token, 'zh-cn');
    expect(r.data.total).toBe(2);
    expect(r.data.data[0]).toMatchObject({ amount: '20.00', balance: '70.00', method: 'ops', method_text: '客服充值' });
    const all = await call('/api/pay/expensesRecord', { page: 1, pagesize: 1 }, token, 'ru');
    expect(all.data).toMatchObject({ total: 2, last_page: 2 });
    expect(all.data.data[0]).toMatchObject({ type: 'recharge', type_text: 'Пополнение', amount: '20.00', ref_type: 'ops' });
  });
});
