import type { Db, DbOrTx } from '../../../db';
import type { ApiType } from '../../../db/schema';
import type { Lang } from '../../../i18n';
import type { Page } from '../../../http/envelope';
import type { ItemRow } from '../items';
import type { ItemFilter } from '../item-search';
import type { GoodsCard } from '../../../../src/api/types/goods';
import type { ItemSort, Review } from '../../../../src/api/types/catalogue';

/** A shopper's searched picture as kept (image-search.ts): its 64-bit hash, and the provider's key for it when the provider took the upload. */
export type SearchedPicture = { hash: string; providerId: string | null };

/**
 * Where the catalogue's items come from (issue 35): the embedded demo catalogue, or a product-data provider whose
 * answers are stored as the shop's own items / item_skus / shops rows (so cart, checkout and orders read them as
 * they read the demo's). Every method answers the shop's types; an unknown item is the 'item.notFound' business
 * error, which the storefront turns into the manual-add page with the link filled in.
 */
export type ItemSource = {
  name: 'demo' | 'onebound';
  /** The item's row (`now` in unix seconds); `stale` when the provider could not be asked and a kept copy is served (its price may have changed). */
  item(db: DbOrTx, tp: ApiType, tid: string, lang: Lang, now: number): Promise<{ row: ItemRow; stale: boolean }>;
  /** A page of goods cards for a keyword (or category), price range (fen) and sort. */
  search(db: DbOrTx, filter: ItemFilter, sort: ItemSort, current: number, perPage: number, lang: Lang): Promise<Page<GoodsCard>>;
  /** An uploaded picture (checked to be one) sent to the provider: its key there, or null (none, or the provider could not be asked). */
  uploadImage(bytes: Buffer): Promise<string | null>;
  /** A page of goods cards for a searched picture: the provider's matches for its key, or the items whose picture is nearest its hash. */
  imageSearch(db: DbOrTx, filter: ItemFilter, picture: SearchedPicture, current: number, perPage: number, lang: Lang): Promise<Page<GoodsCard>>;
  /** An item's reviews, a page at a time. */
  reviews(db: DbOrTx, item: ItemRow, current: number, perPage: number, lang: Lang): Promise<Page<Review>>;
  /**
   * Before an order is placed: the provider's items among `itemIds` fetched again whatever their cache age (those
   * fetched less than a minute ago excepted), answering when done. Never refuses for the provider: one that cannot be
   * asked leaves the kept rows as they are. `db` is not a transaction (the fetch takes its own lock).
   */
  recheck(db: Db, itemIds: number[], lang: Lang, now: number): Promise<void>;
};
