import { warehouseGoods } from '../../../api/order';
import type { WarehouseGoods } from '../../../api/types/order';

/** The server's largest page (server/http/input.ts pagesize). */
const PAGE = 100;

/**
 * The chosen goods that are still in the warehouse, in the order chosen (there is no "goods by id"
 * call: the warehouse list is read page by page until every id is found).
 */
export async function warehouseGoodsByIds(ids: number[]): Promise<WarehouseGoods[]> {
  const want = new Set(ids);
  const found = new Map<number, WarehouseGoods>();
  if (!want.size) return [];
  for (let page = 1; ; page++) {
    const r = await warehouseGoods({ status: 3, page, pagesize: PAGE });
    for (const g of r.data) if (want.has(g.id)) found.set(g.id, g);
    if (found.size === want.size || page >= r.last_page || !r.data.length) break;
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** The goods' own weight in grams (lines not weighed count 0). */
export const goodsWeight = (goods: Pick<WarehouseGoods, 'weight_g'>[]) => goods.reduce((s, g) => s + (g.weight_g ?? 0), 0);

/** The carton every parcel is packed in, grams (spec §9, server/domain/parcels/shipping.ts): an estimate from the goods' weights adds it. */
export const CARTON_G = 700;
