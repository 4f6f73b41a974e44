import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { cartItems } from '../../db/schema';
import type { Lang } from '../../i18n';
import type { ItemSource } from '../catalogue/sources';
import { catalogueFen } from '../catalogue/flash-sale';
import { cartRows, type CartRow } from './cart';

/**
 * Before an order (issue 35): the provider's items among the lines to check out (`ids`, else the selected ones)
 * are fetched again (ItemSource.recheck: not those fetched in the last minute; a provider that cannot be asked
 * leaves the kept rows, and staff's price check while buying covers a difference then).
 */
export async function recheckLines(db: Db, source: ItemSource, userId: number, ids: number[] | undefined, lang: Lang, now: number): Promise<void> {
  if (source.name === 'demo') return; // its goods keep the price they were added at
  const rows = await cartRows(db, userId, ids ? { ids } : { selected: true });
  const itemIds = [...new Set(rows.filter((r) => r.item?.source === 'onebound').map((r) => r.item!.id))];
  if (itemIds.length) await source.recheck(db, itemIds, lang, now);
}

export type Repriced = { row: CartRow; fromFen: number; toFen: number };

/**
 * The provider's goods among orderable `rows` whose price now (the SKU's, else the item's, at the flash-sale price
 * in a sale) is not the line's: those lines take the new price. Demo goods keep the price they were added at.
 */
export async function repriceLines(tx: Tx, rows: CartRow[], now: number): Promise<Repriced[]> {
  const moved: Repriced[] = [];
  for (const row of rows) {
    if (!row.item || row.item.source !== 'onebound') continue;
    const toFen = await catalogueFen(tx, row.item.id, row.sku?.priceFen ?? row.item.priceFen, now);
    if (toFen === row.line.priceFen) continue;
    await tx.update(cartItems).set({ priceFen: toFen }).where(eq(cartItems.id, row.line.id));
    moved.push({ row, fromFen: row.line.priceFen, toFen });
  }
  return moved;
}
