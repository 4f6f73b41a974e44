/** What operator actions share: refusals, and measuring goods as they arrive in the warehouse. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { items, orderGoods } from '../../db/schema';
import type { Deps } from '../../http/env';
import { BizError } from '../../http/errors';
import { t as translate } from '../../i18n';
import { makeQcPhotos } from '../orders/qc-photos';
import type { GoodsRow } from '../orders/orders';

/** Operator answers and refusals are in English unless the ops call says otherwise. */
export const opsT = (key: string, params?: Record<string, string | number>) => translate('en', key, params);

/** QC photos taken of every goods line when it arrives in the warehouse. */
export const QC_PHOTOS_PER_LINE = 2;

export function wrongStatus(kind: 'order' | 'onepay', sn: string, status: number, expected: number): BizError {
  return new BizError('ops.wrongStatus', { kind, sn, status, expected });
}

/** Measures for goods arriving in the warehouse: `weights`/`volumes` per line in line order, else from the item. */
export type Measures = { weights?: number[]; volumes?: number[] };

export type Arrival = { id: number; weightG: number; volumeCm3: number; photos: string[] };

/**
 * Measures goods lines arriving in the warehouse and takes their QC photos: weight (given, else item
 * weight × quantity, else 500 g each), volume (given, else 4 cm³ per gram). Nothing is written to the
 * database yet: `storeArrivals` does that inside the transaction that changes the status.
 */
export async function measureGoods(deps: Deps, lines: GoodsRow[], m: Measures): Promise<Arrival[]> {
  const now = deps.now();
  const itemIds = lines.map((g) => g.itemId).filter((x): x is number => x != null);
  const weightOf = new Map((itemIds.length ? await deps.db.select({ id: items.id, w: items.weightG }).from(items).where(inArray(items.id, itemIds)) : []).map((r) => [r.id, r.w]));
  const out: Arrival[] = [];
  for (const [i, g] of lines.entries()) {
    const weightG = m.weights?.[i] ?? (g.itemId != null && weightOf.has(g.itemId) ? weightOf.get(g.itemId)! : 500) * g.quantity;
    const volumeCm3 = m.volumes?.[i] ?? weightG * 4;
    const photos = [...g.photos, ...(await makeQcPhotos(deps, g, QC_PHOTOS_PER_LINE, now, g.photos.length))];
    out.push({ id: g.id, weightG, volumeCm3, photos });
  }
  return out;
}

export async function storeArrivals(tx: DbOrTx, arrivals: Arrival[], now: number): Promise<void> {
  for (const a of arrivals) {
    await tx.update(orderGoods).set({ weightG: a.weightG, volumeCm3: a.volumeCm3, photos: a.photos, arrivedAt: now }).where(eq(orderGoods.id, a.id));
  }
}

export const arrivalsWire = (list: Arrival[]) => list.map((a) => ({ id: a.id, weight_g: a.weightG, volume_cm3: a.volumeCm3, photos: a.photos }));

async function liveLines(db: DbOrTx, column: typeof orderGoods.orderId | typeof orderGoods.onepayId, id: number): Promise<GoodsRow[]> {
  return db.select().from(orderGoods).where(and(eq(column, id), eq(orderGoods.deleted, false))).orderBy(asc(orderGoods.id));
}
export const orderLines = (db: DbOrTx, orderId: number) => liveLines(db, orderGoods.orderId, orderId);
export const onepayLines = (db: DbOrTx, onepayId: number) => liveLines(db, orderGoods.onepayId, onepayId);
