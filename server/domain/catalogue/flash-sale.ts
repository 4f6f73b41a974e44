import { asc, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { items } from '../../db/schema';

const DAY = 86_400;
/** Beijing time (UTC+8), the sellers' clock. */
const TZ = 8 * 3600;
/** Today's sale runs 10:00–22:00 Beijing time. */
const SALE_FROM = 10 * 3600;
const SALE_TO = 22 * 3600;
export const FLASH_SALE_SIZE = 8;
/** What the sale price is of the price, in percent (as /api/index/shoppingTime says it). */
export const SALE_DISCOUNT = 85;
/** Flash-sale price: 15 % off, ending in .90. */
export const salePriceFen = (fen: number) => Math.max(90, Math.floor((fen * SALE_DISCOUNT) / 10_000) * 100 - 10);

/** The current (or, after 22:00, tomorrow's) flash-sale window and the item ids on sale in it. */
export async function flashSaleWindow(db: DbOrTx, now: number) {
  let day = Math.floor((now + TZ) / DAY);
  if (now + TZ - day * DAY >= SALE_TO) day += 1;
  const start = day * DAY - TZ + SALE_FROM;
  const inStock = await db.select({ id: items.id }).from(items).where(gt(items.stock, 0)).orderBy(asc(items.id));
  const offset = inStock.length ? (day * FLASH_SALE_SIZE) % inStock.length : 0;
  const ids = [...inStock.slice(offset), ...inStock.slice(0, offset)].slice(0, FLASH_SALE_SIZE).map((r) => r.id);
  return { start, end: day * DAY - TZ + SALE_TO, ids };
}

/** The running flash sale an item is in at `now` (start ≤ now < end of the window), or null. */
export async function itemSale(db: DbOrTx, itemId: number, now: number): Promise<{ start: number; end: number } | null> {
  const w = await flashSaleWindow(db, now);
  return w.start <= now && now < w.end && w.ids.includes(itemId) ? { start: w.start, end: w.end } : null;
}

/**
 * What a catalogue item costs at `now`: `fen` (its SKU's price, or its own without SKUs), at the
 * flash-sale price while the item is in the running sale. The one rule cart lines are priced by
 * (add, merge, quantity and SKU changes); checkout charges the line's price.
 */
export async function catalogueFen(db: DbOrTx, itemId: number, fen: number, now: number): Promise<number> {
  return (await itemSale(db, itemId, now)) ? salePriceFen(fen) : fen;
}
