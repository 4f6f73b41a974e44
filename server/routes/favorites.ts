import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { API_TYPES, type ApiType } from '../domain/catalogue/items';
import { addFavorite, deleteFavorites, listFavorites } from '../domain/catalogue/item-lists';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** An item by id, or by tp (api type) + tid (the source platform's id). */
export const itemRef = {
  item_id: z.preprocess(blank, f.id().optional()),
  tp: z.preprocess(blank, z.enum(API_TYPES as [ApiType, ...ApiType[]]).optional()),
  tid: z.preprocess(blank, f.nonEmpty(64).optional()),
};
export const listInput = z.object({ page: f.page(), pagesize: f.pagesize() });

/** /api/favorites/*: the shopper's favourite items (login). */
const favoritesGroup = defineGroup('/api/favorites', (on) => {
  on('lists', { auth: 'required', input: listInput }, ({ db, user, lang, input }) => listFavorites(db, user.id, lang, input.page, input.pagesize));

  on('add', { auth: 'required', input: z.object(itemRef) }, ({ db, user, input, now }) => addFavorite(db, user.id, input, now()));

  on('delete', { auth: 'required', input: z.object({ ids: z.preprocess(blank, f.ids().optional()), ...itemRef }) }, ({ db, user, input }) =>
    deleteFavorites(db, user.id, input));
});

export default favoritesGroup;
