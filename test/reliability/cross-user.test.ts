import { describe, it, expect, beforeAll, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { harness, type Harness, type Params } from '../server/harness';
import { callSpecs } from '../../server/http/endpoint';
import { affiliateCallSpecs } from '../../server/http/affiliate-endpoint';
import { shapeOf } from './calls';
import { shopperWorld, type World } from './shopper-world';

/**
 * The cross-user matrix (OWASP API1, broken object-level authorisation): two shoppers with something of
 * everything; every call that takes an id, a list of ids or a bill number is made by the other shopper with
 * the owner's — and must read nothing of the owner's (no marker, e-mail or number of theirs in the answer) and
 * change nothing of theirs (every row with the owner's user_id, and what the owner's own calls show, the same
 * before and after). TABLE names the id source of each (call, field); a call whose input has an id field that
 * TABLE does not list fails the first test, so a new call cannot skip the matrix.
 */

/** The params of one attack: `o` the owner's world, `me` the attacker's (for the other fields, valid and their own). */
type Attack = (o: World, me: World) => Params;
/** Not the shopper's own data: ids of the catalogue, of reference data or of the public community. */
type Public = { public: string };
type Row = { path: string; fields: string[]; attack: Attack | Public };

const declaration = (goods: { id: number }[]) => JSON.stringify(goods.map((g) => ({ goods_id: g.id, type: 'clothes', value: '50' })));
const ids = (list: { id: number }[]) => list.map((g) => g.id).join(',');
const REFERENCE = 'reference data everyone reads (countries, regions, shipping lines, banks, offline-pay accounts, catalogue items)';

const TABLE: Row[] = [
  // Bills: order groups, orders, parcels, one-pay orders by their numbers.
  { path: '/api/paywallet/getInvoice', fields: ['sn'], attack: (o) => ({ sn: o.unpaid.group.sn }) },
  { path: '/api/paywallet/getPaymentList', fields: ['sn'], attack: (o) => ({ sn: o.parcel1.sn }) },
  { path: '/api/paywallet/payBalance', fields: ['sn'], attack: (o) => ({ sn: o.unpaid.group.sn }) },
  { path: '/api/paywallet/payBalance', fields: ['sn'], attack: (o) => ({ sn: o.parcel1.sn }) },
  { path: '/api/paywallet/payBalance', fields: ['sn'], attack: (o) => ({ sn: o.onepay0.sn }) },
  { path: '/api/paywallet/useCoupon', fields: ['sn'], attack: (o, me) => ({ sn: o.unpaid.group.sn, coupon_id: me.coupon.id }) },
  { path: '/api/paywallet/useCoupon', fields: ['coupon_id'], attack: (o, me) => ({ sn: me.unpaid.group.sn, coupon_id: o.coupon.id }) },
  { path: '/api/coupon/uselist', fields: ['sn'], attack: (o) => ({ sn: o.unpaid.group.sn }) },
  { path: '/api/remit/add', fields: ['sn'], attack: (o, me) => ({ sn: o.unpaid.group.sn, account_id: 1, amount: '50', currency: 'CNY', payer_name: 'X', proof: me.proof }) },
  { path: '/api/remit/add', fields: ['account_id'], attack: { public: REFERENCE } },
  // Addresses.
  { path: '/api/address/defaultAddress', fields: ['id'], attack: (o) => ({ id: o.address.id }) },
  { path: '/api/address/deleteAddress', fields: ['id'], attack: (o) => ({ id: o.address.id }) },
  { path: '/api/address/editAddress', fields: ['id'], attack: (o) => ({ id: o.address.id, name: 'Taken', mcode: '+7', mobile: '9007654321', country_id: 1, city: 'X', address: 'Y', zipcode: '1' }) },
  { path: '/api/address/editAddress', fields: ['country_id', 'region_id'], attack: { public: REFERENCE } },
  { path: '/api/address/addAddress', fields: ['country_id', 'region_id'], attack: { public: REFERENCE } },
  // Favourites, history, cart.
  { path: '/api/favorites/add', fields: ['item_id'], attack: { public: REFERENCE } },
  { path: '/api/favorites/delete', fields: ['ids'], attack: (o) => ({ ids: String(o.favoriteId) }) },
  { path: '/api/favorites/delete', fields: ['item_id'], attack: { public: REFERENCE } },
  { path: '/api/history/add', fields: ['item_id'], attack: { public: REFERENCE } },
  { path: '/api/history/delete', fields: ['ids'], attack: (o) => ({ ids: String(o.historyId) }) },
  { path: '/api/cart/add', fields: ['id', 'sku_id'], attack: { public: REFERENCE } },
  { path: '/api/cart/edit', fields: ['id'], attack: (o) => ({ id: o.cartIds[0], quantity: 5, remark: 'changed' }) },
  { path: '/api/cart/edit', fields: ['sku_id'], attack: { public: REFERENCE } },
  { path: '/api/cart/delete', fields: ['ids'], attack: (o) => ({ ids: o.cartIds.join(',') }) },
  { path: '/api/cart/delete', fields: ['id'], attack: (o) => ({ id: o.cartIds[0] }) },
  { path: '/api/cart/check', fields: ['ids'], attack: (o) => ({ ids: o.cartIds.join(','), checked: 0 }) },
  { path: '/api/cart/carttoorder', fields: ['ids'], attack: (o) => ({ ids: o.cartIds.join(',') }) },
  { path: '/api/cart/onepayLines', fields: ['ids'], attack: (o, me) => ({ ids: o.cartIds.join(','), address_id: me.address.id }) },
  { path: '/api/cart/onepayLines', fields: ['address_id'], attack: (o, me) => ({ ids: me.cartIds.join(','), address_id: o.address.id }) },
  { path: '/api/cart/carttoonepayorder', fields: ['ids'], attack: (o, me) => ({ ids: o.cartIds.join(','), address_id: me.address.id, line_id: 1 }) },
  { path: '/api/cart/carttoonepayorder', fields: ['address_id'], attack: (o, me) => ({ ids: me.cartIds.join(','), address_id: o.address.id, line_id: 1 }) },
  { path: '/api/cart/carttoonepayorder', fields: ['line_id'], attack: { public: REFERENCE } },
  // Parcels.
  { path: '/api/sendorder/detail', fields: ['id'], attack: (o) => ({ id: o.parcel1.id }) },
  { path: '/api/sendorder/cancel', fields: ['id'], attack: (o) => ({ id: o.parcel0.id }) },
  { path: '/api/sendorder/getShippingMethod', fields: ['id'], attack: (o) => ({ id: o.parcel0.id }) },
  { path: '/api/sendorder/getShippingMethod', fields: ['goods_ids'], attack: (o) => ({ goods_ids: ids(o.stored.goods), country: 'RU' }) },
  { path: '/api/sendorder/changeShippingMethod', fields: ['id'], attack: (o) => ({ id: o.parcel0.id, line_id: 2 }) },
  { path: '/api/sendorder/changeShippingMethod', fields: ['line_id'], attack: { public: REFERENCE } },
  { path: '/api/sendorder/isshowtrackindex', fields: ['id'], attack: (o) => ({ id: o.parcel3.id }) },
  { path: '/api/sendorder/gettrackindex', fields: ['id'], attack: (o) => ({ id: o.parcel3.id }) },
  { path: '/api/sendorder/addReply', fields: ['id'], attack: (o) => ({ id: o.parcel1.id, content: 'a reply in someone else’s thread' }) },
  { path: '/api/sendorder/sendorderReply', fields: ['id'], attack: (o) => ({ id: o.parcel1.id }) },
  { path: '/api/sendorder/receipt', fields: ['id'], attack: (o) => ({ id: o.parcel3.id }) },
  { path: '/api/sendorder/photo', fields: ['id'], attack: (o) => ({ id: o.parcel1.id }) },
  { path: '/api/order/ordertopackage', fields: ['goods_ids'], attack: (o, me) => ({ goods_ids: ids(o.stored.goods), address_id: me.address.id, line_id: 1, insurance: 0, declaration: declaration(o.stored.goods) }) },
  { path: '/api/order/ordertopackage', fields: ['address_id'], attack: (o, me) => ({ goods_ids: ids(me.stored.goods), address_id: o.address.id, line_id: 1, insurance: 0, declaration: declaration(me.stored.goods) }) },
  { path: '/api/order/ordertopackage', fields: ['line_id'], attack: { public: REFERENCE } },
  // Rehearsals (trial packing).
  { path: '/api/rehearsal/add', fields: ['goods_ids'], attack: (o) => ({ goods_ids: ids(o.stored.goods), country: 'RU' }) },
  { path: '/api/rehearsal/detail', fields: ['id'], attack: (o) => ({ id: o.rehearsalId }) },
  { path: '/api/rehearsal/cancel', fields: ['id'], attack: (o) => ({ id: o.rehearsalId }) },
  { path: '/api/rehearsal/submit', fields: ['id'], attack: (o, me) => ({ id: o.rehearsalId, address_id: me.address.id, line_id: 1, insurance: 0, declaration: declaration(o.spare.goods) }) },
  { path: '/api/rehearsal/submit', fields: ['address_id'], attack: (o, me) => ({ id: me.rehearsalId, address_id: o.address.id, line_id: 1, insurance: 0, declaration: declaration(me.spare.goods) }) },
  { path: '/api/rehearsal/submit', fields: ['line_id'], attack: { public: REFERENCE } },
  // Purchase orders.
  { path: '/api/order/cancel', fields: ['id'], attack: (o) => ({ id: o.unpaid.order.id }) },
  { path: '/api/order/delete', fields: ['id'], attack: (o) => ({ id: o.unpaid.order.id }) },
  { path: '/api/order/detail', fields: ['id'], attack: (o) => ({ id: o.stored.order.id }) },
  { path: '/api/order/changeShipping', fields: ['id'], attack: (o) => ({ id: o.unpaid.order.id, express: 'express' }) },
  { path: '/api/order/deletegoods', fields: ['id', 'goods_id'], attack: (o) => ({ id: o.unpaid.order.id, goods_id: o.unpaid.goods[0].id }) },
  { path: '/api/order/getExpressTrack', fields: ['id'], attack: (o) => ({ id: o.stored.order.id }) },
  { path: '/api/order/getExpressTrackNew', fields: ['id'], attack: (o) => ({ id: o.stored.order.id }) },
  { path: '/api/order/orderReply', fields: ['id'], attack: (o) => ({ id: o.stored.order.id }) },
  { path: '/api/order/addReply', fields: ['id'], attack: (o) => ({ id: o.stored.order.id, content: 'a reply in someone else’s thread' }) },
  { path: '/api/order/photo', fields: ['id'], attack: (o) => ({ id: o.stored.order.id }) },
  { path: '/api/order/addPhoto', fields: ['goods_id', 'id'], attack: (o) => ({ goods_id: o.stored.goods[0].id, id: o.stored.order.id, remark: 'more photos' }) },
  { path: '/api/order/addStorage', fields: ['goods_id', 'id'], attack: (o) => ({ goods_id: o.stored.goods[0].id, id: o.stored.order.id, days: 30 }) },
  // One-pay orders.
  { path: '/api/orders/opdetail', fields: ['id'], attack: (o) => ({ id: o.onepay0.id }) },
  { path: '/api/orders/cancel', fields: ['id'], attack: (o) => ({ id: o.onepay0.id }) },
  { path: '/api/orders/delete', fields: ['id'], attack: (o) => ({ id: o.onepay0.id }) },
  { path: '/api/orders/receipt', fields: ['id'], attack: (o) => ({ id: o.onepay3.id }) },
  { path: '/api/orders/photo', fields: ['id'], attack: (o) => ({ id: o.onepay3.id }) },
  // Wallet.
  { path: '/api/cash/cancel', fields: ['id'], attack: (o) => ({ id: o.withdrawal.id }) },
  { path: '/api/cash/addCash', fields: ['bank_id'], attack: { public: REFERENCE } },
  // Refunds and problems.
  { path: '/api/goodsrefund/getInfo', fields: ['goods_id'], attack: (o) => ({ goods_id: o.stored.goods[1].id }) },
  { path: '/api/goodsrefund/getInfoNew', fields: ['goods_id'], attack: (o) => ({ goods_id: o.stored.goods[1].id }) },
  { path: '/api/goodsrefund/addRefundOnly', fields: ['goods_id'], attack: (o) => ({ goods_id: o.stored.goods[0].id, reason: 'quality', remark: 'mine now' }) },
  { path: '/api/goodsrefund/addRefund', fields: ['goods_id'], attack: (o) => ({ goods_id: o.stored.goods[0].id, reason: 'quality', remark: 'mine now', amount: '10' }) },
  { path: '/api/goodsrefund/delRefund', fields: ['id'], attack: (o) => ({ id: o.refund.id }) },
  { path: '/api/goodsrefund/delRefund', fields: ['id'], attack: (o) => ({ id: o.refund.goodsId }) },
  { path: '/api/goodsproblem/getProblem', fields: ['id'], attack: (o) => ({ id: o.problem.order.id }) },
  { path: '/api/goodsproblem/handleMethod', fields: ['id'], attack: (o) => ({ id: o.problem.order.id, method: 'cancel' }) },
  // Messages, reminders.
  { path: '/api/message/read', fields: ['id'], attack: (o) => ({ id: o.messageId }) },
  { path: '/api/emailremind/setDefault', fields: ['id'], attack: (o) => ({ id: o.remind.id }) },
  // Rewards: catalogue ids, not the shopper's.
  { path: '/api/integralcoupon/exchange', fields: ['id'], attack: { public: 'a coupon of the points shop, the same for everyone' } },
  { path: '/api/membershipcard/buy', fields: ['id'], attack: { public: 'a membership card type, the same for everyone' } },
  { path: '/api/promotions/join', fields: ['id'], attack: { public: 'an activity, the same for everyone' } },
  // Customer service.
  { path: '/api/advisory/detail', fields: ['id'], attack: (o) => ({ id: o.advisoryId }) },
  { path: '/api/advisory/reply', fields: ['id'], attack: (o) => ({ id: o.advisoryId, content: 'a reply in someone else’s thread' }) },
  // Live chat: each party's own conversation; ids and keys of another's find nothing of it.
  { path: '/api/chat/send', fields: ['card_id'], attack: (o) => ({ kind: 'card', card_type: 'order', card_id: o.stored.order.id }) },
  { path: '/api/chat/send', fields: ['client_id'], attack: (o) => ({ text: 'a retry of someone else’s message', client_id: o.chatClientId }) },
  { path: '/api/chat/history', fields: ['before_id'], attack: (o) => ({ before_id: o.chatMessageId + 1 }) },
  { path: '/api/chat/read', fields: ['message_id'], attack: (o) => ({ message_id: o.chatMessageId }) },
  // Community: posts are public by design (the feed); the parcel a post is about is the poster's own.
  { path: '/api/comment/detail', fields: ['id'], attack: { public: 'a post of the community feed, shown to everyone (its reads are still checked below for private data)' } },
  { path: '/api/comment/reply', fields: ['id'], attack: { public: 'replying to a post of the feed is what the feed is for' } },
  { path: '/api/comment/add', fields: ['parcel_id'], attack: (o) => ({ parcel_id: o.parcel4.id, content: 'a post about someone else’s parcel' }) },
  // Ship for me.
  { path: '/api/buyself/delete', fields: ['id'], attack: (o) => ({ id: o.buyself.id }) },
  // Affiliate API: the task a proof is for is the programme's, the same for every affiliate.
  { path: '/affiliate-api/promotion/submit', fields: ['id'], attack: { public: 'a promotion task of the programme, the same for every affiliate' } },
];

/** A field that names something by id or number. */
const ID_FIELD = /(^|_)(id|ids|sn)$/;

let h: Harness;
let owner: World;
let other: World;
beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  h = await harness();
  owner = await shopperWorld(h, 'OWNER');
  other = await shopperWorld(h, 'OTHER');
});

/** Every row the owner has in the database: each table with a user_id column, and their users row. */
async function ownerRows(userId: number): Promise<string> {
  const res = await h.db.execute(sql`select table_name from information_schema.columns where column_name = 'user_id' and table_schema = 'public' order by table_name`);
  const tables = ((Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { table_name: string }[]).map((r) => r.table_name);
  const out: Record<string, unknown> = {};
  for (const t of [...tables, 'users']) {
    const where = t === 'users' ? sql`id = ${userId}` : sql`user_id = ${userId}`;
    const rows = await h.db.execute(sql`select * from ${sql.identifier(t)} where ${where} order by 1`);
    out[t] = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  }
  return JSON.stringify(out);
}

/** `v` without what moves with the clock alone (a token's seconds to expiry). */
const still = (v: unknown): unknown => JSON.parse(JSON.stringify(v, (k, x) => (k === 'expires_in' ? undefined : x)));

/** What the owner's own calls show, envelope times left out. */
async function ownerView(o: World): Promise<Record<string, unknown>> {
  const reads: [string, Params][] = [
    ['/api/user/info', {}], ['/api/order/lists', { status: -2, page: 1, pagesize: 50 }], ['/api/order/detail', { id: o.unpaid.order.id }], ['/api/order/detail', { id: o.stored.order.id }],
    ['/api/order/getGoodslist', { page: 1, pagesize: 50 }], ['/api/sendorder/lists', { page: 1, pagesize: 50 }], ['/api/sendorder/detail', { id: o.parcel0.id }],
    ['/api/sendorder/detail', { id: o.parcel3.id }], ['/api/orders/oplists', { page: 1, pagesize: 50 }], ['/api/orders/opdetail', { id: o.onepay0.id }],
    ['/api/address/lists', {}], ['/api/cart/getList', {}], ['/api/favorites/lists', { page: 1, pagesize: 50 }], ['/api/history/lists', { page: 1, pagesize: 50 }],
    ['/api/message/lists', { page: 1, pagesize: 50 }], ['/api/message/countNotRead', {}], ['/api/cash/lists', { page: 1, pagesize: 50 }],
    ['/api/pay/expensesRecord', { page: 1, pagesize: 50 }], ['/api/advisory/lists', { page: 1, pagesize: 50 }], ['/api/advisory/detail', { id: o.advisoryId }], ['/api/chat/history', {}],
    ['/api/goodsrefund/getInfo', { goods_id: o.stored.goods[1].id }], ['/api/goodsproblem/getProblem', { id: o.problem.order.id }], ['/api/buyself/lists', { page: 1, pagesize: 50 }],
    ['/api/rehearsal/lists', { page: 1, pagesize: 50 }], ['/api/rehearsal/detail', { id: o.rehearsalId }], ['/api/coupon/lists', { page: 1, pagesize: 50 }],
    ['/api/emailremind/lists', {}], ['/api/comment/lists', { mine: 1, page: 1, pagesize: 50 }], ['/api/comment/detail', { id: o.postId }],
    ['/api/paywallet/getInvoice', { sn: o.unpaid.group.sn }], ['/api/paywallet/getInvoice', { sn: o.parcel1.sn }],
  ];
  const view: Record<string, unknown> = {};
  for (const [path, params] of reads) {
    const r = await h.call(path, params, { token: o.token });
    view[`${path} ${JSON.stringify(params)}`] = still({ code: r.code, msg: r.msg, data: r.data });
  }
  for (const path of ['user/info', 'revenue/lists', 'withdraw/lists']) {
    const r = await h.call(`/affiliate-api/${path}`, {}, { headers: { authorization: `Bearer ${o.bearer}` } });
    view[`/affiliate-api/${path}`] = { code: r.code, data: r.data };
  }
  return view;
}

/** The owner's strings found in `text`, those the attacker sent itself excepted. */
const leaked = (text: string, o: World, sent: string) => o.secrets.filter((s) => text.includes(s) && !sent.includes(s));

describe('cross-user matrix: every id-taking call made by another shopper', () => {
  it('TABLE lists every (call, id field) of the registry', () => {
    // harness() has built the app, so the registries are filled.
    const listed = new Set(TABLE.flatMap((r) => r.fields.map((f) => `${r.path} ${f}`)));
    const missing: string[] = [];
    const specs = [...callSpecs.values(), ...affiliateCallSpecs.values()].filter((s) => !['none', 'ops', 'staff'].includes(s.auth)); // staff calls are the console's, not a shopper's
    for (const s of specs) {
      for (const field of Object.keys(shapeOf(s.input))) if (ID_FIELD.test(field) && !listed.has(`${s.path} ${field}`)) missing.push(`${s.path} ${field}`);
    }
    expect(specs.length).toBeGreaterThan(100);
    expect(missing, 'id-taking calls missing from TABLE (add each with its id source)').toEqual([]);
    for (const r of TABLE) expect(callSpecs.has(r.path) || affiliateCallSpecs.has(r.path), `${r.path} is not a call`).toBe(true);
  });

  it('reads nothing of the owner and changes nothing of theirs', async () => {
    await ownerView(owner); // a first look (it may mark messages seen), then the view to compare
    const viewBefore = await ownerView(owner);
    const rowsBefore = await ownerRows(owner.user.id);

    const reads: string[] = [];
    let made = 0;
    for (const row of TABLE) {
      const params = 'public' in row.attack ? null : row.attack(owner, other);
      if (!params) continue;
      for (const method of ['POST', 'GET'] as const) {
        const r = await h.call(row.path, params, { token: other.token, method });
        made++;
        if (process.env.MATRIX_DEBUG && method === 'POST') console.info(`${row.path} ${JSON.stringify(params).slice(0, 80)} → ${r.code} ${r.msg}`);
        const sent = JSON.stringify(params);
        const found = leaked(JSON.stringify({ msg: r.msg, data: r.data }), owner, sent);
        if (found.length) reads.push(`${method} ${row.path} ${sent} → ${r.code} ${r.msg}: shows ${found.join(', ')}`);
        expect(r.status, `${row.path}: ${r.msg}`).toBeLessThan(500);
      }
    }
    // The public rows are read too: a post of the feed shows its text and poster's name, nothing private.
    const post = await h.call('/api/comment/detail', { id: owner.postId }, { token: other.token });
    const postLeaks = leaked(JSON.stringify(post.data), owner, '');
    if (postLeaks.length) reads.push(`/api/comment/detail shows ${postLeaks.join(', ')}`);
    // The attacker's own lists and the affiliate API show nothing of the owner either.
    for (const path of ['/api/order/lists', '/api/sendorder/lists', '/api/orders/oplists', '/api/cart/getList', '/api/address/lists', '/api/message/lists', '/api/cash/lists', '/api/buyself/lists', '/api/advisory/lists', '/api/coupon/lists', '/api/chat/history']) {
      const r = await h.call(path, { page: 1, pagesize: 100 }, { token: other.token });
      const found = leaked(JSON.stringify(r.data), owner, '');
      if (found.length) reads.push(`${path} (the attacker's own list) shows ${found.join(', ')}`);
    }
    for (const path of ['user/info', 'revenue/lists', 'withdraw/lists', 'promotion/lists']) {
      const r = await h.call(`/affiliate-api/${path}`, {}, { headers: { authorization: `Bearer ${other.bearer}` } });
      const found = leaked(JSON.stringify(r.data), owner, '');
      if (found.length) reads.push(`/affiliate-api/${path} shows ${found.join(', ')}`);
    }

    console.info(`cross-user matrix: ${made} calls as the other shopper over ${TABLE.length} table rows`);
    expect(reads, 'the other shopper read the owner’s data').toEqual([]);
    expect(await ownerRows(owner.user.id), 'the owner’s rows changed').toBe(rowsBefore);
    expect(await ownerView(owner), 'the owner’s own calls show a change').toEqual(viewBefore);
  });
});
