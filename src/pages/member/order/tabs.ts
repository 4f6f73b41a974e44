import type { OrderTab } from '../../../api/types/order';

/** The tabs of design §4 (4 "in a parcel" lives on the parcel pages), plus refunded (cancelled with money back) and problems. */
export const ORDER_TABS: OrderTab[] = ['all', '0', '1', '2', '3', '5', '-1', 'refunded', 'problem'];

/** `?status=` → a tab (anything else: all). */
export const orderTabOf = (status: string | null | undefined): OrderTab => (ORDER_TABS.includes(status as OrderTab) ? (status as OrderTab) : 'all');
