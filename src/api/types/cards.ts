/**
 * Wire types of membership cards (/api/membershipcard/*) and activities (/api/promotions/*), issue 12,
 * design §4b. Money: yuan decimal strings; times: unix seconds; rates: percent (may have decimals, "2.5").
 */
import type { Yuan } from './common';

/** A membership card on sale. `fee_rate`: percent of the service fee still charged while it is active (80 = 20 % off). */
export type MembershipCard = {
  id: number;
  name: string;
  image: string;
  days: number;
  price: Yuan;
  fee_rate: number;
  /** 100 − fee_rate: the service-fee discount in percent. */
  fee_off: number;
  /** Free storage days added in the warehouse while it is active. */
  extra_storage_days: number;
};

/**
 * The shopper's card in force now. Cards bought while one is active follow it, so `ends_at` is the end of the
 * whole run of them; `card_id`, `name`, `fee_off` and `extra_storage_days` are those of the card covering now.
 */
export type ActiveCard = {
  card_id: number;
  name: string;
  fee_off: number;
  extra_storage_days: number;
  starts_at: number;
  ends_at: number;
  /** Whole days left (the last one counted), ≥ 1. */
  days_left: number;
};

/**
 * membershipcard/info: the cards on sale (sort order), the shopper's card in force (null = none), and what the
 * payment page needs: the balance and whether paying asks for the pay password; `service_fee_rate` is the
 * shop's rate in percent (a card's fee is `service_fee_rate × fee_rate / 100` % of the goods).
 */
export type MembershipCardInfo = {
  cards: MembershipCard[];
  current: ActiveCard | null;
  balance: Yuan;
  pay_password: boolean;
  service_fee_rate: number;
};

/** membershipcard/buy: the purchase (`sn` M + 12 digits), what was paid and the balance after it, and the card in force now. */
export type MembershipCardBought = { sn: string; card_id: number; paid: Yuan; balance: Yuan; current: ActiveCard };

/** The coupon joining an activity gives (one per shopper). `percent` > 0: percent off instead of `amount` off. */
export type PromotionCoupon = { name: string; amount: Yuan; min: Yuan; percent: number; scope: 'goods' | 'fee' | 'shipping'; days_valid: number };

/**
 * promotions/getPromotions: an activity running now or coming (ended ones are not listed), in the request's language.
 * `body`: the rules as plain text, paragraphs split by blank lines. `cashback_rate`: percent of the goods paid back to
 * the wallet when an order group paid while joined (and while it runs) is done; 0 = none.
 */
export type Promotion = {
  id: number;
  title: string;
  body: string;
  image: string;
  starts_at: number;
  ends_at: number;
  state: 'running' | 'upcoming';
  cashback_rate: number;
  coupon: PromotionCoupon | null;
  joined: boolean;
  joined_at: number | null;
};

/** promotions/join: the activity joined, and the id of the coupon it gave (null: none, or none left). */
export type PromotionJoined = Promotion & { coupon_id: number | null };
