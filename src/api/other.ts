import { get, post } from './client';
import type { AreaInfo, DiallingCode, Estimate, ExpressCompany, GoodsType, Warehouse } from './types/shipping';

/** Reference data and the shipping calculator of /api/other (spec §7 "General"); the startup calls are in startup.ts. */
export const areaInfo = (pid = 0) => get<AreaInfo[]>('/api/other/getAreaInfo', { pid });
export const expressCompanies = () => get<ExpressCompany[]>('/api/other/getExpresslist');
/** Weight in grams, sizes in cm, declared value in yuan; `country` an ISO code, `goods_type` a code of goodsTypes(). */
export const estimate = (params: { country: string; weight: number; goods_type?: string; warehouse_id?: number; length?: number; width?: number; height?: number; declared_value?: string }) =>
  post<Estimate>('/api/other/estimates', params);
export const goodsTypes = () => post<GoodsType[]>('/api/other/getGoodsType');
export const warehouses = () => post<Warehouse[]>('/api/other/warehouse');
export const diallingCodes = () => post<DiallingCode[]>('/api/other/getmcode');
