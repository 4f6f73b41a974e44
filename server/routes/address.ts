import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f, INT_MAX } from '../http/input';
import { addAddress, defaultAddress, deleteAddress, editAddress, listAddresses, setDefaultAddress } from '../domain/account/address-book';
import { areaTree } from '../domain/reference/areas';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const coordinate = (limit: number) => z.preprocess(blankToUndefined, z.coerce.number().min(-limit).max(limit).optional());

/** The address fields; required ones are checked by the add schema, all are optional when editing. */
const fields = {
  name: f.nonEmpty(60),
  mcode: z.string().trim().regex(/^(\+?\d{1,4})?$/, 'msg:address.mcode').optional(),
  mobile: z.string().trim().regex(/^\d{6,20}$/, 'msg:address.mobile'),
  country_id: z.coerce.number().int().positive('msg:address.country').max(INT_MAX, 'msg:address.country'),
  region_id: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(INT_MAX).optional()),
  /** The region as typed, for a country without a list of regions: one line (no control characters, tab or line break). */
  region: f.text(100).regex(/^\P{Cc}*$/u).optional(),
  city: f.text(100).optional(),
  address: f.nonEmpty(255),
  zipcode: z.string().trim().regex(/^[A-Za-z0-9 -]{0,12}$/, 'msg:address.zipcode').optional(),
  is_default: f.bool().optional(),
  lat: coordinate(90),
  lng: coordinate(180),
};
const addInput = z.object(fields);
const editInput = z.object({
  ...fields,
  id: f.id(),
  name: fields.name.optional(),
  mobile: fields.mobile.optional(),
  country_id: fields.country_id.optional(),
  address: fields.address.optional(),
});

/**
 * /api/address/*: the shopper's address book (login). At most one default: the first address becomes the
 * default and deleting the default promotes the newest remaining one. getAreaList answers the whole
 * country → region tree.
 */
const address = defineGroup('/api/address', (on) => {
  on('lists', { auth: 'required' }, ({ db, user, lang }) => listAddresses(db, user.id, lang));

  on('defaultAddress', { auth: 'required', input: z.object({ id: z.preprocess(blankToUndefined, f.id().optional()) }) }, ({ db, user, input, lang }) =>
    input.id ? setDefaultAddress(db, user.id, input.id, lang) : defaultAddress(db, user.id, lang));

  on('deleteAddress', { auth: 'required', input: z.object({ id: f.id() }) }, ({ db, user, input }) => deleteAddress(db, user.id, input.id));

  on('getAreaList', {}, ({ db, lang }) => areaTree(db, lang));

  on('editAddress', { auth: 'required', input: editInput }, ({ db, user, input: { id, ...rest }, lang }) => editAddress(db, user.id, id, rest, lang));

  on('addAddress', { auth: 'required', input: addInput }, ({ db, user, input, now, lang }) => addAddress(db, user.id, input, now(), lang));
});

export default address;
