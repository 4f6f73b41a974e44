import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { trackingEvents } from '../../db/schema';
import type { TrackEvent } from '../../../src/api/types/order';

export type TrackRef = 'order' | 'parcel' | 'onepay';

/** Records tracking events (domestic for orders, international for parcels and one-pay orders). */
export async function addTracking(db: DbOrTx, refType: TrackRef, refId: number, events: TrackEvent[]): Promise<void> {
  if (!events.length) return;
  await db.insert(trackingEvents).values(events.map((e) => ({ refType, refId, time: e.time, status: e.status, location: e.location ?? '' })));
}

/** The events of one order, parcel or one-pay order, newest first. */
export async function listTracking(db: DbOrTx, refType: TrackRef, refId: number): Promise<TrackEvent[]> {
  const rows = await db.select().from(trackingEvents)
    .where(and(eq(trackingEvents.refType, refType), eq(trackingEvents.refId, refId)))
    .orderBy(desc(trackingEvents.time), desc(trackingEvents.id));
  return rows.map((r) => ({ time: r.time, status: r.status, location: r.location }));
}
