import { and, asc, eq, like, count } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { config, moneyLog, orderGoods, orders, warehouses, ORDER_STATUS } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { fen, yuan } from '../money/money';
import { debit } from '../money/wallet';
import { lockOwnOrder, statusText, type Translate } from './orders';
import { cardStorageDays } from '../rewards/membership';
import type { StorageAnswer } from '../../../src/api/types/order';

const DAY = 86_400;
/** The storage extensions a shopper can buy, in days. */
export const STORAGE_DAYS = [30, 60, 90] as const;

/** A value of the `config` table (section all), or undefined. */
export async function configValue(db: DbOrTx, name: string): Promise<unknown> {
  const [row] = await db.select({ value: config.value }).from(config).where(eq(config.name, name));
  return row?.value;
}

/** Free storage from arrival: the warehouse's free days, else config free_storage_days, else 90. */
export async function warehouseFreeDays(db: DbOrTx): Promise<number> {
  const [w] = await db.select({ d: warehouses.freeDays }).from(warehouses).orderBy(asc(warehouses.id)).limit(1);
  if (w) return w.d;
  const v = Number(await configValue(db, 'free_storage_days'));
  return Number.isFinite(v) && v > 0 ? v : 90;
}

/** A shopper's free storage days: the warehouse's and, while a membership card is active, the card's extra days (design §4b). */
export async function shopperFreeDays(db: DbOrTx, userId: number, now: number): Promise<number> {
  return (await warehouseFreeDays(db)) + (await cardStorageDays(db, userId, now));
}

/** Free days left = free days + days bought − whole days since arrival (never below 0); null before arrival. */
export function freeDaysLeft(arrivedAt: number | null, freeDays: number, extraDays: number, now: number): number | null {
  if (arrivedAt == null) return null;
  return Math.max(0, freeDays + extraDays - Math.floor(Math.max(0, now - arrivedAt) / DAY));
}

/** The price of one storage day in fen (config storage_day_price, yuan). */
export async function storageDayFen(db: DbOrTx): Promise<number> {
  const v = fen(String(await configValue(db, 'storage_day_price') ?? '1'));
  return Number.isFinite(v) && v > 0 ? v : 100;
}

/**
 * Buys `days` more free storage for an order in the warehouse (named by the order or one of its
 * goods), paid from the wallet: ledger entry and the order's extra days in one transaction.
 */
export async function addStorage(db: Db, userId: number, ref: { orderId?: number; goodsId?: number }, days: number, now: number, t: Translate): Promise<StorageAnswer> {
  let orderId = ref.orderId;
  if (ref.goodsId) {
    const [g] = await db.select({ orderId: orderGoods.orderId }).from(orderGoods)
      .where(and(eq(orderGoods.id, ref.goodsId), eq(orderGoods.userId, userId), eq(orderGoods.deleted, false)));
    if (!g?.orderId) throw notFound('order.goodsNotFound');
    orderId = g.orderId;
  }
  if (!orderId) throw new BizError('error.required', { field: 'id' });
  const price = await storageDayFen(db);
  const freeDays = await shopperFreeDays(db, userId, now);
  return db.transaction(async (tx) => {
    const o = await lockOwnOrder(tx, userId, orderId);
    if (o.status !== ORDER_STATUS.warehouse) throw new BizError('order.notInWarehouse', { status: statusText(t, o.status) });
    const [{ n }] = await tx.select({ n: count() }).from(moneyLog)
      .where(and(eq(moneyLog.userId, userId), eq(moneyLog.refType, 'storage'), like(moneyLog.refSn, `ST${o.id}-%`)));
    const amount = price * days;
    const balance = await debit(tx, 'payment', { userId, amountFen: amount, refType: 'storage', refSn: `ST${o.id}-${Number(n) + 1}`, memo: `Storage +${days} days for ${o.sn}`, now });
    const extra = o.extraStorageDays + days;
    await tx.update(orders).set({ extraStorageDays: extra }).where(eq(orders.id, o.id));
    const [first] = await tx.select({ arrivedAt: orderGoods.arrivedAt }).from(orderGoods)
      .where(and(eq(orderGoods.orderId, o.id), eq(orderGoods.deleted, false))).orderBy(asc(orderGoods.arrivedAt)).limit(1);
    return {
      order_id: o.id, days, paid: yuan(amount), balance: yuan(balance), extra_storage_days: extra,
      free_days_left: freeDaysLeft(first?.arrivedAt ?? null, freeDays, extra, now),
    };
  });
}
