/**
 * The operator actions by the kind of thing they act on, for `npm run ops -- help`, and what each kind's
 * status numbers mean, for the CLI's tables. A test holds this to the route table: an action added there
 * and not here still works, and shows under "Other" in the help until it is given its kind.
 */
type Words = Record<number, string>;

const ORDER: Words = { 0: 'unpaid', 1: 'paid', 2: 'bought', 3: 'in warehouse', 4: 'in parcel', 5: 'done', [-1]: 'cancelled' };
const ONEPAY: Words = { 0: 'unpaid', 1: 'paid', 2: 'in warehouse', 3: 'shipped', 4: 'received', [-1]: 'cancelled' };
const PARCEL: Words = { 0: 'packing', 1: 'weighed', 2: 'paid', 3: 'shipped', 4: 'received', [-1]: 'cancelled' };
const REHEARSAL: Words = { 0: 'measuring', 1: 'measured', 2: 'submitted', [-1]: 'cancelled' };
const REVIEW: Words = { 0: 'to review', 1: 'approved', [-1]: 'rejected' };
const PAYOUT: Words = { 0: 'pending', 1: 'paid', [-1]: 'rejected', [-2]: 'cancelled' };
const REFUND: Words = { 0: 'to review', 1: 'refunded', [-1]: 'rejected', [-2]: 'withdrawn' };
const ADVISORY: Words = { 0: 'waiting', 1: 'answered' };
const COMMENT: Words = { 0: 'hidden', 1: 'shown' };
const BUYSELF: Words = { 0: 'on its way', 1: 'received', [-1]: 'cancelled' };

export type Kind = { title: string; actions: string[]; status?: Words };

/** In the order the help shows them; an action's status words are its kind's. */
export const KINDS: Kind[] = [
  { title: 'Orders (bought for shoppers)', status: ORDER, actions: ['orders', 'buy', 'receive', 'problems', 'problem', 'photo_requests', 'answer_photo', 'messages', 'reply'] },
  { title: 'One-pay orders', status: ONEPAY, actions: ['onepays', 'onepay_buy', 'onepay_ship', 'onepay_deliver'] },
  { title: 'Parcels', status: PARCEL, actions: ['parcels', 'weigh', 'ship', 'deliver'] },
  { title: 'Trial packings', status: REHEARSAL, actions: ['rehearsals', 'rehearsal_measure'] },
  { title: 'Returns', status: REFUND, actions: ['refunds', 'refund_approve', 'refund_reject'] },
  { title: 'Ship for me', status: BUYSELF, actions: ['buyself_pending', 'buyself_receive'] },
  { title: 'Seller settlement', status: REVIEW, actions: ['shops', 'shop_approve', 'shop_reject'] },
  { title: 'Shoppers and money', actions: ['users', 'recharge', 'score_add'] },
  { title: 'Offline remittances', status: REVIEW, actions: ['remits', 'remit_approve', 'remit_reject'] },
  { title: 'Withdrawals', status: PAYOUT, actions: ['withdrawals', 'withdrawal_pay', 'withdrawal_reject'] },
  { title: 'Coupons, wheel, cards, activities', actions: ['coupon_rules', 'coupon_create', 'wheel_prizes', 'wheel_prize_set', 'cards', 'card_set', 'promotions'] },
  { title: 'Affiliate applications', status: REVIEW, actions: ['affiliate_applications', 'affiliate_approve', 'affiliate_reject'] },
  { title: 'Affiliate withdrawals', status: PAYOUT, actions: ['affiliate_withdrawals', 'affiliate_withdrawal_pay', 'affiliate_withdrawal_reject'] },
  { title: 'Affiliate promotion proofs', status: REVIEW, actions: ['affiliate_proofs', 'affiliate_proof_approve', 'affiliate_proof_reject'] },
  { title: 'Customer service', status: ADVISORY, actions: ['advisories', 'advisory', 'advisory_answer', 'feedbacks', 'feedback_reply'] },
  { title: 'Live chat staff', actions: ['staff_add', 'staff_list', 'staff_disable'] },
  { title: 'Community', status: COMMENT, actions: ['comments', 'comment_hide'] },
  { title: 'News', actions: ['news', 'news_publish', 'news_delete'] },
  { title: 'Site', actions: ['outbox', 'mail', 'mail_retry', 'vitals', 'chat_provider'] },
];

/** Every action this list knows (the CLI calls them without loading the route table). */
export const KNOWN_ACTIONS: ReadonlySet<string> = new Set(KINDS.flatMap((k) => k.actions));

/** What `status` numbers mean in an action's rows (or its answer), if its kind has statuses. */
export function statusWords(action: string): Words | undefined {
  return KINDS.find((k) => k.actions.includes(action))?.status;
}

/** Exported for the test that holds the words to the schema's status constants. */
export const STATUS_WORDS = { ORDER, ONEPAY, PARCEL, REHEARSAL, REFUND, PAYOUT, REVIEW, ADVISORY, COMMENT, BUYSELF };
