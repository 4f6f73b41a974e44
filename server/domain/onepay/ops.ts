import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { onepayOrders, shippingLines, ONEPAY_STATUS } from '../../db/schema';
import type { Deps } from '../../http/env';
import { notFound } from '../../http/errors';
import { addTracking } from '../parcels/tracking';
import { releaseOnepayRewards } from '../rewards/pending-rewards';
import { markOnepayReceived, type Onepay } from './onepay';
import { arrivalsWire, measureGoods, onepayLines, opsT, storeArrivals, wrongStatus, type Measures } from '../ops/ops-common';

const S = ONEPAY_STATUS;

async function onepayById(db: DbOrTx, id: number): Promise<Onepay> {
  const [o] = await db.select().from(onepayOrders).where(eq(onepayOrders.id, id));
  if (!o) throw notFound('onepay.notFound');
  return o;
}

/** Moves a one-pay order from one status to the next only if nobody moved it meanwhile. */
async function advance(tx: DbOrTx, o: Onepay, from: number, set: Partial<Onepay>): Promise<Onepay> {
  const [u] = await tx.update(onepayOrders).set(set).where(and(eq(onepayOrders.id, o.id), eq(onepayOrders.status, from))).returning();
  if (!u) throw wrongStatus('onepay', o.sn, o.status, from);
  return u;
}

/** Staff bought the goods and they arrived in the warehouse (1 → 2): weights, volumes, QC photos. */
export async function buyOnepay(deps: Deps, p: { id: number } & Measures) {
  const { db } = deps;
  const now = deps.now();
  const o = await onepayById(db, p.id);
  if (o.status !== S.paid) throw wrongStatus('onepay', o.sn, o.status, S.paid);
  const arrivals = await measureGoods(deps, await onepayLines(db, o.id), p);
  return db.transaction(async (tx) => {
    const u = await advance(tx, o, S.paid, { status: S.warehouse });
    await storeArrivals(tx, arrivals, now);
    await addTracking(tx, 'onepay', o.id, [
      { time: now, status: 'bought' },
      { time: now, status: 'warehouseChecked', place: 'warehouse' },
    ]);
    return { id: u.id, sn: u.sn, status: u.status, goods: arrivalsWire(arrivals) };
  });
}

/** The one-pay parcel left the warehouse (2 → 3) with a carrier (default: the line's) and a tracking number. */
export async function shipOnepay(deps: Deps, p: { id: number; carrier?: string; trackingNo?: string }) {
  const { db } = deps;
  const now = deps.now();
  const o = await onepayById(db, p.id);
  if (o.status !== S.warehouse) throw wrongStatus('onepay', o.sn, o.status, S.warehouse);
  const [line] = await db.select({ carrier: shippingLines.carrier }).from(shippingLines).where(eq(shippingLines.id, o.lineId));
  const carrier = p.carrier || line?.carrier || 'EMS';
  const trackingNo = p.trackingNo || `LP${String(o.id).padStart(9, '0')}CN`;
  return db.transaction(async (tx) => {
    const u = await advance(tx, o, S.warehouse, { status: S.shipped, carrier, trackingNo, shippedAt: now });
    await addTracking(tx, 'onepay', o.id, [{ time: now, status: 'shippedWith', params: { carrier, number: trackingNo }, place: 'warehouse' }]);
    await releaseOnepayRewards(tx, o.id); // its rebate and commission stop being pending (design §4b)
    return { id: u.id, sn: u.sn, status: u.status, carrier, tracking_no: trackingNo };
  });
}

/** The carrier delivered it (3 → 4), as if the shopper had confirmed receipt. */
export async function deliverOnepay(deps: Deps, p: { id: number }) {
  const o = await onepayById(deps.db, p.id);
  if (o.status !== S.shipped) throw wrongStatus('onepay', o.sn, o.status, S.shipped);
  const answer = await markOnepayReceived(deps.db, o, deps.now(), opsT);
  return { ...answer, sn: o.sn };
}
