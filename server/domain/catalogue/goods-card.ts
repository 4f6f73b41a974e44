import type { items } from '../../db/schema';
import type { Lang } from '../../i18n';
import { yuan } from '../money/money';
import type { GoodsCard } from '../../../src/api/types/goods';

type Item = typeof items.$inferSelect;

/**
 * The 200 px list thumbnail of a catalogue image url ('/static/goods/12-0.webp' → '/static/goods/12-0_200.webp').
 * Idempotent: order and parcel goods store the cart's thumbnail and are thumbed again when shown.
 */
export const thumb = (url: string) => url.replace(/(?:_200)*\.webp$/, '_200.webp');

/** The goods-card shape of spec §3 (pic_url, goodsimg, title, price, sales) plus what opens the item. */
export function goodsCard(item: Item, lang: Lang): GoodsCard {
  return {
    id: item.id,
    api_type: item.apiType,
    num_iid: item.numIid,
    title: item.title[lang],
    pic_url: thumb(item.images[0] ?? ''),
    goodsimg: item.images[0] ?? '',
    price: yuan(item.priceFen),
    orig_price: yuan(item.origPriceFen),
    sales: item.sales,
  };
}
export type { GoodsCard };
