import { describe, it, expect, beforeAll } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { harness, type Harness, type Params } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { makeParcel } from './pay-fixtures';
import { registerShopper } from './account-helpers';
import { affiliateCommissions, affiliateTokens, affiliates, orderGoods, orders, uploads, users, ORDER_STATUS } from '../../server/db/schema';
import { affiliateLedgerBalance, postAffiliate } from '../../server/domain/affiliate/ledger';
import { startAutopilot } from '../../server/ops/autopilot';
import { ledgerBalance } from '../../server/domain/money/wallet';
import { tokenHash } from '../../server/domain/account/tokens';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

/** A call of the affiliate API as its client makes it: Bearer token, s_l, s_c. */
async function aff<T = any>(path: string, params: Params = {}, o: { bearer?: string; s_l?: string; s_c?: string; token?: string; method?: 'GET' | 'POST' } = {}) {
  const headers: Record<string, string> = {};
  if (o.bearer) headers.authorization = `Bearer ${o.bearer}`;
  return h.call<T>(`/affiliate-api/${path}`, { s_l: o.s_l ?? 'en', s_c: o.s_c, ...params }, { headers, token: o.token, method: o.method });
}

/** The shopper's token exchanged for a Bearer token of the affiliate API. */
async function exchange(token: string): Promise<string> {
  const r = await aff('auth/token', {}, { token });
  expect(r.code).toBe(0);
  return r.data.token;
}

/** A shopper who applied and was approved by the operator: their shopper token, Bearer token and affiliate row. */
async function approvedAffiliate() {
  const s = await newShopper(h.db);
  const bearer = await exchange(s.token);
  expect((await aff('user/apply', { channel: 'Blog', contact: 'me@example.com', reason: 'I write about fashion' }, { bearer })).code).toBe(0);
  const [row] = await h.db.select().from(affiliates).where(eq(affiliates.userId, s.user.id));
  expect((await h.ops('affiliate_approve', { id: row.id })).code).toBe(1);
  return { shopper: s, bearer, id: row.id, code: row.code };
}

/** A shopper registered through the affiliate's link, with ¥1 000. */
async function referred(code: string) {
  const reg = await registerShopper(h, { aff: code });
  expect((await h.ops('recharge', { user_id: reg.userinfo.id, amount: '1000' })).code).toBe(1);
  return { id: reg.userinfo.id as number, token: reg.token };
}

/** An unpaid order group: `goods` lines of ¥50 plus ¥14 fees. */
async function unpaid(userId: number, goods = 2) {
  const made = await makeOrder(h.db, userId, { goods });
  await h.db.update(orders).set({ serviceFen: 600, postFeeFen: 800, totalFen: 5000 * goods + 1400 }).where(eq(orders.id, made.order.id));
  return made;
}
const pay = (token: string, sn: string) => h.call('/api/paywallet/payBalance', { sn }, { token });
/** The orders' goods leave in a parcel the operator ships (ops ship): their commission stops being pending. */
async function ship(userId: number, orderIds: number[]) {
  const p = await makeParcel(h.db, userId, 2);
  await h.db.update(orderGoods).set({ parcelId: p.id }).where(and(inArray(orderGoods.orderId, orderIds), eq(orderGoods.deleted, false)));
  await h.db.update(orders).set({ status: ORDER_STATUS.parcel }).where(inArray(orders.id, orderIds));
  expect((await h.ops('ship', { id: p.id })).code).toBe(1);
}
const balanceFen = async (id: number) => (await h.db.select().from(affiliates).where(eq(affiliates.id, id)))[0].balanceFen;

async function exact(affiliateId: number) {
  expect(await balanceFen(affiliateId)).toBe(await affiliateLedgerBalance(h.db, affiliateId));
}

describe('the affiliate API: tokens and envelope', () => {
  it('the exchange answers a Bearer token for any signed-in shopper; a non-affiliate applies and waits for review', async () => {
    const s = await newShopper(h.db);
    const r = await aff('auth/token', {}, { token: s.token });
    expect(r).toMatchObject({ code: 0, data: { status: -2, expires_in: 30 * 86_400 } });
    expect(r.data.token).toMatch(/^aff_[0-9a-f]{64}$/);
    expect(r).not.toHaveProperty('time');
    const [stored] = await h.db.select().from(affiliateTokens).where(eq(affiliateTokens.tokenHash, tokenHash(r.data.token)));
    expect(stored).toBeTruthy();
    const bearer = r.data.token;
    expect((await aff('user/info', {}, { bearer })).data).toMatchObject({ status: -2, status_text: 'Not applied', balance: '0.00' });
    // Revenue calls need an approved affiliate: a refusal with a translated msg.
    expect(await aff('revenue/lists', {}, { bearer, s_l: 'ru' })).toMatchObject({ code: 1, msg: 'Доступно только одобренным партнёрам' });
    const applied = await aff('user/apply', { channel: 'Instagram', contact: '@me', reason: 'Fashion' }, { bearer, s_l: 'zh-cn' });
    expect(applied).toMatchObject({ code: 0, msg: '申请已提交，我们会尽快审核', data: { status: 0, status_text: '审核中', channel: 'Instagram' } });
    expect((await aff('user/apply', { channel: 'x', contact: 'y' }, { bearer })).msg).toBe('Your application is being reviewed');
    const list = await h.ops('affiliate_applications');
    expect(list.data.some((a: { id: number }) => a.id === applied.data.id)).toBe(true);
    expect((await h.ops('affiliate_reject', { id: applied.data.id, reason: 'No channel' })).code).toBe(1);
    expect((await aff('user/info', {}, { bearer })).data).toMatchObject({ status: -1, reject_reason: 'No channel' });
    // The decision is a message to the shopper, in their language, linking to the programme.
    const inbox = await h.call('/api/message/lists', { page: 1, pagesize: 5, kind: 'affiliate' }, { token: s.token, lang: 'ru' });
    expect(inbox.data.data[0]).toMatchObject({ title: 'Заявка партнёра отклонена', link: '/pages/affiliate/index' });
    expect(inbox.data.data[0].content).toContain('No channel');
  });

  it('a shopper token is never a Bearer token, and a Bearer token never a shopper token', async () => {
    const s = await newShopper(h.db);
    const bearer = await exchange(s.token);
    expect(await aff('user/info', {}, { bearer: s.token })).toMatchObject({ code: 10300, data: null });
    expect((await aff('user/info', {}, { token: s.token })).code).toBe(10300);
    const asShopper = await h.call('/api/user/info', {}, { token: bearer });
    expect(asShopper.status).toBe(401);
    expect((await aff('auth/token', {}, { token: bearer })).code).toBe(10300);
  });

  it('an expired, forged or missing token answers 10300 with a translated msg', async () => {
    const s = await newShopper(h.db);
    const bearer = await exchange(s.token);
    expect((await aff('user/info', {}, { bearer: `aff_${'0'.repeat(64)}` })).code).toBe(10300);
    expect((await aff('user/info', {}, { bearer: bearer.slice(0, -1) + (bearer.endsWith('a') ? 'b' : 'a') })).code).toBe(10300);
    expect(await aff('user/info', {}, { s_l: 'ru' })).toMatchObject({ code: 10300, msg: 'Войдите, чтобы открыть партнёрскую программу' });
    await h.db.update(affiliateTokens).set({ expiresAt: Math.floor(Date.now() / 1000) - 1 }).where(eq(affiliateTokens.tokenHash, tokenHash(bearer)));
    expect(await aff('user/info', {}, { bearer })).toMatchObject({ code: 10300, msg: 'Your affiliate session has expired. Please sign in again' });
  });

  it('s_l names levels and messages; s_c shows every amount also in that currency', async () => {
    const a = await approvedAffiliate();
    const ru = await aff('level/lists', {}, { bearer: a.bearer, s_l: 'ru', s_c: 'EUR' });
    expect(ru.data.map((l: { name: string; rate: number }) => [l.name, l.rate])).toEqual([['Бронза', 3], ['Серебро', 5], ['Золото', 8]]);
    expect(ru.data[1]).toMatchObject({ min_revenue: '1000.00', min_revenue_display: '€127.50', current: false });
    expect(ru.data[0].current).toBe(true);
    const info = await aff('user/info', {}, { bearer: a.bearer, s_c: 'USD', method: 'GET' });
    expect(info.data).toMatchObject({ currency: 'USD', withdraw_min: '50.00', withdraw_min_display: '$6.93', level_name: 'Bronze', rate: 3 });
    expect((await aff('user/info', {}, { bearer: a.bearer, s_c: 'RUB' })).data.withdraw_min_display).toBe('635 ₽');
    expect((await aff('user/info', {}, { bearer: a.bearer })).data.withdraw_min_display).toBe('¥50.00');
  });
});

describe('commission on referred shoppers\' payments', () => {
  it('a shopper registered through the link pays: the affiliate earns the level\'s rate of the goods, once; a refund takes it back', async () => {
    const a = await approvedAffiliate();
    const buyer = await referred(a.code);
    expect((await h.db.select().from(users).where(eq(users.id, buyer.id)))[0].affiliateId).toBe(a.id);
    const { group, order, goods } = await unpaid(buyer.id, 2);
    expect((await pay(buyer.token, group.sn)).code).toBe(1);
    expect((await pay(buyer.token, group.sn)).code).toBe(0);
    const rows = await h.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.affiliateId, a.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ refSn: group.sn, baseFen: 10_000, rateBp: 300, amountFen: 300, reversedFen: 0, status: 0 });
    // Revenue at once, but pending (not withdrawable) until the goods can no longer come back (design §4b).
    const list = await aff('revenue/lists', { page: 1, pagesize: 10 }, { bearer: a.bearer, s_c: 'EUR' });
    expect(list.data.totals).toMatchObject({
      today: '3.00', month: '3.00', total: '3.00', available: '0.00', pending: '3.00', pending_display: '€0.38', currency: 'EUR',
    });
    expect(list.data.data[0]).toMatchObject({ order_sn: group.sn, amount: '3.00', rate: 3, status: 0, status_text: 'Waiting for the goods to ship' });

    // Half the goods refunded: half the commission goes back; the rest on cancellation.
    expect((await h.call('/api/goodsrefund/addRefundOnly', { goods_id: goods[0].id, reason: '1' }, { token: buyer.token })).code).toBe(1);
    expect((await h.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.affiliateId, a.id)))[0]).toMatchObject({ reversedFen: 150 });
    expect(await balanceFen(a.id)).toBe(150);
    const partly = await aff('revenue/lists', {}, { bearer: a.bearer, s_l: 'ru' });
    expect(partly.data.data[0]).toMatchObject({ status: 0, status_text: 'Ждёт отправки товаров', reversed: '1.50' });
    expect(partly.data.totals).toMatchObject({ available: '0.00', pending: '1.50' });
    expect((await h.call('/api/order/cancel', { id: order.id }, { token: buyer.token })).code).toBe(1);
    expect(await balanceFen(a.id)).toBe(0);
    expect((await aff('revenue/lists', {}, { bearer: a.bearer })).data.totals).toMatchObject({ total: '0.00', available: '0.00' });
    await exact(a.id);
  });

  it('the rate follows the level, recomputed from the commission earned; a shopper not referred earns nobody anything', async () => {
    const a = await approvedAffiliate();
    const buyer = await referred(a.code);
    // ¥1 000 of commission already earned → Silver, 5 %.
    await h.db.insert(affiliateCommissions).values({ affiliateId: a.id, buyerId: buyer.id, refType: 'order_group', refSn: 'OG-old', baseFen: 0, rateBp: 300, amountFen: 100_000, createdAt: 1 });
    const { group } = await unpaid(buyer.id, 2);
    const [silver] = (await aff('level/lists', {}, { bearer: a.bearer })).data.filter((l: { rate: number }) => l.rate === 5);
    await h.db.update(affiliates).set({ levelId: silver.id }).where(eq(affiliates.id, a.id));
    expect((await pay(buyer.token, group.sn)).code).toBe(1);
    const [c] = await h.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.refSn, group.sn));
    expect(c).toMatchObject({ rateBp: 500, amountFen: 500 });
    expect((await aff('user/info', {}, { bearer: a.bearer })).data).toMatchObject({ level_name: 'Silver', rate: 5 });

    const loner = await newShopper(h.db, { balanceFen: 100_000 });
    const o = await unpaid(loner.user.id);
    expect((await pay(loner.token, o.group.sn)).code).toBe(1);
    expect(await h.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.buyerId, loner.user.id))).toEqual([]);
  });

  it('a link of an affiliate not approved links nobody', async () => {
    const s = await newShopper(h.db);
    await exchange(s.token);
    const [row] = await h.db.select().from(affiliates).where(eq(affiliates.userId, s.user.id));
    const reg = await registerShopper(h, { aff: row.code });
    expect((await h.db.select().from(users).where(eq(users.id, reg.userinfo.id)))[0].affiliateId).toBeNull();
  });
});

describe('withdrawals of revenue', () => {
  it('30 concurrent applications never take more than is available; paid to the wallet or rejected back', async () => {
    const a = await approvedAffiliate();
    const buyer = await referred(a.code);
    await h.db.update(affiliates).set({ levelId: (await aff('level/lists', {}, { bearer: a.bearer })).data[2].id }).where(eq(affiliates.id, a.id));
    const { group, order } = await unpaid(buyer.id, 18);
    expect((await pay(buyer.token, group.sn)).code).toBe(1);
    expect(await balanceFen(a.id)).toBe(7_200); // 8 % of ¥900
    await ship(buyer.id, [order.id]);
    expect((await aff('withdraw/apply', { amount: '49.99' }, { bearer: a.bearer })).msg).toBe('The smallest withdrawal is ¥50.00');
    const answers = await Promise.all(Array.from({ length: 30 }, () => aff('withdraw/apply', { amount: '50', method: 'wallet' }, { bearer: a.bearer })));
    expect(answers.filter((r) => r.code === 0)).toHaveLength(1);
    expect(answers.filter((r) => r.code === 1).every((r) => r.msg.startsWith('Not enough revenue available'))).toBe(true);
    expect(await balanceFen(a.id)).toBe(2_200);
    await exact(a.id);
    const info = (await aff('user/info', {}, { bearer: a.bearer })).data;
    expect(info).toMatchObject({ balance: '22.00', frozen: '50.00', withdrawn: '0.00' });

    const w = answers.find((r) => r.code === 0)!.data;
    const walletBefore = await ledgerBalance(h.db, a.shopper.user.id);
    expect((await h.ops('affiliate_withdrawal_pay', { id: w.id })).code).toBe(1);
    expect((await h.ops('affiliate_withdrawal_pay', { id: w.id })).code).toBe(0);
    expect(await ledgerBalance(h.db, a.shopper.user.id)).toBe(walletBefore + 5_000);
    // The shopper's wallet records name it for what it is.
    const walletRecords = await h.call('/api/pay/expensesRecord', { page: 1, pagesize: 5 }, { token: a.shopper.token, lang: 'ru' });
    expect(walletRecords.data.data[0]).toMatchObject({ type: 'affiliate', type_text: 'Выплата партнёрского дохода', amount: '50.00' });
    const records = await aff('withdraw/lists', {}, { bearer: a.bearer, s_l: 'zh-cn' });
    expect(records.data.data[0]).toMatchObject({ sn: w.sn, amount: '50.00', status: 1, status_text: '已打款', method_text: '提现到余额' });

    // A bank withdrawal names the account.
    expect((await aff('withdraw/apply', { amount: '50', method: 'bank' }, { bearer: a.bearer })).code).toBe(1);
  });

  it('a rejected withdrawal returns its amount to the revenue', async () => {
    const a = await approvedAffiliate();
    const buyer = await referred(a.code);
    expect((await h.ops('recharge', { user_id: buyer.id, amount: '1500' })).code).toBe(1);
    const { group, order } = await unpaid(buyer.id, 40);
    expect((await pay(buyer.token, group.sn)).code).toBe(1);
    expect(await balanceFen(a.id)).toBe(6_000);
    await ship(buyer.id, [order.id]);
    const w = await aff('withdraw/apply', { amount: '55', method: 'bank', bank_name: 'ICBC', account_name: 'Li', account_no: '6222' }, { bearer: a.bearer });
    expect(w).toMatchObject({ code: 0, msg: 'Withdrawal requested', data: { status: 0, method: 'bank', bank_name: 'ICBC' } });
    expect(await balanceFen(a.id)).toBe(500);
    expect((await h.ops('affiliate_withdrawals')).data.some((x: { id: number }) => x.id === w.data.id)).toBe(true);
    expect((await h.ops('affiliate_withdrawal_reject', { id: w.data.id, reason: 'Wrong account' })).code).toBe(1);
    expect(await balanceFen(a.id)).toBe(6_000);
    await exact(a.id);
  });

  it('one affiliate\'s Bearer token never reads another\'s revenue or withdrawals', async () => {
    const a = await approvedAffiliate();
    const b = await approvedAffiliate();
    const buyer = await referred(a.code);
    const { group } = await unpaid(buyer.id, 2);
    expect((await pay(buyer.token, group.sn)).code).toBe(1);
    const mine = await aff('revenue/lists', {}, { bearer: a.bearer });
    expect(mine.data.total).toBe(1);
    const theirs = await aff('revenue/lists', { affiliate_id: a.id, id: a.id }, { bearer: b.bearer });
    expect(theirs.data).toMatchObject({ total: 0, data: [] });
    expect(theirs.data.totals.total).toBe('0.00');
    expect((await aff('user/info', { id: a.id }, { bearer: b.bearer })).data.id).toBe(b.id);
  });
});

describe('promotion tasks', () => {
  it('proof with own uploads only; one open proof per task; approved → the reward is credited once', async () => {
    const a = await approvedAffiliate();
    const other = await newShopper(h.db);
    const now = Math.floor(Date.now() / 1000);
    await h.db.insert(uploads).values([
      { userId: a.shopper.user.id, url: '/uploads/aff-proof-1.jpg', mime: 'image/jpeg', size: 10, createdAt: now },
      { userId: other.user.id, url: '/uploads/not-mine.jpg', mime: 'image/jpeg', size: 10, createdAt: now },
    ]);
    const tasks = await aff('promotion/lists', {}, { bearer: a.bearer, s_l: 'ru', s_c: 'USD' });
    expect(tasks.data).toHaveLength(2);
    expect(tasks.data[0]).toMatchObject({ title: 'Поделитесь ссылкой в соцсетях', reward: '5.00', reward_display: '$0.69', proof: null });
    const id = tasks.data[0].id;
    expect((await aff('promotion/submit', { id, content: 'Posted', images: ['/uploads/not-mine.jpg'] }, { bearer: a.bearer })).msg).toBe('Upload the pictures again');
    expect((await aff('promotion/submit', { id, content: 'x', images: Array.from({ length: 7 }, (_, i) => `/uploads/${i}.jpg`) }, { bearer: a.bearer })).code).toBe(1);
    const sent = await aff('promotion/submit', { id, content: 'Posted on my blog', images: ['/uploads/aff-proof-1.jpg'] }, { bearer: a.bearer });
    expect(sent).toMatchObject({ code: 0, msg: 'Proof sent for review', data: { status: 0, images: ['/uploads/aff-proof-1.jpg'] } });
    expect((await aff('promotion/submit', { id, content: 'Again' }, { bearer: a.bearer })).msg).toBe('You have already sent proof for this task');
    const approvals = await Promise.all(Array.from({ length: 20 }, () => h.ops('affiliate_proof_approve', { id: sent.data.id })));
    expect(approvals.filter((r) => r.code === 1)).toHaveLength(1);
    expect(await balanceFen(a.id)).toBe(500);
    expect((await aff('promotion/lists', {}, { bearer: a.bearer })).data[0].proof).toMatchObject({ status: 1, status_text: 'Approved' });
    // A rejected proof may be sent again.
    const second = await aff('promotion/submit', { id: tasks.data[1].id, content: 'Review' }, { bearer: a.bearer });
    expect((await h.ops('affiliate_proof_reject', { id: second.data.id, reason: 'No link' })).code).toBe(1);
    expect((await aff('promotion/submit', { id: tasks.data[1].id, content: 'Review with link' }, { bearer: a.bearer })).code).toBe(0);
    await exact(a.id);
  });

  it('the operator actions are listed in the CLI help', async () => {
    const { opsActions } = await import('../../server/http/endpoint');
    const names = opsActions.map((x) => x.name);
    for (const n of ['affiliate_applications', 'affiliate_approve', 'affiliate_reject', 'affiliate_withdrawals', 'affiliate_withdrawal_pay', 'affiliate_withdrawal_reject', 'affiliate_proofs', 'affiliate_proof_approve', 'affiliate_proof_reject']) {
      expect(names).toContain(n);
    }
  });
});

describe('the demo autopilot (AUTOPILOT=1)', () => {
  it('approves an application and pays a withdrawal to the wallet, as the operator would', async () => {
    const s = await newShopper(h.db);
    const bearer = await exchange(s.token);
    expect((await aff('user/apply', { channel: 'Blog', contact: 'me@example.com', reason: 'Demo' }, { bearer })).code).toBe(0);
    const pilot = startAutopilot(h.deps, 0, () => {});
    try {
      await pilot.tick();
      await pilot.tick();
      const [row] = await h.db.select().from(affiliates).where(eq(affiliates.userId, s.user.id));
      expect(row.status).toBe(1);
      // Revenue of ¥60 (a promotion reward, as the ledger takes any credit), then a withdrawal of ¥50 to the wallet.
      await postAffiliate(h.db, { affiliateId: row.id, type: 'task', amountFen: 6_000, ref: `autopilot-${row.id}`, now: Math.floor(Date.now() / 1000) });
      expect((await aff('withdraw/apply', { amount: '50', method: 'wallet' }, { bearer })).code).toBe(0);
      const walletBefore = await ledgerBalance(h.db, s.user.id);
      await pilot.tick();
      await pilot.tick();
      expect((await aff('withdraw/lists', {}, { bearer })).data.data[0]).toMatchObject({ amount: '50.00', status: 1 });
      expect(await ledgerBalance(h.db, s.user.id)).toBe(walletBefore + 5_000);
      await exact(row.id);
    } finally {
      pilot.stop();
    }
  });
});
