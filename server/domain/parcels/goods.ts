import { and, asc, eq, inArray, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { ORDER_STATUS, PARCEL_STATUS, orderGoods, orders, parcels } from '../../db/schema';
import { BizError } from '../../http/errors';
import { thumb } from '../catalogue/goods-card';
import { yuan } from '../money/money';
import { CARTON_G, type Measure } from './shipping';
import type { ParcelGoods } from '../../../src/api/types/parcel';
import { goodsInLanguage } from '../catalogue/goods-language';
import { creditOrderPoints } from '../rewards/score';
import { settleCashbacks } from '../rewards/cashback';
import type { Lang } from '../../i18n';

export type GoodsRow = typeof orderGoods.$inferSelect;

/**
 * The user's goods lines `ids`, all waiting in the warehouse (their purchase order in status 3) and in
 * no parcel yet. Another user's line answers exactly like a missing one.
 */
export async function warehouseGoods(db: DbOrTx, userId: number, ids: number[]): Promise<GoodsRow[]> {
  const rows = await db.select({ goods: orderGoods, orderStatus: orders.status }).from(orderGoods)
    .innerJoin(orders, and(eq(orders.id, orderGoods.orderId), eq(orders.userId, userId)))
    .where(and(inArray(orderGoods.id, ids), eq(orderGoods.userId, userId), eq(orderGoods.deleted, false)))
    .orderBy(asc(orderGoods.id));
  if (rows.length !== ids.length) throw new BizError('parcel.goodsNotFound');
  for (const { goods, orderStatus } of rows) {
    if (goods.parcelId !== null) throw new BizError('parcel.goodsInParcel', { title: goods.title });
    if (orderStatus !== ORDER_STATUS.warehouse) throw new BizError('parcel.goodsNotInWarehouse', { title: goods.title });
  }
  return rows.map((r) => r.goods);
}

/** The user's goods lines by id, whatever became of them (for showing a trial packing). */
export async function goodsByIds(db: DbOrTx, userId: number, ids: number[], lang?: Lang): Promise<GoodsRow[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(orderGoods).where(and(inArray(orderGoods.id, ids), eq(orderGoods.userId, userId))).orderBy(asc(orderGoods.id));
  return lang ? goodsInLanguage(db, rows, lang) : rows;
}

export const goodsTypesOf = (goods: GoodsRow[]) => [...new Set(goods.map((g) => g.goodsType))];

/** The goods' own weight (grams, carton not included) as measured at warehouse arrival. */
export const goodsWeightG = (goods: GoodsRow[]) => goods.reduce((s, g) => s + (g.weightG ?? 0), 0);

/** An estimate before weighing: the goods' weight, no box size (the carton is added by the fee rule). */
export const estimateMeasure = (goods: GoodsRow[]): Measure => ({ weightG: goodsWeightG(goods) });

/** Purchase orders 3 → 4 once every live line of theirs is in a parcel. */
export async function ordersIntoParcel(tx: DbOrTx, orderIds: number[]) {
  if (!orderIds.length) return;
  const open = tx.select({ x: sql`1` }).from(orderGoods)
    .where(and(eq(orderGoods.orderId, orders.id), eq(orderGoods.deleted, false), isNull(orderGoods.parcelId)));
  await tx.update(orders).set({ status: ORDER_STATUS.parcel })
    .where(and(inArray(orders.id, orderIds), eq(orders.status, ORDER_STATUS.warehouse), notExists(open)));
}

/** Purchase orders 4 → 3: some of their goods are back in the warehouse. */
export async function ordersBackToWarehouse(tx: DbOrTx, orderIds: number[]) {
  if (!orderIds.length) return;
  await tx.update(orders).set({ status: ORDER_STATUS.warehouse })
    .where(and(inArray(orders.id, orderIds), eq(orders.status, ORDER_STATUS.parcel)));
}

/**
 * Purchase orders 4 → 5 (done) once every live line of theirs is in a received parcel; the orders that became
 * done earn their points in the same transaction (rewards/score.ts, once per order).
 */
export async function ordersDone(tx: DbOrTx, orderIds: number[], now: number) {
  if (!orderIds.length) return;
  const pending = tx.select({ x: sql`1` }).from(orderGoods).leftJoin(parcels, eq(parcels.id, orderGoods.parcelId))
    .where(and(eq(orderGoods.orderId, orders.id), eq(orderGoods.deleted, false), or(isNull(parcels.id), ne(parcels.status, PARCEL_STATUS.received))));
  const done = await tx.update(orders).set({ status: ORDER_STATUS.done })
    .where(and(inArray(orders.id, orderIds), eq(orders.status, ORDER_STATUS.parcel), notExists(pending))).returning({ id: orders.id });
  await creditOrderPoints(tx, done.map((o) => o.id), now);
  // …and their groups' cashback is paid once every order of the group is finished (rewards/cashback.ts).
  await settleCashbacks(tx, done.map((o) => o.id), now);
}

/** The distinct purchase orders of some goods lines. */
export const orderIdsOf = (goods: Pick<GoodsRow, 'orderId'>[]) => [...new Set(goods.map((g) => g.orderId).filter((id): id is number => id !== null))];

export function goodsView(g: GoodsRow): ParcelGoods {
  return {
    id: g.id, order_id: g.orderId, title: g.title, pic_url: thumb(g.picUrl), sku: g.skuText, quantity: g.quantity,
    price: yuan(g.priceFen), goods_type: g.goodsType, weight_g: g.weightG, volume: g.volumeCm3,
  };
}

/**
 * A packing guessed from the goods alone (trial packing on autopilot, demo weighing), as the scale would read it:
 * their weight with the carton, and a cubic box holding their volume.
 */
export function autoMeasure(goods: GoodsRow[]): Measure {
  const volume = goods.reduce((s, g) => s + (g.volumeCm3 ?? 0), 0);
  const side = volume > 0 ? Math.ceil(Math.cbrt(volume)) : 0;
  return { weightG: goodsWeightG(goods) + CARTON_G, lengthCm: side, widthCm: side, heightCm: side, packed: true };
}
