/** The operator's lists of parcels and trial packings: what `weigh`, `ship`, `deliver`, `rehearsal_measure` take ids of. */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { parcels, rehearsals, users } from '../../db/schema';
import { yuan } from '../money/money';
import { emailIs, userColumns, userLabel, type OpsListQuery } from '../account/ops-list';

/** Parcels, newest first: shopper, destination, goods lines, weight, what shipping costs, tracking number. */
export async function opsParcels(db: DbOrTx, q: OpsListQuery) {
  const rows = await db.select({ p: parcels, ...userColumns }).from(parcels).leftJoin(users, eq(users.id, parcels.userId))
    .where(and(q.status === undefined ? undefined : eq(parcels.status, q.status), emailIs(q.email)))
    .orderBy(desc(parcels.id)).limit(q.limit);
  return rows.map(({ p, ...u }) => ({
    id: p.id, sn: p.sn, status: p.status, user: userLabel(u), country: p.countryCode, goods: p.declaration.length,
    weight_g: p.weightG, total: p.totalFen === null ? null : yuan(p.totalFen), tracking_no: p.trackingNo, created_at: p.createdAt,
  }));
}

/** Trial packings, newest first: shopper, how many goods, the destination, the measures once taken. */
export async function opsRehearsals(db: DbOrTx, q: OpsListQuery) {
  const rows = await db.select({ r: rehearsals, ...userColumns }).from(rehearsals).leftJoin(users, eq(users.id, rehearsals.userId))
    .where(and(q.status === undefined ? undefined : eq(rehearsals.status, q.status), emailIs(q.email)))
    .orderBy(desc(rehearsals.id)).limit(q.limit);
  return rows.map(({ r, ...u }) => ({
    id: r.id, status: r.status, user: userLabel(u), goods: r.goodsIds.length, country: r.countryCode, weight_g: r.weightG,
    size_cm: r.lengthCm ? `${r.lengthCm}×${r.widthCm}×${r.heightCm}` : '', parcel_id: r.parcelId, created_at: r.createdAt,
  }));
}
