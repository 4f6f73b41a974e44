import { describe, it, expect, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, outsideFlashSale, type Harness } from './harness';
import { makeItem, makeOrder, newShopper } from './fixtures';
import { balanceOf, ledger } from './pay-fixtures';
import { orders } from '../../server/db/schema';
import { ledgerBalance } from '../../server/domain/money/wallet';
import type { OrderDetail, OrderListAnswer } from '../../src/api/types/order';
import type { RefundInfo } from '../../src/api/types/rewards';
import type { Message } from '../../src/api/types/member-extra';

/*
 * Refunds visible and exact (issue 23, items 8 and 11): the figure a refund form shows is the one that moves,
 * the order says how much came back beside what was paid, and reads as refunded once all of it left.
 */

let h: Harness;
beforeAll(async () => {
  h = await harness({ now: outsideFlashSale });
});

const call = <T = any>(path: string, params: Record<string, string | number>, token: string, lang = 'en') => h.call<T>(path, params, { token, lang });
const info = async (token: string, goodsId: number) => (await call<RefundInfo>('/api/goodsrefund/getInfo', { goods_id: goodsId }, token)).data;
const refundOnly = (token: string, goodsId: number, amount?: string) =>
  call<RefundInfo>('/api/goodsrefund/addRefundOnly', { goods_id: goodsId, reason: '1', ...(amount ? { amount } : {}) }, token);
const detail = async (token: string, id: number, lang = 'en') => (await call<OrderDetail>('/api/order/detail', { id }, token, lang)).data;
const listed = async (token: string, status: string, lang = 'en') => (await call<OrderListAnswer>('/api/order/lists', { status }, token, lang)).data;
const messages = async (token: string, lang = 'en') => (await call<{ data: Message[] }>('/api/message/lists', {}, token, lang)).data.data;
const fen = (yuan: string) => Math.round(Number(yuan) * 100);

/** The wallet is the sum of its ledger. */
async function exact(userId: number) {
  expect(await balanceOf(h.db, userId)).toBe(await ledgerBalance(h.db, userId));
}

/**
 * A paid order of two lines from one seller, placed and paid as a shopper does (cart → order → balance):
 * ¥25.00 and ¥30.00 of goods, ¥8.00 domestic post, the level's service fee. Answers the order and what was paid.
 */
async function paidTwoLines(opts: { coupon?: boolean } = {}) {
  const shopper = await newShopper(h.db, { balanceFen: 100_000 });
  const seller = `rv_${Math.random().toString(36).slice(2, 8)}`;
  const a = await makeItem(h.db, { seller, priceFen: 2_500, title: 'Scarf' });
  const b = await makeItem(h.db, { seller, priceFen: 3_000, title: 'Gloves' });
  for (const it of [a, b]) expect((await call('/api/cart/add', { id: it.item.id, sku_id: it.skus[0].skuId, quantity: 1 }, shopper.token)).code).toBe(1);
  const placed = await call<{ order_sn: string; orders: { sn: string }[] }>('/api/cart/carttoorder', {}, shopper.token);
  expect(placed.data.orders).toHaveLength(1);
  if (opts.coupon) {
    // WELCOME10: ¥10 off from ¥50, chosen on the pay page.
    const coupon = await call<{ id: number }>('/api/couponrule/activate', { code: 'WELCOME10' }, shopper.token);
    expect((await call('/api/paywallet/useCoupon', { sn: placed.data.order_sn, coupon_id: coupon.data.id }, shopper.token)).code).toBe(1);
  }
  expect((await call('/api/paywallet/payBalance', { sn: placed.data.order_sn }, shopper.token)).code).toBe(1);
  const [o] = await h.db.select().from(orders).where(eq(orders.sn, placed.data.orders[0].sn));
  const lines = (await detail(shopper.token, o.id)).goods;
  const paidFen = -(await ledger(h.db, shopper.user.id)).filter((e) => e.type === 'payment').reduce((s, e) => s + e.amountFen, 0);
  return { ...shopper, o, lines, paidFen };
}

describe('a refund promises what moves', () => {
  it('two lines refunded one after the other: the second line\'s quote is read again and takes the post fee; the stale figure is refused; all paid comes back', async () => {
    const { user, token, o, lines, paidFen } = await paidTwoLines();
    expect(o.postFeeFen).toBe(800);
    expect([o.goodsFen, o.serviceFen, o.totalFen]).toEqual([5_500, 275, 6_575]); // ¥55.00 + ¥2.75 service + ¥8.00 post
    expect(paidFen).toBe(o.totalFen);
    const first = lines.find((g) => g.price === '25.00')!;
    const second = lines.find((g) => g.price === '30.00')!;
    const share = (goodsFen: number) => Math.floor((goodsFen * (o.goodsFen + o.serviceFen)) / o.goodsFen);

    // Before anything moves, each line quotes its goods and its share of the service fee.
    const q1 = await info(token, first.id);
    const stale = await info(token, second.id);
    expect(fen(q1.max_amount)).toBe(share(2_500));
    expect(fen(stale.max_amount)).toBe(share(3_000));
    expect([q1.max_amount, stale.max_amount]).toEqual(['26.25', '31.50']);

    const balance0 = await balanceOf(h.db, user.id);
    const r1 = await refundOnly(token, first.id, q1.max_amount);
    expect(r1).toMatchObject({ code: 1, data: { refund: { amount: q1.max_amount, status: 1 } } });
    expect(await balanceOf(h.db, user.id)).toBe(balance0 + fen(q1.max_amount));

    // The last line left of an order not yet bought takes everything still paid: the post fee too.
    const q2 = await info(token, second.id);
    expect(fen(q2.max_amount)).toBe(o.totalFen - fen(q1.max_amount));
    expect(fen(q2.max_amount)).toBe(share(3_000) + 800 + (o.totalFen - o.postFeeFen - share(2_500) - share(3_000)));
    expect(q2.max_amount).toBe('39.50'); // not the ¥31.50 quoted before the first refund

    // The figure the page loaded before the first refund is refused, and nothing moves.
    const refused = await refundOnly(token, second.id, stale.max_amount);
    expect(refused).toMatchObject({ code: 0, msg: `The refund of these goods is now ¥${q2.max_amount}: check the new amount and confirm again` });
    expect((await call('/api/goodsrefund/addRefundOnly', { goods_id: second.id, reason: '1', amount: stale.max_amount }, token, 'ru')).msg)
      .toBe(`Сумма возврата за этот товар теперь ¥${q2.max_amount}: проверьте её и подтвердите ещё раз`);
    expect(await balanceOf(h.db, user.id)).toBe(balance0 + fen(q1.max_amount));

    const r2 = await refundOnly(token, second.id, q2.max_amount);
    expect(r2).toMatchObject({ code: 1, data: { refund: { amount: q2.max_amount, status: 1 } } });
    expect(await balanceOf(h.db, user.id)).toBe(balance0 + paidFen);
    const refunds = (await ledger(h.db, user.id)).filter((e) => e.type === 'refund');
    expect(refunds.map((e) => e.amountFen)).toEqual([fen(q1.max_amount), fen(q2.max_amount)]);
    expect(refunds.reduce((s, e) => s + e.amountFen, 0)).toBe(paidFen);
    await exact(user.id);

    // Each refund wrote the shopper a message with the amount that moved, newest first.
    const [last, one] = await messages(token);
    expect(one).toMatchObject({ kind: 'refund_decided', title: 'Refund made', ref_type: 'order', ref_id: o.id, ref_sn: o.sn });
    expect(one.content).toContain(`order ${o.sn}`);
    expect(one.content).toContain(`¥${q1.max_amount}`);
    expect(last).toMatchObject({ kind: 'refund_decided', title: 'Order refunded', link: `/pages/member/order/detail?id=${o.id}` });
    expect(last.content).toContain(`¥${q2.max_amount}`);
    expect((await messages(token, 'zh-cn'))[0].title).toBe('订单已退款');
    expect((await messages(token, 'ru'))[1].title).toBe('Деньги возвращены');
  });

  it('both lines refunded at once with the figures shown: whichever goes first moves its figure, the other is refused, nothing else moves', async () => {
    const { user, token, lines } = await paidTwoLines();
    const quotes = await Promise.all(lines.map((g) => info(token, g.id)));
    const before = await balanceOf(h.db, user.id);
    const answers = await Promise.all(lines.map((g, i) => refundOnly(token, g.id, quotes[i].max_amount)));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const ok = answers.findIndex((a) => a.code === 1);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers[1 - ok].msg).toMatch(/^The refund of these goods is now ¥\d+\.\d{2}: check the new amount and confirm again$/);
    expect(await balanceOf(h.db, user.id)).toBe(before + fen(quotes[ok].max_amount));
    await exact(user.id);
  });

  it('refund-only without an amount moves the quote; a return can ask at most the quote', async () => {
    const { user, token, lines } = await paidTwoLines();
    const q = await info(token, lines[0].id);
    const before = await balanceOf(h.db, user.id);
    expect((await refundOnly(token, lines[0].id)).data.refund!.amount).toBe(q.max_amount);
    expect(await balanceOf(h.db, user.id)).toBe(before + fen(q.max_amount));
  });
});

describe('a refund promises what moves: with a coupon', () => {
  it('two lines of an order paid with a coupon: each refund is its quote, and together they give back exactly what was paid', async () => {
    const { user, token, o, lines, paidFen } = await paidTwoLines({ coupon: true });
    expect(paidFen).toBe(o.totalFen - 1_000);
    const before = await balanceOf(h.db, user.id);
    const moved: number[] = [];
    for (const g of lines) {
      const q = await info(token, g.id);
      expect((await refundOnly(token, g.id, q.max_amount)).code).toBe(1);
      moved.push(fen(q.max_amount));
      expect(await balanceOf(h.db, user.id)).toBe(before + moved.reduce((s, x) => s + x, 0));
    }
    expect(moved.reduce((s, x) => s + x, 0)).toBe(paidFen);
    expect(await detail(token, o.id)).toMatchObject({ coupon: '10.00', paid: (paidFen / 100).toFixed(2), refunded: (paidFen / 100).toFixed(2), refund_state: 'fully' });
    await exact(user.id);
  });
});

describe('an order says how much came back', () => {
  it('partly refunded: its status goes on, with the amount back beside the total; fully: it reads "Refunded" in lists and detail', async () => {
    const { token, o, lines, paidFen } = await paidTwoLines();
    const fresh = await detail(token, o.id);
    expect(fresh).toMatchObject({ status: 1, status_text: 'Paid, to be bought', refunded: '0.00', refund_state: 'none' });

    const q1 = await info(token, lines[0].id);
    await refundOnly(token, lines[0].id, q1.max_amount);
    expect(await detail(token, o.id)).toMatchObject({ status: 1, status_text: 'Paid, to be bought', refunded: q1.max_amount, refund_state: 'partly' });
    const row1 = (await listed(token, '1')).data.find((r) => r.id === o.id)!;
    expect(row1).toMatchObject({ status_text: 'Paid, to be bought', refunded: q1.max_amount, refund_state: 'partly', goods_count: 1 });

    const q2 = await info(token, lines[1].id);
    await refundOnly(token, lines[1].id, q2.max_amount);
    const done = await detail(token, o.id);
    expect(done).toMatchObject({ status: -1, status_text: 'Refunded', refund_state: 'fully', refunded: (paidFen / 100).toFixed(2), paid: (paidFen / 100).toFixed(2), goods: [] });
    expect(done.refunded_goods).toEqual([lines[0].id, lines[1].id]); // in the order they were refunded
    expect((await detail(token, o.id, 'ru')).status_text).toBe('Деньги возвращены');
    expect((await detail(token, o.id, 'zh-cn')).status_text).toBe('已退款');

    // Listed under "refunded" (not among the cancelled), with the goods that came back instead of "0 items".
    const tab = await listed(token, 'refunded');
    const row = tab.data.find((r) => r.id === o.id)!;
    expect(row).toMatchObject({ status: -1, status_text: 'Refunded', refund_state: 'fully', refunded: (paidFen / 100).toFixed(2), goods_count: 2 });
    expect(row.goods.map((g) => g.id)).toEqual([lines[0].id, lines[1].id]);
    expect((await listed(token, '-1')).data.some((r) => r.id === o.id)).toBe(false);
    expect(tab.counts).toMatchObject({ refunded: 1, '-1': 0, '1': 0, all: 1 });
    expect((await listed(token, 'all')).data.find((r) => r.id === o.id)!.status_text).toBe('Refunded');
  });

  it('one line refunded at once, the other returned after it was bought: the order closes and reads as refunded, the post fee kept', async () => {
    const { user, token, o, lines } = await paidTwoLines();
    const q1 = await info(token, lines[0].id);
    await refundOnly(token, lines[0].id, q1.max_amount);
    expect((await h.ops('buy', { id: o.id })).code).toBe(1);
    expect(await detail(token, o.id)).toMatchObject({ status: 2, status_text: 'Bought, seller shipping', refund_state: 'partly', refunded: q1.max_amount });

    const q2 = await info(token, lines[1].id);
    expect(q2.mode).toBe('return');
    const asked = await call<RefundInfo>('/api/goodsrefund/addRefund', { goods_id: lines[1].id, reason: '4', amount: q2.max_amount }, token);
    expect(asked.code).toBe(1);
    expect((await h.ops('refund_approve', { id: asked.data.refund!.id })).code).toBe(1);

    const done = await detail(token, o.id);
    const back = fen(q1.max_amount) + fen(q2.max_amount);
    expect(done).toMatchObject({ status: -1, status_text: 'Refunded', refund_state: 'fully', refunded: (back / 100).toFixed(2), goods: [] });
    expect(back).toBe(o.totalFen - o.postFeeFen);
    expect(done.paid).toBe((o.totalFen / 100).toFixed(2)); // paid beside refunded: the domestic post of bought goods stays spent
    expect(done.cancelled_at).toBeGreaterThan(0);
    expect((await listed(token, 'refunded')).data.map((r) => r.id)).toContain(o.id);
    expect((await listed(token, '2')).data.map((r) => r.id)).not.toContain(o.id);
    const [approved] = await messages(token);
    expect(approved).toMatchObject({ kind: 'refund_decided', title: 'Refund approved' });
    expect(approved.content).toContain(`¥${q2.max_amount}`);
    await exact(user.id);
  });

  it('a cancelled unpaid order stays "Cancelled"; a paid one cancelled reads as refunded and says so in a message', async () => {
    const { user, token } = await newShopper(h.db);
    const { order: unpaid } = await makeOrder(h.db, user.id, { status: 0 });
    await call('/api/order/cancel', { id: unpaid.id }, token);
    expect(await detail(token, unpaid.id)).toMatchObject({ status: -1, status_text: 'Cancelled', refund_state: 'none', refunded: '0.00' });
    expect((await listed(token, '-1')).data.map((r) => r.id)).toEqual([unpaid.id]);
    expect(await messages(token)).toEqual([]);

    const { token: t2, o } = await paidTwoLines();
    const cancelled = await call('/api/order/cancel', { id: o.id }, t2);
    expect(cancelled.data).toMatchObject({ status: -1, refund: (o.totalFen / 100).toFixed(2) });
    expect(await detail(t2, o.id)).toMatchObject({ status_text: 'Refunded', refund_state: 'fully', refunded: (o.totalFen / 100).toFixed(2) });
    const [m] = await messages(t2);
    expect(m).toMatchObject({ kind: 'refund_decided', title: 'Order cancelled', ref_id: o.id });
    expect(m.content).toContain(`¥${(o.totalFen / 100).toFixed(2)}`);
    expect((await messages(t2, 'ru'))[0].title).toBe('Заказ отменён');
  });

  it('a problem answered with a refund writes a message with what came back', async () => {
    const { token, o } = await paidTwoLines();
    await h.ops('problem', { id: o.id, kind: 'out_of_stock' });
    const r = await call('/api/goodsproblem/handleMethod', { id: o.id, method: 'refund' }, token);
    expect(r.data).toMatchObject({ method: 'refund', status: -1, refund: (o.totalFen / 100).toFixed(2) });
    const [m] = await messages(token);
    expect(m).toMatchObject({ kind: 'refund_decided', title: 'Order refunded', ref_id: o.id });
    expect(m.content).toContain(`¥${(o.totalFen / 100).toFixed(2)}`);
    expect(await detail(token, o.id)).toMatchObject({ status_text: 'Refunded', refund_state: 'fully' });
  });

  it('a rejected return writes a message and moves nothing', async () => {
    const { user, token, o, lines } = await paidTwoLines();
    await h.ops('buy', { id: o.id });
    const before = await balanceOf(h.db, user.id);
    const asked = await call<RefundInfo>('/api/goodsrefund/addRefund', { goods_id: lines[0].id, reason: '4' }, token);
    await h.ops('refund_reject', { id: asked.data.refund!.id, reason: 'No damage on the photos' });
    const [m] = await messages(token);
    expect(m).toMatchObject({ kind: 'refund_decided', title: 'Refund rejected' });
    expect(m.content).toContain('No damage on the photos');
    expect(await balanceOf(h.db, user.id)).toBe(before);
    expect(await detail(token, o.id)).toMatchObject({ status: 2, refund_state: 'none', refunded: '0.00' });
  });
});
