import { get, post } from './client';
import type {
  ChangedTotals, DomesticShipping, ExpressTrack, ExpressTrackNew, GoodsPhotos, OrderDetail, OrderListAnswer, OrderMessage, OrderTab, Paged,
  StorageAnswer, WarehouseGoods,
} from './types/order';
import type { DeclarationLine, ParcelCreated } from './types/parcel';

export type CancelAnswer = { id: number; status: -1; refund: string };
/** What a parcel needs besides its goods (ordertopackage, rehearsal submit). `value` of a declaration line in yuan. */
export type ParcelForm = { address_id: number; line_id: number; insurance?: boolean; declaration: DeclarationLine[]; remark?: string };

/** Purchase orders (spec §7 "Orders"). */
export const orders = (params: { status?: OrderTab; page: number; pagesize: number }) => get<OrderListAnswer>('/api/order/lists', params);
export const cancelOrder = (id: number) => get<CancelAnswer>('/api/order/cancel', { id }, { loading: true });
export const deleteOrder = (id: number) => get<{ id: number }>('/api/order/delete', { id }, { loading: true });
export const orderDetail = (id: number) => get<OrderDetail>('/api/order/detail', { id });
/** The warehouse (/pages/member/myWarehouse): goods of orders in `status` (default 3, in warehouse). */
export const warehouseGoods = (params: { status?: number; page: number; pagesize: number }) => get<Paged<WarehouseGoods>>('/api/order/getGoodslist', params);
/** Chosen warehouse goods → a parcel. */
export const orderToPackage = (goods_ids: number[], form: ParcelForm) =>
  post<ParcelCreated>('/api/order/ordertopackage', { ...form, goods_ids: goods_ids.join(','), declaration: JSON.stringify(form.declaration) }, { loading: true });
export const changeOrderShipping = (id: number, express: DomesticShipping) => get<ChangedTotals>('/api/order/changeShipping', { id, express }, { loading: true });
export const deleteOrderGoods = (id: number, goods_id: number) => get<ChangedTotals>('/api/order/deletegoods', { id, goods_id }, { loading: true });
export const expressTrack = (id: number) => post<ExpressTrack>('/api/order/getExpressTrack', { id });
export const expressTrackNew = (id: number) => post<ExpressTrackNew>('/api/order/getExpressTrackNew', { id });
export const orderMessages = (id: number) => post<OrderMessage[]>('/api/order/orderReply', { id });
export const addOrderMessage = (id: number, content: string, image = '') => post<OrderMessage>('/api/order/addReply', { id, content, image }, { loading: true });
export const orderPhotos = (id: number) => post<GoodsPhotos[]>('/api/order/photo', { id });
/** Ask the warehouse for (more) photos of a goods line. */
export const requestPhotos = (goods_id: number, remark = '') => post<{ goods_id: number; photo_requested: true }>('/api/order/addPhoto', { goods_id, remark }, { loading: true });
/** Buy extra storage days for an order (`id`) or the order of a goods line (`goods_id`). */
export const addStorage = (ref: { id: number } | { goods_id: number }, days: number) => post<StorageAnswer>('/api/order/addStorage', { ...ref, days }, { loading: true });
