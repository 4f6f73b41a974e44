import { get, post } from './client';
import type {
  ApiType, CartAddResult, CartBatchAddResult, CartCheckResult, CartDeleteResult, CartEditResult, CartList, CartShipping,
  CartShippingResult, CartToOnepayResult, CartToOrderResult, OnepayQuote,
} from './types/cart';

/** Goods to add: a catalogue item (id, or tp + tid, with sku_id) or manual goods (url, title, price …) from the not-found page. */
export type CartGoods = {
  id?: number; tp?: ApiType; tid?: string; sku_id?: string; quantity?: number; remark?: string;
  url?: string; title?: string; price?: string; sku_text?: string; pic?: string; seller?: string;
};

/** The cart (spec §7 "Cart"). Id lists go as "1,2,3", which GET and POST both carry. */
export const cartList = () => post<CartList>('/api/cart/getList');
export const editCart = (params: { id: number; quantity?: number; sku_id?: string; remark?: string }) => get<CartEditResult>('/api/cart/edit', params, { loading: true });
export const deleteCart = (ids: number[]) => get<CartDeleteResult>('/api/cart/delete', { ids: ids.join(',') }, { loading: true });
export const addToCart = (goods: CartGoods) => post<CartAddResult>('/api/cart/add', goods, { loading: true });
export const batchAddToCart = (goods: CartGoods[]) => post<CartBatchAddResult>('/api/cart/batchadd', { goods: JSON.stringify(goods) }, { loading: true });
/** Selected lines (or `ids`) → an order group to pay. */
export const cartToOrder = (params: { ids?: number[]; remark?: string } = {}) =>
  post<CartToOrderResult>('/api/cart/carttoorder', { ids: params.ids?.join(','), remark: params.remark }, { loading: true });
/** Each shipping line's fee for a one-pay order of the lines (`ids`, else the selected ones) to the address. */
export const onepayLines = (params: { ids?: number[]; address_id: number }) => post<OnepayQuote>('/api/cart/onepayLines', { ...params, ids: params.ids?.join(',') });
export const cartToOnepay = (params: { ids?: number[]; address_id: number; line_id: number; insurance?: boolean; remark?: string }) =>
  post<CartToOnepayResult>('/api/cart/carttoonepayorder', { ...params, ids: params.ids?.join(',') }, { loading: true });
export const changeCartShipping = (seller: string, shipping: CartShipping) => get<CartShippingResult>('/api/cart/changeShipping', { seller, shipping }, { loading: true });
/** Select or unselect lines (`all` = every line). */
export const checkCart = (params: { ids?: number[]; all?: boolean; checked: boolean }) =>
  post<CartCheckResult>('/api/cart/check', { ...params, ids: params.ids?.join(',') }, { loading: true });
export { cartCount } from './cart-count';
