import { sql } from 'drizzle-orm';
import { pgTable, serial, text, integer, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { unixTime } from './common';

/**
 * Refund request statuses (design §4b): 0 pending (a return awaiting the operator), 1 refunded,
 * -1 rejected by the operator, -2 withdrawn by the shopper.
 */
export const REFUND_STATUS = { pending: 0, refunded: 1, rejected: -1, withdrawn: -2 } as const;
/** 'refund': refund-only of a paid line not yet bought (refunded at once); 'return': a bought line sent back, decided by the operator. */
export type RefundKind = 'refund' | 'return';

/**
 * A shopper's refund of one goods line of a purchase order. A line has at most one open (pending or
 * refunded) request; a refunded line leaves its order (order_goods.deleted) and its money went to the
 * wallet as ledger `refund` (ref order sn, ref_no = goods id) in the transaction that decided it.
 */
export const goodsRefunds = pgTable('goods_refunds', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  orderId: integer('order_id').notNull(),
  goodsId: integer('goods_id').notNull(),
  kind: text('kind').$type<RefundKind>().notNull(),
  amountFen: integer('amount_fen').notNull(),
  /** One of the reasons of getReason (0: typed in, see `reason`). */
  reasonId: integer('reason_id').notNull().default(0),
  reason: text('reason').notNull().default(''),
  remark: text('remark').notNull().default(''),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  status: integer('status').notNull().default(0),
  /** Why the operator rejected it. */
  reviewNote: text('review_note').notNull().default(''),
  createdAt: unixTime('created_at').notNull(),
  decidedAt: unixTime('decided_at'),
}, (t) => [
  index('goods_refunds_goods').on(t.goodsId, t.id),
  index('goods_refunds_status').on(t.status, t.id),
  // At most one open request per line: two racing requests cannot both be filed.
  uniqueIndex('goods_refunds_one_open').on(t.goodsId).where(sql`status in (0, 1)`),
]);
