import { get, post } from './client';
import type {
  Exchanged, FillupResult, LevelInfo, PointsCouponPage, ScorePage, SigninMonth, SigninRank, SigninResult,
} from './types/points';

/** Points, sign-in, coupons for points and levels (spec §7 "Points and coupons", "signin", /api/level/lists). */
export const scoreLog = (page: number, pagesize: number) => get<ScorePage>('/api/score/lists', { page, pagesize });
export const pointsCoupons = (page: number, pagesize: number) => get<PointsCouponPage>('/api/integralcoupon/lists', { page, pagesize });
/** Buys an offer's coupon with points; it lands in the shopper's coupons (coupon/lists). */
export const exchangeCoupon = (id: number) => post<Exchanged>('/api/integralcoupon/exchange', { id }, { loading: true });

/** The month's calendar ('YYYY-MM'; default this month on the shop's calendar). */
export const signins = (month?: string) => get<SigninMonth>('/api/signin/lists', { month });
export const signin = () => post<SigninResult>('/api/signin/add', {}, { loading: true });
export const signinRank = () => get<SigninRank>('/api/signin/rank');
/** Fills up a missed day of this month ("YYYY-MM-DD") for points. */
export const fillupSignin = (day: string) => post<FillupResult>('/api/signin/fillup', { day }, { loading: true });

/** The levels, and where the shopper stands among them when logged in. */
export const levels = () => get<LevelInfo>('/api/level/lists');
