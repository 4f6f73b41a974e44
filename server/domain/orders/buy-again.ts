import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { items, itemSkus, type SkuProp } from '../../db/schema';
import { yuan } from '../money/money';
import type { GoodsRow } from './orders';
import type { BuyAgainLine } from '../../../src/api/types/order';

/** The "pid:vid;pid:vid" of options written in any language ("Colour: Black; Size: L"), or null when one is unknown. */
export function propertiesOf(text: string, props: SkuProp[]): string | null {
  if (!text) return '';
  const pairs: string[] = [];
  for (const pair of text.split('; ')) {
    const i = pair.indexOf(': ');
    const [name, value] = i < 0 ? [pair, ''] : [pair.slice(0, i), pair.slice(i + 2)];
    const prop = props.find((p) => Object.values(p.name).includes(name));
    const v = prop?.values.find((x) => Object.values(x.name).includes(value));
    if (!prop || !v) return null;
    pairs.push(`${prop.pid}:${v.vid}`);
  }
  return pairs.join(';');
}

const UPLOADED = /^(\/uploads\/|https?:\/\/)\S+$/;

/**
 * The cart/batchadd goods that buy an order's goods again: a catalogue item with the SKU its options name
 * (skipped when the item or that SKU is gone), goods added by hand as they were typed (link, title, price).
 */
export async function buyAgainLines(db: DbOrTx, goods: GoodsRow[], seller: string): Promise<BuyAgainLine[]> {
  const ids = [...new Set(goods.map((g) => g.itemId).filter((id): id is number => id !== null))];
  const [found, skus] = ids.length
    ? await Promise.all([
      db.select({ id: items.id, props: items.props }).from(items).where(inArray(items.id, ids)),
      db.select({ itemId: itemSkus.itemId, skuId: itemSkus.skuId, properties: itemSkus.properties }).from(itemSkus).where(inArray(itemSkus.itemId, ids)),
    ])
    : [[], []];
  return goods.flatMap((g): BuyAgainLine[] => {
    if (g.itemId === null) {
      if (!g.url) return [];
      return [{ url: g.url, title: g.title, price: yuan(g.priceFen), sku_text: g.skuText, seller, quantity: g.quantity, ...(UPLOADED.test(g.picUrl) ? { pic: g.picUrl } : {}) }];
    }
    const item = found.find((i) => i.id === g.itemId);
    if (!item) return [];
    const own = skus.filter((s) => s.itemId === g.itemId);
    if (!own.length) return [{ id: g.itemId, quantity: g.quantity }];
    const props = propertiesOf(g.skuText, item.props);
    const sku = props === null ? undefined : own.find((s) => s.properties === props);
    return sku ? [{ id: g.itemId, sku_id: sku.skuId, quantity: g.quantity }] : [];
  });
}
