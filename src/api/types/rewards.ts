/**
 * /api/goodsrefund and /api/goodsproblem: the shapes the reference server answers (money yuan strings, times unix
 * seconds, lists Page<T>). Ship-for-me and seller settlement: types/shipforme.ts.
 */
import type { Yuan } from './common';
import type { ProblemHandling } from './order';


/** goodsrefund/getReason: a reason to pick (names in the request's language). */
export type RefundReason = { id: number; name: string };
/** 0 pending (a return awaiting the operator), 1 refunded to the wallet, -1 rejected (see review_note), -2 withdrawn by the shopper. */
export type RefundStatus = 0 | 1 | -1 | -2;
/** One refund request of a goods line: 'refund' = refund-only of a line not yet bought (decided at once), 'return' = a bought line sent back. */
export type GoodsRefund = {
  id: number; type: 'refund' | 'return'; amount: Yuan;
  /** The picked reason in the request's language, or the text typed in. */
  reason: string; remark: string; images: string[];
  status: RefundStatus; status_text: string;
  /** The operator's reason for a rejection ('' otherwise). */
  review_note: string;
  created_at: number; decided_at: number | null;
};
/**
 * goodsrefund/getInfo (and addRefund, addRefundOnly): the refund state of one goods line of a purchase order.
 * `id` is the goods line's id (= goods_id). `mode` says what the shopper can ask now: 'refund_only' (order paid,
 * not yet bought: refunded at once), 'return' (bought or in the warehouse: the operator decides), null (nothing).
 */
export type RefundInfo = {
  id: number; order_id: number; order_sn: string; goods_id: number; title: string; pic_url: string; sku_text: string;
  quantity: number; price: Yuan;
  /** What can be refunded at most now ("0.00" when `mode` is null): the line's goods and its share of the service fee, less its share of the coupon; the last line of an order not yet bought also takes the domestic post fee and any price-change extra. */
  max_amount: Yuan;
  mode: 'refund_only' | 'return' | null;
  /** The line's latest request that was not withdrawn (status 0, 1 or -1), or null. */
  refund: GoodsRefund | null;
};
/** goodsrefund/getInfoNew: the same, with every request of the line, newest first (withdrawn ones too). */
export type RefundInfoNew = RefundInfo & { history: GoodsRefund[] };

/** goodsproblem/getProblem: the order's open problem (ProblemHandling of api/types/order) with the order it is on; null when none. */
export type GoodsProblem = ProblemHandling & { id: number; sn: string; status: number; status_text: string };
/** goodsproblem/handleMethod: what the choice led to. `pay`: open the pay page with it (nothing moved yet); `refund`: what went back to the wallet ("0.00" for pay). */
export type ProblemHandled = {
  id: number; method: 'pay' | 'refund' | 'cancel'; status: number;
  pay: { type: 'order_problem'; sn: string; amount: Yuan } | null;
  refund: Yuan;
};
