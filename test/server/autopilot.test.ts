import { describe, it, expect, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { makeOrder, newShopper, orderStatus as statusOf } from './fixtures';
import { testClock } from './account-helpers';
import { startAutopilot } from '../../server/ops/autopilot';
import { parcels, addresses, areas } from '../../server/db/schema';

const clock = testClock();
let h: Harness;
beforeAll(async () => {
  h = await harness({ now: clock.now });
});

const orderStatus = (id: number) => statusOf(h.db, id);

describe('demo autopilot (AUTOPILOT=1)', () => {
  it('walks a paid order to the warehouse and a parcel to delivery, one step per delay', async () => {
    const { user, token } = await newShopper(h.db, { balanceFen: 1_000_000 });
    const { order } = await makeOrder(h.db, user.id, { status: 1, goods: 1 });
    const log: string[] = [];
    const pilot = startAutopilot(h.deps, 10, (l) => log.push(l));
    try {
      await pilot.tick();
      expect(await orderStatus(order.id)).toBe(1);
      clock.advance(10);
      await pilot.tick();
      expect(await orderStatus(order.id)).toBe(2);
      await pilot.tick();
      clock.advance(10);
      await pilot.tick();
      expect(await orderStatus(order.id)).toBe(3);

      // The shopper packs a parcel of it; the autopilot weighs it.
      const [us] = await h.db.select().from(areas).where(eq(areas.code, 'US'));
      const [addr] = await h.db.insert(addresses).values({ userId: user.id, name: 'A', mobile: '2025550100', countryId: us.id, address: '1 St', createdAt: clock.now() }).returning();
      const goods = (await h.call('/api/order/getGoodslist', { status: 3 }, { token })).data.data;
      const lines = (await h.call('/api/sendorder/getShippingMethod', { goods_ids: goods[0].id, country: 'US' }, { token })).data.lines;
      const made = await h.call('/api/order/ordertopackage', { goods_ids: goods[0].id, address_id: addr.id, line_id: lines[0].id, insurance: 0, declaration: JSON.stringify([{ goods_id: goods[0].id, type: 'gift', value: '10.00' }]) }, { token });
      expect(made.code).toBe(1);
      const parcelStatus = async () => (await h.db.select().from(parcels).where(eq(parcels.id, made.data.id)))[0];
      await pilot.tick();
      clock.advance(10);
      await pilot.tick();
      const weighed = await parcelStatus();
      expect(weighed.status).toBe(1);
      expect(weighed.totalFen).toBeGreaterThan(0);

      // Paid by the shopper; then shipped; delivery waits three delays for the shopper's own receipt.
      expect((await h.call('/api/paywallet/payBalance', { sn: weighed.sn }, { token })).code).toBe(1);
      await pilot.tick();
      clock.advance(10);
      await pilot.tick();
      expect((await parcelStatus()).status).toBe(3);
      await pilot.tick();
      clock.advance(20);
      await pilot.tick();
      expect((await parcelStatus()).status).toBe(3);
      clock.advance(10);
      await pilot.tick();
      expect((await parcelStatus()).status).toBe(4);
      expect(await orderStatus(order.id)).toBe(5);
      expect(log.some((l) => l.includes('parcel'))).toBe(true);
    } finally {
      pilot.stop();
    }
  });
});
