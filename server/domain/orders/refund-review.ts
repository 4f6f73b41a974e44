import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { goodsRefunds, orderGoods, orderGroups, orders, users, ORDER_STATUS, REFUND_STATUS } from '../../db/schema';
import { BizError } from '../../http/errors';
import { isUniqueViolation } from '../numbers/sn';
import { credit } from '../money/wallet';
import { yuan } from '../money/money';
import { notify } from '../messages/notify';
import { lockPendingRefund } from './returns';
import { releaseIfEmpty } from './cancel';
import { lastLiveLine } from './refund-amount';
import { settleCashbacks } from '../rewards/cashback';
import type { RefundRow } from './refund-info';
import { reviseOrderRebates } from '../rewards/rebates';
import { reviseOrderCommissions } from '../affiliate/commissions';

/** Locks a return's order, its group first (the order payments' and refund-only's order). */
async function lockOrder(tx: DbOrTx, orderId: number) {
  const [peek] = await tx.select({ groupId: orders.groupId }).from(orders).where(eq(orders.id, orderId));
  if (peek) await tx.select({ id: orderGroups.id }).from(orderGroups).where(eq(orderGroups.id, peek.groupId)).for('update');
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return o;
}

/**
 * The operator approves a pending return: the line leaves its order and the amount asked goes to the
 * wallet (ledger `refund` keyed by order and line) in the transaction that closes the request, with the
 * shopper's message. The order's last line returned closes the order (cancelled: every line of it came
 * back, nothing left to receive or ship; it reads as refunded). Racing approvals queue on the request's
 * lock; the ledger's unique index refuses a second refund of the line.
 */
export async function approveReturn(db: Db, id: number, now: number): Promise<RefundRow & { balanceFen: number }> {
  try {
    return await db.transaction(async (tx) => {
      const r = await lockPendingRefund(tx, id);
      const o = await lockOrder(tx, r.orderId);
      const [g] = await tx.select().from(orderGoods).where(eq(orderGoods.id, r.goodsId)).for('update');
      if (!o || !g || g.deleted || g.parcelId != null) throw new BizError('refund.inParcel');
      const last = await lastLiveLine(tx, o);
      await tx.update(orderGoods).set({ deleted: true }).where(eq(orderGoods.id, g.id));
      const close = last && o.status !== ORDER_STATUS.cancelled;
      if (close) {
        await tx.update(orders).set({ status: ORDER_STATUS.cancelled, cancelledAt: now }).where(and(eq(orders.id, o.id), eq(orders.status, o.status)));
        await releaseIfEmpty(tx, o.groupId);
      }
      const [row] = await tx.update(goodsRefunds).set({ status: REFUND_STATUS.refunded, decidedAt: now }).where(eq(goodsRefunds.id, r.id)).returning();
      const balanceFen = await credit(tx, 'refund', { userId: r.userId, amountFen: r.amountFen, refType: 'order', refSn: o.sn, refNo: g.id, memo: `Return of goods ${g.id} of order ${o.sn}`, now });
      await reviseOrderRebates(tx, r.orderId);
      await reviseOrderCommissions(tx, r.orderId, now);
      if (close) await settleCashbacks(tx, [o.id], now);
      await notify(tx, { userId: r.userId, kind: 'refund_decided', name: 'refund_approved', params: { sn: o.sn, amount: yuan(r.amountFen) }, ref: { type: 'order', id: r.orderId, sn: o.sn } }, now);
      return { ...row, balanceFen };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new BizError('refund.decided');
    throw err;
  }
}

/** The operator rejects a pending return with the reason the shopper reads; nothing moves. */
export async function rejectReturn(db: Db, id: number, reason: string, now: number): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const r = await lockPendingRefund(tx, id);
    const [row] = await tx.update(goodsRefunds).set({ status: REFUND_STATUS.rejected, reviewNote: reason, decidedAt: now }).where(eq(goodsRefunds.id, r.id)).returning();
    const [o] = await tx.select({ sn: orders.sn }).from(orders).where(eq(orders.id, r.orderId));
    await notify(tx, { userId: r.userId, kind: 'refund_decided', name: 'refund_rejected', params: { sn: o?.sn ?? '', reason }, ref: { type: 'order', id: r.orderId, sn: o?.sn ?? '' } }, now);
    return row;
  });
}

/** Refund requests for the operator (default: pending returns), oldest first, with who asked and the line. */
export function refundsForReview(db: DbOrTx, statuses: number[] = [REFUND_STATUS.pending]) {
  return db.select({ r: goodsRefunds, email: users.email, username: users.username, title: orderGoods.title, orderSn: orders.sn }).from(goodsRefunds)
    .leftJoin(users, eq(users.id, goodsRefunds.userId))
    .leftJoin(orderGoods, eq(orderGoods.id, goodsRefunds.goodsId))
    .leftJoin(orders, eq(orders.id, goodsRefunds.orderId))
    .where(inArray(goodsRefunds.status, statuses)).orderBy(asc(goodsRefunds.id));
}
