import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { couponRules, coupons, orders, wheelPrizes, wheelSpins } from '../../db/schema';
import type { I18nText, ScoreType } from '../../db/schema';
import type { Lang } from '../../i18n';
import type { ScoreRow } from './score';
import { SIGNIN_RULES } from './signin';

/** What a points entry was, in words (a message key and its values, translated when read) and the page it opens. */
export type ScoreText = { key: string; params: Record<string, string | number>; link: string | null };

/** What a page of entries names, read at once among the user's own things. */
type Refs = { orderSn: Map<string, string>; coupons: Map<string, I18nText>; prizes: Map<string, I18nText> };
type Describe = (r: ScoreRow, refs: Refs, lang: Lang) => ScoreText;
const said = (key: string, params: ScoreText['params'], link: string | null): ScoreText => ({ key, params, link });

const PAGES = {
  order: (id: string) => `/pages/member/order/detail?id=${id}`,
  signin: '/pages/member/signin/index',
  coupons: '/pages/member/coupon/index',
  wheel: '/pages/index/zhuanpan',
};

/** Every points type: a type missing here does not compile. Keys: an order's id, a day, an exchange's or a spin's key. */
export const SCORE_KINDS: Record<ScoreType, Describe> = {
  order: (r, refs) => {
    const sn = refs.orderSn.get(r.refKey);
    return sn ? said('score.text.order', { sn }, PAGES.order(r.refKey)) : said('score.text.orderAny', {}, null);
  },
  // The day signed is the day of the entry (shown beside it).
  signin: () => said('score.text.signin', {}, PAGES.signin),
  signin_bonus: () => said('score.text.signin_bonus', { n: SIGNIN_RULES.bonusEvery }, PAGES.signin),
  fillup: (r) => said('score.text.fillup', { day: r.refKey }, PAGES.signin),
  exchange: (r, refs, lang) => {
    const name = refs.coupons.get(r.refKey)?.[lang];
    return name ? said('score.text.exchange', { name }, PAGES.coupons) : said('score.text.exchangeAny', {}, PAGES.coupons);
  },
  wheel_spin: () => said('score.text.wheel_spin', {}, PAGES.wheel),
  wheel_prize: (r, refs, lang) => {
    const prize = refs.prizes.get(r.refKey)?.[lang];
    return prize ? said('score.text.wheel_prize', { prize }, PAGES.wheel) : said('score.text.wheel_prizeAny', {}, PAGES.wheel);
  },
  // The operator's own words (the memo) are shown beside it as they were written.
  ops: () => said('score.text.ops', {}, null),
};

const keysOf = (rows: ScoreRow[], type: ScoreType) => rows.filter((r) => r.type === type && r.refKey).map((r) => r.refKey);

async function scoreRefs(db: DbOrTx, userId: number, rows: ScoreRow[]): Promise<Refs> {
  const refs: Refs = { orderSn: new Map(), coupons: new Map(), prizes: new Map() };
  const orderIds = keysOf(rows, 'order').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  if (orderIds.length) {
    const list = await db.select({ id: orders.id, sn: orders.sn }).from(orders).where(and(eq(orders.userId, userId), inArray(orders.id, orderIds)));
    for (const o of list) refs.orderSn.set(String(o.id), o.sn);
  }
  const exchanged = keysOf(rows, 'exchange');
  if (exchanged.length) {
    const list = await db.select({ key: coupons.sourceRef, name: couponRules.name }).from(coupons).innerJoin(couponRules, eq(couponRules.id, coupons.ruleId))
      .where(and(eq(coupons.userId, userId), eq(coupons.source, 'exchange'), inArray(coupons.sourceRef, exchanged)));
    for (const c of list) refs.coupons.set(c.key, c.name);
  }
  const spins = keysOf(rows, 'wheel_prize').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  if (spins.length) {
    const list = await db.select({ id: wheelSpins.id, name: wheelPrizes.name }).from(wheelSpins).innerJoin(wheelPrizes, eq(wheelPrizes.id, wheelSpins.prizeId))
      .where(and(eq(wheelSpins.userId, userId), inArray(wheelSpins.id, spins)));
    for (const s of list) refs.prizes.set(String(s.id), s.name);
  }
  return refs;
}

/** The entries' descriptions, in their order; a type not described (stored by an older version) reads as its type's name. */
export async function describeScore(db: DbOrTx, userId: number, rows: ScoreRow[], lang: Lang): Promise<ScoreText[]> {
  const refs = await scoreRefs(db, userId, rows);
  return rows.map((r) => SCORE_KINDS[r.type]?.(r, refs, lang) ?? said(`score.type.${r.type}`, {}, null));
}
