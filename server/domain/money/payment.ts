import { and, count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { moneyLog, onepayOrders, orderGroups, orders, parcels, users, ORDER_STATUS, ONEPAY_STATUS, PARCEL_STATUS } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { findBill, type Bill } from './bills';
import { useCoupon } from './coupon-on-bill';
import { yuan } from './money';
import { isUniqueViolation } from '../numbers/sn';
import { debit } from './wallet';
import { raiseLevel } from '../account/levels';
import { earnRebate } from '../rewards/rebates';
import { earnCommission } from '../affiliate/commissions';
import { recordCashback } from '../rewards/cashback';

export type Paid = { sn: string; type: Bill['type']; balanceFen: number; paidFen: number };

/**
 * Pays the user's bill from the wallet in one transaction: the bill's rows are re-read under a row lock,
 * a paid or unpayable bill is refused, the wallet is debited (never below zero) and the statuses change.
 * A second payment of the same bill is refused and charges nothing. With `expectedFen` (the total the shopper
 * was shown) a bill whose quote has changed since (its coupon used elsewhere or expired, an order changed)
 * is refused naming the new total, and nothing moves: the amount shown before the tap is the amount taken.
 */
export async function payFromBalance(db: Db, userId: number, sn: string, o: { type?: string; now: number; expectedFen?: number }): Promise<Paid> {
  try {
    return await db.transaction(async (tx) => {
      const bill = await findBill(tx, userId, sn, { type: o.type, now: o.now, lock: true });
      if (!bill) throw notFound('pay.notFound');
      if (o.expectedFen !== undefined && bill.payable && !bill.paid && bill.owedFen !== o.expectedFen) {
        throw new BizError('pay.amountChanged', { amount: yuan(bill.owedFen) });
      }
      return settleBill(tx, bill, o.now);
    });
  } catch (err) {
    // The ledger's unique index (one payment entry per bill: type, sn and, for a price change, its number) is the last line of defence.
    if (isUniqueViolation(err)) throw new BizError('pay.alreadyPaid');
    throw err;
  }
}

/** Debits what a bill locked by findBill(…, { lock: true }) owes and marks it paid. Runs inside the caller's transaction. */
export async function settleBill(tx: DbOrTx, bill: Bill, now: number): Promise<Paid> {
  if (bill.paid) throw new BizError('pay.alreadyPaid');
  if (!bill.payable) throw new BizError('pay.notPayable');
  const balanceFen = bill.owedFen > 0
    ? await debit(tx, 'payment', { userId: bill.userId, amountFen: bill.owedFen, refType: bill.type, refSn: bill.sn, refNo: bill.refNo, memo: `pay ${bill.sn}`, now })
    : await balanceOf(tx, bill.userId);
  // A goods bill paid while its shopper has joined a running activity with cashback earns it (its quote's figure), pending until done.
  await recordCashback(tx, bill, now);
  await markPaid(tx, bill, now);
  // Goods paid add to the growth value: the level rises in this transaction when it crosses a threshold.
  if (bill.type === 'order_group' || bill.type === 'order' || bill.type === 'onepay') await raiseLevel(tx, bill.userId);
  // An invited shopper's goods earn the inviter a rebate (once per payment), in this transaction.
  await earnRebate(tx, bill, now);
  // A shopper who registered through an affiliate's link earns that affiliate commission (once per payment), likewise.
  await earnCommission(tx, bill, now);
  return { sn: bill.sn, type: bill.type, balanceFen, paidFen: bill.owedFen };
}

export async function balanceOf(db: DbOrTx, userId: number): Promise<number> {
  const [u] = await db.select({ fen: users.moneyFen }).from(users).where(eq(users.id, userId));
  return Number(u?.fen ?? 0);
}

/**
 * Marks a bill paid, with its coupon (design §4c): the coupon is used by this bill (usedRef its number) in this
 * transaction, and each purchase order paid keeps its exact share of it (the quote's shares) and the bill that
 * paid it, so a card shows exactly what was paid.
 */
async function markPaid(tx: DbOrTx, bill: Bill, now: number) {
  const coupon = bill.coupon;
  if (coupon) await useCoupon(tx, coupon.id, bill.sn);
  switch (bill.type) {
    case 'order_group': {
      for (const [i, id] of bill.orderIds.entries()) {
        await tx.update(orders).set({ status: ORDER_STATUS.paid, paidAt: now, paidBy: bill.sn, couponId: coupon?.id ?? null, couponFen: bill.quote.shares[i] ?? 0 })
          .where(and(eq(orders.id, id), eq(orders.status, ORDER_STATUS.unpaid)));
      }
      await tx.update(orderGroups).set({ status: 1, paidAt: now, couponId: coupon?.id ?? null, couponFen: coupon?.fen ?? 0 })
        .where(eq(orderGroups.id, bill.id));
      return;
    }
    case 'order': {
      const [order] = await tx.update(orders).set({ status: ORDER_STATUS.paid, paidAt: now, paidBy: bill.sn, couponId: coupon?.id ?? null, couponFen: coupon?.fen ?? 0 })
        .where(eq(orders.id, bill.id)).returning({ groupId: orders.groupId });
      // The group lets go of the coupon this order used.
      if (coupon) await tx.update(orderGroups).set({ couponId: null, couponFen: 0 }).where(and(eq(orderGroups.id, order.groupId), eq(orderGroups.couponId, coupon.id)));
      const [left] = await tx.select({ n: count() }).from(orders)
        .where(and(eq(orders.groupId, order.groupId), eq(orders.status, ORDER_STATUS.unpaid), eq(orders.deleted, false)));
      // The last unpaid order of its group paid alone: the group is paid too, and an unused coupon goes back.
      if (Number(left.n) === 0) {
        await tx.update(orderGroups).set({ status: 1, paidAt: now, couponId: null, couponFen: 0 })
          .where(and(eq(orderGroups.id, order.groupId), eq(orderGroups.status, 0)));
      }
      return;
    }
    case 'order_problem':
      await tx.update(orders).set({ problem: null, problemFen: 0 }).where(eq(orders.id, bill.id));
      return;
    case 'onepay':
      await tx.update(onepayOrders).set({ status: ONEPAY_STATUS.paid, paidAt: now, couponId: coupon?.id ?? null, couponFen: coupon?.fen ?? 0 }).where(eq(onepayOrders.id, bill.id));
      return;
    case 'parcel':
      await tx.update(parcels).set({ status: PARCEL_STATUS.paid, paidAt: now, couponId: coupon?.id ?? null, couponFen: coupon?.fen ?? 0 }).where(eq(parcels.id, bill.id));
      return;
  }
}

/** How a paid bill was paid: the amount (fen) and when, from its payment entry in the ledger; null if none. */
export async function paymentOf(db: DbOrTx, bill: Pick<Bill, 'userId' | 'type' | 'sn' | 'refNo'>): Promise<{ fen: number; at: number } | null> {
  const [row] = await db.select({ fen: moneyLog.amountFen, at: moneyLog.createdAt }).from(moneyLog)
    .where(and(eq(moneyLog.userId, bill.userId), eq(moneyLog.type, 'payment'), eq(moneyLog.refType, bill.type), eq(moneyLog.refSn, bill.sn), eq(moneyLog.refNo, bill.refNo)));
  return row ? { fen: -row.fen, at: row.at } : null;
}
