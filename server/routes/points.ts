import { z } from 'zod';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { page } from '../http/envelope';
import { BizError } from '../http/errors';
import type { Lang } from '../i18n';
import { yuan } from '../domain/money/money';
import { scorePage, type ScoreRow } from '../domain/rewards/score';
import { describeScore, type ScoreText } from '../domain/rewards/score-text';
import {
  SIGNIN_RULES, fillUp, isMonth, maskName, signIn, signinMonth, signinRank, signinsToBonus, type RankRow,
} from '../domain/rewards/signin';
import { exchangeOffer, mayTake, offerFor, offerLeft, offerPage, type OfferRow } from '../domain/rewards/exchange';
import { shopDay } from '../domain/rewards/shop-day';
import { levelList, myLevel } from '../domain/account/levels';
import type {
  Exchanged, FillupResult, LevelInfo, PointsCoupon, PointsCouponPage, ScoreEntry, ScorePage, SigninMonth, SigninRank, SigninRankRow, SigninResult,
} from '../../src/api/types/points';

type T = (key: string, params?: Record<string, string | number>) => string;

const entryView = (t: T) => (r: ScoreRow, d: ScoreText): ScoreEntry => ({
  id: r.id, type: r.type, type_text: t(`score.type.${r.type}`), text: t(d.key, d.params), link: d.link, score: r.amount, after: r.balanceAfter,
  // The order's number (its key is the order's id), the day of a sign-in or fill-up; an exchange's key is internal.
  ref: r.type === 'order' ? r.memo : r.type === 'signin' || r.type === 'signin_bonus' || r.type === 'fillup' ? r.refKey : '',
  memo: r.type === 'ops' ? r.memo : '',
  created_at: r.createdAt,
});

const listInput = z.object({ page: f.page(), pagesize: f.pagesize() });

/** /api/score/lists: the shopper's points entries, newest first, with the points they have. */
const score = defineGroup('/api/score', (on) => {
  on('lists', { auth: 'required', input: listInput }, async ({ db, user, input, t, lang }): Promise<ScorePage> => {
    const r = await scorePage(db, user.id, input);
    const said = await describeScore(db, user.id, r.rows, lang);
    return { ...page(r.rows.map((row, i) => entryView(t)(row, said[i])), r.total, input.page, input.pagesize), score: r.score };
  });
});

const rankView = (me: number) => (r: RankRow): SigninRankRow => ({ rank: r.place, nickname: maskName(r.nickname), avatar: r.avatar, days: r.days, me: r.userId === me });

/** /api/signin/*: the daily sign-in — the month's calendar, today's sign-in, fill-up of a missed day, the ranking. */
const signin = defineGroup('/api/signin', (on) => {
  on('lists', {
    auth: 'required',
    // A month 'YYYY-MM' (default: this month on the shop's calendar); anything else is this month too.
    input: z.object({ month: f.text(7).optional().catch(undefined) }),
  }, async ({ db, user, input, now }): Promise<SigninMonth> => {
    const month = input.month && isMonth(input.month) ? input.month : shopDay(now()).slice(0, 7);
    const m = await signinMonth(db, user.id, month, now());
    return {
      month, today: m.today,
      days: m.rows.map((r) => ({ day: r.day, points: r.points, filled: r.filled, streak: m.runs.get(r.day) ?? 1 })),
      signed_today: m.signedToday, continuous: m.streak, bonus_in: signinsToBonus(m.streak), score: m.score,
      rules: { daily: SIGNIN_RULES.daily, bonus: SIGNIN_RULES.bonus, bonus_every: SIGNIN_RULES.bonusEvery, fillup_cost: SIGNIN_RULES.fillupCost },
    };
  });

  on('add', { auth: 'required', msg: 'signin.done' }, async ({ db, user, now }): Promise<SigninResult> => {
    const r = await signIn(db, user.id, now());
    return { day: r.day, points: r.points, bonus: r.bonus, continuous: r.streak, score: r.score };
  });

  on('fillup', { auth: 'required', msg: 'signin.filled', input: z.object({ day: f.nonEmpty(10) }) }, async ({ db, user, input, now }): Promise<FillupResult> =>
    fillUp(db, user.id, input.day, now()));

  on('rank', { auth: 'optional' }, async ({ db, user, now }): Promise<SigninRank> => {
    const month = shopDay(now()).slice(0, 7);
    const r = await signinRank(db, month, user?.id ?? null);
    const view = rankView(user?.id ?? 0);
    return { month, list: r.top.map(view), me: r.me ? view(r.me) : null };
  });
});

const offerView = (lang: Lang) => (o: OfferRow): PointsCoupon => ({
  id: o.id, name: o.rule.name[lang], amount: yuan(o.rule.amountFen), percent: o.rule.percent, min: yuan(o.rule.minFen), scope: o.rule.scope,
  days_valid: o.rule.daysValid, cost: o.cost, stock: offerLeft(o), per_user: o.perUser, can_take: mayTake(o),
});

/** /api/integralcoupon/*: coupons offered for points, and buying one. */
const integralcoupon = defineGroup('/api/integralcoupon', (on) => {
  on('lists', { auth: 'optional', input: listInput }, async ({ db, user, input, lang }): Promise<PointsCouponPage> => {
    const r = await offerPage(db, user?.id ?? null, input);
    return { ...page(r.rows.map(offerView(lang)), r.total, input.page, input.pagesize), score: r.score };
  });

  on('exchange', { auth: 'required', msg: 'exchange.done', input: z.object({ id: f.id() }) }, async ({ db, user, input, lang, now }): Promise<Exchanged> => {
    const r = await exchangeOffer(db, user.id, input.id, now());
    const offer = await offerFor(db, user.id, r.offerId);
    if (!offer) throw new BizError('exchange.notFound');
    return { coupon_id: r.couponId, cost: r.cost, score: r.score, offer: offerView(lang)(offer) };
  });
});

/** /api/level/lists: the member levels with their service-fee discount; for a logged-in shopper, where they stand. */
const level = defineGroup('/api/level', (on) => {
  on('lists', { auth: 'optional' }, async ({ db, user, lang }): Promise<LevelInfo> => ({
    list: await levelList(db, lang),
    me: user ? await myLevel(db, user.id, lang) : null,
  }));
});

export default function pointsGroups(app: Hono<AppEnv>) {
  score(app);
  signin(app);
  integralcoupon(app);
  level(app);
}
