import { and, count, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { orders, ORDER_STATUS } from '../../db/schema';
import { BizError } from '../../http/errors';
import { releaseGroupCoupon, releaseOrderCoupons } from '../money/coupon-on-bill';
import { credit } from '../money/wallet';
import { yuan } from '../money/money';
import { notify } from '../messages/notify';
import { lockOwnOrder, refreshGroupTotal, statusText, type Order, type Translate } from './orders';
import { paidFen } from './paid';
import { reviseOrderRebates } from '../rewards/rebates';
import { reviseOrderCommissions } from '../affiliate/commissions';
import { settleCashbacks } from '../rewards/cashback';

export type CancelResult = { id: number; status: -1; refund_fen: number };

/** A group whose orders are all cancelled gives its coupon back; so does a cancelled order paid alone with one. */
export async function releaseIfEmpty(tx: DbOrTx, groupId: number): Promise<void> {
  const [{ live }] = await tx.select({ live: count() }).from(orders).where(and(eq(orders.groupId, groupId), ne(orders.status, ORDER_STATUS.cancelled)));
  if (!Number(live)) await releaseGroupCoupon(tx, groupId);
  await releaseOrderCoupons(tx, groupId);
}

/**
 * Cancels an order: unpaid (0) → cancelled, its group re-summed; paid but not yet bought (1) →
 * cancelled with what was paid credited back to the wallet, in one transaction. Later statuses are
 * refused: the goods are already bought.
 */
export async function cancelOrder(db: Db, userId: number, id: number, now: number, t: Translate): Promise<CancelResult> {
  return db.transaction(async (tx) => {
    const o = await lockOwnOrder(tx, userId, id);
    if (o.status !== ORDER_STATUS.unpaid && o.status !== ORDER_STATUS.paid) {
      throw new BizError('order.cannotCancel', { status: statusText(t, o.status) });
    }
    return cancelLocked(tx, o, now);
  });
}

/**
 * Cancels an order of status 0 or 1 the caller has locked (lockOwnOrder): what was paid and not yet
 * refunded goes back to the wallet (ledger `refund`, once per order) in the caller's transaction, and the
 * shopper gets a message saying how much (`why`: the shopper cancelled, or chose so over a problem).
 */
export async function cancelLocked(tx: DbOrTx, o: Order, now: number, why: 'cancel' | 'problem' = 'cancel'): Promise<CancelResult> {
  await tx.update(orders).set({ status: ORDER_STATUS.cancelled, cancelledAt: now })
    .where(and(eq(orders.id, o.id), eq(orders.status, o.status)));
  if (o.status === ORDER_STATUS.unpaid) {
    await refreshGroupTotal(tx, o.groupId);
    await releaseIfEmpty(tx, o.groupId);
    return { id: o.id, status: -1 as const, refund_fen: 0 };
  }
  const refund = await paidFen(tx, o);
  await releaseIfEmpty(tx, o.groupId);
  if (refund > 0) {
    await credit(tx, 'refund', { userId: o.userId, amountFen: refund, refType: 'order', refSn: o.sn, memo: `Cancelled order ${o.sn}`, now });
    const name = why === 'problem' ? 'problem_refunded' : 'order_cancelled';
    await notify(tx, { userId: o.userId, kind: 'refund_decided', name, params: { sn: o.sn, amount: yuan(refund) }, ref: { type: 'order', id: o.id, sn: o.sn } }, now);
  }
  await reviseOrderRebates(tx, o.id);
  await reviseOrderCommissions(tx, o.id, now);
  await settleCashbacks(tx, [o.id], now);
  return { id: o.id, status: -1 as const, refund_fen: refund };
}
