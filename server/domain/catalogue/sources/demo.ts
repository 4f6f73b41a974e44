import { findItem } from '../items';
import { itemReviews } from '../item-lookups';
import { nearestItems, searchItems } from '../item-search';
import type { ItemSource } from './source';

/** The embedded demo catalogue (the default): the items the seed wrote, never fetched, never stale. */
export const demoSource: ItemSource = {
  name: 'demo',
  item: async (db, tp, tid) => ({ row: await findItem(db, tp, tid), stale: false }),
  search: searchItems,
  uploadImage: async () => null,
  imageSearch: (db, filter, picture, current, perPage, lang) => nearestItems(db, filter, picture.hash, current, perPage, lang),
  reviews: (db, item, current, perPage, lang) => itemReviews(db, item.id, current, perPage, lang),
  recheck: async () => {},
};
