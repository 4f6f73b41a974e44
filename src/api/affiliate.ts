import { affiliate } from './affiliate-client';
import type { Page, Yuan } from './types/common';
import type {
  AffiliateLevel, AffiliateProof, AffiliatePromotion, AffiliateRevenuePage, AffiliateUser, AffiliateWithdrawal, AffiliateWithdrawMethod,
} from './types/affiliate';

/**
 * The affiliate client's calls for /pages/affiliate/* (the reference server's /affiliate-api, README "The
 * affiliate API"): lookups GET, changes POST; the Bearer token is exchanged by affiliate-client.ts.
 */
const byGet = { method: 'GET' } as const;
export const affiliateUser = () => affiliate<AffiliateUser>('/user/info', {}, byGet);
export const affiliateApply = (a: { channel: string; contact: string; reason: string }) => affiliate<AffiliateUser>('/user/apply', a, { loading: true });
export const affiliateRevenue = (page: number, pagesize: number) => affiliate<AffiliateRevenuePage>('/revenue/lists', { page, pagesize }, byGet);
export const affiliateWithdrawals = (page: number, pagesize: number) => affiliate<Page<AffiliateWithdrawal>>('/withdraw/lists', { page, pagesize }, byGet);
export type WithdrawForm = { amount: Yuan; method: AffiliateWithdrawMethod; bank_name?: string; account_name?: string; account_no?: string };
export const affiliateWithdraw = (w: WithdrawForm) => affiliate<AffiliateWithdrawal>('/withdraw/apply', w, { loading: true });
export const affiliateLevels = () => affiliate<AffiliateLevel[]>('/level/lists', {}, byGet);
export const affiliatePromotions = () => affiliate<AffiliatePromotion[]>('/promotion/lists', {}, byGet);
/** `images`: urls from uploadImage (sent as images[]). */
export const submitPromotion = (id: number, content: string, images: string[] = []) =>
  affiliate<AffiliateProof>('/promotion/submit', { id, content, images }, { loading: true });
