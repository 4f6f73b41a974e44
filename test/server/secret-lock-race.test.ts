import { describe, it, expect, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, OPS_TOKEN, type Harness, type Params } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { balanceOf, ledger } from './pay-fixtures';
import { codeFor, registerShopper, testClock } from './account-helpers';
import { loginFailures, orders, payPasswords, withdrawals } from '../../server/db/schema';
import { ledgerBalance } from '../../server/domain/money/wallet';
import { PAY_PASSWORD } from '../../server/domain/money/pay-password';
import { ACCOUNT_LIMIT, PAIR_LIMIT } from '../../server/domain/account/login-throttle';
import { OPS_LOGIN_LIMIT } from '../../server/domain/ops/ops-session';

/*
 * Counted secrets under concurrency (issue 23 item 9, design §4b): the count of tries and the lock are decided
 * before a slow hash's verdict is accepted, so N concurrent guesses count as N tries, and once the last try is
 * taken nothing in flight succeeds — the right secret sent last in a burst of wrong ones included.
 */

let h: Harness;
const clock = testClock();
beforeAll(async () => {
  h = await harness({ now: clock.now });
});

const RIGHT = '246810';
const wrong = (i: number) => String(100_000 + i);
const call = (path: string, params: Params, token: string) => h.call(path, params, { token });

/** A shopper with ¥10 000 and a pay password set the way a shopper sets it (a code sent to their e-mail). */
async function payer() {
  const s = await newShopper(h.db, { balanceFen: 1_000_000 });
  expect((await call('/api/ems/send', { event: 'paypassword', email: s.user.email! }, s.token)).code).toBe(1);
  const set = await call('/api/paypassword/set', { password: RIGHT, captcha: await codeFor(h, s.user.email!, 'paypassword') }, s.token);
  expect(set.code).toBe(1);
  return s;
}

/** The wallet is the sum of its ledger. */
async function exact(userId: number) {
  expect(await balanceOf(h.db, userId)).toBe(await ledgerBalance(h.db, userId));
}

type Spend = { name: string; prepare: (s: Awaited<ReturnType<typeof payer>>) => Promise<(password: string) => Promise<{ code: number; msg: string }>>; spent: (userId: number) => Promise<boolean> };

const spends: Spend[] = [
  {
    name: 'paywallet/payBalance',
    prepare: async (s) => {
      const { group } = await makeOrder(h.db, s.user.id, { priceFen: 25_145 });
      return (password) => call('/api/paywallet/payBalance', { sn: group.sn, pay_password: password }, s.token);
    },
    spent: async (userId) => (await h.db.select().from(orders).where(eq(orders.userId, userId))).some((o) => o.status !== 0),
  },
  {
    name: 'cash/addCash (withdrawal)',
    prepare: async (s) => {
      const banks = (await call('/api/cash/bankLists', {}, s.token)).data as { id: number; needs_swift: boolean }[];
      const bank = banks.find((b) => !b.needs_swift)!;
      return (password) => call('/api/cash/addCash', { amount: '100', bank_id: bank.id, account_name: 'Ann Shopper', account_no: '000123', pay_password: password }, s.token);
    },
    spent: async (userId) => (await h.db.select().from(withdrawals).where(eq(withdrawals.userId, userId))).length > 0,
  },
  {
    name: 'membershipcard/buy',
    prepare: async (s) => {
      const cards = (await call('/api/membershipcard/info', {}, s.token)).data.cards as { id: number; days: number }[];
      const card = cards.find((c) => c.days === 30)!;
      return (password) => call('/api/membershipcard/buy', { id: card.id, pay_password: password }, s.token);
    },
    spent: async (userId) => (await ledger(h.db, userId)).some((e) => e.type !== 'recharge' && e.amountFen < 0),
  },
];

describe(`a pay password locked after ${PAY_PASSWORD.maxTries} wrong tries holds against concurrent guesses`, () => {
  for (const spend of spends) {
    it(`${spend.name}: 4 wrong tries, then 40 at once with the right one last — the right one is refused, nothing moves`, async () => {
      const s = await payer();
      const attempt = await spend.prepare(s);
      const before = await balanceOf(h.db, s.user.id);
      for (let i = 1; i < PAY_PASSWORD.maxTries; i++) {
        expect((await attempt(wrong(i))).msg).toBe(`Wrong pay password. Tries left: ${PAY_PASSWORD.maxTries - i}`);
      }
      const burst = await Promise.all([...Array.from({ length: 39 }, (_, i) => attempt(wrong(10 + i))), attempt(RIGHT)]);
      expect(burst.filter((a) => a.code === 1)).toEqual([]);
      expect(burst.every((a) => a.msg === 'Too many wrong pay passwords. Try again in 30 min.')).toBe(true);
      expect(burst.at(-1)!.msg).toBe('Too many wrong pay passwords. Try again in 30 min.');
      expect(await balanceOf(h.db, s.user.id)).toBe(before);
      expect(await spend.spent(s.user.id)).toBe(false);
      await exact(s.user.id);
      // Still locked for the right one, one at a time; once the 30 minutes are over it pays, once.
      expect((await attempt(RIGHT)).msg).toBe('Too many wrong pay passwords. Try again in 30 min.');
      clock.advance(PAY_PASSWORD.lockSeconds);
      expect((await attempt(RIGHT)).code).toBe(1);
      expect(await spend.spent(s.user.id)).toBe(true);
      await exact(s.user.id);
    });
  }

  it('N concurrent wrong guesses count as N tries: 3 at once leave 2, and the 5th wrong try in all locks', async () => {
    const s = await payer();
    const check = (password: string) => call('/api/paypassword/check', { password }, s.token);
    const three = await Promise.all([1, 2, 3].map((i) => check(wrong(i))));
    expect(three.map((a) => a.msg).sort()).toEqual(['Wrong pay password. Tries left: 2', 'Wrong pay password. Tries left: 3', 'Wrong pay password. Tries left: 4']);
    expect((await h.db.select().from(payPasswords).where(eq(payPasswords.userId, s.user.id)))[0].fails).toBe(3);
    expect((await check(wrong(4))).msg).toBe('Wrong pay password. Tries left: 1');
    expect((await check(wrong(5))).msg).toBe('Too many wrong pay passwords. Try again in 30 min.');
    clock.advance(PAY_PASSWORD.lockSeconds);
    // A lock that ran out starts the count again; a right one resets it.
    expect((await check(wrong(6))).msg).toBe('Wrong pay password. Tries left: 4');
    expect((await check(RIGHT)).code).toBe(1);
    expect((await check(wrong(7))).msg).toBe('Wrong pay password. Tries left: 4');
  });

  it('the 5th try, if right, passes and lifts its own lock; a burst of right ones never counts as wrong and leaves no lock', async () => {
    const s = await payer();
    const check = (password: string) => call('/api/paypassword/check', { password }, s.token);
    for (let i = 1; i < PAY_PASSWORD.maxTries; i++) await check(wrong(i));
    expect((await check(RIGHT)).code).toBe(1);
    const burst = await Promise.all(Array.from({ length: 20 }, () => check(RIGHT)));
    // Right ones in flight take tries too: at most 5 at a time are judged, the others are told to wait; none is wrong.
    expect(burst.some((a) => a.code === 1)).toBe(true);
    expect(burst.every((a) => a.code === 1 || a.msg.startsWith('Too many wrong pay passwords'))).toBe(true);
    expect(await h.db.select({ fails: payPasswords.fails, lockedUntil: payPasswords.lockedUntil }).from(payPasswords).where(eq(payPasswords.userId, s.user.id)))
      .toEqual([{ fails: 0, lockedUntil: 0 }]);
    expect((await check(RIGHT)).code).toBe(1);
  });
});

describe('sign-in under concurrent guesses', () => {
  /** A sign-in from `peer`: the account's limit counts guesses from anywhere, so the bursts come from addresses of their own. */
  const login = (account: string, password: string, peer?: string) => h.call('/api/user/login', { account, password }, { peer });
  const from = (i: number) => `10.2.0.${i + 1}`;

  const failures = async (key: string) => (await h.db.select().from(loginFailures).where(eq(loginFailures.key, key)))[0]?.failures ?? 0;

  it(`8 wrong passwords at once count as tries: ${ACCOUNT_LIMIT} are judged, the rest refused unjudged; then the right one waits`, async () => {
    const { email, password } = await registerShopper(h);
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => login(email, `not-it-${i}`, from(i))));
    expect(burst.filter((a) => a.msg === 'Incorrect account or password')).toHaveLength(ACCOUNT_LIMIT);
    expect(burst.filter((a) => a.msg === 'Too many failed sign-ins. Try again in 15 min.')).toHaveLength(8 - ACCOUNT_LIMIT);
    expect(await failures(`account:${email.toLowerCase()}`)).toBe(ACCOUNT_LIMIT);
    expect((await login(email, password)).msg).toBe('Too many failed sign-ins. Try again in 15 min.');
    // The addresses count the failures only: the refused tries gave theirs back.
    const counted = await Promise.all(Array.from({ length: 8 }, (_, i) => failures(`client:${from(i)}`)));
    expect(counted.reduce((a, b) => a + b)).toBe(ACCOUNT_LIMIT);
    const judged = burst.findIndex((a) => a.msg === 'Incorrect account or password');
    clock.advance(15 * 60);
    expect((await login(email, password, from(judged))).code).toBe(1);
    expect(await failures(`account:${email.toLowerCase()}`)).toBe(0);
    // A right sign-in gives the address its try back (its window began again: nothing counted).
    expect(await failures(`client:${from(judged)}`)).toBe(0);
  });

  it(`8 wrong passwords of one account at once from one address: ${PAIR_LIMIT} are judged (the pair's limit), the rest refused unjudged`, async () => {
    const { email } = await registerShopper(h);
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => login(email, `not-it-${i}`, '10.3.0.1')));
    expect(burst.filter((a) => a.msg === 'Incorrect account or password')).toHaveLength(PAIR_LIMIT);
    expect(burst.filter((a) => a.msg === 'Too many failed sign-ins. Try again in 1 min.')).toHaveLength(8 - PAIR_LIMIT);
    expect(await failures(`account:${email.toLowerCase()}`)).toBe(PAIR_LIMIT);
    clock.advance(15 * 60);
  });

  it(`${ACCOUNT_LIMIT - 1} wrong passwords, then 40 at once with the right one last: the right one is refused while the account pauses`, async () => {
    const { email, password } = await registerShopper(h);
    for (let i = 1; i < ACCOUNT_LIMIT; i++) expect((await login(email, `not-it-${i}`, from(i))).msg).toBe('Incorrect account or password');
    const burst = await Promise.all([...Array.from({ length: 39 }, (_, i) => login(email, `guess-${i}`, from(10 + i))), login(email, password, from(60))]);
    expect(burst.filter((a) => a.code === 1)).toEqual([]);
    expect(burst.filter((a) => a.msg === 'Incorrect account or password')).toHaveLength(1);
    expect(burst.at(-1)!.msg).toBe('Too many failed sign-ins. Try again in 15 min.');
    expect((await login(email, password)).msg).toBe('Too many failed sign-ins. Try again in 15 min.');
    clock.advance(15 * 60);
    expect((await login(email, password)).code).toBe(1);
  });

  it('the operator token: wrong tokens at once count one each; with the right one last in a burst, no session opens', async () => {
    const form = (token: string) => h.app.request('/ops/vitals/login', {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token, days: '3' }).toString(),
    });
    const burst = await Promise.all(Array.from({ length: OPS_LOGIN_LIMIT + 5 }, (_, i) => form(`wrong-${i}`)));
    expect(burst.filter((r) => r.status === 401)).toHaveLength(OPS_LOGIN_LIMIT);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(5);
    expect((await form(OPS_TOKEN)).status).toBe(429);
    clock.advance(16 * 60);
    for (let i = 1; i < OPS_LOGIN_LIMIT; i++) expect((await form(`again-${i}`)).status).toBe(401);
    const last = await Promise.all([...Array.from({ length: 39 }, (_, i) => form(`guess-${i}`)), form(OPS_TOKEN)]);
    expect(last.filter((r) => r.status === 401)).toHaveLength(1);
    expect(last.at(-1)!.status).toBe(429);
    expect(last.every((r) => !r.headers.get('set-cookie'))).toBe(true);
    clock.advance(16 * 60);
    expect((await form(OPS_TOKEN)).status).toBe(303);
  });
});
