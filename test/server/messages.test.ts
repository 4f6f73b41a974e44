import { describe, it, expect, beforeAll } from 'vitest';
import { harness, type Harness } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { makeParcel, makeUpload } from './pay-fixtures';
import { offlinePayAccounts } from '../../server/db/schema';
import { requestWithdrawal } from '../../server/domain/money/withdrawals';
import { addRemittance } from '../../server/domain/money/remittances';
import type { Message } from '../../src/api/types/member-extra';
import { textParts } from '../../server/domain/messages/inbox';
import { LANGS, allMessages, t } from '../../server/i18n';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const now = () => Math.floor(Date.now() / 1000);
const lists = (token: string, lang = 'en', params: Record<string, string | number> = {}) =>
  h.call<{ total: number; current_page: number; last_page: number; data: Message[] }>('/api/message/lists', params, { token, lang });
const unread = async (token: string) => (await h.call('/api/message/countNotRead', {}, { token })).data.count as number;
/** The shopper's newest message in `lang`. */
const newest = async (token: string, lang = 'en') => (await lists(token, lang)).data.data[0];

describe('messages: every decision writes one, read in the language of the request', () => {
  it('an order bought, arrived, or with a problem: one message each, newest first, opening the order', async () => {
    const { user, token } = await newShopper(h.db);
    const { order } = await makeOrder(h.db, user.id, { status: 1 });
    expect((await h.ops('buy', { id: order.id })).code).toBe(1);
    expect(await newest(token)).toMatchObject({
      kind: 'order_bought', title: 'Order bought', content: `We bought order ${order.sn} from Fixture shop. The seller is shipping it to our warehouse.`,
      is_read: 0, read_at: null, ref_type: 'order', ref_id: order.id, ref_sn: order.sn, link: `/pages/member/order/detail?id=${order.id}`,
    });
    expect((await newest(token, 'ru')).title).toBe('Заказ выкуплен');
    expect((await newest(token, 'zh-cn')).title).toBe('订单已采购');
    expect((await h.ops('receive', { id: order.id })).code).toBe(1);
    const both = (await lists(token)).data;
    expect(both.total).toBe(2);
    expect(both.data.map((m) => m.kind)).toEqual(['order_arrived', 'order_bought']);

    const { order: dear } = await makeOrder(h.db, user.id, { status: 1 });
    expect((await h.ops('problem', { id: dear.id, kind: 'price_change', amount: '12.30' })).code).toBe(1);
    expect(await newest(token, 'ru')).toMatchObject({ kind: 'order_problem', title: 'Цена изменилась', ref_id: dear.id });
    expect((await newest(token)).content).toContain('went up by ¥12.30');
    const { order: gone } = await makeOrder(h.db, user.id, { status: 1 });
    await h.ops('problem', { id: gone.id, kind: 'out_of_stock' });
    expect(await newest(token)).toMatchObject({ kind: 'order_problem', title: 'Problem with an order', ref_sn: gone.sn });
    expect(await unread(token)).toBe(4);
  });

  it('a refused action writes nothing', async () => {
    const { user, token } = await newShopper(h.db);
    const { order } = await makeOrder(h.db, user.id, { status: 0 });
    expect((await h.ops('buy', { id: order.id })).code).toBe(0);
    expect((await h.ops('receive', { id: order.id })).code).toBe(0);
    expect(await unread(token)).toBe(0);
  });

  it('a parcel weighed (shipping to pay) and shipped: grams and carrier in the language, opening the parcel', async () => {
    const { user, token } = await newShopper(h.db);
    const packing = await makeParcel(h.db, user.id, 0);
    expect((await h.ops('weigh', { id: packing.id, weight: 1200, length: 30, width: 20, height: 10 })).code).toBe(1);
    const weighed = await newest(token, 'ru');
    expect(weighed).toMatchObject({ kind: 'parcel_weighed', title: 'Посылка взвешена', ref_type: 'parcel', link: `/pages/member/sendorder/detail?id=${packing.id}` });
    expect(weighed.content).toMatch(/^Вес посылки S\d+: 1\s200 г\. Доставка к оплате: ¥\d+\.\d\d\.$/);
    expect((await newest(token)).content).toContain('weighs 1,200 g');
    // The amount as a value (the storefront shows it ¥ with ≈ the reader's currency): the parcel's total to pay.
    const { total } = (await h.call('/api/sendorder/detail', { id: packing.id }, { token })).data as { total: string };
    expect((await newest(token)).parts).toEqual([`Parcel ${packing.sn} weighs 1,200 g. Shipping to pay: `, { yuan: total }, '.']);
    expect(weighed.parts).toEqual([weighed.content.replace(/¥.*$/, ''), { yuan: total }, '.']);
    const paid = await makeParcel(h.db, user.id, 2);
    expect((await h.ops('ship', { id: paid.id, carrier: 'China Post', tracking_no: 'EE123456789CN' })).code).toBe(1);
    expect(await newest(token, 'ru')).toMatchObject({
      kind: 'parcel_shipped', content: `Посылка ${paid.sn} отправлена со склада службой Почта Китая, трек-номер EE123456789CN.`,
    });
    expect((await newest(token)).content).toContain('with China Post');
    expect(await unread(token)).toBe(2);
  });

  it('a return approved or rejected: the amount or the reason, opening the order', async () => {
    const { user, token } = await newShopper(h.db);
    const { order, goods } = await makeOrder(h.db, user.id, { status: 2, goods: 2 });
    const ask = (goodsId: number) => h.call('/api/goodsrefund/addRefund', { goods_id: goodsId, reason: '4', remark: 'Broken', amount: '20' }, { token });
    const first = await ask(goods[0].id);
    expect((await h.ops('refund_approve', { id: first.data.refund.id })).code).toBe(1);
    expect(await newest(token)).toMatchObject({
      kind: 'refund_decided', title: 'Refund approved', content: `Your return from order ${order.sn} was approved: ¥20.00 is back in your balance.`,
      link: `/pages/member/order/detail?id=${order.id}`,
    });
    const second = await ask(goods[1].id);
    await h.ops('refund_reject', { id: second.data.refund.id, reason: 'No damage on the photos' });
    expect(await newest(token, 'zh-cn')).toMatchObject({ kind: 'refund_decided', title: '退款被拒绝', content: `订单 ${order.sn} 的退货被拒绝：No damage on the photos` });
    expect(await unread(token)).toBe(2);
  });

  it('a withdrawal paid or rejected writes one; a shopper’s own cancel writes none; both open the wallet', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 100_000 });
    const w = { bankId: 0, bankName: 'Bank', accountName: 'Ann', accountNo: '1', swift: '', remark: '' };
    const a = await requestWithdrawal(h.db, user.id, { ...w, amountFen: 10_000 }, now());
    const b = await requestWithdrawal(h.db, user.id, { ...w, amountFen: 12_000 }, now());
    const c = await requestWithdrawal(h.db, user.id, { ...w, amountFen: 6_000 }, now());
    await h.ops('withdrawal_pay', { id: a.id });
    expect(await newest(token)).toMatchObject({ kind: 'withdrawal_decided', title: 'Withdrawal paid out', content: `Withdrawal ${a.sn} of ¥100.00 was paid out.`, ref_type: 'withdrawal', link: '/pages/member/account/index' });
    await h.ops('withdrawal_reject', { id: b.id, reason: 'Wrong account' });
    expect(await newest(token, 'ru')).toMatchObject({ title: 'Вывод отклонён', content: `Вывод ${b.sn} отклонён: Wrong account. ¥120.00 вернулись на ваш баланс.` });
    expect((await h.call('/api/cash/cancel', { id: c.id }, { token })).code).toBe(1);
    expect(await unread(token)).toBe(2);
  });

  it('a remittance approved or rejected writes one, opening the wallet', async () => {
    const { user, token } = await newShopper(h.db);
    const [account] = await h.db.select().from(offlinePayAccounts).limit(1);
    const remit = async () => (await addRemittance(h.db, user.id, { accountId: account.id, sn: '', amountFen: 5_000, currency: 'CNY', payerName: 'Ann', proof: await makeUpload(h.db, user.id), remark: '' }, now())).r;
    const ok = await remit();
    await h.ops('remit_approve', { id: ok.id });
    expect(await newest(token)).toMatchObject({ kind: 'remittance_decided', title: 'Bank transfer received', content: 'Your bank transfer was credited: ¥50.00 added to your balance.', link: '/pages/member/account/index' });
    const bad = await remit();
    await h.ops('remit_reject', { id: bad.id, reason: 'Proof unreadable' });
    expect(await newest(token, 'ru')).toMatchObject({ kind: 'remittance_decided', title: 'Перевод отклонён', content: 'Ваш банковский перевод не принят: Proof unreadable' });
    expect(await unread(token)).toBe(2);
  });
});

describe('messages: amounts as values, for the storefront to show in the reader\'s currency (design §4c)', () => {
  const params = { sn: 'S1', seller: 'Shop', amount: '1234.50', weight: '1,200', carrier: 'EMS', tracking: 'EE1', reason: 'No (¥) reason', contents: 'Tea', shop: 'Mine', title: 'Q' };
  const messageKeys = () => LANGS.flatMap((lang) => Object.keys(allMessages()[lang]).filter((k) => k.startsWith('smsg.')).map((key) => ({ lang, key, text: allMessages()[lang][key] })));

  it('every message template writes an amount "¥{amount}", never inside brackets (the storefront adds "(≈ …)")', () => {
    const withAmount = messageKeys().filter((m) => m.text.includes('{amount}'));
    expect(withAmount.length).toBeGreaterThanOrEqual(3 * 6);
    for (const m of withAmount) {
      expect(m.text.split('{amount}').length, `${m.lang} ${m.key}`).toBe(m.text.split('¥{amount}').length);
      expect(m.text, `${m.lang} ${m.key}`).not.toMatch(/[（(]¥\{amount\}/);
    }
  });

  it('the pieces read as the content, the amount a value, the words untouched', () => {
    for (const { lang, key } of messageKeys()) {
      const parts = textParts(lang, key, params);
      expect(parts.map((p) => (typeof p === 'string' ? p : `¥${p.yuan}`)).join(''), `${lang} ${key}`).toBe(t(lang, key, params));
      const amounts = parts.filter((p) => typeof p !== 'string');
      expect(amounts).toEqual(t(lang, key, params).includes('¥1234.50') ? [{ yuan: '1234.50' }] : []);
    }
    expect(textParts('en', 'smsg.withdrawal_rejected.text', params)).toEqual(['Withdrawal S1 was rejected: No (¥) reason. ', { yuan: '1234.50' }, ' is back in your balance.']);
  });
});

describe('messages: lists, read, countNotRead', () => {
  /** A shopper with three messages (bought, arrived; another order bought). */
  async function withMessages() {
    const s = await newShopper(h.db);
    const { order } = await makeOrder(h.db, s.user.id, { status: 1 });
    await h.ops('buy', { id: order.id });
    await h.ops('receive', { id: order.id });
    const { order: second } = await makeOrder(h.db, s.user.id, { status: 1 });
    await h.ops('buy', { id: second.id });
    return s;
  }

  it('pages newest first in the ThinkPHP shape and filters by kind', async () => {
    const { token } = await withMessages();
    const p1 = (await lists(token, 'en', { page: 1, pagesize: 2 })).data;
    expect(p1).toMatchObject({ total: 3, per_page: 2, current_page: 1, last_page: 2 });
    const p2 = (await lists(token, 'en', { page: 2, pagesize: 2 })).data;
    const ids = [...p1.data, ...p2.data].map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await lists(token, 'en', { kind: 'order_bought' })).data.data.map((m) => m.kind)).toEqual(['order_bought', 'order_bought']);
    expect((await lists(token, 'en', { kind: 'parcel_shipped' })).data.total).toBe(0);
  });

  it('read marks one read (again: unchanged) and answers the unread left; the user centre counts unread', async () => {
    const { token } = await withMessages();
    expect(await unread(token)).toBe(3);
    expect((await h.call('/api/user/info', {}, { token })).data.message_count).toBe(3);
    const m = await newest(token);
    const r = await h.call('/api/message/read', { id: m.id }, { token });
    expect(r).toMatchObject({ code: 1, data: { id: m.id, count: 2 } });
    expect((await h.call('/api/message/read', { id: m.id }, { token })).data).toEqual(r.data);
    expect(await newest(token)).toMatchObject({ id: m.id, is_read: 1, read_at: r.data.read_at });
    expect(await unread(token)).toBe(2);
    expect((await h.call('/api/user/info', {}, { token })).data.message_count).toBe(2);
  });

  it('another shopper’s message is never listed, read or marked; a login is needed; ids are checked', async () => {
    const mine = await withMessages();
    const other = await newShopper(h.db);
    const m = await newest(mine.token);
    expect((await lists(other.token)).data).toMatchObject({ total: 0, data: [] });
    expect(await h.call('/api/message/read', { id: m.id }, { token: other.token, lang: 'ru' })).toMatchObject({ code: 0, msg: 'Сообщение не найдено' });
    expect(await newest(mine.token)).toMatchObject({ id: m.id, is_read: 0 });
    expect(await unread(mine.token)).toBe(3);
    expect(await unread(other.token)).toBe(0);
    for (const path of ['/api/message/lists', '/api/message/read', '/api/message/countNotRead']) expect((await h.call(path, { id: m.id })).status).toBe(401);
    expect((await h.call('/api/message/read', { id: 'x' }, { token: mine.token })).code).toBe(0);
    expect((await h.call('/api/message/read', {}, { token: mine.token })).msg).toContain('id');
  });
});
