import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { addHistory, deleteHistory, listHistory } from '../domain/catalogue/item-lists';
import { itemRef, listInput } from './favorites';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** /api/history/*: the items the shopper viewed (login), newest first. */
const history = defineGroup('/api/history', (on) => {
  on('lists', { auth: 'required', input: listInput }, ({ db, user, lang, input }) => listHistory(db, user.id, lang, input.page, input.pagesize));

  on('add', { auth: 'required', input: z.object(itemRef) }, ({ db, user, input, now }) => addHistory(db, user.id, input, now()));

  on('delete', { auth: 'required', input: z.object({ ids: z.preprocess(blank, f.ids().optional()), all: f.bool().default(false) }) }, ({ db, user, input }) =>
    deleteHistory(db, user.id, input));
});

export default history;
