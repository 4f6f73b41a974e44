import { describe, it, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { harnessWithClock } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { balanceOf } from './pay-fixtures';
import { codeFor } from './account-helpers';
import { coupons, userCards } from '../../server/db/schema';
import { ledgerBalance } from '../../server/domain/money/wallet';
import { issueToken } from '../../server/domain/account/tokens';
import { dayStart } from '../../server/domain/rewards/shop-day';
import type { MembershipCard, MembershipCardInfo } from '../../src/api/types/cards';

/*
 * Times past 2038-01-19 03:14:07 UTC, the last second a 32-bit integer holds (issue 33 item 6): membership cards
 * stacked past it, a coupon code valid to 2039 and used after 2038. Cards stack at most three years ahead of now.
 */
const clock = harnessWithClock();
const h = () => clock.h;
const DAY = 86_400;
const INT32_MAX = 2 ** 31 - 1;
const now = () => Math.floor(Date.now() / 1000);

const call = (path: string, params: Record<string, string | number>, token: string, lang = 'en') => h().call(path, params, { token, lang });
const info = async (token: string) => (await call('/api/membershipcard/info', {}, token)).data as MembershipCardInfo;
const buy = (token: string, id: number, lang = 'en', extra: Record<string, string> = {}) => call('/api/membershipcard/buy', { id, ...extra }, token, lang);
/** The seeded cards by length: 30, 90 and 365 days. */
async function seededCards(token: string): Promise<Record<30 | 365, MembershipCard>> {
  const cards = (await info(token)).cards;
  return { 30: cards.find((c) => c.days === 30)!, 365: cards.find((c) => c.days === 365)! };
}
/** A login token issued at `t` (tokens last 30 days: a clock moved further needs a fresh one). */
const tokenAt = async (userId: number, t: number) => (await issueToken(h().db, userId, t)).token;
const cardRows = (userId: number) =>
  h().db.select({ starts: userCards.startsAt, ends: userCards.endsAt }).from(userCards).where(eq(userCards.userId, userId)).orderBy(userCards.id);
/** The wallet is the sum of its ledger. */
const exact = async (userId: number) => expect(await balanceOf(h().db, userId)).toBe(await ledgerBalance(h().db, userId));
const tooFar = (until: string, from: string) =>
  `Membership cards can be bought up to 3 years ahead. Yours already run until ${until}; this card can be bought from ${from}.`;

describe('membership cards past 2038-01-19', () => {
  it('the annual card tapped a dozen times: three are bought (three years of cards), the other nine refused saying why and until when, never HTTP 500', async () => {
    const t = now();
    clock.at(t);
    const { user, token } = await newShopper(h().db, { balanceFen: 12 * 26_800 });
    const cards = await seededCards(token);
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await buy(token, cards[365].id));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(answers.map((a) => a.code)).toEqual([1, 1, 1, ...Array(9).fill(0)]);
    expect(answers[2].data.current).toMatchObject({ card_id: cards[365].id, ends_at: t + 3 * 365 * DAY, days_left: 3 * 365 });
    // Until the end of the third card; the fourth fits once a year has passed.
    const until = new Date((t + 3 * 365 * DAY + 8 * 3600) * 1000).toISOString().slice(0, 10);
    const from = new Date((t + 366 * DAY - 1 + 8 * 3600) * 1000).toISOString().slice(0, 10);
    expect(new Set(answers.slice(3).map((a) => a.msg))).toEqual(new Set([tooFar(until, from)]));
    expect(await cardRows(user.id)).toHaveLength(3);
    expect(await balanceOf(h().db, user.id)).toBe(9 * 26_800);
    await exact(user.id);
  });

  it('stacked from 2036-06-01 past 2038 to 2039-06-01: stored, shown and in force after 2038; beyond three years refused in en, ru and zh-cn until the day it fits', async () => {
    const t0 = dayStart('2036-06-01');
    clock.at(t0);
    const { user } = await newShopper(h().db, { balanceFen: 1_000_000 });
    let token = await tokenAt(user.id, t0);
    const cards = await seededCards(token);
    const bought = [];
    for (let i = 0; i < 3; i++) bought.push(await buy(token, cards[365].id));
    expect(bought.map((a) => [a.status, a.code, a.msg])).toEqual(Array(3).fill([200, 1, 'Membership card bought']));
    expect(await cardRows(user.id)).toEqual([
      { starts: t0, ends: t0 + 365 * DAY }, { starts: t0 + 365 * DAY, ends: t0 + 730 * DAY }, { starts: t0 + 730 * DAY, ends: t0 + 1095 * DAY },
    ]);
    expect(t0 + 730 * DAY).toBeGreaterThan(INT32_MAX);
    expect(bought[2].data.current).toMatchObject({ card_id: cards[365].id, starts_at: t0, ends_at: dayStart('2039-06-01'), days_left: 1095 });
    expect((await info(token)).current).toMatchObject({ ends_at: dayStart('2039-06-01') });

    // A month more would end past 2039-06-01, three years from now: refused in the shopper's language, nothing taken.
    expect((await buy(token, cards[30].id)).msg).toBe(tooFar('2039-06-01', '2036-07-01'));
    expect((await buy(token, cards[30].id, 'ru')).msg).toBe('Клубные карты можно купить не больше чем на 3 года вперёд. Ваши карты уже действуют до 2039-06-01; эту карту можно будет купить с 2036-07-01.');
    expect((await buy(token, cards[30].id, 'zh-cn')).msg).toBe('会员卡最多可提前购买 3 年。您的会员卡已有效至 2039-06-01，此卡可于 2036-07-01 起购买。');
    expect((await buy(token, cards[365].id)).msg).toBe(tooFar('2039-06-01', '2037-06-01'));
    clock.at(dayStart('2036-07-01') - 1);
    expect((await buy(token, cards[30].id)).msg).toBe(tooFar('2039-06-01', '2036-07-01'));
    expect(await balanceOf(h().db, user.id)).toBe(1_000_000 - 3 * 26_800);

    // The day it names, it is bought.
    clock.at(dayStart('2036-07-01'));
    token = await tokenAt(user.id, dayStart('2036-07-01'));
    expect((await buy(token, cards[30].id)).data.current).toMatchObject({ ends_at: dayStart('2039-07-01') });

    // After 2038-01-19 (signed in then): the third annual card is in force, the run ends 2039-07-01.
    const later = dayStart('2038-08-10');
    clock.at(later);
    token = await tokenAt(user.id, later);
    expect((await info(token)).current).toMatchObject({ card_id: cards[365].id, starts_at: dayStart('2038-06-01'), ends_at: dayStart('2039-07-01'), days_left: 325 });
    expect(await balanceOf(h().db, user.id)).toBe(1_000_000 - 3 * 26_800 - 3_000);
    await exact(user.id);
  });

  it('five annual cards bought at once: three are, two are refused, the balance pays three', async () => {
    clock.at(now());
    const { user, token } = await newShopper(h().db, { balanceFen: 5 * 26_800 });
    const cards = await seededCards(token);
    const answers = await Promise.all(Array.from({ length: 5 }, () => buy(token, cards[365].id)));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(3);
    for (const a of answers.filter((x) => x.code !== 1)) expect(a.msg).toMatch(/^Membership cards can be bought up to 3 years ahead\./);
    expect(await cardRows(user.id)).toHaveLength(3);
    expect(await balanceOf(h().db, user.id)).toBe(2 * 26_800);
    await exact(user.id);
  });

  it('a card beyond three years is refused before the pay password is asked for', async () => {
    clock.at(now());
    const { user, token } = await newShopper(h().db, { balanceFen: 4 * 26_800 });
    const cards = await seededCards(token);
    expect((await call('/api/ems/send', { event: 'paypassword', email: user.email! }, token)).code).toBe(1);
    expect((await call('/api/paypassword/set', { password: '246810', captcha: await codeFor(h(), user.email!, 'paypassword') }, token)).code).toBe(1);
    for (let i = 0; i < 3; i++) expect((await buy(token, cards[365].id, 'en', { pay_password: '246810' })).code).toBe(1);
    expect((await buy(token, cards[365].id)).msg).toMatch(/^Membership cards can be bought up to 3 years ahead\./);
    expect((await buy(token, cards[365].id, 'en', { pay_password: '246810' })).msg).toMatch(/^Membership cards can be bought up to 3 years ahead\./);
    expect(await balanceOf(h().db, user.id)).toBe(26_800);
  });
});

describe('a coupon code valid to 2039', () => {
  let seq = 0;
  const code = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${++seq}`;

  it('the operator creates it (a day or unix seconds), coupon_rules lists it, and a shopper activates and pays with it after 2038-01-19', async () => {
    const c = code('Y2039');
    const made = await h().ops('coupon_create', { code: c, name: 'Till 2039', amount: '5', days: 30, ends_at: '2039-06-30' });
    expect(made).toMatchObject({ code: 1, data: { code: c, amount: '5.00', ends_at: dayStart('2039-07-01') } });
    const c2040 = code('Y2040');
    expect((await h().ops('coupon_create', { code: c2040, name: 'Till 2040', amount: '1', ends_at: 2_208_988_800 })).data).toMatchObject({ ends_at: 2_208_988_800 });
    // Past the last second a date names, and what is no date, are still refused.
    expect((await h().ops('coupon_create', { code: code('X'), name: 'far', amount: '1', ends_at: 253_402_300_800 })).msg).toContain('ends_at');
    expect((await h().ops('coupon_create', { code: code('X'), name: 'bad', amount: '1', ends_at: '2039-13-01' })).msg).toContain('ends_at');
    const rules = (await h().ops('coupon_rules')).data as { code: string; ends_at: number }[];
    expect(rules.find((r) => r.code === c)).toMatchObject({ ends_at: dayStart('2039-07-01') });
    expect(rules.find((r) => r.code === c2040)).toMatchObject({ ends_at: 2_208_988_800 });

    const t = dayStart('2038-06-01');
    clock.at(t);
    const { user } = await newShopper(h().db, { balanceFen: 100_000 });
    const token = await tokenAt(user.id, t);
    const activated = await call('/api/couponrule/activate', { code: c }, token);
    expect(activated).toMatchObject({ status: 200, code: 1, data: { amount: '5.00', status: 0 } });
    const listed = (await call('/api/coupon/lists', { status: 0, page: 1 }, token)).data.data;
    expect(listed).toEqual([expect.objectContaining({ id: activated.data.id, created_at: t, expires_at: t + 30 * DAY })]);
    const { group } = await makeOrder(h().db, user.id, { priceFen: 2_000 });
    expect((await call('/api/paywallet/useCoupon', { sn: group.sn, coupon_id: activated.data.id }, token)).data).toMatchObject({ coupon: { amount: '5.00' }, amount: '15.00' });
    expect(await call('/api/paywallet/payBalance', { sn: group.sn }, token)).toMatchObject({ status: 200, code: 1 });
    expect(await balanceOf(h().db, user.id)).toBe(100_000 - 1_500);
    expect((await h().db.select({ status: coupons.status }).from(coupons).where(eq(coupons.id, activated.data.id)))[0].status).toBe(1);
    await exact(user.id);
  });
});
