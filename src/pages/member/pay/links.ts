import type { TKey } from '../../../state/lang';
import type { BillType } from '../../../api/types/pay';

/** A bill number: order group OG…, order O…, one-pay order P…, parcel S… (spec §3: 12 digits). */
export const SN = /^(OG|O|P|S)\d{12}$/;

/** The list where a paid bill's goods are followed. */
export function ordersLink(type: BillType): { path: string; label: TKey } {
  if (type === 'onepay') return { path: '/pages/member/onepayorder/index', label: 'pay.toOnepayOrders' };
  if (type === 'parcel') return { path: '/pages/member/sendorder/index', label: 'pay.toParcels' };
  return { path: '/pages/member/order/index', label: 'pay.toOrders' };
}

/** The pay result page: `amount` is what was paid (yuan), only shown. */
export const resultUrl = (sn: string, status: 'paid' | 'fail', amount?: string, type?: BillType) => {
  const q = new URLSearchParams({ sn, status });
  if (amount) q.set('amount', amount);
  if (type === 'order_problem') q.set('type', type);
  return `/pages/member/pay/payResult?${q}`;
};
