import { randomBytes } from 'node:crypto';
import type { Db } from '../../server/db';
import { items, itemSkus, moneyLog, shops, users } from '../../server/db/schema';
import type { ApiType, SkuProp } from '../../server/db/schema';
import { issueToken } from '../../server/domain/account/tokens';

const now = () => Math.floor(Date.now() / 1000);

/** A fresh shopper with a login token and (optionally) money in the wallet, straight in the database. */
export async function newShopper(db: Db, opts: { balanceFen?: number; name?: string } = {}) {
  const name = opts.name ?? `shopper_${randomBytes(4).toString('hex')}`;
  const [user] = await db.insert(users).values({
    username: name, nickname: name, email: `${name}@example.com`, passwordHash: 'scrypt$00$00', createdAt: now(),
    moneyFen: opts.balanceFen ?? 0,
  }).returning();
  if (opts.balanceFen) {
    await db.insert(moneyLog).values({ userId: user.id, type: 'recharge', amountFen: opts.balanceFen, balanceAfterFen: opts.balanceFen, createdAt: now() });
  }
  const { token } = await issueToken(db, user.id, now());
  return { user, token };
}

const t3 = (en: string) => ({ en, ru: `${en} (ru)`, 'zh-cn': `${en} (zh)` });

/**
 * A catalogue item with two SKU properties (colour × size) independent of the demo seed; the
 * 'Blue/L' combination is out of stock. Prices in fen.
 */
export async function makeItem(db: Db, opts: { apiType?: ApiType; priceFen?: number; seller?: string; title?: string; weightG?: number; goodsType?: string } = {}) {
  const apiType = opts.apiType ?? 'taobao';
  const seller = opts.seller ?? `seller_${randomBytes(3).toString('hex')}`;
  const [shop] = await db.insert(shops).values({ apiType, sellerId: seller, name: t3(`Shop ${seller}`) })
    .onConflictDoUpdate({ target: [shops.apiType, shops.sellerId], set: { rating: 5 } }).returning();
  const priceFen = opts.priceFen ?? 10_000;
  const props: SkuProp[] = [
    { pid: '1', name: t3('Colour'), values: [{ vid: '1', name: t3('Red') }, { vid: '2', name: t3('Blue') }] },
    { pid: '2', name: t3('Size'), values: [{ vid: '1', name: t3('M') }, { vid: '2', name: t3('L') }] },
  ];
  const numIid = String(600000000000 + Math.floor(Math.random() * 1e9));
  const [item] = await db.insert(items).values({
    apiType, numIid, title: t3(opts.title ?? 'Test jacket'), categoryId: 1, shopId: shop.id, priceFen, origPriceFen: priceFen + 2000,
    postFeeFen: 800, sales: 10, stock: 30, weightG: opts.weightG ?? 600, images: ['/static/goods/1-0.webp'], props,
    descHtml: t3('<p>Description</p>'), goodsType: opts.goodsType ?? 'general', createdAt: now(),
  }).returning();
  const skus = [
    { skuId: `${item.id}01`, properties: '1:1;2:1', priceFen, stock: 10 },
    { skuId: `${item.id}02`, properties: '1:1;2:2', priceFen: priceFen + 500, stock: 10 },
    { skuId: `${item.id}03`, properties: '1:2;2:1', priceFen, stock: 10 },
    { skuId: `${item.id}04`, properties: '1:2;2:2', priceFen: priceFen + 500, stock: 0 },
  ];
  await db.insert(itemSkus).values(skus.map((s) => ({ ...s, itemId: item.id })));
  return { item, shop, skus };
}

/**
 * A purchase order straight in the database, in any status (design §4), with `goods` lines. Orders in
 * status ≥ 3 have their goods in the warehouse: weight, volume, a QC photo and an arrival time.
 */
export async function makeOrder(db: Db, userId: number, opts: { status?: number; goods?: number; priceFen?: number; weightG?: number; groupSn?: string } = {}) {
  const { orderGroups, orders, orderGoods } = await import('../../server/db/schema');
  const status = opts.status ?? 0;
  const n = opts.goods ?? 1;
  const priceFen = opts.priceFen ?? 5000;
  const total = priceFen * n;
  const rand = () => String(Math.floor(Math.random() * 1e12)).padStart(12, '0');
  const [group] = await db.insert(orderGroups).values({ sn: opts.groupSn ?? `OG${rand()}`, userId, totalFen: total, status: status === 0 ? 0 : 1, createdAt: now(), paidAt: status === 0 || status === -1 ? null : now() }).returning();
  const [order] = await db.insert(orders).values({
    sn: `O${rand()}`, groupId: group.id, userId, sellerName: 'Fixture shop', status, goodsFen: total, totalFen: total, createdAt: now(),
    paidAt: status >= 1 ? now() : null, boughtAt: status >= 2 ? now() : null, storedAt: status >= 3 ? now() : null,
    paidBy: status >= 1 ? group.sn : '',
  }).returning();
  const stored = status >= 3;
  const goods = await db.insert(orderGoods).values(Array.from({ length: n }, (_, i) => ({
    userId, orderId: order.id, title: `Fixture goods ${i + 1}`, priceFen, quantity: 1, skuText: 'Colour: Red',
    weightG: stored ? (opts.weightG ?? 400) : null, volumeCm3: stored ? 3000 : null,
    photos: stored ? ['/static/qc/fixture.webp'] : [], arrivedAt: stored ? now() : null,
  }))).returning();
  return { group, order, goods };
}

/** A purchase order's current status, straight from the database. */
export async function orderStatus(db: Db, id: number): Promise<number> {
  const { orders } = await import('../../server/db/schema');
  const { eq } = await import('drizzle-orm');
  return (await db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s;
}
