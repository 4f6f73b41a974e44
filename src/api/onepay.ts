import { post } from './client';
import type { GoodsPhotos, OnepayDetail, OnepayListAnswer } from './types/order';
import type { CancelAnswer } from './order';

export type OnepayTab = 'all' | '0' | '1' | '2' | '3' | '4' | '-1';

/** One-pay orders (spec §7 "One-pay orders", all POST). */
export const onepayOrders = (params: { status?: OnepayTab; page: number; pagesize: number }) => post<OnepayListAnswer>('/api/orders/oplists', params);
export const onepayDetail = (id: number) => post<OnepayDetail>('/api/orders/opdetail', { id });
export const cancelOnepay = (id: number) => post<CancelAnswer>('/api/orders/cancel', { id }, { loading: true });
export const deleteOnepay = (id: number) => post<{ id: number }>('/api/orders/delete', { id }, { loading: true });
export const receiptOnepay = (id: number) => post<{ id: number; status: 4; received_at: number }>('/api/orders/receipt', { id }, { loading: true });
export const onepayPhotos = (id: number) => post<GoodsPhotos[]>('/api/orders/photo', { id });
