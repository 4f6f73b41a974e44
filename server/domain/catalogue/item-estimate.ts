import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { shippingLines } from '../../db/schema';
import type { Lang } from '../../i18n';
import { carrierName } from '../../i18n';
import { quoteLines } from '../parcels/shipping';
import { yuan } from '../money/money';
import type { ItemRow } from './items';
import type { ItemEstimateLine } from '../../../src/api/types/catalogue';

/** International shipping of `quantity` of an item to a country: the lines that can carry it, cheapest first. */
export async function estimateItem(db: DbOrTx, item: ItemRow, country: string, quantity: number, lang: Lang): Promise<ItemEstimateLine[]> {
  const lines = await db.select().from(shippingLines).where(eq(shippingLines.enabled, true));
  const quotes = quoteLines(lines, country, [item.goodsType], { weightG: item.weightG * quantity });
  return quotes.map((q) => ({
    line_id: q.line.id, name: q.line.name[lang], carrier: carrierName(q.line.carrier, lang), fee: yuan(q.feeFen), chargeable_weight: q.chargeableG, transit_days: q.line.transitDays,
  }));
}
