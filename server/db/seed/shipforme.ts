import { eq } from 'drizzle-orm';
import type { Db } from '../index';
import { buyselfGoods, users } from '../schema';
import { DEMO_USER } from './core';

const HOUR = 3600;

/** The demo shopper's ship-for-me: one package declared yesterday, on its way to the warehouse (receive it with `buyself_receive`). */
export async function seedShipforme(db: Db, now: number) {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER.email));
  if (!demo) return;
  await db.insert(buyselfGoods).values({
    userId: demo.id, carrier: 'shunfeng', trackingNo: 'SF1428571428', contents: 'Running shoes (Li-Ning, size 42)', quantity: 1, valueFen: 39_900,
    remark: 'Bought on Pinduoduo', createdAt: now - 20 * HOUR,
  });
}
