import { get, post } from './client';
import type { Page } from './types/common';
import type { GoodsCard } from './types/goods';
import type { Ad, Category, Floor, HotSearch } from './types/home';

/** Home and catalogue lookups (spec §7 "General", mall, hotrecommend). */
export const categories = () => get<Category[]>('/api/index/category');
export const hotSearches = () => get<HotSearch[]>('/api/index/hotsearch', {}, { toast: false });
export const homeFloors = () => get<Floor[]>('/api/index/floor');
export const adsByMark = (mark: string) => post<Ad[]>('/api/adszone/getAdsByMark', { mark }, { toast: false });
export const mallFloors = () => get<Floor[]>('/api/mall/floor');
export const mallGoods = (params: { id?: number; cid?: number; page: number; pagesize: number }) => post<Page<GoodsCard>>('/api/mall/lists', params);
export const hotRecommend = (page: number, pagesize: number) => post<Page<GoodsCard>>('/api/hotrecommend/goods_list', { page, pagesize });
// hotrecommend/keywords (the search start's hot searches) is in ./items: what home does not use stays out of the shell.
