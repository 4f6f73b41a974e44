import type { Translate } from './orders';
import type { RefundReason } from '../../../src/api/types/rewards';

/** The reasons getReason offers (names: messages `refund.reason.<id>`); 6 = other, with the remark saying what. */
export const REFUND_REASONS = [1, 2, 3, 4, 5, 6] as const;

export const refundReasons = (t: Translate): RefundReason[] => REFUND_REASONS.map((id) => ({ id, name: t(`refund.reason.${id}`) }));

/** A reason as sent: a listed id ("3") is stored as the id, anything else as the text typed in. */
export function parseReason(raw: string): { reasonId: number; reason: string } {
  const id = /^\d{1,3}$/.test(raw) ? Number(raw) : 0;
  return (REFUND_REASONS as readonly number[]).includes(id) ? { reasonId: id, reason: '' } : { reasonId: 0, reason: raw };
}

export const reasonText = (t: Translate, r: { reasonId: number; reason: string }) => (r.reasonId ? t(`refund.reason.${r.reasonId}`) : r.reason);
