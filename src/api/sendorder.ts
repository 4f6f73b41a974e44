import { get, post } from './client';
import type { OrderMessage, Paged, ParcelCreated, ParcelDetail, ParcelList, ParcelTrack, RehearsalDetail, RehearsalListRow, ShippingMethods } from './types/parcel';
import type { ParcelForm } from './order';

import type { ParcelTab } from './types/parcel';

export type { ParcelTab };

/** Parcels (spec §7 "Parcels"); creating one is order.orderToPackage or submitRehearsal. */
export const parcels = (params: { status?: ParcelTab; page: number; pagesize: number }) => get<ParcelList>('/api/sendorder/lists', params);
export const cancelParcel = (id: number) => get<ParcelDetail>('/api/sendorder/cancel', { id }, { loading: true });
export const parcelDetail = (id: number) => get<ParcelDetail>('/api/sendorder/detail', { id });
/** Lines for a parcel (`id`), or for chosen warehouse goods to a country (ISO code). */
export const shippingMethods = (by: { id: number } | { goods_ids: number[]; country: string }) =>
  get<ShippingMethods>('/api/sendorder/getShippingMethod', 'id' in by ? by : { goods_ids: by.goods_ids.join(','), country: by.country });
export const showTrack = (id: number) => get<{ show: boolean }>('/api/sendorder/isshowtrackindex', { id });
export const parcelTrack = (id: number) => get<ParcelTrack>('/api/sendorder/gettrackindex', { id });
export const addParcelMessage = (id: number, content: string, image = '') => post<OrderMessage>('/api/sendorder/addReply', { id, content, image }, { loading: true });
export const parcelMessages = (id: number) => post<OrderMessage[]>('/api/sendorder/sendorderReply', { id });
export const receiptParcel = (id: number) => post<ParcelDetail>('/api/sendorder/receipt', { id }, { loading: true });
export const parcelPhotos = (id: number) => post<{ id: number; sn: string; photos: string[] }>('/api/sendorder/photo', { id });
export const changeShippingMethod = (id: number, line_id: number) => post<ParcelDetail>('/api/sendorder/changeShippingMethod', { id, line_id }, { loading: true });

/** Trial packing (/pages/member/rehearsal/*; not in spec §7: lookups GET, changes POST). */
export const addRehearsal = (goods_ids: number[], country: string) => post<RehearsalDetail>('/api/rehearsal/add', { goods_ids: goods_ids.join(','), country }, { loading: true });
export const rehearsals = (page: number, pagesize: number) => get<Paged<RehearsalListRow>>('/api/rehearsal/lists', { page, pagesize });
export const rehearsalDetail = (id: number) => get<RehearsalDetail>('/api/rehearsal/detail', { id });
export const cancelRehearsal = (id: number) => post<RehearsalDetail>('/api/rehearsal/cancel', { id }, { loading: true });
export const submitRehearsal = (id: number, form: ParcelForm) =>
  post<ParcelCreated & { rehearsal_id: number }>('/api/rehearsal/submit', { ...form, id, declaration: JSON.stringify(form.declaration) }, { loading: true });
