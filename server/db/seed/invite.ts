import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../index';
import { moneyLog, orderGoods, orderGroups, orders, rebates, users, ORDER_STATUS } from '../schema';
import { DEMO_USER } from './core';

const DAY = 86_400;
/** The demo rebate rate (the default of domain/rewards/rebates.ts). */
const RATE_BP = 300;

type Friend = {
  username: string; nickname: string; email: string; daysAgo: number;
  /** Done orders: goods and fees in fen, paid `daysAgo` days ago. */
  orders: { sn: string; groupSn: string; title: string; goodsFen: number; postFeeFen: number; serviceFen: number; daysAgo: number }[];
};

/** Two shoppers who registered through the demo shopper's link: one has paid for two orders (two rebates), one has not ordered yet. */
const FRIENDS: Friend[] = [
  {
    username: 'anna_petrova', nickname: 'Anna Petrova', email: 'anna.petrova@example.com', daysAgo: 40,
    orders: [
      { sn: 'O250101000101', groupSn: 'OG250101000101', title: 'Wool blend coat, camel', goodsFen: 36_800, postFeeFen: 1_000, serviceFen: 1_840, daysAgo: 35 },
      { sn: 'O250101000102', groupSn: 'OG250101000102', title: 'Leather ankle boots', goodsFen: 15_900, postFeeFen: 800, serviceFen: 795, daysAgo: 12 },
    ],
  },
  { username: 'li_wei', nickname: 'Li Wei', email: 'li.wei@example.com', daysAgo: 3, orders: [] },
];

/**
 * Invitations (issue 12): the demo shopper has invited two shoppers; one has paid for goods, so the invite pages
 * show friends in both states and two rebates to move to the wallet. The friends have no password (they never
 * sign in); their payments are in the ledger like anyone's.
 */
export async function seedInvite(db: Db, now: number) {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER.email));
  if (!demo) return;
  // A database seeded before this feature may hold such names or numbers already: then the demo friends are not added.
  const taken = await db.select({ id: users.id }).from(users)
    .where(or(inArray(users.username, FRIENDS.map((f) => f.username)), inArray(users.email, FRIENDS.map((f) => f.email))));
  const sns = await db.select({ sn: orderGroups.sn }).from(orderGroups).where(inArray(orderGroups.sn, FRIENDS.flatMap((f) => f.orders.map((o) => o.groupSn))));
  const ordersTaken = await db.select({ sn: orders.sn }).from(orders).where(inArray(orders.sn, FRIENDS.flatMap((f) => f.orders.map((o) => o.sn))));
  if (taken.length || sns.length || ordersTaken.length) return;
  for (const f of FRIENDS) {
    const [u] = await db.insert(users).values({
      username: f.username, nickname: f.nickname, email: f.email, passwordHash: 'none', inviterId: demo.id, createdAt: now - f.daysAgo * DAY,
    }).returning();
    for (const o of f.orders) {
      const at = now - o.daysAgo * DAY;
      const totalFen = o.goodsFen + o.postFeeFen + o.serviceFen;
      const [g] = await db.insert(orderGroups).values({ sn: o.groupSn, userId: u.id, totalFen, status: 1, createdAt: at - 600, paidAt: at }).returning();
      const [order] = await db.insert(orders).values({
        sn: o.sn, groupId: g.id, userId: u.id, sellerName: 'Hangzhou Fashion Store', status: ORDER_STATUS.done, goodsFen: o.goodsFen,
        postFeeFen: o.postFeeFen, serviceFen: o.serviceFen, totalFen, createdAt: at - 600, paidAt: at, boughtAt: at + 3600, storedAt: at + 3 * DAY,
      }).returning();
      await db.insert(orderGoods).values({ userId: u.id, orderId: order.id, title: o.title, priceFen: o.goodsFen, quantity: 1, skuText: '', arrivedAt: at + 3 * DAY });
      await db.insert(moneyLog).values({ userId: u.id, type: 'recharge', amountFen: totalFen, balanceAfterFen: totalFen, memo: 'Demo balance', createdAt: at - 900 });
      await db.insert(moneyLog).values({ userId: u.id, type: 'payment', amountFen: -totalFen, balanceAfterFen: 0, refType: 'order_group', refSn: o.groupSn, memo: `pay ${o.groupSn}`, createdAt: at });
      await db.insert(rebates).values({
        userId: demo.id, inviteeId: u.id, refType: 'order_group', refSn: o.groupSn, baseFen: o.goodsFen, rateBp: RATE_BP,
        amountFen: Math.floor((o.goodsFen * RATE_BP) / 10_000), status: 0, createdAt: at,
      });
    }
  }
}
