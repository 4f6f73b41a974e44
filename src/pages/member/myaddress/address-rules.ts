import type { AddressForm } from '../../../api/address';

/** The address form as typed (strings, so nothing typed is lost); wire names, so server messages map onto fields. */
export type AddressValues = {
  name: string; country_id: string; region_id: string; region: string; mcode: string; mobile: string;
  city: string; address: string; zipcode: string; is_default: boolean; lat: string; lng: string;
};
export type AddressField = Exclude<keyof AddressValues, 'is_default' | 'lat' | 'lng'>;
export const ADDRESS_FIELDS: AddressField[] = ['name', 'country_id', 'region_id', 'region', 'mcode', 'mobile', 'city', 'address', 'zipcode'];

export const EMPTY_ADDRESS: AddressValues = { name: '', country_id: '', region_id: '', region: '', mcode: '', mobile: '', city: '', address: '', zipcode: '', is_default: false, lat: '', lng: '' };

export type FieldProblem = { key: string; params?: Record<string, number> };
export type AddressProblems = Partial<Record<AddressField, FieldProblem>>;

/** The phone number without the spaces, dashes, dots and brackets people type. */
export const cleanMobile = (s: string) => s.replace(/[\s\-().]/g, '');

/**
 * Every field problem (the server's rules, server/routes/address.ts): name, country, address and phone
 * are required; a region when the country has regions (else one may be typed, at most 100 characters); the
 * phone 6–20 digits; the dialling code like +7; the postcode letters, digits, spaces and dashes, at most 12.
 */
export function checkAddress(v: AddressValues, hasRegions: boolean): AddressProblems {
  const out: AddressProblems = {};
  const required = (f: AddressField) => {
    if (!v[f].trim() || v[f] === '0') out[f] = { key: 'common.notEmpty' };
  };
  required('name');
  if (v.name.trim().length > 60) out.name = { key: 'address.err.tooLong', params: { max: 60 } };
  required('country_id');
  if (hasRegions) required('region_id');
  else if (v.region.trim().length > 100) out.region = { key: 'address.err.tooLong', params: { max: 100 } };
  const mobile = cleanMobile(v.mobile);
  if (!mobile) out.mobile = { key: 'common.notEmpty' };
  else if (!/^\d{6,20}$/.test(mobile)) out.mobile = { key: 'address.err.mobile' };
  if (v.mcode.trim() && !/^\+?\d{1,4}$/.test(v.mcode.trim())) out.mcode = { key: 'address.err.mcode' };
  required('address');
  if (v.address.trim().length > 255) out.address = { key: 'address.err.tooLong', params: { max: 255 } };
  if (v.city.trim().length > 100) out.city = { key: 'address.err.tooLong', params: { max: 100 } };
  if (!/^[A-Za-z0-9 -]{0,12}$/.test(v.zipcode.trim())) out.zipcode = { key: 'address.err.zipcode' };
  return out;
}

/** "+7" for "7" or "+7"; "" stays "". */
export const normalizeMcode = (s: string) => (s.trim() ? `+${s.trim().replace(/^\+/, '')}` : '');

/** What the server takes, from a form without problems; the region typed only for a country without a list. */
export function toAddressForm(v: AddressValues, hasRegions: boolean): AddressForm {
  const lat = v.lat === '' ? undefined : Number(v.lat);
  const lng = v.lng === '' ? undefined : Number(v.lng);
  return {
    name: v.name.trim(), mcode: normalizeMcode(v.mcode), mobile: cleanMobile(v.mobile), country_id: Number(v.country_id),
    region_id: Number(v.region_id) || 0, region: hasRegions ? '' : v.region.trim(), city: v.city.trim(), address: v.address.trim(), zipcode: v.zipcode.trim(),
    is_default: v.is_default, ...(lat !== undefined && lng !== undefined ? { lat, lng } : {}),
  };
}
