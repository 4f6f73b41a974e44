import { affiliate } from './affiliate-client';
import type { Page, Yuan } from './types/common';
import type { AffiliatePromotion, AffiliateLevel, AffiliateRevenue, AffiliateUser, AffiliateWithdrawal } from './types/affiliate';

/**
 * The affiliate client's calls for /pages/affiliate/*. The spec shows none of these paths: /user/info,
 * /revenue/lists, /withdraw/lists, /withdraw/apply, /level/lists, /promotion/lists and /promotion/submit
 * are ours, to be checked against the real affiliate API. Lookups GET, changes POST; provisional types.
 */
const byGet = { method: 'GET' } as const;
export const affiliateUser = () => affiliate<AffiliateUser>('/user/info', {}, byGet);
export const affiliateRevenue = (page: number, pagesize: number) => affiliate<Page<AffiliateRevenue>>('/revenue/lists', { page, pagesize }, byGet);
export const affiliateWithdrawals = (page: number, pagesize: number) => affiliate<Page<AffiliateWithdrawal>>('/withdraw/lists', { page, pagesize }, byGet);
export const affiliateWithdraw = (amount: Yuan, account: string) => affiliate<AffiliateWithdrawal>('/withdraw/apply', { amount, account }, { loading: true });
export const affiliateLevels = () => affiliate<AffiliateLevel[]>('/level/lists', {}, byGet);
export const affiliatePromotions = (page: number, pagesize: number) => affiliate<Page<AffiliatePromotion>>('/promotion/lists', { page, pagesize }, byGet);
/** `images`: urls from uploadImage (sent as images[]). */
export const submitPromotion = (id: number, content: string, images: string[] = []) =>
  affiliate<AffiliatePromotion>('/promotion/submit', { id, content, images }, { loading: true });
