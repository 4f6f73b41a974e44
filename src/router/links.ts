/** In-app urls of pages other modules link to. */
export const itemUrl = (tp: string, tid: string | number) => `/pages/item/index?tp=${encodeURIComponent(tp)}&tid=${encodeURIComponent(String(tid))}`;
export const searchUrl = (keyword: string) => `/pages/shop/index?keyword=${encodeURIComponent(keyword)}`;
export const categoryUrl = (cid: number | string) => `/pages/shop/index?cid=${cid}`;
/** The pay page for a bill: OG…/O…/P…/S… number; `type` only for an order's extra payment (order_problem). */
export const payUrl = (sn: string, type?: 'order_problem') => `/pages/member/pay/index?sn=${encodeURIComponent(sn)}${type ? `&type=${type}` : ''}`;
export const orderUrl = (id: number) => `/pages/member/order/detail?id=${id}`;
export const onepayUrl = (id: number) => `/pages/member/onepayorder/detail?id=${id}`;
export const parcelUrl = (id: number) => `/pages/member/sendorder/detail?id=${id}`;
