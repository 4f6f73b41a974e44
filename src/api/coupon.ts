import { post } from './client';
import type { Coupon, CouponStatus, Paged } from './types/pay';

/** Coupons (spec §7 "Points and coupons"): the shopper's by status (0 usable, 1 used, 2 expired), activation by code, those usable for a bill. */
export const coupons = (status: CouponStatus, page: number, pagesize: number) => post<Paged<Coupon>>('/api/coupon/lists', { status, page, pagesize });
export const activateCoupon = (code: string) => post<Coupon>('/api/couponrule/activate', { code }, { loading: true });
/** Usable for a bill (`sn`: best first, each with what it takes off it) or an amount in yuan. */
export const usableCoupons = (by: { sn: string } | { amount: string }) => post<Coupon[]>('/api/coupon/uselist', by);

/** Points and the coupons bought with them: ./points. */
