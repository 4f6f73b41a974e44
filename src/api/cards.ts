import { get, post } from './client';
import type { MembershipCardBought, MembershipCardInfo, Promotion, PromotionJoined } from './types/cards';

/** Membership cards and activities (spec §7 "membershipcard", "promotions"; issue 12). */
export const membershipCardInfo = () => post<MembershipCardInfo>('/api/membershipcard/info');
/** Buys a card of membershipCardInfo's list from the balance; `pay_password` when the shopper has set one (as payBalance). */
export const buyMembershipCard = (id: number, pay_password?: string) =>
  post<MembershipCardBought>('/api/membershipcard/buy', { id, pay_password }, { loading: true });

/** Activities running and to come (`joined` for a logged-in shopper). */
export const promotions = () => get<Promotion[]>('/api/promotions/getPromotions');
export const joinPromotion = (id: number) => post<PromotionJoined>('/api/promotions/join', { id }, { loading: true });
