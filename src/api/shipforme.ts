import { get, post } from './client';
import type { BuyselfForm, BuyselfGoods, BuyselfList, BuyselfStatus, ShopApplication, ShopForm } from './types/shipforme';

/** Ship-for-me (issue 13): goods the shopper bought elsewhere and sent to our warehouse; and seller settlement. */

/** My declarations, newest first (`page` 1-based); `status` 0 on its way, 1 in the warehouse, absent every one. */
export const buyselfList = (params: { page: number; pagesize: number; status?: BuyselfStatus }) => get<BuyselfList>('/api/buyself/lists', params);
/** Declare goods on their way to the warehouse. Sent by POST. */
export const addBuyself = (form: BuyselfForm) => post<BuyselfGoods>('/api/buyself/add', form, { loading: true });
/** Delete one of my declarations still on its way. */
export const deleteBuyself = (id: number) => post<{ id: number }>('/api/buyself/delete', { id }, { loading: true });

/** Seller settlement (/pages/settled/index): apply, and my latest application (null: none yet). */
export const applyShop = (form: ShopForm) => post<ShopApplication>('/api/shop/add', form, { loading: true });
export const shopApplication = () => get<ShopApplication | null>('/api/shop/getinfo');
