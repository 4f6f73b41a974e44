import { describe, it, expect, beforeAll } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { harness, outsideFlashSale, type Harness, type Params } from './harness';
import { makeItem, newShopper } from './fixtures';
import { addresses, areas, itemSkus, onepayOrders, orderGoods, orderGroups, orders, shippingLines } from '../../server/db/schema';
import type { CartList, CartToOnepayResult, CartToOrderResult } from '../../src/api/types/cart';

let h: Harness;
let germany: number;
beforeAll(async () => {
  h = await harness({ now: outsideFlashSale });
  [{ id: germany }] = await h.db.insert(areas).values({ name: { en: 'Germany', ru: 'Германия', 'zh-cn': '德国' }, code: 'DE', level: 1 }).returning();
});

const cart = (name: string, params: Params, token: string, lang = 'en') => h.call(`/api/cart/${name}`, params, { token, lang });
const list = async (token: string) => (await cart('getList', {}, token)).data as CartList;

/** A shopper with two sellers in the cart: A (2 × 100.00 + 1 × 50.00, post 8.00) and B (3 × 33.33, post 8.00). */
async function twoSellerCart() {
  const shopper = await newShopper(h.db);
  const tag = Math.random().toString(36).slice(2, 8);
  const a1 = await makeItem(h.db, { seller: `a_${tag}`, priceFen: 10_000 });
  const a2 = await makeItem(h.db, { seller: `a_${tag}`, priceFen: 5_000, goodsType: 'cosmetics' });
  const b1 = await makeItem(h.db, { seller: `b_${tag}`, priceFen: 3_333 });
  const ids = {
    a1: (await cart('add', { id: a1.item.id, sku_id: a1.skus[0].skuId, quantity: 2, remark: 'blue box' }, shopper.token)).data.id as number,
    a2: (await cart('add', { id: a2.item.id, sku_id: a2.skus[1].skuId, quantity: 1 }, shopper.token)).data.id as number,
    b1: (await cart('add', { id: b1.item.id, sku_id: b1.skus[0].skuId, quantity: 3 }, shopper.token)).data.id as number,
  };
  return { ...shopper, tag, a1, a2, b1, ids };
}

async function addressOf(userId: number, countryId = germany) {
  const [a] = await h.db.insert(addresses).values({
    userId, name: 'Anna Schmidt', mcode: '+49', mobile: '1512345678', countryId, city: 'Berlin', address: 'Hauptstr. 1', zipcode: '10115', createdAt: 1,
  }).returning();
  return a.id;
}

async function line(opts: Partial<typeof shippingLines.$inferInsert> = {}) {
  const [l] = await h.db.insert(shippingLines).values({
    name: { en: 'Test air', ru: 'Тест авиа', 'zh-cn': '测试空运' }, carrier: 'TEST', firstWeightG: 500, firstPriceFen: 5_000,
    stepWeightG: 500, stepPriceFen: 2_000, transitDays: '7-12', countries: ['DE'], goodsTypes: ['general', 'cosmetics'], insuranceRate: 30, ...opts,
  }).returning();
  return l.id;
}

/** A shopper with three manual goods of ¥9 000 000.00 each: every line within its cap, together beyond what one order may come to (and an int32 column holds). */
async function dearCart() {
  const shopper = await newShopper(h.db);
  const ids: number[] = [];
  for (const n of [1, 2, 3]) {
    const r = await cart('add', { url: `https://dear.example.com/${n}`, title: `Gold bar ${n}`, price: '9000000.00', quantity: 1 }, shopper.token);
    expect(r.code).toBe(1);
    ids.push(r.data.id);
  }
  return { ...shopper, ids };
}

describe('carttoorder', () => {
  it('makes one unpaid order per seller under an OG group, with exact totals, and empties those lines', async () => {
    const s = await twoSellerCart();
    const r = await cart('carttoorder', { remark: 'please check' }, s.token);
    expect(r.code).toBe(1);
    const data = r.data as CartToOrderResult;
    expect(data.order_sn).toMatch(/^OG\d{12}$/);
    // A: goods 200.00 + 55.00 (Red/L) = 255.00, post 8.00, service ceil(12.75) = 12.75 → 275.75
    // B: goods 99.99, post 8.00, service ceil(4.9995) = 5.00 → 112.99
    expect(data.total).toBe('388.74');
    expect(data.orders).toHaveLength(2);
    for (const o of data.orders) expect(o.sn).toMatch(/^O\d{12}$/);
    expect(data.orders.map(({ sn: _sn, ...o }) => o)).toEqual([
      { seller: `Shop b_${s.tag}`, goods: '99.99', post_fee: '8.00', service_fee: '5.00', total: '112.99' },
      { seller: `Shop a_${s.tag}`, goods: '255.00', post_fee: '8.00', service_fee: '12.75', total: '275.75' },
    ]);
    expect((await list(s.token)).totals.count).toBe(0);

    const [group] = await h.db.select().from(orderGroups).where(eq(orderGroups.sn, data.order_sn));
    expect(group).toMatchObject({ userId: s.user.id, totalFen: 38_874, status: 0 });
    const placed = await h.db.select().from(orders).where(eq(orders.groupId, group.id));
    expect(placed.map((o) => [o.sellerName, o.status, o.goodsFen, o.postFeeFen, o.serviceFen, o.totalFen, o.remark]).sort()).toEqual([
      [`Shop a_${s.tag}`, 0, 25_500, 800, 1_275, 27_575, 'please check'],
      [`Shop b_${s.tag}`, 0, 9_999, 800, 500, 11_299, 'please check'],
    ]);
    const goods = await h.db.select().from(orderGoods).where(inArray(orderGoods.orderId, placed.map((o) => o.id)));
    expect(goods.map((g) => [g.itemId, g.title, g.skuText, g.priceFen, g.quantity, g.remark, g.goodsType, g.userId]).sort()).toEqual([
      [s.a1.item.id, 'Test jacket', 'Colour: Red; Size: M', 10_000, 2, 'blue box', 'general', s.user.id],
      [s.a2.item.id, 'Test jacket', 'Colour: Red; Size: L', 5_500, 1, '', 'cosmetics', s.user.id],
      [s.b1.item.id, 'Test jacket', 'Colour: Red; Size: M', 3_333, 3, '', 'general', s.user.id],
    ].sort());
  });

  it('orders only the chosen ids (or the selected lines), honours express shipping, and leaves the rest', async () => {
    const s = await twoSellerCart();
    await cart('changeShipping', { seller: `Shop a_${s.tag}`, shipping: 'express' }, s.token);
    const r = await cart('carttoorder', { ids: `${s.ids.a1}` }, s.token);
    // 200.00 + express post 16.00 + service 10.00
    expect(r.data).toMatchObject({ total: '226.00', orders: [{ seller: `Shop a_${s.tag}`, goods: '200.00', post_fee: '16.00', service_fee: '10.00' }] });
    const [placed] = await h.db.select().from(orders).where(eq(orders.sn, r.data.orders[0].sn));
    expect(placed.shipping).toBe('express');
    expect((await list(s.token)).groups.flatMap((g) => g.goods.map((x) => x.id)).sort()).toEqual([s.ids.a2, s.ids.b1].sort());
    await cart('check', { ids: s.ids.a2, checked: 0 }, s.token);
    const sel = await cart('carttoorder', {}, s.token);
    expect(sel.data.orders.map((o: { seller: string }) => o.seller)).toEqual([`Shop b_${s.tag}`]);
    expect((await list(s.token)).groups.flatMap((g) => g.goods.map((x) => x.id))).toEqual([s.ids.a2]);
  });

  it('carries manual goods with their link', async () => {
    const { token, user } = await newShopper(h.db);
    await cart('add', { url: 'https://shop.example.com/x', title: 'Lamp', price: '20.00', quantity: 2, sku_text: 'White' }, token);
    const r = await cart('carttoorder', {}, token);
    expect(r.data.orders).toEqual([expect.objectContaining({ seller: 'shop.example.com', goods: '40.00', post_fee: '0.00', service_fee: '2.00', total: '42.00' })]);
    const [g] = await h.db.select().from(orderGoods).where(eq(orderGoods.userId, user.id));
    expect(g).toMatchObject({ itemId: null, url: 'https://shop.example.com/x', skuText: 'White', priceFen: 2_000, quantity: 2, goodsType: 'general' });
  });

  it('refuses an empty selection, and refuses the whole order when one goods sold out, naming it', async () => {
    const s = await twoSellerCart();
    await cart('check', { all: 1, checked: 0 }, s.token);
    expect(await cart('carttoorder', {}, s.token)).toMatchObject({ code: 0, msg: 'Please select the goods to order', data: null });
    expect((await cart('carttoorder', {}, s.token, 'ru')).msg).toBe('Выберите товары для заказа');
    await cart('check', { all: 1, checked: 1 }, s.token);
    await h.db.update(itemSkus).set({ stock: 0 }).where(and(eq(itemSkus.itemId, s.b1.item.id), eq(itemSkus.skuId, s.b1.skus[0].skuId)));
    const r = await cart('carttoorder', {}, s.token);
    expect(r).toMatchObject({ code: 0, msg: 'These goods are unavailable or out of stock: “Test jacket”' });
    await h.db.update(itemSkus).set({ stock: 2 }).where(and(eq(itemSkus.itemId, s.b1.item.id), eq(itemSkus.skuId, s.b1.skus[0].skuId)));
    expect((await cart('carttoorder', {}, s.token)).msg).toBe('Not enough stock for: “Test jacket”');
    expect((await list(s.token)).totals.count).toBe(3);
    expect(await h.db.select().from(orderGroups).where(eq(orderGroups.userId, s.user.id))).toEqual([]);
    expect((await cart('carttoorder', { ids: 'x' }, s.token)).msg).toBe('Invalid parameter: ids');
  });

  it('refuses an order that comes to more than one order may, keeps the lines, and orders fewer of them at once', async () => {
    const s = await dearCart();
    const r = await cart('carttoorder', {}, s.token);
    expect(r).toMatchObject({ status: 200, code: 0, msg: 'One order may come to at most ¥10000000.00: order fewer goods at once', data: null });
    expect((await cart('carttoorder', {}, s.token, 'ru')).msg).toBe('Один заказ — не более ¥10000000.00: оформите меньше товаров за раз');
    expect((await cart('carttoorder', {}, s.token, 'zh-cn')).msg).toBe('单笔订单金额最多 ¥10000000.00，请分批下单');
    expect(await h.db.select().from(orderGroups).where(eq(orderGroups.userId, s.user.id))).toEqual([]);
    expect((await list(s.token)).totals.count).toBe(3);
    const one = await cart('carttoorder', { ids: String(s.ids[0]) }, s.token);
    expect(one.code).toBe(1);
    expect((await list(s.token)).totals.count).toBe(2);
  });

  it("treats another user's ids as missing and never orders them", async () => {
    const owner = await twoSellerCart();
    const other = await newShopper(h.db);
    const r = await cart('carttoorder', { ids: `${owner.ids.a1},${owner.ids.b1}` }, other.token);
    expect(r).toMatchObject({ code: 0, msg: 'Please select the goods to order', data: null });
    expect((await list(owner.token)).totals.count).toBe(3);
  });

  it('orders once when the same cart is submitted twice at the same time', async () => {
    const s = await twoSellerCart();
    const [x, y] = await Promise.all([cart('carttoorder', {}, s.token), cart('carttoorder', {}, s.token)]);
    expect([x.code, y.code].sort()).toEqual([0, 1]);
    expect(await h.db.select().from(orderGroups).where(eq(orderGroups.userId, s.user.id))).toHaveLength(1);
  });
});

describe('carttoonepayorder', () => {
  it('makes a P order with goods, post, line fee and insurance to the address, and empties the lines', async () => {
    const { token, user } = await newShopper(h.db);
    const { item, skus } = await makeItem(h.db, { weightG: 600 });
    await cart('add', { id: item.id, sku_id: skus[0].skuId, quantity: 2 }, token);
    const addressId = await addressOf(user.id);
    const lineId = await line();
    const r = await cart('carttoonepayorder', { address_id: addressId, line_id: lineId, insurance: 1, remark: 'fragile' }, token);
    expect(r.code).toBe(1);
    const data = r.data as CartToOnepayResult;
    expect(data.order_sn).toMatch(/^P\d{12}$/);
    // 2 × 600 g + 700 g carton = 1900 g → 50.00 + ceil(1400 / 500) × 20.00 = 110.00; insurance 3 % of 200.00 = 6.00
    expect(data).toMatchObject({ goods: '200.00', post_fee: '8.00', shipping: '110.00', insurance: '6.00', total: '324.00', weight: 1200, chargeable_weight: 1900 });
    expect((await list(token)).totals.count).toBe(0);
    const [order] = await h.db.select().from(onepayOrders).where(eq(onepayOrders.sn, data.order_sn));
    expect(order).toMatchObject({ userId: user.id, status: 0, countryCode: 'DE', lineId, goodsFen: 20_000, postFeeFen: 800, shippingFen: 11_000, insurance: true, insuranceFen: 600, totalFen: 32_400, remark: 'fragile' });
    expect(order.address).toMatchObject({ name: 'Anna Schmidt', country: 'Germany', countryCode: 'DE', city: 'Berlin' });
    const goods = await h.db.select().from(orderGoods).where(eq(orderGoods.onepayId, order.id));
    expect(goods).toEqual([expect.objectContaining({ itemId: item.id, orderId: null, quantity: 2, priceFen: 10_000, userId: user.id })]);
  });

  it('charges no insurance when not asked', async () => {
    const { token, user } = await newShopper(h.db);
    const { item, skus } = await makeItem(h.db, { weightG: 300 });
    await cart('add', { id: item.id, sku_id: skus[0].skuId }, token);
    const r = await cart('carttoonepayorder', { address_id: await addressOf(user.id), line_id: await line() }, token);
    // 300 + 700 = 1000 g → 50.00 + 1 × 20.00
    expect(r.data).toMatchObject({ goods: '100.00', post_fee: '8.00', shipping: '70.00', insurance: '0.00', total: '178.00' });
  });

  it('refuses a line that does not serve the country, the goods or the weight, in the request language', async () => {
    const { token, user } = await newShopper(h.db);
    const { item, skus } = await makeItem(h.db, { goodsType: 'battery' });
    await cart('add', { id: item.id, sku_id: skus[0].skuId, quantity: 2 }, token);
    const address_id = await addressOf(user.id);
    const usOnly = await line({ countries: ['US'], goodsTypes: ['battery'] });
    expect((await cart('carttoonepayorder', { address_id, line_id: usOnly }, token)).msg).toBe('This shipping line does not deliver to Germany');
    expect((await cart('carttoonepayorder', { address_id, line_id: usOnly }, token, 'ru')).msg).toBe('Этот способ доставки не доставляет в страну: Германия');
    expect((await cart('carttoonepayorder', { address_id, line_id: await line() }, token)).msg).toBe('This shipping line cannot carry these goods');
    const light = await line({ goodsTypes: ['battery'], maxWeightG: 1_000 });
    expect((await cart('carttoonepayorder', { address_id, line_id: light }, token)).msg).toBe('Too heavy for this shipping line: 1900 g, at most 1000 g');
    expect((await cart('carttoonepayorder', { address_id, line_id: await line({ goodsTypes: ['battery'], enabled: false }) }, token)).msg).toBe('Shipping line not found');
    expect((await cart('carttoonepayorder', { address_id, line_id: 99_999 }, token)).msg).toBe('Shipping line not found');
    expect((await list(token)).totals.count).toBe(1);
  });

  it("refuses someone else's address, missing fields and an empty selection", async () => {
    const { token, user } = await newShopper(h.db);
    const other = await newShopper(h.db);
    const { item, skus } = await makeItem(h.db);
    const lineId = await line();
    const foreign = await addressOf(other.user.id);
    expect((await cart('carttoonepayorder', { address_id: foreign, line_id: lineId }, token)).msg).toBe('Please select the goods to order');
    await cart('add', { id: item.id, sku_id: skus[0].skuId }, token);
    expect(await cart('carttoonepayorder', { address_id: foreign, line_id: lineId }, token)).toMatchObject({ code: 0, msg: 'Address not found', data: null });
    expect((await cart('carttoonepayorder', { line_id: lineId }, token)).msg).toBe('address_id cannot be empty');
    expect((await cart('carttoonepayorder', { address_id: await addressOf(user.id) }, token)).msg).toBe('line_id cannot be empty');
    expect((await list(token)).totals.count).toBe(1);
  });

  it('refuses a one-pay order that comes to more than one order may, never a server error', async () => {
    const s = await dearCart();
    const params = { address_id: await addressOf(s.user.id), line_id: await line() };
    const r = await cart('carttoonepayorder', params, s.token);
    expect(r).toMatchObject({ status: 200, code: 0, msg: 'One order may come to at most ¥10000000.00: order fewer goods at once', data: null });
    expect(await h.db.select().from(onepayOrders).where(eq(onepayOrders.userId, s.user.id))).toEqual([]);
    expect((await list(s.token)).totals.count).toBe(3);
    expect((await cart('carttoonepayorder', { ...params, ids: String(s.ids[0]) }, s.token)).code).toBe(1);
  });

  it("ignores another user's cart ids", async () => {
    const owner = await twoSellerCart();
    const other = await newShopper(h.db);
    const r = await cart('carttoonepayorder', { ids: `${owner.ids.a1}`, address_id: await addressOf(other.user.id), line_id: await line() }, other.token);
    expect(r).toMatchObject({ code: 0, msg: 'Please select the goods to order' });
    expect((await list(owner.token)).totals.count).toBe(3);
  });
});

describe('onepayLines', () => {
  it('quotes every line for the selected goods to the address as carttoonepayorder will charge, and orders nothing', async () => {
    const { token, user } = await newShopper(h.db);
    const { item, skus } = await makeItem(h.db, { weightG: 600 });
    await cart('add', { id: item.id, sku_id: skus[0].skuId, quantity: 2 }, token);
    const address_id = await addressOf(user.id);
    const lineId = await line();
    const usOnly = await line({ countries: ['US'] });
    const r = await cart('onepayLines', { address_id }, token);
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({ country_code: 'DE', country: 'Germany', weight_g: 1200, goods: '200.00', post_fee: '8.00' });
    const mine = r.data.lines.find((l: { id: number }) => l.id === lineId);
    // Same figures as the order: 1900 g chargeable → 110.00; insurance 3 % of 200.00.
    expect(mine).toMatchObject({ name: 'Test air', fee: '110.00', chargeable_weight: 1900, insurance: '6.00', insurance_rate: 30, transit_days: '7-12' });
    expect(r.data.refused).toContainEqual({ id: usOnly, name: 'Test air', reason: 'country', reason_text: 'Test air does not ship to Germany' });
    const fees = r.data.lines.map((l: { fee: string }) => Number(l.fee));
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    const placed = await cart('carttoonepayorder', { address_id, line_id: lineId, insurance: 1 }, token);
    expect(placed.data).toMatchObject({ shipping: mine.fee, insurance: mine.insurance, total: '324.00' });
  });

  it('quotes only the given ids, in the request language, and refuses an empty choice or a foreign address', async () => {
    const s = await twoSellerCart();
    const other = await newShopper(h.db);
    const address_id = await addressOf(s.user.id);
    await line();
    const r = await cart('onepayLines', { ids: `${s.ids.b1}`, address_id }, s.token, 'ru');
    expect(r.data).toMatchObject({ country: 'Германия', goods: '99.99', post_fee: '8.00' });
    expect((await cart('onepayLines', { address_id: await addressOf(other.user.id) }, s.token)).msg).toBe('Address not found');
    expect((await cart('onepayLines', { ids: `${s.ids.a1}`, address_id: await addressOf(other.user.id) }, other.token)).msg).toBe('Please select the goods to order');
    expect((await cart('onepayLines', {}, s.token)).msg).toBe('address_id cannot be empty');
    expect((await list(s.token)).totals.count).toBe(3);
  });
});
