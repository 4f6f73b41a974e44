import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../server/db';
import {
  affiliates, couponRules, coupons, loginFailures, orderGoods, orders, payPasswords, rebates, scoreCoupons, scoreLog, signins, users,
  wheelSpins, withdrawals, ORDER_STATUS,
} from '../../server/db/schema';
import { ledgerBalance } from '../../server/domain/money/wallet';
import { ledgerPoints, postPoints } from '../../server/domain/rewards/points';
import { affiliateLedgerBalance, postAffiliate } from '../../server/domain/affiliate/ledger';
import { hashPassword, setPasswordCost } from '../../server/domain/account/passwords';
import { ACCOUNT_LIMIT, CLIENT_LIMIT, PAIR_LIMIT } from '../../server/domain/account/login-throttle';
import { PAY_PASSWORD } from '../../server/domain/money/pay-password';
import { makeOrder, newShopper } from './fixtures';
import { balanceOf, ledger, makeOnepay, makeParcel } from './pay-fixtures';
import { callAt, shopOnPostgres, type CallOptions } from './shop-processes';
import type { ServerProcess } from '../reliability/server-process';

/*
 * The money and reward races of the in-process suites (pay.test, wallet.test, refunds.test, order.test,
 * coupons-rewards.test, points.test, signin.test, wheel.test, invite.test, affiliate.test, secret-lock-race.test,
 * code-limits.test) with their concurrent requests dealt in turn to two real server processes on one PostgreSQL
 * (issue 28): nothing paid twice, never below zero, every cached balance its ledger's sum, and the abuse limits are
 * the limit across processes, not twice it. Runs in the PostgreSQL lane of `npm test`; PGlite admits one process.
 */
const PG = process.env.DATABASE_URL;
const OPS = 'two-processes-ops-token';
const now = () => Math.floor(Date.now() / 1000);

describe.skipIf(!PG)('two server processes on one PostgreSQL: the races hold across them', () => {
  let shop: Awaited<ReturnType<typeof shopOnPostgres>>;
  let servers: ServerProcess[] = [];
  let db: Db;
  beforeAll(async () => {
    setPasswordCost(12); // hashes the test writes (a shopper's password, a pay password), as the servers' PASSWORD_COST
    shop = await shopOnPostgres(PG!, OPS);
    db = shop.db;
    servers = await Promise.all([shop.start(), shop.start()]);
  }, 150_000);
  afterAll(async () => {
    await shop?.stop();
  });

  /** `n` calls at once, the i-th to process i mod 2. */
  const spread = <T>(n: number, f: (base: string, i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(servers[i % 2].base, i)));
  /** A call to process `i` mod 2. */
  const at = (i: number, p: string, params: Record<string, string | number> = {}, o: CallOptions = {}) => callAt(servers[i % 2].base, p, params, o);
  const ops = (i: number, action: string, params: Record<string, string | number> = {}) => at(i, `/ops/${action}`, params, { ops: OPS });
  const no5xx = (answers: { status: number }[]) => expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  /** The wallet is the sum of its ledger, and not below zero. */
  async function books(userId: number) {
    const fen = await balanceOf(db, userId);
    expect(fen).toBeGreaterThanOrEqual(0);
    expect(fen).toBe(await ledgerBalance(db, userId));
    return fen;
  }
  const pointsOf = async (userId: number) => {
    const [u] = await db.select({ score: users.score }).from(users).where(eq(users.id, userId));
    expect(u.score).toBeGreaterThanOrEqual(0);
    expect(u.score).toBe(await ledgerPoints(db, userId));
    return u.score;
  };
  const givePoints = (userId: number, amount: number) => db.transaction((tx) => postPoints(tx, { userId, type: 'ops', amount, memo: 'test', now: now() }));

  describe('money', () => {
    it('pay: 20 payments of one bill through both processes — one goes through, one debit', async () => {
      const { user, token } = await newShopper(db, { balanceFen: 100_000 });
      const { group } = await makeOrder(db, user.id, { priceFen: 4321 });
      const answers = await spread(20, (base) => callAt(base, '/api/paywallet/payBalance', { sn: group.sn }, { token }));
      no5xx(answers);
      expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
      expect(answers.filter((a) => a.code !== 1).every((a) => a.msg === 'This bill has already been paid')).toBe(true);
      expect((await ledger(db, user.id)).filter((e) => e.refSn === group.sn)).toHaveLength(1);
      expect(await books(user.id)).toBe(100_000 - 4321);
    });

    it('pay: three bills paid at once, 12 times, with money for one — never below zero', async () => {
      const { user, token } = await newShopper(db, { balanceFen: 6000 });
      const a = await makeOrder(db, user.id);
      const b = await makeOnepay(db, user.id);
      const c = await makeOrder(db, user.id);
      const sns = [a.group.sn, b.sn, c.order.sn];
      const answers = await spread(12, (base, i) => callAt(base, '/api/paywallet/payBalance', { sn: sns[Math.floor(i / 2) % 3] }, { token }));
      no5xx(answers);
      expect(answers.filter((x) => x.code === 1)).toHaveLength(1);
      expect(answers.filter((x) => x.code === 0).every((x) => /Insufficient balance|already been paid/.test(x.msg))).toBe(true);
      expect(await books(user.id)).toBe(1000);
    });

    it('withdraw: 50 withdrawals of 60 % of the balance — one accepted; paid by the operator once under 10 concurrent payouts', async () => {
      const { user, token } = await newShopper(db, { balanceFen: 100_000 });
      const bank = { bank_name: 'Lakeshore National Bank', account_name: 'Ann Shopper', account_no: '000123456789' };
      const answers = await spread(50, (base) => callAt(base, '/api/cash/addCashNew', { amount: '600.00', ...bank }, { token }));
      no5xx(answers);
      expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
      expect(await books(user.id)).toBe(40_000);
      const [w] = await db.select().from(withdrawals).where(eq(withdrawals.userId, user.id));
      const payouts = await spread(10, (_base, i) => ops(i, 'withdrawal_pay', { id: w.id }));
      no5xx(payouts);
      expect(payouts.filter((a) => a.code === 1)).toHaveLength(1);
      expect(await books(user.id)).toBe(40_000);
    });

    it('withdrawals racing payments never take the balance below zero', async () => {
      const { user, token } = await newShopper(db, { balanceFen: 10_000 });
      const groups = await Promise.all(Array.from({ length: 10 }, () => makeOrder(db, user.id, { priceFen: 3000 })));
      const bank = { bank_name: 'Lakeshore National Bank', account_name: 'Ann Shopper', account_no: '000123456789' };
      const answers = await Promise.all(groups.flatMap(({ group }, i) => [
        at(i, '/api/paywallet/payBalance', { sn: group.sn }, { token }), at(i + 1, '/api/cash/addCashNew', { amount: '60.00', ...bank }, { token }),
      ]));
      no5xx(answers);
      const paid = answers.filter((a, i) => i % 2 === 0 && a.code === 1).length;
      const asked = answers.filter((a, i) => i % 2 === 1 && a.code === 1).length;
      expect(paid * 3000 + asked * 6000).toBeLessThanOrEqual(10_000);
      expect(await books(user.id)).toBe(10_000 - paid * 3000 - asked * 6000);
    });

    it('refund: 20 refunds of one paid line — paid once; 10 cancellations of a paid order — refunded once', async () => {
      const { user, token } = await newShopper(db);
      const made = await makeOrder(db, user.id, { status: 1, goods: 2 });
      await db.update(orders).set({ serviceFen: 600, postFeeFen: 800, totalFen: 11_400 }).where(eq(orders.id, made.order.id));
      const answers = await spread(20, (base) => callAt(base, '/api/goodsrefund/addRefundOnly', { goods_id: made.goods[0].id, reason: '1' }, { token }));
      no5xx(answers);
      expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
      expect((await ledger(db, user.id)).filter((e) => e.type === 'refund')).toHaveLength(1);
      expect(await books(user.id)).toBe(5_300);

      const other = await makeOrder(db, user.id, { status: 1, priceFen: 4_321 });
      const cancels = await spread(10, (base) => callAt(base, '/api/order/cancel', { id: other.order.id }, { token }));
      no5xx(cancels);
      expect(cancels.filter((a) => a.code === 1)).toHaveLength(1);
      expect(await books(user.id)).toBe(5_300 + 4_321);
    });

    it('pay password: 4 wrong tries, then 40 at once through both processes with the right one last — locked, nothing moves', async () => {
      const { user, token } = await newShopper(db, { balanceFen: 1_000_000 });
      await db.insert(payPasswords).values({ userId: user.id, hash: await hashPassword('246810'), fails: 0, lockedUntil: 0, updatedAt: now() });
      const { group } = await makeOrder(db, user.id, { priceFen: 25_145 });
      const pay = (i: number, password: string) => at(i, '/api/paywallet/payBalance', { sn: group.sn, pay_password: password }, { token });
      for (let i = 1; i < PAY_PASSWORD.maxTries; i++) expect((await pay(i, String(100_000 + i))).msg).toBe(`Wrong pay password. Tries left: ${PAY_PASSWORD.maxTries - i}`);
      const burst = await Promise.all([...Array.from({ length: 39 }, (_, i) => pay(i, String(100_010 + i))), pay(39, '246810')]);
      no5xx(burst);
      expect(burst.filter((a) => a.code === 1)).toEqual([]);
      expect(burst.every((a) => a.msg === 'Too many wrong pay passwords. Try again in 30 min.')).toBe(true);
      expect((await pay(0, '246810')).msg).toBe('Too many wrong pay passwords. Try again in 30 min.');
      expect((await db.select().from(orders).where(eq(orders.userId, user.id))).every((o) => o.status === 0)).toBe(true);
      expect(await books(user.id)).toBe(1_000_000);
    });
  });

  describe('rewards', () => {
    it('coupon code: activated once under 20 concurrent activations; a rule of 5 coupons, 20 shoppers at once — exactly 5', async () => {
      const tag = Date.now().toString(36).toUpperCase();
      const race = await ops(0, 'coupon_create', { name: 'Race', code: `MPRACE${tag}`, percent: 15, scope: 'fee', min: '30' });
      expect(race.code, race.msg).toBe(1);
      const { user, token } = await newShopper(db);
      const answers = await spread(20, (base) => callAt(base, '/api/couponrule/activate', { code: race.data.code }, { token }));
      no5xx(answers);
      expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
      expect(await db.select().from(coupons).where(eq(coupons.userId, user.id))).toHaveLength(1);

      const few = await ops(1, 'coupon_create', { name: 'Few', code: `MPFEW${tag}`, amount: '3', total: 5 });
      const shoppers = await Promise.all(Array.from({ length: 20 }, () => newShopper(db)));
      const taken = await spread(20, (base, i) => callAt(base, '/api/couponrule/activate', { code: few.data.code }, { token: shoppers[i].token }));
      no5xx(taken);
      expect(taken.filter((a) => a.code === 1)).toHaveLength(5);
      expect((await db.select().from(couponRules).where(eq(couponRules.id, few.data.id)))[0].issued).toBe(5);
    });

    it('points exchange: 20 exchanges with points for 3 — exactly 3 coupons, 0 points left', async () => {
      const { user, token } = await newShopper(db);
      await givePoints(user.id, 150);
      const [rule] = await db.insert(couponRules).values({ code: null, name: { en: 'MP ¥8 off', ru: 'MP ¥8', 'zh-cn': 'MP 减¥8' }, amountFen: 800, minFen: 5000, daysValid: 20 }).returning();
      const [offer] = await db.insert(scoreCoupons).values({ ruleId: rule.id, cost: 50, stock: 0, perUser: 0, enabled: true, sort: 999 }).returning();
      const answers = await spread(20, (base) => callAt(base, '/api/integralcoupon/exchange', { id: offer.id }, { token }));
      no5xx(answers);
      expect(answers.filter((a) => a.code === 1)).toHaveLength(3);
      expect(await db.select().from(coupons).where(and(eq(coupons.userId, user.id), eq(coupons.source, 'exchange')))).toHaveLength(3);
      expect(await pointsOf(user.id)).toBe(0);
    });

    it('sign-in: 20 at once on one day — one entry, one reward', async () => {
      const { user, token } = await newShopper(db);
      const answers = await spread(20, (base) => callAt(base, '/api/signin/add', {}, { token }));
      no5xx(answers);
      expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
      expect(await db.select().from(signins).where(eq(signins.userId, user.id))).toHaveLength(1);
      expect((await db.select().from(scoreLog).where(and(eq(scoreLog.userId, user.id), eq(scoreLog.type, 'signin'))))).toHaveLength(1);
      expect(await pointsOf(user.id)).toBe(answers.find((a) => a.code === 1)!.data.score);
    });

    it('spins: the day’s free spin once under 20 draws; bought spins never take the points below zero', async () => {
      const { user, token } = await newShopper(db);
      const answers = await spread(20, (base) => callAt(base, '/api/zhuanpan/draw', {}, { token }));
      no5xx(answers);
      expect(answers.filter((a) => a.code === 1 && a.data.free)).toHaveLength(1);
      const spins = await db.select().from(wheelSpins).where(eq(wheelSpins.userId, user.id));
      expect(spins.filter((s) => s.cost === 0)).toHaveLength(1);
      expect(spins.filter((s) => s.cost > 0)).toHaveLength(answers.filter((a) => a.code === 1 && !a.data.free).length);
      await pointsOf(user.id);

      const rich = await newShopper(db);
      await givePoints(rich.user.id, 50);
      const first = await at(0, '/api/zhuanpan/draw', {}, { token: rich.token });
      expect(first.data.free).toBe(true);
      const bought = await spread(20, (base) => callAt(base, '/api/zhuanpan/draw', {}, { token: rich.token }));
      no5xx(bought);
      const spends = await db.select().from(scoreLog).where(and(eq(scoreLog.userId, rich.user.id), eq(scoreLog.type, 'wheel_spin')));
      expect(spends).toHaveLength(bought.filter((a) => a.code === 1).length);
      expect(bought.filter((a) => a.code === 0).every((a) => /^Not enough points: you have \d+$/.test(a.msg))).toBe(true);
      await pointsOf(rich.user.id);
    });

    it('rebate withdrawals: 20 at once — one ledger credit of every earned rebate', async () => {
      const inviter = await newShopper(db);
      const friend = await newShopper(db, { balanceFen: 100_000 });
      await db.update(users).set({ inviterId: inviter.user.id, createdAt: now() - 86_400 }).where(eq(users.id, friend.user.id));
      for (const [i, n] of [1, 3].entries()) {
        const made = await makeOrder(db, friend.user.id, { goods: n });
        await db.update(orders).set({ serviceFen: 600, postFeeFen: 800, totalFen: 5000 * n + 1400 }).where(eq(orders.id, made.order.id));
        expect((await at(i, '/api/paywallet/payBalance', { sn: made.group.sn }, { token: friend.token })).code).toBe(1);
        const p = await makeParcel(db, friend.user.id, 2);
        await db.update(orderGoods).set({ parcelId: p.id }).where(and(inArray(orderGoods.orderId, [made.order.id]), eq(orderGoods.deleted, false)));
        await db.update(orders).set({ status: ORDER_STATUS.parcel }).where(eq(orders.id, made.order.id));
        expect((await ops(i, 'ship', { id: p.id })).code).toBe(1);
      }
      const answers = await spread(20, (base) => callAt(base, '/api/userrebate/withdraw', {}, { token: inviter.token }));
      no5xx(answers);
      expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
      expect((await ledger(db, inviter.user.id)).filter((e) => e.type === 'rebate').map((e) => e.amountFen)).toEqual([600]);
      expect((await db.select().from(rebates).where(eq(rebates.userId, inviter.user.id))).every((r) => r.status === 1)).toBe(true);
      expect(await books(inviter.user.id)).toBe(600);
      await books(friend.user.id);
    });

    it('affiliate withdrawals: 30 applications never take more than is available; paid to the wallet once under 10 concurrent payouts', async () => {
      const s = await newShopper(db);
      const exchanged = await at(0, '/affiliate-api/auth/token', { s_l: 'en' }, { token: s.token });
      expect(exchanged.code, exchanged.msg).toBe(0);
      const bearer = exchanged.data.token as string;
      expect((await at(1, '/affiliate-api/user/apply', { s_l: 'en', channel: 'Blog', contact: 'me@example.com', reason: 'I write about fashion' }, { bearer })).code).toBe(0);
      const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, s.user.id));
      expect((await ops(0, 'affiliate_approve', { id: row.id })).code).toBe(1);
      await db.transaction((tx) => postAffiliate(tx, { affiliateId: row.id, type: 'task', amountFen: 7_200, ref: `mp-${row.id}`, now: now() }));
      const answers = await spread(30, (base) => callAt(base, '/affiliate-api/withdraw/apply', { s_l: 'en', amount: '50', method: 'wallet' }, { bearer }));
      no5xx(answers);
      expect(answers.filter((r) => r.code === 0)).toHaveLength(1);
      expect(answers.filter((r) => r.code === 1).every((r) => r.msg.startsWith('Not enough revenue available'))).toBe(true);
      const balanceFen = async () => (await db.select().from(affiliates).where(eq(affiliates.id, row.id)))[0].balanceFen;
      expect(await balanceFen()).toBe(2_200);
      expect(await affiliateLedgerBalance(db, row.id)).toBe(2_200);

      const w = answers.find((r) => r.code === 0)!.data;
      const payouts = await spread(10, (_base, i) => ops(i, 'affiliate_withdrawal_pay', { id: w.id }));
      no5xx(payouts);
      expect(payouts.filter((a) => a.code === 1)).toHaveLength(1);
      expect(await books(s.user.id)).toBe(5_000);
    });
  });

  describe('abuse limits are the limit across processes, not twice it', () => {
    /** A shopper who can sign in with a password. */
    async function account() {
      const { user } = await newShopper(db);
      await db.update(users).set({ passwordHash: await hashPassword('secret123') }).where(eq(users.id, user.id));
      return user.email!;
    }
    const login = (i: number, account: string, password: string, from: string) => at(i, '/api/user/login', { account, password }, { from });
    const failures = async (key: string) => (await db.select().from(loginFailures).where(eq(loginFailures.key, key)))[0]?.failures ?? 0;

    // The account's limit counts guesses from anywhere: these bursts come from addresses of their own (one address
    // guessing one account is held sooner, by the pair's limit: below).
    it(`sign-in: 8 wrong passwords at once through both, from 8 addresses — ${ACCOUNT_LIMIT} judged, the rest refused; then the right one waits`, async () => {
      const email = await account();
      const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => login(i, email, `not-it-${i}`, `127.0.1.${i + 1}`)));
      no5xx(burst);
      expect(burst.filter((a) => a.msg === 'Incorrect account or password')).toHaveLength(ACCOUNT_LIMIT);
      expect(burst.filter((a) => a.msg === 'Too many failed sign-ins. Try again in 15 min.')).toHaveLength(8 - ACCOUNT_LIMIT);
      expect(await failures(`account:${email.toLowerCase()}`)).toBe(ACCOUNT_LIMIT);
      expect((await login(0, email, 'secret123', '127.0.0.21')).msg).toBe('Too many failed sign-ins. Try again in 15 min.');
      expect((await login(1, email, 'secret123', '127.0.0.21')).msg).toBe('Too many failed sign-ins. Try again in 15 min.');
    });

    it(`sign-in: ${ACCOUNT_LIMIT - 1} wrong, then 40 at once through both with the right one last — refused while the account pauses`, async () => {
      const email = await account();
      for (let i = 1; i < ACCOUNT_LIMIT; i++) expect((await login(i, email, `not-it-${i}`, `127.0.2.${i}`)).msg).toBe('Incorrect account or password');
      const burst = await Promise.all([...Array.from({ length: 39 }, (_, i) => login(i, email, `guess-${i}`, `127.0.3.${i + 1}`)), login(39, email, 'secret123', '127.0.0.22')]);
      no5xx(burst);
      expect(burst.filter((a) => a.code === 1)).toEqual([]);
      expect(burst.filter((a) => a.msg === 'Incorrect account or password')).toHaveLength(1);
      expect(burst.at(-1)!.msg).toBe('Too many failed sign-ins. Try again in 15 min.');
    });

    it(`sign-in: 8 wrong passwords of one account at once through both from one address — ${PAIR_LIMIT} judged (the pair's limit)`, async () => {
      const email = await account();
      const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => login(i, email, `not-it-${i}`, '127.0.0.23')));
      no5xx(burst);
      expect(burst.filter((a) => a.msg === 'Incorrect account or password')).toHaveLength(PAIR_LIMIT);
      expect(burst.filter((a) => a.msg === 'Too many failed sign-ins. Try again in 1 min.')).toHaveLength(8 - PAIR_LIMIT);
    });

    it(`sign-in: 25 wrong passwords over 25 accounts at once through both from one address — ${CLIENT_LIMIT} judged, the rest asked for the captcha, never shut out`, async () => {
      const accounts = await Promise.all(Array.from({ length: 25 }, () => account()));
      const burst = await Promise.all(accounts.map((email, i) => login(i, email, 'password1', '127.0.0.24')));
      no5xx(burst);
      expect(burst.filter((a) => a.msg === 'Incorrect account or password')).toHaveLength(CLIENT_LIMIT);
      expect(burst.filter((a) => (a.data as { captcha?: string } | null)?.captcha === 'image')).toHaveLength(25 - CLIENT_LIMIT);
      expect(burst.filter((a) => a.msg.startsWith('Too many failed sign-ins'))).toEqual([]);
    });

    let n = 0;
    const fresh = () => `mp-pump-${Date.now().toString(36)}-${n++}@example.com`;
    const send = (i: number, device: string, from: string) => at(i, '/api/ems/send', { event: 'register', email: fresh() }, { guid: device, from });

    it('codes: one device asks for 25 codes to new addresses at once through both — exactly 10 (CODE_LIMIT_DEVICE) are sent', async () => {
      const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => send(i, 'mp-pump-device', '127.0.0.31')));
      no5xx(answers);
      expect(answers.filter((a) => a.code === 1)).toHaveLength(10);
      expect(answers.filter((a) => a.code === 0).every((a) => a.msg === 'Too many codes were asked for from here: try again in 60 min')).toBe(true);
    });

    it('codes: 45 new devices from one address at once through both — exactly 30 (CODE_LIMIT_ADDRESS) are sent', async () => {
      const answers = await Promise.all(Array.from({ length: 45 }, (_, i) => send(i, `mp-device-${i}`, '127.0.0.32')));
      no5xx(answers);
      expect(answers.filter((a) => a.code === 1)).toHaveLength(30);
    });
  });
});
