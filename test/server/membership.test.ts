import { describe, it, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { harnessWithClock, outsideFlashSale } from './harness';
import { makeItem, makeOrder, newShopper } from './fixtures';
import { balanceOf } from './pay-fixtures';
import { codeFor } from './account-helpers';
import { levels, membershipCards, moneyLog, orders, userCards, users } from '../../server/db/schema';
import { ledgerBalance } from '../../server/domain/money/wallet';
import { serviceFeeFen } from '../../server/domain/cart/service-fee';
import { issueToken } from '../../server/domain/account/tokens';
import type { MembershipCard, MembershipCardInfo } from '../../src/api/types/cards';

const clock = harnessWithClock();
const h = () => clock.h;
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

const call = (path: string, params: Record<string, string | number>, token: string, lang = 'en') => h().call(path, params, { token, lang });
const info = async (token: string, lang = 'en') => (await call('/api/membershipcard/info', {}, token, lang)).data as MembershipCardInfo;
/** The seeded cards by length: 30, 90 and 365 days. */
async function seededCards(token: string): Promise<Record<30 | 90 | 365, MembershipCard>> {
  const cards = (await info(token)).cards;
  const by = (d: number) => cards.find((c) => c.days === d)!;
  return { 30: by(30), 90: by(90), 365: by(365) };
}
const buy = (token: string, id: number, extra: Record<string, string> = {}, lang = 'en') => call('/api/membershipcard/buy', { id, ...extra }, token, lang);

/** A login token issued at `t` (tokens last 30 days: a clock moved further needs a fresh one). */
const tokenAt = async (userId: number, t: number) => (await issueToken(h().db, userId, t)).token;

/** The wallet is the sum of its ledger after every flow. */
async function exact(userId: number) {
  expect(await balanceOf(h().db, userId)).toBe(await ledgerBalance(h().db, userId));
}

describe('membershipcard/info', () => {
  it('lists the three seeded cards in the language (price, days, fee discount, extra storage days), no card in force, the balance', async () => {
    const { token } = await newShopper(h().db, { balanceFen: 12_345 });
    const r = await info(token, 'ru');
    expect(r.cards.map((c) => [c.days, c.name, c.price, c.fee_rate, c.fee_off, c.extra_storage_days])).toEqual([
      [30, 'Карта на месяц', '30.00', 80, 20, 15], [90, 'Карта на квартал', '78.00', 70, 30, 30], [365, 'Годовая карта', '268.00', 50, 50, 90],
    ]);
    expect(r).toMatchObject({ current: null, balance: '123.45', pay_password: false, service_fee_rate: 5 });
    expect((await h().call('/api/membershipcard/info', {})).status).toBe(401);
  });
});

describe('buying a membership card', () => {
  it('takes the price from the balance through the ledger (payment, ref membership, M + 12 digits) with the card row in one go', async () => {
    const { user, token } = await newShopper(h().db, { balanceFen: 10_000 });
    const cards = await seededCards(token);
    const t0 = now();
    const r = await buy(token, cards[30].id);
    expect(r).toMatchObject({ code: 1, msg: 'Membership card bought' });
    expect(r.data).toMatchObject({ card_id: cards[30].id, paid: '30.00', balance: '70.00', current: { card_id: cards[30].id, name: 'Monthly card', fee_off: 20, extra_storage_days: 15, days_left: 30 } });
    expect(r.data.sn).toMatch(/^M\d{12}$/);
    expect(r.data.current.ends_at - r.data.current.starts_at).toBe(30 * DAY);
    expect(r.data.current.starts_at).toBeGreaterThanOrEqual(t0);
    const [entry] = await h().db.select().from(moneyLog).where(and(eq(moneyLog.userId, user.id), eq(moneyLog.type, 'payment')));
    expect(entry).toMatchObject({ amountFen: -3000, balanceAfterFen: 7000, refType: 'membership', refSn: r.data.sn });
    const [row] = await h().db.select().from(userCards).where(eq(userCards.userId, user.id));
    expect(row).toMatchObject({ sn: r.data.sn, cardId: cards[30].id, priceFen: 3000 });
    expect((await info(token)).current).toMatchObject({ card_id: cards[30].id, ends_at: row.endsAt });
    // The wallet's records name it.
    const records = await call('/api/pay/expensesRecord', { page: 1, pagesize: 5 }, token);
    expect(records.data.data[0]).toMatchObject({ type: 'payment', amount: '-30.00', ref_type: 'membership', ref_sn: r.data.sn });
    await exact(user.id);
  });

  it('20 concurrent purchases with the balance for one: exactly the price is taken, once', async () => {
    const { user, token } = await newShopper(h().db, { balanceFen: 7_800 });
    const cards = await seededCards(token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(token, cards[90].id)));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 0).map((a) => a.msg)).toEqual(Array(19).fill('Insufficient balance: you have ¥0.00'));
    expect(await balanceOf(h().db, user.id)).toBe(0);
    expect(await h().db.select().from(userCards).where(eq(userCards.userId, user.id))).toHaveLength(1);
    expect(await h().db.select().from(moneyLog).where(and(eq(moneyLog.userId, user.id), eq(moneyLog.refType, 'membership')))).toHaveLength(1);
    await exact(user.id);
  });

  it('buying again while one is active extends from its end; the card covering now gives its benefits; after the last end none is in force', async () => {
    const { user, token: first0 } = await newShopper(h().db, { balanceFen: 100_000 });
    let token = first0;
    const cards = await seededCards(token);
    const t0 = now();
    clock.at(t0);
    const first = (await buy(token, cards[30].id)).data;
    clock.at(t0 + 10 * DAY);
    const second = await buy(token, cards[90].id);
    expect(second.code).toBe(1);
    // Still the monthly card now, the run ends 30 + 90 days after the first purchase.
    expect(second.data.current).toMatchObject({ card_id: cards[30].id, ends_at: t0 + 120 * DAY, days_left: 110 });
    const rows = await h().db.select().from(userCards).where(eq(userCards.userId, user.id)).orderBy(userCards.id);
    expect(rows.map((r) => [r.startsAt, r.endsAt])).toEqual([[t0, t0 + 30 * DAY], [t0 + 30 * DAY, t0 + 120 * DAY]]);
    expect(first.current.ends_at).toBe(t0 + 30 * DAY);
    clock.at(t0 + 31 * DAY);
    token = await tokenAt(user.id, t0 + 31 * DAY);
    expect((await info(token)).current).toMatchObject({ card_id: cards[90].id, name: 'Quarterly card', fee_off: 30, ends_at: t0 + 120 * DAY, days_left: 89 });
    clock.at(t0 + 120 * DAY);
    token = await tokenAt(user.id, t0 + 120 * DAY);
    expect((await info(token)).current).toBeNull();
    // Bought after the end: from now.
    const again = (await buy(token, cards[30].id)).data;
    expect(again.current).toMatchObject({ starts_at: t0 + 120 * DAY, ends_at: t0 + 150 * DAY });
    await exact(user.id);
  });

  it('asks for the pay password when one is set, as paying from the balance does: none, wrong (tries left), right', async () => {
    const { user, token } = await newShopper(h().db, { balanceFen: 10_000 });
    const cards = await seededCards(token);
    expect((await call('/api/ems/send', { event: 'paypassword', email: user.email! }, token)).code).toBe(1);
    expect((await call('/api/paypassword/set', { password: '246810', captcha: await codeFor(h(), user.email!, 'paypassword') }, token)).code).toBe(1);
    expect((await info(token)).pay_password).toBe(true);
    expect((await buy(token, cards[30].id)).msg).toBe('Enter your pay password');
    expect((await buy(token, cards[30].id, { pay_password: '111111' })).msg).toBe('Wrong pay password. Tries left: 4');
    expect(await balanceOf(h().db, user.id)).toBe(10_000);
    expect((await buy(token, cards[30].id, { pay_password: '246810' })).code).toBe(1);
    expect(await balanceOf(h().db, user.id)).toBe(7_000);
    // Five wrong tries in a row lock it.
    for (let i = 0; i < 4; i++) await buy(token, cards[30].id, { pay_password: '111111' });
    expect((await buy(token, cards[30].id, { pay_password: '111111' })).msg).toBe('Too many wrong pay passwords. Try again in 30 min.');
    expect((await buy(token, cards[30].id, { pay_password: '246810' })).msg).toBe('Too many wrong pay passwords. Try again in 30 min.');
    expect(await balanceOf(h().db, user.id)).toBe(7_000);
  });

  it('refuses a card not on sale and a short balance, in the shopper\'s language; nothing moves', async () => {
    const { user, token } = await newShopper(h().db, { balanceFen: 2_000 });
    const cards = await seededCards(token);
    expect((await buy(token, cards[30].id, {}, 'ru')).msg).toBe('Недостаточно средств: на балансе ¥20.00');
    expect((await buy(token, 999_999, {}, 'zh-cn')).msg).toBe('该会员卡未在售');
    expect(await balanceOf(h().db, user.id)).toBe(2_000);
    expect(await h().db.select().from(userCards).where(eq(userCards.userId, user.id))).toHaveLength(0);
  });
});

describe('while a card is active', () => {
  /** A shopper with one line of ¥`price` goods selected in the cart. */
  async function shopperWithCart(priceFen: number) {
    clock.at(outsideFlashSale()); // the fee is checked to the fen: never at the flash-sale price
    const s = await newShopper(h().db, { balanceFen: 100_000 });
    const { item, skus } = await makeItem(h().db, { priceFen });
    expect((await call('/api/cart/add', { id: item.id, sku_id: skus[0].skuId, quantity: 1 }, s.token)).code).toBe(1);
    return s;
  }

  it('its discount lowers the service fee of the cart and of a new order, and the totals say which discount and the fee without it', async () => {
    const { user, token } = await shopperWithCart(33_333);
    const before = (await call('/api/cart/getList', {}, token)).data.totals;
    expect(before).toMatchObject({ goods: '333.33', service_fee: '16.67', fee_discount: null });
    const cards = await seededCards(token);
    await buy(token, cards[365].id);
    const after = (await call('/api/cart/getList', {}, token, 'zh-cn')).data.totals;
    // 333.33 × 5 % × 50 % = 8.33325 → rounded up to a fen.
    expect(after).toMatchObject({ service_fee: '8.34', fee_discount: { source: 'card', name: '年卡', off: 50, service_fee_full: '16.67' } });
    expect(Number(after.total)).toBeCloseTo(Number(after.goods) + Number(after.post_fee) + 8.34, 2);
    const placed = await call('/api/cart/carttoorder', { remark: '' }, token);
    expect(placed.data.orders[0]).toMatchObject({ service_fee: '8.34' });
    const [o] = await h().db.select().from(orders).where(eq(orders.userId, user.id));
    expect(o.serviceFen).toBe(serviceFeeFen(33_333, 2.5));
  });

  it('combined with a level: the better of the two applies (they do not multiply), and is named', async () => {
    const { user, token } = await shopperWithCart(10_000);
    const [diamond] = await h().db.select().from(levels).where(eq(levels.discount, 85));
    await h().db.update(users).set({ levelId: diamond.id }).where(eq(users.id, user.id));
    expect((await call('/api/cart/getList', {}, token)).data.totals).toMatchObject({ service_fee: '4.25', fee_discount: { source: 'level', name: 'Diamond', off: 15, service_fee_full: '5.00' } });
    const cards = await seededCards(token);
    await buy(token, cards[30].id);
    expect((await call('/api/cart/getList', {}, token)).data.totals).toMatchObject({ service_fee: '4.00', fee_discount: { source: 'card', name: 'Monthly card', off: 20 } });
  });

  it('the fee goes back to the shop\'s rate once the card has ended', async () => {
    const { user, token } = await shopperWithCart(10_000);
    const cards = await seededCards(token);
    const t0 = now();
    clock.at(t0);
    await buy(token, cards[30].id);
    expect((await call('/api/cart/getList', {}, token)).data.totals.service_fee).toBe('4.00');
    clock.at(t0 + 30 * DAY);
    expect((await call('/api/cart/getList', {}, await tokenAt(user.id, t0 + 30 * DAY))).data.totals).toMatchObject({ service_fee: '5.00', fee_discount: null });
  });

  it('its extra free storage days are added to the warehouse\'s', async () => {
    const { user, token } = await newShopper(h().db, { balanceFen: 100_000 });
    const { order } = await makeOrder(h().db, user.id, { status: 3 });
    const plain = (await call('/api/order/detail', { id: order.id }, token)).data;
    const cards = await seededCards(token);
    await buy(token, cards[90].id);
    const carded = (await call('/api/order/detail', { id: order.id }, token)).data;
    expect(carded.free_days).toBe(plain.free_days + 30);
    expect(carded.goods[0].free_days_left).toBe(plain.goods[0].free_days_left + 30);
    // The warehouse list says the same.
    const list = (await call('/api/order/getGoodslist', { status: 3 }, token)).data;
    expect(list.data.find((g: { order_id: number }) => g.order_id === order.id).free_days_left).toBe(carded.goods[0].free_days_left);
  });
});

describe('operator', () => {
  it('lists the cards and changes one: price, fee rate, extra days, on sale or not (a card off sale cannot be bought)', async () => {
    const listed = await h().ops('cards');
    expect(listed.data.map((c: { days: number }) => c.days)).toEqual([30, 90, 365]);
    const [card] = await h().db.insert(membershipCards).values({ name: { en: 'Test card', ru: 'Тест', 'zh-cn': '测试卡' }, days: 7, priceFen: 500, feeRate: 90, sort: 99 }).returning();
    const r = await h().ops('card_set', { id: card.id, price: '6.50', fee_rate: 60, extra_days: 5 });
    expect(r.data).toEqual({ id: card.id, name: 'Test card', days: 7, price: '6.50', fee_rate: 60, extra_days: 5, enabled: true });
    const { token } = await newShopper(h().db, { balanceFen: 1_000 });
    expect((await info(token)).cards.find((c) => c.id === card.id)).toMatchObject({ price: '6.50', fee_off: 40, extra_storage_days: 5 });
    expect((await h().ops('card_set', { id: card.id, enabled: 0 })).data.enabled).toBe(false);
    expect((await info(token)).cards.find((c) => c.id === card.id)).toBeUndefined();
    expect((await buy(token, card.id)).msg).toBe('This membership card is not on sale');
    expect((await h().ops('card_set', { id: card.id, price: '0' })).code).toBe(0);
    expect((await h().ops('card_set', { id: 999_999, price: '1' })).code).toBe(0);
    await h().db.delete(membershipCards).where(eq(membershipCards.id, card.id));
  });
});
