import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { config } from '../../db/schema';

/** What a cart line costs: enough of a cart line (or an order line to be) to price it. */
export type Billable = {
  sellerName: string;
  priceFen: number;
  quantity: number;
  postFeeFen: number;
  shipping: 'standard' | 'express';
};

export type Bill = { goodsFen: number; postFeeFen: number; serviceFen: number; totalFen: number };

/** The service-fee rate in percent (config `all.service_fee_rate`, e.g. 5 or 2.5); 0 when unset. */
export async function serviceFeeRate(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: config.value }).from(config).where(eq(config.name, 'service_fee_rate'));
  const rate = Number(row?.value ?? 0);
  return Number.isFinite(rate) && rate > 0 ? rate : 0;
}

/** `ratePercent` % of the goods, rounded up to a fen (integer arithmetic, rates to 1/10 000 %). */
export function serviceFeeFen(goodsFen: number, ratePercent: number): number {
  const scaled = goodsFen * Math.round(ratePercent * 10_000);
  const whole = 1_000_000;
  return Math.floor(scaled / whole) + (scaled % whole ? 1 : 0);
}

/** A line's domestic post fee: express shipping costs double. */
export const linePostFen = (l: Pick<Billable, 'postFeeFen' | 'shipping'>) => l.postFeeFen * (l.shipping === 'express' ? 2 : 1);

/** The post fee of one seller's lines: charged once, the max of the lines' post fees. */
export const sellerPostFen = (lines: Pick<Billable, 'postFeeFen' | 'shipping'>[]) => lines.reduce((m, l) => Math.max(m, linePostFen(l)), 0);

/** Lines grouped by seller, in the order each seller first appears. */
export function bySeller<T extends { sellerName: string }>(lines: T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const l of lines) {
    const list = groups.get(l.sellerName);
    if (list) list.push(l);
    else groups.set(l.sellerName, [l]);
  }
  return [...groups];
}

/** What one seller's lines cost as one purchase order. */
export function sellerBill(lines: Billable[], ratePercent: number): Bill {
  const goodsFen = lines.reduce((s, l) => s + l.priceFen * l.quantity, 0);
  const postFeeFen = sellerPostFen(lines);
  const serviceFen = serviceFeeFen(goodsFen, ratePercent);
  return { goodsFen, postFeeFen, serviceFen, totalFen: goodsFen + postFeeFen + serviceFen };
}

/** The bill of lines from many sellers: one post fee and one rounded service fee per seller. */
export function cartBill(lines: Billable[], ratePercent: number): Bill {
  const sum: Bill = { goodsFen: 0, postFeeFen: 0, serviceFen: 0, totalFen: 0 };
  for (const [, group] of bySeller(lines)) {
    const b = sellerBill(group, ratePercent);
    sum.goodsFen += b.goodsFen;
    sum.postFeeFen += b.postFeeFen;
    sum.serviceFen += b.serviceFen;
    sum.totalFen += b.totalFen;
  }
  return sum;
}
