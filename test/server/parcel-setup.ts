/** Shared set-up of the parcel and rehearsal tests: test countries, shipping lines, shoppers with warehouse goods. */
import { eq } from 'drizzle-orm';
import { addresses, areas, parcels, shippingLines } from '../../server/db/schema';
import { makeOrder, newShopper } from './fixtures';
import type { Harness } from './harness';

const t3 = (en: string) => ({ en, ru: `${en} (ru)`, 'zh-cn': `${en} (zh)` });
const now = () => Math.floor(Date.now() / 1000);

type LineIn = typeof shippingLines.$inferInsert;
const line = (name: string, o: Partial<LineIn>): LineIn => ({
  name: t3(name), carrier: 'TESTPOST', firstWeightG: 500, firstPriceFen: 10_000, stepWeightG: 500, stepPriceFen: 3_000,
  divisor: 6000, maxWeightG: 30_000, transitDays: '7-12', countries: ['*'], goodsTypes: ['general'], insuranceRate: 30, sort: 100, ...o,
});

/**
 * Two test countries (XA Testland, XB Otherland) and five lines:
 * - air: first 500 g ¥100, then ¥30 per 500 g, divisor 6000, insurance 3 %, general goods, everywhere;
 * - sea: first 1000 g ¥50, then ¥10 per 1000 g, divisor 5000, insurance 2 %, general goods, everywhere;
 * - xbOnly: only to XB; battery: general + battery goods, first 500 g ¥150 then ¥40; tiny: max 1000 g.
 */
export async function parcelWorld(h: Harness) {
  const [xa, xb] = await h.db.insert(areas).values([
    { pid: 0, level: 1, code: 'XA', name: t3('Testland'), mcode: '+999', sort: 900 },
    { pid: 0, level: 1, code: 'XB', name: t3('Otherland'), mcode: '+998', sort: 901 },
  ]).returning();
  const [air, sea, xbOnly, battery, tiny] = await h.db.insert(shippingLines).values([
    line('Test Air', { carrier: 'TESTAIR' }),
    line('Test Sea', { carrier: 'TESTSEA', firstWeightG: 1000, firstPriceFen: 5_000, stepWeightG: 1000, stepPriceFen: 1_000, divisor: 5000, insuranceRate: 20, transitDays: '30-45' }),
    line('Test XB only', { countries: ['XB'] }),
    line('Test Battery', { goodsTypes: ['general', 'battery'], firstPriceFen: 15_000, stepPriceFen: 4_000 }),
    line('Test Tiny', { maxWeightG: 1000 }),
  ]).returning();
  return { xa, xb, air, sea, xbOnly, battery, tiny };
}
export type World = Awaited<ReturnType<typeof parcelWorld>>;

/** A shopper with one purchase order of two goods lines in the warehouse (400 g, 3000 cm³, ¥50 each) and an address in XA. */
export async function shopperWithGoods(h: Harness, w: World, opts: { goods?: number; countryId?: number } = {}) {
  const s = await newShopper(h.db);
  const { order, goods } = await makeOrder(h.db, s.user.id, { status: 3, goods: opts.goods ?? 2 });
  const [address] = await h.db.insert(addresses).values({
    userId: s.user.id, name: 'Test Person', mcode: '+999', mobile: '5550100', countryId: opts.countryId ?? w.xa.id,
    city: 'Testville', address: '1 Test Street', zipcode: '00001', createdAt: now(),
  }).returning();
  return { ...s, order, goods, address };
}
export type Shopper = Awaited<ReturnType<typeof shopperWithGoods>>;

/** The declaration field: every line as 'clothes' worth `value` yuan. */
export const declare = (goods: { id: number }[], value = '50') =>
  JSON.stringify(goods.map((g) => ({ goods_id: g.id, type: 'clothes', value })));

/** POST /api/order/ordertopackage with all the shopper's goods on `lineId` unless told otherwise. */
export function pack(h: Harness, s: Shopper, lineId: number, extra: Record<string, string | number> = {}) {
  return h.call('/api/order/ordertopackage', {
    goods_ids: s.goods.map((g) => g.id).join(','), address_id: s.address.id, line_id: lineId, insurance: 1,
    declaration: declare(s.goods), remark: 'fragile', ...extra,
  }, { token: s.token });
}

/** What the pay helper does on payBalance with the S… number: status 1 → 2. */
export async function simulatePay(h: Harness, parcelId: number) {
  await h.db.update(parcels).set({ status: 2, paidAt: now() }).where(eq(parcels.id, parcelId));
}
