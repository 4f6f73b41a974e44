import { describe, it, expect, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { makeOrder, newShopper, orderStatus } from './fixtures';
import { balanceOf, ledger, makeUpload } from './pay-fixtures';
import { goodsRefunds, orderGoods, orders } from '../../server/db/schema';
import { ledgerBalance } from '../../server/domain/money/wallet';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const call = (path: string, params: Record<string, string | number>, token: string, lang = 'en') => h.call(path, params, { token, lang });
const info = (token: string, goodsId: number, lang = 'en') => call('/api/goodsrefund/getInfo', { goods_id: goodsId }, token, lang);
const refundOnly = (token: string, goodsId: number) => call('/api/goodsrefund/addRefundOnly', { goods_id: goodsId, reason: '1' }, token);
const ret = (token: string, goodsId: number, extra: Record<string, string | number> = {}) =>
  call('/api/goodsrefund/addRefund', { goods_id: goodsId, reason: '4', remark: 'The zip is broken', ...extra }, token);
const deleted = async (goodsId: number) => (await h.db.select().from(orderGoods).where(eq(orderGoods.id, goodsId)))[0].deleted;

/** The wallet is the sum of its ledger after every flow. */
async function exact(userId: number) {
  expect(await balanceOf(h.db, userId)).toBe(await ledgerBalance(h.db, userId));
}

/** A paid order of two ¥50 lines with a ¥6 service fee and ¥8 post fee: ¥114 paid. */
async function paidOrder(userId: number, status = 1) {
  const made = await makeOrder(h.db, userId, { status, goods: 2 });
  await h.db.update(orders).set({ serviceFen: 600, postFeeFen: 800, totalFen: 11_400 }).where(eq(orders.id, made.order.id));
  return made;
}

describe('goodsrefund: reasons', () => {
  it('lists the reasons in the language asked, for a signed-in shopper', async () => {
    const { token } = await newShopper(h.db);
    const en = await call('/api/goodsrefund/getReason', {}, token);
    expect(en.data).toHaveLength(6);
    expect(en.data[3]).toEqual({ id: 4, name: 'Damaged or defective' });
    expect((await call('/api/goodsrefund/getReason', {}, token, 'ru')).data[3].name).toBe('Повреждено или неисправно');
    expect((await h.call('/api/goodsrefund/getReason', {})).status).toBe(401);
  });
});

describe('goodsrefund: refund-only of a line not yet bought', () => {
  it('refunds the line (goods + its share of the service fee) at once; the last line takes the rest and cancels the order', async () => {
    const { user, token } = await newShopper(h.db);
    const { order, goods } = await paidOrder(user.id);
    const before = await info(token, goods[0].id);
    expect(before.data).toEqual({
      id: goods[0].id, order_id: order.id, order_sn: order.sn, goods_id: goods[0].id, title: 'Fixture goods 1', pic_url: '', sku_text: 'Colour: Red',
      quantity: 1, price: '50.00', max_amount: '53.00', mode: 'refund_only', refund: null,
    });
    const r = await refundOnly(token, goods[0].id);
    expect(r).toMatchObject({ code: 1, msg: 'Refunded to your balance' });
    expect(r.data).toMatchObject({ mode: null, max_amount: '0.00', refund: { type: 'refund', amount: '53.00', reason: 'I no longer need it', status: 1, status_text: 'Refunded to your balance', review_note: '' } });
    expect(await balanceOf(h.db, user.id)).toBe(5_300);
    expect(await deleted(goods[0].id)).toBe(true);
    expect(await orderStatus(h.db, order.id)).toBe(1);
    expect((await refundOnly(token, goods[0].id)).msg).toBe('A refund of these goods has already been requested');
    // The order no longer lists the line among its goods, and names it as refunded.
    const detail = (await h.call('/api/order/detail', { id: order.id }, { token })).data;
    expect(detail.goods.map((g: { id: number }) => g.id)).toEqual([goods[1].id]);
    expect(detail.refunded_goods).toEqual([goods[0].id]);

    expect((await info(token, goods[1].id)).data).toMatchObject({ max_amount: '61.00', mode: 'refund_only' });
    expect((await refundOnly(token, goods[1].id)).data.refund.amount).toBe('61.00');
    expect(await orderStatus(h.db, order.id)).toBe(-1);
    expect(await balanceOf(h.db, user.id)).toBe(11_400);
    const refunds = (await ledger(h.db, user.id)).filter((e) => e.type === 'refund');
    expect(refunds.map((e) => [e.refType, e.refSn, e.refNo, e.amountFen])).toEqual([['order', order.sn, goods[0].id, 5_300], ['order', order.sn, goods[1].id, 6_100]]);
    await exact(user.id);
  });

  it('a line refunded, then the order cancelled: the cancellation gives back only what is left', async () => {
    const { user, token } = await newShopper(h.db);
    const { order, goods } = await paidOrder(user.id);
    await refundOnly(token, goods[0].id);
    const cancelled = await call('/api/order/cancel', { id: order.id }, token);
    expect(cancelled.data).toMatchObject({ status: -1, refund: '61.00' });
    expect(await balanceOf(h.db, user.id)).toBe(11_400);
    await exact(user.id);
  });

  it('pays once under 20 concurrent requests for one line', async () => {
    const { user, token } = await newShopper(h.db);
    const { goods } = await paidOrder(user.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refundOnly(token, goods[0].id)));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 1).map((a) => a.msg)).toEqual(Array(19).fill('A refund of these goods has already been requested'));
    expect((await ledger(h.db, user.id)).filter((e) => e.type === 'refund')).toHaveLength(1);
    expect(await balanceOf(h.db, user.id)).toBe(5_300);
    await exact(user.id);
  });

  it('refuses a bought line (a return is needed) and an unpaid one', async () => {
    const { token, user } = await newShopper(h.db);
    const bought = await paidOrder(user.id, 2);
    expect((await refundOnly(token, bought.goods[0].id)).msg).toBe('These goods have been bought: request a return instead');
    const unpaid = await makeOrder(h.db, user.id, { status: 0 });
    expect((await refundOnly(token, unpaid.goods[0].id)).msg).toBe('These goods can no longer be refunded');
    expect((await info(token, unpaid.goods[0].id)).data).toMatchObject({ mode: null, max_amount: '0.00' });
    expect(await balanceOf(h.db, user.id)).toBe(0);
  });
});

describe('goodsrefund: a return of a bought line', () => {
  it('is asked with reason, remark, photos and an amount up to the line\'s most; pending until the operator approves (paid once under 20 approvals)', async () => {
    const { user, token } = await newShopper(h.db);
    const { goods } = await paidOrder(user.id, 3);
    const photos = [await makeUpload(h.db, user.id), await makeUpload(h.db, user.id)];
    expect((await info(token, goods[0].id)).data).toMatchObject({ mode: 'return', max_amount: '53.00' });
    expect((await ret(token, goods[0].id, { reason: '' })).msg).toBe('reason cannot be empty');
    expect((await ret(token, goods[0].id, { amount: '53.01' })).msg).toBe('The most that can be refunded is ¥53.00');
    expect((await call('/api/goodsrefund/addRefund', { goods_id: goods[0].id, reason: '4', amount: '60' }, token, 'zh-cn')).msg).toBe('最多可退 ¥53.00');
    expect((await ret(token, goods[0].id, { images: [photos[0], '/uploads/user/x1.png', '/uploads/user/x2.png', '/uploads/user/x3.png', '/uploads/user/x4.png', '/uploads/user/x5.png', '/uploads/user/x6.png'].join(',') })).msg)
      .toBe('You can attach up to 6 photos');
    expect((await ret(token, goods[0].id, { images: '/uploads/user/someone-else.png' })).msg).toBe('Attach photos you have uploaded');
    expect((await ret(token, goods[0].id, { images: 'javascript:alert(1)' })).msg).toBe('Invalid parameter: images.0');
    expect(await h.db.select().from(goodsRefunds).where(eq(goodsRefunds.goodsId, goods[0].id))).toEqual([]);

    const asked = await ret(token, goods[0].id, { amount: '30', images: photos.join(',') });
    expect(asked).toMatchObject({ code: 1, msg: 'Return requested' });
    expect(asked.data).toMatchObject({
      mode: null, refund: { type: 'return', amount: '30.00', reason: 'Damaged or defective', remark: 'The zip is broken', images: photos, status: 0, status_text: 'Awaiting review', decided_at: null },
    });
    expect((await ret(token, goods[0].id)).msg).toBe('A refund of these goods has already been requested');
    expect(await balanceOf(h.db, user.id)).toBe(0);

    const queue = await h.ops('refunds');
    expect(queue.data).toContainEqual(expect.objectContaining({ id: asked.data.refund.id, type: 'return', goods_id: goods[0].id, amount: '30.00', images: 2 }));
    const approvals = await Promise.all(Array.from({ length: 20 }, () => h.ops('refund_approve', { id: asked.data.refund.id })));
    expect(approvals.filter((a) => a.status >= 500)).toEqual([]);
    expect(approvals.filter((a) => a.code === 1)).toHaveLength(1);
    expect(approvals.filter((a) => a.code !== 1).map((a) => a.msg)).toEqual(Array(19).fill('This refund request has already been decided'));
    expect(await balanceOf(h.db, user.id)).toBe(3_000);
    expect((await ledger(h.db, user.id)).filter((e) => e.type === 'refund')).toHaveLength(1);
    const after = await info(token, goods[0].id, 'ru');
    expect(after.data).toMatchObject({ mode: null, refund: { status: 1, status_text: 'Возвращено на баланс', amount: '30.00' } });
    expect(after.data.refund.decided_at).toBeGreaterThan(0);
    expect(await deleted(goods[0].id)).toBe(true);
    await exact(user.id);
  });

  it('a rejection names its reason and lets the shopper ask again; a pending request can be withdrawn', async () => {
    const { user, token } = await newShopper(h.db);
    const { goods } = await paidOrder(user.id, 2);
    const first = await ret(token, goods[1].id);
    const rejected = await h.ops('refund_reject', { id: first.data.refund.id, reason: 'The photos show no damage' });
    expect(rejected.data).toMatchObject({ status: -1, reason: 'The photos show no damage' });
    expect((await h.ops('refund_approve', { id: first.data.refund.id })).msg).toBe('This refund request has already been decided');
    expect((await info(token, goods[1].id)).data).toMatchObject({ mode: 'return', refund: { status: -1, status_text: 'Rejected', review_note: 'The photos show no damage' } });

    const second = await ret(token, goods[1].id, { reason: 'The lining is torn' });
    expect(second.data.refund).toMatchObject({ status: 0, reason: 'The lining is torn' });
    const withdrawn = await call('/api/goodsrefund/delRefund', { id: second.data.refund.id }, token);
    expect(withdrawn).toMatchObject({ code: 1, msg: 'Return request withdrawn' });
    expect(withdrawn.data).toMatchObject({ mode: 'return', refund: { id: first.data.refund.id, status: -1 } });
    expect((await call('/api/goodsrefund/delRefund', { id: second.data.refund.id }, token)).msg).toBe('This refund request has already been decided');
    const history = await call('/api/goodsrefund/getInfoNew', { goods_id: goods[1].id }, token);
    expect(history.data.history.map((r: { id: number; status: number; status_text: string }) => [r.id, r.status, r.status_text]))
      .toEqual([[second.data.refund.id, -2, 'Withdrawn'], [first.data.refund.id, -1, 'Rejected']]);
    expect(await balanceOf(h.db, user.id)).toBe(0);
    expect(await deleted(goods[1].id)).toBe(false);
  });

  it('is not approved once the line went into a parcel', async () => {
    const { user, token } = await newShopper(h.db);
    const { goods } = await paidOrder(user.id, 3);
    const asked = await ret(token, goods[0].id);
    await h.db.update(orderGoods).set({ parcelId: 999_999 }).where(eq(orderGoods.id, goods[0].id));
    expect((await h.ops('refund_approve', { id: asked.data.refund.id })).msg).toBe('These goods are in a parcel or no longer in the order');
    expect(await balanceOf(h.db, user.id)).toBe(0);
    expect((await info(token, goods[0].id)).data.refund.status).toBe(0);
  });
});

describe('goodsrefund: only the shopper\'s own lines', () => {
  it("another shopper's line and request can be neither read nor changed", async () => {
    const owner = await newShopper(h.db);
    const other = await newShopper(h.db);
    const paid = await paidOrder(owner.user.id);
    const bought = await paidOrder(owner.user.id, 3);
    const pending = await ret(owner.token, bought.goods[0].id);
    for (const r of [
      await info(other.token, paid.goods[0].id),
      await call('/api/goodsrefund/getInfoNew', { goods_id: bought.goods[0].id }, other.token),
      await refundOnly(other.token, paid.goods[0].id),
      await ret(other.token, bought.goods[1].id),
    ]) expect(r).toMatchObject({ code: 0, msg: 'Goods not found', data: null });
    expect((await call('/api/goodsrefund/delRefund', { id: pending.data.refund.id }, other.token)).msg).toBe('Refund request not found');
    expect((await info(owner.token, bought.goods[0].id)).data.refund.status).toBe(0);
    expect((await info(owner.token, paid.goods[0].id)).data).toMatchObject({ mode: 'refund_only', refund: null });
    expect(await balanceOf(h.db, other.user.id)).toBe(0);
    expect(await balanceOf(h.db, owner.user.id)).toBe(0);
  });

  it('translates validation messages', async () => {
    const { token } = await newShopper(h.db);
    expect((await call('/api/goodsrefund/addRefund', { reason: '1' }, token, 'ru')).msg).toBe('Поле goods_id не может быть пустым');
    expect((await call('/api/goodsrefund/getInfo', { goods_id: 'x' }, token, 'zh-cn')).msg).toBe('参数错误：goods_id');
    expect((await info(token, 99_999_999, 'ru')).msg).toBe('Товар не найден');
  });
});
