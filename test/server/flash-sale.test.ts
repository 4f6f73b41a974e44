import { describe, it, expect, beforeAll } from 'vitest';
import { and, asc, eq, gt } from 'drizzle-orm';
import { harnessWithClock, type Harness, type Params } from './harness';
import { newShopper } from './fixtures';
import { issueToken } from '../../server/domain/account/tokens';
import { balanceOf } from './pay-fixtures';
import { items, itemSkus, orderGoods, orderGroups, orders } from '../../server/db/schema';
import { salePriceFen } from '../../server/domain/catalogue/flash-sale';
import { serviceFeeFen, serviceFeeRate } from '../../server/domain/cart/service-fee';
import type { CartLine, CartList, CartToOrderResult } from '../../src/api/types/cart';
import type { FlashSale, ItemDetail } from '../../src/api/types/catalogue';

const clocked = harnessWithClock();
let h: Harness;
beforeAll(() => {
  h = clocked.h;
});

/** 15 Jan 2030, 00:00 UTC: the sale runs 02:00–14:00 UTC (10:00–22:00 Beijing time). */
const DAY = Date.UTC(2030, 0, 15) / 1000;
const IN_SALE = DAY + 4 * 3600;
/** 09:00 Beijing time: the same day's sale (same goods) has not started yet. */
const BEFORE_SALE = DAY + 1 * 3600;

const cart = (name: string, params: Params, token: string) => h.call(`/api/cart/${name}`, params, { token });
const lineOf = async (token: string, id: number): Promise<CartLine> =>
  ((await cart('getList', {}, token)).data as CartList).groups.flatMap((g) => g.goods).find((l) => l.id === id)!;
/** A shopper whose login token is valid on the test's clock (from DAY on). */
async function shopper(balanceFen = 0) {
  const { user } = await newShopper(h.db, { balanceFen });
  return { user, token: (await issueToken(h.db, user.id, DAY)).token };
}
const fen = (yuan: string) => Math.round(Number(yuan) * 100);

/** The goods of the day's sale (as /api/index/shoppingTime lists them) and one of them with two in-stock SKUs of different prices. */
async function saleItem() {
  clocked.at(IN_SALE);
  const sale = (await h.call<FlashSale>('/api/index/shoppingTime')).data;
  expect(sale.start_time).toBeLessThanOrEqual(IN_SALE);
  expect(sale.end_time).toBeGreaterThan(IN_SALE);
  for (const g of sale.goods) {
    const skus = await h.db.select().from(itemSkus).where(and(eq(itemSkus.itemId, g.id), gt(itemSkus.stock, 5))).orderBy(asc(itemSkus.id));
    const other = skus.find((s) => s.priceFen !== skus[0].priceFen);
    if (skus.length >= 3 && other) return { sale, id: g.id, a: skus[0], b: other, c: skus.find((s) => s !== skus[0] && s !== other)! };
  }
  throw new Error('no sale item with SKUs of two prices');
}

describe('flash-sale prices in the cart and at checkout', () => {
  it('puts a sale item in the cart at the sale price during the window, merges at it, and charges it', async () => {
    const { id, a } = await saleItem();
    const { user, token } = await shopper(10_000_000);
    const first = await cart('add', { id, sku_id: a.skuId, quantity: 2 }, token);
    expect(first.code).toBe(1);
    expect(fen((await lineOf(token, first.data.id)).price)).toBe(salePriceFen(a.priceFen));
    const again = await cart('add', { id, sku_id: a.skuId, quantity: 1 }, token);
    expect(again.data).toMatchObject({ id: first.data.id, quantity: 3 });
    expect(fen((await lineOf(token, first.data.id)).price)).toBe(salePriceFen(a.priceFen));

    const placed = await cart('carttoorder', { ids: [first.data.id] }, token);
    expect(placed.code).toBe(1);
    const data = placed.data as CartToOrderResult;
    const goodsFen = salePriceFen(a.priceFen) * 3;
    expect(fen(data.orders[0].goods)).toBe(goodsFen);
    const [order] = await h.db.select().from(orders).where(eq(orders.sn, data.orders[0].sn));
    expect(order.totalFen).toBe(goodsFen + order.postFeeFen + serviceFeeFen(goodsFen, await serviceFeeRate(h.db)));
    const [g] = await h.db.select().from(orderGoods).where(eq(orderGoods.orderId, order.id));
    expect(g).toMatchObject({ priceFen: salePriceFen(a.priceFen), quantity: 3 });

    const paid = await h.call('/api/paywallet/payBalance', { sn: data.order_sn }, { token });
    expect(paid.code).toBe(1);
    expect(await balanceOf(h.db, user.id)).toBe(10_000_000 - order.totalFen);
    expect((await h.db.select().from(orderGroups).where(eq(orderGroups.sn, data.order_sn)))[0].status).toBe(1);
  });

  it('charges the normal price for the same item outside the window', async () => {
    const { id, a } = await saleItem();
    clocked.at(BEFORE_SALE);
    expect((await h.call<FlashSale>('/api/index/shoppingTime')).data.goods.map((g) => g.id)).toContain(id);
    const { user, token } = await shopper(10_000_000);
    const added = await cart('add', { id, sku_id: a.skuId, quantity: 2 }, token);
    expect(fen((await lineOf(token, added.data.id)).price)).toBe(a.priceFen);
    const data = (await cart('carttoorder', { ids: [added.data.id] }, token)).data as CartToOrderResult;
    expect(fen(data.orders[0].goods)).toBe(a.priceFen * 2);
    expect((await h.call('/api/paywallet/payBalance', { sn: data.order_sn }, { token })).code).toBe(1);
    expect(await balanceOf(h.db, user.id)).toBe(10_000_000 - fen(data.total));

    clocked.at(DAY + 14 * 3600); // 22:00 Beijing time: the sale is over
    const late = await cart('add', { id, sku_id: a.skuId, quantity: 1 }, token);
    expect(fen((await lineOf(token, late.data.id)).price)).toBe(a.priceFen);
  });

  it('re-prices a line at the sale price when its quantity or SKU changes in the window, and back outside it', async () => {
    const { id, a, b, c } = await saleItem();
    const { token } = await shopper();
    clocked.at(BEFORE_SALE);
    const lineA = (await cart('add', { id, sku_id: a.skuId, quantity: 1 }, token)).data.id as number;
    const lineC = (await cart('add', { id, sku_id: c.skuId, quantity: 1 }, token)).data.id as number;
    expect(fen((await lineOf(token, lineA)).price)).toBe(a.priceFen);

    clocked.at(IN_SALE);
    expect((await cart('edit', { id: lineA, quantity: 2 }, token)).code).toBe(1);
    expect(await lineOf(token, lineA)).toMatchObject({ quantity: 2, price: (salePriceFen(a.priceFen) / 100).toFixed(2) });
    const changed = await cart('edit', { id: lineA, sku_id: b.skuId }, token);
    expect(changed.code).toBe(1);
    expect(changed.data.goods).toMatchObject({ id: lineA, sku_id: b.skuId, price: (salePriceFen(b.priceFen) / 100).toFixed(2) });
    // Changing to the SKU another line holds merges into that line, at the sale price.
    const merged = await cart('edit', { id: lineC, sku_id: b.skuId }, token);
    expect(merged.data.goods).toMatchObject({ id: lineA, quantity: 3, price: (salePriceFen(b.priceFen) / 100).toFixed(2) });

    clocked.at(BEFORE_SALE);
    expect((await cart('edit', { id: lineA, quantity: 1 }, token)).data.goods).toMatchObject({ quantity: 1, price: (b.priceFen / 100).toFixed(2) });
  });

  it('prices an item without SKUs at the sale price of its own price', async () => {
    const { sale, id: withSkus } = await saleItem();
    const id = sale.goods.find((g) => g.id !== withSkus)!.id;
    await h.db.delete(itemSkus).where(eq(itemSkus.itemId, id));
    const [item] = await h.db.select().from(items).where(eq(items.id, id));
    const { token } = await shopper();
    const line = (await cart('add', { id, quantity: 1 }, token)).data.id as number;
    expect(fen((await lineOf(token, line)).price)).toBe(salePriceFen(item.priceFen));
    expect(sale.goods.find((g) => g.id === id)!.sale_price).toBe((salePriceFen(item.priceFen) / 100).toFixed(2));
  });

  it('answers the sale price and its end in getItem only while the item is on sale', async () => {
    const { sale, id, a } = await saleItem();
    const [item] = await h.db.select().from(items).where(eq(items.id, id));
    const on = (await h.call<ItemDetail>('/api/obapi/getItem', { tp: item.apiType, tid: item.numIid }, { method: 'GET' })).data;
    expect(on).toMatchObject({ sale_price: (salePriceFen(item.priceFen) / 100).toFixed(2), sale_end: sale.end_time });
    expect(on.skus.find((s) => s.sku_id === a.skuId)!.sale_price).toBe((salePriceFen(a.priceFen) / 100).toFixed(2));
    clocked.at(BEFORE_SALE);
    const off = (await h.call<ItemDetail>('/api/obapi/getItem', { tp: item.apiType, tid: item.numIid }, { method: 'GET' })).data;
    expect(off.sale_price).toBeUndefined();
    expect(off.sale_end).toBeUndefined();
    expect(off.skus.every((s) => s.sale_price === undefined)).toBe(true);
  });
});
