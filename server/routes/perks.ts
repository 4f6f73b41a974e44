import { z } from 'zod';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { page, reply } from '../http/envelope';
import type { Lang } from '../i18n';
import { yuan } from '../domain/money/money';
import { WHEEL, drawWheel, wheelState, wheelWins, type PrizeRow } from '../domain/rewards/wheel';
import { newsletterOf, setNewsletter, type Newsletter } from '../domain/rewards/newsletter';
import type { CouponScope } from '../../src/api/types/pay';
import type { Page } from '../../src/api/types/common';
import type { NewsletterState, WheelDraw, WheelInfo, WheelPrize, WheelWin } from '../../src/api/types/perks';

const prizeView = (lang: Lang) => (p: PrizeRow): WheelPrize => ({
  id: p.id, name: p.name[lang], kind: p.kind, points: p.kind === 'points' ? p.points : 0,
  coupon: p.kind === 'coupon' && p.rule
    ? { amount: yuan(p.rule.percent > 0 ? 0 : p.rule.amountFen), percent: p.rule.percent, min: yuan(p.rule.minFen), scope: p.rule.scope as CouponScope }
    : null,
});

/** /api/zhuanpan/*: the spin wheel — the prizes and my spins left (info), a spin (draw), my prizes (records). */
const zhuanpan = defineGroup('/api/zhuanpan', (on) => {
  on('info', { auth: 'required' }, async ({ db, user, lang, now }): Promise<WheelInfo> => {
    const s = await wheelState(db, user.id, now());
    return { prizes: s.prizes.map(prizeView(lang)), free_left: s.freeLeft, free_per_day: WHEEL.freePerDay, cost: s.cost, score: s.score };
  });

  on('draw', { auth: 'required' }, async ({ db, user, lang, now }): Promise<WheelDraw> => {
    const d = await drawWheel(db, user.id, now());
    return {
      id: d.spinId, prize_id: d.prize.id, index: d.index, name: d.prize.name[lang], kind: d.prize.kind, points: d.prize.kind === 'points' ? d.prize.points : 0,
      coupon_id: d.couponId, free: d.free, cost: d.cost, score: d.score, free_left: d.freeLeft,
    };
  });

  on('records', { auth: 'required', input: z.object({ page: f.page(), pagesize: f.pagesize() }) }, async ({ db, user, input, lang }): Promise<Page<WheelWin>> => {
    const { rows, total } = await wheelWins(db, user.id, input);
    return page(rows.map(({ s, name }) => ({
      id: s.id, prize_id: s.prizeId, name: name[lang], kind: s.kind as WheelWin['kind'], points: s.points, coupon_id: s.couponId, free: s.cost === 0, created_at: s.createdAt,
    })), total, input.page, input.pagesize);
  });
});

const newsletterView = (n: Newsletter): NewsletterState => ({ subscribed: n.subscribed, pending: n.pending, email: n.email, account_email: n.accountEmail });

/** /api/usersubscription/*: the newsletter — my subscription (detail), subscribe (double opt-in) or unsubscribe (add). */
const usersubscription = defineGroup('/api/usersubscription', (on) => {
  on('detail', { auth: 'required' }, async ({ db, user }) => newsletterView(await newsletterOf(db, user.id)));

  on('add', {
    auth: 'required',
    input: z.object({ subscribe: f.bool().default(true), email: f.text(100).optional() }),
  }, async ({ db, user, input, now, c, t, lang, config }) => {
    const confirm = { origin: config.publicUrl ?? new URL(c.req.url).origin, secret: config.opsToken ?? '', lang };
    const n = await setNewsletter(db, user.id, { subscribe: input.subscribe, email: input.email, now: now(), confirm });
    // Answered with its own message: subscribed, a confirmation link sent, or unsubscribed.
    const msg = n.pending ? t('subscription.confirm', { email: n.email }) : t(n.subscribed ? 'subscription.on' : 'subscription.off');
    return reply(c, 1, msg, newsletterView(n));
  });
});

export default function perksGroups(app: Hono<AppEnv>) {
  zhuanpan(app);
  usersubscription(app);
}
