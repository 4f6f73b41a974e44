import { and, count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { coupons, moneyLog, onepayOrders, orderGroups, orders, parcels, users, ORDER_STATUS, ONEPAY_STATUS, PARCEL_STATUS } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { findBill, type Bill } from './bills';
import { isUniqueViolation } from '../sn';
import { debit } from './wallet';
import { raiseLevel } from '../account/levels';
import { earnRebate } from '../rewards/rebates';
import { earnCommission } from '../affiliate/commissions';
import { recordCashback } from '../rewards/cashback';

export type Paid = { sn: string; type: Bill['type']; balanceFen: number; paidFen: number };

/**
 * Pays the user's bill from the wallet in one transaction: the bill's rows are re-read under a row lock,
 * a paid or unpayable bill is refused, the wallet is debited (never below zero) and the statuses change.
 * A second payment of the same bill is refused and charges nothing.
 */
export async function payFromBalance(db: Db, userId: number, sn: string, o: { type?: string; now: number }): Promise<Paid> {
  try {
    return await db.transaction(async (tx) => {
      const bill = await findBill(tx, userId, sn, { type: o.type, now: o.now, lock: true });
      if (!bill) throw notFound('pay.notFound');
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
  // An order group paid while its shopper has joined a running activity with cashback earns it, pending until done.
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

async function markPaid(tx: DbOrTx, bill: Bill, now: number) {
  switch (bill.type) {
    case 'order_group': {
      await tx.update(orders).set({ status: ORDER_STATUS.paid, paidAt: now })
        .where(and(eq(orders.groupId, bill.id), eq(orders.status, ORDER_STATUS.unpaid), eq(orders.deleted, false)));
      await tx.update(orderGroups).set({ status: 1, paidAt: now, couponId: bill.coupon?.id ?? null, couponFen: bill.coupon?.fen ?? 0 })
        .where(eq(orderGroups.id, bill.id));
      if (bill.coupon) {
        await tx.update(coupons).set({ status: 1, usedRef: bill.sn }).where(and(eq(coupons.id, bill.coupon.id), eq(coupons.status, 0)));
      }
      return;
    }
    case 'order': {
      const [order] = await tx.update(orders).set({ status: ORDER_STATUS.paid, paidAt: now }).where(eq(orders.id, bill.id)).returning({ groupId: orders.groupId });
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
      await tx.update(onepayOrders).set({ status: ONEPAY_STATUS.paid, paidAt: now }).where(eq(onepayOrders.id, bill.id));
      return;
    case 'parcel':
      await tx.update(parcels).set({ status: PARCEL_STATUS.paid, paidAt: now }).where(eq(parcels.id, bill.id));
      return;
  }
}

/** How a paid bill was paid: the amount (fen) and when, from its payment entry in the ledger; null if none. */
export async function paymentOf(db: DbOrTx, bill: Pick<Bill, 'userId' | 'type' | 'sn' | 'refNo'>): Promise<{ fen: number; at: number } | null> {
  const [row] = await db.select({ fen: moneyLog.amountFen, at: moneyLog.createdAt }).from(moneyLog)
    .where(and(eq(moneyLog.userId, bill.userId), eq(moneyLog.type, 'payment'), eq(moneyLog.refType, bill.type), eq(moneyLog.refSn, bill.sn), eq(moneyLog.refNo, bill.refNo)));
  return row ? { fen: -row.fen, at: row.at } : null;
}
