import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { BizError, notFound } from '../http/errors';
import { page } from '../http/envelope';
import type { Lang } from '../i18n';
import { activateCode, listCoupons, usableCoupons, usableForBill, type CouponRow } from '../domain/money/coupons';
import { findBill } from '../domain/money/bills';
import { yuan } from '../domain/money/money';
import type { Coupon, Paged } from '../../src/api/types/pay';

const view = (lang: Lang) => (c: CouponRow & { offFen?: number }): Coupon => ({
  id: c.id, name: c.name[lang], rule_id: c.ruleId, amount: yuan(c.percent > 0 ? 0 : c.amountFen), percent: c.percent, scope: c.scope, source: c.source,
  min: yuan(c.minFen), status: c.state, expires_at: c.expiresAt, created_at: c.createdAt,
  ...(c.offFen === undefined ? {} : { off: yuan(c.offFen) }),
});

/** /api/coupon/*: the shopper's coupons by state, and those usable for a bill (`sn`, with what each takes off it) or an amount (before any bill). */
const coupon = defineGroup('/api/coupon', (on) => {
  on('lists', {
    auth: 'required',
    input: z.object({ status: z.coerce.number().int().min(0).max(2).default(0), page: f.page(), pagesize: f.pagesize() }),
  }, async ({ db, user, input, lang, now }): Promise<Paged<Coupon>> => {
    const { rows, total } = await listCoupons(db, user.id, { state: input.status as 0 | 1 | 2, page: input.page, pagesize: input.pagesize, now: now() });
    return page(rows.map(view(lang)), total, input.page, input.pagesize);
  });

  on('uselist', {
    auth: 'required',
    input: z.object({ sn: f.text(32).optional(), type: f.text(32).optional(), amount: f.yuan().optional() }),
  }, async ({ db, user, input, lang, now }): Promise<Coupon[]> => {
    if (input.sn) {
      const bill = await findBill(db, user.id, input.sn, { type: input.type, now: now() });
      if (!bill) throw notFound('pay.notFound');
      return (await usableForBill(db, bill, now())).map(view(lang));
    }
    if (input.amount === undefined) throw new BizError('error.required', { field: 'sn' });
    return (await usableCoupons(db, user.id, input.amount, now())).map(view(lang));
  });
});

/** /api/couponrule/activate: a code typed by the shopper issues its coupon, once. */
const couponrule = defineGroup('/api/couponrule', (on) => {
  on('activate', { auth: 'required', input: z.object({ code: f.nonEmpty(64) }), msg: 'coupon.activated' },
    async ({ db, user, input, lang, now }): Promise<Coupon> => view(lang)(await activateCode(db, user.id, input.code, now())));
});

export default function couponGroups(app: Parameters<typeof coupon>[0]) {
  coupon(app);
  couponrule(app);
}
