import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db';
import { onepayOrders, orderGroups, orders, ONEPAY_STATUS, ORDER_STATUS, PARCEL_STATUS } from '../../db/schema';

/**
 * Whether the goods of a payment can still come back (design §4b): a rebate or a commission earned on it stays
 * pending until they cannot. A payment is named as the rewards name it: (ref_type, ref_sn) — an order group
 * (OG…), one order paid alone (O…), a one-pay order (P…).
 *
 * An order's goods are settled once it is done, or once every live line of it is in a parcel that has shipped
 * (a parcel still packing or weighed can be cancelled, its goods back in the warehouse and returnable). A group's
 * payment is settled once every order it paid is settled or cancelled; a one-pay order once it has shipped.
 */
export type PaymentRef = { type: string; sn: string };

/** SQL: the order `o` (an alias of orders) has settled goods. */
const orderSettled = (o: string) => `(${o}.status = ${ORDER_STATUS.done} OR (${o}.status > 0
  AND EXISTS (SELECT 1 FROM order_goods l WHERE l.order_id = ${o}.id AND NOT l.deleted)
  AND NOT EXISTS (SELECT 1 FROM order_goods l LEFT JOIN parcels p ON p.id = l.parcel_id
    WHERE l.order_id = ${o}.id AND NOT l.deleted AND (p.id IS NULL OR p.status NOT IN (${PARCEL_STATUS.shipped}, ${PARCEL_STATUS.received})))))`;

/** SQL: the orders a group's payment paid: its orders but those paid alone (they have a payment of their own). */
const paidByGroup = (o: string, g: string) => `${o}.group_id = ${g}.id
  AND NOT EXISTS (SELECT 1 FROM money_log m WHERE m.type = 'payment' AND m.ref_type = 'order' AND m.ref_sn = ${o}.sn)`;

/**
 * SQL condition on a row with `refType`/`refSn` columns: the payment's goods can no longer come back. The same
 * condition is written out in migration 0013, which marked the rows earned before it.
 */
export function goodsSettled(refType: AnyPgColumn, refSn: AnyPgColumn): SQL {
  return sql`CASE ${refType}
    WHEN 'onepay' THEN EXISTS (SELECT 1 FROM onepay_orders op WHERE op.sn = ${refSn} AND op.status IN (${sql.raw(`${ONEPAY_STATUS.shipped}, ${ONEPAY_STATUS.received}`)}))
    WHEN 'order' THEN EXISTS (SELECT 1 FROM orders o WHERE o.sn = ${refSn} AND ${sql.raw(orderSettled('o'))})
    WHEN 'order_group' THEN EXISTS (SELECT 1 FROM order_groups g WHERE g.sn = ${refSn}
      AND EXISTS (SELECT 1 FROM orders o WHERE ${sql.raw(paidByGroup('o', 'g'))} AND o.status <> ${sql.raw(String(ORDER_STATUS.cancelled))})
      AND NOT EXISTS (SELECT 1 FROM orders o WHERE ${sql.raw(paidByGroup('o', 'g'))} AND o.status <> ${sql.raw(String(ORDER_STATUS.cancelled))} AND NOT ${sql.raw(orderSettled('o'))}))
    ELSE false END`;
}

/** SQL condition: the row's (refType, refSn) is one of `refs`. */
export function refIn(refType: AnyPgColumn, refSn: AnyPgColumn, refs: PaymentRef[]): SQL | undefined {
  return or(...refs.map((r) => and(eq(refType, r.type), eq(refSn, r.sn))));
}

/** The orders a payment paid: the order paid alone, or the orders its group's payment paid. */
export async function paidOrderIds(tx: DbOrTx, ref: PaymentRef): Promise<number[]> {
  if (ref.type === 'order') return (await tx.select({ id: orders.id }).from(orders).where(eq(orders.sn, ref.sn))).map((r) => r.id);
  if (ref.type !== 'order_group') return [];
  const rows = await tx.select({ id: orders.id }).from(orders).innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(and(eq(orderGroups.sn, ref.sn), sql`${sql.raw(paidByGroup('orders', 'order_groups'))}`));
  return rows.map((r) => r.id);
}

/** The payments the goods of these orders were paid with: each order alone, and its group. */
export async function paymentsOfOrders(tx: DbOrTx, orderIds: number[]): Promise<PaymentRef[]> {
  if (!orderIds.length) return [];
  const rows = await tx.select({ sn: orders.sn, groupSn: orderGroups.sn }).from(orders).innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(inArray(orders.id, orderIds));
  const refs = new Map<string, PaymentRef>();
  for (const r of rows) {
    refs.set(`order:${r.sn}`, { type: 'order', sn: r.sn });
    refs.set(`order_group:${r.groupSn}`, { type: 'order_group', sn: r.groupSn });
  }
  return [...refs.values()];
}

/** The payment of a one-pay order. */
export async function paymentOfOnepay(tx: DbOrTx, onepayId: number): Promise<PaymentRef[]> {
  const [o] = await tx.select({ sn: onepayOrders.sn }).from(onepayOrders).where(eq(onepayOrders.id, onepayId));
  return o ? [{ type: 'onepay', sn: o.sn }] : [];
}
