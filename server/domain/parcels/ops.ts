import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import type { Deps } from '../../http/env';
import { PARCEL_STATUS, orderGoods, parcels, shippingLines } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { saveStaffPhoto } from '../files/staff-photos';
import { autoMeasure, goodsByIds, orderIdsOf, ordersDone } from './goods';
import { parcelGoodsIds, type ParcelRow } from './parcels';
import { qcPhotoBytes } from '../orders/qc-photos';
import { insuranceFen, quoteLine, type Line, type Measure } from './shipping';
import { addTracking } from './tracking';
import { releaseParcelRewards } from '../rewards/pending-rewards';
import { notify } from '../messages/notify';
import { yuan } from '../money/money';


async function parcelById(db: DbOrTx, id: number): Promise<ParcelRow> {
  const [row] = await db.select().from(parcels).where(eq(parcels.id, id));
  if (!row) throw notFound('parcel.notFound');
  return row;
}

/** The parcel's line even if it was disabled since the parcel was made. */
async function lineOf(db: DbOrTx, p: ParcelRow): Promise<Line> {
  const [line] = await db.select().from(shippingLines).where(eq(shippingLines.id, p.lineId));
  if (!line) throw new BizError('parcel.lineNotFound');
  return line;
}

/** Two packing photos of the parcel, drawn by the QC photo generator and stored under /uploads/parcel/, private to its shopper. */
async function packingPhotos(deps: Deps, p: ParcelRow, now: number): Promise<string[]> {
  const from = p.photos.length;
  return Promise.all([from, from + 1].map(async (i) => saveStaffPhoto(deps, 'parcel', p.userId, await qcPhotoBytes(`parcel:${p.id}:${i}`), now)));
}

/**
 * Staff weighed and measured the packed parcel (status 0 → 1): chargeable weight from that weight (its carton is on
 * the scale, never added again) and the volume at the line's divisor, shipping fee by the line's rule, insurance
 * premium on the declared value when insured, total; two packing photos. Without a measure, one is guessed from the
 * goods, carton included (demo autopilot).
 */
export async function weighParcel(deps: Deps, p: { id: number; measure?: Measure }): Promise<ParcelRow> {
  const { db, config } = deps;
  const now = deps.now();
  const id = p.id;
  const parcel = await parcelById(db, id);
  if (parcel.status !== PARCEL_STATUS.packing) throw new BizError('parcel.notPacking');
  const m: Measure = { ...(p.measure ?? autoMeasure(await goodsByIds(db, parcel.userId, parcelGoodsIds(parcel)))), packed: true };
  const line = await lineOf(db, parcel);
  const quote = quoteLine(line, m);
  const premium = parcel.insurance ? insuranceFen(line, parcel.declaredFen) : 0;
  const photos = await packingPhotos(deps, parcel, now);
  const dims = m.lengthCm && m.widthCm && m.heightCm ? { lengthCm: m.lengthCm, widthCm: m.widthCm, heightCm: m.heightCm } : { lengthCm: null, widthCm: null, heightCm: null };
  return db.transaction(async (tx) => {
    const [row] = await tx.update(parcels).set({
      status: PARCEL_STATUS.weighed, weightG: m.weightG, ...dims, chargeableG: quote.chargeableG,
      shippingFen: quote.feeFen, insuranceFen: premium, totalFen: quote.feeFen + premium, photos: [...parcel.photos, ...photos], weighedAt: now,
    }).where(and(eq(parcels.id, id), eq(parcels.status, PARCEL_STATUS.packing))).returning();
    if (!row) throw new BizError('parcel.notPacking');
    await notify(tx, { userId: row.userId, kind: 'parcel_weighed', params: { sn: row.sn, weight: row.weightG ?? m.weightG, amount: yuan(row.totalFen ?? 0) }, ref: { type: 'parcel', id: row.id, sn: row.sn } }, now);
    return row;
  });
}

/** A UPU-style tracking number: two letters, nine digits, CN. */
const makeTrackingNo = () => `LP${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}CN`;

/** The paid parcel left the warehouse (status 2 → 3) with a carrier (default the line's) and tracking number. */
export function shipParcel(deps: Deps, opts: { id: number; carrier?: string; trackingNo?: string }): Promise<ParcelRow> {
  const { id } = opts;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const parcel = await parcelById(tx, id);
    const carrier = opts.carrier?.trim() || (await lineOf(tx, parcel)).carrier;
    const trackingNo = opts.trackingNo?.trim() || makeTrackingNo();
    const [row] = await tx.update(parcels).set({ status: PARCEL_STATUS.shipped, carrier, trackingNo, shippedAt: now })
      .where(and(eq(parcels.id, id), eq(parcels.status, PARCEL_STATUS.paid))).returning();
    if (!row) throw new BizError('parcel.notPaid');
    await addTracking(tx, 'parcel', id, [
      { time: parcel.weighedAt ?? now, status: 'packed', place: 'guangzhou' },
      { time: now, status: 'handedOver', params: { carrier, number: trackingNo }, place: 'guangzhou' },
    ]);
    await releaseParcelRewards(tx, id); // rebates and commissions on its goods stop being pending (design §4b)
    await notify(tx, { userId: row.userId, kind: 'parcel_shipped', params: { sn: row.sn, carrier, tracking: trackingNo }, ref: { type: 'parcel', id: row.id, sn: row.sn } }, now);
    return row;
  });
}

/**
 * The parcel arrived (status 3 → 4): confirmed by the shopper (`userId`, only their parcel) or by staff.
 * Purchase orders whose every line is in a received parcel become done (5).
 */
export function deliverParcel(deps: Deps, p: { id: number; userId?: number }): Promise<ParcelRow> {
  const { id, userId } = p;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.update(parcels).set({ status: PARCEL_STATUS.received, receivedAt: now })
      .where(and(eq(parcels.id, id), eq(parcels.status, PARCEL_STATUS.shipped), userId === undefined ? undefined : eq(parcels.userId, userId)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: parcels.id }).from(parcels)
        .where(and(eq(parcels.id, id), userId === undefined ? undefined : eq(parcels.userId, userId)));
      throw exists ? new BizError('parcel.cannotReceive') : notFound('parcel.notFound');
    }
    const goods = await tx.select({ orderId: orderGoods.orderId }).from(orderGoods).where(eq(orderGoods.parcelId, id));
    await ordersDone(tx, orderIdsOf(goods), now);
    const place = [row.address.city, row.address.country].filter(Boolean).join(', ');
    await addTracking(tx, 'parcel', id, [{ time: now, status: 'delivered', location: place }]);
    return row;
  });
}
