import { get, post } from './client';
import type { Page } from './types/common';
import type { NewsletterState, WheelDraw, WheelInfo, WheelWin } from './types/perks';

/** The spin wheel (/pages/index/zhuanpan): the prizes and my spins, a spin (the server draws), my prizes. Coupons: api/coupon.ts. */
export const wheelInfo = () => get<WheelInfo>('/api/zhuanpan/info');
/** One spin: the day's free one first, then one bought with points; errors (not enough points) are toasted. */
export const spinWheel = () => post<WheelDraw>('/api/zhuanpan/draw');
export const wheelWins = (page: number, pagesize: number) => get<Page<WheelWin>>('/api/zhuanpan/records', { page, pagesize });

/** The newsletter (settings): my subscription, and switching it (to the address kept, else the account's). */
export const newsletter = () => get<NewsletterState>('/api/usersubscription/detail');
export const setNewsletter = (subscribe: boolean, email?: string) => post<NewsletterState>('/api/usersubscription/add', { subscribe: subscribe ? 1 : 0, email });
