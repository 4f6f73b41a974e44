import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { makeItem, newShopper } from './fixtures';
import { startOnebound, RECORDED, type Onebound, type Platform } from './onebound-server';
import { items, itemSkus, orderGoods, orderGroups, orders } from '../../server/db/schema';
import type { ApiType } from '../../server/db/schema';
import type { ItemDetail } from '../../src/api/types/catalogue';
import type { CartList } from '../../src/api/types/cart';

/*
 * The price and stock fetched again when an order is placed (issue 35), ITEM_SOURCE=onebound against the contract
 * server: a price that moved refuses the order naming the goods old → new and re-prices the cart, and the next try
 * orders at the new price; short stock is the stock refusal; a provider that cannot be asked lets the order go on at
 * the kept price; an item fetched less than a minute ago is not fetched again; demo goods are ordered as before.
 * PGlite, and PostgreSQL with DATABASE_URL.
 */
let ob: Onebound;
let h: Harness;
let clock = Math.floor(Date.now() / 1000);

beforeAll(async () => {
  ob = await startOnebound();
  h = await harness({
    now: () => clock,
    env: { ITEM_SOURCE: 'onebound', ONEBOUND_URL: ob.url, ONEBOUND_KEY: ob.key, ONEBOUND_SECRET: ob.secret, ONEBOUND_RATE: '50', ONEBOUND_TIMEOUT_MS: '60000' },
  });
});
afterAll(async () => {
  await h?.close();
  await ob?.stop();
});
beforeEach(() => { clock += 7200; }); // each test's items fetched anew, past the last one's cache

const T = RECORDED.taobaoWithSkus;
type Sku = { sku_id: string; price: string; quantity: string | number };
const skuPatch = (skuId: string, over: Partial<Sku>) => (item: Record<string, unknown>) => ({
  ...item, skus: { sku: (item.skus as { sku: Sku[] }).sku.map((s) => (s.sku_id === skuId ? { ...s, ...over } : s)) },
});
const itemGets = (num_iid: string) => ob.count({ api: 'item_get', num_iid });

/** The item fetched now (its row rewritten from the provider), calls counted from here. */
async function fetched(tp: ApiType, tid: string): Promise<ItemDetail> {
  await h.db.delete(items).where(and(eq(items.apiType, tp), eq(items.numIid, tid)));
  ob.reset();
  const r = await h.call<ItemDetail>('/api/obapi/getItem', { tp, tid }, { method: 'GET' });
  expect(r.code).toBe(1);
  ob.reset();
  return r.data;
}

async function inCart(token: string, goods: Record<string, string | number>): Promise<number> {
  const r = await h.call('/api/cart/add', goods, { token });
  expect(r.code).toBe(1);
  return r.data.id;
}

/** A new shopper with `quantity` of a freshly fetched Taobao item's SKU in the cart. */
async function taobaoInCart(skuId: string, quantity: number) {
  const d = await fetched('taobao', T);
  const { token } = await newShopper(h.db);
  return { d, token, id: await inCart(token, { id: d.id, sku_id: skuId, quantity }) };
}

const order = (token: string, ids: number[], lang = 'en') => h.call('/api/cart/carttoorder', { ids: ids.join(',') }, { token, lang });
const cartLine = async (token: string, id: number) =>
  (await h.call<CartList>('/api/cart/getList', {}, { token })).data.groups.flatMap((g) => g.goods).find((l) => l.id === id);

/** The goods of a placed order group as [item id, price in fen, quantity]. */
async function orderedGoods(groupSn: string) {
  const [group] = await h.db.select().from(orderGroups).where(eq(orderGroups.sn, groupSn));
  const ids = (await h.db.select({ id: orders.id }).from(orders).where(eq(orders.groupId, group.id))).map((o) => o.id);
  return (await h.db.select().from(orderGoods).where(inArray(orderGoods.orderId, ids))).map((g) => [g.itemId, g.priceFen, g.quantity]);
}

describe('an order of the provider\'s goods', () => {
  it('a raised price refuses the order naming the goods old → new, the cart shows the new price, and the next try orders at it', async () => {
    const { d, token, id } = await taobaoInCart('4881203311005', 2);
    ob.patchItem('taobao', T, skuPatch('4881203311005', { price: '99.00' }));
    clock += 120;

    const refused = await order(token, [id]);
    expect(refused.code).toBe(0);
    expect(refused.msg).toMatch(/^The price has changed: “.+” ¥92\.00 → ¥99\.00\. Your cart now shows the new prices/);
    expect(itemGets(T)).toBe(1);
    expect(await cartLine(token, id)).toMatchObject({ price: '99.00', quantity: 2 });
    const totals = (await h.call<CartList>('/api/cart/getList', {}, { token })).data.totals;
    expect(totals.goods).toBe('198.00');

    clock += 10; // fetched 10 s ago: not asked again
    const placed = await order(token, [id]);
    expect(placed.code).toBe(1);
    expect(await orderedGoods(placed.data.order_sn)).toEqual([[d.id, 9_900, 2]]);
    expect(itemGets(T)).toBe(1);
    expect(await cartLine(token, id)).toBeUndefined();
  });

  it('a lower price (an item without SKUs) is applied the same way, said in the shopper\'s language', async () => {
    const w = await fetched('weidian', RECORDED.weidianNoSkus);
    const { token } = await newShopper(h.db);
    const id = await inCart(token, { id: w.id, quantity: 1 });
    ob.patchItem('micro' as Platform, RECORDED.weidianNoSkus, (item) => ({ ...item, price: '49.00' }));
    clock += 61;
    const refused = await order(token, [id], 'zh-cn');
    expect(refused.code).toBe(0);
    expect(refused.msg).toMatch(/^商品价格已变动：“.+” ¥58\.00 → ¥49\.00。/);
    expect((await cartLine(token, id))?.price).toBe('49.00');
    const placed = await order(token, [id]);
    expect(placed.code).toBe(1);
    expect(await orderedGoods(placed.data.order_sn)).toEqual([[w.id, 4_900, 1]]);
  });

  it('stock gone short since: the stock refusal, nothing ordered; delisted: unavailable', async () => {
    const { token, id } = await taobaoInCart('4881203311006', 3);
    ob.patchItem('taobao', T, skuPatch('4881203311006', { quantity: 2 }));
    clock += 120;
    const short = await order(token, [id]);
    expect(short.code).toBe(0);
    expect(short.msg).toMatch(/^Not enough stock for: “.+”$/);
    expect(itemGets(T)).toBe(1);
    expect(await cartLine(token, id)).toMatchObject({ stock: 2, price: '98.00' });

    ob.delist('taobao', T);
    clock += 120;
    const gone = await order(token, [id]);
    expect(gone.code).toBe(0);
    expect(gone.msg).toMatch(/^These goods are unavailable or out of stock: “.+”$/);
    expect(itemGets(T)).toBe(2);
    expect(await cartLine(token, id)).toMatchObject({ stock: 0, invalid: true });
  });

  it('the provider down: the order is placed at the kept price', async () => {
    const { d, token, id } = await taobaoInCart('4881203311005', 1);
    ob.patchItem('taobao', T, skuPatch('4881203311005', { price: '99.00' }));
    ob.down('503');
    clock += 120;
    const placed = await order(token, [id]);
    expect(placed.code).toBe(1);
    expect(itemGets(T)).toBe(1); // asked, not answered
    expect(await orderedGoods(placed.data.order_sn)).toEqual([[d.id, 9_200, 1]]);
    ob.reset();
  });

  it('an item fetched less than a minute ago is not fetched again', async () => {
    const { d, token, id } = await taobaoInCart('4881203311005', 1);
    ob.patchItem('taobao', T, skuPatch('4881203311005', { price: '99.00' }));
    clock += 59;
    const placed = await order(token, [id]);
    expect(placed.code).toBe(1);
    expect(ob.count({ api: 'item_get' })).toBe(0);
    expect(await orderedGoods(placed.data.order_sn)).toEqual([[d.id, 9_200, 1]]);
  });
});

describe('demo goods', () => {
  it('are ordered at their line\'s price as before: no call, no price check', async () => {
    const { item, skus } = await makeItem(h.db, { priceFen: 12_000 });
    const { token } = await newShopper(h.db);
    const id = await inCart(token, { id: item.id, sku_id: skus[0].skuId, quantity: 1 });
    await h.db.update(itemSkus).set({ priceFen: 13_000 }).where(eq(itemSkus.itemId, item.id));
    ob.reset();
    clock += 120;
    const placed = await order(token, [id]);
    expect(placed.code).toBe(1);
    expect(ob.calls).toHaveLength(0);
    expect(await orderedGoods(placed.data.order_sn)).toEqual([[item.id, 12_000, 1]]);
  });
});
