import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { orderGoods } from '../../db/schema';
import { releaseCommissions } from '../affiliate/commissions';
import { releaseRebates } from './rebates';
import { paymentOfOnepay, paymentsOfOrders, type PaymentRef } from './goods-settled';

/*
 * Rebates and affiliate commissions stay pending until the goods paid for can no longer come back (design §4b,
 * goods-settled.ts). These are the moments they may stop being pending, each called in the transaction that makes
 * it so; a refund or cancellation releases what it leaves settled itself (reviseOrderRebates, …).
 */

async function release(tx: DbOrTx, refs: PaymentRef[]): Promise<void> {
  await releaseRebates(tx, refs);
  await releaseCommissions(tx, refs);
}

/** A parcel shipped: the payments of the orders whose goods it carries. */
export async function releaseParcelRewards(tx: DbOrTx, parcelId: number): Promise<void> {
  const lines = await tx.selectDistinct({ orderId: orderGoods.orderId }).from(orderGoods).where(eq(orderGoods.parcelId, parcelId));
  await release(tx, await paymentsOfOrders(tx, lines.map((l) => l.orderId).filter((id): id is number => id !== null)));
}

/** A one-pay order shipped. */
export async function releaseOnepayRewards(tx: DbOrTx, onepayId: number): Promise<void> {
  await release(tx, await paymentOfOnepay(tx, onepayId));
}
