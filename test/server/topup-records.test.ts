import { describe, it, expect, beforeAll } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { addOrderToGroup, makeOnepay, makeParcel, makeUpload } from './pay-fixtures';
import { membershipCards, wheelPrizes, wheelSpins } from '../../server/db/schema';
import { credit, debit } from '../../server/domain/money/wallet';
import { postPoints } from '../../server/domain/rewards/points';
import { creditOrderPoints } from '../../server/domain/rewards/score';
import { BILL_REFS } from '../../server/domain/money/ledger-refs';
import { LEDGER_KINDS, isDescribed } from '../../server/domain/money/ledger-text';
import { SCORE_KINDS } from '../../server/domain/rewards/score-text';
import { allMessages, LANGS } from '../../server/i18n';
import type { LedgerEntry } from '../../src/api/types/wallet';
import type { OfflinePayAccount, OfflinePayArea } from '../../src/api/types/pay';
import type { ScoreEntry } from '../../src/api/types/points';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
const now = () => Math.floor(Date.now() / 1000);
const CJK = /[\u4e00-\u9fff]/;
const CYRILLIC = /[а-яё]/i;

const areas = async (params: Record<string, string>, lang = 'en') => (await h.call<OfflinePayArea[]>('/api/offlinepay/arealist', params, { method: 'GET', lang })).data;
const accounts = async (areaId: number, currency = '', lang = 'en') => (await h.call<OfflinePayAccount[]>('/api/offlinepay/paylist', { area_id: areaId, currency }, { lang })).data;
/** The account a shopper paying in `currency` from `country` is offered first. */
async function firstAccount(currency: string, country = '', lang = 'en') {
  const [area] = await areas({ currency, country }, lang);
  return { area, account: (await accounts(area.id, currency, lang))[0] };
}

describe('top-up by the shopper\'s currency', () => {
  it('offers first an account in the chosen currency, in every language; then one of the country; else the operator\'s order', async () => {
    for (const lang of LANGS) {
      const usd = await firstAccount('USD', '', lang);
      expect(usd.account.currency).toBe('USD');
      expect(usd.area.name).toBe({ en: 'United States', ru: 'США', 'zh-cn': '美国' }[lang]);
    }
    expect((await firstAccount('EUR')).account.currency).toBe('EUR');
    expect((await firstAccount('RUB')).account.currency).toBe('RUB');
    expect((await firstAccount('CNY')).account.currency).toBe('CNY');
    // A currency no account takes: the country decides; a USD shopper in China is offered the Hong Kong USD account.
    expect((await firstAccount('JPY', 'CN')).area.name).toBe('China');
    expect(await firstAccount('USD', 'CN')).toMatchObject({ area: { name: 'China' }, account: { currency: 'USD' } });
    expect((await firstAccount('usd', 'us')).account.currency).toBe('USD');
    // Nothing known: the operator's order, as before.
    expect((await areas({})).map((a) => a.name)).toEqual(['Russia', 'Europe (SEPA)', 'United States', 'China']);
  });

  it('names every area and every bank in the screen\'s language; no note asks for an order number', async () => {
    const en = await areas({});
    for (const lang of ['ru', 'zh-cn'] as const) {
      const list = await areas({}, lang);
      expect(list.map((a) => a.id).sort()).toEqual(en.map((a) => a.id).sort());
      for (const area of list) {
        expect(area.name).toMatch(lang === 'ru' ? CYRILLIC : CJK);
        for (const a of await accounts(area.id, '', lang)) {
          expect(a.bank_name, `${lang} ${a.bank_name}`).toMatch(lang === 'ru' ? CYRILLIC : CJK);
          expect(a.note).not.toMatch(/номер заказа|订单号/);
        }
      }
    }
    for (const area of en) for (const a of await accounts(area.id)) expect(a.note).not.toMatch(/order number/);
  });

  it('a top-up carries its own reference (TU-<user>-<n>), one per top-up; a bill\'s is its number; another shopper\'s is never taken', async () => {
    const { user, token } = await newShopper(h.db);
    const other = await newShopper(h.db);
    const { account } = await firstAccount('USD');
    const ref = async (t = token) => (await h.call<{ reference: string }>('/api/offlinepay/topupReference', {}, { token: t })).data.reference;
    expect(await ref()).toBe(`TU-${user.id}-1`);
    expect(await ref()).toBe(`TU-${user.id}-1`);
    const remit = (params: Record<string, string | number>) =>
      h.call('/api/remit/add', { account_id: account.id, amount: '100', currency: 'USD', payer_name: 'Ann', ...params }, { token });
    const first = await remit({ reference: `TU-${user.id}-1`, proof: await makeUpload(h.db, user.id) });
    expect(first.data).toMatchObject({ bill_type: 'recharge', bill_sn: '', reference: `TU-${user.id}-1` });
    expect(await ref()).toBe(`TU-${user.id}-2`);
    // A reference already used, another shopper's, or none: the next of this shopper's.
    const again = await remit({ reference: `TU-${user.id}-1`, proof: await makeUpload(h.db, user.id) });
    expect(again.data.reference).toBe(`TU-${user.id}-2`);
    const forged = await remit({ reference: `TU-${other.user.id}-7`, proof: await makeUpload(h.db, user.id) });
    expect(forged.data.reference).toBe(`TU-${user.id}-3`);
    expect((await remit({ proof: await makeUpload(h.db, user.id) })).data.reference).toBe(`TU-${user.id}-4`);
    expect(await ref(other.token)).toBe(`TU-${other.user.id}-1`);
    const { group } = await makeOrder(h.db, user.id);
    const forBill = await remit({ sn: group.sn, reference: `TU-${user.id}-5`, proof: await makeUpload(h.db, user.id) });
    expect(forBill.data).toMatchObject({ bill_sn: group.sn, reference: group.sn });
    const rec = (await h.call('/api/offlinepay/record', { page: 1, pagesize: 10 }, { token, lang: 'zh-cn' })).data.data;
    expect(rec[0]).toMatchObject({ reference: group.sn, account: { bank_name: expect.stringMatching(CJK) } });
    expect((await h.call('/api/offlinepay/topupReference', {})).status).toBe(401);
  });
});

/** Every .ts file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** The object literal starting at `text[start]` ('{'), to its matching '}'. */
function objectAt(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

describe('every kind of wallet entry is described', () => {
  it('each credit/debit the server writes (type, ref_type) has a description; a new one without fails here', () => {
    const found: string[] = [];
    let calls = 0;
    let read = 0;
    for (const file of sources(path.resolve('server'))) {
      const text = readFileSync(file, 'utf8');
      // Every call site, however written: each must be read below (a kind given as a variable, or an entry built
      // elsewhere and passed in, cannot be checked here — write the kind and the ref type where the entry is made).
      calls += [...text.matchAll(/\b(credit|debit)\(\s*\w+\s*,/g)].length;
      for (const m of text.matchAll(/\b(credit|debit)\(\s*\w+\s*,\s*'(\w+)'\s*,\s*\{/g)) {
        read++;
        const ref = /refType:\s*([^,}]+)/.exec(objectAt(text, m.index + m[0].length - 1))?.[1].trim() ?? "''";
        // A ref type given as an expression is a bill's type (payment.ts: bill.type; a bill's cashback): every bill kind.
        const refs = /^'\w*'$/.test(ref) ? [ref.slice(1, -1)] : [...BILL_REFS];
        for (const r of refs) found.push(`${m[2]}:${r}  (${path.relative('.', file)})`);
      }
    }
    expect(found.length).toBeGreaterThan(10);
    expect(read, 'credit/debit calls whose kind and ref type could not be read').toBe(calls);
    expect(found.filter((k) => !isDescribed(k.split(':')[0], k.split(':')[1].split(' ')[0]))).toEqual([]);
  });

  it('every ledger and points kind has its words in en, ru and zh-cn', () => {
    const dict = allMessages();
    const keys = Object.keys(dict.en).filter((k) => k.startsWith('ledger.text.') || k.startsWith('score.text.'));
    expect(keys.length).toBeGreaterThan(40);
    for (const lang of LANGS) expect(keys.filter((k) => !dict[lang][k])).toEqual([]);
    expect(Object.keys(LEDGER_KINDS).sort()).toEqual(['affiliate', 'cashback', 'payment', 'rebate', 'recharge', 'refund', 'withdrawal', 'withdrawal_return']);
    expect(Object.keys(SCORE_KINDS).length).toBeGreaterThanOrEqual(8);
  });
});

describe('records that say what they were, and open it', () => {
  it('every kind of wallet entry reads in words in en/ru/zh-cn and links to what it refers to; another shopper\'s thing is never linked', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 2_000_000 });
    const stranger = await newShopper(h.db);
    const call = (p: string, params: Record<string, string | number> = {}, lang = 'en') => h.call(p, params, { token, lang });
    const pay = async (sn: string, type?: string) => expect((await call('/api/paywallet/payBalance', { sn, ...(type ? { type } : {}) })).msg).toBe('Payment successful');

    // Bills paid from the balance: an order group of one order, one of two, a single order, a parcel, a one-pay order.
    const one = await makeOrder(h.db, user.id, { priceFen: 3000 });
    await pay(one.group.sn);
    const two = await makeOrder(h.db, user.id, { priceFen: 2000 });
    await addOrderToGroup(h.db, user.id, two.group.id, { goods: 1000, post: 0, service: 0 });
    await pay(two.group.sn);
    const single = await makeOrder(h.db, user.id, { priceFen: 4000 });
    await pay(single.order.sn);
    const parcel = await makeParcel(h.db, user.id, 1);
    await pay(parcel.sn);
    const onepay = await makeOnepay(h.db, user.id);
    await pay(onepay.sn);
    // Cancelled after paying: the money back names the order and the one-pay order.
    expect((await call('/api/order/cancel', { id: single.order.id })).code).toBe(1);
    expect((await call('/api/orders/cancel', { id: onepay.id })).code).toBe(1);
    // A card, storage days for an order in the warehouse.
    const [card] = await h.db.select().from(membershipCards).where(eq(membershipCards.days, 365));
    expect((await call('/api/membershipcard/buy', { id: card.id })).code).toBe(1);
    const stored = await makeOrder(h.db, user.id, { status: 3 });
    expect((await call('/api/order/addStorage', { id: stored.order.id, days: 30 })).code).toBe(1);
    // Withdrawals: one cancelled, one rejected.
    const bank = { bank_name: 'Lakeshore National Bank', account_name: 'Ann Shopper', account_no: '000123456789' };
    const w1 = (await call('/api/cash/addCashNew', { amount: '100', ...bank })).data;
    const w2 = (await call('/api/cash/addCashNew', { amount: '60', ...bank })).data;
    expect((await call('/api/cash/cancel', { id: w1.id })).code).toBe(1);
    expect((await h.ops('withdrawal_reject', { id: w2.id, reason: 'Wrong account' })).code).toBe(1);
    // Top-ups: by the operator, by a bank transfer for the wallet and for a bill (which it then pays).
    await h.ops('recharge', { user_id: user.id, amount: '12.34' });
    const usd = (await firstAccount('USD')).account;
    const reference = (await call('/api/offlinepay/topupReference')).data.reference;
    const topUp = await call('/api/remit/add', { account_id: usd.id, amount: '100', currency: 'USD', payer_name: 'Ann', reference, proof: await makeUpload(h.db, user.id) });
    await h.ops('remit_approve', { id: topUp.data.id });
    const remitted = await makeOrder(h.db, user.id, { priceFen: 1500 });
    const forBill = await call('/api/remit/add', { account_id: usd.id, sn: remitted.group.sn, amount: '3', currency: 'USD', payer_name: 'Ann', proof: await makeUpload(h.db, user.id) });
    await h.ops('remit_approve', { id: forBill.data.id, amount: '3' });
    // Kinds written by flows too long for this test, exactly as their code writes them.
    const stranger1 = await makeOrder(h.db, stranger.user.id);
    await h.db.transaction(async (tx) => {
      const e = { userId: user.id, now: now() };
      await debit(tx, 'payment', { ...e, amountFen: 500, refType: 'order_problem', refSn: stored.order.sn, refNo: 1, memo: `pay ${stored.order.sn}` });
      await credit(tx, 'refund', { ...e, amountFen: 700, refType: 'order', refSn: stored.order.sn, refNo: stored.goods[0].id, memo: 'Return of goods' });
      await credit(tx, 'cashback', { ...e, amountFen: 90, refType: 'order_group', refSn: one.group.sn, memo: `cashback ${one.group.sn}` });
      await credit(tx, 'rebate', { ...e, amountFen: 120, refType: 'rebate', refNo: 3, memo: 'Rebates 1,2,3' });
      await credit(tx, 'rebate', { ...e, amountFen: 40, refType: 'rebate', refNo: 1, memo: 'Rebates 4' });
      await credit(tx, 'affiliate', { ...e, amountFen: 5000, refType: 'affiliate_withdrawal', refSn: 'AW202611270001', memo: 'Affiliate withdrawal AW202611270001' });
      // Someone else's order named by an entry (never so in practice): named, but not opened.
      await credit(tx, 'cashback', { ...e, amountFen: 10, refType: 'order_group', refSn: stranger1.group.sn });
    });

    const read = async (lang: string) => (await call('/api/pay/expensesRecord', { page: 1, pagesize: 100 }, lang)).data.data as LedgerEntry[];
    const en = await read('en');
    const ru = await read('ru');
    const zh = await read('zh-cn');
    const ofRef = (list: LedgerEntry[], type: string, refType: string, refSn?: string) =>
      list.filter((e) => e.type === type && e.ref_type === refType && (refSn === undefined || e.ref_sn === refSn));
    const says = (type: string, refType: string, refSn: string | undefined, text: string, link: string | null) => {
      const [e] = ofRef(en, type, refType, refSn);
      expect(e, `${type}:${refType}:${refSn}`).toBeDefined();
      expect({ text: e.text, link: e.link }).toEqual({ text, link });
    };
    const order = (id: number) => `/pages/member/order/detail?id=${id}`;
    says('payment', 'order_group', one.group.sn, `Order ${one.group.sn} paid`, order(one.order.id));
    says('payment', 'order_group', two.group.sn, `Order ${two.group.sn} paid`, '/pages/member/order/index');
    says('payment', 'order', single.order.sn, `Order ${single.order.sn} paid`, order(single.order.id));
    says('payment', 'parcel', parcel.sn, `Parcel ${parcel.sn} shipping paid`, `/pages/member/sendorder/detail?id=${parcel.id}`);
    says('payment', 'onepay', onepay.sn, `One-pay order ${onepay.sn} paid`, `/pages/member/onepayorder/detail?id=${onepay.id}`);
    says('payment', 'order_problem', stored.order.sn, `Order ${stored.order.sn} price difference paid`, order(stored.order.id));
    says('payment', 'membership', undefined, 'Membership card: Annual card', '/pages/membershipcard/index');
    says('payment', 'storage', undefined, `Extra storage days for order ${stored.order.sn}`, order(stored.order.id));
    says('refund', 'order', single.order.sn, `Refund for order ${single.order.sn}`, order(single.order.id));
    says('refund', 'order', stored.order.sn, `Refund for goods of order ${stored.order.sn}`, order(stored.order.id));
    says('refund', 'onepay', onepay.sn, `Refund for one-pay order ${onepay.sn}`, `/pages/member/onepayorder/detail?id=${onepay.id}`);
    says('withdrawal', 'withdrawal', w1.sn, `Withdrawal ${w1.sn}`, '/pages/member/cash/index');
    says('withdrawal_return', 'withdrawal', w1.sn, `Withdrawal ${w1.sn} cancelled, money returned`, '/pages/member/cash/index');
    says('withdrawal_return', 'withdrawal', w2.sn, `Withdrawal ${w2.sn} rejected, money returned`, '/pages/member/cash/index');
    says('cashback', 'order_group', one.group.sn, `Cashback for order ${one.group.sn}`, order(one.order.id));
    says('cashback', 'order_group', stranger1.group.sn, `Cashback for order ${stranger1.group.sn}`, null);
    expect(ofRef(en, 'rebate', 'rebate').map((e) => [e.text, e.link])).toEqual([
      ['Rebate from a friend’s order', '/pages/member/invitefriends/record'], ['Rebates from friends’ orders (3)', '/pages/member/invitefriends/record'],
    ]);
    says('affiliate', 'affiliate_withdrawal', 'AW202611270001', 'Affiliate earnings moved to the wallet (AW202611270001)', '/pages/affiliate/withdrawrecord');
    says('recharge', 'ops', undefined, 'Top-up credited by our staff', null);
    says('recharge', '', undefined, 'Top-up credited by our staff', null);
    says('recharge', 'remittance', String(topUp.data.id), `Top-up by bank transfer, Lakeshore National Bank, reference ${reference}`, '/pages/member/recharge/index');
    says('recharge', 'remittance', String(forBill.data.id), `Bank transfer for ${remitted.group.sn}, Lakeshore National Bank`, order(remitted.order.id));
    says('payment', 'order_group', remitted.group.sn, `Order ${remitted.group.sn} paid`, order(remitted.order.id));

    // Every entry is described (not its bare kind, never "Top-up … · 1"), in each language, with the same links.
    expect(new Set(en.map((e) => e.type))).toEqual(new Set(Object.keys(LEDGER_KINDS)));
    for (const [lang, list] of [['ru', ru], ['zh-cn', zh]] as const) {
      expect(list.map((e) => e.link)).toEqual(en.map((e) => e.link));
      list.forEach((e, i) => {
        expect(e.text, `${lang} ${en[i].text}`).not.toBe(en[i].text);
        expect(e.text).toMatch(lang === 'ru' ? CYRILLIC : CJK);
        if (en[i].ref_type !== 'remittance' && /^(OG|O|P|S|W)\d/.test(en[i].ref_sn)) expect(e.text).toContain(en[i].ref_sn);
      });
    }
    for (const e of [...en, ...ru, ...zh]) {
      expect(e.text).not.toMatch(/[{}]|undefined|^\s*$/);
      expect(e.text).not.toBe(e.type_text);
    }
    expect(ru.find((e) => e.ref_type === 'parcel')!.text).toBe(`Оплата доставки посылки ${parcel.sn}`);
    expect(zh.find((e) => e.ref_type === 'onepay' && e.type === 'payment')!.text).toBe(`支付一单付订单 ${onepay.sn}`);
    expect(zh.find((e) => e.ref_sn === String(topUp.data.id))!.text).toBe(`银行汇款充值，湖岸国民银行（Lakeshore National Bank），附言 ${reference}`);

    // The top-ups' own list says the same.
    const topUps = (await call('/api/pay/rechargeRecordList', { page: 1, pagesize: 10 }, 'ru')).data.data;
    expect(topUps[0]).toMatchObject({ method: 'remittance', text: 'Банковский перевод за ' + remitted.group.sn + ', Lakeshore National Bank (США)', link: order(remitted.order.id) });
    expect(topUps.find((r: { text: string }) => r.text.includes(reference))).toMatchObject({ link: '/pages/member/recharge/index' });
  });

  it('every kind of points entry reads in words in en/ru/zh-cn and opens what it refers to', async () => {
    const { user, token } = await newShopper(h.db);
    const call = (p: string, params: Record<string, string | number> = {}, lang = 'en') => h.call(p, params, { token, lang });
    expect((await h.ops('score_add', { user_id: user.id, amount: 2000, memo: 'Welcome gift' })).code).toBe(1);
    expect((await call('/api/signin/add')).code).toBe(1);
    const offers = (await call('/api/integralcoupon/lists', { page: 1, pagesize: 20 })).data.data as { id: number; name: string; can_take: number | null }[];
    const offer = offers.find((o) => o.can_take !== 0)!;
    expect((await call('/api/integralcoupon/exchange', { id: offer.id })).code).toBe(1);
    const done = await makeOrder(h.db, user.id, { status: 5, priceFen: 12_000 });
    const [prize] = await h.db.select().from(wheelPrizes).where(eq(wheelPrizes.kind, 'points'));
    const [spin] = await h.db.insert(wheelSpins).values({ userId: user.id, day: '2026-01-02', cost: 10, prizeId: prize.id, kind: 'points', points: prize.points, createdAt: now() }).returning();
    await h.db.transaction(async (tx) => {
      await creditOrderPoints(tx, [done.order.id], now());
      await postPoints(tx, { userId: user.id, type: 'signin_bonus', amount: 20, refKey: '2026-01-01', memo: 'Day 7 in a row', now: now() });
      await postPoints(tx, { userId: user.id, type: 'fillup', amount: -20, refKey: '2026-01-03', memo: 'Fill-up 2026-01-03', now: now() });
      await postPoints(tx, { userId: user.id, type: 'wheel_spin', amount: -10, refKey: String(spin.id), memo: `spin ${spin.id}`, now: now() });
      await postPoints(tx, { userId: user.id, type: 'wheel_prize', amount: prize.points, refKey: String(spin.id), memo: `spin ${spin.id}`, now: now() });
    });
    const read = async (lang: string) => (await call('/api/score/lists', { page: 1, pagesize: 50 }, lang)).data.data as ScoreEntry[];
    const en = await read('en');
    const byType = (list: ScoreEntry[], type: string) => list.find((e) => e.type === type)!;
    const sees = (type: string) => ({ text: byType(en, type).text, link: byType(en, type).link });
    expect(sees('order')).toEqual({ text: `Order ${done.order.sn} completed`, link: `/pages/member/order/detail?id=${done.order.id}` });
    expect(sees('signin')).toEqual({ text: 'Daily sign-in', link: '/pages/member/signin/index' });
    expect(sees('signin_bonus')).toEqual({ text: 'Bonus for signing in 7 days in a row', link: '/pages/member/signin/index' });
    expect(sees('fillup')).toEqual({ text: 'Missed day 2026-01-03 filled up', link: '/pages/member/signin/index' });
    expect(sees('exchange')).toEqual({ text: `Exchanged for the coupon “${offer.name}”`, link: '/pages/member/coupon/index' });
    expect(sees('wheel_spin')).toEqual({ text: 'Spin of the prize wheel', link: '/pages/index/zhuanpan' });
    expect(sees('wheel_prize')).toEqual({ text: `Prize wheel: ${prize.name.en}`, link: '/pages/index/zhuanpan' });
    expect(byType(en, 'ops')).toMatchObject({ text: 'Adjusted by support', link: null, memo: 'Welcome gift' });
    expect(new Set(en.map((e) => e.type))).toEqual(new Set(Object.keys(SCORE_KINDS)));
    for (const lang of ['ru', 'zh-cn'] as const) {
      const list = await read(lang);
      expect(list.map((e) => e.link)).toEqual(en.map((e) => e.link));
      list.forEach((e, i) => {
        expect(e.text).not.toBe(en[i].text);
        expect(e.text).toMatch(lang === 'ru' ? CYRILLIC : CJK);
      });
      expect(byType(list, 'wheel_prize').text).toContain(prize.name[lang]);
    }
  });
});
