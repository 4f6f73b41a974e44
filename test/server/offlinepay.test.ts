import { describe, it, expect, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { balanceOf, ledger, makeUpload, paymentsFor } from './pay-fixtures';
import { orderGroups, orders } from '../../server/db/schema';
import { ledgerBalance } from '../../server/domain/money/wallet';

let h: Harness;
let accountId: number;
beforeAll(async () => {
  h = await harness();
  const areas = await h.call('/api/offlinepay/arealist', {}, { method: 'GET' });
  accountId = (await h.call('/api/offlinepay/paylist', { area_id: areas.data[0].id })).data[0].id;
});

const remit = (token: string, params: Record<string, string | number>) =>
  h.call('/api/remit/add', { account_id: accountId, payer_name: 'Ivan Petrov', remark: 'ref OG', ...params }, { token });

/** A shopper owing ¥50 on an order group, with an uploaded receipt. */
async function owing(balanceFen = 0) {
  const s = await newShopper(h.db, { balanceFen });
  const { group, order } = await makeOrder(h.db, s.user.id);
  const proof = await makeUpload(h.db, s.user.id);
  return { ...s, group, order, proof };
}

describe('offlinepay areas and accounts', () => {
  it('lists the areas in the asked language', async () => {
    const en = await h.call('/api/offlinepay/arealist', {}, { method: 'GET' });
    expect(en.data.map((a: { name: string }) => a.name)).toEqual(expect.arrayContaining(['Russia', 'United States', 'China']));
    const ru = await h.call('/api/offlinepay/arealist', {}, { method: 'GET', lang: 'ru' });
    expect(ru.data[0].name).toBe('Россия');
  });

  it('lists the bank accounts of an area and answers one by id', async () => {
    const areas = (await h.call('/api/offlinepay/arealist')).data;
    const accounts = (await h.call('/api/offlinepay/paylist', { area_id: areas[1].id })).data;
    expect(accounts.length).toBeGreaterThan(0);
    expect(Object.keys(accounts[0]).sort()).toEqual(['account_name', 'account_no', 'area_id', 'bank_name', 'currency', 'id', 'note', 'swift']);
    expect(accounts[0].note).toMatch(/bank receipt/);
    const one = await h.call('/api/offlinepay/getinfo', { id: accounts[0].id }, { lang: 'zh-cn' });
    expect(one.data).toMatchObject({ id: accounts[0].id, account_no: accounts[0].account_no });
    expect(one.data.bank_name).toMatch(/[\u4e00-\u9fff]/);
    expect(one.data.note).toMatch(/银行回单/);
  });

  it('answers unknown ids as not found and names bad fields', async () => {
    expect(await h.call('/api/offlinepay/paylist', { area_id: 9999 })).toMatchObject({ code: 0, msg: 'Payment area not found', data: null });
    expect(await h.call('/api/offlinepay/getinfo', { id: 9999 })).toMatchObject({ code: 0, msg: 'Bank account not found' });
    expect((await h.call('/api/offlinepay/paylist', {})).msg).toContain('area_id');
    expect((await h.call('/api/offlinepay/getinfo', { id: 'abc' })).msg).toContain('id');
  });
});

describe('remit/add and offlinepay/record', () => {
  it('records a pending remittance for a bill; the invoice shows it pending; a second one is refused', async () => {
    const { token, group, proof } = await owing();
    const r = await remit(token, { sn: group.sn, amount: '50', currency: 'usd', proof });
    expect(r).toMatchObject({ code: 1, msg: 'Remittance submitted, we will check it shortly' });
    expect(r.data).toMatchObject({
      bill_sn: group.sn, bill_type: 'order_group', amount: '50.00', currency: 'USD', proof, status: 0, status_text: 'Pending review',
      payer_name: 'Ivan Petrov', review_note: '', reviewed_at: null, account: { id: accountId },
    });
    expect((await h.call('/api/paywallet/getInvoice', { sn: group.sn }, { token })).data.remit_pending).toBe(true);
    expect(await remit(token, { sn: group.sn, amount: '50', proof })).toMatchObject({ code: 0, msg: 'A remittance for this bill is already waiting for review' });
    const rec = await h.call('/api/offlinepay/record', { page: 1 }, { token, lang: 'ru' });
    expect(rec.data).toMatchObject({ total: 1, current_page: 1 });
    expect(rec.data.data[0]).toMatchObject({ id: r.data.id, status: 0, status_text: 'На проверке' });
  });

  it('accepts a recharge without a bill, and the absolute url of the proof', async () => {
    const { token, proof } = await owing();
    const r = await remit(token, { amount: '200.5', proof: `https://shop.example${proof}` });
    expect(r.data).toMatchObject({ bill_sn: '', bill_type: 'recharge', amount: '200.50', currency: 'CNY', proof });
    expect((await remit(token, { amount: '10', proof })).code).toBe(1);
  });

  it('refuses a proof the user did not upload, a bad amount, a paid bill, an unknown account or currency', async () => {
    const { token, group, proof } = await owing();
    const other = await owing();
    expect((await remit(token, { sn: group.sn, amount: '50', proof: other.proof })).msg).toBe('Please upload the remittance receipt first');
    expect((await remit(token, { sn: group.sn, amount: '50', proof: '/static/x.png' })).msg).toBe('Please upload the remittance receipt first');
    expect((await remit(token, { sn: group.sn, amount: '0', proof })).msg).toContain('amount');
    expect((await remit(token, { sn: group.sn, amount: '1.234', proof })).msg).toContain('amount');
    expect((await remit(token, { sn: group.sn, amount: '-5', proof })).msg).toContain('amount');
    expect((await remit(token, { sn: group.sn, amount: '50' })).msg).toContain('proof');
    expect((await remit(token, { sn: group.sn, amount: '50', proof, account_id: 9999 })).msg).toBe('Bank account not found');
    expect((await remit(token, { sn: group.sn, amount: '50', proof, currency: 'XYZ' })).msg).toBe('Unknown currency: XYZ');
    const paid = await makeOrder(h.db, (await newShopper(h.db)).user.id);
    expect((await remit(token, { sn: paid.group.sn, amount: '50', proof })).msg).toBe('Bill not found');
    await h.db.update(orderGroups).set({ status: 1 }).where(eq(orderGroups.id, group.id));
    expect((await remit(token, { sn: group.sn, amount: '50', proof })).msg).toBe('This bill has already been paid');
    expect((await h.call('/api/offlinepay/record', {}, { token })).data.total).toBe(0);
  });

  it("never shows another user's remittances and needs a login", async () => {
    const a = await owing();
    const b = await owing();
    await remit(a.token, { sn: a.group.sn, amount: '50', proof: a.proof });
    expect((await h.call('/api/offlinepay/record', {}, { token: b.token })).data).toMatchObject({ total: 0, data: [] });
    expect(await remit(b.token, { sn: a.group.sn, amount: '50', proof: b.proof })).toMatchObject({ code: 0, msg: 'Bill not found' });
    expect((await h.call('/api/offlinepay/record', {})).status).toBe(401);
    expect((await h.call('/api/remit/add', { account_id: accountId, amount: '5', proof: a.proof })).status).toBe(401);
  });
});

describe('operator review', () => {
  it('approving pays the bill from the remittance: the ledger shows the recharge and the payment', async () => {
    const { user, token, group, order, proof } = await owing(700);
    const r = await remit(token, { sn: group.sn, amount: '55', proof });
    expect((await h.ops('remits')).data.map((x: { id: number }) => x.id)).toContain(r.data.id);
    const ok = await h.ops('remit_approve', { id: r.data.id });
    expect(ok).toMatchObject({ code: 1, data: { id: r.data.id, user_id: user.id, bill_sn: group.sn, credited: '55.00', paid: true, balance: '12.00' } });
    expect((await h.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe(1);
    const entries = (await ledger(h.db, user.id)).map((e) => [e.type, e.amountFen]);
    expect(entries).toEqual([['recharge', 700], ['recharge', 5500], ['payment', -5000]]);
    expect(await paymentsFor(h.db, group.sn)).toHaveLength(1);
    expect(await ledgerBalance(h.db, user.id)).toBe(1200);
    expect(await balanceOf(h.db, user.id)).toBe(1200);
    const inv = await h.call('/api/paywallet/getInvoice', { sn: group.sn }, { token });
    expect(inv.data).toMatchObject({ paid: true, remit_pending: false, balance: '12.00' });
    expect((await h.call('/api/offlinepay/record', {}, { token })).data.data[0]).toMatchObject({ status: 1, status_text: 'Approved' });
    expect((await h.ops('remit_approve', { id: r.data.id })).msg).toBe('This remittance has already been reviewed');
  });

  it('approving a recharge, or a remittance whose bill was paid meanwhile, only credits the wallet', async () => {
    const { user, token, group, proof } = await owing(10_000);
    const forBill = await remit(token, { sn: group.sn, amount: '50', proof });
    const recharge = await remit(token, { amount: '30', proof });
    expect((await h.call('/api/paywallet/payBalance', { sn: group.sn }, { token })).code).toBe(1);
    expect((await h.ops('remit_approve', { id: forBill.data.id })).data).toMatchObject({ paid: false, balance: '100.00' });
    expect((await h.ops('remit_approve', { id: recharge.data.id, amount: '29.50' })).data).toMatchObject({ credited: '29.50', paid: false, balance: '129.50' });
    expect(await paymentsFor(h.db, group.sn)).toHaveLength(1);
    expect(await ledgerBalance(h.db, user.id)).toBe(12_950);
  });

  it('a remittance in another currency is credited in yuan at that currency\'s rate', async () => {
    const { user, token, proof } = await owing(0);
    // RUB at 12.7 per yuan (seed): 1 270 ₽ sent → ¥100.00 in the wallet; the record keeps what was sent.
    const r = await remit(token, { amount: '1270', currency: 'RUB', proof });
    expect((await h.ops('remit_approve', { id: r.data.id })).data).toMatchObject({ credited: '100.00', balance: '100.00' });
    expect(await ledgerBalance(h.db, user.id)).toBe(10_000);
    expect((await h.call('/api/offlinepay/record', {}, { token })).data.data[0]).toMatchObject({ amount: '1270.00', currency: 'RUB', status: 1 });
  });

  it('rejecting keeps the bill unpaid with the reason shown, and allows a new remittance', async () => {
    const { user, token, group, proof } = await owing();
    const r = await remit(token, { sn: group.sn, amount: '50', proof });
    expect((await h.ops('remit_reject', { id: r.data.id })).msg).toContain('reason');
    expect((await h.ops('remit_reject', { id: r.data.id, reason: 'Receipt unreadable' })).data).toEqual({ id: r.data.id, status: -1 });
    const rec = (await h.call('/api/offlinepay/record', {}, { token })).data.data[0];
    expect(rec).toMatchObject({ status: -1, status_text: 'Rejected', review_note: 'Receipt unreadable' });
    expect(await balanceOf(h.db, user.id)).toBe(0);
    expect((await h.call('/api/paywallet/getInvoice', { sn: group.sn }, { token })).data).toMatchObject({ paid: false, remit_pending: false });
    expect((await h.ops('remit_approve', { id: r.data.id })).msg).toBe('This remittance has already been reviewed');
    expect((await remit(token, { sn: group.sn, amount: '50', proof })).code).toBe(1);
    expect((await h.ops('remit_reject', { id: 99999, reason: 'x' })).msg).toBe('Remittance not found');
  });

  it('recharges a wallet by user id or e-mail', async () => {
    const { user } = await newShopper(h.db);
    expect((await h.ops('recharge', { user_id: user.id, amount: '12.34' })).data).toEqual({ user_id: user.id, balance: '12.34' });
    expect((await h.ops('recharge', { email: user.email!.toUpperCase(), amount: '100' })).data).toEqual({ user_id: user.id, balance: '112.34' });
    expect(await ledgerBalance(h.db, user.id)).toBe(11_234);
    expect((await h.ops('recharge', { email: 'nobody@example.com', amount: '1' })).msg).toBe('User not found');
    expect((await h.ops('recharge', { user_id: user.id })).msg).toContain('amount');
    expect((await h.ops('recharge', { user_id: user.id, amount: '0' })).msg).toContain('amount');
    expect((await h.ops('recharge', { amount: '1' })).msg).toContain('user_id');
  });

  it('answers 401 without the operator token, even with a shopper token', async () => {
    const { token } = await newShopper(h.db);
    const r = await h.call('/ops/recharge', { user_id: 1, amount: '1000' }, { token });
    expect([r.status, r.code]).toEqual([401, 401]);
    expect((await h.call('/ops/remit_approve', { id: 1 })).status).toBe(401);
  });
});
