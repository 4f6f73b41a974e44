import { asc } from 'drizzle-orm';
import type { Db } from '../../server/db';
import { onepayOrders, orderGoods, shippingLines } from '../../server/db/schema';

const now = () => Math.floor(Date.now() / 1000);
const rand = () => String(Math.floor(Math.random() * 1e12)).padStart(12, '0');

/**
 * A one-pay order straight in the database, in any status (design §4), with `goods` lines. From status
 * 2 on its goods are in the warehouse (weight, volume, one QC photo).
 */
export async function makeOnepay(db: Db, userId: number, opts: { status?: number; goods?: number; priceFen?: number; shippingFen?: number } = {}) {
  const status = opts.status ?? 0;
  const n = opts.goods ?? 1;
  const priceFen = opts.priceFen ?? 4000;
  const shippingFen = opts.shippingFen ?? 9000;
  const [line] = await db.select().from(shippingLines).orderBy(asc(shippingLines.id)).limit(1);
  const goodsFen = priceFen * n;
  const [order] = await db.insert(onepayOrders).values({
    sn: `P${rand()}`, userId, countryCode: 'RU', lineId: line?.id ?? 0, goodsFen, shippingFen, totalFen: goodsFen + shippingFen, status,
    address: { name: 'Ivan Petrov', mcode: '+7', mobile: '9001234567', country: 'Russia', countryCode: 'RU', region: 'Moscow', city: 'Moscow', address: 'Tverskaya 1', zipcode: '125009' },
    createdAt: now(), paidAt: status >= 1 ? now() : null, shippedAt: status >= 3 ? now() : null, receivedAt: status >= 4 ? now() : null,
    carrier: status >= 3 ? 'EMS' : '', trackingNo: status >= 3 ? 'EE123456789CN' : '',
  }).returning();
  const stored = status >= 2;
  const goods = await db.insert(orderGoods).values(Array.from({ length: n }, (_, i) => ({
    userId, onepayId: order.id, title: `One-pay goods ${i + 1}`, priceFen, quantity: 1, skuText: 'Size: M',
    weightG: stored ? 300 : null, volumeCm3: stored ? 1200 : null, photos: stored ? ['/static/qc/fixture.webp'] : [], arrivedAt: stored ? now() : null,
  }))).returning();
  return { order, goods, line };
}
