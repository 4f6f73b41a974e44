/** The operator's list of one-pay orders: what `onepay_buy`, `onepay_ship`, `onepay_deliver` take ids of. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { onepayOrders, orderGoods, users } from '../../db/schema';
import { yuan } from '../money/money';
import { emailIs, userColumns, userLabel, type OpsListQuery } from '../account/ops-list';
import { goodsSummary } from '../orders/ops-list';

/** One-pay orders, newest first, with their shopper, first goods line, total and tracking. */
export async function opsOnepays(db: DbOrTx, q: OpsListQuery) {
  const rows = await db.select({ o: onepayOrders, ...userColumns }).from(onepayOrders).leftJoin(users, eq(users.id, onepayOrders.userId))
    .where(and(q.status === undefined ? undefined : eq(onepayOrders.status, q.status), emailIs(q.email)))
    .orderBy(desc(onepayOrders.id)).limit(q.limit);
  const ids = rows.map((r) => r.o.id);
  const lines = ids.length
    ? await db.select({ onepayId: orderGoods.onepayId, title: orderGoods.title, quantity: orderGoods.quantity }).from(orderGoods)
      .where(and(inArray(orderGoods.onepayId, ids), eq(orderGoods.deleted, false))).orderBy(orderGoods.id)
    : [];
  return rows.map(({ o, ...u }) => ({
    id: o.id, sn: o.sn, status: o.status, user: userLabel(u), goods: goodsSummary(lines.filter((l) => l.onepayId === o.id)),
    total: yuan(o.totalFen), country: o.countryCode, tracking_no: o.trackingNo, created_at: o.createdAt,
  }));
}
