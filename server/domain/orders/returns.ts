import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { goodsRefunds, uploads, REFUND_STATUS } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { isUniqueViolation } from '../numbers/sn';
import { uploadPath } from '../files/upload-paths';
import { lineRefundFen, refundMode } from './refund-amount';
import { hasOpenRefund, ownLine, type RefundRow } from './refund-info';
import { refuseMode, type RefundText } from './refund-only';

/** The most photos a return request carries. */
export const RETURN_IMAGES_MAX = 6;

/** The photos of a request must be files this shopper uploaded (/api/common/upload); answers their /uploads/… paths. */
async function ownUploads(tx: DbOrTx, userId: number, urls: string[]): Promise<string[]> {
  const paths = [...new Set(urls.map(uploadPath))];
  if (paths.length > RETURN_IMAGES_MAX) throw new BizError('refund.images', { max: RETURN_IMAGES_MAX });
  if (!paths.length) return [];
  const found = paths.includes('') ? [] : await tx.select({ url: uploads.url }).from(uploads).where(and(eq(uploads.userId, userId), inArray(uploads.url, paths)));
  if (found.length !== paths.length) throw new BizError('refund.image');
  return paths;
}

/**
 * A return request for a bought line (order status 2 or 3, not in a parcel): reason, remark, up to 6 photos
 * and an amount up to the line's quote (lineRefundFen, the most getInfo showed; default: that). Nothing moves until the operator approves it.
 */
export async function requestReturn(db: Db, userId: number, goodsId: number, r: RefundText & { amountFen?: number; images: string[] }, now: number): Promise<RefundRow> {
  try {
    return await db.transaction(async (tx) => {
      const { o, g } = await ownLine(tx, userId, goodsId, true);
      refuseMode(refundMode(o, g), 'return', await hasOpenRefund(tx, g.id));
      if (!r.reasonId && !r.reason) throw new BizError('error.required', { field: 'reason' });
      const maxFen = await lineRefundFen(tx, o, g);
      const amountFen = r.amountFen ?? maxFen;
      if (amountFen > maxFen) throw new BizError('refund.tooMuch', { max: (maxFen / 100).toFixed(2) });
      if (amountFen <= 0) throw new BizError('error.invalid', { field: 'amount' });
      const images = await ownUploads(tx, userId, r.images);
      const [row] = await tx.insert(goodsRefunds).values({
        userId, orderId: o.id, goodsId: g.id, kind: 'return', amountFen, reasonId: r.reasonId, reason: r.reason, remark: r.remark, images,
        status: REFUND_STATUS.pending, createdAt: now,
      }).returning();
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new BizError('refund.exists');
    throw err;
  }
}

/** Locks a pending request (the shopper's own when `userId` is given: another's is not found). */
export async function lockPendingRefund(tx: DbOrTx, id: number, userId?: number): Promise<RefundRow> {
  const [r] = await tx.select().from(goodsRefunds)
    .where(and(eq(goodsRefunds.id, id), userId === undefined ? undefined : eq(goodsRefunds.userId, userId))).for('update');
  if (!r) throw notFound('refund.notFound');
  if (r.status !== REFUND_STATUS.pending) throw new BizError('refund.decided');
  return r;
}

/** The shopper withdraws a pending return; the line can be asked about again. Answers the goods line's id. */
export async function withdrawReturn(db: Db, userId: number, id: number, now: number): Promise<number> {
  return db.transaction(async (tx) => {
    const r = await lockPendingRefund(tx, id, userId);
    await tx.update(goodsRefunds).set({ status: REFUND_STATUS.withdrawn, decidedAt: now }).where(eq(goodsRefunds.id, r.id));
    return r.goodsId;
  });
}
