import type { DbOrTx } from '../../../db';
import type { ApiType } from '../../../db/schema';
import type { Page } from '../../../http/envelope';
import type { GoodsCard } from '../../../../src/api/types/goods';
import { demoSource } from './demo';
import { providerCannotAnswer as cannotAsk, type OneBoundAnswer, type OneBoundClient } from './onebound-client';
import { PROVIDER_LANG } from './onebound-map';
import type { ItemSource } from './source';

/** A provider's result page as the shop's goods cards (onebound-lists.ts cardsOf, its pictures kept here). */
export type CardsOf = (db: DbOrTx, tp: ApiType, answer: OneBoundAnswer, current: number, perPage: number) => Promise<Page<GoodsCard>>;

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * Image search through OneBound (issue 35): the shopper's picture is sent with upload_img (a form POST to the
 * Taobao endpoint, which answers the picture's key `items.item.name`), and a search is item_search_img of that key
 * on the filter's platform (Taobao when none), paged by the provider as a keyword search is. A picture the provider
 * did not take, a category's or a shop's image search, and a provider that cannot be asked now answer the items
 * the shop keeps nearest the picture's hash (the demo source's query).
 */
export function oneBoundImageSearch(client: OneBoundClient, cards: CardsOf): Pick<ItemSource, 'uploadImage' | 'imageSearch'> {
  return {
    async uploadImage(bytes) {
      try {
        const answer = await client.call('taobao', 'upload_img', {}, { imgcode: bytes.toString('base64') });
        const name = obj(obj(answer.items).item).name;
        return typeof name === 'string' && name.trim() ? name.trim() : null;
      } catch (e) {
        if (!cannotAsk(e)) throw e;
        return null;
      }
    },
    async imageSearch(db, filter, picture, current, perPage, lang) {
      const shops = () => demoSource.imageSearch(db, filter, picture, current, perPage, lang);
      if (!picture.providerId || filter.cid || filter.shopId) return shops();
      const tp = filter.tp ?? 'taobao';
      try {
        const answer = await client.call(tp, 'item_search_img', { imgid: picture.providerId, page: String(current), lang: PROVIDER_LANG[lang] });
        return await cards(db, tp, answer, current, perPage);
      } catch (e) {
        if (!cannotAsk(e)) throw e;
        return shops();
      }
    },
  };
}
