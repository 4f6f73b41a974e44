import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { goodsRefunds, orderGoods, orders, ORDER_STATUS, REFUND_STATUS } from '../../db/schema';
import { BizError } from '../../http/errors';
import { isUniqueViolation } from '../numbers/sn';
import { credit } from '../money/wallet';
import { yuan } from '../money/money';
import { notify } from '../messages/notify';
import { releaseIfEmpty } from './cancel';
import { lastLiveLine, lineRefundFen, refundMode } from './refund-amount';
import { hasOpenRefund, ownLine, type RefundRow } from './refund-info';
import { reviseOrderRebates } from '../rewards/rebates';
import { reviseOrderCommissions } from '../affiliate/commissions';
import { settleCashbacks } from '../rewards/cashback';

export type RefundText = { reasonId: number; reason: string; remark: string };

/** Why a line cannot be refunded now: an open request, or its order's status. */
export function refuseMode(mode: string | null, wanted: 'refund_only' | 'return', open: boolean): void {
  if (open) throw new BizError('refund.exists');
  if (mode === wanted) return;
  if (mode === 'return') throw new BizError('refund.useReturn');
  if (mode === 'refund_only') throw new BizError('refund.useRefundOnly');
  throw new BizError('refund.notRefundable');
}

/**
 * Refund-only (design §4b): a paid line not yet bought leaves its order and its quote (lineRefundFen, the figure
 * getInfo showed) goes to the wallet at once — ledger `refund` keyed by (order, line), the request row, the line's
 * removal and the shopper's message in one transaction; the last line cancels the order. `expectedFen`, the
 * amount the shopper was shown, must still be the quote: when the order changed since (another line refunded),
 * nothing moves and the answer names the new figure. Racing requests queue on the order's lock; the ledger's and
 * the requests' unique indexes refuse any second refund of the line.
 */
export async function refundOnly(db: Db, userId: number, goodsId: number, text: RefundText & { expectedFen?: number }, now: number): Promise<RefundRow> {
  const { expectedFen, ...why } = text;
  try {
    return await db.transaction(async (tx) => {
      const { o, g } = await ownLine(tx, userId, goodsId, true);
      refuseMode(refundMode(o, g), 'refund_only', await hasOpenRefund(tx, g.id));
      const last = await lastLiveLine(tx, o);
      const amountFen = await lineRefundFen(tx, o, g);
      if (expectedFen !== undefined && expectedFen !== amountFen) throw new BizError('refund.amountChanged', { amount: yuan(amountFen) });
      const [row] = await tx.insert(goodsRefunds).values({
        userId, orderId: o.id, goodsId: g.id, kind: 'refund', amountFen, ...why, status: REFUND_STATUS.refunded, createdAt: now, decidedAt: now,
      }).returning();
      await tx.update(orderGoods).set({ deleted: true }).where(eq(orderGoods.id, g.id));
      if (last) {
        await tx.update(orders).set({ status: ORDER_STATUS.cancelled, cancelledAt: now }).where(eq(orders.id, o.id));
        await releaseIfEmpty(tx, o.groupId);
      }
      if (amountFen > 0) await credit(tx, 'refund', { userId, amountFen, refType: 'order', refSn: o.sn, refNo: g.id, memo: `Refund of goods ${g.id} of order ${o.sn}`, now });
      await reviseOrderRebates(tx, o.id);
      await reviseOrderCommissions(tx, o.id, now);
      if (last) await settleCashbacks(tx, [o.id], now);
      if (amountFen > 0) {
        const name = last ? 'refund_only_last' : 'refund_only';
        await notify(tx, { userId, kind: 'refund_decided', name, params: { sn: o.sn, amount: yuan(amountFen) }, ref: { type: 'order', id: o.id, sn: o.sn } }, now);
      }
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new BizError('refund.exists');
    throw err;
  }
}
