import { z } from 'zod';
import { defineGroup, type Call } from '../http/endpoint';
import { f, INT_MAX } from '../http/input';
import { notFound } from '../http/errors';
import type { Db } from '../db';
import type { UserRow } from '../http/env';
import { findBill, type Bill } from '../domain/money/bills';
import { applyCoupon } from '../domain/money/coupon-on-bill';
import { BILL_SCOPES } from '../domain/money/coupon-value';
import { balanceOf, payFromBalance, paymentOf } from '../domain/money/payment';
import { remitPending } from '../domain/money/remittances';
import { hasPayPassword, requirePayPassword } from '../domain/money/pay-password';
import { yuan } from '../domain/money/money';
import type { Invoice, PaymentMethod, PayResult } from '../../src/api/types/pay';

const billInput = z.object({ sn: f.nonEmpty(32), type: f.text(32).optional() });

type Ctx = Pick<Call<unknown, UserRow>, 't' | 'now' | 'user'> & { db: Db };

async function loadBill({ db, user, now }: Ctx, sn: string, type?: string): Promise<Bill> {
  const bill = await findBill(db, user.id, sn, { type, now: now() });
  if (!bill) throw notFound('pay.notFound');
  return bill;
}

async function invoice(ctx: Ctx, bill: Bill): Promise<Invoice> {
  const payment = bill.paid ? await paymentOf(ctx.db, bill) : null;
  return {
    sn: bill.sn,
    type: bill.type,
    status: bill.status,
    amount: yuan(bill.owedFen),
    paid: bill.paid,
    // A paid bill with no payment entry was paid in full by its coupon: nothing came from the balance.
    paid_amount: payment ? yuan(payment.fen) : bill.paid ? yuan(0) : null,
    paid_at: payment?.at ?? null,
    payable: bill.payable,
    lines: bill.lines.map((l) => ({ label: ctx.t(l.key, l.params), amount: yuan(l.fen) })),
    coupon: bill.coupon ? { id: bill.coupon.id, amount: yuan(bill.coupon.fen) } : null,
    no_coupon: bill.noCoupon,
    coupon_scopes: [...BILL_SCOPES[bill.type]],
    earn: { points: bill.quote.earns.points, cashback: yuan(bill.quote.earns.cashbackFen) },
    balance: yuan(await balanceOf(ctx.db, ctx.user.id)),
    remit_pending: await remitPending(ctx.db, ctx.user.id, bill.sn),
    created_at: bill.createdAt,
  };
}

/** /api/paywallet/*: what a bill owes (its quote), how it can be paid, paying from the balance, the coupon on any bill that takes one. */
export default defineGroup('/api/paywallet', (on) => {
  on('getInvoice', { auth: 'required', input: billInput }, async (ctx) => invoice(ctx, await loadBill(ctx, ctx.input.sn, ctx.input.type)));

  on('getPaymentList', { auth: 'required', input: z.object({ sn: f.text(32).optional(), type: f.text(32).optional() }) }, async (ctx) => {
    const owed = ctx.input.sn ? (await loadBill(ctx, ctx.input.sn, ctx.input.type)).owedFen : 0;
    const balance = await balanceOf(ctx.db, ctx.user.id);
    return [
      { code: 'balance', name: ctx.t('pay.method.balance'), balance: yuan(balance), enough: balance >= owed, pay_password: await hasPayPassword(ctx.db, ctx.user.id) },
      { code: 'offline', name: ctx.t('pay.method.offline') },
    ] satisfies PaymentMethod[];
  });

  // `amount` (optional): the total the shopper was shown; a bill whose quote changed since is refused, naming the new one.
  on('payBalance', { auth: 'required', input: billInput.extend({ pay_password: f.text(16).optional(), amount: f.yuan().optional() }), msg: 'pay.paid' }, async ({ db, user, now, input }): Promise<PayResult> => {
    await requirePayPassword(db, user.id, input.pay_password, now());
    const paid = await payFromBalance(db, user.id, input.sn, { type: input.type, now: now(), expectedFen: input.amount });
    return { sn: paid.sn, type: paid.type, paid: true, amount: yuan(paid.paidFen), balance: yuan(paid.balanceFen) };
  });

  on('useCoupon', {
    auth: 'required',
    input: billInput.extend({ coupon_id: z.coerce.number().int().min(0).max(INT_MAX).default(0) }),
  }, async (ctx) => {
    await applyCoupon(ctx.db, ctx.user.id, ctx.input.sn, ctx.input.coupon_id, ctx.now(), ctx.input.type);
    return invoice(ctx, await loadBill(ctx, ctx.input.sn, ctx.input.type));
  });
});
