import { eq } from 'drizzle-orm';
import { addresses, affiliates, buyselfGoods, coupons, goodsRefunds, orders, remindEmails, withdrawals } from '../../server/db/schema';
import { notify } from '../../server/domain/messages/notify';
import { makeOrder, newShopper } from '../server/fixtures';
import { digits, makeOnepay, makeParcel, makeUpload } from '../server/pay-fixtures';
import type { Harness } from '../server/harness';

const now = () => Math.floor(Date.now() / 1000);

/**
 * A shopper with something of everything the API keeps per shopper — orders in each state that an id-taking
 * call acts on, parcels, one-pay orders, an address, cart, favourites, history, a withdrawal, a refund, a
 * message, an advisory thread, a community post, a ship-for-me package, a rehearsal, a coupon, a reminder
 * e-mail and an approved affiliate account — made through the fixtures and the shopper's own calls. `secrets`
 * are the strings only this shopper's data contains (the marker in every text it typed, its e-mail and numbers).
 */
export async function shopperWorld(h: Harness, tag: string) {
  const mark = `${tag}-SECRET-${digits()}`;
  const s = await newShopper(h.db, { balanceFen: 100_000, name: `${tag.toLowerCase()}_${digits().slice(0, 6)}` });
  const uid = s.user.id;
  const as = (path: string, params: Record<string, string | number> = {}) => h.call(path, params, { token: s.token });
  const must = async (path: string, params: Record<string, string | number> = {}) => {
    const r = await as(path, params);
    if (r.code !== 1) throw new Error(`${tag} ${path}: ${r.msg}`);
    return r.data;
  };

  const unpaid = await makeOrder(h.db, uid, { goods: 2 });
  const stored = await makeOrder(h.db, uid, { status: 3, goods: 2 });
  const spare = await makeOrder(h.db, uid, { status: 3, goods: 1 });
  const problem = await makeOrder(h.db, uid, { status: 1 });
  await h.db.update(orders).set({ problem: 'price_change', problemFen: 1250 }).where(eq(orders.id, problem.order.id));
  const parcel0 = await makeParcel(h.db, uid, 0);
  const parcel1 = await makeParcel(h.db, uid, 1);
  const parcel3 = await makeParcel(h.db, uid, 3);
  const parcel4 = await makeParcel(h.db, uid, 4);
  const onepay0 = await makeOnepay(h.db, uid, 0);
  const onepay3 = await makeOnepay(h.db, uid, 3);
  const [address] = await h.db.insert(addresses).values({
    userId: uid, name: mark, mcode: '+7', mobile: '9001234567', countryId: 1, city: mark, address: mark, zipcode: '101000', createdAt: now(),
  }).returning();

  await must('/api/cart/add', { url: 'https://item.taobao.com/item.htm?id=42', title: mark, price: '12.50', seller: mark, remark: mark, quantity: 1 });
  const cartLines = (await must('/api/cart/getList')) as unknown;
  const cartIds = JSON.stringify(cartLines).match(/"id":(\d+)/g)?.map((x) => Number(x.slice(5))) ?? [];
  await must('/api/favorites/add', { item_id: 1 });
  const favs = await must('/api/favorites/lists', { page: 1, pagesize: 10 });
  await must('/api/history/add', { item_id: 1 });
  const hist = await must('/api/history/lists', { page: 1, pagesize: 10 });

  const [withdrawal] = await h.db.insert(withdrawals).values({
    sn: `W${digits()}`, userId: uid, amountFen: 1000, feeFen: 0, bankName: mark, accountName: mark, accountNo: '6222000011112222', createdAt: now(),
  }).returning();
  await notify(h.db, { userId: uid, kind: 'withdrawal_decided', name: 'withdrawal_rejected', params: { sn: withdrawal.sn, amount: '10.00', reason: mark }, ref: { type: 'withdrawal', id: withdrawal.id, sn: withdrawal.sn } }, now());
  const messages = await must('/api/message/lists', { page: 1, pagesize: 10 });

  await must('/api/goodsrefund/addRefund', { goods_id: stored.goods[1].id, reason: 'quality', remark: mark, amount: '10' });
  const [refund] = await h.db.select().from(goodsRefunds).where(eq(goodsRefunds.userId, uid));

  const advisory = await must('/api/advisory/add', { content: `${mark} where is my parcel?` });
  const chat = await must('/api/chat/send', { text: `${mark} is this the right size?`, client_id: `chat-${tag}` });
  const post = await must('/api/comment/add', { parcel_id: parcel4.id, content: `A public post by ${tag}` });
  const [buyself] = await h.db.insert(buyselfGoods).values({ userId: uid, carrier: 'SF', trackingNo: `SF${digits()}`, contents: mark, remark: mark, createdAt: now() }).returning();
  const rehearsal = await must('/api/rehearsal/add', { goods_ids: spare.goods.map((g) => g.id).join(','), country: 'RU' });
  const proof = await makeUpload(h.db, uid);
  const [coupon] = await h.db.insert(coupons).values({ userId: uid, ruleId: 1, amountFen: 500, minFen: 0, source: 'wheel', sourceRef: mark, createdAt: now(), expiresAt: now() + 86400 * 30 }).returning();
  const [remind] = await h.db.insert(remindEmails).values({ userId: uid, email: `${mark.toLowerCase()}@example.com`, createdAt: now() }).returning();

  // The affiliate account: applied with the marker, approved by the operator.
  const bearer = (await h.call('/affiliate-api/auth/token', {}, { token: s.token })).data.token as string;
  await h.call('/affiliate-api/user/apply', { channel: mark, contact: `${mark}@example.com`, reason: mark }, { headers: { authorization: `Bearer ${bearer}` } });
  const [aff] = await h.db.select().from(affiliates).where(eq(affiliates.userId, uid));
  await h.ops('affiliate_approve', { id: aff.id });

  const firstId = (page: unknown) => Number(JSON.stringify(page).match(/"id":(\d+)/)?.[1] ?? 0);
  const w = {
    tag, mark, user: s.user, token: s.token, bearer, address, unpaid, stored, spare, problem, parcel0, parcel1, parcel3, parcel4, onepay0, onepay3,
    cartIds, favoriteId: firstId(favs), historyId: firstId(hist), withdrawal, messageId: firstId(messages), refund, advisoryId: Number(advisory.id),
    chatMessageId: Number(chat.id), chatClientId: `chat-${tag}`,
    postId: Number(post.id), buyself, proof, rehearsalId: Number(rehearsal.id), coupon, remind, affiliateCode: aff.code,
  };
  return {
    ...w,
    secrets: [mark, mark.toLowerCase(), s.user.email, s.user.username, unpaid.group.sn, unpaid.order.sn, stored.order.sn, stored.group.sn, spare.order.sn, problem.order.sn,
      parcel0.sn, parcel1.sn, parcel3.sn, parcel4.sn, onepay0.sn, onepay3.sn, withdrawal.sn, buyself.trackingNo].filter((x): x is string => !!x),
  };
}
export type World = Awaited<ReturnType<typeof shopperWorld>>;
