import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { trackingEvents } from '../../db/schema';
import { carrierName, hasMessage, t, type Lang } from '../../i18n';
import type { TrackEvent } from '../../../src/api/types/order';

export type TrackRef = 'order' | 'parcel' | 'onepay';

/** What our own staff and warehouse report (server/i18n/messages/tracking.ts), by its message key's last part. */
export type TrackStatus =
  | 'bought' | 'sellerShipped' | 'warehouseSigned' | 'warehouseSignedNo' | 'warehouseChecked'
  | 'packed' | 'handedOver' | 'shippedWith' | 'delivered' | 'deliveredConsignee';
/** Places we name ourselves; any other place (the shopper's city) is shown as written. */
export type TrackPlace = 'warehouse' | 'guangzhou' | 'seller';

/**
 * One event as recorded: a status of ours with the values it names (a carrier's name is shown in the
 * reader's language), at one of our places or at a place as written; or a carrier's report in its own words.
 */
export type TrackRecord = { time: number; location?: string } & (
  | { status: TrackStatus; params?: Record<string, string>; place?: TrackPlace }
  | { words: string }
);

/**
 * Records tracking events (domestic for orders, international for parcels and one-pay orders) as message keys
 * and their values, so each shopper reads them in the language of their screen, whatever it was when they happened.
 */
export async function addTracking(db: DbOrTx, refType: TrackRef, refId: number, events: TrackRecord[]): Promise<void> {
  if (!events.length) return;
  await db.insert(trackingEvents).values(events.map((e) => 'words' in e
    ? { refType, refId, time: e.time, status: e.words, location: e.location ?? '' }
    : { refType, refId, time: e.time, status: `track.${e.status}`, params: e.params ?? {}, location: e.place ? `track.place.${e.place}` : e.location ?? '' }));
}

/** A recorded text in `lang`: a key of ours translated (a carrier named in it too); anything else (a carrier's own words) as written. */
function shown(text: string, params: Record<string, string>, lang: Lang): string {
  if (!text.startsWith('track.') || !hasMessage(text)) return text;
  return t(lang, text, params.carrier ? { ...params, carrier: carrierName(params.carrier, lang) } : params);
}

/** The events of one order, parcel or one-pay order, newest first, in `lang`. */
export async function listTracking(db: DbOrTx, refType: TrackRef, refId: number, lang: Lang): Promise<TrackEvent[]> {
  const rows = await db.select().from(trackingEvents)
    .where(and(eq(trackingEvents.refType, refType), eq(trackingEvents.refId, refId)))
    .orderBy(desc(trackingEvents.time), desc(trackingEvents.id));
  return rows.map((r) => ({ time: r.time, status: shown(r.status, r.params, lang), location: shown(r.location, {}, lang) }));
}
