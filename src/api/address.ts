import { get, post } from './client';
import type { Address } from './types/member';
import type { AreaCountry } from './types/shipping';

/**
 * The address fields; `mcode` is the dialling code ("+7"), `mobile` digits only, `region_id` 0 for none; `region` the
 * region as typed, for a country without a list of regions ('' for one with a list).
 */
export type AddressForm = {
  name: string; mcode?: string; mobile: string; country_id: number; region_id?: number; region?: string; city?: string;
  address: string; zipcode?: string; is_default?: boolean; lat?: number; lng?: number;
};

/** The address book (spec §7 "Addresses"); at most one default. */
export const addresses = () => get<Address[]>('/api/address/lists');
export const defaultAddress = () => get<Address | null>('/api/address/defaultAddress');
export const setDefaultAddress = (id: number) => get<Address>('/api/address/defaultAddress', { id }, { loading: true });
/** Answers the new default when the default was deleted. */
export const deleteAddress = (id: number) => get<{ id: number; default_id: number | null }>('/api/address/deleteAddress', { id }, { loading: true });
/** Every country with its regions. */
export const areaList = () => get<AreaCountry[]>('/api/address/getAreaList');
export const editAddress = (id: number, form: Partial<AddressForm>) => post<Address>('/api/address/editAddress', { ...form, id }, { loading: true });
export const addAddress = (form: AddressForm) => post<Address>('/api/address/addAddress', form, { loading: true });

/**
 * The address just added from a flow (a parcel, a trial packing's parcel, a one-pay order), waiting for that flow
 * to show again. Kept beside the calls, which every page that chooses an address loads: a module of its own would
 * be a chunk of its own on each of those pages (about 60 bytes more on each route's budget).
 */
let added = 0;

/** The add-address page, on saving a new address it was opened for from a flow. */
export const addedFromFlow = (id: number) => void (added = id);

/**
 * The address a flow starts with, out of those it may ship to: the one just added from it (taken once), else
 * the default, else the first; null for none.
 */
export function preferredAddress(list: Address[]): Address | null {
  const id = added;
  added = 0;
  return list.find((a) => a.id === id) ?? list.find((a) => a.is_default === 1) ?? list[0] ?? null;
}
