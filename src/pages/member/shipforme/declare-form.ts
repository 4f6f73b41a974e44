import { isEmpty } from '../../../lib/validate';

/** What the declaration form holds as typed. */
export type Values = { carrier: string; tracking_no: string; contents: string; quantity: string; value: string; remark: string };
export type Field = keyof Values;
export type Problem = { field: Field; key: 'shipforme.carrierNeeded' | 'shipforme.trackingNeeded' | 'shipforme.trackingBad' | 'shipforme.contentsNeeded' | 'shipforme.quantityBad' | 'shipforme.valueBad' };

export const EMPTY: Values = { carrier: '', tracking_no: '', contents: '', quantity: '1', value: '', remark: '' };

/** A tracking number as the server keeps it: spaces dropped, upper case. */
export const trackingOf = (s: string) => s.replace(/\s+/g, '').toUpperCase();

/** The first problem of the form in field order (the server's rules), or null. */
export function check(v: Values): Problem | null {
  if (isEmpty(v.carrier)) return { field: 'carrier', key: 'shipforme.carrierNeeded' };
  const no = trackingOf(v.tracking_no);
  if (!no) return { field: 'tracking_no', key: 'shipforme.trackingNeeded' };
  if (!/^[A-Z0-9-]{4,40}$/.test(no)) return { field: 'tracking_no', key: 'shipforme.trackingBad' };
  if (!v.contents.trim()) return { field: 'contents', key: 'shipforme.contentsNeeded' };
  const q = Number(v.quantity);
  if (!/^\d+$/.test(v.quantity.trim()) || q < 1 || q > 9999) return { field: 'quantity', key: 'shipforme.quantityBad' };
  if (!/^\d+(\.\d{1,2})?$/.test(v.value) || Number(v.value) <= 0) return { field: 'value', key: 'shipforme.valueBad' };
  return null;
}
