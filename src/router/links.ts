/** In-app urls of pages other modules link to. */
export const itemUrl = (tp: string, tid: string | number) => `/pages/item/index?tp=${encodeURIComponent(tp)}&tid=${encodeURIComponent(String(tid))}`;
export const searchUrl = (keyword: string) => `/pages/shop/index?keyword=${encodeURIComponent(keyword)}`;
export const categoryUrl = (cid: number | string) => `/pages/shop/index?cid=${cid}`;
